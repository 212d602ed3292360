package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.wirebench.core.BadInputException;
import io.wirebench.records.ResultFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ComparisonTest {
  /** Five forks around {@code level} with 3% noise, as a steady cell gives. */
  private static double[] forks(Random rnd, double level) {
    double[] v = new double[5];
    for (int i = 0; i < v.length; i++) v[i] = level * (1 + 0.03 * rnd.nextGaussian());
    return v;
  }

  private static Comparison compare(Path dir, Map<String, Double> base, Map<String, Double> next, long seed)
      throws Exception {
    Random rnd = new Random(seed);
    Map<String, double[]> b = new LinkedHashMap<>();
    Map<String, double[]> n = new LinkedHashMap<>();
    base.forEach((k, v) -> b.put(k, forks(rnd, v)));
    next.forEach((k, v) -> n.put(k, forks(rnd, v)));
    return Comparison.of(ForkSamples.read(Fixtures.syntheticRun(dir.resolve("base"), b)),
        ForkSamples.read(Fixtures.syntheticRun(dir.resolve("new"), n)));
  }

  @Test
  void twoRunsOfTheSameCellsAreMostlyNoChangeWithinNoise(@TempDir Path dir) throws Exception {
    Map<String, Double> levels = new LinkedHashMap<>();
    for (int i = 0; i < 20; i++) levels.put("codec-" + i, 1e5 * (i + 1));
    Comparison c = compare(dir, levels, levels, 11);
    assertThat(c.changes()).hasSize(20);
    // at 95% about one cell in twenty is flagged by chance; most must be "no change"
    assertThat(c.count(Comparison.Verdict.NO_CHANGE)).as(c.table().rows().toString()).isGreaterThanOrEqualTo(17);
    assertThat(c.geometricMeanSpeed()).isCloseTo(1.0, within(0.03));
    assertThat(c.regressions(0.05)).isEmpty();
  }

  @Test
  void aCellThatTakesTwiceTheTimeIsSlowerAndARegressionBeyondFivePercent(@TempDir Path dir) throws Exception {
    Comparison c = compare(dir, Map.of("control-1x", 23_000.0, "gson", 1e6),
        Map.of("control-1x", 11_500.0, "gson", 1e6), 3);
    Comparison.Change slowed = c.changes().stream().filter(x -> x.key().contains("control-1x")).findFirst().orElseThrow();
    assertThat(slowed.verdict()).isEqualTo(Comparison.Verdict.SLOWER);
    assertThat(slowed.timeChange()).isCloseTo(1.0, within(0.1));
    assertThat(slowed.timeChangeInterval()[0]).as("the interval excludes no change").isGreaterThan(0);
    assertThat(c.regressions(0.05)).extracting(Comparison.Change::key).containsExactly(slowed.key());
    assertThat(c.regressions(1.5)).as("a threshold beyond the slowdown passes").isEmpty();
  }

  @Test
  void aFasterCellIsFasterAndNoRegression(@TempDir Path dir) throws Exception {
    Comparison c = compare(dir, Map.of("gson", 1e5), Map.of("gson", 1.5e5), 5);
    assertThat(c.changes().get(0).verdict()).isEqualTo(Comparison.Verdict.FASTER);
    assertThat(c.changes().get(0).timeChange()).isCloseTo(1 / 1.5 - 1, within(0.05));
    assertThat(c.regressions(0)).isEmpty();
  }

  @Test
  void oneForkOnASideGivesNoVerdictAndNeverARegression(@TempDir Path dir) throws Exception {
    Comparison c = Comparison.of(
        ForkSamples.read(Fixtures.syntheticRun(dir.resolve("a"), Map.of("gson", new double[] {100}))),
        ForkSamples.read(Fixtures.syntheticRun(dir.resolve("b"), Map.of("gson", new double[] {50, 51, 49}))));
    assertThat(c.changes().get(0).verdict()).isEqualTo(Comparison.Verdict.TOO_FEW_FORKS);
    assertThat(c.regressions(0.05)).isEmpty();
    assertThat(String.join("\n", c.summary())).contains("--forks 3");
  }

  @Test
  void theGeometricMeanWeighsEveryCellTheSame(@TempDir Path dir) throws Exception {
    Comparison c = Comparison.of(
        ForkSamples.read(Fixtures.syntheticRun(dir.resolve("a"), Map.of("x", new double[] {100, 100},
            "y", new double[] {1e6, 1e6}))),
        ForkSamples.read(Fixtures.syntheticRun(dir.resolve("b"), Map.of("x", new double[] {200, 200},
            "y", new double[] {5e5, 5e5}))));
    assertThat(c.geometricMeanSpeed()).isCloseTo(1.0, within(1e-9));
  }

  @Test
  void plainJmhJsonIsReadWithOneSamplePerForkInThroughputMode() {
    ForkSamples s = ForkSamples.read(Fixtures.resource("/jmh/wirebench-person-thrpt.json"));
    assertThat(s.cells()).containsKey("io.wirebench.bench.Write.bytes:codec=gson,dataset=person (thrpt)");
    ForkSamples.Cell gson = s.cells().get("io.wirebench.bench.Write.bytes:codec=gson,dataset=person (thrpt)");
    assertThat(gson.forks()).hasSize(3);
    assertThat(gson.higherIsBetter()).isTrue();
    assertThat(s.provenance()).contains("JMH 1.37");
  }

  /** A JMH result of one benchmark in a mode, one rawData array per fork. */
  private static String jmh(String mode, String unit, double[][] forks) throws Exception {
    return ResultFile.MAPPER.writeValueAsString(List.of(Map.of("benchmark", "org.example.Bench.parse", "mode", mode,
        "params", Map.of("size", "100"), "jmhVersion", "1.37", "jdkVersion", "21",
        "primaryMetric", Map.of("score", 1.0, "scoreUnit", unit, "rawData", forks))));
  }

  @Test
  void inTimeModesMoreTimeIsSlower(@TempDir Path dir) throws Exception {
    Path base = Files.writeString(dir.resolve("base.json"),
        jmh("avgt", "us/op", new double[][] {{10, 10.2}, {9.9, 10.1}, {10.1, 10}}));
    Path next = Files.writeString(dir.resolve("new.json"),
        jmh("avgt", "us/op", new double[][] {{15, 15.2}, {14.9, 15.1}, {15.1, 15}}));
    Comparison c = Comparison.of(ForkSamples.read(base), ForkSamples.read(next));
    assertThat(c.changes()).singleElement().satisfies(x -> {
      assertThat(x.key()).isEqualTo("org.example.Bench.parse:size=100 (avgt)");
      assertThat(x.verdict()).isEqualTo(Comparison.Verdict.SLOWER);
      assertThat(x.timeChange()).isCloseTo(0.5, within(0.01));
    });
  }

  @Test
  void theSameSpeedInAnotherUnitIsNoChange(@TempDir Path dir) throws Exception {
    Path base = Files.writeString(dir.resolve("base.json"),
        jmh("thrpt", "ops/s", new double[][] {{1000, 1010}, {990, 1000}, {1005, 995}}));
    Path next = Files.writeString(dir.resolve("new.json"),
        jmh("thrpt", "ops/ms", new double[][] {{1.0, 1.01}, {0.99, 1.0}, {1.005, 0.995}}));
    Comparison c = Comparison.of(ForkSamples.read(base), ForkSamples.read(next));
    assertThat(c.changes().get(0).speed().value()).isCloseTo(1.0, within(1e-9));
    assertThat(c.changes().get(0).verdict()).isEqualTo(Comparison.Verdict.NO_CHANGE);
  }

  @Test
  void sampleModeWithoutPerForkDataIsLeftOutAndSaidSo(@TempDir Path dir) throws Exception {
    Path f = Files.writeString(dir.resolve("s.json"), ResultFile.MAPPER.writeValueAsString(List.of(Map.of(
        "benchmark", "org.example.B.m", "mode", "sample", "params", Map.of(),
        "primaryMetric", Map.of("scoreUnit", "us/op", "rawDataHistogram", List.of())))));
    ForkSamples s = ForkSamples.read(f);
    assertThat(s.cells()).isEmpty();
    assertThat(s.skipped()).singleElement().asString().contains("sample mode");
  }

  @Test
  void aFileThatIsNeitherRunJsonNorJmhJsonIsRefusedByName(@TempDir Path dir) throws Exception {
    Path f = Files.writeString(dir.resolve("x.json"), "{\"hello\": 1}");
    assertThatThrownBy(() -> ForkSamples.read(f)).isInstanceOf(BadInputException.class)
        .hasMessageContaining(f.toString()).hasMessageContaining("JMH");
    assertThatThrownBy(() -> ForkSamples.read(dir)).isInstanceOf(BadInputException.class)
        .hasMessageContaining("neither run.json nor jmh.json");
  }

  /** Cells at their own levels, fork i in round i on a machine whose speed per round is {@code machine}. */
  private static Map<String, double[]> drifting(Random rnd, double[] machine, double shift) {
    Map<String, double[]> cells = new LinkedHashMap<>();
    for (int c = 0; c < 16; c++) {
      double[] f = new double[machine.length];
      for (int i = 0; i < f.length; i++) f[i] = 1e4 * (c + 1) * machine[i] * shift * (1 + 0.003 * rnd.nextGaussian());
      cells.put("codec-" + c, f);
    }
    return cells;
  }

  @Test
  void aWholeRunShiftThatTheRoundsShowTheMachineCouldMakeIsNoChange(@TempDir Path dir) throws Exception {
    // both runs' rounds show the machine wandering by about 2%, and the second run is 4.5% slower as a
    // whole: Welch's t on the forks alone would call every cell slower
    Random rnd = new Random(5);
    double[] first = {1.02, 1.01, 0.99, 0.98};
    double[] second = {1.01, 1.02, 0.98, 0.99};
    ForkSamples a = ForkSamples.read(Fixtures.syntheticRun(dir.resolve("a"), drifting(rnd, first, 1.0)));
    ForkSamples b = ForkSamples.read(Fixtures.syntheticRun(dir.resolve("b"), drifting(rnd, second, 0.955)));
    assertThat(a.machine().present()).isTrue();
    assertThat(a.machine().rounds()).isEqualTo(4);
    Comparison c = Comparison.of(a, b);
    assertThat(c.count(Comparison.Verdict.NO_CHANGE)).as(c.table().rows().toString()).isEqualTo(16);
    assertThat(c.geometricMeanSpeed()).isCloseTo(0.955, within(0.005));
    assertThat(String.join("\n", c.summary())).contains("whole-run shift of the machine between the runs");
    for (Comparison.Change x : c.changes()) {
      io.wirebench.analysis.Estimate alone = io.wirebench.analysis.Estimate.ratio(x.next().forks(), x.base().forks());
      assertThat(alone.high()).as("without the machine term the cell would be slower").isLessThan(1);
    }
    // a cell twice as slow is still slower
    Map<String, double[]> slowed = drifting(new Random(6), second, 0.955);
    slowed.put("codec-0", java.util.Arrays.stream(slowed.get("codec-0")).map(x -> x / 2).toArray());
    Comparison d = Comparison.of(a, ForkSamples.read(Fixtures.syntheticRun(dir.resolve("c"), slowed)));
    assertThat(d.changes().get(0).verdict()).isEqualTo(Comparison.Verdict.SLOWER);
  }

  @Test
  void jmhFilesHaveNoMachineTermTheirForksRanOneBenchmarkAtATime(@TempDir Path dir) throws Exception {
    Path f = Files.writeString(dir.resolve("base.json"),
        jmh("thrpt", "ops/s", new double[][] {{1000, 1010}, {990, 1000}, {1005, 995}}));
    assertThat(ForkSamples.read(f).machine().present()).isFalse();
  }

  @Test
  void aRealRunComparedWithItselfIsNoChangeEverywhere() {
    ForkSamples a = ForkSamples.read(Fixtures.run("person-a"));
    Comparison c = Comparison.of(a, a);
    assertThat(c.changes()).hasSize(10);
    assertThat(c.count(Comparison.Verdict.NO_CHANGE)).isEqualTo(10);
  }
}
