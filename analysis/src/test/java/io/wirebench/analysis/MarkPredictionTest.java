package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.BadInputException;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Pairing repeat runs and setting marked cells' moves against unmarked ones', on run.json files made here. */
class MarkPredictionTest {
  static final ObjectMapper JSON = new ObjectMapper();

  /** A cell: its recorded value and verdict, and one fork's iterations. */
  record C(String codec, double value, String steadiness, double[] iterations) {}

  static double[] flat(long seed, double level) {
    Random r = new Random(seed);
    double[] x = new double[70];
    for (int i = 0; i < x.length; i++) x[i] = level * (1 + 0.01 * r.nextGaussian());
    return x;
  }

  /** Falls to 70% for the last 20 iterations: a slowdown. */
  static double[] dropping(long seed, double level) {
    double[] x = flat(seed, level);
    for (int i = 50; i < x.length; i++) x[i] *= 0.7;
    return x;
  }

  static SavedRun run(Path dir, int iterationMillis, String jacksonVersion, List<C> cells) throws IOException {
    Files.createDirectories(dir);
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("formatVersion", 6);
    root.put("wirebench", Map.of("version", "test", "gitCommit", "0"));
    root.put("kind", "run");
    root.put("command", List.of("wirebench", "run"));
    root.put("started", "2026-11-27T00:00:00Z");
    root.put("profile", Map.of("name", "quick", "iterationMillis", iterationMillis, "warmupIterations", 20,
        "iterations", 50, "minForks", 1, "maxForks", 2, "adaptiveWarmup", true, "budgetSeconds", 150.0));
    root.put("datasets", List.of(Map.of("id", "dbdata", "description", "")));
    List<Map<String, Object>> codecs = new ArrayList<>();
    for (C c : cells) codecs.add(Map.of("id", c.codec(), "version", c.codec().equals("jackson") ? jacksonVersion : "1"));
    root.put("codecs", codecs);
    root.put("status", "complete");
    List<Map<String, Object>> out = new ArrayList<>();
    for (C c : cells) {
      Map<String, Object> cell = new LinkedHashMap<>();
      cell.put("key", "write/bytes/" + c.codec() + "/dbdata");
      cell.put("codec", c.codec());
      cell.put("dataset", "dbdata");
      cell.put("status", "done");
      cell.put("steadiness", c.steadiness());
      cell.put("metrics", Map.of("throughput", Map.of("value", c.value(), "unit", "ops/s")));
      cell.put("forks", List.of(Map.of("warmupIterations", 20, "iterations", c.iterations(), "seconds", 8.0,
          "used", true, "mean", c.value(), "steady", c.steadiness())));
      out.add(cell);
    }
    root.put("cells", out);
    JSON.writeValue(dir.resolve("run.json").toFile(), root);
    return SavedRun.read(dir);
  }

  @Test
  void runsOfAnotherProfileOrLibraryVersionDoNotPairAndSayWhy(@TempDir Path dir) throws IOException {
    List<C> cells = List.of(new C("jackson", 100, "steady", flat(1, 100)));
    SavedRun a = run(dir.resolve("a"), 100, "2.22.1", cells);
    SavedRun b = run(dir.resolve("b"), 100, "2.22.1", cells);
    SavedRun c = run(dir.resolve("c"), 500, "2.22.1", cells);
    SavedRun d = run(dir.resolve("d"), 100, "2.17.0", cells);
    List<String> lines = MarkPrediction.of(List.of(a, b, c, d)).lines();
    assertThat(lines.stream().filter(l -> l.startsWith("pair: ")).toList())
        .containsExactly("pair: " + a.dir() + " + " + b.dir() + " (1 cells in both)");
    assertThat(String.join("\n", lines)).contains(a.dir() + " and " + c.dir() + " do not pair: profiles differ")
        .contains(a.dir() + " and " + d.dir() + " do not pair: codecs or versions differ");
  }

