package io.wirebench.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * How one codec's time per operation grows with the payload, from its cells at three or more
 * sizes: {@code time = fixed + size × perByte} by weighted least squares, the growth exponent
 * {@code b} of {@code time ∝ size^b} by least squares on the logs, and whether growth is
 * superlinear beyond its interval. Pure arithmetic on given points, so that the method is tested
 * on synthetic timings (linear, quadratic, fixed-dominated) without a benchmark.
 *
 * <p>Weights: where every point has a standard error (cells of two or more forks), each point
 * weighs by its own, and the intervals widen by the misfit when the points scatter about the fit
 * more than their errors say (then with Student's t on n − 2 degrees of freedom); where a point
 * has none (one fork), every point is taken to have the same relative error, estimated from the
 * scatter about the fit (Student's t, n − 2 degrees of freedom). Sizes are log-spaced, so the
 * relative error is the one that lets a 1 KB point weigh as much as a 10 MB one.
 *
 * <p>The exponent is fitted over the sizes where the per-byte part of the linear fit is at least
 * four times the fixed part (and over the largest three at least): below them a fixed cost
 * flattens the curve, and an exponent over the whole range would say more about the fixed cost
 * than about growth. Growth is superlinear when the exponent's lower bound exceeds {@code 1 + }{@link
 * #TOLERANCE}; it starts where the local exponent between neighbouring sizes first exceeds that.
 */
public final class SweepFit {
  /**
   * How far above 1 an exponent may be and still count as linear: 0.1 is a cost per byte that
   * grows 26% (10^0.1) for every tenfold size. Caches and memory give a linear algorithm about that
   * much as its data leaves L1 for L2, L3 and memory, and a collector pays more for large arrays;
   * an n·log n algorithm's exponent is 1 + 1/ln n (1.07 at a million bytes). A buffer that grows
   * by a fixed step is 2.
   */
  public static final double TOLERANCE = 0.1;
  /** The fewest distinct sizes a fit takes: two parameters and one degree of freedom. */
  public static final int MIN_SIZES = 3;
  static final double CONFIDENCE = 0.95;
  /**
   * The exponent is fitted from the first size whose per-byte part is this many times the fixed
   * cost (the fixed cost a fifth of the time or less): where it is more, it flattens the local
   * exponent of a linear cost below 0.9, and an exponent over those sizes says more about the fixed
   * cost than about growth.
   */
  static final double SIZE_DOMINATES = 4;

  private SweepFit() {}

  /**
   * One point of a curve.
   *
   * @param bytes the size
   * @param seconds time per operation
   * @param se that time's standard error, NaN when unknown (one fork)
   */
  public record Point(double bytes, double seconds, double se) {
    boolean hasError() {
      return !Double.isNaN(se) && se > 0;
    }
  }

  /** A fitted figure with its 95% interval (NaN bounds: none). */
  public record Value(double value, double low, double high) {
    /** True when the interval exists. */
    public boolean hasInterval() {
      return !Double.isNaN(low) && !Double.isNaN(high);
    }
  }

  /**
   * The fit of one curve.
   *
   * @param fixed the fixed cost per call (s)
   * @param perByte the cost of one more byte (s/B)
   * @param exponent b of time ∝ size^b over {@code exponentFrom}..{@code exponentTo} bytes
   * @param sizes the points the fit took
   * @param knownErrors whether the points' own errors weighed them (else equal relative errors)
   * @param df degrees of freedom of the exponent's interval (infinite: the errors were as given)
   * @param localExponents the exponent between each pair of neighbouring sizes
   * @param localFrom the smaller size of each such pair
   * @param superlinear whether the exponent's lower bound exceeds 1 + {@link #TOLERANCE}
   * @param superlinearFrom the size where the local exponent first exceeds 1 + {@link #TOLERANCE}
   *     (NaN: nowhere)
   */
  public record Result(Value fixed, Value perByte, Value exponent, double exponentFrom, double exponentTo,
      int sizes, boolean knownErrors, double df, List<Double> localExponents, List<Double> localFrom,
      boolean superlinear, double superlinearFrom) {}

  /** A straight line {@code y = a + b x} fitted by weighted least squares, with its parameters' intervals. */
  record Line(Value a, Value b, double df) {}

  /**
   * Fits a curve; empty with fewer than {@link #MIN_SIZES} distinct sizes or a time that is not
   * positive.
   */
  public static Optional<Result> fit(List<Point> unsorted) {
    List<Point> points = new ArrayList<>(unsorted);
    points.sort(java.util.Comparator.comparingDouble(Point::bytes));
    if (points.stream().mapToDouble(Point::bytes).distinct().count() < MIN_SIZES
        || points.stream().anyMatch(p -> !(p.seconds() > 0) || !(p.bytes() > 0))) {
      return Optional.empty();
    }
    int n = points.size();
    boolean known = points.stream().allMatch(Point::hasError);
    double[] x = new double[n];
    double[] y = new double[n];
    double[] w = new double[n];
    for (int i = 0; i < n; i++) {
      Point p = points.get(i);
      x[i] = p.bytes();
      y[i] = p.seconds();
      w[i] = 1 / Math.pow(known ? p.se() : p.seconds(), 2);
    }
    Line linear = line(x, y, w, known);
    // the exponent over the sizes where the size dominates (and the largest three at least)
    int from = n - MIN_SIZES;
    for (int i = 0; i < n - MIN_SIZES; i++) {
      if (linear.a().value() <= 0 || linear.b().value() * x[i] >= SIZE_DOMINATES * linear.a().value()) {
        from = i;
        break;
      }
    }
    int m = n - from;
    double[] lx = new double[m];
    double[] ly = new double[m];
    double[] lw = new double[m];
    for (int i = 0; i < m; i++) {
      Point p = points.get(from + i);
      lx[i] = Math.log(p.bytes());
      ly[i] = Math.log(p.seconds());
      lw[i] = known ? Math.pow(p.seconds() / p.se(), 2) : 1;
    }
    Line log = line(lx, ly, lw, known);
    List<Double> local = new ArrayList<>();
    List<Double> localFrom = new ArrayList<>();
    double start = Double.NaN;
    for (int i = 0; i + 1 < n; i++) {
      Point a = points.get(i);
      Point b = points.get(i + 1);
      if (a.bytes() == b.bytes()) continue;
      double slope = Math.log(b.seconds() / a.seconds()) / Math.log(b.bytes() / a.bytes());
      local.add(slope);
      localFrom.add(a.bytes());
      if (Double.isNaN(start) && slope > 1 + TOLERANCE) start = a.bytes();
    }
    boolean superlinear = log.b().hasInterval() && log.b().low() > 1 + TOLERANCE;
    return Optional.of(new Result(linear.a(), linear.b(), log.b(), points.get(from).bytes(), points.get(n - 1).bytes(),
        n, known, log.df(), List.copyOf(local), List.copyOf(localFrom), superlinear, superlinear ? start : Double.NaN));
  }

  /**
   * {@code y = a + b x} by weighted least squares (centred, so that sizes of 10^7 lose no precision).
   * With {@code known} weights (1/se²) the intervals are the weights' own, widened by the misfit
   * when the reduced χ² exceeds 1; otherwise the weights are relative and the misfit sets the scale.
   */
  static Line line(double[] x, double[] y, double[] w, boolean known) {
    int n = x.length;
    double s = 0;
    double sx = 0;
    double sy = 0;
    for (int i = 0; i < n; i++) {
      s += w[i];
      sx += w[i] * x[i];
      sy += w[i] * y[i];
    }
    double mx = sx / s;
    double my = sy / s;
    double sxx = 0;
    double sxy = 0;
    for (int i = 0; i < n; i++) {
      sxx += w[i] * (x[i] - mx) * (x[i] - mx);
      sxy += w[i] * (x[i] - mx) * (y[i] - my);
    }
    double b = sxy / sxx;
    double a = my - b * mx;
    double chi2 = 0;
    for (int i = 0; i < n; i++) chi2 += w[i] * Math.pow(y[i] - a - b * x[i], 2);
    int dof = n - 2;
    double reduced = dof > 0 ? chi2 / dof : Double.NaN;
    double scale;
    double df;
    if (known && !(reduced > 1)) {
      scale = 1;
      df = Double.POSITIVE_INFINITY;
    } else {
      scale = reduced;
      df = dof;
    }
    double q = quantile(df);
    double seB = Math.sqrt(scale / sxx);
    double seA = Math.sqrt(scale * (1 / s + mx * mx / sxx));
    return new Line(value(a, seA, q), value(b, seB, q), df);
  }

  private static Value value(double v, double se, double q) {
    if (Double.isNaN(se) || Double.isNaN(q)) return new Value(v, Double.NaN, Double.NaN);
    return new Value(v, v - q * se, v + q * se);
  }

  /** The two-sided 95% quantile of Student's t (the normal's at infinite df); NaN without df. */
  public static double quantile(double df) {
    if (!(df > 0)) return Double.NaN;
    double p = 1 - (1 - CONFIDENCE) / 2;
    if (Double.isInfinite(df)) return new org.apache.commons.math3.distribution.NormalDistribution().inverseCumulativeProbability(p);
    return new TDistribution(df).inverseCumulativeProbability(p);
  }
}
