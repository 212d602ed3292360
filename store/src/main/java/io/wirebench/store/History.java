package io.wirebench.store;

import io.wirebench.analysis.Change;
import io.wirebench.analysis.ChangePoints;
import io.wirebench.analysis.Point;
import io.wirebench.core.BadInputException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code wirebench history}: each selected cell's values across the stored runs, like compared with
 * like, and the changes {@link ChangePoints} finds in them. The reference is the latest run that
 * measured a selected cell: only runs of its kind on its machine (same fingerprint) count, and of
 * those only cells with its JVM, library version and data set; what that leaves out is said in one
 * line (docs/history.md).
 */
public final class History {
  /** The metrics tried, in order, when none is named: each kind's headline figure. */
  static final List<String> DEFAULT_METRICS = List.of("throughput", "requestsPerSecond", "beyondInput", "raw",
      "perSecond");

  private History() {}

  /**
   * What to show.
   *
   * @param filter the cells (all null: every cell of the latest run)
   * @param metric the metric id, or null for the kind's headline figure
   * @param allMachines take runs on other machines too
   * @param failOnChange with a threshold (0.05: 5%), the verdict on a change for the worse at the latest run
   */
  public record Query(Store.CellFilter filter, String metric, boolean allMachines, Double failOnChange) {}

  /**
   * The history, ready to print and to draw.
   *
   * @param text the terminal view: each cell's trend, the changes, what was left out and the verdict
   * @param failing the changes for the worse beyond the threshold at the latest run (empty without one)
   */
  public record Result(String title, String text, Map<String, List<Point>> series, Map<String, List<Change>> changes,
      List<String> failing) {}

  /**
   * How one cell's trend reads in the terminal: the command's presentation (report's
   * {@code TrendView.terminal}); the store finds the runs and their changes.
   */
  @FunctionalInterface
  public interface Trend {
    /** The cell's trend as lines of text. */
    String terminal(String cell, String unit, List<Point> points, List<Change> changes);
  }

