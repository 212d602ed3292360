package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

class EstimateTest {
  @Test
  void theIntervalsAreStudentsTOverTheSamples() {
    Estimate e = Estimate.of(new double[] {10, 12, 14});
    assertThat(e.value()).isEqualTo(12.0);
    assertThat(e.df()).isEqualTo(2.0);
    // sd 2, t(0.975, 2) = 4.3027: the mean's interval is t sd / sqrt(3), a repeat's t sd sqrt(1/3 + 1/3)
    assertThat((e.meanHigh() - e.meanLow()) / 2).isCloseTo(4.3027 * 2 / Math.sqrt(3), within(1e-3));
    assertThat(e.halfWidth()).isCloseTo(4.3027 * 2 * Math.sqrt(2.0 / 3), within(1e-3));
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
      Estimate e = Estimate.of(forks);
      if (e.meanLow() <= 100 && 100 <= e.meanHigh()) covered++;
    }
    assertThat(covered / (double) trials).isBetween(0.935, 0.965);
  }

  @Test
  void theRerunIntervalHoldsAnIndependentRepeatsMeanAboutNinetyFivePercentOfTheTime() {
    Random r = new Random(9);
    int held = 0;
    int heldByTheMeansInterval = 0;
    int trials = 4000;
    for (int t = 0; t < trials; t++) {
      double[] first = new double[4];
      double repeat = 0;
      for (int i = 0; i < 4; i++) {
        first[i] = 100 + 5 * r.nextGaussian();
        repeat += (100 + 5 * r.nextGaussian()) / 4;
      }
      Estimate e = Estimate.of(first);
      if (e.contains(repeat)) held++;
      if (e.meanLow() <= repeat && repeat <= e.meanHigh()) heldByTheMeansInterval++;
    }
    assertThat(held / (double) trials).isBetween(0.935, 0.965);
    // the confidence interval of the mean holds a repeat's mean far less often (89% for 4 and 4 forks)
    assertThat(heldByTheMeansInterval / (double) trials).isBetween(0.87, 0.91);
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
