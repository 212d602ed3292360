package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The sequential stop: on synthetic forks fed one iteration at a time, as the run's log feeds it, a
 * flat fork stops once its minimum is in (12 measured iterations); a warm-up ramp is waited out; a
 * fork that keeps climbing runs to its end; a noisy one stops where another fork buys more than its
 * iterations would, and a very noisy one runs long.
 */
class ForkStopTest {
  private static final ForkStop STOP = new ForkStop(0.01, 8, 12);

  /** The measured iteration (1-based) at which the rule first holds, or 0 if it never does. */
  private static int stopsAt(double[] series, int measuredFrom, ForkStop rule) {
    for (int n = measuredFrom + 1; n <= series.length; n++) {
      if (rule.done(java.util.Arrays.copyOf(series, n), measuredFrom)) return n - measuredFrom;
    }
    return 0;
  }

  private static double[] series(int n, double noise, long seed, java.util.function.IntToDoubleFunction level) {
    Random r = new Random(seed);
    double[] x = new double[n];
    for (int i = 0; i < n; i++) x[i] = level.applyAsDouble(i) * Math.exp(noise * r.nextGaussian());
    return x;
  }

  @Test
  void aFlatForkStopsAsSoonAsItsMinimumIsIn() {
    for (long seed = 1; seed <= 20; seed++) {
      double[] x = series(44, 0.005, seed, i -> 1000);
      assertThat(stopsAt(x, 4, STOP)).as("seed " + seed).isBetween(12, 14);
    }
  }

  @Test
  void aWarmUpRampIsWaitedOutAndItsIterationsDoNotCount() {
    for (long seed = 1; seed <= 20; seed++) {
      // 2 warm-up iterations, then a ramp that lasts 10 measured iterations at half speed
      double[] x = series(44, 0.005, seed, i -> i < 12 ? 500 : 1000);
      int at = stopsAt(x, 2, STOP);
      assertThat(at).as("seed " + seed).isGreaterThanOrEqualTo(10 + 8).isLessThanOrEqualTo(24);
    }
  }

  @Test
  void aForkThatKeepsClimbingRunsToItsEnd() {
    for (long seed = 1; seed <= 10; seed++) {
      double[] x = series(44, 0.005, seed, i -> 1000 * (1 + 0.01 * i));
      assertThat(stopsAt(x, 4, STOP)).as("seed " + seed).isZero();
    }
  }

  @Test
  void onPrecisionAloneAForkTooNoisyForItRunsToItsEnd() {
    // 5% noise per iteration: ±1% needs about (1.96 × 5 / 1)² ≈ 96 iterations, more than 40
    for (long seed = 1; seed <= 10; seed++) {
      double[] x = series(44, 0.05, seed, i -> 1000);
      assertThat(stopsAt(x, 4, STOP)).as("seed " + seed).isZero();
    }
    // and a looser precision lets it stop
    assertThat(stopsAt(series(44, 0.05, 1, i -> 1000), 4, new ForkStop(0.05, 8, 12))).isPositive();
  }

  /** The full profile's rule: ±1%, or more iterations buy less than a fork (2% spread, 2 iterations to start). */
  private static final ForkStop COST = new ForkStop(0.01, 8, 12, 0.02, 2);

  @Test
  void aNoisyForkStopsOnceMoreIterationsBuyLessThanAnotherFork() {
    // 5% noise, spread 2%, c/τ = 2 + 4: L* = 2.5 × √6 ≈ 6, so the minimum governs
    for (long seed = 1; seed <= 10; seed++) {
      assertThat(stopsAt(series(44, 0.05, seed, i -> 1000), 4, COST)).as("seed " + seed).isBetween(12, 16);
    }
  }

  @Test
  void aVeryNoisyForkRunsLongBecauseItsIterationsAreWorthMoreThanAForkStart() {
    // 30% noise: L* = 15 × √6 ≈ 37 of the 40
    for (long seed = 1; seed <= 10; seed++) {
      int at = stopsAt(series(44, 0.3, seed, i -> 1000), 4, COST);
      assertThat(at == 0 || at >= 20).as("seed " + seed + " stopped at " + at).isTrue();
    }
  }

