package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A real JMH run with minimal iterations over two codecs and the baseline, two forks per cell: it
 * must produce JMH's JSON with non-zero scores and both forks, and a run.json whose structure
 * matches the golden file.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RunSmokeTest {
  Path out;
  Cli result;

  @BeforeAll
  void runTwoCodecs() throws Exception {
    out = Files.createTempDirectory("wirebench-smoke").resolve("run");
    result = Cli.run("run", "--codecs", "jackson-databind,gson+gzip", "--datasets", "person",
        "--forks", "2", "--warmup-iterations", "2", "--iterations", "6", "--iteration-ms", "50", "--seed", "1",
        "--no-gc-profiler", "--out", out.toString());
  }

  @Test
  void producesJmhJsonWithNonZeroScoresForBothCodecs() throws Exception {
    assertThat(result.exit).as(result.toString()).isZero();
    JsonNode jmh = new ObjectMapper().readTree(out.resolve("jmh.json").toFile());
    assertThat(jmh.size()).as("one entry per cell").isEqualTo(6);
    TreeSet<String> codecs = new TreeSet<>();
    for (JsonNode b : jmh) {
      codecs.add(b.get("params").get("codec").asText());
      assertThat(b.get("primaryMetric").get("score").asDouble()).isPositive();
      assertThat(b.get("primaryMetric").get("rawData")).as("both forks kept for JMH tools").hasSize(2);
    }
    assertThat(codecs).containsExactly("baseline", "gson+gzip", "jackson-databind");
  }

  @Test
  void printsATablePerDataSetAndOperationFastestFirst() {
    assertThat(result.out).contains("person · write bytes").contains("person · read bytes")
        .contains("OPS/S ± 95% RERUN").contains("STEADY").contains("RELATIVE").contains("1.00");
    assertThat(result.out).contains("6 cells measured, 0 failed").contains("± is the 95% rerun interval")
        .contains("The machine's speed per round, all cells together: ")
        .contains("; each ± includes that wander (a rerun's shift: standard deviation ")
        // six cells are too few to forecast what more forks would buy (PrecisionForecast: eight)
        .doesNotContain("Median ± ");
    // the footer says it briefly (the method is in docs/metrics.md): what was measured, the machine
    String footer = result.out.substring(result.out.indexOf("6 cells measured"), result.out.indexOf("saved: "));
    assertThat(footer.lines()).as(footer).hasSize(2);
  }

  @Test
  void runJsonHasTheGoldenStructure() throws Exception {
    JsonNode run = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    List<String> paths = new ArrayList<>();
    structure("", run, paths);
    Path goldenFile = Path.of("src/test/resources/golden/run-json-structure.txt");
    if (Boolean.getBoolean("wirebench.updateGolden")) {
      Files.write(goldenFile, new TreeSet<>(paths));
    }
    List<String> golden = Files.readAllLines(goldenFile);
    assertThat(String.join("\n", new TreeSet<>(paths))).isEqualTo(String.join("\n", golden).trim());
    assertThat(run.get("status").asText()).isEqualTo("complete");
    assertThat(run.get("formatVersion").asInt()).isEqualTo(6);
    assertThat(run.get("cells")).hasSize(6);
    assertThat(run.get("rounds").asInt()).isEqualTo(2);
    assertThat(run.get("machineSpeedPerRound")).as("one entry per round every cell took part in").hasSize(2);
    JsonNode machine = run.get("pooling").get("throughput");
    assertThat(machine.get("machineRounds").asInt()).isEqualTo(2);
    assertThat(machine.get("machineRerunSd").asDouble()).as("√4 times the round effects' sd")
        .isCloseTo(2 * machine.get("machineRoundSd").asDouble(), org.assertj.core.api.Assertions.within(1e-9));
    for (JsonNode c : run.get("cells")) {
      assertThat(c.get("forks")).hasSize(2);
      assertThat(c.get("forks").get(0).get("iterations")).hasSize(8);
      assertThat(c.get("steadiness").asText()).isNotEmpty();
      assertThat(c.get("metrics").get("throughput").get("value").asDouble()).isPositive();
      boolean bothUsed = c.get("forks").get(0).get("used").asBoolean() && c.get("forks").get(1).get("used").asBoolean();
      assertThat(c.get("metrics").get("throughput").get("low").isNumber()).as("two used forks give an interval")
          .isEqualTo(bothUsed);
    }
    assertThat(run.get("gate").get(0).get("status").asText()).isEqualTo("pass");
    assertThat(run.get("codecs").get(1).get("notes").asText()).contains("gzip");
    assertThat(run.get("statistic").get("interval").asText()).contains("Student's t");
  }

  @Test
  void sizesJsonHoldsRawAndCompressedSizes() throws Exception {
    JsonNode sizes = new ObjectMapper().readTree(out.resolve("sizes.json").toFile()).get("sizes");
    assertThat(sizes.get(0).get("raw").asLong()).isEqualTo(44);
    assertThat(sizes.get(0).get("compressed").has("zstd")).isTrue();
  }

  /** Every key path with the JSON type of its value; arrays contribute their elements' paths. */
  static void structure(String path, JsonNode node, List<String> out) {
    if (node.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        structure(path + "." + e.getKey(), e.getValue(), out);
      }
    } else if (node.isArray()) {
      out.add(path + " : array");
      for (JsonNode n : node) structure(path + "[]", n, out);
    } else {
      out.add(path + " : " + (node.isNumber() ? "number" : node.isNull() ? "null" : node.getNodeType().name().toLowerCase()));
    }
  }
}
