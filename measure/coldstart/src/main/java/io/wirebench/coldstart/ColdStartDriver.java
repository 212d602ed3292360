package io.wirebench.coldstart;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.fork.ColdStartChild;
import io.wirebench.harness.ChildJvm;
import io.wirebench.harness.ForkClasspath;
import io.wirebench.harness.JvmInfo;
import io.wirebench.records.Format;
import io.wirebench.records.KindRecord;
import io.wirebench.records.NotMeasured;
import io.wirebench.records.Outcome;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SaveOnExit;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * {@code wirebench coldstart} from its plan to its exit code: every cell sampled once a round, in a
 * new random order each round (as {@code run} interleaves forks, so that the machine's drift spreads
 * over every codec alike), each sample a fresh JVM ({@link ColdStartChild}) on the codec's own fork
 * class path; with {@code --cds}, one training run per cell first makes its AppCDS archive. The
 * shared record (run.json, kind {@code coldstart}) is saved after every sample and on Ctrl-C.
 */
public final class ColdStartDriver {
  private static final ObjectMapper JSON = new ObjectMapper();

  private ColdStartDriver() {}

  /**
   * What to measure.
   *
   * @param samples fresh JVMs per cell, one a round
   * @param cds whether each cell is also measured with an AppCDS archive made for it
   * @param seed the rounds' random order
   * @param command the command line, for the record
   */
  public record Plan(List<Codec> codecs, List<DataSet<?>> dataSets, int samples, boolean cds, JvmInfo java,
      long seed, long timeoutSeconds, List<String> command) {}