  @Test
  void theHalfWidthIsStudentsTOverTheRootOfTheCountAndWidensForCorrelatedIterations() {
    double[] x = series(400, 0.01, 7, i -> 1000);
    assertThat(ForkStop.halfWidth(x, 0)).isCloseTo(1.966 * 0.01 / Math.sqrt(400), org.assertj.core.data.Percentage
        .withPercentage(15));
    // AR(1) with phi 0.5 and the same marginal deviation: the mean varies √3 times more
    Random r = new Random(7);
    double[] ar = new double[400];
    double e = 0;
    for (int i = 0; i < ar.length; i++) {
      e = 0.5 * e + Math.sqrt(1 - 0.25) * 0.01 * r.nextGaussian();
      ar[i] = 1000 * Math.exp(e);
    }
    assertThat(ForkStop.halfWidth(ar, 0) / ForkStop.halfWidth(x, 0)).isBetween(1.4, 2.1);
  }

  /**
   * How often the true mean falls outside a 12-iteration fork's 95% half-width, on AR(1) noise of
   * φ = 0.6: from the fork's own estimate of φ (too uncertain on 12 iterations, so the half-width
   * is often too narrow), and with φ pooled over a run of 17 other cells of one 36-iteration fork
   * each and the cell's two earlier forks, as a run gives it ({@link Autocorrelation#prior}).
   * Measured: 12.7% from the fork's own φ, 7.1% pooled (4,000 trials; t on n − 1 degrees of
   * freedom still leaves a little of correlated iterations' loss of information uncounted).
   */
  @Test
  void poolingPhiOverTheRunBringsTheHalfWidthsCoverageNearItsNominal95Percent() {
    Random r = new Random(11);
    double phi = 0.6;
    int trials = 4000;
    int missOwn = 0;
    int missPooled = 0;
    for (int t = 0; t < trials; t++) {
      java.util.List<SteadyState.Lag1> cells = new java.util.ArrayList<>();
      for (int c = 0; c < 17; c++) cells.add(SteadyState.autocorrelation(ar(r, 36, phi)));
      SteadyState.Lag1 earlier = SteadyState.autocorrelation(ar(r, 36, phi)).plus(SteadyState.autocorrelation(ar(r, 36, phi)));
      cells.add(earlier);
      var prior = new Autocorrelation.Prior(Autocorrelation.fit(cells), earlier);
      double[] x = ar(r, 12, phi);
      double mean = 0;
      for (double v : x) mean += Math.log(v) / x.length;
      double miss = Math.abs(mean - Math.log(1000));
      if (miss > ForkStop.halfWidth(x, 0)) missOwn++;
      if (miss > ForkStop.halfWidth(x, 0, prior)) missPooled++;
    }
    double own = missOwn / (double) trials;
    double pooled = missPooled / (double) trials;
    assertThat(pooled).isLessThan(own).isLessThan(0.09);
  }

  /** Stationary AR(1) noise of lag-1 autocorrelation {@code phi} and marginal deviation 2% about 1000. */
  private static double[] ar(Random r, int n, double phi) {
    double[] x = new double[n];
    double e = 0.02 * r.nextGaussian();
    for (int i = 0; i < n; i++) {
      x[i] = 1000 * Math.exp(e);
      e = phi * e + Math.sqrt(1 - phi * phi) * 0.02 * r.nextGaussian();
    }
    return x;
  }

  @Test
  void nonsenseSettingsAreRefused() {
    assertThatThrownBy(() -> new ForkStop(0, 8, 12)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ForkStop(0.01, 3, 12)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ForkStop(0.01, 8, 6)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ForkStop(0.01, 8, 12, -0.02, 2)).isInstanceOf(IllegalArgumentException.class);
  }
}
