package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.analysis.Decision;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The answer under the tables, from records alone: speed, sizes, cold start and any other kind. */
class AnswerTest {
  private static RunRecord.CellRecord cell(String op, String codec, double... forkMeans) {
    return threaded(op, codec, 1, forkMeans);
  }

  private static RunRecord.CellRecord threaded(String op, String codec, int threads, double... forkMeans) {
    List<RunRecord.ForkRecord> forks = new ArrayList<>();
    for (double m : forkMeans) {
      double[] flat = new double[20];
      Arrays.fill(flat, m);
      forks.add(new RunRecord.ForkRecord(0, "flat", 0, 0, 0, m, 2, true, flat));
    }
    double mean = Arrays.stream(forkMeans).average().orElse(Double.NaN);
    return new RunRecord.CellRecord(op + "/bytes/" + codec + "/dbdata", "", op, "bytes", codec, "dbdata",
        codec.equals("baseline") ? ResultTables.CONTROL : codec.equals("streaming") ? "streaming" : "pojo", "done",
        null, 1, 100, "steady",
        Map.of("throughput", new RunRecord.MetricValue(mean, null, null, null, null, null, "ops/s", "higher")), forks,
        null, threads == 1 ? null : threads);
  }

  private static SavedRun.SizeRecord size(String codec, long raw, long gzip) {
    return new SavedRun.SizeRecord("dbdata", codec, "x", raw, Map.of("gzip", gzip), null, "");
  }

  static SavedRun saved(String kind, List<RunRecord.CellRecord> cells, List<SavedRun.SizeRecord> sizes) {
    RunRecord.Header h = new RunRecord.Header(Map.of(), kind, List.of(), null, null, null, 0, Map.of(), null, List.of(),
        null, false, List.of(), List.of(), null);
    return new SavedRun(Path.of("r"), new RunRecord(6, h, "complete", null, 1, List.of(), List.of(), null, Map.of(),
        List.of(), cells), sizes);
  }

  private static String answer(List<RunRecord.CellRecord> cells, List<SavedRun.SizeRecord> sizes) {
    return answer(saved("run", cells, sizes));
  }

  private static String answer(SavedRun saved) {
    StringWriter s = new StringWriter();
    Answer.print(saved, new PrintWriter(s, true));
    return s.toString();
  }

  @Test
  void namesTheFastestAndSmallestWithTheirRatioToJacksonAndTheParetoSet() {
    List<RunRecord.CellRecord> cells = new ArrayList<>(List.of(
        cell("write", "jackson-databind", 100, 100), cell("read", "jackson-databind", 50, 50),
        cell("write", "fast", 300, 300), cell("read", "fast", 200, 200),
        cell("write", "small", 90, 90), cell("read", "small", 40, 40),
        cell("write", "baseline", 9000, 9000), cell("read", "baseline", 9000, 9000)));
    String a = answer(cells, List.of(size("jackson-databind", 1000, 300), size("fast", 900, 310),
        size("small", 400, 200), size("baseline", 1000, 300)));
    assertThat(a).contains("answer for dbdata:",
        "fastest writer: fast (bytes, 300 ops/s, 3.00× jackson-databind)",
        "fastest reader: fast (bytes, 200 ops/s, 4.00× jackson-databind)",
        "smallest: small (400 bytes, 0.40× jackson-databind)",
        "smallest gzipped: small (200 bytes, 0.67× jackson-databind)",
        "none better in both (write+read time, raw bytes): small (36.11 ms, 400 bytes), fast (8.33 ms, 900 bytes)");
    assertThat(a).doesNotContain("baseline");
  }

  @Test
  void readModifyWriteAccessAndPartialHaveTheirFastestToo() {
    String a = answer(List.of(
        cell("roundtrip", "jackson-databind", 40, 40), cell("roundtrip", "fast", 80, 80),
        cell("access", "streaming", 500, 500), cell("access", "zero-copy", 900, 900),
        cell("partial", "jackson-databind", 50, 50), cell("partial", "streaming", 5000, 5000),
        cell("saveload", "jackson-databind", 20, 20), cell("saveload", "kryo", 60, 60)),
        List.of());
    assertThat(a).contains("fastest read-modify-write: fast (bytes, 80.0 ops/s, 2.00× jackson-databind)",
        "fastest to visit every field (access): zero-copy (bytes, 900 ops/s)",
        "fastest to one deep field (partial): streaming (streaming, bytes, 5,000 ops/s, 100.00× jackson-databind)",
        "fastest to save a file and load it back: kryo (bytes, 60.0 ops/s, 3.00× jackson-databind)");
    assertThat(a).doesNotContain("fastest writer").doesNotContain("fastest reader");
  }

