package io.wirebench.analysis;

import io.wirebench.core.BadInputException;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.TreeMap;
import org.apache.commons.math3.stat.inference.MannWhitneyUTest;

/**
 * Does the STEADY mark predict trouble? Given repeat runs of one plan, each cell's move between
 * runs (|a − b| / mean of the two) is set against whether the cell was marked (a verdict other
 * than steady) in either run: the mark earns its place if marked cells move clearly more.
 *
 * <p>Runs pair when they measured the same plan: the same profile (iterations, their length,
 * forks), the same codecs at the same versions and the same data sets. Every two such runs make a
 * pair, and a cell counts where both measured it. The mark is taken twice: as the run recorded it,
 * and as this build's {@link SteadyState} recomputes it from the iterations run.json keeps (the
 * value then recomputed too, as the mean of the forks' means after their ramps).
 *
 * <p>With more than two runs a cell appears in several pairs, so pairs are not independent; the
 * leave-one-out view counts each run's cell once: its distance from the median of the other runs,
 * marked or not in that run. Tests: Mann-Whitney's (two-sided, commons-math3) and a one-sided
 * permutation test of the difference of medians (marked minus unmarked, 20,000 shuffles, fixed seed),
 * in the leave-one-out view also with the marks shuffled only within each cell (does the mark say
 * more than "this cell is noisy"?).
 */
public final class MarkPrediction {
  /** A cell in one run: its value and marks, recorded and recomputed. */
  record Cell(String key, double value, boolean marked, double recomputedValue, boolean recomputedMarked,
      String verdict, String recomputedVerdict) {}

  /** One observation: a deviation and whether it was marked. */
  record Obs(String key, double deviation, boolean marked) {}

  private final List<SavedRun> runs;
  private final List<Map<String, Cell>> cells = new ArrayList<>();
  private final List<int[]> pairs = new ArrayList<>();
  private final List<String> notes = new ArrayList<>();

  private MarkPrediction(List<SavedRun> runs) {
    this.runs = runs;
    for (SavedRun r : runs) cells.add(cells(r));
    for (int i = 0; i < runs.size(); i++) {
      for (int j = i + 1; j < runs.size(); j++) {
        String why = differs(runs.get(i).record(), runs.get(j).record());
        if (why == null) pairs.add(new int[] {i, j});
        else notes.add(name(i) + " and " + name(j) + " do not pair: " + why);
      }
    }
  }

  /**
   * Reads the runs' cells and pairs them.
   *
   * @throws BadInputException when fewer than two runs are given or no two of them pair
   */
  public static MarkPrediction of(List<SavedRun> runs) {
    if (runs.size() < 2) throw new BadInputException("--runs needs two or more run directories of one plan");
    MarkPrediction m = new MarkPrediction(runs);
    if (m.pairs.isEmpty()) {
      throw new BadInputException("no two of the runs measured the same plan: " + String.join("; ", m.notes));
    }
    return m;
  }

  private String name(int i) {
    return runs.get(i).dir().toString();
  }

  /** Why two runs are not repeats of one plan, or null when they are. */
  static String differs(RunRecord a, RunRecord b) {
    RunRecord.ProfileRecord pa = a.header().profile();
    RunRecord.ProfileRecord pb = b.header().profile();
    if (pa == null || pb == null) return "one is not a speed run";
    if (pa.iterationMillis() != pb.iterationMillis() || pa.warmupIterations() != pb.warmupIterations()
        || pa.iterations() != pb.iterations() || pa.minForks() != pb.minForks() || pa.maxForks() != pb.maxForks()) {
      return "profiles differ (" + pa + " / " + pb + ")";
    }
    Map<String, String> ca = new TreeMap<>();
    a.header().codecs().forEach(c -> ca.put(c.id(), c.version()));
    Map<String, String> cb = new TreeMap<>();
    b.header().codecs().forEach(c -> cb.put(c.id(), c.version()));
    if (!ca.equals(cb)) return "codecs or versions differ (" + ca + " / " + cb + ")";
    for (RunRecord.DatasetRecord d : a.header().datasets()) {
      RunRecord.DatasetRecord e = b.header().datasets().stream().filter(x -> x.id().equals(d.id())).findFirst()
          .orElse(null);
      if (e == null) return "data set " + d.id() + " is in one only";
      if (d.contentHash() != null && e.contentHash() != null && !d.contentHash().equals(e.contentHash())) {
        return "data set " + d.id() + " has other content";
      }
    }
    if (a.header().datasets().size() != b.header().datasets().size()) return "data sets differ";
    return null;
  }

