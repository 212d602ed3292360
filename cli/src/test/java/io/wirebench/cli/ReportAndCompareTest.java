package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code report} and {@code compare} on the command line: outputs, exit codes, and bad input. */
class ReportAndCompareTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** A run.json of write/bytes cells on person, forks as given (ops/s), keyed by codec. */
  private static Path run(Path dir, Map<String, double[]> forks) throws Exception {
    return run(dir, forks, null);
  }

  /** The same, with a machine check of the given verdict in {@code machine.noise} (null: none). */
  private static Path run(Path dir, Map<String, double[]> forks, String machineCheck) throws Exception {
    Files.createDirectories(dir);
    List<Object> cells = new ArrayList<>();
    forks.forEach((codec, values) -> {
      List<Object> fs = new ArrayList<>();
      double sum = 0;
      for (double v : values) {
        fs.add(Map.of("mean", v, "used", true, "steady", "flat"));
        sum += v;
      }
      Map<String, Object> c = new LinkedHashMap<>();
      c.put("key", "write/bytes/" + codec + "/person");
      c.put("op", "write");
      c.put("target", "bytes");
      c.put("codec", codec);
      c.put("dataset", "person");
      c.put("binding", codec.startsWith("control") ? "control" : "pojo");
      c.put("status", "done");
      c.put("steadiness", "steady");
      c.put("encodedBytes", 44);
      c.put("metrics", Map.of("throughput", Map.of("value", sum / values.length, "unit", "ops/s")));
      c.put("forks", fs);
      cells.add(c);
    });
    Map<String, Object> record = new LinkedHashMap<>(Map.of("formatVersion", 2, "status", "complete", "cells", cells));
    if (machineCheck != null) {
      record.put("machine", Map.of("cpu", "test", "cores", 2, "noise", Map.of("verdict", machineCheck, "seconds", 10,
          "wide", Map.of("p05", 0.55, "p95", 1.7, "sdLog1s", 0.084), "chain", Map.of("p05", 0.6, "p95", 1.04))));
    }
    Files.write(dir.resolve("run.json"), JSON.writeValueAsBytes(record));
    return dir;
  }

  /** DIR's run.json with a JVM and its machine check's probes at these speeds (work per second). */
  private static Path withSpeed(Path dir, String jvm, long wide, long chain) throws Exception {
    var record = (com.fasterxml.jackson.databind.node.ObjectNode) JSON.readTree(dir.resolve("run.json").toFile());
    var noise = (com.fasterxml.jackson.databind.node.ObjectNode) record.path("machine").path("noise");
    noise.put("probeJvm", jvm + "+7");
    ((com.fasterxml.jackson.databind.node.ObjectNode) noise.get("wide")).put("perSecond", wide);
    ((com.fasterxml.jackson.databind.node.ObjectNode) noise.get("chain")).put("perSecond", chain);
    Files.write(dir.resolve("run.json"), JSON.writeValueAsBytes(record));
    return dir;
  }

  private static Path base(Path dir) throws Exception {
    Map<String, double[]> forks = new LinkedHashMap<>();
    forks.put("control-1x", new double[] {23_400, 23_100, 23_600, 23_300});
    forks.put("gson", new double[] {1.40e6, 1.38e6, 1.43e6, 1.41e6});
    return run(dir.resolve("base"), forks);
  }

  private static void assertOneLineUsageError(Cli r, String... mentions) {
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err.strip()).as(r.toString()).doesNotContain("\n").contains(mentions);
  }

  @Test
  void compareFlagsACellSlowedOnPurposeAndFailsOnRegression(@TempDir Path dir) throws Exception {
    Path slowed = run(dir.resolve("new"), Map.of("control-1x", new double[] {11_700, 11_600, 11_800, 11_650},
        "gson", new double[] {1.41e6, 1.39e6, 1.42e6, 1.40e6}));
    Cli r = Cli.run("compare", base(dir).toString(), slowed.toString(), "--fail-on-regression", "5%");
    assertThat(r.exit).as(r.toString()).isEqualTo(1);
    assertThat(r.out).containsPattern("write/bytes/control-1x/person .* slower")
        .containsPattern("write/bytes/gson/person .* no change within noise")
        .containsPattern("regression: write/bytes/control-1x/person takes (99|100)\\.\\d% more time");
    Cli lenient = Cli.run("compare", base(dir).toString(), slowed.toString(), "--fail-on-regression", "150%");
    assertThat(lenient.exit).as(lenient.toString()).isZero();
    assertThat(Cli.run("compare", base(dir).toString(), slowed.toString()).exit).as("no threshold, no gate").isZero();
  }

  @Test
  void compareSaysWhenTheAnswerNamesAnotherCodec(@TempDir Path dir) throws Exception {
    Path before = run(dir.resolve("before"), Map.of("gson", new double[] {1.40e6, 1.41e6, 1.39e6},
        "jackson-databind", new double[] {1.20e6, 1.21e6, 1.19e6}));
    Path after = run(dir.resolve("after"), Map.of("gson", new double[] {1.40e6, 1.41e6, 1.39e6},
        "jackson-databind", new double[] {1.60e6, 1.61e6, 1.59e6}));
    Cli r = Cli.run("compare", before.toString(), after.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("answer for person, fastest writer: gson, now jackson-databind");
    assertThat(Cli.run("compare", before.toString(), before.toString()).out)
        .contains("the answer names the same codecs in both runs (1 question)");
  }

  @Test
  void compareOfTheSameCellsPassesTheGate(@TempDir Path dir) throws Exception {
    Path again = run(dir.resolve("again"), Map.of("control-1x", new double[] {23_300, 23_500, 23_200, 23_450},
        "gson", new double[] {1.39e6, 1.42e6, 1.40e6, 1.41e6}));
    Cli r = Cli.run("compare", base(dir).toString(), again.toString(), "--fail-on-regression", "5%");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("2 cells in both: 0 faster, 0 slower, 2 no change within noise")
        .contains("geometric mean over the cells");
  }

  @Test
  void compareSaysWhenTheMachineItselfRanSlowerThoughBothChecksSaidQuiet(@TempDir Path dir) throws Exception {
    Map<String, double[]> forks = Map.of("gson", new double[] {1.40e6, 1.38e6, 1.43e6, 1.41e6});
    Path fast = withSpeed(run(dir.resolve("fast"), forks, "quiet"), "17.0.15", 1_000_000, 500_000);
    // a neighbour on the core through the whole check: windows as even as before, all at 0.57x
    Path slow = withSpeed(run(dir.resolve("slow"), Map.of("gson", new double[] {0.80e6, 0.79e6, 0.81e6, 0.80e6}),
        "quiet"), "17.0.15", 570_000, 480_000);
    Path same = withSpeed(run(dir.resolve("same"), forks, "quiet"), "17.0.15", 970_000, 505_000);
    Path otherJvm = withSpeed(run(dir.resolve("jdk25"), forks, "quiet"), "25.0.1", 570_000, 480_000);
    Cli r = Cli.run("compare", fast.toString(), slow.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("note: before " + slow + " the machine check's probes ran at 0.57× (code that fills a "
        + "core) and 0.96× (a dependent chain) their speed before " + fast + ", on the same JVM: the machine itself "
        + "was slower").doesNotContain("note: the machine check found");
    assertThat(Cli.run("compare", fast.toString(), same.toString()).out).doesNotContain("probes ran at");
    // another JVM compiles the probes differently: no note
    assertThat(Cli.run("compare", fast.toString(), otherJvm.toString()).out).doesNotContain("probes ran at");
    assertThat(Cli.run("report", slow.toString(), "--markdown").out).contains("570,000/s")
        .doesNotContain("slower than this machine can be");
    // the run's own check said it was slower than the store's fastest: the footer under every table says so
    var record = (com.fasterxml.jackson.databind.node.ObjectNode) JSON.readTree(slow.resolve("run.json").toFile());
    ((com.fasterxml.jackson.databind.node.ObjectNode) record.path("machine").path("noise")).put("againstStored",
        "slower than this machine can be: code that fills a core ran at 0.57×");
    Files.write(slow.resolve("run.json"), JSON.writeValueAsBytes(record));
    assertThat(Cli.run("report", slow.toString(), "--markdown").out)
        .contains("machine check: quiet, slower than this machine can be")
        .contains("; slower than this machine can be: code that fills a core ran at 0.57×");
  }

  @Test
  void compareSaysWhenTheMachineCheckFoundTheMachineDifferentBeforeEachRun(@TempDir Path dir) throws Exception {
    Map<String, double[]> forks = Map.of("gson", new double[] {1.40e6, 1.38e6, 1.43e6, 1.41e6});
    Path quiet = run(dir.resolve("quiet"), forks, "quiet");
    Path shared = run(dir.resolve("shared"), forks, "shared core");
    Path alsoQuiet = run(dir.resolve("also-quiet"), forks, "quiet");
    Path unchecked = run(dir.resolve("unchecked"), forks, null);
    Cli r = Cli.run("compare", quiet.toString(), shared.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("note: the machine check found the machine quiet before " + quiet + " and shared core "
        + "before " + shared);
    assertThat(Cli.run("compare", quiet.toString(), alsoQuiet.toString()).out).doesNotContain("note: the machine");
    assertThat(Cli.run("compare", quiet.toString(), unchecked.toString()).out).doesNotContain("note: the machine");
    Cli report = Cli.run("report", shared.toString(), "--markdown");
    assertThat(report.out).as(report.toString()).contains("machine check: shared core")
        .contains("code that fills a core 0.55-1.7×, 1 s averages ± 8.4%, a dependent chain 0.6-1.04×)");
  }

  @Test
  void compareAsMarkdownIsAPipeTable(@TempDir Path dir) throws Exception {
    Cli r = Cli.run("compare", base(dir).toString(), base(dir).toString(), "--markdown");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).startsWith("| CELL | BASE | NEW | TIME/OP CHANGE [95% CI] | FORKS | VERDICT |\n"
        + "| :--- | ---: | ---: | ---: | ---: | :--- |\n");
  }

  @Test
  void compareRefusesRunsWithNoCellInCommon(@TempDir Path dir) throws Exception {
    Path other = run(dir.resolve("other"), Map.of("moshi", new double[] {1, 2}));
    assertOneLineUsageError(Cli.run("compare", base(dir).toString(), other.toString()), "no cell in common");
  }

  @Test
  void compareRefusesAThresholdThatIsNotAPercentage(@TempDir Path dir) throws Exception {
    assertOneLineUsageError(Cli.run("compare", base(dir).toString(), base(dir).toString(), "--fail-on-regression",
        "five"), "--fail-on-regression five", "5%");
    assertOneLineUsageError(Cli.run("compare", base(dir).toString(), base(dir).toString(), "--fail-on-regression",
        "-3%"), "is not a percentage");
  }

  @Test
  void reportAndCompareRefuseADirectoryWithoutRunJson(@TempDir Path dir) throws Exception {
    Path empty = Files.createDirectories(dir.resolve("empty"));
    assertOneLineUsageError(Cli.run("report", empty.toString()), empty + " has no run.json");
    assertThat(empty.resolve("report.html")).doesNotExist();
    assertOneLineUsageError(Cli.run("compare", empty.toString(), empty.toString()), "neither run.json nor jmh.json");
    assertOneLineUsageError(Cli.run("report", dir.resolve("nowhere").toString()), "is not a directory");
  }

  @Test
  void reportWritesOneSelfContainedHtmlFileIntoTheRunDirectory(@TempDir Path dir) throws Exception {
    Path run = base(dir);
    Cli r = Cli.run("report", run.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    Path html = run.resolve("report.html");
    assertThat(r.out).contains("wrote " + html);
    String page = Files.readString(html);
    assertThat(page).contains("Chart.js v").contains("person · write bytes").contains("<canvas id=\"chart-0\"");
    assertThat(page).as("nothing loaded from elsewhere").doesNotContainPattern("<script[^>]+src=")
        .doesNotContainPattern("<link[^>]+href=").doesNotContain("sourceMappingURL");
  }

  @Test
  void reportAsMarkdownGoesToStandardOutput(@TempDir Path dir) throws Exception {
    Cli r = Cli.run("report", "--markdown", base(dir).toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).startsWith("# wirebench results").contains("## person · write bytes")
        .contains("| gson | pojo |");
    Cli json = Cli.run("report", "--format", "github-action-benchmark", base(dir).toString());
    assertThat(json.exit).as(json.toString()).isZero();
    List<String> names = new ArrayList<>();
    JSON.readTree(json.out).forEach(e -> names.add(e.get("name").asText()));
    assertThat(names).contains("person · write bytes · gson", "person · write bytes · control-1x");
  }

  @Test
  void reportRefusesAnUnknownFormatAndTwoRunsForTheBenchmarkAction(@TempDir Path dir) throws Exception {
    assertOneLineUsageError(Cli.run("report", "--format", "pdf", base(dir).toString()), "pdf", "html");
    assertOneLineUsageError(Cli.run("report", "--format", "github-action-benchmark", base(dir).toString(),
        base(dir).toString()), "one run directory");
  }
}