  @Test
  void aFastestThatWelchsTestCannotTellFromTheRunnerUpIsATie() {
    String a = answer(List.of(cell("write", "a", 100, 110, 90), cell("write", "b", 98, 108, 88)),
        List.of());
    assertThat(a).contains("fastest writer: a (bytes, 100 ops/s); a tie with b (Welch's 95% interval of their ratio "
        + "holds 1)");
    String three = answer(List.of(cell("write", "a", 100, 110, 90), cell("write", "b", 98, 108, 88),
        cell("write", "c", 97, 107, 87), cell("write", "d", 50, 51, 49)), List.of());
    assertThat(three).as("every codec the winner cannot be told from, not the runner-up alone")
        .contains("fastest writer: a (bytes, 100 ops/s); a tie with b, c (Welch's");
    Decision writer = Answer.decisions(saved("run", List.of(cell("write", "a", 100, 110, 90), cell("write", "b", 98,
        108, 88), cell("write", "c", 97, 107, 87), cell("write", "d", 50, 51, 49)), List.of())).stream()
        .filter(d -> "fastest writer".equals(d.question())).findFirst().orElseThrow();
    assertThat(writer.names()).containsExactly("a");
    assertThat(writer.ties()).containsExactly("b", "c");
    assertThat(writer.who()).isEqualTo("a (a tie with b, c)");
  }

  @Test
  void aFastestWhoseForksAllBeatTheRunnerUpsIsNoTie() {
    String a = answer(List.of(cell("write", "a", 100, 101, 99), cell("write", "b", 90, 91, 89)),
        List.of());
    assertThat(a).contains("fastest writer: a (bytes, 100 ops/s)").doesNotContain("tie");
  }

  @Test
  void codecsWritingTheSameBytesTieForSmallest() {
    List<RunRecord.CellRecord> cells = List.of(cell("write", "jackson-databind", 100), cell("write", "gson", 90));
    String a = answer(cells, List.of(size("jackson-databind", 1845, 568), size("gson", 1845, 568),
        size("moshi", 1845, 570)));
    assertThat(a).contains("smallest: 3 codecs tie at 1,845 bytes (jackson-databind, gson, moshi)",
        "smallest gzipped: 2 codecs tie at 568 bytes (jackson-databind, gson)");
  }

  @Test
  void saysNothingForOneCodec() {
    assertThat(answer(List.of(cell("write", "a", 100), cell("read", "a", 100)), List.of())).isEmpty();
  }

  @Test
  void aRunOnTwoThreadCountsAnswersSpeedOnOneThread() {
    String a = answer(List.of(cell("write", "a", 300, 300), cell("write", "b", 200, 200),
        threaded("write", "b", 2, 500, 500), threaded("write", "a", 2, 400, 400)), List.of());
    assertThat(a).as("b's 500 ops/s is on two threads: not a one-thread cell's rival")
        .contains("fastest writer: a (bytes, 300 ops/s)");
  }

  @Test
  void aWinnerOnAJdkIsComparedWithJacksonOnTheSameJdk() {
    assertThat(io.wirebench.analysis.Answers.reference("kryo@jdk25", List.of("kryo@jdk17", "kryo@jdk25", "jackson-databind@jdk17",
        "jackson-databind@jdk25"))).isEqualTo("jackson-databind@jdk25");
    assertThat(io.wirebench.analysis.Answers.reference("gson", List.of("gson", "jackson-databind"))).isEqualTo("jackson-databind");
    assertThat(io.wirebench.analysis.Answers.reference("jackson-databind@2.8.5", List.of("jackson-databind@2.8.5", "jackson-databind@2.22.1")))
        .isEqualTo("jackson-databind@2.8.5");
  }

