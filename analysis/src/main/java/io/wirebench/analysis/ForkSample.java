package io.wirebench.analysis;

import java.util.Arrays;
import java.util.Map;

/**
 * Everything one fork of a cell measured: the throughput of every iteration (warm-up included),
 * the profilers' figures per measured iteration, where it settled, and the engine's own result.
 *
 * @param scores ops/s of each iteration, warm-up first
 * @param measuredFrom index of the first measured iteration (after JMH's warm-up)
 * @param iterationSeconds length of one iteration
 * @param secondary profiler figures ({@code gc.alloc.rate.norm}, ...) per measured iteration
 * @param steady where the series settled
 * @param seconds wall time of the fork, JVM start included
 * @param jmh JMH's {@code BenchmarkResult} of this fork, which the speed driver writes to jmh.json; typed
 *     {@code Object} so that the statistics and the reports carry no JMH (null for a fork restored or made in a test)
 * @param threads how many threads ran the fork at once ({@code run --threads}); its scores are theirs together
 * @param evidence what its iterations say of their lag-1 autocorrelation ({@link
 *     SteadyState#autocorrelation}), found once: a run pools it with its cell's and the run's other
 *     forks every time it reports ({@link Autocorrelation#pool})
 */
public record ForkSample(double[] scores, int measuredFrom, double iterationSeconds,
    Map<String, double[]> secondary, SteadyState steady, double seconds, Object jmh,
    SteadyState.Lag1 evidence, int threads) {

  /** Analyses a fork's iterations, on its own autocorrelation until the run pools it. */
  public static ForkSample of(double[] scores, int measuredFrom, double iterationSeconds,
      Map<String, double[]> secondary, double seconds, Object jmh, int threads) {
    SteadyState.Lag1 evidence = SteadyState.autocorrelation(scores);
    return new ForkSample(scores, measuredFrom, iterationSeconds, Map.copyOf(secondary),
        SteadyState.analyse(scores, measuredFrom, evidence.phi()), seconds, jmh, evidence, Math.max(1, threads));
  }

  /** {@link #of(double[], int, double, Map, double, Object, int)} of a fork on one thread, without JMH's result. */
  public static ForkSample of(double[] scores, int measuredFrom, double iterationSeconds,
      Map<String, double[]> secondary, double seconds) {
    return of(scores, measuredFrom, iterationSeconds, secondary, seconds, null, 1);
  }

  /**
   * This fork with its verdict taken again at a given lag-1 autocorrelation (its cell's, pooled
   * over the run: {@link Autocorrelation#pool}). The iterations are the same array, so a fork keeps
   * its identity by {@link #scores}.
   */
  public ForkSample reanalysed(double phi) {
    return new ForkSample(scores, measuredFrom, iterationSeconds, secondary,
        SteadyState.analyse(scores, measuredFrom, phi), seconds, jmh, evidence, threads);
  }

  /** The fork's throughput: the mean of its measured iterations after the warm-up ramp. */
  public double steadyMean() {
    return SteadyState.mean(scores, steady.usedFrom(), scores.length);
  }

  /** How many iterations the fork's value is taken from. */
  public int steadyIterations() {
    return scores.length - steady.usedFrom();
  }

  /**
   * A profiler figure, averaged over the steady measured iterations (all measured ones when the
   * profiler did not report per iteration); NaN when the profiler did not run.
   */
  public double secondary(String label) {
    double[] v = secondary.get(label);
    if (v == null || v.length == 0) return Double.NaN;
    int skip = Math.max(0, steady.usedFrom() - measuredFrom);
    if (skip >= v.length) skip = 0;
    return Arrays.stream(v, skip, v.length).filter(d -> !Double.isNaN(d)).average().orElse(Double.NaN);
  }

  /** A secondary result's sum over the used iterations (a count: collections, say), or NaN. */
  public double secondaryTotal(String label) {
    double[] v = secondary.get(label);
    if (v == null || v.length == 0) return Double.NaN;
    int skip = Math.max(0, steady.usedFrom() - measuredFrom);
    if (skip >= v.length) skip = 0;
    return Arrays.stream(v, skip, v.length).filter(d -> !Double.isNaN(d)).sum();
  }

  /**

  /** Operations in one iteration at the steady level (of all its threads together). */
  public double opsPerIteration() {
    return steadyMean() * iterationSeconds;
  }
}