  static Map<String, Cell> cells(SavedRun run) {
    Map<String, Cell> out = new LinkedHashMap<>();
    RunRecord.ProfileRecord p = run.record().header().profile();
    double seconds = p == null ? 1 : p.iterationMillis() / 1000.0;
    List<RunRecord.CellRecord> done = new ArrayList<>();
    List<List<ForkSample>> recorded = new ArrayList<>();
    for (RunRecord.CellRecord c : run.record().cells()) {
      RunRecord.MetricValue v = c.metrics() == null ? null : c.metrics().get("throughput");
      if (!"done".equals(c.status()) || v == null || v.value() == null || c.forks() == null || c.forks().isEmpty()) {
        continue;
      }
      List<ForkSample> forks = new ArrayList<>();
      for (RunRecord.ForkRecord f : c.forks()) {
        if (f.iterations() == null || f.iterations().length == 0) continue;
        forks.add(ForkSample.of(f.iterations(), f.warmupIterations(), seconds, Map.of(), f.seconds()));
      }
      done.add(c);
      recorded.add(forks);
    }
    // as a run reports its forks: each analysed again with its cell's autocorrelation, pooled
    List<List<ForkSample>> analysed = Autocorrelation.reanalyse(recorded,
        java.util.Collections.nCopies(recorded.size(), true));
    for (int i = 0; i < done.size(); i++) {
      RunRecord.CellRecord c = done.get(i);
      RunRecord.MetricValue v = c.metrics().get("throughput");
      List<ForkSample> forks = analysed.get(i);
      Steadiness again = forks.isEmpty() ? null : Steadiness.of(forks);
      double value = forks.stream().mapToDouble(ForkSample::steadyMean).average().orElse(Double.NaN);
      out.put(c.key(), new Cell(c.key(), v.value(), !"steady".equals(c.steadiness()), value,
          again != null && again != Steadiness.STEADY, c.steadiness(), again == null ? "?" : again.label()));
    }
    return out;
  }

  /** The report: the pairs, then the deviations of marked and unmarked cells. */
  public List<String> lines() {
    List<String> out = new ArrayList<>(notes);
    for (int[] p : pairs) {
      int shared = (int) cells.get(p[0]).keySet().stream().filter(cells.get(p[1])::containsKey).count();
      out.add("pair: " + name(p[0]) + " + " + name(p[1]) + " (" + shared + " cells in both)");
    }
    for (boolean again : new boolean[] {false, true}) {
      String how = again ? "recomputed by this build's SteadyState from the stored iterations"
          : "as recorded in run.json";
      out.add("");
      out.add("marks " + how + ":");
      out.add("  pairs, marked in either run against steady in both:");
      out.addAll(compare(pairObs(again, false), false, "    "));
      out.add("  pairs, after removing each pair's common shift (the median log ratio of its cells):");
      out.addAll(compare(pairObs(again, true), false, "    "));
      if (runs.size() >= 3) {
        out.add("  leave one out, each run's cell against the median of the other runs (marked in that run or not):");
        out.addAll(compare(leaveOneOut(again), true, "    "));
      }
    }
    return out;
  }

  List<Obs> pairObs(boolean again, boolean shiftRemoved) {
    List<Obs> obs = new ArrayList<>();
    for (int[] p : pairs) {
      Map<String, Cell> a = cells.get(p[0]);
      Map<String, Cell> b = cells.get(p[1]);
      List<String> keys = a.keySet().stream().filter(b::containsKey).toList();
      double shift = shiftRemoved ? SteadyState.median(keys.stream()
          .mapToDouble(k -> Math.log(value(b.get(k), again) / value(a.get(k), again))).toArray()) : 0;
      for (String k : keys) {
        double x = value(a.get(k), again) * Math.exp(shift);
        double y = value(b.get(k), again);
        obs.add(new Obs(k, Math.abs(x - y) / ((x + y) / 2), marked(a.get(k), again) || marked(b.get(k), again)));
      }
    }
    return obs;
  }

  List<Obs> leaveOneOut(boolean again) {
    List<Obs> obs = new ArrayList<>();
    for (int r = 0; r < runs.size(); r++) {
      for (Cell c : cells.get(r).values()) {
        List<Double> others = new ArrayList<>();
        for (int[] p : pairs) {
          int o = p[0] == r ? p[1] : p[1] == r ? p[0] : -1;
          if (o >= 0 && cells.get(o).containsKey(c.key())) others.add(value(cells.get(o).get(c.key()), again));
        }
        if (others.size() < 2) continue;
        double m = SteadyState.median(others.stream().mapToDouble(Double::doubleValue).toArray());
        obs.add(new Obs(c.key(), Math.abs(value(c, again) - m) / m, marked(c, again)));
      }
    }
    return obs;
  }

