package io.wirebench.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Where one fork's iterations settle, found by changepoint analysis instead of trusting a fixed
 * warm-up. The series (warm-up and measured iterations, in order, on a log scale so that noise
 * proportional to the level weighs the same at every level) is split into segments of constant
 * mean by optimal partitioning (Jackson et al. 2005) with a penalty scaled to the noise, which is
 * estimated robustly from successive differences so that a shift in level does not inflate it. Adjacent segments whose means differ by less than {@link #TOLERANCE} (or by less
 * than their noise) are merged. The last segment is the steady state; what came before it is
 * warm-up or a change of level. The classification follows Barrett et al., "Virtual Machine
 * Warmup Blows Hot and Cold" (OOPSLA 2017): flat, warm-up, slowdown, or no steady state.
 *
 * <p>The verdict and the value are kept apart. Many JVM benchmarks switch between levels for
 * seconds at a time (recompilation, inlining decisions, GC); the last segment is then one of
 * several modes, and a value taken from it alone would be a coin toss. So the fork's value is
 * the mean of every measured iteration after the <em>ramp</em>, the JIT warm-up at the start:
 * the ramp ends where the first segment reaches 90% of the highest level any segment of three or
 * more iterations holds. A long run's mean averages over the same modes, which is what the value must
 * agree with.
 *
 * @param kind the classification
 * @param from index of the first iteration of the last (steady) segment
 * @param segments how many segments the series has after merging
 * @param rampEnd index of the first iteration after the warm-up ramp
 * @param usedFrom index of the first iteration the fork's value is taken from: the later of
 *     {@code rampEnd} and the first measured iteration
 * @param phi the lag-1 autocorrelation the verdict scaled its noise with (the fork's own, or its
 *     cell's pooled over the run: {@link Autocorrelation})
 */
public record SteadyState(Kind kind, int from, int segments, int rampEnd, int usedFrom, double phi) {

  /** Segments whose means differ by less than this fraction are the same level. */
  public static final double TOLERANCE = 0.02;

  /** How a fork's iterations behaved. */
  public enum Kind {
    /** One level throughout. */
    FLAT("flat"),
    /** Faster after a warm-up prefix, then steady. */
    WARMUP("warm-up"),
    /** Steady at the end, but slower than the level before it. */
    SLOWDOWN("slowdown"),
    /** Still changing at the end: the last level is too short to call steady. */
    NO_STEADY_STATE("no steady state");

    private final String label;

    Kind(String label) {
      this.label = label;
    }

    /** The name used in tables and run.json. */
    public String label() {
      return label;
    }
  }

  /** Iterations the last segment needs, at least, to count as steady (and a fifth of the series). */
  static final int MIN_STEADY = 4;

  /**
   * Analyses one fork on its own: the autocorrelation of its iterations is estimated from this fork
   * alone ({@link #autocorrelation}). A run analyses each fork again with the autocorrelation its
   * cell and the run's other cells give together ({@link Autocorrelation#pool}).
   *
   * @param x throughput of each iteration, warm-up first
   * @param measuredFrom index of the first measured (non-warm-up) iteration
   */
  public static SteadyState analyse(double[] x, int measuredFrom) {
    return analyse(x, measuredFrom, autocorrelation(x).phi());
  }

  /**
   * Analyses one fork, its iterations' lag-1 autocorrelation given.
   *
   * @param x throughput of each iteration, warm-up first
   * @param measuredFrom index of the first measured (non-warm-up) iteration
   * @param phi lag-1 autocorrelation of the iterations' noise, in [0, {@link Lag1#MAX_PHI}]
   */
  public static SteadyState analyse(double[] x, int measuredFrom, double phi) {
    int n = x.length;
    if (n == 0) return new SteadyState(Kind.NO_STEADY_STATE, 0, 0, 0, 0, phi);
    phi = Math.max(0, Math.min(Lag1.MAX_PHI, phi));
    double[] y = despike(logs(x));
    double sigma = noise(y) * inflation(phi);
    int[] bounds = partition(y, sigma);
    List<int[]> segs = merge(y, bounds, sigma);
    int[] last = segs.get(segs.size() - 1);
    int from = last[0];
    int steadyLength = n - from;
    Kind kind;
    if (steadyLength < Math.max(MIN_STEADY, (int) Math.ceil(n / 5.0))) {
      kind = Kind.NO_STEADY_STATE;
    } else if (segs.size() == 1) {
      kind = Kind.FLAT;
    } else {
      int[] prev = segs.get(segs.size() - 2);
      kind = mean(y, prev[0], prev[1]) > mean(y, last[0], last[1]) ? Kind.SLOWDOWN : Kind.WARMUP;
    }
    double top = Double.NEGATIVE_INFINITY;
    for (int[] seg : segs) {
      if (seg[1] - seg[0] >= Math.min(3, n)) top = Math.max(top, mean(y, seg[0], seg[1]));
    }
    int rampEnd = from;
    for (int[] seg : segs) {
      if (mean(y, seg[0], seg[1]) >= top + Math.log(RAMP_LEVEL)) {
        rampEnd = seg[0];
        break;
      }
    }
    int usedFrom = Math.min(Math.max(rampEnd, measuredFrom), n - 1);
    return new SteadyState(kind, from, segs.size(), rampEnd, usedFrom, phi);
  }

  private static double[] logs(double[] x) {
    double[] y = new double[x.length];
    for (int i = 0; i < x.length; i++) y[i] = Math.log(Math.max(x[i], 1e-9));
    return y;
  }

  /** The ramp ends at the first segment that reaches this fraction of the highest level. */
  static final double RAMP_LEVEL = 0.9;

  /** True when the warm-up ramp reached into the measured iterations, which were then dropped. */
  public boolean warmedLate(int measuredFrom) {
    return rampEnd > measuredFrom;
  }

  /**
   * The noise of one iteration on the log scale: the median absolute deviation of successive
   * differences, scaled to a standard deviation. A few level shifts barely move it, unlike the
   * plain variance. Never below 0.2%: smaller differences are not worth a segment.
   */
  static double noise(double[] y) {
    if (y.length < 3) return 0.01;
    double[] d = new double[y.length - 1];
    for (int i = 1; i < y.length; i++) d[i - 1] = y[i] - y[i - 1];
    double med = median(d);
    double[] dev = new double[d.length];
    for (int i = 0; i < d.length; i++) dev[i] = Math.abs(d[i] - med);
    double s = 1.4826 * median(dev) / Math.sqrt(2);
    return Math.max(s, 0.002);
  }

  /**
   * The noise that matters for a segment's mean when iterations are correlated: successive
   * iterations of a JVM benchmark share JIT state, GC phase and the machine's load, so they are
   * positively autocorrelated (lag-1 coefficient 0.27 to 0.51, quartiles over the forks of this
   * machine's runs). Differences then understate the noise by √(1−φ), and a segment's mean varies
   * (1+φ)/(1−φ) times more than independent iterations' would: on AR(1) noise with φ = 0.5 the
   * plain estimate marked 37% of unchanged forks. This is the factor √(1+φ)/(1−φ) that turns the
   * noise measured by differences ({@link #noise}) into the long-run deviation.
   */
  static double inflation(double phi) {
    double p = Math.max(0, Math.min(Lag1.MAX_PHI, phi));
    return Math.sqrt(1 + p) / (1 - p);
  }

  /**
   * The evidence one fork's iterations give of their lag-1 autocorrelation: the residuals' lag-1
   * cross products and squares within the segments of a partition, summed, with how many segments
   * and iterations they came from. Sums of several forks ({@link #plus}) give the pooled estimate
   * of a cell.
   *
   * @param cross Σ r_i r_{i-1} within segments
   * @param squares Σ r_i² within segments
   * @param segments segments the residuals were taken within
   * @param n iterations
   */
  public record Lag1(double cross, double squares, int segments, int n) {
    /** No evidence. */
    public static final Lag1 NONE = new Lag1(0, 0, 0, 0);

    /** Estimates are clipped to this: beyond it the long-run factor explodes on a few iterations. */
    public static final double MAX_PHI = 0.8;

    /** The evidence of both. */
    public Lag1 plus(Lag1 o) {
      return new Lag1(cross + o.cross, squares + o.squares, segments + o.segments, n + o.n);
    }

    /** True when there is too little to estimate from (fewer than 8 iterations). */
    public boolean empty() {
      return n < 8 || squares <= 0;
    }

    /**
     * The estimate, corrected for its bias and clipped to [0, {@link #MAX_PHI}]: the lag-1
     * autocorrelation of residuals from a segment's own mean is low by about (1+4φ)/m on a segment
     * of m iterations (Kendall 1954; Marriott and Pope 1954), so over k segments of n iterations
     * in all, φ ≈ (r + k/n) / (1 − 4k/n). On 36-iteration forks of AR(1) noise with φ = 0.5 the
     * plain r averages 0.41; corrected, 0.49. 0 with no evidence.
     */
    public double phi() {
      return Math.max(0, Math.min(MAX_PHI, estimate()));
    }

    /**
     * The bias-corrected estimate, not clipped at 0 (it may be negative), which is what pooling over
     * cells averages: clipping each cell at 0 first would lift the mean of uncorrelated ones. At
     * most {@link #MAX_PHI}.
     */
    public double estimate() {
      if (empty()) return 0;
      double r = cross / squares;
      double k = Math.min(segments / (double) n, 0.125);
      return Math.min(MAX_PHI, (r + k) / (1 - 4 * k));
    }

    /**
     * The sampling variance of {@link #estimate}, taken as 1 / (n − k), its value for uncorrelated
     * iterations. The large-sample variance (1 − φ²)/(n − k) would be smaller, but a high estimate
     * is as often a change of level the partition missed as a truly correlated fork, and must not
     * count as more certain than a low one.
     */
    public double variance() {
      return 1.0 / Math.max(1, n - segments);
    }
  }

  /**
   * What one fork's iterations say of their lag-1 autocorrelation. The residuals are taken within
   * the segments of a partition so that a change of level does not pass for correlation. That
   * partition is found twice: with the noise of differences alone, which on correlated iterations
   * splits unchanged forks (1.6 segments on average at φ = 0.5, so that residuals around the extra
   * segments' means understate φ), then with the long-run noise the first estimate gives (1.0
   * segment).
   */
  public static Lag1 autocorrelation(double[] x) {
    if (x.length < 8) return new Lag1(0, 0, 1, x.length);
    double[] y = despike(logs(x));
    double sd = noise(y);
    Lag1 first = lag1(y, partition(y, sd));
    return lag1(y, partition(y, sd * inflation(first.phi())));
  }

  private static Lag1 lag1(double[] y, int[] bounds) {
    double cross = 0;
    double squares = 0;
    for (int b = 0; b + 1 < bounds.length; b++) {
      double m = mean(y, bounds[b], bounds[b + 1]);
      for (int i = bounds[b]; i < bounds[b + 1]; i++) {
        double r = y[i] - m;
        squares += r * r;
        if (i > bounds[b]) cross += r * (y[i - 1] - m);
      }
    }
    return new Lag1(cross, squares, bounds.length - 1, y.length);
  }

  /**
   * How far from its neighbourhood's median an iteration must be to count as a spike, in robust
   * deviations of a difference. At 4, dips of 10-13% on 2% noise passed the filter and, in a fork's
   * last iterations, marked 1.1% of unchanged forks; at 3.5, 0.9% (SteadyStateRatesTest).
   */
  static final double SPIKE = 3.5;

  /**
   * Replaces isolated outliers (a GC pause or a preemption in one or two iterations) by the median
   * of their neighbourhood (a Hampel filter: five iterations, {@link #SPIKE} robust deviations), so
   * that a spike does not become a segment of its own; a change that lasts three iterations or more
   * is left as it is.
   */
  static double[] despike(double[] y) {
    int n = y.length;
    if (n < 5) return y;
    double sigma = noise(y);
    double[] out = y.clone();
    for (int i = 0; i < n; i++) {
      int from = Math.max(0, Math.min(i - 2, n - 5));
      double[] w = Arrays.copyOfRange(y, from, from + 5);
      double m = median(w);
      if (Math.abs(y[i] - m) > SPIKE * Math.sqrt(2) * sigma) out[i] = m;
    }
    return out;
  }

  /**
   * Optimal partitioning into segments of constant mean; returns the segment starts followed by
   * n. The penalty per changepoint is 5σ² ln n, above the usual BIC penalty because iterations
   * are not independent and σ is itself estimated from few differences.
   *
   * <p>With PELT's pruning (Killick, Fearnhead and Eckley, JASA 2012): a candidate start s that,
   * at time t, already costs more than the best partition of the first t iterations can never
   * again be the best last start, because splitting a segment never raises its squared error. It
   * is dropped from t + 2 on (the shortest segment is two iterations, so t itself becomes a
   * candidate only then). The result is the optimum the full O(n²) search finds, to the split
   * (SteadyStatePartitionTest compares the two on random series), in about O(n) on series with
   * many changes: on the 3,000-iteration forks of a published corpus (PeerCorpus) about five
   * times faster than the full search.
   * Only candidates worse by more than a rounding margin are dropped, so floating point cannot
   * turn a tie into a different split.
   */
  static int[] partition(double[] x, double sigma) {
    int n = x.length;
    double[] s1 = new double[n + 1];
    double[] s2 = new double[n + 1];
    for (int i = 0; i < n; i++) {
      s1[i + 1] = s1[i] + x[i];
      s2[i + 1] = s2[i] + x[i] * x[i];
    }
    double beta = 5 * sigma * sigma * Math.log(Math.max(n, 2));
    // squared errors come from differences of prefix sums of magnitude up to s2[n]; a few ulps of it
    double margin = 1e-12 * (s2[n] + 1);
    double[] f = new double[n + 1];
    int[] last = new int[n + 1];
    f[0] = -beta;
    int minSeg = 2;
    // live candidates in ascending order; dropAt[s] is the first t at which s may no longer be used
    int[] cand = new int[n + 1];
    int[] dropAt = new int[n + 1];
    int live = 0;
    cand[live++] = 0;
    dropAt[0] = Integer.MAX_VALUE;
    for (int t = 1; t <= n; t++) {
      int newest = t - minSeg; // becomes a legal start of the last segment now
      if (newest >= minSeg) {
        cand[live++] = newest;
        dropAt[newest] = Integer.MAX_VALUE;
      }
      f[t] = Double.POSITIVE_INFINITY;
      int kept = 0;
      for (int c = 0; c < live; c++) {
        int s = cand[c];
        if (dropAt[s] <= t) continue;
        cand[kept++] = s;
        double len = t - s;
        double sum = s1[t] - s1[s];
        double cost = (s2[t] - s2[s]) - sum * sum / len;
        double v = f[s] + cost + beta;
        if (v < f[t]) {
          f[t] = v;
          last[t] = s;
        }
      }
      live = kept;
      if (t < minSeg) continue; // t can never start a segment, so it cannot stand in for a dropped one
      for (int c = 0; c < live; c++) {
        int s = cand[c];
        if (dropAt[s] != Integer.MAX_VALUE) continue;
        double sum = s1[t] - s1[s];
        double cost = (s2[t] - s2[s]) - sum * sum / (t - s);
        if (f[s] + cost > f[t] + margin) dropAt[s] = t + minSeg;
      }
    }
    List<Integer> starts = new ArrayList<>();
    for (int t = n; t > 0; t = last[t]) starts.add(0, last[t]);
    int[] out = new int[starts.size() + 1];
    for (int i = 0; i < starts.size(); i++) out[i] = starts.get(i);
    out[starts.size()] = n;
    return out;
  }

  /** Merges adjacent segments (of the log series) that are the same level in practice or within their noise. */
  static List<int[]> merge(double[] x, int[] bounds, double sigma) {
    List<int[]> segs = new ArrayList<>();
    for (int i = 0; i + 1 < bounds.length; i++) segs.add(new int[] {bounds[i], bounds[i + 1]});
    boolean merged = true;
    while (merged && segs.size() > 1) {
      merged = false;
      for (int i = 0; i + 1 < segs.size(); i++) {
        int[] a = segs.get(i);
        int[] b = segs.get(i + 1);
        double ma = mean(x, a[0], a[1]);
        double mb = mean(x, b[0], b[1]);
        double tol = Math.max(Math.log1p(TOLERANCE),
            3 * sigma * Math.sqrt(1.0 / (a[1] - a[0]) + 1.0 / (b[1] - b[0])));
        if (Math.abs(ma - mb) <= tol) {
          segs.set(i, new int[] {a[0], b[1]});
          segs.remove(i + 1);
          merged = true;
          break;
        }
      }
    }
    return segs;
  }

  static double mean(double[] x, int from, int to) {
    double s = 0;
    for (int i = from; i < to; i++) s += x[i];
    return s / (to - from);
  }

  static double median(double[] v) {
    double[] c = v.clone();
    Arrays.sort(c);
    int m = c.length / 2;
    return c.length % 2 == 1 ? c[m] : (c[m - 1] + c[m]) / 2;
  }
}
