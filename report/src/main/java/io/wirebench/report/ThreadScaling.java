package io.wirebench.report;

import io.wirebench.analysis.Answers;
import io.wirebench.analysis.Decision;
import io.wirebench.analysis.Scaling;
import io.wirebench.records.Format;
import io.wirebench.records.RunRecord;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * How each codec's operations scale over the thread counts of a run ({@code run --threads 1,2}),
 * read from its record alone: per data set, operation and target, every codec at every count with
 * its throughput in total and per thread, its scaling efficiency against one thread, and the
 * Universal Scalability Law's σ and κ where the run has three counts or more ({@link Scaling}). The
 * terminal, the Markdown and the HTML report all show this one table; the answer under the tables
 * takes its "scales best" lines from {@link Answers#scaling}.
 */
public final class ThreadScaling {
  private ThreadScaling() {}

  /** True when a record has a cell on more than one thread. */
  public static boolean threaded(RunRecord r) {
    return r.cells().stream().anyMatch(c -> c.threadCount() > 1);
  }

  /** Prints the scaling table of every data set, operation and target of a run, with its notes. */
  public static void print(RunRecord record, PrintWriter out) {
    for (Group g : groups(record)) {
      out.println("thread scaling: " + g.title());
      Table t = new Table(g.headers().stream().map(h -> (RIGHT.contains(h) ? ">" : "") + h).toArray(String[]::new));
      for (List<String> row : g.rows()) t.row(row.toArray());
      if (!t.isEmpty()) t.print(out, "  ");
      for (String n : g.notes()) out.println("  " + n);
      out.println();
    }
  }

  /** The report's blocks: one per data set, operation and target, with a bar of each codec's efficiency. */
  static List<KindSections.Block> blocks(ReportModel.Run run) {
    List<KindSections.Block> out = new ArrayList<>();
    for (Group g : groups(run.record())) {
      List<Boolean> right = g.headers().stream().map(RIGHT::contains).toList();
      List<String> labels = new ArrayList<>();
      List<Double> values = new ArrayList<>();
      List<double[]> intervals = new ArrayList<>();
      for (RunRecord.CellRecord c : g.cells()) {
        RunRecord.MetricValue e = metric(c, Scaling.EFFICIENCY.id());
        if (c.threadCount() != g.maxThreads() || e == null || e.value() == null) continue;
        labels.add(c.codec());
        values.add(e.value());
        intervals.add(ReportModel.interval(e));
      }
      out.add(new KindSections.Block(g.title(), run, new ReportModel.TableData(g.headers(), right, g.rows()),
          labels.isEmpty() ? null : Scaling.EFFICIENCY.id(), Scaling.EFFICIENCY.unit(), labels, values, intervals,
          null, g.notes()));
    }
    return out;
  }

  private static final List<String> RIGHT = List.of("THREADS", "OPS/S ± 95% RERUN", "PER THREAD", "EFFICIENCY [95%]",
      "USL σ [95%]", "USL κ [95%]");

  /** The cells of one data set, operation and target, over every thread count, laid out. */
  private record Group(String dataset, String op, String target, int maxThreads, List<RunRecord.CellRecord> cells,
      List<String> headers, List<List<String>> rows, List<String> notes) {
    String title() {
      return dataset + " · " + op + " " + target;
    }
  }

  private static List<Group> groups(RunRecord record) {
    if (!threaded(record)) return List.of();
    Map<String, List<RunRecord.CellRecord>> byTable = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : record.cells()) {
      byTable.computeIfAbsent(c.dataset() + "/" + c.op() + "/" + c.target(), k -> new ArrayList<>()).add(c);
    }
    Map<String, String> modes = new LinkedHashMap<>();
    for (RunRecord.CodecRecord c : record.header().codecs()) modes.put(c.id(), c.concurrency());
    int cores = Scaling.cores(record.header().machine());
    List<Group> out = new ArrayList<>();
    for (List<RunRecord.CellRecord> cells : byTable.values()) {
      List<String> codecs = cells.stream().map(RunRecord.CellRecord::codec).distinct().toList();
      List<RunRecord.CellRecord> sorted = new ArrayList<>(cells);
      sorted.sort(Comparator.<RunRecord.CellRecord>comparingInt(c -> codecs.indexOf(c.codec()))
          .thenComparingInt(RunRecord.CellRecord::threadCount));
      int max = sorted.stream().mapToInt(RunRecord.CellRecord::threadCount).max().orElse(1);
      boolean usl = sorted.stream().anyMatch(c -> metric(c, Scaling.CONTENTION.id()) != null);
      List<String> headers = new ArrayList<>(List.of("CODEC", "MODE", "THREADS", "OPS/S ± 95% RERUN", "PER THREAD",
          "EFFICIENCY [95%]"));
      if (usl) headers.addAll(List.of("USL σ [95%]", "USL κ [95%]"));
      List<List<String>> rows = new ArrayList<>();
      List<String> notes = new ArrayList<>();
      for (RunRecord.CellRecord c : sorted) {
        String label = c.codec() + " on " + Format.count(c.threadCount(), "thread");
        if (!c.done()) {
          notes.add(label + ": " + c.status() + (c.message() == null || c.message().isEmpty() ? "" : " (" + c.message()
              + ")"));
          continue;
        }
        RunRecord.MetricValue total = c.score();
        List<String> row = new ArrayList<>(List.of(c.codec(), Objects.requireNonNullElse(modes.get(c.codec()), ""),
            String.valueOf(c.threadCount()), ReportModel.score(total),
            c.threadCount() == 1 ? Format.number(total.value()) : value(metric(c, Scaling.PER_THREAD.id())),
            c.threadCount() == 1 ? "1 (reference)" : withInterval(metric(c, Scaling.EFFICIENCY.id()), "%.2f")));
        if (usl) {
          row.add(withInterval(metric(c, Scaling.CONTENTION.id()), "%.3g"));
          row.add(withInterval(metric(c, Scaling.COHERENCY.id()), "%.3g"));
        }
        rows.add(row);
      }
      RunRecord.CellRecord first = sorted.get(0);
      boolean anyOne = sorted.stream().anyMatch(c -> c.threadCount() == 1);
      if (!anyOne) {
        notes.add("no cell on 1 thread, so no efficiency: measure with --threads 1," + max);
      }
      if (cores > 0 && max > cores) notes.add(Scaling.overCores(cores));
      notes.addAll(controls(sorted, cores));
      notes.add("EFFICIENCY: throughput on N threads / (N × throughput on 1), 95% interval of Welch's t on both cells' "
          + "forks (none with one fork each); 1 scales linearly, 1/N gains nothing. MODE: shared, one binding for "
          + "every thread (the library documents it thread-safe), or per-thread, a binding each");
      if (usl) {
        notes.add("USL: X(N) = λN / (1 + σ(N−1) + κN(N−1)) fitted to every fork over the counts; σ contention, "
            + "κ coherency (throughput falls past √((1−σ)/κ) threads)");
      }
      Group g = new Group(first.dataset(), first.op(), first.target(), max, sorted, headers, rows, notes);
      Decision best = Answers.scalesBest(sorted);
      if (best != null) notes.add(0, best.line());
      out.add(g);
    }
    return out;
  }

  /** Below this a lock-free control did not scale; above it a locked one did: the method or the machine is off. */
  static final double LOCK_FREE_LEAST = 0.85;
  static final double LOCKED_MOST = 0.75;

  /**
   * What the scaling controls say about the table, where they ran on more than one thread and no more
   * threads than cores: a lock-free control that did not scale means the threads did not each get a
   * core (other load), so every efficiency beside it is low by as much; a locked one that scaled means
   * the lock was not on the timed path, and nothing here measures contention.
   */
  private static List<String> controls(List<RunRecord.CellRecord> cells, int cores) {
    List<String> out = new ArrayList<>();
    for (RunRecord.CellRecord c : cells) {
      RunRecord.MetricValue e = metric(c, Scaling.EFFICIENCY.id());
      if (!present(e) || c.threadCount() < 2 || (cores > 0 && c.threadCount() > cores)) continue;
      double upper = e.high() != null ? e.high() : e.value();
      double lower = e.low() != null ? e.low() : e.value();
      if ("control-lockfree".equals(c.codec()) && upper < LOCK_FREE_LEAST) {
        out.add(String.format(Locale.ROOT, "control-lockfree, whose threads share nothing, reached only %s on %d "
            + "threads: they did not each have a core (other load on the machine?), so every efficiency here is low "
            + "by as much; measure again on a quiet machine", withInterval(e, "%.2f"), c.threadCount()));
      }
      if ("control-locked".equals(c.codec()) && lower > LOCKED_MOST) {
        out.add(String.format(Locale.ROOT, "control-locked, whose threads queue for one lock, reached %s on %d "
            + "threads: contention did not show, so these figures cannot be trusted to show it", withInterval(e,
            "%.2f"), c.threadCount()));
      }
    }
    return out;
  }

  /** The note for thread counts above the cores. */

  private static RunRecord.MetricValue metric(RunRecord.CellRecord c, String id) {
    return c.metrics() == null ? null : c.metrics().get(id);
  }

  private static boolean present(RunRecord.MetricValue v) {
    return v != null && v.value() != null;
  }

  private static String value(RunRecord.MetricValue v) {
    return present(v) ? Format.number(v.value()) : "-";
  }

  /** {@code 0.97 [0.93, 1.01]}, or the value alone without an interval, or "-". */
  static String withInterval(RunRecord.MetricValue v, String format) {
    return Format.withInterval(v, format);
  }
}
