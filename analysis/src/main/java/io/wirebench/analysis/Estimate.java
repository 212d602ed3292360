package io.wirebench.analysis;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * A value with its interval, from independent samples (one per fork).
 *
 * <p>Iterations inside one fork are not independent of each other: they share one JIT
 * compilation, one heap layout, one set of inlining decisions, and forks of the same cell can
 * settle at different levels. So the samples are the forks' steady-state means (Kalibera and
 * Jones, "Rigorous Benchmarking in Reasonable Time", ISMM 2013: the highest level of repetition
 * with real variance is the one to replicate). With one fork there is no interval.
 *
 * <p>The interval wirebench prints ({@code low}, {@code high}) is the <b>95% rerun interval</b>: a
 * prediction interval for the score a repeat of the run would measure with as many forks, on the
 * same machine: mean ± t · s · √(1/n + 1/n). That is the question a published table is asked ("if
 * I run this, what do I get?"), and the one two runs can check: a 95% confidence interval for the
 * true mean holds a second run's mean only 83-91% of the time even when it is exact, because the
 * second mean scatters too. The confidence interval of the mean (mean ± t · s / √n) is kept beside
 * it ({@code meanLow}, {@code meanHigh}). Comparisons of two cells do not use either: they use
 * Welch's t on the two cells' forks ({@link #ratio}).
 *
 * <p>s² is the cell's fork variance, moderated by what the run's other cells say about fork spread
 * ({@link VariancePrior}) when the run has enough cells, with t's degrees of freedom increased
 * accordingly.
 *
 * <p>A repeat run also meets the machine at another speed, which moves every score alike and which
 * no cell's forks show. When the run has two or more shared rounds, the rerun interval adds that
 * ({@link MachineTerm}): its relative variance s²·2/n/mean² + m², where m² is the variance of a
 * back-to-back rerun's whole-run shift, with the Welch-Satterthwaite degrees of freedom of the
 * sum. The confidence interval of the mean does not: it is about this run, under this run's
 * conditions.
 *
 * @param value the mean of the samples
 * @param low lower bound of the 95% rerun interval (NaN when there is none)
 * @param high upper bound of the 95% rerun interval (NaN when there is none)
 * @param n number of samples (forks)
 * @param meanLow lower bound of the 95% confidence interval of the mean (NaN when there is none)
 * @param meanHigh upper bound of the 95% confidence interval of the mean (NaN when there is none)
 * @param df degrees of freedom of Student's t of the rerun interval (NaN when there is none); the
 *     mean's interval uses forks − 1 plus the pooling's
 */
public record Estimate(double value, double low, double high, int n, double meanLow, double meanHigh, double df) {
  /** The confidence level of every interval wirebench prints. */
  public static final double CONFIDENCE = 0.95;

  /** How the interval is made, as run.json, the tables and the reports name it. */
  public static final String METHOD = "95% rerun interval (a prediction interval: Student's t over fork means, the "
      + "fork-to-fork variance pooled across the run's cells by empirical Bayes, plus the machine's own wander "
      + "between runs as its rounds showed it)";

  /** What the interval covers, as the tables' footer and the report's legend say it. */
  public static final String SCOPE = "where a repeat of this run with as many forks, started right after it on this "
      + "machine, should put the score, not one days later or on another machine (see docs/metrics.md)";

  /** The interval in one clause, for the terminal's footers (the method is in docs/metrics.md). */
  public static final String BRIEF = "95% rerun interval: where a rerun right after this one, with as many forks, "
      + "should put the score (docs/metrics.md)";

  /** The score column's header, in the terminal tables and the reports. */
  public static final String SCORE_COLUMN = "OPS/S ± 95% RERUN";

  /** No value. */
  public static final Estimate NONE = new Estimate(Double.NaN, Double.NaN, Double.NaN, 0);

  /** A value with one interval, used as both the rerun and the mean's interval (or none: NaN bounds). */
  public Estimate(double value, double low, double high, int n) {
    this(value, low, high, n, low, high, Double.NaN);
  }

  /** The mean of independent samples with its intervals, from its own samples alone; NaN samples are left out. */
  public static Estimate of(double[] samples) {
    return of(samples, VariancePrior.NONE);
  }

  /**
   * The mean of independent samples with its intervals, the variance moderated by {@code prior};
   * NaN samples are left out.
   */
  public static Estimate of(double[] samples, VariancePrior prior) {
    return of(samples, prior, MachineTerm.NONE);
  }

  /**
   * The mean of independent samples with its intervals, the variance moderated by {@code prior}
   * and the rerun interval widened by {@code machine}; NaN samples are left out.
   */
  public static Estimate of(double[] samples, VariancePrior prior, MachineTerm machine) {
    double[] ok = present(samples);
    int n = ok.length;
    if (n == 0) return NONE;
    double mean = mean(ok);
    if (n == 1) return new Estimate(mean, Double.NaN, Double.NaN, 1);
    double variance = variance(ok, mean);
    double df = n - 1;
    if (prior.pools() && mean > 0) {
      variance = prior.moderate(variance / (mean * mean), n - 1) * mean * mean;
      df = prior.df() + n - 1;
    }
    double sd = Math.sqrt(variance);
    double ofMean = tQuantile(df) * sd / Math.sqrt(n);
    double rerun;
    double rerunDf;
    if (machine.present() && mean > 0) {
      double[] r = rerun(variance / (mean * mean), df, n, machine);
      rerun = r[0] * mean;
      rerunDf = r[1];
    } else {
      rerun = tQuantile(df) * Math.sqrt(variance * 2.0 / n);
      rerunDf = df;
    }
    return new Estimate(mean, mean - rerun, mean + rerun, n, mean - ofMean, mean + ofMean, rerunDf);
  }

  /**
   * The relative half-width of the 95% rerun interval, and its degrees of freedom, of a cell of
   * {@code n} forks whose relative fork variance is {@code relativeVariance} on {@code df} degrees
   * of freedom, widened by {@code machine}: t · √(s²·2/n + m²), with the Welch-Satterthwaite
   * degrees of freedom of the sum. What {@link #of(double[], VariancePrior, MachineTerm)} prints,
   * and what {@link PrecisionForecast} asks of more forks.
   */
  static double[] rerun(double relativeVariance, double df, int n, MachineTerm machine) {
    double cell = relativeVariance * 2.0 / n;
    if (!machine.present()) return new double[] {tQuantile(df) * Math.sqrt(cell), df};
    double shift = machine.rerunVariance();
    double sum = cell + shift;
    double cellPart = Double.isInfinite(df) ? 0 : cell * cell / df;
    double rerunDf = sum * sum / (cellPart + shift * shift / machine.df());
    return new double[] {tQuantile(rerunDf) * Math.sqrt(sum), rerunDf};
  }

  /** Student's t two-sided quantile for {@link #CONFIDENCE}; the normal one for infinite degrees of freedom. */
  public static double tQuantile(double df) {
    double p = 1 - (1 - CONFIDENCE) / 2;
    if (Double.isInfinite(df) || df > 1e7) return new NormalDistribution().inverseCumulativeProbability(p);
    return new TDistribution(df).inverseCumulativeProbability(p);
  }

  /**
   * The ratio of two cells' means with its interval, from independent fork samples of each:
   * Welch's t on the logarithms (so the interval is symmetric in ratio terms, and the two cells
   * may have different numbers of forks and different variances), transformed back. NaN bounds
   * when either side has fewer than two forks.
   */
  public static Estimate ratio(double[] a, double[] b) {
    return ratio(a, b, MachineTerm.NONE);
  }

  /**
   * The ratio of two cells' means as {@link #ratio(double[], double[])}, for cells measured in two
   * different runs: the variance of the log ratio also holds {@code machine}'s whole-run shift,
   * with the Welch-Satterthwaite degrees of freedom of the three terms.
   */
  public static Estimate ratio(double[] a, double[] b, MachineTerm machine) {
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
    double vm = machine.rerunVariance();
    double se = Math.sqrt(va + vb + vm);
    double df = se == 0 ? la.length + lb.length - 2
        : (va + vb + vm) * (va + vb + vm) / (va * va / (la.length - 1) + vb * vb / (lb.length - 1)
            + (vm > 0 ? vm * vm / machine.df() : 0));
    double t = tQuantile(Math.max(1, df));
    return new Estimate(value, Math.exp(ma - mb - t * se), Math.exp(ma - mb + t * se), n);
  }

  private static double[] logs(double[] v) {
    return java.util.Arrays.stream(v).filter(x -> x > 0).map(Math::log).toArray();
  }

  /** The samples that are not NaN (a fork without a value of some metric). */
  static double[] present(double[] samples) {
    return java.util.Arrays.stream(samples).filter(x -> !Double.isNaN(x)).toArray();
  }

  static double mean(double[] v) {
    double s = 0;
    for (double x : v) s += x;
    return s / v.length;
  }

  /** The sample variance (n − 1 in the denominator). */
  static double variance(double[] v, double mean) {
    double s = 0;
    for (double x : v) s += (x - mean) * (x - mean);
    return s / (v.length - 1);
  }

  /** Half the width of the rerun interval, NaN when there is none. */
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

  /** True when {@code x} lies inside the rerun interval. */
  public boolean contains(double x) {
    return x >= low && x <= high;
  }
}