  /**
   * Reads the history of the selected cells.
   *
   * @throws BadInputException when no stored cell matches, naming what the store holds
   */
  public static Result of(Store store, Query q, Trend trend) {
    List<Store.StoredRun> runs = store.runs();
    if (runs.isEmpty()) {
      throw new BadInputException("the store " + store.location() + " holds no run; measure ('wirebench run') or "
          + "load existing run directories ('wirebench import results')");
    }
    Map<String, Store.StoredRun> byId = new HashMap<>();
    Map<String, Integer> order = new HashMap<>();
    for (Store.StoredRun r : runs) {
      byId.put(r.id(), r);
      order.put(r.id(), order.size());
    }
    String metric = q.metric();
    List<Store.StoredValue> values = List.of();
    for (String m : q.metric() != null ? List.of(q.metric()) : DEFAULT_METRICS) {
      values = store.values(m, q.filter()).stream().filter(v -> v.value() != null).toList();
      metric = m;
      if (!values.isEmpty()) break;
    }
    if (values.isEmpty()) {
      throw new BadInputException("no stored cell " + describe(q.filter()) + " has a value of "
          + (q.metric() != null ? q.metric() : String.join(", ", DEFAULT_METRICS)) + " (the store " + store.location()
          + " holds " + runs.size() + " runs); check the cell key with 'wirebench report' or name another --metric");
    }
    Store.StoredRun ref = values.stream().map(v -> byId.get(v.runId())).max((a, b) -> order.get(a.id())
        - order.get(b.id())).orElseThrow();
    Map<String, Store.StoredValue> refCells = new TreeMap<>();
    for (Store.StoredValue v : values) if (v.runId().equals(ref.id())) refCells.put(v.cellKey(), v);
    Map<String, String> labels = labels(runs);

    LeftOut left = new LeftOut();
    Map<String, List<Store.StoredValue>> kept = new TreeMap<>();
    for (Store.StoredValue v : values) {
      Store.StoredValue r = refCells.get(v.cellKey());
      Store.StoredRun run = byId.get(v.runId());
      if (r == null) continue;
      if (!run.kind().equals(ref.kind())) {
        left.otherKinds.add(run.id());
      } else if (!q.allMachines() && !run.fingerprint().equals(ref.fingerprint())) {
        left.otherMachines.add(run.id());
      } else if (!v.jvm().equals(r.jvm())) {
        left.otherJvm++;
      } else if (!Objects.equals(v.libraryVersion(), r.libraryVersion())) {
        left.otherLibrary++;
      } else if (v.datasetHash() != null && r.datasetHash() != null && !v.datasetHash().equals(r.datasetHash())) {
        left.otherData++;
      } else {
        if (v.datasetHash() == null || r.datasetHash() == null) left.unknownData++;
        if (!run.fingerprint().equals(ref.fingerprint())) left.machinesMixed.add(run.fingerprint());
        kept.computeIfAbsent(v.cellKey(), k -> new ArrayList<>()).add(v);
      }
    }

    Map<String, List<Point>> series = new LinkedHashMap<>();
    Map<String, List<Change>> changes = new LinkedHashMap<>();
    StringBuilder text = new StringBuilder();
    String unit = refCells.values().iterator().next().unit();
    text.append(String.format(Locale.ROOT, "history of %s (%s) in %s: %d cell%s, reference run %s (%s, %s, machine %s "
        + "%s, JVM %s)%n%n", metric, unit, store.location(), refCells.size(), refCells.size() == 1 ? "" : "s",
        labels.get(ref.id()), ref.kind(),
        ref.started(), ref.fingerprint().substring(0, 8), ref.hostname() == null ? "" : ref.hostname(), ref.jvm()));
    List<String> changeLines = new ArrayList<>();
    List<String> failing = new ArrayList<>();
    for (Map.Entry<String, List<Store.StoredValue>> e : kept.entrySet()) {
      List<Store.StoredValue> vs = new ArrayList<>(e.getValue());
      vs.sort((a, b) -> order.get(a.runId()) - order.get(b.runId()));
      List<Point> points = new ArrayList<>();
      for (Store.StoredValue v : vs) {
        Store.StoredRun run = byId.get(v.runId());
        points.add(new Point(labels.get(run.id()), instant(run.started()), run.commit(), v.value(), v.low(), v.high(),
            v.forks(), run.machineCheck(), run.wideSpeed()));
      }
      boolean higher = "higher".equals(refCells.get(e.getKey()).better());
      List<Change> found = ChangePoints.find(points, higher);
      series.put(e.getKey(), points);
      changes.put(e.getKey(), found);
      text.append(trend.terminal(e.getKey(), unit, points, found)).append('\n');
      for (Change c : found) {
        Point at = points.get(c.index());
        boolean worse = higher ? c.ratio() < 1 : c.ratio() > 1;
        changeLines.add(String.format(Locale.ROOT, "change: %s at run %s (commit %s, %s): %s x%.3f [%.3f, %.3f], %s "
            + "(%s)", e.getKey(), c.runId(), shortCommit(at.commit()), at.started(), metric, c.ratio(), c.ratioLow(),
            c.ratioHigh(), worse ? "worse" : "better", c.method()));
        if (q.failOnChange() != null && c.runId().equals(labels.get(ref.id()))
            && beyond(c, higher, q.failOnChange())) {
          failing.add(String.format(Locale.ROOT, "%s: %s x%.3f [%.3f, %.3f] at the latest run %s, worse by more than "
              + "%s", e.getKey(), metric, c.ratio(), c.ratioLow(), c.ratioHigh(), c.runId(),
              percent(q.failOnChange())));
        }
      }
    }
    int kinds = left.otherKinds.size();
    if (changeLines.isEmpty()) {
      text.append(String.format(Locale.ROOT, "no change found in %d cell%s%n", series.size(),
          series.size() == 1 ? "" : "s"));
    }
    for (String l : changeLines) text.append(l).append('\n');
    text.append(left.line(kinds, q.allMachines())).append('\n');
    if (q.failOnChange() != null) {
      if (failing.isEmpty()) {
        text.append("no change for the worse beyond ").append(percent(q.failOnChange())).append(" at the latest run ")
            .append(labels.get(ref.id())).append('\n');
      }
      for (String f : failing) text.append("change for the worse: ").append(f).append('\n');
    }
    return new Result("wirebench history: " + metric + " (" + unit + ")", text.toString(), series, changes, failing);
  }

