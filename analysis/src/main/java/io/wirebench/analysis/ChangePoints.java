package io.wirebench.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.TreeSet;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Change points across a results history: where a cell's value moved to another level and stayed
 * there, with the size of the move and its 95% interval. docs/history.md gives the
 * method, the rates {@code ChangePointsTest} measures and the limits; in short:
 *
 * <ul>
 *   <li><b>Where</b>: E-divisive means (Matteson and James 2014; the method of Apache Otava, formerly
 *       Hunter, and of MongoDB's performance CI): in a stretch of runs, the split whose two sides
 *       differ most in energy distance. It works on the logarithms of the values, so a change is the
 *       same size whichever way it goes.</li>
 *   <li><b>Whether</b>: a t test of the two sides' levels, as Otava tests its candidates, held to
 *       {@link #ALPHA} after Bonferroni's adjustment for the number of splits the candidate was
 *       chosen among (the most extreme of 20 splits is not a 1-in-100 event). The runs are the
 *       samples: a run's value moves with the machine's wander between runs, which no run's forks
 *       show, so pooling the forks of several runs as if each were a sample of the level calls that
 *       wander a change (22% of unchanged six-run histories at 1%, measured). The runs' variance
 *       about their level is pooled over every level of the history; a run whose forks scatter
 *       more than the average run's gets that excess added to its own variance.</li>
 *   <li><b>Segmentation</b>: each round tests the E-divisive split of every stretch between the
 *       changes found so far and keeps the most significant, until none holds. Then each change is
 *       tested again between its neighbouring changes and the weakest that no longer holds is
 *       dropped, until all hold; each ratio and interval comes from that final test.</li>
 *   <li><b>Which runs can make a level</b>: two runs at least, before a change and after it, so
 *       that a single run that departs and comes back (an outlier: a noisy neighbour, a thermal
 *       dip) is not a change and is not reported at all. The one exception is the newest run: it
 *       can be a level of one, since a history is read to learn whether the last commit changed
 *       something and no later run can tell yet. If the run after it comes back, the change is
 *       gone.</li>
 * </ul>
 *
 * <p>No randomness: the test is parametric (a permutation test cannot flag the newest run of a
 * short history: among six runs, any one of them lands last one time in six), so the result is a
 * function of the series alone.
 */
public final class ChangePoints {
  /** The false-alarm rate each test is held to, after the adjustment for the splits it chose among. */
  public static final double ALPHA = 0.01;
  /** The fewest runs of a level, before a change and after it; the newest run alone is the exception. */
  public static final int MIN_RUNS = 2;
  /** Student's t distributions by degrees of freedom, made once each: a history asks for the same few many times. */
  private static final TDistribution[] T = new TDistribution[256];

  private ChangePoints() {}

  /**
   * The changes of level in {@code series}, oldest first.
   *
   * @param series one cell's values in run order (the caller sorts); runs with a value that is not
   *     a finite number (not measured) are passed over, and indices still count them
   * @param higherIsBetter the metric's direction: the test is two-sided and the ratio is new over
   *     old whatever the direction; this only words each change's method as worse or better
   * @return the changes, empty when the series has fewer than three usable runs
   */
  public static List<Change> find(List<Point> series, boolean higherIsBetter) {
    return find(series, higherIsBetter, ALPHA);
  }

  /**
   * {@link #find(List, boolean)} with another false-alarm rate per series. A history of many cells
   * asks once per cell: at 1%, one unchanged cell in a hundred is flagged; a caller that wants a
   * rate for the whole table passes {@code 0.01 / cells} (and needs larger changes or more runs to
   * see them: docs/history.md).
   *
   * @param alpha the false-alarm rate each test is held to, after its adjustment for the splits it
   *     chose among, in (0, 1)
   */
  public static List<Change> find(List<Point> series, boolean higherIsBetter, double alpha) {
    Objects.requireNonNull(series, "series");
    if (!(alpha > 0 && alpha < 1)) {
      throw new IllegalArgumentException("a false-alarm rate must be above 0 and below 1, not " + alpha);
    }
    Series s = Series.of(series);
    if (s.n() < MIN_RUNS + 1 || s.flat()) return List.of();
    TreeSet<Integer> cuts = new TreeSet<>();
    while (true) {
      int best = -1;
      double bestP = alpha;
      for (int[] seg : segments(s, cuts)) {
        int splits = splits(s, seg[0], seg[1]);
        if (splits == 0) continue;
        int cut = s.energySplit(seg[0], seg[1]);
        Split t = s.test(seg[0], cut, seg[1], with(cuts, cut));
        double p = t == null ? 1 : t.adjusted(splits);
        if (p < bestP) {
          bestP = p;
          best = cut;
        }
      }
      if (best < 0) break;
      cuts.add(best);
    }
    prune(s, cuts, alpha);
    List<Change> out = new ArrayList<>();
    for (int cut : cuts) {
      int a = cuts.lower(cut) == null ? 0 : cuts.lower(cut);
      int b = cuts.higher(cut) == null ? s.n() : cuts.higher(cut);
      out.add(s.test(a, cut, b, cuts).change(s, cut, splits(s, a, b), higherIsBetter));
    }
    return out;
  }

  /** The stretches between the cuts, as [from, to) pairs. */
  private static List<int[]> segments(Series s, TreeSet<Integer> cuts) {
    List<int[]> out = new ArrayList<>();
    int from = 0;
    for (int cut : cuts) {
      out.add(new int[] {from, cut});
      from = cut;
    }
    out.add(new int[] {from, s.n()});
    return out;
  }

  private static TreeSet<Integer> with(TreeSet<Integer> cuts, int cut) {
    TreeSet<Integer> out = new TreeSet<>(cuts);
    out.add(cut);
    return out;
  }

  /** Tests each cut against its neighbours and drops the weakest that fails, until every cut holds. */
  private static void prune(Series s, TreeSet<Integer> cuts, double alpha) {
    while (!cuts.isEmpty()) {
      int worst = -1;
      double worstP = -1;
      for (int cut : cuts) {
        int a = cuts.lower(cut) == null ? 0 : cuts.lower(cut);
        int b = cuts.higher(cut) == null ? s.n() : cuts.higher(cut);
        Split t = s.test(a, cut, b, cuts);
        double p = t == null ? 1 : t.adjusted(splits(s, a, b));
        if (p > worstP) {
          worstP = p;
          worst = cut;
        }
      }
      if (worstP < alpha) return;
      cuts.remove(worst);
    }
  }

  /** Whether a split of [a, b) at {@code cut} leaves each side enough runs to be a level. */
  static boolean allowed(Series s, int a, int cut, int b) {
    return cut - a >= MIN_RUNS && (b - cut >= MIN_RUNS || (b == s.n() && b - cut == 1));
  }

  /** How many splits of [a, b) are allowed: the number of candidates the chosen one was picked among. */
  static int splits(Series s, int a, int b) {
    int k = 0;
    for (int cut = a + 1; cut < b; cut++) {
      if (allowed(s, a, cut, b)) k++;
    }
    return k;
  }

  /** Student's t quantile. */
  static double tQuantile(double p, double df) {
    return t(df).inverseCumulativeProbability(p);
  }

  static TDistribution t(double df) {
    int k = (int) df;
    if (k != df || k >= T.length) return new TDistribution(null, df);
    TDistribution t = T[k];
    if (t == null) T[k] = t = new TDistribution(null, df); // immutable: a race only makes one twice
    return t;
  }

  /**
   * The two sides of a split and the t test of their levels.
   *
   * @param left runs before the split
   * @param right runs from the split on
   * @param levelLeft the left side's level (weighted mean, on the analysis scale)
   * @param levelRight the right side's level
   * @param se the standard error of their difference
   * @param df degrees of freedom: the runs of the series less its levels
   * @param p two-sided p of the difference, before adjustment
   * @param forks whether some run's forks widened its variance
   */
  record Split(int left, int right, double levelLeft, double levelRight, double se, double df, double p,
      boolean forks) {
    double adjusted(int splits) {
      return Math.min(1, p * Math.max(1, splits));
    }

    Change change(Series s, int cut, int splits, boolean higherIsBetter) {
      double q = se == 0 ? 0 : tQuantile(0.975, df) * se;
      double ratio;
      double low;
      double high;
      if (s.log()) {
        double d = levelRight - levelLeft;
        ratio = Math.exp(d);
        low = Math.exp(d - q);
        high = Math.exp(d + q);
      } else {
        // from a level of zero (no allocation) the ratio is infinite and has no interval
        boolean positive = levelLeft > 0;
        ratio = positive ? levelRight / levelLeft : levelRight > levelLeft ? Double.POSITIVE_INFINITY : Double.NaN;
        low = positive ? (levelRight - q) / levelLeft : Double.NaN;
        high = positive ? (levelRight + q) / levelLeft : Double.NaN;
      }
      boolean up = levelRight > levelLeft;
      String method = String.format(Locale.ROOT, "%s: E-divisive, then t on %d vs %d runs%s, p %s adjusted for %d "
          + "splits", up == higherIsBetter ? "better" : "worse", left, right,
          forks ? ", noisy forks weighed" : "", p(adjusted(splits)), splits);
      return new Change(s.index(cut), s.runId(cut), ratio, low, high, method);
    }

    private static String p(double p) {
      return p < 1e-4 ? "< 0.0001" : String.format(Locale.ROOT, "%.4f", p);
    }
  }

  /** The usable runs of a series on the analysis scale: logarithms when every value is positive. */
  record Series(double[] y, double[] w, int[] index, String[] runIds, boolean log) {
    static Series of(List<Point> points) {
      List<Integer> usable = new ArrayList<>();
      boolean log = true;
      for (int i = 0; i < points.size(); i++) {
        Point p = Objects.requireNonNull(points.get(i), "series[" + i + "]");
        if (!Double.isFinite(p.value())) continue;
        usable.add(i);
        log &= p.value() > 0;
      }
      int n = usable.size();
      double[] y = new double[n];
      double[] w = new double[n];
      int[] index = new int[n];
      String[] ids = new String[n];
      for (int k = 0; k < n; k++) {
        Point p = points.get(usable.get(k));
        index[k] = usable.get(k);
        ids[k] = p.runId();
        y[k] = log ? Math.log(p.value()) : p.value();
        w[k] = within(p, log);
      }
      return new Series(y, w, index, ids, log);
    }

    /**
     * The variance of a run's value on the analysis scale from its own noise: from its forks when
     * it has two or more, else from its rerun interval (half-width t·s·√(2/n), taken with t ≈ 1.96),
     * else unknown (NaN).
     */
    static double within(Point p, boolean log) {
      double[] forks = p.forks();
      int m = 0;
      double sum = 0;
      for (double f : forks) {
        if (Double.isFinite(f) && (!log || f > 0)) {
          m++;
          sum += log ? Math.log(f) : f;
        }
      }
      if (m >= 2) {
        double mean = sum / m;
        double ss = 0;
        for (double f : forks) {
          if (Double.isFinite(f) && (!log || f > 0)) {
            double d = (log ? Math.log(f) : f) - mean;
            ss += d * d;
          }
        }
        return ss / (m - 1) / m;
      }
      if (p.hasInterval() && (!log || p.low() > 0) && p.high() >= p.low()) {
        double half = ((log ? Math.log(p.high()) : p.high()) - (log ? Math.log(p.low()) : p.low())) / 2;
        double sd = half / 1.96;
        return sd * sd / 2;
      }
      return Double.NaN;
    }

    int n() {
      return y.length;
    }

    int index(int k) {
      return index[k];
    }

    String runId(int k) {
      return runIds[k];
    }

    boolean flat() {
      for (double v : y) {
        if (v != y[0]) return false;
      }
      return true;
    }

    /**
     * The allowed split of [a, b) with the largest E-divisive statistic (α = 1):
     * Q = m·k/(m+k) · (2·mean|X−Y| − mean|X−X'| − mean|Y−Y'|), updated as each run moves from the
     * right side to the left, so all splits cost O((b−a)²).
     */
    int energySplit(int a, int b) {
      double withinLeft = 0;
      double withinRight = 0;
      double between = 0;
      for (int i = a; i < b; i++) {
        for (int j = i + 1; j < b; j++) withinRight += Math.abs(y[i] - y[j]);
      }
      int best = -1;
      double bestQ = Double.NEGATIVE_INFINITY;
      for (int cut = a + 1; cut < b; cut++) {
        int moved = cut - 1;
        double toLeft = 0;
        double toRight = 0;
        for (int i = a; i < moved; i++) toLeft += Math.abs(y[moved] - y[i]);
        for (int j = moved + 1; j < b; j++) toRight += Math.abs(y[moved] - y[j]);
        withinLeft += toLeft;
        withinRight -= toRight;
        between += toRight - toLeft;
        if (!allowed(this, a, cut, b)) continue;
        double m = cut - a;
        double k = b - cut;
        double e = 2 * between / (m * k) - pairMean(withinLeft, m) - pairMean(withinRight, k);
        double q = m * k / (m + k) * e;
        if (q > bestQ) {
          bestQ = q;
          best = cut;
        }
      }
      return best;
    }

    private static double pairMean(double sum, double count) {
      return count < 2 ? 0 : sum / (count * (count - 1) / 2);
    }

    /**
     * The t test of the levels of [a, cut) and [cut, b). The runs' variance about their level is
     * pooled over every level of the series that {@code cuts} (which holds {@code cut}) makes: the
     * machine's wander between runs is one property of a history on one machine, and a short level
     * alone would estimate it from two or three runs. A run whose forks scatter more than the
     * average run's adds that excess to its own variance; no run's variance is taken below the
     * pooled one, since three or five forks estimate a spread too roughly to narrow anything.
     * Null when the runs leave no degree of freedom.
     */
    Split test(int a, int cut, int b, TreeSet<Integer> cuts) {
      int nl = cut - a;
      int nr = b - cut;
      int levels = 0;
      double ss = 0;
      int from = 0;
      for (int to : with(cuts, n())) {
        if (to == from) continue;
        double m = mean(from, to);
        for (int i = from; i < to; i++) ss += (y[i] - m) * (y[i] - m);
        levels++;
        from = to;
      }
      int df = n() - levels;
      if (nl < 1 || nr < 1 || df < 1) return null;
      double s2 = ss / df;
      double wSum = 0;
      int wKnown = 0;
      for (double x : w) {
        if (!Double.isNaN(x)) {
          wSum += x;
          wKnown++;
        }
      }
      double wMean = wKnown == 0 ? 0 : wSum / wKnown;
      boolean forks = false;
      double[] v = new double[b - a];
      for (int i = a; i < b; i++) {
        double excess = Double.isNaN(w[i]) ? 0 : Math.max(0, w[i] - wMean);
        forks |= excess > 0.1 * s2; // said when it moves a run's variance by a tenth or more
        v[i - a] = s2 + excess;
      }
      if (s2 == 0 && !forks) {
        // no noise at all: the levels are what they are
        double ml = mean(a, cut);
        double mr = mean(cut, b);
        return new Split(nl, nr, ml, mr, 0, df, ml == mr ? 1 : 0, false);
      }
      double[] left = weighted(v, a, a, cut);
      double[] right = weighted(v, a, cut, b);
      double se = Math.sqrt(left[1] + right[1]);
      double tStat = (right[0] - left[0]) / se;
      double p = 2 * t(df).cumulativeProbability(-Math.abs(tStat));
      return new Split(nl, nr, left[0], right[0], se, df, p, forks);
    }

    private double mean(int from, int to) {
      double s = 0;
      for (int i = from; i < to; i++) s += y[i];
      return s / (to - from);
    }

    /** The inverse-variance mean of [from, to) and its variance. */
    private double[] weighted(double[] v, int a, int from, int to) {
      double sw = 0;
      double swy = 0;
      for (int i = from; i < to; i++) {
        double wt = 1 / v[i - a];
        sw += wt;
        swy += wt * y[i];
      }
      return new double[] {swy / sw, 1 / sw};
    }
  }
}
