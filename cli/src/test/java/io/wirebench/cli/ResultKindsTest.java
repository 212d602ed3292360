package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.Sizes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every kind of measurement writes the one shared record (run.json, format 6) that {@code report}
 * and {@code compare} read: sizes, memory, HTTP and a check each write a directory once (small
 * settings), whose structure is pinned per kind; one report holds every section; compare judges each
 * kind and exits 1 on a planted regression.
 */
class ResultKindsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  static Path root;

  @BeforeAll
  static void measureEachKindOnce() throws Exception {
    root = Files.createTempDirectory("wirebench-kinds");
    Cli sizes = Cli.run("sizes", "--codecs", "jackson-databind,kryo", "--datasets", "person", "--run-dir",
        dir("sizes").toString());
    assertThat(sizes.exit).as(sizes.toString()).isZero();
    Cli memory = Cli.run("memory", "--codecs", "jackson-streaming,jackson-databind", "--datasets",
        "decimal-matrix:100x50", "--ops", "write", "--targets", "discard", "--heap", "128m", "--out",
        dir("memory").toString());
    assertThat(memory.exit).as(memory.toString()).isZero();
    Cli check = Cli.run("check", "hostile", "--codecs", "jackson-databind,gson", "--cases", "depth-1k,truncated",
        "--out", dir("check").toString());
    assertThat(check.exit).as(check.toString()).isZero();
    Cli http = Cli.run("http", "--codecs", "jackson-databind", "--methods", "GET", "--driver", "jvm",
        "--connections", "2", "--warmup", "1s", "--duration", "1s", "--out", dir("http").toString());
    assertThat(http.exit).as(http.toString()).isZero();
  }

  private static Path dir(String kind) {
    return root.resolve(kind);
  }

  @ParameterizedTest
  @ValueSource(strings = {"sizes", "memory", "check", "http"})
  void eachKindWritesTheSharedRecordWithItsGoldenStructure(String kind) throws Exception {
    JsonNode run = JSON.readTree(dir(kind).resolve("run.json").toFile());
    assertThat(run.get("formatVersion").asInt()).isEqualTo(6);
    assertThat(run.get("kind").asText()).isEqualTo(kind);
    assertThat(run.get("status").asText()).isEqualTo("complete");
    assertThat(run.get("cells").size()).isPositive();
    for (JsonNode c : run.get("cells")) {
      assertThat(c.get("key").asText()).isEqualTo(c.get("op").asText() + "/" + c.get("target").asText() + "/"
          + c.get("codec").asText() + "/" + c.get("dataset").asText());
      c.get("metrics").forEach(m -> assertThat(m.get("better").asText()).isIn("higher", "lower"));
    }
    List<String> paths = new ArrayList<>();
    RunSmokeTest.structure("", run, paths);
    Path golden = Path.of("src/test/resources/golden/" + kind + "-run-json-structure.txt");
    if (Boolean.getBoolean("wirebench.updateGolden")) Files.write(golden, new TreeSet<>(paths));
    assertThat(String.join("\n", new TreeSet<>(paths))).isEqualTo(String.join("\n", Files.readAllLines(golden)).trim());
  }

  @Test
  void oneReportHoldsEverySection() throws Exception {
    Path html = root.resolve("all.html");
    Cli r = Cli.run("report", dir("sizes").toString(), dir("memory").toString(), dir("check").toString(),
        dir("http").toString(), "--out", html.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    String page = Files.readString(html);
    assertThat(page).contains("id=\"sizes\"").contains("id=\"memory\"").contains("id=\"http\"").contains("id=\"checks\"")
        .contains("Memory beyond the input").contains("HTTP through JAX-RS").contains("Trust: check matrices")
        .contains("class=\"o-rejected\"").doesNotContain("id=\"speed\"");
    Cli md = Cli.run("report", "--markdown", dir("sizes").toString(), dir("memory").toString(),
        dir("check").toString(), dir("http").toString());
    assertThat(md.exit).as(md.toString()).isZero();
    assertThat(md.out).contains("## Sizes: person").contains("## Memory beyond the input")
        .contains("## HTTP through JAX-RS").contains("## Trust: check matrices").contains("| jackson-databind | rejected");
  }

  @Test
  void compareOfTwoChecksListsAVerdictThatTurnedWorseAndExits1() throws Exception {
    Path planted = plant("check", c -> c.get("codec").asText().equals("gson")
        && c.get("dataset").asText().equals("truncated"), c -> ((ObjectNode) c.get("details")).put("outcome", "accepted"));
    Cli same = Cli.run("compare", dir("check").toString(), dir("check").toString());
    assertThat(same.exit).as(same.toString()).isZero();
    assertThat(same.out).contains("no verdict changed");
    Cli r = Cli.run("compare", dir("check").toString(), planted.toString());
    assertThat(r.exit).as(r.toString()).isEqualTo(1);
    assertThat(r.out).contains("gson").contains("truncated").contains("rejected").contains("accepted")
        .contains("now accepts a document it must reject");
  }

  @Test
  void compareOfTwoMemoryRunsJudgesByTheSearchIntervalAndExits1OnARegression() throws Exception {
    Path planted = plant("memory", c -> c.get("codec").asText().equals("jackson-databind"), c -> {
      ObjectNode m = (ObjectNode) c.get("metrics").get("beyondInput");
      for (String f : List.of("value", "low", "high")) m.put(f, m.get(f).asDouble() * 4 + (8 << 20));
    });
    Cli same = Cli.run("compare", dir("memory").toString(), dir("memory").toString(), "--fail-on-regression", "5%");
    assertThat(same.exit).as(same.toString()).isZero();
    assertThat(same.out).contains("no change (intervals overlap)");
    Cli r = Cli.run("compare", dir("memory").toString(), planted.toString(), "--fail-on-regression", "5%");
    assertThat(r.exit).as(r.toString()).isEqualTo(1);
    assertThat(r.out).contains("REGRESSION: worse (intervals apart)").contains("write/discard/jackson-databind")
        .contains("MiB [");
  }

  @Test
  void compareOfTwoHttpRunsSaysItCannotTellWithoutAThresholdAndExits1BeyondOne() throws Exception {
    Path planted = plant("http", c -> c.get("codec").asText().startsWith("codec:"), c -> {
      ObjectNode m = (ObjectNode) c.get("metrics").get("requestsPerSecond");
      m.put("value", m.get("value").asDouble() / 2);
    });
    Cli noThreshold = Cli.run("compare", dir("http").toString(), planted.toString());
    assertThat(noThreshold.exit).as(noThreshold.toString()).isZero();
    assertThat(noThreshold.out).contains("cannot tell (no interval (one trial))");
    Cli r = Cli.run("compare", dir("http").toString(), planted.toString(), "--fail-on-regression", "10%");
    assertThat(r.exit).as(r.toString()).isEqualTo(1);
    assertThat(r.out).contains("regression: get/application/json/codec:jackson-databind/person requestsPerSecond -50.0%");
  }

  /** memory.json, http.json or checks.json alone (an older wirebench's directory) reads as the same record. */
  @ParameterizedTest
  @ValueSource(strings = {"memory", "check", "http"})
  void anOlderDirectoryWithOnlyItsOwnFileReadsAsTheSameRecord(String kind) throws Exception {
    Path old = root.resolve(kind + "-old-" + System.nanoTime());
    Files.createDirectories(old);
    try (var files = Files.list(dir(kind))) {
      for (Path f : files.filter(f -> f.toString().endsWith(".json") && !f.endsWith("run.json")).toList()) {
        Files.copy(f, old.resolve(f.getFileName()));
      }
    }
    io.wirebench.results.RunRecord now = io.wirebench.results.SavedRun.read(dir(kind)).record();
    io.wirebench.results.RunRecord then = io.wirebench.results.SavedRun.read(old).record();
    assertThat(then.header().kind()).isEqualTo(kind);
    assertThat(then.cells()).hasSameSizeAs(now.cells());
    for (int i = 0; i < now.cells().size(); i++) {
      var a = now.cells().get(i);
      var b = then.cells().get(i);
      assertThat(b.key()).isEqualTo(a.key());
      assertThat(b.status()).isEqualTo(a.status());
      assertThat(b.metrics().keySet()).isEqualTo(a.metrics().keySet());
      a.metrics().forEach((id, v) -> assertThat(b.metrics().get(id).value()).as(a.key() + " " + id).isEqualTo(v.value()));
    }
    Cli r = Cli.run("report", "--markdown", old.toString());
    assertThat(r.exit).as(r.toString()).isZero();
  }

  @Test
  void compareRefusesTwoKinds() {
    Cli r = Cli.run("compare", dir("memory").toString(), dir("check").toString());
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("cannot compare a memory run with a check run");
  }

  /** A copy of a kind's directory with the run.json cells that match edited. */
  private static Path plant(String kind, java.util.function.Predicate<JsonNode> which,
      java.util.function.Consumer<JsonNode> edit) throws Exception {
    Path copy = root.resolve(kind + "-planted-" + System.nanoTime());
    Files.createDirectories(copy);
    JsonNode run = JSON.readTree(dir(kind).resolve("run.json").toFile());
    int edited = 0;
    for (JsonNode c : run.get("cells")) {
      if (which.test(c)) {
        edit.accept(c);
        edited++;
      }
    }
    assertThat(edited).as("cells planted").isPositive();
    JSON.writeValue(copy.resolve("run.json").toFile(), run);
    return copy;
  }
}