  /** What the comparison left out, counted, for its one line. */
  private static final class LeftOut {
    final Set<String> otherKinds = new HashSet<>();
    final Set<String> otherMachines = new HashSet<>();
    final Set<String> machinesMixed = new HashSet<>();
    int otherJvm;
    int otherLibrary;
    int otherData;
    int unknownData;

    String line(int kinds, boolean allMachines) {
      List<String> parts = new ArrayList<>();
      if (!otherMachines.isEmpty()) parts.add(otherMachines.size() + " runs on other machines (--all-machines takes them)");
      if (kinds > 0) parts.add(kinds + " runs of another kind");
      if (otherJvm > 0) parts.add(otherJvm + " values on another JVM");
      if (otherLibrary > 0) parts.add(otherLibrary + " values of another library version");
      if (otherData > 0) parts.add(otherData + " values of other data under the same data set id");
      String line = parts.isEmpty() ? "left out: nothing (every stored value of these cells is like the reference's)"
          : "left out: " + String.join(", ", parts);
      if (unknownData > 0) {
        line += "; " + unknownData + " values without a data set hash (recorded before wirebench kept it) are taken "
            + "as the same data (unknown)";
      }
      if (allMachines && machinesMixed.size() > 0) {
        line += "; values from " + (machinesMixed.size() + 1) + " machines share a series, so a change may be a "
            + "change of machine";
      }
      return line;
    }
  }

  /** Whether a change is for the worse with its whole interval beyond the threshold (as compare's time per operation). */
  static boolean beyond(Change c, boolean higherIsBetter, double threshold) {
    return higherIsBetter ? c.ratioHigh() < 1 / (1 + threshold) : c.ratioLow() > 1 + threshold;
  }

  /** Each run's label in a series: its directory's name, with its id's start where two runs share one. */
  private static Map<String, String> labels(List<Store.StoredRun> runs) {
    Map<String, Integer> count = new HashMap<>();
    for (Store.StoredRun r : runs) count.merge(r.name(), 1, Integer::sum);
    Map<String, String> out = new HashMap<>();
    for (Store.StoredRun r : runs) out.put(r.id(), count.get(r.name()) > 1 ? r.name() + "@" + r.id().substring(0, 6)
        : r.name());
    return out;
  }

  private static Instant instant(String iso) {
    try {
      return Instant.parse(iso);
    } catch (DateTimeParseException e) {
      return Instant.EPOCH;
    }
  }

  private static String shortCommit(String commit) {
    if (commit == null) return "unknown";
    return commit.length() > 12 ? commit.substring(0, 12) + (commit.endsWith("-dirty") ? "-dirty" : "") : commit;
  }

  private static String percent(double f) {
    return String.format(Locale.ROOT, "%.1f%%", f * 100);
  }

  private static String describe(Store.CellFilter f) {
    List<String> parts = new ArrayList<>();
    if (f.cellKey() != null) parts.add("--cell " + f.cellKey());
    if (f.codec() != null) parts.add("--codec " + f.codec());
    if (f.dataset() != null) parts.add("--dataset " + f.dataset());
    if (f.op() != null) parts.add("--op " + f.op());
    if (f.target() != null) parts.add("--target " + f.target());
    return parts.isEmpty() ? "" : "matching " + String.join(" ", parts);
  }
}
