package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MachineTermTest {
  private static final int CELLS = 32;
  private static final int ROUNDS = 4;
  private static final int STEPS = 40;

  /**
   * The machine's log speed averaged over each of {@code rounds} rounds, wandering as a random walk
   * with {@code stepSd} per step, {@link #STEPS} steps a round.
   */
  private static double[] walk(Random r, int rounds, double stepSd) {
    double[] out = new double[rounds];
    double x = 0;
    for (int i = 0; i < rounds; i++) {
      double sum = 0;
      for (int k = 0; k < STEPS; k++) {
        x += stepSd * r.nextGaussian();
        sum += x;
      }
      out[i] = sum / STEPS;
    }
    return out;
  }

  /** One run: each cell's forks, fork i in round i, each cell at its own level with 2% fork noise. */
  private static List<double[]> run(Random r, double[] machine, int from) {
    List<double[]> cells = new ArrayList<>();
    for (int c = 0; c < CELLS; c++) {
      double[] f = new double[ROUNDS];
      for (int i = 0; i < ROUNDS; i++) {
        f[i] = 1000 * (1 + c) * Math.exp(machine[from + i]) * (1 + 0.02 * r.nextGaussian());
      }
      cells.add(f);
    }
    return cells;
  }

  /** How often the first run's rerun intervals hold the second run's means, over many pairs of back-to-back runs. */
  private static double coverage(long seed, double stepSd, boolean withMachine) {
    Random r = new Random(seed);
    int held = 0;
    int total = 0;
    for (int pair = 0; pair < 400; pair++) {
      double[] machine = walk(r, 2 * ROUNDS, stepSd);
      List<double[]> first = run(r, machine, 0);
      List<double[]> second = run(r, machine, ROUNDS);
      VariancePrior prior = VariancePrior.fit(first);
      MachineTerm term = withMachine ? MachineTerm.of(first) : MachineTerm.NONE;
      for (int c = 0; c < CELLS; c++) {
        Estimate e = Estimate.of(first.get(c), prior, term);
        held += e.contains(Estimate.mean(second.get(c))) ? 1 : 0;
        total++;
      }
    }
    return held / (double) total;
  }

  @Test
  void onAMachineThatDriftsTheRerunIntervalHoldsABackToBackRunsScoreAboutNinetyFivePercentOfTheTime() {
    // a walk of 0.2% a step wanders about 1% between rounds and shifts whole runs by 1.5-2%, as this
    // project's machine did; without the machine term the same intervals hold far less often
    double with = coverage(7, 0.002, true);
    double without = coverage(7, 0.002, false);
    assertThat(with).isBetween(0.92, 0.995);
    assertThat(without).isLessThan(0.85);
  }

  @Test
  void onASteadyMachineTheTermIsSmallAndTheIntervalsStayCalibrated() {
    double with = coverage(11, 0, true);
    assertThat(with).isBetween(0.94, 0.995);
    Random r = new Random(3);
    MachineTerm term = MachineTerm.of(run(r, new double[ROUNDS], 0));
    // only the cells' own noise reaches the round effects: 2% / √32 = 0.35% per round, estimated on 3 df
    assertThat(Math.sqrt(term.roundVariance())).isLessThan(0.01);
  }

  @Test
  void theTermIsFourTimesTheVarianceOfTheRoundEffects() {
    double[] machine = {Math.log(1.02), 0, Math.log(0.99), Math.log(0.97)};
    List<double[]> cells = new ArrayList<>();
    for (int c = 0; c < 10; c++) {
      double[] f = new double[ROUNDS];
      for (int i = 0; i < ROUNDS; i++) f[i] = 500 * (c + 1) * Math.exp(machine[i]);
      cells.add(f);
    }
    MachineTerm term = MachineTerm.of(cells);
    double mean = (machine[0] + machine[1] + machine[2] + machine[3]) / 4;
    double v = 0;
    for (double m : machine) v += (m - mean) * (m - mean) / 3;
    assertThat(term.rounds()).isEqualTo(4);
    assertThat(term.df()).isEqualTo(3);
    assertThat(term.roundVariance()).isCloseTo(v, within(1e-12));
    assertThat(term.rerunVariance()).isCloseTo(4 * v, within(1e-12));
  }

  @Test
  void theIntervalAddsTheTermWithWelchSatterthwaiteDegreesOfFreedom() {
    double[] forks = {100, 102, 98, 101};
    MachineTerm term = new MachineTerm(4, 0.0001);
    Estimate alone = Estimate.of(forks, VariancePrior.NONE);
    Estimate with = Estimate.of(forks, VariancePrior.NONE, term);
    double mean = 100.25;
    double cell = Estimate.variance(forks, mean) * 2 / 4 / (mean * mean);
    double shift = 0.0004;
    double df = (cell + shift) * (cell + shift) / (cell * cell / 3 + shift * shift / 3);
    assertThat(with.value()).isEqualTo(alone.value());
    assertThat(with.df()).isCloseTo(df, within(1e-9));
    assertThat(with.halfWidth()).isCloseTo(Estimate.tQuantile(df) * Math.sqrt(cell + shift) * mean, within(1e-9));
    assertThat(with.halfWidth()).isGreaterThan(alone.halfWidth());
    // the confidence interval of the mean is about this run: the machine term leaves it alone
    assertThat(with.meanLow()).isEqualTo(alone.meanLow());
    assertThat(Estimate.of(forks, VariancePrior.NONE, MachineTerm.NONE)).isEqualTo(alone);
  }

  @Test
  void twoRunsPoolTheirTermsByDegreesOfFreedomAndARatioAcrossRunsCarriesIt() {
    MachineTerm a = new MachineTerm(4, 0.0001);
    MachineTerm b = new MachineTerm(6, 0.0004);
    MachineTerm p = MachineTerm.pooled(a, b);
    assertThat(p.df()).isEqualTo(8);
    assertThat(p.roundVariance()).isCloseTo((3 * 0.0001 + 5 * 0.0004) / 8, within(1e-15));
    assertThat(MachineTerm.pooled(a, MachineTerm.NONE)).isEqualTo(a);
    assertThat(MachineTerm.pooled(MachineTerm.NONE, b)).isEqualTo(b);

    double[] x = {100, 101, 99, 100};
    double[] y = {95, 96, 94, 95};
    Estimate alone = Estimate.ratio(y, x);
    Estimate with = Estimate.ratio(y, x, p);
    assertThat(with.value()).isEqualTo(alone.value());
    assertThat(alone.high()).as("5% slower, forks within 1%").isLessThan(1);
    assertThat(with.low()).isLessThan(alone.low());
    assertThat(with.high()).as("a machine whose runs may differ by 3.4% (sd) cannot tell").isGreaterThan(1);
    assertThat(Estimate.ratio(y, x, MachineTerm.NONE)).isEqualTo(alone);
  }

  @Test
  void fewerThanTwoRoundsOrCellsOrMissingValuesGiveNoTerm() {
    assertThat(MachineTerm.of(List.of(new double[] {1, 2}))).isEqualTo(MachineTerm.NONE);
    assertThat(MachineTerm.of(List.of(new double[] {1}, new double[] {2}))).isEqualTo(MachineTerm.NONE);
    assertThat(MachineTerm.of(List.of(new double[] {1, Double.NaN}, new double[] {2, 0}))).isEqualTo(MachineTerm.NONE);
    assertThat(MachineTerm.NONE.present()).isFalse();
    assertThat(MachineTerm.NONE.rerunVariance()).isZero();
    // a cell with one fork takes no part, and does not cut the shared rounds to one
    MachineTerm t = MachineTerm.of(List.of(new double[] {5}, new double[] {100, 110, 90}, new double[] {200, 220, 180}));
    assertThat(t.rounds()).isEqualTo(3);
  }
}
