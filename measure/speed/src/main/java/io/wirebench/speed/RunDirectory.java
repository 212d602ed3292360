package io.wirebench.speed;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.ForkSample;
import io.wirebench.analysis.MachineDrift;
import io.wirebench.analysis.Pooling;
import io.wirebench.core.Verdict;
import io.wirebench.records.NotMeasured;
import io.wirebench.records.ResultFile;
import io.wirebench.records.RunProcess;
import io.wirebench.records.RunRecord;
import io.wirebench.records.Sizes;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;

/**
 * A run directory: {@code run.json} (the {@link RunRecord}), {@code jmh.json} (JMH's own format:
 * one entry per cell, with all its forks, JMH's primaryMetric untouched), {@code sizes.json} and
 * {@code jmh.log}. Both JSON files are rewritten atomically after every fork, so a run that is
 * stopped keeps everything measured so far.
 */
public final class RunDirectory {
  /** Writes run.json and sizes.json ({@link ResultFile#MAPPER}). */
  public static final ObjectMapper MAPPER = ResultFile.MAPPER;

  private final Path dir;
  private final RunRecord.Header header;
  private final Function<String, String> bindingOf;
  /**
   * The forks of earlier processes ({@code --resume}), by the identity of their iterations (a fork
   * analysed again keeps its array), with their index in the header's processes.
   */
  private final Map<double[], Integer> earlierForks = new IdentityHashMap<>();
  private final boolean continued;
  private String status = "running";
  private String finished;
  private int rounds;
  private List<RunRecord.GateRecord> gate = List.of();
  private List<NotMeasured> notMeasured = List.of();
  private RunRecord.LeftOut leftOut;
  private List<CellResult> cells = List.of();
  private Function<io.wirebench.analysis.Cell, Map<String, Object>> details = c -> null;

  private RunDirectory(Path dir, RunRecord.Header header, Function<String, String> bindingOf, boolean continued) {
    this.dir = dir;
    this.header = header;
    this.bindingOf = bindingOf;
    this.continued = continued;
  }

  /**
   * Creates the run directory; the caller has checked that it is new (results are never
   * overwritten).
   *
   * @param bindingOf the binding label of a codec id
   */
  public static RunDirectory create(Path dir, RunRecord.Header header, Function<String, String> bindingOf)
      throws IOException {
    Files.createDirectories(dir);
    return new RunDirectory(dir, header.withProcess(RunProcess.current()), bindingOf, false);
  }

  /**
   * Continues a run directory ({@code --resume}): its record keeps the earlier header's start, command
   * and processes, this process last; jmh.log is appended to.
   *
   * @param earlier the header DIR's run.json holds
   * @param forks the forks measured by earlier processes, with their index in {@code earlier}'s processes
   * @param cells every cell as DIR holds it, which the record keeps until the session has more:
   *     a save before the first new fork must not lose the earlier ones
   * @param rounds the rounds DIR's run had started
   */
  static RunDirectory reopen(Path dir, RunRecord.Header earlier, RunRecord.Header rebuilt,
      Function<String, String> bindingOf, Map<ForkSample, Integer> forks, List<CellResult> cells, int rounds) {
    RunRecord.Header h = rebuilt.withProcess(RunProcess.current()).continuing(earlier);
    RunDirectory d = new RunDirectory(dir, h, bindingOf, true);
    forks.forEach((f, process) -> d.earlierForks.put(f.scores(), process));
    d.cells = Pooling.apply(new ArrayList<>(cells));
    d.rounds = rounds;
    return d;
  }

  /** The directory. */
  public Path dir() {
    return dir;
  }

  /** Opens jmh.log, which receives JMH's raw output. */
  public PrintStream openLog() throws IOException {
    OutputStream os = continued ? Files.newOutputStream(dir.resolve("jmh.log"), StandardOpenOption.CREATE,
        StandardOpenOption.APPEND) : Files.newOutputStream(dir.resolve("jmh.log"));
    return new PrintStream(os, true, StandardCharsets.UTF_8);
  }

