package io.wirebench.http;

import static io.wirebench.http.HttpFixtures.cell;
import static io.wirebench.http.HttpFixtures.trial;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.server.HttpCell;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A trial much slower than the fastest of its cell is measured again after the rounds, in its
 * round's place: the values and intervals come from the kept trials, the slow one stays in the
 * record set aside, and a resumed run reads both back.
 */
class HttpRetrialTest {
  private static final HttpCell CELL = new HttpCell("jackson", null, "person", "GET", "application/json");
  private static final HttpCell OTHER = new HttpCell("text", null, "person", "GET", "text/plain");

  @Test
  void onlyATrialMoreThanFifteenPercentBelowTheFastestIsSlow() {
    assertThat(cell(CELL, 20_000, 19_800, 19_500).slowTrials(HttpRun.SLOWER)).as("a quiet machine's 2.5%").isEmpty();
    assertThat(cell(CELL, 20_000, 16_900, 17_100).slowTrials(HttpRun.SLOWER)).extracting(HttpTrial::round)
        .containsExactly(2);
    assertThat(cell(CELL, 5_511, 8_770, 12_469).slowTrials(HttpRun.SLOWER)).as("slowest first")
        .extracting(HttpTrial::round).containsExactly(1, 2);
    assertThat(cell(CELL, 5_000).slowTrials(HttpRun.SLOWER)).as("one trial: nothing to compare").isEmpty();
  }

  @Test
  void theTrialMeasuredAgainStandsInItsRoundsPlaceAndTheSlowOneIsSetAside() {
    HttpResult r = cell(CELL, 19_969, 19_854, 9_723);
    HttpTrial slow = r.slowTrials(HttpRun.SLOWER).get(0);
    HttpResult again = r.replaced(slow, trial(7, 19_700), 1, "9,723 req/s, 51% below the cell's fastest trial");

    assertThat(again.trials()).as("all four kept in the record").hasSize(4);
    assertThat(again.kept()).extracting(HttpTrial::round).containsExactly(1, 2, 3);
    assertThat(again.kept().get(2).again()).isEqualTo(1);
    assertThat(again.trials().get(2).setAside()).contains("51% below");
    assertThat(HttpMetric.REQUESTS_PER_SECOND.samples(again)).containsExactly(19_969, 19_854, 19_700);
    assertThat(HttpMetric.REQUESTS_PER_SECOND.of(again)).isBetween(19_700.0, 19_969.0);
    assertThat(again.requests()).as("requests of the kept trials").isEqualTo(19_969 + 19_854 + 19_700);
    assertThat(again.slowTrials(HttpRun.SLOWER)).isEmpty();
    assertThat(again.setAsideNote()).isEqualTo("1 slow trial measured again (round 3 at 9,723 req/s)");
    assertThat(r.setAsideNote()).isEmpty();
  }

  @Test
  void aRoundTheMachineSlowedNoLongerWidensEveryIntervalOnceMeasuredAgain() {
    // five cells whose third round ran in a busy minute (as the first default run of 2026-11-27)
    double[][] rps = {{19_969, 19_854, 9_723}, {17_333, 17_713, 8_392}, {20_962, 20_799, 10_716},
        {45_768, 44_473, 28_920}, {16_775, 16_336, 7_855}};
    HttpCell[] cells = new HttpCell[rps.length];
    List<HttpResult> before = new java.util.ArrayList<>();
    List<HttpResult> after = new java.util.ArrayList<>();
    for (int i = 0; i < rps.length; i++) {
      cells[i] = new HttpCell("codec", "c" + i, "person", "GET", "application/json");
      HttpResult r = cell(cells[i], rps[i]);
      before.add(r);
      HttpTrial slow = r.slowTrials(HttpRun.SLOWER).get(0);
      after.add(r.replaced(slow, trial(3, rps[i][0] * 0.99), 1, "slow"));
    }
    TrialPooling was = TrialPooling.of(before);
    TrialPooling now = TrialPooling.of(after);
    var wide = was.estimate(HttpMetric.REQUESTS_PER_SECOND, before.get(0));
    var narrow = now.estimate(HttpMetric.REQUESTS_PER_SECOND, after.get(0));
    assertThat((wide.high() - wide.low()) / wide.value()).as("the busy round's effect").isGreaterThan(0.5);
    assertThat((narrow.high() - narrow.low()) / narrow.value()).isLessThan(0.1);
    // the tables the command prints from the record say the same
    assertThat(HttpTablesTest.tables(before)).contains("the machine's speed per round (every cell's req/s together): "
        + "server ").contains("the machine was not steady between the server's rounds").doesNotContain("measured again");
    assertThat(HttpTablesTest.tables(after)).as("the set-aside trials stay out").contains("the machine's speed per round")
        .doesNotContain("not steady")
        .contains("5 trials more than 15% slower than the fastest of its cell were measured again after the rounds");
  }

  @Test
  void aResumedRunReadsTheSetAsideTrialBack() throws Exception {
    HttpResult r = cell(CELL, 19_969, 19_854, 9_723);
    HttpResult again = r.replaced(r.slowTrials(HttpRun.SLOWER).get(0), trial(3, 19_700), 1, "slow: 51% below");
    HttpResult other = cell(OTHER, 20_000, 20_100, 19_900);
    ObjectMapper json = new ObjectMapper();
    JsonNode written = json.valueToTree(HttpRecord.cell(again, List.of(again, other), TrialPooling.of(List.of(again, other))));
    assertThat(written.path("trials").get(2).path("setAside").asText()).isEqualTo("slow: 51% below");
    assertThat(written.path("trials").get(3).path("again").asInt()).isEqualTo(1);
    assertThat(written.path("trials").get(0).has("again")).as("written only when measured again").isFalse();
    HttpResult read = HttpResume.result(written);
    assertThat(read.kept()).extracting(HttpTrial::round).containsExactly(1, 2, 3);
    assertThat(HttpMetric.REQUESTS_PER_SECOND.samples(read)).containsExactly(19_969, 19_854, 19_700);
    assertThat(read.trials()).hasSize(4);
    assertThat(Map.of("setAside", read.trials().get(2).setAside())).containsEntry("setAside", "slow: 51% below");
  }
}
