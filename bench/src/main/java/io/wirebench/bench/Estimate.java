package io.wirebench.bench;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * A value with its confidence interval, from independent samples (one per fork).
 *
 * <p>Iterations inside one fork are not independent of each other: they share one JIT
 * compilation, one heap layout, one set of inlining decisions, and forks of the same cell can
 * settle at different levels. So the samples are the forks' steady-state means, and the interval
 * is Student's t over them with n−1 degrees of freedom (Kalibera and Jones, "Rigorous
 * Benchmarking in Reasonable Time", ISMM 2013: the highest level of repetition with real
 * variance is the one to replicate). With one fork there is no interval.
 *
 * @param value the mean of the samples
 * @param low lower bound of the interval (NaN when there is none)
 * @param high upper bound of the interval (NaN when there is none)
 * @param n number of samples (forks)
 */
public record Estimate(double value, double low, double high, int n) {
  /** The confidence level of every interval wirebench prints. */
  public static final double CONFIDENCE = 0.95;

  /** How the interval is made, as run.json and the tables name it. */
  public static final String METHOD = "95% confidence interval, Student's t over fork means (n-1 df)";

  /** What the interval covers, as the tables' footer and the report's legend say it. */
  public static final String SCOPE = "which covers the spread between this run's forks, not what changes between "
      + "runs on different occasions (see docs/metrics.md)";

  /** No value. */
  public static final Estimate NONE = new Estimate(Double.NaN, Double.NaN, Double.NaN, 0);

  /** The mean of independent samples with its t interval; NaN samples are left out. */
  public static Estimate of(double[] samples) {
    int n = 0;
    double sum = 0;
    for (double s : samples) {
      if (!Double.isNaN(s)) {
        n++;
        sum += s;
      }
    }
    if (n == 0) return NONE;
    double mean = sum / n;
    if (n == 1) return new Estimate(mean, Double.NaN, Double.NaN, 1);
    double ss = 0;
    for (double s : samples) {
      if (!Double.isNaN(s)) ss += (s - mean) * (s - mean);
    }
    double se = Math.sqrt(ss / (n - 1) / n);
    double t = new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    return new Estimate(mean, mean - t * se, mean + t * se, n);
  }

  /**
   * The ratio of two cells' means with its interval, from independent fork samples of each:
   * Welch's t on the logarithms (so the interval is symmetric in ratio terms, and the two cells
   * may have different numbers of forks and different variances), transformed back. NaN bounds
   * when either side has fewer than two forks.
   */
  public static Estimate ratio(double[] a, double[] b) {
    double[] la = logs(a);
    double[] lb = logs(b);
    if (la.length == 0 || lb.length == 0) return NONE;
    double ma = mean(la);
    double mb = mean(lb);
    double value = Math.exp(ma - mb);
    int n = Math.min(la.length, lb.length);
    if (la.length < 2 || lb.length < 2) return new Estimate(value, Double.NaN, Double.NaN, n);
    double va = variance(la, ma) / la.length;
    double vb = variance(lb, mb) / lb.length;
    double se = Math.sqrt(va + vb);
    double df = se == 0 ? la.length + lb.length - 2
        : (va + vb) * (va + vb) / (va * va / (la.length - 1) + vb * vb / (lb.length - 1));
    double t = new TDistribution(Math.max(1, df)).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    return new Estimate(value, Math.exp(ma - mb - t * se), Math.exp(ma - mb + t * se), n);
  }

  private static double[] logs(double[] v) {
    return java.util.Arrays.stream(v).filter(x -> x > 0).map(Math::log).toArray();
  }

  private static double mean(double[] v) {
    double s = 0;
    for (double x : v) s += x;
    return s / v.length;
  }

  private static double variance(double[] v, double mean) {
    double s = 0;
    for (double x : v) s += (x - mean) * (x - mean);
    return s / (v.length - 1);
  }

  /** Half the width of the interval, NaN when there is none. */
  public double halfWidth() {
    return (high - low) / 2;
  }

  /** The half-width as a fraction of the value. */
  public double relativeHalfWidth() {
    return halfWidth() / Math.abs(value);
  }

  /** True when there is a value. */
  public boolean present() {
    return !Double.isNaN(value);
  }

  /** True when {@code x} lies inside the interval. */
  public boolean contains(double x) {
    return x >= low && x <= high;
  }
}
