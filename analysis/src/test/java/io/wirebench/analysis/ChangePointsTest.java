package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * What a history's change points must get right, on made-up histories whose truth is known
 * ({@link Synthetic}: runs wander 2-5% between them, forks scatter 1-5% within a run). The rates
 * measured here are the ones docs/history.md quotes; each test prints its own.
 */
class ChangePointsTest {

  private static Point run(int i, double value, double... forks) {
    return new Point("run-" + (i + 1), Synthetic.START.plus(Duration.ofDays(i)), "c0ffee" + i, value, null, null,
        forks);
  }

  /** Five runs of jackson-databind's reads around 41k ops/s with three forks each, then one at half the speed. */
  private static List<Point> sixRuns() {
    return List.of(
        run(0, 41_200, 40_700, 41_900, 41_000),
        run(1, 40_100, 39_600, 40_900, 39_800),
        run(2, 41_800, 42_300, 41_100, 42_000),
        run(3, 40_600, 40_200, 41_300, 40_300),
        run(4, 41_500, 41_000, 42_100, 41_400),
        run(5, 20_700, 20_300, 21_200, 20_600));
  }

  @Test
  void fiveRunsThenOneAtHalfTheSpeedIsAChangeAtTheSixthRunWithItsSize() {
    List<Change> changes = ChangePoints.find(sixRuns(), true);

    assertThat(changes).hasSize(1);
    Change c = changes.get(0);
    assertThat(c.index()).isEqualTo(5);
    assertThat(c.runId()).isEqualTo("run-6");
    assertThat(c.ratio()).isCloseTo(0.5, within(0.02));
    assertThat(c.ratioLow()).isLessThan(c.ratio()).isGreaterThan(0.4);
    assertThat(c.ratioHigh()).isGreaterThan(c.ratio()).isLessThan(0.6);
    assertThat(0.5).isBetween(c.ratioLow(), c.ratioHigh());
    assertThat(c.method()).startsWith("worse: ").contains("5 vs 1 runs");
    assertThat(c.worsening(true)).isCloseTo(1.0, within(0.08));
  }

  @Test
  void theSameRunsWithoutForksAreJudgedOnTheirValuesAlone() {
    List<Point> values = sixRuns().stream().map(p -> new Point(p.runId(), p.started(), p.commit(), p.value(), null,
        null, null)).toList();

    List<Change> changes = ChangePoints.find(values, true);

    assertThat(changes).extracting(Change::index).containsExactly(5);
    assertThat(changes.get(0).ratio()).isCloseTo(0.5, within(0.02));
    assertThat(0.5).isBetween(changes.get(0).ratioLow(), changes.get(0).ratioHigh());
  }

  @Test
  void timePerOperationDoublingIsTheSameChangeSeenFromTheOtherSide() {
    List<Point> times = sixRuns().stream().map(p -> new Point(p.runId(), p.started(), p.commit(), 1e9 / p.value(),
        null, null, Arrays.stream(p.forks()).map(f -> 1e9 / f).toArray())).toList();

    Change c = ChangePoints.find(times, false).get(0);

    assertThat(c.index()).isEqualTo(5);
    assertThat(c.ratio()).isCloseTo(2.0, within(0.08));
    assertThat(c.method()).startsWith("worse: ");
    assertThat(c.worsening(false)).isCloseTo(1.0, within(0.08));
  }

  @Test
  void noChangeAtRealisticNoiseIsFlaggedInAtMostOnePercentOfHistories() {
    Random random = new Random(20261127);
    int histories = 0;
    int flagged = 0;
    for (int n : new int[] {6, 10, 20, 40}) {
      for (int k = 0; k < 500; k++) {
        List<Point> series = new Synthetic(random, k % 2 == 0).step(n, 0, 1);
        histories++;
        if (!ChangePoints.find(series, true).isEmpty()) flagged++;
      }
    }
    double rate = (double) flagged / histories;
    System.out.printf(Locale.ROOT, "false alarms: %d of %d histories without a change (%.2f%%)%n", flagged, histories,
        100 * rate);
    assertThat(rate).isLessThanOrEqualTo(0.01);
  }