  /**
   * Prints the plan; unless {@code dryRun}, measures and saves as it goes.
   *
   * @return the exit code (0, or 1 when a cell failed) and the directory saved, whose answer the command prints
   */
  public static Outcome run(Plan p, boolean dryRun, Supplier<Path> dir, PrintWriter w) throws IOException,
      InterruptedException {
    List<ColdStartCell> cells = new ArrayList<>();
    List<NotMeasured> notMeasured = new ArrayList<>();
    for (Codec c : p.codecs()) {
      String why = Codecs.unavailableReason(c).orElse(c.info().id().contains("@")
          ? "a version or JDK variant: coldstart runs the codec's own module on --jvm" : null);
      if (why != null) {
        notMeasured.add(new NotMeasured(c.info().id(), null, null, "unavailable", why));
        continue;
      }
      for (DataSet<?> d : p.dataSets()) {
        cells.add(new ColdStartCell(c.info().id(), d.id(), ColdStartCell.Mode.PLAIN));
        if (p.cds()) cells.add(new ColdStartCell(c.info().id(), d.id(), ColdStartCell.Mode.APPCDS));
      }
    }
    double estimate = cells.size() * (p.samples() + (p.cds() ? 0.5 : 0)) * 1.5;
    w.printf(Locale.ROOT, "wirebench coldstart: %d codecs × %d data sets%s: %d cells × %d samples in rounds, a fresh "
        + "JVM each (%s %s): about %s%n", p.codecs().size() - notMeasured.size(), p.dataSets().size(),
        p.cds() ? ", each also with an AppCDS archive made for it" : "", cells.size(), p.samples(),
        p.java().vmName(), p.java().version(), Format.duration(estimate));
    for (NotMeasured n : notMeasured) w.println("  not measured: " + n.codec() + ": " + n.reason());
    if (dryRun) {
      for (ColdStartCell c : cells) w.println("  " + c.label());
      w.println("dry run: nothing run, nothing written");
      return Outcome.nothingSaved(0);
    }
    Path out = dir.get();
    Map<String, Codec> byId = new LinkedHashMap<>();
    for (Codec c : p.codecs()) byId.put(c.info().id(), c);
    Map<String, Object> setup = new LinkedHashMap<>();
    setup.put("samples", p.samples());
    setup.put("cds", p.cds());
    setup.put("seed", p.seed());
    setup.put("timeoutSeconds", p.timeoutSeconds());
    setup.put("what", "each sample a fresh JVM on the codec's fork class path: the data set made first (not "
        + "timed), then bind, first write and first read of it, read back and compared");
    KindRecord record = new KindRecord(out, "coldstart", p.command(), p.java().record(List.of()),
        p.codecs().stream().map(Codec::info).toList(), p.dataSets().stream()
            .map(RunRecord.DatasetRecord::of).toList(), setup);
    record.notMeasured(notMeasured);
    Map<ColdStartCell, ColdStartResult> results = new LinkedHashMap<>();
    Map<String, ColdStartResult.ForkFootprint> footprints = new LinkedHashMap<>();
    for (ColdStartCell c : cells) {
      results.put(c, ColdStartResult.pending(c));
      footprints.computeIfAbsent(c.codec(), id -> {
        ForkClasspath.Footprint f = ForkClasspath.footprint(byId.get(id));
        return new ColdStartResult.ForkFootprint(f.entries().size(), f.bytes(), f.of());
      });
    }
    Runner runner = new Runner(p, byId, out);
    w.println("results: " + out.toAbsolutePath() + " (children's output: children.log)");
    w.flush();
    SaveOnExit guard = SaveOnExit.install("coldstart", () -> {
      runner.stop();
      save(record, "interrupted", results, footprints, w);
      System.err.println("wirebench coldstart: interrupted; finished samples saved in " + out.resolve(KindRecord.FILE));
    });
    long t0 = System.nanoTime();
    int total = cells.size() * p.samples();
    int done = 0;
    for (ColdStartCell c : cells) {
      if (c.mode() != ColdStartCell.Mode.APPCDS) continue;
      w.println("training " + c.label() + " (its archive: one run with -XX:ArchiveClassesAtExit) ...");
      w.flush();
      String why = runner.train(c);
      if (why != null) results.put(c, results.get(c).failed("failed", why));
    }
    Random random = new Random(p.seed());
    for (int round = 1; round <= p.samples(); round++) {
      List<ColdStartCell> order = new ArrayList<>(cells);
      Collections.shuffle(order, random);
      for (ColdStartCell c : order) {
        done++;
        ColdStartResult r = results.get(c);
        if (r.stopped()) continue;
        double perSample = (System.nanoTime() - t0) / 1e9 / Math.max(1, done - 1);
        w.printf(Locale.ROOT, "[%d/%d] round %d/%d: %s  ·  %s left%n", done, total, round, p.samples(), c.label(),
            done == 1 ? "?" : Format.duration(perSample * (total - done + 1)));
        w.flush();
        r = runner.sample(c, round, r);
        results.put(c, r);
        w.println("      " + summary(r));
        save(record, "running", results, footprints, w);
      }
    }
    guard.close();
    save(record, "complete", results, footprints, w);
    w.flush();
    return new Outcome(results.values().stream().anyMatch(r -> "failed".equals(r.status())) ? 1 : 0, out,
        results.size(), (System.nanoTime() - t0) / 1e9);
  }

  private static String summary(ColdStartResult r) {
    if (r.stopped()) return r.status() + ": " + r.message();
    ColdStartResult.Sample s = r.samples().get(r.samples().size() - 1);
    return String.format(Locale.ROOT, "start to result %s, first use %s (bind %s, write %s, read %s), %,d classes "
        + "(%,d for the first use)", Format.duration(s.processSeconds()), ms(s.firstUseSeconds()),
        ms(s.bindSeconds()), ms(s.writeSeconds()), ms(s.readSeconds()), s.classesLoaded(), s.classesFirstUse());
  }

  static String ms(double seconds) {
    return String.format(Locale.ROOT, "%.1f ms", seconds * 1000);
  }

  private static void save(KindRecord record, String status, Map<ColdStartCell, ColdStartResult> results,
      Map<String, ColdStartResult.ForkFootprint> footprints, PrintWriter w) {
    List<RunRecord.CellRecord> cells = new ArrayList<>();
    synchronized (results) {
      for (ColdStartResult r : results.values()) cells.add(r.record(footprints.get(r.cell().codec())));
    }
    try {
      record.save(status, cells);
    } catch (IOException e) {
      w.println("could not save " + record.dir().resolve(KindRecord.FILE) + ": " + e.getMessage());
    }
  }

