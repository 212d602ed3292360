package io.wirebench.http;

import static io.wirebench.http.HttpFixtures.cell;
import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.records.RunRecord;
import io.wirebench.report.HttpTables;
import io.wirebench.server.HttpCell;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The HTTP tables the command prints come from the record the driver saved (http.json's cells as
 * the shared record holds them), not from the driver's results in memory: the order, the ratio to
 * raw, and each server JVM's rounds apart (the machine's speed per round: {@link HttpRetrialTest}).
 */
class HttpTablesTest {
  /** The tables as the command prints them, from the record the driver would save for {@code results}. */
  static String tables(List<HttpResult> results) {
    TrialPooling pool = TrialPooling.of(results);
    List<RunRecord.CellRecord> cells = new ArrayList<>();
    for (HttpResult r : results) cells.add(HttpRecord.shared(HttpRecord.cell(r, results, pool)));
    RunRecord.Header h = new RunRecord.Header(Map.of(), "http", List.of(), null, null, null, 0, Map.of(), null,
        List.of(), null, false, List.of(), List.of(), Map.of("retrySlower", 0.15));
    StringWriter s = new StringWriter();
    HttpTables.print(new RunRecord(6, h, "complete", null, 3, List.of(), List.of(), null, Map.of(), List.of(), cells),
        new PrintWriter(s, true));
    return s.toString();
  }

  @Test
  void rowsRunFastestFirstWithTheirRatioToTheRawCeilingAndTheirInterval() {
    String out = tables(List.of(
        cell(new HttpCell("codec", "gson", "person", "GET", "application/json"), 10_000, 10_100, 9_900),
        cell(new HttpCell(HttpCell.RAW, "gson", "person", "GET", "application/json"), 40_000, 40_400, 39_600),
        cell(new HttpCell("codec", "kryo", "person", "GET", "application/x-kryo"), 20_000, 20_200, 19_800),
        HttpResult.notMeasured(new HttpCell("codec", "avro", "person", "GET", "avro/binary"), "not served",
            "no resource")));
    assertThat(out).startsWith("person · GET\n");
    assertThat(out.indexOf("raw:gson")).isLessThan(out.indexOf("codec:kryo"));
    assertThat(out.indexOf("codec:kryo")).isLessThan(out.indexOf("codec:gson"));
    assertThat(out).contains("×RAW").contains("REQ/S ± 95%").contains(" ± ")
        .contains("  codec:avro: not served (no resource)");
    assertThat(out.lines().filter(l -> l.contains("codec:kryo")).findFirst().orElseThrow()).endsWith("0.50");
    assertThat(out).as("raw is the highest row").doesNotContain("the raw ceiling is not the highest row");
  }

  @Test
  void theKryo4ServersRoundsAreTheirOwn() {
    List<HttpResult> results = List.of(
        cell(new HttpCell("codec", "gson", "person", "GET", "application/json"), 10_000, 10_100),
        cell(new HttpCell("codec", "kryo", "person", "GET", "application/x-kryo"), 20_000, 20_200),
        cell(new HttpCell("jersey-kryo", null, "person", "GET", "application/x-kryo"), 5_000, 4_000),
        cell(new HttpCell("jersey-kryo", null, "person", "PUT", "application/x-kryo"), 6_000, 4_800));
    assertThat(results.get(2).cell().onKryo4()).isTrue();
    assertThat(tables(results)).contains("server -0.5%, +0.5%; Kryo 4 server +11.8%, -10.6%");
  }
}
