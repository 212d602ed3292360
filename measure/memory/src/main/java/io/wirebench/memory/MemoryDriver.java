package io.wirebench.memory;

import io.wirebench.core.Codec;
import io.wirebench.core.DataSet;
import io.wirebench.harness.JvmInfo;
import io.wirebench.records.Format;
import io.wirebench.records.Interrupted;
import io.wirebench.records.KindRecord;
import io.wirebench.records.Outcome;
import io.wirebench.records.Resumable;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SaveOnExit;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The memory command from its settings to its exit code: the plan and preflight, one child JVM per
 * cell in turn, progress, the shared record (run.json, kind {@code memory}) and memory.json saved
 * after every cell and on Ctrl-C. It prints its progress; the command prints the tables from the record.
 */
public final class MemoryDriver {
  private MemoryDriver() {}

  /**
   * What to measure and how.
   *
   * @param resolutionBytes stop halving when the interval is this narrow (or 5% of the need)
   * @param command the command line, for the record
   */
  public record Plan(List<Codec> codecs, List<DataSet<?>> dataSets, List<MemoryCell.Op> ops,
      List<MemoryCell.Target> targets, JvmInfo java, long heapBytes, long timeoutSeconds, long resolutionBytes,
      int maxProbes, List<String> command) {}

  /**
   * Prints the plan; unless {@code dryRun}, measures every cell and saves as it goes.
   *
   * @param dir the run directory, asked for only when there is something to write
   * @return the exit code (0, or 1 when a cell failed) and the directory saved, whose answer the command prints
   */
  public static Outcome run(Plan p, boolean dryRun, Supplier<Path> dir, PrintWriter w) throws IOException {
    return run(p, dryRun, dir, null, Interrupted.NOTHING, w);
  }

  /**
   * As {@link #run(Plan, boolean, Supplier, PrintWriter)}, continuing the run in {@code resumed}'s
   * directory when it is not null ({@code memory --resume}): its finished cells are kept
   * ({@link MemoryResume}), the others run. When Ctrl-C stops it, {@code interrupted} shows what was saved.
   */
  public static Outcome run(Plan p, boolean dryRun, Supplier<Path> dir, Resumable resumed, Interrupted interrupted,
      PrintWriter w)
      throws IOException {
    List<String> dsIds = p.dataSets().stream().map(DataSet::id).toList();
    List<MemoryCell> cells = MemoryPlan.cells(p.codecs().stream().map(c -> c.info().id()).toList(), dsIds, p.ops(),
        p.targets());
    Map<MemoryCell, MemoryResult> known = new java.util.LinkedHashMap<>(MemoryPlan.preflight(p.codecs(), cells));
    long toRun = cells.stream().filter(c -> !known.containsKey(c)).count();
    w.printf(Locale.ROOT, "wirebench memory: %d codecs × %d data sets, ops %s, targets %s: %d cells (%d to run, "
        + "one JVM each, one at a time); child heap %s, young generation %s, serial collector; JVM %s%n",
        p.codecs().size(), p.dataSets().size(), labels(p.ops()), labels(p.targets()), cells.size(), toRun,
        Format.bytes(p.heapBytes()), MemoryRun.YOUNG, p.java().version());
    if (dryRun) {
      for (MemoryCell c : cells) {
        MemoryResult k = known.get(c);
        w.println("  " + c.label() + (k == null ? "" : "  (" + k.status().name().toLowerCase(Locale.ROOT) + ": "
            + k.note() + ")"));
      }
      w.println("dry run: nothing run, nothing written");
      return Outcome.nothingSaved(0);
    }
    Path out = dir.get();
    Map<String, List<String>> flags = new HashMap<>();
    for (Codec c : p.codecs()) flags.put(c.info().id(), c.info().jvmArgs());
    MemoryRun.Settings settings = new MemoryRun.Settings(p.java().java(), p.heapBytes(), p.timeoutSeconds(),
        out.resolve("work"), out.resolve("children.log"), flags, p.resolutionBytes(), 0.05, p.maxProbes());
    Map<String, Object> header = MemoryHeader.of(p.java(), settings, p.timeoutSeconds(), p.codecs());
    @SuppressWarnings("unchecked")
    KindRecord record = new KindRecord(out, "memory", p.command(), p.java().record(List.of()),
        p.codecs().stream().map(Codec::info).toList(), p.dataSets().stream()
            .map(RunRecord.DatasetRecord::of).toList(),
        (Map<String, Object>) header.get("settings"));
    if (resumed != null) {
      MemoryResume.Kept kept = MemoryResume.kept(resumed, record, cells);
      kept.cells().forEach(known::putIfAbsent);
      record.continuing(resumed.record().header());
      header.put("started", kept.started());
      w.printf(Locale.ROOT, "resuming %s: %d of %d cells finished there, kept; %d to run%n", out.toAbsolutePath(),
          kept.cells().size(), cells.size(), cells.stream().filter(c -> !known.containsKey(c)).count());
    }
    MemoryRun run = new MemoryRun(settings);
    w.println("results: " + out.toAbsolutePath() + " (children's output: children.log)");
    w.flush();
    SaveOnExit guard = SaveOnExit.install("memory", () -> {
      run.stop();
      save(record, header, "interrupted", run.results(), w);
      interrupted.show(out, w);
      System.err.println("wirebench memory: interrupted; " + run.results().size() + " of " + cells.size()
          + " cells finished, saved in " + out.resolve(KindRecord.FILE) + "; 'wirebench memory --resume "
          + out.toAbsolutePath() + "' runs the rest");
    });
    long t0 = System.nanoTime();
    List<MemoryResult> results = run.run(cells, known, new MemoryRun.Listener() {
      @Override public void started(MemoryCell c, int index, int total, double left) {
        w.printf(Locale.ROOT, "[%d/%d] %s%s …", index + 1, total, c.label(),
            Double.isNaN(left) ? "" : "  (" + Format.duration(left) + " left)");
        w.flush();
      }

      @Override public void finished(MemoryResult r, int done, int total) {
        if (known.containsKey(r.cell())) return;
        w.println("  " + MemoryHeader.summary(r));
        save(record, header, "running", run.results(), w);
      }
    });
    guard.close();
    save(record, header, "complete", results, w);
    w.flush();
    return new Outcome(results.stream().anyMatch(r -> r.status() == MemoryResult.Status.FAILED) ? 1 : 0, out,
        results.size(), (System.nanoTime() - t0) / 1e9);
  }

  private static String labels(List<?> values) {
    return String.join(",", values.stream().map(v -> v.toString().toLowerCase(Locale.ROOT)).toList());
  }

  private static void save(KindRecord record, Map<String, Object> header, String status, List<MemoryResult> rs,
      PrintWriter w) {
    try {
      MemoryFiles.write(record, header, status, rs);
    } catch (IOException e) {
      w.println("could not save " + record.dir().resolve(KindRecord.FILE) + ": " + e.getMessage());
    }
  }
}
