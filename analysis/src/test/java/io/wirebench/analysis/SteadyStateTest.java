package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SteadyStateTest {
  static double[] noisy(Random r, double level, double sd, int n) {
    double[] x = new double[n];
    for (int i = 0; i < n; i++) x[i] = level + r.nextGaussian() * sd;
    return x;
  }

  static double[] concat(double[]... parts) {
    int n = 0;
    for (double[] p : parts) n += p.length;
    double[] x = new double[n];
    int i = 0;
    for (double[] p : parts) {
      System.arraycopy(p, 0, x, i, p.length);
      i += p.length;
    }
    return x;
  }

  @Test
  void aSeriesAtOneLevelIsFlatAndUsesEveryMeasuredIteration() {
    double[] x = noisy(new Random(1), 100_000, 2_000, 25);
    SteadyState s = SteadyState.analyse(x, 15);
    assertThat(s.kind()).isEqualTo(SteadyState.Kind.FLAT);
    assertThat(s.usedFrom()).isEqualTo(15);
  }

  @Test
  void aWarmUpPrefixIsFoundAndDroppedEvenInsideTheMeasuredIterations() {
    Random r = new Random(2);
    double[] x = concat(new double[] {5_000, 17_000, 43_000}, noisy(r, 60_000, 1_000, 12), noisy(r, 110_000, 2_000, 15));
    SteadyState s = SteadyState.analyse(x, 10);
    assertThat(s.kind()).isEqualTo(SteadyState.Kind.WARMUP);
    assertThat(s.from()).isEqualTo(15);
    assertThat(s.usedFrom()).isEqualTo(15);
    assertThat(s.warmedLate(10)).isTrue();
  }

  @Test
  void aSeriesThatEndsLowerThanItWasIsASlowdown() {
    Random r = new Random(3);
    double[] x = concat(noisy(r, 200_000, 3_000, 15), noisy(r, 120_000, 3_000, 15));
    assertThat(SteadyState.analyse(x, 5).kind()).isEqualTo(SteadyState.Kind.SLOWDOWN);
  }

  @Test
  void aSeriesStillRisingAtItsEndHasNoSteadyState() {
    double[] x = new double[25];
    for (int i = 0; i < x.length; i++) x[i] = 46_000 + i * 2_000;
    assertThat(SteadyState.analyse(x, 15).kind()).isEqualTo(SteadyState.Kind.NO_STEADY_STATE);
  }

  @Test
  void smallDifferencesBetweenSegmentsAreTheSameLevel() {
    Random r = new Random(4);
    double[] x = concat(noisy(r, 100_000, 300, 12), noisy(r, 101_000, 300, 12));
    assertThat(SteadyState.analyse(x, 0).kind()).isEqualTo(SteadyState.Kind.FLAT);
  }

  @Test
  void aForkOfGsonReadingOnABusyMachineIsNotCalledSteadyFromItsFirstHalf() {
    // gson read bytes of dbdata, 50 × 100 ms, recorded here while two builds ran on the same two cores
    double[] x = {5, 17, 43, 77, 58, 51, 30, 34, 18, 19, 19, 19, 18, 18, 17, 16, 16, 14, 16, 18, 19, 19, 18, 66, 105,
        103, 108, 47, 20, 18, 19, 37, 25, 18, 19, 18, 92, 109, 112, 107, 111, 107, 112, 105, 109, 111, 112, 106, 108, 95};
    SteadyState s = SteadyState.analyse(x, 0);
    assertThat(s.from()).isGreaterThanOrEqualTo(36);
    assertThat(s.kind()).isEqualTo(SteadyState.Kind.WARMUP);
  }
}