  private static double value(Cell c, boolean again) {
    return again ? c.recomputedValue() : c.value();
  }

  private static boolean marked(Cell c, boolean again) {
    return again ? c.recomputedMarked() : c.marked();
  }

  /** Medians, Mann-Whitney and the permutation test of marked against unmarked deviations. */
  static List<String> compare(List<Obs> obs, boolean withinCells, String indent) {
    double[] m = obs.stream().filter(Obs::marked).mapToDouble(Obs::deviation).toArray();
    double[] u = obs.stream().filter(o -> !o.marked()).mapToDouble(Obs::deviation).toArray();
    List<String> out = new ArrayList<>();
    out.add(String.format(Locale.ROOT, "%smarked %d, median deviation %s (quartiles %s, %s); unmarked %d, median %s "
        + "(quartiles %s, %s)", indent, m.length, pct(median(m)), pct(quantile(m, 0.25)), pct(quantile(m, 0.75)),
        u.length, pct(median(u)), pct(quantile(u, 0.25)), pct(quantile(u, 0.75))));
    if (m.length == 0 || u.length == 0) return out;
    double mw = new MannWhitneyUTest().mannWhitneyUTest(m, u);
    out.add(String.format(Locale.ROOT, "%sMann-Whitney two-sided p = %.3f; permutation (marked median > unmarked "
        + "median) p = %.3f%s", indent, mw, permutation(obs, false), withinCells
        ? String.format(Locale.ROOT, "; marks shuffled within each cell p = %.3f", permutation(obs, true)) : ""));
    return out;
  }

  /** One-sided p of median(marked) − median(unmarked) under shuffled marks (within cells if asked). */
  static double permutation(List<Obs> obs, boolean withinCells) {
    double observed = gap(obs, obs.stream().map(Obs::marked).toList());
    Map<String, List<Integer>> groups = new HashMap<>();
    for (int i = 0; i < obs.size(); i++) {
      groups.computeIfAbsent(withinCells ? obs.get(i).key() : "", k -> new ArrayList<>()).add(i);
    }
    Random r = new Random(31);
    Boolean[] marks = obs.stream().map(Obs::marked).toArray(Boolean[]::new);
    int trials = 20_000;
    int atLeast = 0;
    for (int t = 0; t < trials; t++) {
      for (List<Integer> g : groups.values()) {
        for (int i = g.size() - 1; i > 0; i--) {
          int j = r.nextInt(i + 1);
          Boolean tmp = marks[g.get(i)];
          marks[g.get(i)] = marks[g.get(j)];
          marks[g.get(j)] = tmp;
        }
      }
      if (gap(obs, Arrays.asList(marks)) >= observed - 1e-12) atLeast++;
    }
    return (atLeast + 1.0) / (trials + 1.0);
  }

  private static double gap(List<Obs> obs, List<Boolean> marks) {
    double[] m = new double[obs.size()];
    double[] u = new double[obs.size()];
    int nm = 0;
    int nu = 0;
    for (int i = 0; i < obs.size(); i++) {
      if (Objects.equals(marks.get(i), Boolean.TRUE)) m[nm++] = obs.get(i).deviation();
      else u[nu++] = obs.get(i).deviation();
    }
    if (nm == 0 || nu == 0) return 0;
    return median(Arrays.copyOf(m, nm)) - median(Arrays.copyOf(u, nu));
  }

  static double median(double[] v) {
    return v.length == 0 ? Double.NaN : SteadyState.median(v);
  }

  static double quantile(double[] v, double q) {
    if (v.length == 0) return Double.NaN;
    double[] c = v.clone();
    Arrays.sort(c);
    double pos = q * (c.length - 1);
    int lo = (int) Math.floor(pos);
    int hi = Math.min(lo + 1, c.length - 1);
    return c[lo] + (pos - lo) * (c[hi] - c[lo]);
  }

  private static String pct(double v) {
    return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * v);
  }

  /** Each cell of each run, with its value and verdict recorded and recomputed, for reading by hand. */
  public List<String> cellLines() {
    List<String> out = new ArrayList<>();
    out.add("run,cell,value,verdict,recomputed_value,recomputed_verdict");
    for (int r = 0; r < runs.size(); r++) {
      for (Cell c : cells.get(r).values()) {
        out.add(String.format(Locale.ROOT, "%s,%s,%.1f,%s,%.1f,%s", name(r), c.key(), c.value(), c.verdict(),
            c.recomputedValue(), c.recomputedVerdict()));
      }
    }
    return out;
  }
}