  @Test
  void fewerThanTwoRunsOrNoPairIsAUsageError(@TempDir Path dir) throws IOException {
    List<C> cells = List.of(new C("jackson", 100, "steady", flat(1, 100)));
    SavedRun a = run(dir.resolve("a"), 100, "2.22.1", cells);
    SavedRun c = run(dir.resolve("c"), 500, "2.22.1", cells);
    assertThatThrownBy(() -> MarkPrediction.of(List.of(a))).isInstanceOf(BadInputException.class)
        .hasMessageContaining("two or more");
    assertThatThrownBy(() -> MarkPrediction.of(List.of(a, c))).isInstanceOf(BadInputException.class)
        .hasMessageContaining("no two of the runs measured the same plan");
  }

  @Test
  void aCellMarkedInEitherRunCountsAsMarkedWithItsMoveBetweenTheRuns(@TempDir Path dir) throws IOException {
    SavedRun a = run(dir.resolve("a"), 100, "1", List.of(
        new C("gson", 100, "no steady state", flat(1, 100)), new C("moshi", 200, "steady", flat(2, 200)),
        new C("dsl", 400, "steady", flat(3, 400))));
    SavedRun b = run(dir.resolve("b"), 100, "1", List.of(
        new C("gson", 110, "steady", flat(4, 110)), new C("moshi", 202, "steady", flat(5, 202)),
        new C("dsl", 400, "slowdown", dropping(6, 400))));
    MarkPrediction m = MarkPrediction.of(List.of(a, b));
    List<MarkPrediction.Obs> obs = m.pairObs(false, false);
    assertThat(obs).extracting(MarkPrediction.Obs::key).containsExactly("write/bytes/gson/dbdata",
        "write/bytes/moshi/dbdata", "write/bytes/dsl/dbdata");
    assertThat(obs).extracting(MarkPrediction.Obs::marked).containsExactly(true, false, true);
    assertThat(obs.get(0).deviation()).isCloseTo(10.0 / 105, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(obs.get(1).deviation()).isCloseTo(2.0 / 201, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(obs.get(2).deviation()).isZero();
    // recomputed from the iterations: gson's flat fork is steady now, dsl's drop is still a slowdown
    assertThat(m.pairObs(true, false)).extracting(MarkPrediction.Obs::marked).containsExactly(false, false, true);
    assertThat(m.cellLines()).contains(a.dir() + ",write/bytes/gson/dbdata,100.0,no steady state,"
        + String.format(java.util.Locale.ROOT, "%.1f", SteadyState.mean(flat(1, 100), 20, 70)) + ",steady");
  }

  @Test
  void theCommonShiftOfAPairIsTakenOutBeforeTheMovesAreCompared(@TempDir Path dir) throws IOException {
    SavedRun a = run(dir.resolve("a"), 100, "1", List.of(new C("x", 100, "steady", flat(1, 100)),
        new C("y", 200, "steady", flat(2, 200)), new C("z", 300, "steady", flat(3, 300))));
    SavedRun b = run(dir.resolve("b"), 100, "1", List.of(new C("x", 110, "steady", flat(1, 110)),
        new C("y", 220, "steady", flat(2, 220)), new C("z", 363, "steady", flat(3, 363))));
    List<MarkPrediction.Obs> obs = MarkPrediction.of(List.of(a, b)).pairObs(false, true);
    assertThat(obs.get(0).deviation()).isCloseTo(0, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(obs.get(2).deviation()).isCloseTo(0.11 / 1.155, org.assertj.core.data.Offset.offset(1e-12));
  }

  @Test
  void marksThatGoWithLargeMovesGiveASmallPermutationPValueAndMarksAtRandomDoNot() {
    List<MarkPrediction.Obs> telling = new ArrayList<>();
    List<MarkPrediction.Obs> random = new ArrayList<>();
    Random r = new Random(7);
    for (int i = 0; i < 40; i++) {
      boolean marked = i % 2 == 0;
      telling.add(new MarkPrediction.Obs("c" + i, (marked ? 0.10 : 0.02) * (1 + 0.3 * r.nextDouble()), marked));
      random.add(new MarkPrediction.Obs("c" + i, 0.05 * r.nextDouble(), marked));
    }
    assertThat(MarkPrediction.permutation(telling, false)).isLessThan(0.001);
    assertThat(MarkPrediction.permutation(random, false)).isGreaterThan(0.05);
  }
}
