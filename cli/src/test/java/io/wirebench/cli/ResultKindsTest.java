package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.core.UserClasses;
import io.wirebench.testkit.HeadlessChromium;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every kind of measurement writes the one shared record (run.json, format 6) that {@code report}
 * and {@code compare} read: run, sizes, memory, HTTP and a check each write a directory once, on a
 * user's model (small settings), whose structure is pinned per kind; one report holds every section
 * and draws in headless Chromium; compare judges each kind and exits 1 on a planted regression.
 */
class ResultKindsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  static Path root;
  static List<String> yours;
  static Path data;
  /** What each command printed, by command. */
  static final java.util.Map<String, String> printed = new java.util.HashMap<>();

  /**
   * Each kind once, on a user's model compiled here (doubles at six decimals, one of them the
   * -26.06677 that fastjson2 writes as -26.066770000000002), at the commands' smallest settings.
   */
  @BeforeAll
  static void measureEachKindOnceOnYourModel() throws Exception {
    root = Files.createTempDirectory("wirebench-kinds");
    Path jar = UserJars.readingJar(root);
    data = Files.writeString(root.resolve("readings.ndjson"), ""
        + "{\"sensor\":\"a\",\"time\":1764150000000,\"lat\":-26.06677,\"lon\":28.056702,\"value\":17.673705}\n"
        + "{\"sensor\":\"b\",\"time\":1764150060000,\"lat\":51.507351,\"lon\":-0.127758,\"value\":1013.250001}\n");
    yours = List.of("--classpath", jar.toString(), "--class", UserJars.READING, "--data", data.toString());
    // dsl-json (needs generated code) and gson-untyped (reads no classes) in each: every command says why not
    measure("run", "--codecs", "jackson-databind,fastjson2", "--forks", "1", "--warmup-iterations", "1",
        "--iterations", "2", "--iteration-ms", "50", "--no-gc-profiler", "--out", dir("run").toString());
    measure("sizes", "--codecs", "jackson-databind,fastjson2,kryo,gson,java-serialization,dsl-json",
        "--run-dir", dir("sizes").toString(), "--out", root.resolve("sizes.json").toString());
    measure("memory", "--copies", "20", "--codecs", "jackson-databind,kryo,dsl-json", "--ops", "write", "--targets",
        "discard", "--heap", "128m", "--max-probes", "2", "--resolution", "4", "--out", dir("memory").toString());
    measure("http", "--codecs", "jackson-databind,kryo,dsl-json", "--methods", "GET,POST", "--driver", "jvm",
        "--connections", "2", "--warmup", "0s", "--duration", "500ms", "--trials", "2", "--retries", "0", "--machine-check", "4",
        "--out", dir("http").toString());
    measure("coldstart", "--codecs", "jackson-databind,kryo,dsl-json", "--samples", "2", "--out",
        dir("coldstart").toString());
    // the machine check takes no model, and says 1 when this machine is not ready: the record is what counts here
    Cli machine = Cli.run("machine", "--seconds", "2", "--out", dir("machine").toString());
    assertThat(machine.exit).as(machine.toString()).isIn(0, 1);
    measure("check", "hostile", "--codecs", "jackson-databind,fastjson2,dsl-json,gson-untyped", "--cases",
        "truncated,float-1\\.5e300,lone-surrogate", "--details", "--out", dir("check").toString());
  }

  @AfterAll
  static void clear() {
    System.clearProperty(UserClasses.PROPERTY); // the commands set it for their children
  }

  /** Runs a command with the user's model after its name (and a check's matrix); it must succeed. */
  private static void measure(String... args) {
    List<String> all = new ArrayList<>(List.of(args));
    all.addAll(args[0].equals("check") ? 2 : 1, yours);
    Cli r = Cli.run(all.toArray(String[]::new));
    assertThat(r.exit).as(r.toString()).isZero();
    printed.put(args[0], r.out);
  }

  private static Path dir(String kind) {
    return root.resolve(kind);
  }

  @ParameterizedTest
  @ValueSource(strings = {"sizes", "memory", "check", "http", "coldstart", "machine"})
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
    // a field that is null in one cell and a value in another (a message, an error) is pinned by its type
    TreeSet<String> typed = new TreeSet<>(paths);
    paths.removeIf(p -> p.endsWith(" : null") && typed.stream().anyMatch(
        t -> !t.endsWith(" : null") && t.startsWith(p.substring(0, p.length() - "null".length()))));
    // present only when the probes ran slower than the fastest check the build's store holds: the machine's
    paths.removeIf(p -> p.startsWith(".machine.noise.againstStored "));
    paths.removeIf(p -> p.contains(".metrics.vsFastest")); // likewise: only when the store holds an earlier check
    Path golden = Path.of("src/test/resources/golden/" + kind + "-run-json-structure.txt");
    if (Boolean.getBoolean("wirebench.updateGolden")) Files.write(golden, new TreeSet<>(paths));
    assertThat(String.join("\n", new TreeSet<>(paths))).isEqualTo(String.join("\n", Files.readAllLines(golden)).trim());
  }

  @Test
  void fastjson2PassesTheGateOnYourDoublesWithANote() throws Exception {
    JsonNode gate = null;
    for (JsonNode g : JSON.readTree(dir("run").resolve("run.json").toFile()).get("gate")) {
      if (g.get("codec").asText().equals("fastjson2")) gate = g;
    }
    assertThat(gate).isNotNull();
    assertThat(gate.get("status").asText()).isEqualTo("pass");
    assertThat(gate.get("message").asText()).contains("-26.06677 written as -26.066770000000002 (the same double)");
  }

  /**
   * Every kind that compares libraries ends with its answer, printed from the record it saved, and
   * its report shows the same lines; the machine check, which compares none, has none.
   */
  @ParameterizedTest
  @ValueSource(strings = {"run", "sizes", "memory", "http", "coldstart", "check"})
  void eachKindPrintsTheAnswerItsReportShows(String kind) {
    List<String> lines = new ArrayList<>();
    boolean in = false;
    for (String l : printed.get(kind).split("\\R")) {
      if (l.startsWith("answer")) in = true;
      else if (!l.startsWith("  ")) in = false;
      else if (in) lines.add(l.trim());
    }
    assertThat(lines).as(printed.get(kind)).isNotEmpty();
    Cli md = Cli.run("report", "--markdown", dir(kind).toString());
    assertThat(md.exit).as(md.toString()).isZero();
    assertThat(md.out).contains("## Answer");
    for (String l : lines) assertThat(md.out).contains("- " + l);
    assertThat(Cli.run("report", "--markdown", dir("machine").toString()).out).doesNotContain("## Answer");
  }

  @Test
  void oneReportHoldsEverySectionAndDrawsInChromiumWithNoRequest() throws Exception {
    Path html = root.resolve("all.html");
    Cli r = Cli.run("report", dir("run").toString(), dir("sizes").toString(), dir("memory").toString(),
        dir("check").toString(), dir("http").toString(), dir("coldstart").toString(), dir("machine").toString(),
        "--out", html.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    String page = Files.readString(html);
    assertThat(page).contains("id=\"speed\"").contains("id=\"sizes\"").contains("id=\"memory\"")
        .contains("id=\"http\"").contains("id=\"checks\"").contains("id=\"machine\"").contains("Memory beyond the input")
        .contains("HTTP through JAX-RS").contains("Trust: check matrices").contains("class=\"o-rejected\"")
        .contains("id=\"coldstart\"").contains("Kind: coldstart").contains("firstUseSeconds")
        .doesNotContainPattern("(src|href)=\"https?:");
    Cli md = Cli.run("report", "--markdown", dir("sizes").toString(), dir("memory").toString(),
        dir("check").toString(), dir("http").toString());
    assertThat(md.exit).as(md.toString()).isZero();
    assertThat(md.out).contains("## Sizes: class:" + UserJars.READING).contains("## Memory beyond the input")
        .contains("## HTTP through JAX-RS").contains("## Trust: check matrices")
        .containsPattern("\\| fastjson2 \\| (rejected|accepted) \\|");
    assumeTrue(HeadlessChromium.missing() == null, HeadlessChromium.missing());
    Matcher charts = Pattern.compile("data-charts=\"(\\d+)\"").matcher(page);
    assertThat(charts.find()).isTrue();
    try (HeadlessChromium browser = HeadlessChromium.start()) {
      browser.assertEveryChartDrewWithNoErrorAndNoRequest(html, Integer.parseInt(charts.group(1)));
      for (String section : List.of("speed", "sizes", "memory", "http", "checks", "coldstart", "run")) {
        assertThat(browser.shows(section)).as("section #" + section).isTrue();
      }
      browser.screenshot(Path.of("target", "report-your-model-in-chromium.png"));
    }
  }

  @Test
  void compareOfTwoChecksListsAVerdictThatTurnedWorseAndExits1() throws Exception {
    Path planted = plant("check", c -> c.get("codec").asText().equals("fastjson2")
        && c.get("dataset").asText().equals("truncated"), c -> ((ObjectNode) c.get("details")).put("outcome", "accepted"));
    Cli same = Cli.run("compare", dir("check").toString(), dir("check").toString());
    assertThat(same.exit).as(same.toString()).isZero();
    assertThat(same.out).contains("no verdict changed");
    Cli r = Cli.run("compare", dir("check").toString(), planted.toString());
    assertThat(r.exit).as(r.toString()).isEqualTo(1);
    assertThat(r.out).contains("fastjson2").contains("truncated").contains("rejected").contains("accepted")
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
  void compareOfTwoHttpRunsJudgesByTheTrialsIntervalsAndExits1OnARegression() throws Exception {
    // both sides planted with narrow intervals, so that the verdict does not hang on two short trials' spread
    java.util.function.Predicate<JsonNode> jackson = c -> c.get("codec").asText().equals("codec:jackson-databind")
        && c.get("status").asText().equals("done");
    Path base = plant("http", jackson, c -> narrow(c, 1));
    Path planted = plant("http", jackson, c -> narrow(c, 0.5));
    JsonNode measured = JSON.readTree(dir("http").resolve("run.json").toFile()).get("cells").get(0);
    assertThat(measured.get("metrics").get("requestsPerSecond").get("low").isNumber()).as("two trials: an interval")
        .isTrue();
    Cli same = Cli.run("compare", base.toString(), base.toString(), "--fail-on-regression", "10%");
    assertThat(same.exit).as(same.toString()).isZero();
    assertThat(same.out).contains("no change (intervals overlap)");
    Cli r = Cli.run("compare", base.toString(), planted.toString(), "--fail-on-regression", "10%");
    assertThat(r.exit).as(r.toString()).isEqualTo(1);
    assertThat(r.out).contains("REGRESSION: worse (intervals apart)")
        .contains("get/application/json/codec:jackson-databind/class:" + UserJars.READING);
  }

  @Test
  void aNewKindIsComparedOnEveryMetricItsCellsCarryWithNoCodeOfItsOwn() throws Exception {
    // both sides planted with narrow intervals: two samples' own interval is wide (Student's t at 1 df)
    java.util.function.Predicate<JsonNode> jackson = c -> c.get("codec").asText().equals("jackson-databind")
        && c.get("status").asText().equals("done");
    Path base = plant("coldstart", jackson, c -> scale(c, "firstUseSeconds", 1));
    Path planted = plant("coldstart", jackson, c -> scale(c, "firstUseSeconds", 3));
    Cli same = Cli.run("compare", base.toString(), base.toString(), "--fail-on-regression", "5%");
    assertThat(same.exit).as(same.toString()).isZero();
    Cli r = Cli.run("compare", base.toString(), planted.toString(), "--fail-on-regression", "5%");
    assertThat(r.exit).as(r.toString()).isEqualTo(1);
    assertThat(r.out).contains("firstUseSeconds").contains("coldstart/jvm/jackson-databind/class:" + UserJars.READING);
    String printed = ResultKindsTest.printed.get("coldstart");
    assertThat(printed).contains("cold start").contains("START TO RESULT")
        .contains("dsl-json").as("a codec that needs generated code cannot bind your class: a gap with its reason");
  }

  /** A cell's req/s times {@code factor}, with an interval of ±1%. */
  private static void narrow(JsonNode cell, double factor) {
    scale(cell, "requestsPerSecond", factor);
  }

  /** A cell's metric times {@code factor}, with an interval of ±1%. */
  private static void scale(JsonNode cell, String metric, double factor) {
    ObjectNode m = (ObjectNode) cell.get("metrics").get(metric);
    double v = m.get("value").asDouble() * factor;
    m.put("value", v).put("low", v * 0.99).put("high", v * 1.01);
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
    io.wirebench.records.RunRecord now = io.wirebench.records.SavedRun.read(dir(kind)).record();
    io.wirebench.records.RunRecord then = io.wirebench.records.SavedRun.read(old).record();
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

  /**
   * Each kind's command stored its record in the store the build names (WIREBENCH_STORE, cli/pom.xml),
   * and the five directories import into a new store and read back as history, through the results
   * model: the record of every kind round-trips the store.
   */
  @Test
  void everyKindStoresItsRecordAndItsDirectoryImportsAndReadsBackAsHistory() {
    for (String kind : List.of("run", "sizes", "memory", "http", "check", "coldstart")) {
      assertThat(printed.get(kind)).as(kind).contains("stored in ").contains(": " + kind + " (");
    }
    String db = root.resolve("imported.db").toString();
    List<String> args = new ArrayList<>(List.of("import", "--store", db));
    for (String kind : List.of("run", "sizes", "memory", "http", "check", "coldstart")) args.add(dir(kind).toString());
    Cli r = Cli.run(args.toArray(String[]::new));
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("6 stored, 0 already stored, 0 skipped");
    Cli again = Cli.run(args.toArray(String[]::new));
    assertThat(again.out).contains("0 stored, 6 already stored, 0 skipped");
    for (String[] q : new String[][] {{"--codec", "jackson-databind", "--op", "write", "--target", "bytes"},
        {"--metric", "raw", "--codec", "kryo"}, {"--metric", "beyondInput", "--codec", "kryo"},
        {"--metric", "requestsPerSecond", "--codec", "codec:kryo", "--op", "get"},
        {"--metric", "firstUseSeconds", "--codec", "kryo", "--op", "coldstart"}}) {
      List<String> h = new ArrayList<>(List.of("history", "--store", db));
      h.addAll(List.of(q));
      Cli t = Cli.run(h.toArray(String[]::new));
      assertThat(t.exit).as(t.toString()).isZero();
      assertThat(t.out).as(String.join(" ", q)).contains("left out: nothing");
    }
  }

  @Test
  void compareRefusesTwoKinds() {
    Cli r = Cli.run("compare", dir("memory").toString(), dir("check").toString());
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("cannot compare a memory run with a check run");
  }

  @Test
  void sizesGatesYourClassInAJvmWithYourJarAndNamesTheCodecsThatCannotBindIt() throws Exception {
    String id = UserJars.id(data);
    assertThat(printed.get("sizes")).contains("kryo is gated in a JVM with your classes on its class path",
        id + " (bytes").contains("not sized: dsl-json on " + id + ": gap: needs code generated or written ahead of time");
    List<String> sized = new ArrayList<>();
    JSON.readTree(root.resolve("sizes.json").toFile()).get("sizes").forEach(s -> sized.add(s.get("codec").asText()));
    assertThat(sized).containsExactlyInAnyOrder("gson", "kryo", "java-serialization", "jackson-databind", "fastjson2");
  }

  @Test
  void memoryMeasuresCopiesOfYourValuesInChildrenThatHaveYourJar() throws Exception {
    String id = "class:" + UserJars.READING + "*20:" + data.toAbsolutePath().normalize();
    assertThat(printed.get("memory")).contains("jackson-databind · " + id + " · write discard")
        .contains("MiB beyond input");
    JsonNode m = JSON.readTree(dir("memory").resolve("memory.json").toFile());
    List<String> statuses = new ArrayList<>();
    m.get("cells").forEach(c -> statuses.add(c.get("codec").asText() + " " + c.get("status").asText()));
    assertThat(statuses).containsExactlyInAnyOrder("jackson-databind measured", "kryo measured", "dsl-json gap");
    assertThat(Files.readString(dir("memory").resolve("memory.json"))).contains("needs code generated");
  }

  @Test
  void httpServesYourClassWithTheGenericProviderFromAServerWithYourJar() throws Exception {
    assertThat(printed.get("http")).contains("round-trip gate: dsl-json on").contains("needs code generated");
    List<String> cells = new ArrayList<>();
    JSON.readTree(dir("http").resolve("http.json").toFile()).get("cells").forEach(c -> cells.add(
        c.get("method").asText() + " " + c.get("row").asText() + " " + c.get("status").asText()));
    assertThat(cells).contains("GET codec:kryo measured", "POST codec:kryo measured", "GET raw:jackson-databind measured",
        "GET codec:jackson-databind measured", "GET codec:dsl-json not served");
  }

  @Test
  void checkHostileReadsItsInputsAsYourClassAndSaysWhyNotForTheOthers() {
    assertThat(printed.get("check")).contains("typed (Reading.sensor)").contains("typed (Reading.lat)")
        .contains("needs code generated").contains("gson-untyped reads untyped values, not classes");
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
