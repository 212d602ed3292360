package io.wirebench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.wirebench.bench.Cell;
import io.wirebench.bench.CellResult;
import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Target;
import io.wirebench.core.Verdict;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;

/**
 * A run directory: {@code jmh.json} (JMH's own format, unchanged), {@code run.json} (what was
 * measured, where, with what, and what became of every cell), {@code sizes.json} and
 * {@code jmh.log}. Both JSON files are rewritten after every cell, atomically, so a run that is
 * stopped keeps everything measured so far.
 */
final class Results {
  static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  /** Version of run.json's structure; bump it when fields change meaning. */
  static final int FORMAT_VERSION = 1;

  private final Path dir;
  private final Map<String, Object> run;
  private final List<RunResult> jmh = new ArrayList<>();
  private final List<Map<String, Object>> cells = new ArrayList<>();

  private Results(Path dir, Map<String, Object> run) {
    this.dir = dir;
    this.run = run;
  }

  /**
   * Creates the run directory.
   *
   * @throws UsageException when it already holds results, which are never overwritten
   */
  static Results create(Path dir, Map<String, Object> header) throws IOException {
    if (Files.exists(dir.resolve("run.json")) || Files.exists(dir.resolve("jmh.json"))) {
      throw new UsageException("--out " + dir + " already holds results (run.json); choose another directory, "
          + "results are never overwritten");
    }
    Files.createDirectories(dir);
    Map<String, Object> run = new LinkedHashMap<>();
    run.put("formatVersion", FORMAT_VERSION);
    run.putAll(header);
    return new Results(dir, run);
  }

  Path dir() {
    return dir;
  }

  PrintStream openLog() throws IOException {
    OutputStream os = Files.newOutputStream(dir.resolve("jmh.log"));
    return new PrintStream(os, true, "UTF-8");
  }

  synchronized void put(String key, Object value) {
    run.put(key, value);
  }

  /** Records a cell's outcome; saves both JSON files. */
  synchronized void cell(CellResult r, long encodedSize) throws IOException {
    if (r.run() != null) jmh.add(r.run());
    cells.add(cellJson(r, encodedSize));
    save();
  }

  /** Cells recorded as done so far. */
  synchronized long doneCount() {
    return cells.stream().filter(c -> "done".equals(c.get("status"))).count();
  }

  /** Records cells that were planned but not run. */
  synchronized void missing(List<Cell> planned, String why) throws IOException {
    TreeSet<String> done = new TreeSet<>();
    for (Map<String, Object> c : cells) done.add((String) c.get("key"));
    for (Cell c : planned) {
      if (done.contains(c.key())) continue;
      Map<String, Object> m = base(c);
      m.put("status", "missing");
      m.put("message", why);
      cells.add(m);
    }
    save();
  }

  synchronized void save() throws IOException {
    run.put("cells", cells);
    write(dir.resolve("run.json"), MAPPER.writeValueAsBytes(run));
    Path tmp = dir.resolve("jmh.json.tmp");
    ResultFormatFactory.getInstance(ResultFormatType.JSON, tmp.toString()).writeOut(jmh);
    Files.move(tmp, dir.resolve("jmh.json"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  void writeSizes(List<Map<String, Object>> sizes) throws IOException {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("formatVersion", FORMAT_VERSION);
    doc.put("sizes", sizes);
    write(dir.resolve("sizes.json"), MAPPER.writeValueAsBytes(doc));
  }

  private static void write(Path file, byte[] bytes) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.write(tmp, bytes);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  private static Map<String, Object> base(Cell c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("key", c.key());
    m.put("benchmark", c.benchmark());
    m.put("op", c.op());
    m.put("target", c.target().label());
    m.put("codec", c.codec());
    m.put("dataset", c.dataset());
    return m;
  }

  static Map<String, Object> cellJson(CellResult r, long encodedSize) {
    Map<String, Object> m = base(r.cell());
    m.put("status", r.status().name().toLowerCase(java.util.Locale.ROOT));
    if (r.run() != null) {
      m.put("score", r.score());
      m.put("scoreError", Double.isNaN(r.error()) ? null : r.error());
      m.put("unit", r.unit());
      m.put("encodedBytes", encodedSize);
      m.put("mbPerSecond", encodedSize > 0 ? r.score() * encodedSize / 1e6 : null);
      double alloc = r.allocBytesPerOp();
      m.put("allocBytesPerOp", Double.isNaN(alloc) ? null : alloc);
    }
    m.put("seconds", Math.round(r.seconds() * 10) / 10.0);
    m.put("message", r.message());
    return m;
  }

  /** What run.json says of a codec: identity, versions, configuration, native targets. */
  static Map<String, Object> codecJson(Codec c, Binding<?> sampleBinding) {
    CodecInfo i = c.info();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", i.id());
    m.put("library", i.library());
    m.put("version", i.version());
    m.put("format", i.format());
    m.put("mediaType", i.mediaType());
    m.put("binding", i.binding().label());
    m.put("family", i.family().label());
    m.put("config", i.config());
    m.put("notes", i.notes());
    m.put("jvmArgs", i.jvmArgs());
    if (sampleBinding != null) {
      m.put("nativeWriteTargets", labels(sampleBinding.nativeWriteTargets()));
      m.put("nativeReadTargets", labels(sampleBinding.nativeReadTargets()));
    }
    return m;
  }

  private static List<String> labels(java.util.Set<Target> targets) {
    List<String> l = new ArrayList<>();
    for (Target t : targets) l.add(t.label());
    return l;
  }

  static Map<String, Object> verdictJson(Verdict v) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("codec", v.codec());
    m.put("dataset", v.dataset());
    m.put("status", v.status().name().toLowerCase(java.util.Locale.ROOT));
    m.put("phase", v.phase());
    m.put("message", v.message());
    m.put("encodedBytes", v.encodedSize());
    return m;
  }
}
