package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

class UslTest {
  private static final int[] COUNTS = {1, 2, 4, 8, 16, 32};

  /** Observations of X(N) = λN / (1 + σ(N−1) + κN(N−1)), {@code perCount} at each count, with relative noise. */
  private static double[][] observe(double lambda, double sigma, double kappa, int perCount, double noise, long seed) {
    Random r = new Random(seed);
    int m = COUNTS.length * perCount;
    double[] n = new double[m];
    double[] x = new double[m];
    int i = 0;
    for (int c : COUNTS) {
      for (int k = 0; k < perCount; k++, i++) {
        n[i] = c;
        x[i] = lambda * c / (1 + sigma * (c - 1) + kappa * c * (c - 1)) * (1 + noise * r.nextGaussian());
      }
    }
    return new double[][] {n, x};
  }

  private static int[] ints(double[] v) {
    int[] out = new int[v.length];
    for (int i = 0; i < v.length; i++) out[i] = (int) v[i];
    return out;
  }

  @Test
  void exactObservationsGiveBackTheLawsParameters() {
    double[][] o = observe(250_000, 0.05, 0.002, 1, 0, 1);
    Usl u = Usl.fit(ints(o[0]), o[1]).orElseThrow();
    assertThat(u.lambda()).isCloseTo(250_000, within(1.0));
    assertThat(u.sigma()).isCloseTo(0.05, within(1e-6));
    assertThat(u.kappa()).isCloseTo(0.002, within(1e-7));
    assertThat(u.peakThreads()).isCloseTo(Math.sqrt(0.95 / 0.002), within(1e-3));
    assertThat(u.throughput(8)).isCloseTo(o[1][3], within(1e-3));
  }

  @Test
  void noisyForksGiveIntervalsThatHoldTheTrueParameters() {
    double[][] o = observe(1e6, 0.1, 0.001, 5, 0.01, 7);
    Usl u = Usl.fit(ints(o[0]), o[1]).orElseThrow();
    assertThat(u.observations()).isEqualTo(30);
    assertThat(u.counts()).isEqualTo(6);
    assertThat(u.hasIntervals()).isTrue();
    assertThat(u.sigmaLow()).isLessThan(0.1);
    assertThat(u.sigmaHigh()).isGreaterThan(0.1);
    assertThat(u.kappaLow()).isLessThan(0.001);
    assertThat(u.kappaHigh()).isGreaterThan(0.001);
    assertThat(u.sigmaHigh() - u.sigmaLow()).as("1% noise on 30 forks pins σ well").isLessThan(0.05);
  }

  @Test
  void amdahlsLawIsTheCaseWithoutCoherencyAndHasNoPeak() {
    double[][] o = observe(1000, 0.25, 0, 2, 0.002, 3);
    Usl u = Usl.fit(ints(o[0]), o[1]).orElseThrow();
    assertThat(u.sigma()).isCloseTo(0.25, within(0.01));
    assertThat(u.kappa()).as("next to σ's 0.25 × 31 at 32 threads, κ × 992 is noise").isCloseTo(0, within(1e-4));
    assertThat(Math.abs(u.kappa() * 32 * 31)).isLessThan(0.01 * 0.25 * 31);
  }

  @Test
  void aLockAroundAllTheWorkIsFullContention() {
    // one lock around everything: N threads do what one does
    int[] n = {1, 1, 2, 2, 4, 4};
    double[] x = {100, 101, 99, 100, 100, 98};
    Usl u = Usl.fit(n, x).orElseThrow();
    assertThat(u.sigma()).isCloseTo(1.0, within(0.05));
  }

  @Test
  void threeObservationsFitExactlyAndHaveNoInterval() {
    Usl u = Usl.fit(new int[] {1, 2, 4}, new double[] {100, 190, 330}).orElseThrow();
    assertThat(u.hasIntervals()).isFalse();
    assertThat(u.throughput(2)).isCloseTo(190, within(1e-4));
    assertThat(u.throughput(4)).isCloseTo(330, within(1e-4));
  }

  @Test
  void fewerThanThreeThreadCountsOrAThroughputOfZeroGiveNoFit() {
    assertThat(Usl.fit(new int[] {1, 1, 2, 2}, new double[] {100, 100, 190, 195})).isEmpty();
    assertThat(Usl.fit(new int[] {1, 2, 4}, new double[] {100, 0, 330})).isEmpty();
  }
}