  /** Records the gate's verdicts. */
  public synchronized void gate(List<Verdict> verdicts) {
    List<RunRecord.GateRecord> g = new ArrayList<>();
    for (Verdict v : verdicts) g.add(RunRecord.GateRecord.of(v));
    gate = g;
  }

  /** Records what will not be measured, and what a smaller default left out. */
  public synchronized void plan(List<NotMeasured> notMeasured, RunRecord.LeftOut leftOut) {
    this.notMeasured = List.copyOf(notMeasured);
    this.leftOut = leftOut;
  }

  /** Sets each cell's details in the record ({@link Records#details}: how a partial cell reads). */
  public synchronized void details(Function<io.wirebench.analysis.Cell, Map<String, Object>> detailsOf) {
    this.details = detailsOf;
  }

  /** Records every cell as it stands, and how many rounds ran; saves. */
  public synchronized void cells(List<CellResult> cells, int rounds) throws IOException {
    this.cells = List.copyOf(cells);
    this.rounds = rounds;
    save();
  }

  /** Records how the run ended ({@code complete}, {@code interrupted}); saves. */
  public synchronized void finish(String status) throws IOException {
    this.status = status;
    this.finished = Instant.now().toString();
    save();
  }

  /** The record as it stands. */
  public synchronized RunRecord record() {
    int current = header.processes().size() - 1;
    List<RunRecord.CellRecord> cs = Records.cells(cells, bindingOf, f -> earlierForks.getOrDefault(f.scores(), current),
        details);
    Pooling pooling = cells.isEmpty() ? Pooling.NONE : cells.get(0).pooling();
    List<Double> drift = new ArrayList<>();
    for (double d : MachineDrift.perRound(cells)) drift.add(Math.round(d * 1e6) / 1e6);
    return new RunRecord(RunRecord.FORMAT_VERSION, header, status, finished, rounds, gate, notMeasured, leftOut,
        Records.priors(pooling), drift, cs);
  }

  /** Writes run.json and jmh.json. */
  public synchronized void save() throws IOException {
    write(dir.resolve("run.json"), MAPPER.writeValueAsBytes(record()));
    List<RunResult> jmh = new ArrayList<>();
    for (CellResult r : cells) {
      if (!r.measured()) continue;
      List<BenchmarkResult> forks = new ArrayList<>();
      for (ForkSample f : r.forks()) {
        if (f.jmh() instanceof BenchmarkResult result) forks.add(result);
      }
      if (!forks.isEmpty()) jmh.add(new RunResult(forks.get(0).getParams(), forks));
    }
    Path tmp = dir.resolve("jmh.json.tmp");
    try {
      ResultFormatFactory.getInstance(ResultFormatType.JSON, tmp.toString()).writeOut(jmh);
    } catch (RuntimeException e) {
      // jmh.json is JMH's own view of what run.json (saved above) holds: a fault in writing it must
      // not end the run and lose the forks still to come; the last good jmh.json stays
      Files.deleteIfExists(tmp);
      if (!jmhJsonFailed) {
        jmhJsonFailed = true;
        System.err.println("wirebench: jmh.json could not be written (" + e + "); run.json holds every fork, "
            + "and jmh.json stays as last written (please report)");
      }
      return;
    }
    Files.move(tmp, dir.resolve("jmh.json"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /** True once writing jmh.json failed (said once). */
  private boolean jmhJsonFailed;

  /** Writes sizes.json. */
  public void writeSizes(List<Sizes.Row> rows) throws IOException {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("formatVersion", 1);
    doc.put("sizes", Sizes.toJson(rows));
    write(dir.resolve("sizes.json"), MAPPER.writeValueAsBytes(doc));
  }

  private static void write(Path file, byte[] bytes) throws IOException {
    ResultFile.write(file, bytes);
  }
}
