package io.wirebench.analysis;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.special.Gamma;

/**
 * What the cells of one run say about fork-to-fork spread in general, so that each cell's few
 * forks need not say it alone: an empirical-Bayes prior for the cells' relative variances, as
 * limma moderates the variances of many genes measured a few times each (Smyth, "Linear models and
 * empirical Bayes methods for assessing differential expression in microarray experiments",
 * Statistical Applications in Genetics and Molecular Biology 3(1), 2004; the method of moments of
 * its {@code fitFDist}).
 *
 * <p>A cell measured in four forks estimates its variance with three degrees of freedom: one time
 * in ten the four forks agree four times more closely than the cell's forks usually do, and its
 * interval is then far too narrow (two equal full runs showed exactly this: the cells whose
 * intervals missed the other run were mostly cells whose forks had happened to agree within
 * ±0.1%). The prior treats each cell's relative variance s²/mean² as drawn from a scaled inverse
 * chi-square distribution whose scale {@code relativeVariance} and degrees of freedom {@code df}
 * are estimated from all the run's cells; a cell's moderated variance is then
 * {@code (df * relativeVariance + d * s²/mean²) / (df + d)} with {@code df + d} degrees of
 * freedom, where d = forks − 1. Cells whose spreads differ much give a small {@code df} (little
 * pooling); cells that spread alike give a large one. Relative variances, because a cell's spread
 * grows with its level (a 5% wobble is 5% at any speed).
 *
 * @param df the prior's degrees of freedom (0: no pooling; infinite: every cell has the prior's
 *     variance)
 * @param relativeVariance the prior's relative variance (NaN without pooling)
 * @param cells how many cells the prior was estimated from
 */
public record VariancePrior(double df, double relativeVariance, int cells) {
  /** Fewer cells with two or more forks than this estimate no prior: their spread says too little. */
  public static final int MIN_CELLS = 8;

  /** No pooling: each cell's interval comes from its own forks alone. */
  public static final VariancePrior NONE = new VariancePrior(0, Double.NaN, 0);

  /** True when this prior moderates variances. */
  public boolean pools() {
    return df > 0 && !Double.isNaN(relativeVariance);
  }

  /** The moderated relative variance of a cell whose own is {@code v} on {@code d} degrees of freedom. */
  public double moderate(double v, int d) {
    if (!pools()) return v;
    if (Double.isInfinite(df)) return relativeVariance;
    return (df * relativeVariance + d * v) / (df + d);
  }

  /**
   * The prior from the samples (one value per fork) of each cell of a run. Cells with fewer than
   * two values, a mean that is not positive, or no spread at all take no part.
   */
  public static VariancePrior fit(List<double[]> cells) {
    List<double[]> dv = new ArrayList<>(); // {degrees of freedom, relative variance}
    for (double[] samples : cells) {
      double[] ok = Estimate.present(samples);
      if (ok.length < 2) continue;
      double mean = Estimate.mean(ok);
      if (!(mean > 0)) continue;
      double v = Estimate.variance(ok, mean) / (mean * mean);
      if (v > 0) dv.add(new double[] {ok.length - 1, v});
    }
    int g = dv.size();
    if (g < MIN_CELLS) return new VariancePrior(0, Double.NaN, g);
    // log s² is, for each cell, log of its true variance plus the log of a scaled chi-square; remove
    // that term's mean and variance (digamma, trigamma) to see the spread of the true variances
    double[] e = new double[g];
    double emean = 0;
    double trigammaMean = 0;
    for (int i = 0; i < g; i++) {
      double half = dv.get(i)[0] / 2;
      e[i] = Math.log(dv.get(i)[1]) - Gamma.digamma(half) + Math.log(half);
      emean += e[i] / g;
      trigammaMean += Gamma.trigamma(half) / g;
    }
    double evar = 0;
    for (double x : e) evar += (x - emean) * (x - emean) / (g - 1);
    evar -= trigammaMean;
    if (evar <= 0) return new VariancePrior(Double.POSITIVE_INFINITY, Math.exp(emean), g);
    double df = 2 * trigammaInverse(evar);
    return new VariancePrior(df, Math.exp(emean + Gamma.digamma(df / 2) - Math.log(df / 2)), g);
  }

  /** The y > 0 with trigamma(y) = x (trigamma falls from infinity to 0), by bisection on log y. */
  static double trigammaInverse(double x) {
    double lo = Math.log(1e-9);
    double hi = Math.log(1e9);
    for (int i = 0; i < 200; i++) {
      double mid = (lo + hi) / 2;
      if (Gamma.trigamma(Math.exp(mid)) > x) lo = mid;
      else hi = mid;
    }
    return Math.exp((lo + hi) / 2);
  }
}