  private static RunRecord.CellRecord kindCell(String op, String target, String codec, String binding, String metric,
      double value, Double low, Double high, String unit, String better) {
    Map<String, RunRecord.MetricValue> m = new LinkedHashMap<>();
    m.put(metric, new RunRecord.MetricValue(value, low, high, null, null, null, unit, better));
    m.put("other", new RunRecord.MetricValue(1.0, null, null, null, null, null, "", "lower"));
    return new RunRecord.CellRecord(op + "/" + target + "/" + codec + "/person", null, op, target, codec, "person",
        binding, "done", null, 1, 100, null, m, null, Map.of(), null);
  }

  @Test
  void anyOtherKindIsAnsweredByItsHeadlineMetricPerOperationByItsOwnBetter() {
    SavedRun memory = saved("memory", List.of(
        kindCell("write", "discard", "jackson-databind", null, "beyondInput", 4_000_000, 3_900_000.0, 4_100_000.0, "B",
            "lower"),
        kindCell("write", "stream", "jackson-streaming", null, "beyondInput", 40_000, 39_000.0, 41_000.0, "B", "lower"),
        kindCell("write", "discard", "jackson-streaming", null, "beyondInput", 1_000_000, 900_000.0, 1_100_000.0, "B",
            "lower")), List.of());
    assertThat(answer(memory)).isEqualTo("answer for person:\n  write, beyond input (lower is better): "
        + "jackson-streaming (stream, 40 KB)\n\n");
    List<RunRecord.CellRecord> judged = new ArrayList<>();
    for (RunRecord.CellRecord c : memory.record().cells()) {
      judged.add(new RunRecord.CellRecord(c.key(), c.benchmark(), c.op(), c.target(), c.codec(), c.dataset(),
          c.binding(), c.status(), c.message(), c.seconds(), c.encodedBytes(), c.steadiness(), c.metrics(), c.forks(),
          Map.of("verdict", c.codec().equals("jackson-databind") || c.target().equals("discard") ? "buffers"
              : "streams"), c.threads()));
    }
    assertThat(answer(saved("memory", judged, List.of()))).as("a verdict the cells carry names its codecs")
        .contains("  write, by verdict: buffers: jackson-databind (discard), jackson-streaming (discard); "
            + "streams: jackson-streaming (stream)\n");
    SavedRun http = saved("http", List.of(
        kindCell("get", "application/json", "raw:jackson-databind", "raw", "requestsPerSecond", 45_000, null, null,
            "req/s", "higher"),
        kindCell("get", "application/json", "jackson", "jackson", "requestsPerSecond", 19_000, 18_000.0, 20_000.0,
            "req/s", "higher"),
        kindCell("get", "application/x-person", "custom", "custom", "requestsPerSecond", 21_000, 20_500.0, 21_500.0,
            "req/s", "higher"),
        kindCell("post", "application/json", "jackson", "jackson", "requestsPerSecond", 19_000, 18_000.0, 20_000.0,
            "req/s", "higher"),
        kindCell("post", "application/x-person", "custom", "custom", "requestsPerSecond", 19_500, 19_000.0, 20_000.0,
            "req/s", "higher")), List.of());
    assertThat(answer(http)).as("the raw handler is a baseline, never the answer")
        .contains("get, requests per second (higher is better): custom (application/x-person, 21,000 req/s)\n")
        .contains("post, requests per second (higher is better): custom (application/x-person, 19,500 req/s); "
            + "a tie with jackson within their intervals")
        .doesNotContain("raw:");
    Map<String, RunRecord.MetricValue> withErrors = new LinkedHashMap<>(http.record().cells().get(2).metrics());
    withErrors.put("errors", new RunRecord.MetricValue(12.0, null, null, null, null, null, "", "lower"));
    RunRecord.CellRecord c = http.record().cells().get(2);
    List<RunRecord.CellRecord> cells = new ArrayList<>(http.record().cells());
    cells.set(2, new RunRecord.CellRecord(c.key(), c.benchmark(), c.op(), c.target(), c.codec(), c.dataset(),
        c.binding(), c.status(), c.message(), c.seconds(), c.encodedBytes(), c.steadiness(), withErrors, c.forks(),
        c.details(), c.threads()));
    assertThat(answer(saved("http", cells, List.of()))).as("a winner that had errors says so")
        .contains("custom (application/x-person, 21,000 req/s), with 12 errors\n");
  }

