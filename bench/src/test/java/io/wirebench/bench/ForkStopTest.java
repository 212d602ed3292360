package io.wirebench.bench;

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

  @Test
  void nonsenseSettingsAreRefused() {
    assertThatThrownBy(() -> new ForkStop(0, 8, 12)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ForkStop(0.01, 3, 12)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ForkStop(0.01, 8, 6)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ForkStop(0.01, 8, 12, -0.02, 2)).isInstanceOf(IllegalArgumentException.class);
  }
}
