package io.wirebench.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

class EstimateTest {
  @Test
  void theIntervalIsStudentsTOverTheSamples() {
    Estimate e = Estimate.of(new double[] {10, 12, 14});
    assertThat(e.value()).isEqualTo(12.0);
    // sd 2, se 2/sqrt(3), t(0.975, 2) = 4.3027
    assertThat(e.halfWidth()).isCloseTo(4.3027 * 2 / Math.sqrt(3), within(1e-3));
  }

  @Test
  void oneSampleHasAValueButNoInterval() {
    Estimate e = Estimate.of(new double[] {5});
    assertThat(e.value()).isEqualTo(5.0);
    assertThat(e.halfWidth()).isNaN();
    assertThat(e.contains(5)).isFalse();
  }

  @Test
  void intervalsFromNormalForksCoverTheTrueMeanAboutNinetyFivePercentOfTheTime() {
    Random r = new Random(7);
    int covered = 0;
    int trials = 4000;
    for (int t = 0; t < trials; t++) {
      double[] forks = new double[3];
      for (int i = 0; i < forks.length; i++) forks[i] = 100 + 5 * r.nextGaussian();
      if (Estimate.of(forks).contains(100)) covered++;
    }
    assertThat(covered / (double) trials).isBetween(0.935, 0.965);
  }

  @Test
  void theRatioIntervalContainsTheTrueRatioAndMissesAWrongOne() {
    Random r = new Random(8);
    double[] a = new double[5];
    double[] b = new double[5];
    for (int i = 0; i < 5; i++) {
      a[i] = 2000 * (1 + 0.01 * r.nextGaussian());
      b[i] = 1000 * (1 + 0.01 * r.nextGaussian());
    }
    Estimate ratio = Estimate.ratio(a, b);
    assertThat(ratio.value()).isCloseTo(2.0, within(0.05));
    assertThat(ratio.contains(2.0)).isTrue();
    assertThat(ratio.contains(3.0)).isFalse();
  }
}
