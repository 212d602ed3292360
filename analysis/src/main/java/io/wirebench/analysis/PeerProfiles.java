package io.wirebench.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.stat.inference.MannWhitneyUTest;

/**
 * What wirebench's own profiles would have seen of the corpus's forks, and whether their mark
 * says something: each fork's first seconds, shaped as a profile measures them (quick: 20 warm-up
 * + 50 measured iterations of 100 ms, their iterations as they are; full: 16 + 20 of 500 ms, their
 * iterations in blocks of five), analysed as a run analyses them, and the fork's value (the mean
 * after the ramp) set against (a) the fork's long-run mean, that of its iterations 500 to 3,000
 * (the last 250 s), and (b) the value of the benchmark's next fork (forks 0-1, 2-3, ...: a rerun on
 * a quiet machine). A mark is slowdown or no steady state, as tables show it.
 */
final class PeerProfiles {
  /** A profile's shape in the corpus's iterations. */
  record Shape(String name, int block, int warmup, int measured) {
    int iterations() {
      return block * (warmup + measured);
    }
  }

  static final List<Shape> SHAPES = List.of(new Shape("quick (20 + 50 × 100 ms)", 1, 20, 50),
      new Shape("full (16 + 20 × 500 ms)", 5, 16, 20));
  /** The long-run mean is that of the iterations from this one on. */
  static final int LONG_RUN_FROM = 500;

  /** One fork under one shape: its verdict, its distance from its long-run mean. */
  record Obs(boolean heldOut, int shape, SteadyState.Kind kind, double fromLongRun) {
    boolean marked() {
      return kind == SteadyState.Kind.NO_STEADY_STATE || kind == SteadyState.Kind.SLOWDOWN;
    }
  }

  /** Two forks of a benchmark under one shape: how far apart their values are, and whether either is marked. */
  record PairObs(boolean heldOut, int shape, double apart, boolean marked) {}

  private final List<Obs> forks = new ArrayList<>();
  private final List<PairObs> pairs = new ArrayList<>();

  void add(PeerCorpus.Benchmark b) {
    for (int s = 0; s < SHAPES.size(); s++) {
      Shape shape = SHAPES.get(s);
      double[] values = new double[b.forks().size()];
      boolean[] marks = new boolean[values.length];
      for (int f = 0; f < values.length; f++) {
        double[] fork = b.forks().get(f);
        if (fork.length < Math.max(shape.iterations(), LONG_RUN_FROM + 1)) return;
        double[] head = PeerCorpus.blocks(Arrays.copyOf(fork, shape.iterations()), shape.block());
        SteadyState st = SteadyState.analyse(head, shape.warmup());
        values[f] = SteadyState.mean(head, st.usedFrom(), head.length);
        double longRun = SteadyState.mean(fork, LONG_RUN_FROM, fork.length);
        Obs o = new Obs(b.heldOut(), s, st.kind(), Math.abs(values[f] - longRun) / longRun);
        forks.add(o);
        marks[f] = o.marked();
      }
      for (int f = 0; f + 1 < values.length; f += 2) {
        pairs.add(new PairObs(b.heldOut(), s, Math.abs(values[f] - values[f + 1]) / ((values[f] + values[f + 1]) / 2),
            marks[f] || marks[f + 1]));
      }
    }
  }

  List<String> lines(boolean heldOut) {
    List<String> out = new ArrayList<>();
    out.add("the first seconds of each fork, as wirebench's profiles measure them (a mark: slowdown or no steady state)");
    for (int s = 0; s < SHAPES.size(); s++) {
      int shape = s;
      List<Obs> os = forks.stream().filter(o -> o.heldOut() == heldOut && o.shape() == shape).toList();
      if (os.isEmpty()) continue;
      long marked = os.stream().filter(Obs::marked).count();
      out.add("  " + SHAPES.get(s).name() + ": " + PeerAgreement.pct(marked, os.size()) + " of forks marked");
      out.add(String.format(Locale.ROOT, "    %-16s%7s%18s%18s", "", "forks", "median from long", "beyond 5% of it"));
      for (SteadyState.Kind k : SteadyState.Kind.values()) {
        double[] d = os.stream().filter(o -> o.kind() == k).mapToDouble(Obs::fromLongRun).toArray();
        if (d.length > 0) out.add(row(k.label(), d));
      }
      double[] m = os.stream().filter(Obs::marked).mapToDouble(Obs::fromLongRun).toArray();
      double[] u = os.stream().filter(o -> !o.marked()).mapToDouble(Obs::fromLongRun).toArray();
      out.add(row("marked", m) + mannWhitney(m, u));
      out.add(row("unmarked", u));
      double[] pm = pairs.stream().filter(p -> p.heldOut() == heldOut && p.shape() == shape && p.marked())
          .mapToDouble(PairObs::apart).toArray();
      double[] pu = pairs.stream().filter(p -> p.heldOut() == heldOut && p.shape() == shape && !p.marked())
          .mapToDouble(PairObs::apart).toArray();
      out.add(String.format(Locale.ROOT, "    two forks of a benchmark apart (|a − b| / mean): marked in either %d, "
          + "median %s; in neither %d, median %s%s", pm.length, pct(MarkPrediction.median(pm)), pu.length,
          pct(MarkPrediction.median(pu)), mannWhitney(pm, pu)));
    }
    return out;
  }

  private static String row(String label, double[] d) {
    long beyond = Arrays.stream(d).filter(v -> v > 0.05).count();
    return String.format(Locale.ROOT, "    %-16s%7d%18s%18s", label, d.length, pct(MarkPrediction.median(d)),
        pct(d.length == 0 ? Double.NaN : beyond / (double) d.length));
  }

  private static String mannWhitney(double[] a, double[] b) {
    if (a.length == 0 || b.length == 0) return "";
    return String.format(Locale.ROOT, " (Mann-Whitney p %.2g)", new MannWhitneyUTest().mannWhitneyUTest(a, b));
  }

  private static String pct(double v) {
    return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * v);
  }
}
