package io.wirebench.analysis;

import java.util.List;

/**
 * What a run cannot see from one cell's forks: that the machine itself may be faster or slower
 * when the run is repeated, which moves every score alike. Two equal full runs back to back on
 * this project's 2-core machine differed by 1.8% as a whole; with that shift divided out, the
 * first run's cell intervals held the second's scores in 30 of 32 cells, as measured only 24.
 *
 * <p>One run does see the machine wander: {@link MachineDrift} fits, from all the cells together,
 * the machine's speed in each interleaved round. wirebench takes that wander as a random walk (a
 * machine whose speed drifts slowly, as a neighbour's load or a clock does, rather than jumping
 * afresh every round) and asks how far apart two back-to-back runs of the same length then sit.
 * For a random walk with diffusion D over a run of length T, the variance of the difference of
 * two adjacent runs' average levels is 2DT/3, while the expected variance of the run's round
 * levels about their mean is DT/6: the ratio is 4 (a simulation with 2 to 8 rounds of averages
 * gives 3.8 to 4.1). So a repeat run's whole-run shift has variance {@link #FACTOR} times the
 * variance of this run's round effects on the log scale, with the round effects' rounds − 1
 * degrees of freedom.
 *
 * <p>The assumption is stated, not proven: a machine whose rounds scatter independently (no drift)
 * is over-covered by this term; a rerun days later, after a reboot, or on a busier machine is not
 * covered at all.
 *
 * @param rounds the rounds the effects were fitted over (0: none)
 * @param roundVariance the sample variance of the round effects on the log scale (NaN: none)
 */
public record MachineTerm(int rounds, double roundVariance) {
  /** Ratio of a back-to-back rerun's shift variance to the variance of a run's round effects (random walk). */
  public static final double FACTOR = 4.0;

  /**
   * Above this standard deviation of a rerun's whole-run shift (2%) a run says that the machine
   * was not steady: the two equal full runs of 2026-11-26 with steady rounds had 0.8-1.5%.
   */
  public static final double UNSTEADY_SD = 0.02;

  /** No machine term: the run had fewer than two shared rounds or two cells with two or more forks. */
  public static final MachineTerm NONE = new MachineTerm(0, Double.NaN);

  /** True when the term widens intervals. */
  public boolean present() {
    return rounds >= 2 && roundVariance > 0;
  }

  /** The variance, on the log scale (relative, for small values), of a back-to-back rerun's whole-run shift. */
  public double rerunVariance() {
    return present() ? FACTOR * roundVariance : 0;
  }

  /**
   * This term as a run of {@code rounds} rounds would fit it, when that is more than this one's: the
   * same variance of the round effects, known on more degrees of freedom (a forecast for a longer run).
   */
  public MachineTerm over(int rounds) {
    return present() && rounds > this.rounds ? new MachineTerm(rounds, roundVariance) : this;
  }

  /** The degrees of freedom of {@link #rerunVariance}: rounds − 1. */
  public double df() {
    return rounds - 1;
  }

  /**
   * The term for comparing two runs with each other: each run's term estimates the variance of the
   * shift between two runs, so they are pooled (weighted by their degrees of freedom, which add).
   * One run's term when only it has one.
   */
  public static MachineTerm pooled(MachineTerm a, MachineTerm b) {
    if (!a.present()) return b;
    if (!b.present()) return a;
    double df = a.df() + b.df();
    return new MachineTerm((int) df + 1, (a.df() * a.roundVariance + b.df() * b.roundVariance) / df);
  }

  /** The term of a metric whose values per cell (one per fork, in the order they ran) are given. */
  public static MachineTerm of(List<double[]> cells) {
    double[] rho = MachineDrift.logEffects(cells);
    if (rho.length < 2) return NONE;
    double s = 0;
    for (double x : rho) s += x * x; // centred on zero
    return new MachineTerm(rho.length, s / (rho.length - 1));
  }
}
