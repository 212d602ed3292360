package io.wirebench.study;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.records.NotMeasured;
import io.wirebench.records.RunRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The verdicts of docs/studies.md, computed from a record made here (no JMH). */
class PublishedVsMeasuredTest {
  @TempDir Path dir;

  private static RunRecord.CellRecord cell(String codec, double value, Double low, Double high) {
    return new RunRecord.CellRecord("write/string/" + codec + "/measurements-1k", null, "write", "string", codec,
        "measurements-1k", "pojo", "done", null, 1, 1000, "steady", Map.of("throughput", new RunRecord.MetricValue(
            value, low, high, null, null, null, "ops/s", "higher")), List.of());
  }

  @Test
  void pointsAndRangesAreJudgedByTheMeasuredRatiosInterval() throws Exception {
    Path f = Files.writeString(dir.resolve("s.yaml"), """
        study: fixture
        question: q
        steps:
          - {name: speed, command: run}
          - {name: later, command: run, unsupported: "needs a feature"}
        published:
          - table: t
            reference: Jackson
            tolerance: 0.1
            step: speed
            metric: throughput
            unit: ops/s
            rows:
              - {name: Jackson, value: 4000, codec: jackson}
              - {name: Close, value: 2000, codec: close}
              - {name: Far, value: 1000, codec: far}
              - {name: Wide, value: 2000, codec: wide}
              - {name: Qualitative, ratio: [0.05, 0.2], codec: tenth}
              - {name: Straddles, ratio: [0.05, 0.2], codec: straddle}
              - {name: Outside, ratio: [0.8, 1.2], codec: tenth}
              - {name: Gated, value: 1000, codec: gated}
              - {name: Absent, value: 1000, unsupported: "no such codec here"}
              - {name: Later, value: 1000, codec: x, step: later}
          - table: as-ratios
            step: speed
            metric: throughput
            unit: x payload
            rows:
              - {name: Buffers, value: 1.0, codec: one}
        """);
    StudyFile s = StudyReader.read(f, id -> null);
    RunRecord record = new RunRecord(6, null, "complete", null, 1, List.of(),
        List.of(new NotMeasured("gated", "measurements-1k", null, "gate-failed", "fails the gate: NoClassDefFoundError")),
        null, Map.of(), List.of(), List.of(
            cell("jackson", 1000, 950.0, 1050.0),
            cell("close", 520, 500.0, 540.0), // 0.476 to 0.568: published 0.5 inside
            cell("far", 600, 590.0, 610.0),  // 0.56 to 0.64: published 0.25 outside even ±10%
            cell("wide", 500, 100.0, 900.0), // spans 9x: cannot tell
            cell("tenth", 100, null, null),  // 0.095 to 0.105 through the reference's interval
            cell("straddle", 190, 180.0, 220.0),
            cell("one", 1.1, null, null)));
    List<PublishedVsMeasured.Judged> judged = PublishedVsMeasured.judge(s, name -> name.equals("speed") ? record : null);
    Map<String, PublishedVsMeasured.Line> lines = new java.util.HashMap<>();
    for (PublishedVsMeasured.Line l : judged.get(0).lines()) lines.put(l.row(), l);

    assertThat(lines.get("Jackson").agreement()).isEqualTo(PublishedVsMeasured.Agreement.REFERENCE);
    assertThat(lines.get("Close").agreement()).isEqualTo(PublishedVsMeasured.Agreement.AGREES);
    assertThat(lines.get("Close").publishedLow()).isEqualTo(0.5);
    assertThat(lines.get("Close").measured()).isEqualTo(0.52);
    assertThat(lines.get("Close").low()).isCloseTo(500 / 1050.0, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(lines.get("Close").high()).isCloseTo(540 / 950.0, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(lines.get("Far").agreement()).isEqualTo(PublishedVsMeasured.Agreement.DISAGREES);
    assertThat(lines.get("Wide").agreement()).isEqualTo(PublishedVsMeasured.Agreement.CANNOT_TELL);
    assertThat(lines.get("Wide").why()).contains("spans a factor of 9.9");
    assertThat(lines.get("Qualitative").agreement()).isEqualTo(PublishedVsMeasured.Agreement.AGREES);
    assertThat(lines.get("Straddles").agreement()).isEqualTo(PublishedVsMeasured.Agreement.CANNOT_TELL);
    assertThat(lines.get("Outside").agreement()).isEqualTo(PublishedVsMeasured.Agreement.DISAGREES);
    assertThat(lines.get("Gated").agreement()).isEqualTo(PublishedVsMeasured.Agreement.CANNOT_TELL);
    assertThat(lines.get("Gated").why()).contains("NoClassDefFoundError");
    assertThat(lines.get("Absent").why()).contains("no such codec here");
    assertThat(lines.get("Later").why()).contains("step later is unsupported: needs a feature");
    // no reference: the published values are ratios already (to the payload), compared as they are
    PublishedVsMeasured.Line buffers = judged.get(1).lines().get(0);
    assertThat(buffers.agreement()).isEqualTo(PublishedVsMeasured.Agreement.AGREES);
    assertThat(buffers.measured()).isEqualTo(1.1);

    StudyReport report = new StudyReport(s, List.of(new StudyReport.StepOutcome("speed", "./wirebench run", "done")), judged);
    assertThat(report.markdown()).contains("## Published vs measured", "| Far | write/string/far/measurements-1k | 0.25 "
        + "| 0.60 | [0.56, 0.64] | disagrees |", "| Qualitative | write/string/tenth/measurements-1k | 0.050 to 0.20 | 0.10 "
        + "| [0.095, 0.11] | agrees |", "| ROW | CELL | PUBLISHED | MEASURED | INTERVAL | VERDICT | WHY |\n");
    assertThat(new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(report.json()))
        .contains("\"agreement\":\"disagrees\"", "\"row\":\"Far\"");
    assertThat(report.markdown()).contains("2 agree, 2 disagree, 5 cannot tell");
    assertThat(report.html()).contains("<h3 id=\"published\">Published vs measured</h3>").doesNotContain("<script");
  }

  @Test
  void aRerunIntervalBelowZeroOnEitherSideTellsNothingRatherThanDisagreeing() throws Exception {
    Path f = Files.writeString(dir.resolve("z.yaml"), """
        {study: zero, question: q, steps: [{name: speed, command: run}], published: [{table: t, step: speed,
          metric: throughput, unit: ops/s, reference: Jackson, rows: [{name: Jackson, value: 4000, codec: jackson},
          {name: Two-forks, value: 2000, codec: two}]}]}
        """);
    StudyFile s = StudyReader.read(f, id -> null);
    // two forks far apart: the reference's rerun interval reaches below zero
    RunRecord record = new RunRecord(6, null, "complete", null, 1, List.of(), List.of(), null, Map.of(), List.of(),
        List.of(cell("jackson", 1000, -300.0, 2300.0), cell("two", 600, 550.0, 650.0)));
    PublishedVsMeasured.Line line = PublishedVsMeasured.judge(s, name -> record).get(0).lines().stream()
        .filter(l -> l.row().equals("Two-forks")).findFirst().orElseThrow();
    assertThat(line.agreement()).isEqualTo(PublishedVsMeasured.Agreement.CANNOT_TELL);
    assertThat(line.measured()).isEqualTo(0.6);
    assertThat(line.high()).as("unbounded: no upper bound written").isNull();
    assertThat(line.why()).contains("reaches zero");
    // and every form of the report shows it (the terminal's threw on the missing bound)
    StudyReport report = new StudyReport(s, List.of(new StudyReport.StepOutcome("speed", "./wirebench run", "done")),
        PublishedVsMeasured.judge(s, name -> record));
    java.io.StringWriter printed = new java.io.StringWriter();
    report.print(new java.io.PrintWriter(printed));
    assertThat(printed.toString()).contains("[0.24, unbounded]");
    assertThat(report.markdown()).contains("| 0.60 | [0.24, unbounded] | cannot tell |");
    assertThat(new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(report.json())).contains("Two-forks");
    assertThat(report.html()).contains("Two-forks");
  }
}
