package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.commons.math3.special.Gamma;
import org.junit.jupiter.api.Test;

class VariancePriorTest {
  /** {@code cells} cells of {@code forks} forks each, the cell's true relative sd drawn log-normally around {@code sd}. */
  private static List<double[]> run(Random r, int cells, int forks, double sd, double logSpread, double[] trueSds) {
    List<double[]> out = new ArrayList<>();
    for (int c = 0; c < cells; c++) {
      double level = 1000 * (1 + c);
      double cellSd = sd * Math.exp(logSpread * r.nextGaussian());
      if (trueSds != null) trueSds[c] = cellSd;
      double[] f = new double[forks];
      for (int i = 0; i < forks; i++) f[i] = level * (1 + cellSd * r.nextGaussian());
      out.add(f);
    }
    return out;
  }

  @Test
  void trigammaInverseInvertsTrigamma() {
    for (double y : new double[] {0.01, 0.5, 1.5, 7, 300}) {
      assertThat(VariancePrior.trigammaInverse(Gamma.trigamma(y))).isCloseTo(y, within(y * 1e-6));
    }
  }

  @Test
  void cellsThatSpreadAlikeGiveAPriorOfManyDegreesOfFreedomAtTheirCommonSpread() {
    VariancePrior p = VariancePrior.fit(run(new Random(1), 200, 4, 0.02, 0, null));
    assertThat(p.pools()).isTrue();
    assertThat(p.df()).isGreaterThan(30);
    assertThat(Math.sqrt(p.relativeVariance())).isCloseTo(0.02, within(0.002));
  }

  @Test
  void cellsThatSpreadDifferentlyGiveAPriorOfFewDegreesOfFreedom() {
    VariancePrior p = VariancePrior.fit(run(new Random(2), 200, 4, 0.02, 1.0, null));
    assertThat(p.df()).isBetween(0.5, 6.0);
  }

  @Test
  void tooFewCellsPoolNothing() {
    VariancePrior few = VariancePrior.fit(run(new Random(3), VariancePrior.MIN_CELLS - 1, 4, 0.02, 0, null));
    assertThat(few.pools()).isFalse();
    assertThat(few.cells()).as("how many cells there were, for run.json").isEqualTo(VariancePrior.MIN_CELLS - 1);
    assertThat(Estimate.of(new double[] {10, 12, 14}, few).df()).isEqualTo(2.0);
    List<double[]> oneForkEach = run(new Random(3), 40, 1, 0.02, 0, null);
    assertThat(VariancePrior.fit(oneForkEach).pools()).isFalse();
  }

  @Test
  void aCellWhoseForksAgreeByChanceGetsTheRunsSpreadNotItsOwn() {
    List<double[]> cells = run(new Random(4), 31, 4, 0.02, 0.3, null);
    double[] lucky = {1000, 1000.5, 999.5, 1000.2};
    cells.add(lucky);
    VariancePrior p = VariancePrior.fit(cells);
    Estimate alone = Estimate.of(lucky);
    Estimate pooled = Estimate.of(lucky, p);
    assertThat(pooled.relativeHalfWidth()).isGreaterThan(5 * alone.relativeHalfWidth());
    assertThat(pooled.df()).isGreaterThan(alone.df());
  }

  /**
   * The calibration that matters: over many simulated pairs of runs of 32 cells, 4 forks each, whose
   * cells differ in spread (log-normally, a factor of e^0.5 for one standard deviation), the first
   * run's pooled rerun interval holds the second run's mean 95% of the time.
   */
  @Test
  void pooledRerunIntervalsHoldARepeatRunsScoreNinetyFivePercentOfTheTime() {
    Random r = new Random(5);
    int held = 0;
    int cellsSeen = 0;
    for (int run = 0; run < 150; run++) {
      double[] sds = new double[32];
      List<double[]> first = run(r, 32, 4, 0.02, 0.5, sds);
      VariancePrior p = VariancePrior.fit(first);
      for (int c = 0; c < 32; c++) {
        double level = 1000 * (1 + c);
        double repeat = 0;
        for (int i = 0; i < 4; i++) repeat += level * (1 + sds[c] * r.nextGaussian()) / 4;
        if (Estimate.of(first.get(c), p).contains(repeat)) held++;
        cellsSeen++;
      }
    }
    assertThat(held / (double) cellsSeen).isBetween(0.935, 0.965);
  }
}