  @Test
  void kindsThatMeasureTheMachineOrTheHarnessHaveNoAnswer() {
    for (String kind : List.of("machine", "selfcheck", "overhead")) {
      assertThat(answer(saved(kind, List.of(cell("write", "a", 300, 300), cell("write", "b", 200, 200)), List.of())))
          .as(kind).isEmpty();
    }
  }

  @Test
  void aSizesRunAnswersTheSmallest() {
    assertThat(answer(saved("sizes", List.of(), List.of(size("jackson-databind", 1000, 300), size("kryo", 400, 250)))))
        .isEqualTo("answer for dbdata:\n  smallest: kryo (400 bytes, 0.40× jackson-databind)\n"
            + "  smallest gzipped: kryo (250 bytes, 0.83× jackson-databind)\n\n");
  }

  @Test
  void theReportsShowTheAnswerTheTerminalPrinted() throws Exception {
    SavedRun run = saved("run", List.of(cell("write", "jackson-databind", 100, 100), cell("write", "fast", 300, 300)),
        List.of());
    StringWriter md = new StringWriter();
    new MarkdownReport().export(List.of(run), md);
    assertThat(md.toString()).contains("## Answer\n\n**answer for dbdata:**\n\n- fastest writer: fast (bytes, 300 ops/s, "
        + "3.00× jackson-databind)\n");
    StringWriter html = new StringWriter();
    new HtmlReport().export(List.of(run), html);
    assertThat(html.toString()).contains("<a href=\"#answer\">Answer</a>", "<h4>answer for dbdata:</h4>",
        "<li>fastest writer: fast (bytes, 300 ops/s, 3.00× jackson-databind)</li>");
  }

  @Test
  void compareNamesTheQuestionsWhoseWinnerChangedOnTheCellsBothRunsShare() {
    SavedRun base = saved("run", List.of(cell("write", "jackson-databind", 100, 101), cell("write", "a", 300, 301),
        cell("read", "jackson-databind", 50, 51), cell("read", "a", 200, 201)), List.of());
    SavedRun next = saved("run", List.of(cell("write", "jackson-databind", 100, 101), cell("write", "a", 300, 301),
        cell("read", "jackson-databind", 250, 251), cell("read", "a", 200, 201),
        cell("write", "only-here", 900, 901), cell("read", "only-here", 900, 901)), List.of());
    assertThat(Answer.changes(base, next)).as("only-here is in one run: it changes no answer")
        .containsExactly("answer for dbdata, fastest reader: a, now jackson-databind");
    assertThat(Answer.changes(base, base)).containsExactly("the answer names the same codecs in both runs (2 questions)");
  }

  @Test
  void aDecisionNamesItsCodecsApartFromTheFiguresItsLineShows() {
    SavedRun run = saved("run", List.of(cell("write", "jackson-databind", 100, 100), cell("write", "small", 50, 51),
        cell("write", "fast", 300, 300), cell("read", "jackson-databind", 100, 101), cell("read", "small", 50, 51),
        cell("read", "fast", 300, 301)), List.of(size("jackson-databind", 900, 300), size("small", 400, 200),
        size("fast", 900, 300)));
    Map<String, Decision> byQuestion = new LinkedHashMap<>();
    for (Decision d : Answer.decisions(run)) byQuestion.put(d.question(), d);
    assertThat(byQuestion.get("fastest writer").line()).isEqualTo("fastest writer: fast (bytes, 300 ops/s, 3.00× "
        + "jackson-databind)");
    assertThat(byQuestion.get("fastest writer").names()).containsExactly("fast");
    assertThat(byQuestion.get("smallest").names()).containsExactly("small");
    assertThat(byQuestion.get("smallest gzipped").names()).containsExactly("small");
    assertThat(byQuestion.get("speed vs size, none better in both (write+read time, raw bytes)").names())
        .containsExactly("small", "fast");
  }

