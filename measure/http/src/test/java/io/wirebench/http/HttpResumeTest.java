package io.wirebench.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.records.KindRecord;
import io.wirebench.records.ResultFile;
import io.wirebench.records.RunRecord;
import io.wirebench.server.HttpCell;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An HTTP run resumes round by round: the rounds every cell of a server finished are kept, the one
 * cut short is dropped whole (it is measured again on the new server), so every round stays one
 * server's.
 */
class HttpResumeTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpCell RAW = new HttpCell("raw", "kryo", "person", "GET", "application/x-kryo");
  private static final HttpCell GENERIC = new HttpCell("codec", "kryo", "person", "GET", "application/x-kryo");
  private static final HttpCell JACKSON = new HttpCell("jackson", null, "person", "GET", "application/json");
  private static final HttpCell KRYO4 = new HttpCell("jersey-kryo", null, "person", "GET", "application/x-kryo");

  private static HttpTrial trial(int round) {
    return new HttpTrial(round, new LoadResult("jvm", 1000 * round, 1.0, 0, 0, 0,
        new LoadResult.Percentiles(0.001, 0.002, 0.003, 0.004, 0.005), false, 50_000), 0.5,
        new double[] {1000, 1000, 1000, 1000}, "steady", List.of(), 0.01, 0.005);
  }

  private static HttpResult measured(HttpCell c, int... rounds) {
    HttpResult r = new HttpResult(c, "pending", "", List.of(), 120, null);
    for (int round : rounds) r = r.plus(trial(round));
    return r;
  }

  @Test
  void aServerFinishedTheRoundsEveryOneOfItsMeasuredCellsHas() {
    Map<HttpCell, HttpResult> stored = Map.of(RAW, measured(RAW, 1, 2, 3), GENERIC, measured(GENERIC, 1, 2),
        JACKSON, HttpResult.notMeasured(JACKSON, "failed", "boom"));
    assertThat(HttpResume.finishedRounds(List.of(RAW, GENERIC, JACKSON), stored, 3)).isEqualTo(2);
  }

  /** A trial of {@code round} at {@code rps} req/s. */
  private static HttpTrial trial(int round, double rps) {
    return new HttpTrial(round, new LoadResult("jvm", Math.round(rps), 1.0, 0, 0, 0,
        new LoadResult.Percentiles(0.001, 0.002, 0.003, 0.004, 0.005), false, 50_000), 0.5,
        new double[] {rps, rps, rps, rps}, "steady", List.of(), 0.01, 0.005);
  }

  @Test
  void aServerWhoseRoundsFinishedStillOwesTheRetrialPassesItDidNotRun() {
    HttpResult slow = new HttpResult(RAW, "pending", "", List.of(), 120, null)
        .plus(trial(1, 1_000)).plus(trial(2, 3_000)).plus(trial(3, 3_000)); // round 1: the machine was busy
    HttpResult even = new HttpResult(GENERIC, "pending", "", List.of(), 120, null)
        .plus(trial(1, 3_000)).plus(trial(2, 2_950)).plus(trial(3, 3_000));
    List<HttpCell> cells = List.of(RAW, GENERIC);
    Map<HttpCell, HttpResult> results = new java.util.HashMap<>(Map.of(RAW, slow, GENERIC, even));
    assertThat(HttpResume.passesDone(cells, results)).isZero();
    assertThat(HttpResume.owesRetrials(cells, results, 2, 0.15)).as("stopped before pass 1").isTrue();
    assertThat(HttpResume.owesRetrials(cells, results, 0, 0.15)).as("--retries 0").isFalse();
    // pass 1 measured round 1 again, still slow: pass 2 is owed, unless one pass was all there was to run
    HttpResult once = slow.replaced(slow.slowTrials(0.15).get(0), trial(1, 1_500), 1, "slow");
    results.put(RAW, once);
    assertThat(HttpResume.passesDone(cells, results)).isEqualTo(1);
    assertThat(HttpResume.owesRetrials(cells, results, 2, 0.15)).isTrue();
    assertThat(HttpResume.owesRetrials(cells, results, 1, 0.15)).isFalse();
    // pass 2 brought it within 15% of the fastest: nothing is owed, however many passes were allowed
    results.put(RAW, once.replaced(once.slowTrials(0.15).get(0), trial(1, 2_900), 2, "slow"));
    assertThat(HttpResume.passesDone(cells, results)).isEqualTo(2);
    assertThat(HttpResume.owesRetrials(cells, results, 5, 0.15)).isFalse();
  }

  @Test
  void aServerWithACellNotReachedFinishedNoRound() {
    Map<HttpCell, HttpResult> stored = Map.of(RAW, measured(RAW, 1, 2, 3));
    assertThat(HttpResume.finishedRounds(List.of(RAW, GENERIC), stored, 3)).isZero();
    assertThat(HttpResume.finishedRounds(List.of(), stored, 3)).as("no cells: nothing to do").isEqualTo(3);
  }

  /** An http directory as a killed run leaves it: round 3 of 3 cut short on the main server, the Kryo 4 server not reached. */
  private static Path killedRun(Path dir) throws Exception {
    RunRecord.JvmRecord jvm = new RunRecord.JvmRecord("java", "17", "v", "vm", "17", List.of(), null, "17");
    RunRecord.Header h = KindRecord.header("http", List.of("wirebench", "http"), Instant.now(), jvm, List.of(),
        List.of(), Map.of("seed", 7)).withProcess(new RunRecord.ProcessRecord(Long.MAX_VALUE, "elsewhere", null));
    ResultFile.writeJson(dir.resolve("run.json"), new RunRecord(RunRecord.FORMAT_VERSION, h, "running", null, 0,
        List.of(), List.of(), null, Map.of(), List.of(), List.of()));
    ObjectNode http = JSON.createObjectNode();
    http.put("started", "2026-01-01T00:00:00Z");
    ArrayNode cells = http.putArray("cells");
    cells.add(cell(RAW, 1, 2, 3));
    cells.add(cell(GENERIC, 1, 2));
    JSON.writeValue(dir.resolve("http.json").toFile(), http);
    return dir;
  }

  private static JsonNode cell(HttpCell c, int... rounds) {
    ObjectNode n = JSON.createObjectNode();
    n.put("provider", c.provider());
    n.put("codec", c.codec());
    n.put("dataset", c.dataSet());
    n.put("method", c.method());
    n.put("mediaType", c.mediaType());
    n.put("status", "measured");
    n.put("message", "");
    n.put("bodyBytes", 120);
    n.put("driver", "jvm");
    n.put("latencyCorrected", false);
    ArrayNode trials = n.putArray("trials");
    for (int round : rounds) {
      ObjectNode t = trials.addObject();
      t.put("round", round);
      t.put("requests", 1000 * round);
      t.put("seconds", 1.0);
      t.putObject("errors").put("non2xx", 0).put("socket", 0).put("timeouts", 0);
      t.putObject("latencySeconds").put("p50", 0.001).put("p90", 0.002).put("p99", 0.003).put("p999", 0.004)
          .put("max", 0.005);
      t.put("responseBytes", 50_000);
      t.put("serverCpuSeconds", 0.5);
      t.put("steadiness", "steady");
      t.putArray("requestsPerSecondByQuarter").add(1000).add(1000).add(1000).add(1000);
    }
    return n;
  }

  @Test
  void aResumedRunChecksTheMachineAgainAndAnotherVerdictIsNoReasonToRefuse(@TempDir Path dir) throws Exception {
    HttpResume r = HttpResume.open(killedRun(dir));
    RunRecord.Header stored = r.base().record().header();
    r.check(stored.withMachineCheck(Map.of("verdict", "shared core")));
    Map<String, Object> other = new java.util.LinkedHashMap<>(stored.machine());
    other.put("cores", 64);
    RunRecord.Header elsewhere = new RunRecord.Header(stored.wirebench(), stored.kind(), stored.command(),
        stored.started(), stored.profile(), stored.statistic(), stored.seed(), other, stored.jvm(), stored.jvms(),
        stored.jmhVersion(), stored.gcProfiler(), stored.datasets(), stored.codecs(), stored.setup());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> r.check(elsewhere)).hasMessageContaining("machine.cores");
  }

  @Test
  void theRoundCutShortIsDroppedWholeAndTheFinishedOnesKept(@TempDir Path dir) throws Exception {
    HttpResume r = HttpResume.open(killedRun(dir));
    Map<HttpCell, HttpResult> kept = r.kept(List.of(RAW, GENERIC, KRYO4), 3);
    assertThat(kept.get(RAW).trials()).extracting(HttpTrial::round).as("round 3 was cut short").containsExactly(1, 2);
    assertThat(kept.get(GENERIC).trials()).extracting(HttpTrial::round).containsExactly(1, 2);
    assertThat(kept.get(RAW).trials().get(1).load().requests()).isEqualTo(2000);
    assertThat(kept.get(RAW).trials().get(1).load().latency().p99()).isEqualTo(0.003);
    assertThat(kept).as("the Kryo 4 server was not reached").doesNotContainKey(KRYO4);
    assertThat(r.seed()).isEqualTo(7);
    assertThat(r.started()).isEqualTo("2026-01-01T00:00:00Z");
    assertThat(Files.exists(dir.resolve("http.json"))).isTrue();
  }
}