  @Test
  void aStricterFalseAlarmRateFlagsFewerUnchangedHistoriesAndStillFindsAHalving() {
    Random random = new Random(20261128);
    int flagged = 0;
    int histories = 2000;
    for (int k = 0; k < histories; k++) {
      if (!ChangePoints.find(new Synthetic(random, k % 2 == 0).step(6 + k % 30, 0, 1), true, 0.001).isEmpty()) flagged++;
    }
    System.out.printf(Locale.ROOT, "false alarms at 0.1%%: %d of %d histories without a change%n", flagged, histories);
    assertThat((double) flagged / histories).isLessThanOrEqualTo(0.002);
    assertThat(ChangePoints.find(sixRuns(), true, 0.001)).extracting(Change::index).containsExactly(5);
    assertThatThrownBy(() -> ChangePoints.find(sixRuns(), true, 5)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not 5.0");
  }

  @Test
  void aHalvingIsFoundAtEveryPositionWithThreeOrMoreRunsAfterIt() {
    Random random = new Random(34);
    int n = 12;
    int trials = 0;
    int found = 0;
    int alone = 0;
    for (int step = 2; step <= n - 3; step++) {
      for (int k = 0; k < 100; k++) {
        List<Change> changes = ChangePoints.find(new Synthetic(random, k % 2 == 0).step(step, n - step, 0.5), true);
        trials++;
        int at = step;
        if (changes.stream().anyMatch(c -> c.index() == at)) found++;
        if (changes.size() == 1 && changes.get(0).index() == step) alone++;
      }
    }
    System.out.printf(Locale.ROOT, "halving at runs 3-10 of 12: found at its run in %d of %d, the only change in %d%n",
        found, trials, alone);
    assertThat(found).isEqualTo(trials);
    assertThat((double) alone / trials).isGreaterThanOrEqualTo(0.97);
  }

  @Test
  void aTwentyPercentStepWithTenRunsBeforeAndThreeAfterIsUsuallyFound() {
    Random random = new Random(35);
    int found = 0;
    int trials = 400;
    for (int k = 0; k < trials; k++) {
      List<Change> changes = ChangePoints.find(new Synthetic(random, k % 2 == 0).step(10, 3, 0.8), true);
      if (changes.stream().anyMatch(c -> c.index() == 10)) found++;
    }
    System.out.printf(Locale.ROOT, "20%% step, 10 runs then 3: found at its run in %d of %d%n", found, trials);
    assertThat((double) found / trials).isGreaterThanOrEqualTo(0.85);
  }

  @Test
  void theSmallestChangeItSeesShrinksWithTheRunsOnEachSide() {
    Random random = new Random(39);
    int[][] layouts = {{5, 1}, {10, 1}, {5, 3}, {10, 3}, {10, 10}};
    double[] ratios = {0.5, 0.8, 0.9};
    StringBuilder table = new StringBuilder("found at its run (of 200), runs before + after:");
    for (int[] l : layouts) table.append(String.format(Locale.ROOT, "%8s", l[0] + "+" + l[1]));
    for (boolean forks : new boolean[] {true, false}) {
      for (double ratio : ratios) {
        int[] found = new int[layouts.length];
        for (int j = 0; j < layouts.length; j++) {
          for (int k = 0; k < 200; k++) {
            int before = layouts[j][0];
            List<Change> changes = ChangePoints.find(new Synthetic(random, forks).step(before, layouts[j][1], ratio), true);
            if (changes.stream().anyMatch(c -> c.index() == before)) found[j]++;
          }
        }
        table.append(String.format(Locale.ROOT, "%n  step ×%.1f, %-13s", ratio, forks ? "3-5 forks" : "one fork"));
        for (int f : found) table.append(String.format(Locale.ROOT, "%8d", f));
        if (ratio == 0.5) {
          assertThat(Arrays.stream(found).min().orElseThrow()).isGreaterThanOrEqualTo(194);
        } else {
          assertThat(found[4]).as("ten runs on each side see more than five and one").isGreaterThan(found[0]);
          assertThat(found[3]).as("three runs after see more than one").isGreaterThan(found[1]);
        }
      }
    }
    System.out.println(table);
  }

  @Test
  void theRatioIntervalHoldsTheTrueStepInAbout95PercentOfTheChangesFound() {
    Random random = new Random(36);
    int found = 0;
    int held = 0;
    for (int k = 0; k < 600; k++) {
      int before = 5 + k % 6;
      int after = 1 + k % 4;
      double ratio = k % 3 == 0 ? 0.5 : k % 3 == 1 ? 0.7 : 1.4;
      for (Change c : ChangePoints.find(new Synthetic(random, k % 2 == 0).step(before, after, ratio), true)) {
        if (c.index() != before) continue;
        found++;
        if (c.ratioLow() <= ratio && ratio <= c.ratioHigh()) held++;
      }
    }
    double coverage = (double) held / found;
    System.out.printf(Locale.ROOT, "ratio intervals holding the true step: %d of %d (%.1f%%)%n", held, found,
        100 * coverage);
    assertThat(coverage).isBetween(0.92, 0.99);
  }

  @Test
  void aSingleOutlierRunInTheMiddleIsNotReported() {
    Random random = new Random(37);
    int flagged = 0;
    int trials = 0;
    for (int n : new int[] {7, 12, 20}) {
      for (int k = 0; k < 200; k++) {
        double[] levels = new double[n];
        Arrays.fill(levels, 1000);
        levels[2 + random.nextInt(n - 4)] = k % 2 == 0 ? 500 : 1500;
        trials++;
        if (!ChangePoints.find(new Synthetic(random, k % 4 < 2).series(levels), true).isEmpty()) flagged++;
      }
    }
    System.out.printf(Locale.ROOT, "a single outlier run (half or 1.5 times the level) reported in %d of %d%n", flagged,
        trials);
    assertThat(flagged).isZero();
  }

  @Test
  void theNewestRunAloneIsAChangeUntilTheRunAfterItComesBack() {
    List<Point> six = new ArrayList<>(sixRuns());
    assertThat(ChangePoints.find(six, true)).extracting(Change::index).containsExactly(5);

    six.add(run(6, 41_000, 40_600, 41_500, 40_900));
    assertThat(ChangePoints.find(six, true)).isEmpty();

    six.set(6, run(6, 20_900, 20_500, 21_300, 20_800));
    assertThat(ChangePoints.find(six, true)).extracting(Change::index).containsExactly(5);
  }

  @Test
  void aRiseAndALaterFallAreBothFoundWithTheirOwnSizes() {
    Random random = new Random(38);
    double[] levels = new double[24];
    for (int i = 0; i < levels.length; i++) levels[i] = i < 8 ? 1000 : i < 16 ? 1300 : 900;

    List<Change> changes = ChangePoints.find(new Synthetic(random, true).series(levels), true);

    assertThat(changes).extracting(Change::index).containsExactly(8, 16);
    assertThat(changes.get(0).ratio()).isCloseTo(1.3, within(0.06));
    assertThat(changes.get(0).method()).startsWith("better: ");
    assertThat(changes.get(1).ratio()).isCloseTo(900 / 1300.0, within(0.04));
  }

  @Test
  void runsNotMeasuredArePassedOverAndIndicesStillCountThem() {
    List<Point> series = new ArrayList<>(sixRuns());
    series.add(2, new Point("run-x", Synthetic.START, null, Double.NaN, null, null, null));

    List<Change> changes = ChangePoints.find(series, true);

    assertThat(changes).extracting(Change::index).containsExactly(6);
    assertThat(changes).extracting(Change::runId).containsExactly("run-6");
  }

  @Test
  void zeroAllocationThatStartsAllocatingIsAChangeOnTheValuesThemselves() {
    List<Point> bytes = new ArrayList<>();
    double[] values = {0, 0, 0, 0, 0, 0, 48, 48.2, 47.9};
    for (int i = 0; i < values.length; i++) bytes.add(run(i, values[i]));

    List<Change> changes = ChangePoints.find(bytes, false);

    assertThat(changes).extracting(Change::index).containsExactly(6);
    assertThat(changes.get(0).method()).startsWith("worse: ");
    assertThat(changes.get(0).ratio()).isInfinite();
    assertThat(changes.get(0).worsening(false)).as("fails any --fail-on-change").isGreaterThan(1);
  }

  @Test
  void tooShortOrFlatHistoriesHaveNoChange() {
    assertThat(ChangePoints.find(List.of(), true)).isEmpty();
    assertThat(ChangePoints.find(sixRuns().subList(4, 6), true)).isEmpty();
    assertThat(ChangePoints.find(List.of(run(0, 5), run(1, 5), run(2, 5), run(3, 5)), true)).isEmpty();
  }
}