  @Test
  void theTerminalTheReportsAndCompareAgreeOnOneRecordsDecisions() throws Exception {
    SavedRun run = saved("run", List.of(cell("write", "jackson-databind", 100, 101), cell("write", "fast", 300, 301),
        cell("read", "jackson-databind", 100, 101), cell("read", "fast", 90, 91)), List.of(size("jackson-databind",
        900, 300), size("fast", 800, 310)));
    List<Decision> decisions = Answer.decisions(run);
    assertThat(decisions).isNotEmpty();
    String terminal = answer(run);
    StringWriter md = new StringWriter();
    new MarkdownReport().export(List.of(run), md);
    StringWriter html = new StringWriter();
    new HtmlReport().export(List.of(run), html);
    for (Decision d : decisions) {
      assertThat(terminal).contains("answer for " + d.scope() + ":", "  " + d.line() + "\n");
      assertThat(md.toString()).contains("- " + d.line() + "\n");
      assertThat(html.toString()).contains("<li>" + d.line().replace("&", "&amp;").replace("<", "&lt;") + "</li>");
    }
    assertThat(Answer.changes(run, run)).containsExactly("the answer names the same codecs in both runs ("
        + decisions.size() + " questions)");
    // the reader's winner changes: compare names the question and both decisions' codecs
    SavedRun next = saved("run", List.of(cell("write", "jackson-databind", 100, 101), cell("write", "fast", 300, 301),
        cell("read", "jackson-databind", 100, 101), cell("read", "fast", 190, 191)), run.sizes());
    Decision before = decisions.stream().filter(d -> "fastest reader".equals(d.question())).findFirst().orElseThrow();
    Decision after = Answer.decisions(next).stream().filter(d -> "fastest reader".equals(d.question())).findFirst()
        .orElseThrow();
    assertThat(Answer.changes(run, next)).containsExactly("answer for dbdata, fastest reader: " + before.who()
        + ", now " + after.who());
  }

  private static RunRecord.CellRecord verdict(String row, String caseId, String outcome) {
    return new RunRecord.CellRecord(caseId + "/" + row, null, "check", "hostile", row, caseId, null, "done", null, 0, 0,
        null, Map.of(), null, Map.of("outcome", outcome), null);
  }

  @Test
  void aCheckMatrixNamesTheRowsWithNoTroubleAndEachOtherRowsTroubles() {
    List<Map<String, Object>> cases = List.of(Map.of("id", "truncated", "expectation", "rejected"),
        Map.of("id", "depth-100k"), Map.of("id", "float", "expectation", "the exact value, or a clear rejection"));
    RunRecord.Header h = new RunRecord.Header(Map.of(), "check", List.of(), null, null, null, 0, Map.of(), null,
        List.of(), null, false, List.of(), List.of(), Map.of("matrix", "hostile", "cases", cases));
    List<RunRecord.CellRecord> cells = List.of(
        verdict("jackson-databind", "truncated", "rejected"), verdict("jackson-databind", "depth-100k", "rejected"),
        verdict("jackson-databind", "float", "accepted"),
        verdict("fastjson2", "truncated", "accepted"), verdict("fastjson2", "depth-100k", "crashed"),
        verdict("fastjson2", "float", "rejected"),
        verdict("gson", "truncated", "rejected"), verdict("gson", "depth-100k", "timed-out"),
        verdict("unavailable-here", "truncated", "unavailable"));
    SavedRun run = new SavedRun(Path.of("c"), new RunRecord(6, h, "complete", null, 0, List.of(), List.of(), null,
        Map.of(), List.of(), cells), List.of());
    assertThat(answer(run)).isEqualTo("answer for the hostile matrix:\n"
        + "  no trouble in any case: jackson-databind\n"
        + "  trouble: fastjson2: accepted truncated (expected rejected), crashed on depth-100k; gson: timed-out on "
        + "depth-100k\n\n");
  }

  @Test
  void aDirectoryThatCannotBeReadBackCostsOneLine(@org.junit.jupiter.api.io.TempDir Path dir) {
    StringWriter s = new StringWriter();
    Answer.print(dir, new PrintWriter(s, true));
    assertThat(s.toString()).startsWith("(no answer: ").contains("has no run.json").endsWith("shows the tables)\n");
  }
}
