package io.wirebench.speed;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.analysis.Cell;
import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.ForkSample;
import io.wirebench.analysis.Metric;
import io.wirebench.analysis.Pooling;
import io.wirebench.analysis.VariancePrior;
import io.wirebench.core.Target;
import io.wirebench.records.Operation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SessionTest {
  static final List<Cell> CELLS = List.of(new Cell(Operation.WRITE, Target.BYTES, "a", "person"),
      new Cell(Operation.WRITE, Target.BYTES, "b", "person"), new Cell(Operation.READ, Target.BYTES, "a", "person"),
      new Cell(Operation.READ, Target.BYTES, "b", "person"));

  /** A fork that ran without JMH: a flat series around {@code level}, or a warm-up ramp first. */
  static CellRunner.ForkRun fork(Random r, double level, int warmups, int measured, int rampLength) {
    double[] x = new double[warmups + measured];
    for (int i = 0; i < x.length; i++) {
      x[i] = (i < rampLength ? level * 0.3 : level) * (1 + 0.01 * r.nextGaussian());
    }
    return new CellRunner.ForkRun(ForkSample.of(x, warmups, 0.1, Map.of(), 1.0), "", 1.0);
  }

  static class Recorder implements Session.Listener {
    final List<Cell> order = new ArrayList<>();
    final List<int[]> extra = new ArrayList<>();
    final List<Integer> plannedAtStart = new ArrayList<>();
    int rounds;

    @Override public void extraForks(int round, int forks, int forksPlanned) {
      extra.add(new int[] {round, forks, forksPlanned});
    }

    @Override public void forkStarted(Cell cell, int round, int forksDone, int forksPlanned, double secondsLeft) {
      order.add(cell);
      plannedAtStart.add(forksPlanned);
    }

    @Override public void forkFinished(CellResult result, String failure, int forksDone, int forksPlanned) {}

    @Override public void roundFinished(int round, List<CellResult> results) {
      rounds = round;
    }
  }

  @Test
  void everyRoundVisitsEveryCellOnceInAFreshOrder() {
    Profile p = Profile.QUICK.with(3, null, null, null, null);
    Random r = new Random(1);
    Session s = new Session(p, (c, w, it) -> fork(r, 1000, w, p.iterations(), 0), 42);
    Recorder rec = new Recorder();
    List<CellResult> out = s.run(CELLS, c -> 10, rec);
    assertThat(rec.rounds).isEqualTo(3);
    assertThat(rec.order).hasSize(12);
    List<List<Cell>> rounds = List.of(rec.order.subList(0, 4), rec.order.subList(4, 8), rec.order.subList(8, 12));
    for (List<Cell> round : rounds) assertThat(round).containsExactlyInAnyOrderElementsOf(CELLS);
    assertThat(rounds.get(0)).as("order is shuffled per round").isNotEqualTo(rounds.get(1));
    assertThat(out).allSatisfy(c -> assertThat(c.forks()).hasSize(3));
  }

  @Test
  void aCellStillWarmingGetsALongerWarmUpInItsNextFork() {
    Profile p = Profile.QUICK.with(2, null, null, null, null);
    Map<Cell, List<Integer>> warmups = new HashMap<>();
    Random r = new Random(2);
    Session s = new Session(p, (c, w, it) -> {
      warmups.computeIfAbsent(c, k -> new ArrayList<>()).add(w);
      // cell "a" needs 25 iterations to warm up, more than the profile's 20
      return fork(r, 1000, w, p.iterations(), c.codec().equals("a") ? 25 : 3);
    }, 7);
    s.run(CELLS, c -> 10, new Recorder());
    assertThat(warmups.get(CELLS.get(0)).get(1)).isGreaterThan(p.warmupIterations());
    assertThat(warmups.get(CELLS.get(1))).containsOnly(p.warmupIterations());
  }

  @Test
  void cellsWiderThanTheTargetGetMoreForksUpToTheMaximum() {
    Profile p = new Profile("t", 100, 5, 5, 2, 6, 0.05, false, 0);
    Random r = new Random(3);
    double[] levels = {800, 1200, 1000, 900, 1100, 700, 1300};
    int[] n = {0};
    Session s = new Session(p, (c, w, it) -> fork(r, c.codec().equals("a") ? levels[n[0]++ % levels.length] : 1000,
        w, p.iterations(), 0), 9);
    Recorder rec = new Recorder();
    List<CellResult> out = s.run(CELLS, c -> 10, rec);
    assertThat(out.get(0).forks()).as("noisy between forks").hasSize(6);
    assertThat(out.get(1).forks().size()).as("quiet: the minimum, or one more, does").isBetween(2, 3);
    assertThat(rec.extra).as("every round past the minimum is announced, with the new total").isNotEmpty()
        .allSatisfy(e -> assertThat(e[0]).isGreaterThan(2));
    int[] last = rec.extra.get(rec.extra.size() - 1);
    assertThat(last[2]).as("the total announced last is the forks run").isEqualTo(rec.order.size());
    assertThat(rec.plannedAtStart.get(0)).as("the minimum first").isEqualTo(CELLS.size() * 2);
  }

  @Test
  void theRunsCellsShareOnePooledSpreadAndTheirIntervalsUseIt() {
    List<Cell> cells = new ArrayList<>();
    for (int i = 0; i < VariancePrior.MIN_CELLS + 2; i++) cells.add(new Cell(Operation.WRITE, Target.BYTES, "c" + i, "person"));
    Profile p = Profile.QUICK.with(3, null, null, null, null);
    Random r = new Random(11);
    Session s = new Session(p, (c, w, it) -> fork(r, 1000 * (1 + 0.03 * r.nextGaussian()), w, p.iterations(), 0), 5);
    List<CellResult> out = s.run(cells, c -> 10, new Recorder());
    Pooling pooling = out.get(0).pooling();
    assertThat(pooling.prior(Metric.THROUGHPUT).pools()).isTrue();
    assertThat(pooling.prior(Metric.THROUGHPUT).cells()).isEqualTo(cells.size());
    assertThat(out).allSatisfy(c -> assertThat(c.pooling()).isEqualTo(pooling));
    assertThat(out).allSatisfy(c -> assertThat(c.score().df()).isGreaterThan(2));
    assertThat(s.results()).allSatisfy(c -> assertThat(c.pooling()).isEqualTo(pooling));
  }

  @Test
  void aStoppedSessionRunsNoFork() {
    Session s = new Session(Profile.QUICK, (c, w, it) -> {
      throw new AssertionError("no fork may start");
    }, 1);
    s.stop();
    List<CellResult> out = s.run(CELLS, c -> 10, new Recorder());
    assertThat(out).extracting(CellResult::status).containsOnly(CellResult.Status.MISSING);
  }

  @Test
  void aFailedForkFailsItsCellAndTheOthersGoOn() {
    Random r = new Random(4);
    Session s = new Session(Profile.QUICK.with(2, null, null, null, null), (c, w, it) -> c.codec().equals("a")
        ? new CellRunner.ForkRun(null, "Unrecognized VM option", 0.5) : fork(r, 1000, w, 10, 0), 1);
    List<CellResult> out = s.run(CELLS, c -> 10, new Recorder());
    assertThat(out.get(0).status()).isEqualTo(CellResult.Status.FAILED);
    assertThat(out.get(0).message()).contains("Unrecognized VM option");
    assertThat(out.get(1).forks()).hasSize(2);
  }

  @Test
  void aTimeBudgetTooSmallForTheMinimumGivesOneForkPerCell() {
    Profile p = Profile.QUICK.with(null, null, null, null, 5.0);
    assertThat(p.forksInBudget(CELLS.size())).isEqualTo(1);
  }

  @Test
  void forksLongerThanPlannedEndTheRoundsTheBudgetNoLongerHolds() {
    // planned: 2 s a fork, so 100 s hold the minimum of 5 rounds of 4 cells; each fork takes 10 s
    Profile p = new Profile("t", 100, 5, 5, 5, 10, Double.NaN, false, 100);
    assertThat(p.forksInBudget(CELLS.size())).isEqualTo(5);
    long[] now = {0};
    Random r = new Random(3);
    Session s = new Session(p, (c, w, it) -> {
      now[0] += 10_000_000_000L;
      CellRunner.ForkRun f = fork(r, 1000, w, p.iterations(), 0);
      return new CellRunner.ForkRun(f.sample(), "", 10.0);
    }, 9, () -> now[0]);
    Recorder rec = new Recorder();
    List<CellResult> out = s.run(CELLS, c -> 10, rec);
    // after two rounds (80 s) a third (40 s) no longer fits in the 20 s left: the cells that fit get
    // their third fork, and the run ends there
    assertThat(out).allSatisfy(c -> assertThat(c.forks().size()).isBetween(2, 3));
    int third = (int) out.stream().filter(c -> c.forks().size() == 3).count();
    assertThat(third).isBetween(1, 2);
    assertThat(rec.order).hasSize(8 + third);
    assertThat(now[0] / 1e9).isLessThanOrEqualTo(100);
  }

  @Test
  void fixingTheForksDropsTheDefaultProfilesBudgetSoEveryCellGetsThem() {
    Profile p = Profile.QUICK.with(3, null, null, null, null);
    assertThat(p.budgetSeconds()).isZero();
    assertThat(p.forksInBudget(100)).isEqualTo(3);
    assertThat(Profile.QUICK.budgetSeconds()).as("the default keeps its three minutes").isPositive();
  }

  @Test
  void aRestoredSessionFinishesTheRoundItWasStoppedInThenRunsTheRest() {
    Profile p = Profile.QUICK.with(2, null, null, null, null);
    Random r = new Random(5);
    // an earlier process ran round 1 for two of the four cells and was killed
    Map<Cell, CellResult> earlier = new HashMap<>();
    for (Cell c : CELLS.subList(0, 2)) {
      earlier.put(c, CellResult.planned(c, 10).withFork(fork(r, 1000, p.warmupIterations(), p.iterations(), 0).sample()));
    }
    Session s = new Session(p, (c, w, it) -> fork(r, 1000, w, p.iterations(), 0), 42);
    s.restore(earlier, 1, 2.0);
    Recorder rec = new Recorder();
    List<CellResult> out = s.run(CELLS, c -> 10, rec);
    assertThat(rec.order).as("round 1's two missing forks, then round 2's four").hasSize(6);
    assertThat(rec.order.subList(0, 2)).containsExactlyInAnyOrderElementsOf(CELLS.subList(2, 4));
    assertThat(rec.order.subList(2, 6)).containsExactlyInAnyOrderElementsOf(CELLS);
    assertThat(rec.rounds).as("the interrupted round is not counted twice").isEqualTo(2);
    assertThat(s.rounds()).isEqualTo(2);
    for (CellResult c : out) assertThat(c.forks()).hasSize(2);
    // the same iterations (the run analyses every fork again with its pooled autocorrelation)
    assertThat(out.get(0).forks().get(0).scores()).as("the earlier fork is kept, first").isSameAs(earlier.get(CELLS.get(0))
        .forks().get(0).scores());
  }

  @Test
  void aRestoredSessionWithEveryForkOfItsRoundStartsTheNextRound() {
    Profile p = Profile.QUICK.with(2, null, null, null, null);
    Random r = new Random(6);
    Map<Cell, CellResult> earlier = new HashMap<>();
    for (Cell c : CELLS) {
      earlier.put(c, CellResult.planned(c, 10).withFork(fork(r, 1000, p.warmupIterations(), p.iterations(), 0).sample()));
    }
    Session s = new Session(p, (c, w, it) -> fork(r, 1000, w, p.iterations(), 0), 42);
    s.restore(earlier, 1, 4.0);
    Recorder rec = new Recorder();
    s.run(CELLS, c -> 10, rec);
    assertThat(rec.order).containsExactlyInAnyOrderElementsOf(CELLS);
    assertThat(rec.plannedAtStart).as("the forks left, after the four done").containsOnly(8);
    assertThat(s.rounds()).isEqualTo(2);
  }

  @Test
  void aRestoredSessionHoldsTheEarlierForksBeforeItsFirstFork() {
    Random r = new Random(8);
    CellResult earlier = CellResult.planned(CELLS.get(0), 10).withFork(fork(r, 1000, 20, 50, 0).sample());
    Session s = new Session(Profile.QUICK, (c, w, it) -> fork(r, 1000, w, 50, 0), 42);
    s.restore(Map.of(CELLS.get(0), earlier), 1, 1.0);
    assertThat(s.results()).as("what Ctrl-C saves before the first fork").hasSize(1);
    assertThat(s.results().get(0).forks()).containsExactlyElementsOf(earlier.forks());
  }

  @Test
  void aRestoredFailedCellIsNotMeasuredAgain() {
    Profile p = Profile.QUICK.with(1, null, null, null, null);
    Random r = new Random(7);
    Map<Cell, CellResult> earlier = Map.of(CELLS.get(0), CellResult.planned(CELLS.get(0), 10).failed("boom", 1));
    Session s = new Session(p, (c, w, it) -> fork(r, 1000, w, p.iterations(), 0), 42);
    s.restore(earlier, 1, 1.0);
    Recorder rec = new Recorder();
    List<CellResult> out = s.run(CELLS, c -> 10, rec);
    assertThat(rec.order).containsExactlyInAnyOrderElementsOf(CELLS.subList(1, 4));
    assertThat(out.get(0).status()).isEqualTo(CellResult.Status.FAILED);
    assertThat(out.get(0).message()).isEqualTo("boom");
  }

  @Test
  void anExtraForkGoesWhereItNarrowsAnIntervalMost() {
    Estimate twoForks = Estimate.of(new double[] {100, 104}, VariancePrior.NONE);
    Estimate fiveForks = Estimate.of(new double[] {100, 104, 100, 104, 102}, VariancePrior.NONE);
    Estimate fiveWide = Estimate.of(new double[] {100, 120, 100, 120, 110}, VariancePrior.NONE);
    // each gain is what one more fork takes off the half-width, at the same spread: never more than all of it
    for (Estimate e : new Estimate[] {twoForks, fiveForks, fiveWide}) {
      assertThat(Session.gain(e)).isPositive().isLessThan(e.relativeHalfWidth());
    }
    assertThat(Session.gain(twoForks)).as("t on 1 degree of freedom falls fastest").isGreaterThan(Session.gain(fiveForks));
    assertThat(Session.gain(fiveWide)).isGreaterThan(Session.gain(fiveForks));
    assertThat(Session.gain(Estimate.of(new double[] {100}, VariancePrior.NONE))).isEqualTo(Double.MAX_VALUE);
  }
}