  /** Starts the children, one at a time. */
  private static final class Runner {
    private final Plan plan;
    private final Map<String, Codec> codecs;
    private final Path log;
    private final Path archives;
    private volatile ChildJvm current;
    private volatile boolean stopped;

    Runner(Plan plan, Map<String, Codec> codecs, Path out) {
      this.plan = plan;
      this.codecs = codecs;
      this.log = out.resolve("children.log");
      this.archives = out.resolve("cds");
    }

    void stop() {
      stopped = true;
      ChildJvm c = current;
      if (c != null) c.stop();
    }

    private Path archive(ColdStartCell c) {
      return archives.resolve(c.codec() + "-" + c.dataset().replaceAll("[^A-Za-z0-9._-]", "_") + ".jsa");
    }

    /** Makes the cell's AppCDS archive; null when it was made, else why not. */
    String train(ColdStartCell c) throws IOException, InterruptedException {
      Files.createDirectories(archives);
      Path jsa = archive(c);
      Outcome o = start(c, List.of("-XX:ArchiveClassesAtExit=" + jsa));
      if (o.error() != null) return "its training run failed: " + o.error();
      if (!Files.isRegularFile(jsa)) return "the JVM made no archive at " + jsa + " (see children.log)";
      return null;
    }

    ColdStartResult sample(ColdStartCell c, int round, ColdStartResult so) throws IOException, InterruptedException {
      if (stopped) return so;
      List<String> extra = c.mode() == ColdStartCell.Mode.APPCDS
          ? List.of("-XX:SharedArchiveFile=" + archive(c)) : List.of();
      Outcome o = start(c, extra);
      if (o.gap() != null) return so.failed("gap", o.gap());
      if (o.error() != null) return so.failed("failed", "round " + round + ": " + o.error());
      JsonNode n = o.result();
      return so.plus(new ColdStartResult.Sample(round, o.seconds(), n.get("firstUseNanos").asLong() / 1e9,
          n.get("bindNanos").asLong() / 1e9, n.get("writeNanos").asLong() / 1e9, n.get("readNanos").asLong() / 1e9,
          n.get("classesLoaded").asLong(), n.get("classesFirstUse").asLong(), n.get("peakRssBytes").asLong(),
          n.get("bytes").asLong()));
    }

    private record Outcome(JsonNode result, double seconds, String error, String gap) {}

    private Outcome start(ColdStartCell c, List<String> extraFlags) throws IOException, InterruptedException {
      Codec codec = codecs.get(c.codec());
      List<String> flags = new ArrayList<>(codec.info().jvmArgs());
      flags.addAll(extraFlags);
      String cp = String.join(File.pathSeparator, ForkClasspath.of(codec).stream().map(Path::toString).toList());
      List<String> cmd = ChildJvm.command(plan.java().java(), flags, cp, ColdStartChild.class,
          List.of(c.codec(), c.dataset()));
      Files.writeString(log, "\n== " + c.label() + ": " + String.join(" ", cmd) + "\n",
          java.nio.charset.StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE,
          java.nio.file.StandardOpenOption.APPEND);
      long t0 = System.nanoTime();
      try (ChildJvm child = ChildJvm.start(cmd, log, false, ColdStartChild.TAG)) {
        current = child;
        ChildJvm.Line line = child.next(Duration.ofSeconds(plan.timeoutSeconds()));
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (line == null) {
          child.waitFor(Duration.ofSeconds(30));
          return new Outcome(null, seconds, "the JVM ended without a result (exit " + child.exitValue() + "): "
              + String.join(" / ", child.lastWords(3)), null);
        }
        child.waitFor(Duration.ofSeconds(plan.timeoutSeconds()));
        JsonNode n = JSON.readTree(line.body());
        if (n.has("gap")) return new Outcome(null, seconds, null, n.get("gap").asText());
        if (n.has("error")) return new Outcome(null, seconds, n.get("error").asText(), null);
        return new Outcome(n, seconds, null, null);
      } catch (TimeoutException e) {
        return new Outcome(null, Double.NaN, "no result within " + plan.timeoutSeconds() + " s", null);
      } finally {
        current = null;
      }
    }
  }
}
