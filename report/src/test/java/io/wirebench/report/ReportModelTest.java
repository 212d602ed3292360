package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.analysis.Metric;
import io.wirebench.records.Better;
import io.wirebench.records.ResultFile;
import io.wirebench.records.SavedRun;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReportModelTest {
  private static ReportModel.Point p(String codec, double size, double speed) {
    return new ReportModel.Point(codec, "pojo", size, speed, false);
  }

  @Test
  void theParetoFrontHoldsTheCodecsNoOtherIsBothSmallerAndFasterThan() {
    List<ReportModel.Point> pts = ReportModel.pareto(List.of(p("json", 100, 10), p("small-slow", 50, 5),
        p("big-fast", 200, 20), p("dominated", 150, 9), p("tie-slower", 100, 8)));
    assertThat(pts.stream().filter(ReportModel.Point::front).map(ReportModel.Point::codec))
        .containsExactly("small-slow", "json", "big-fast");
  }

  @Test
  void aRealRunHasGroupsPerOperationAndAChartSectionPerMetricThatIsNotTheScore() {
    ReportModel m = ReportModel.of(List.of(SavedRun.read(Fixtures.run("person-a"))));
    assertThat(m.groups()).extracting(ReportModel.Group::title).containsExactly("person · write bytes",
        "person · read bytes");
    assertThat(m.chartedMetrics()).containsExactly(Metric.ALLOC_PER_OP, Metric.GC_PER_MILLION_OPS);
    assertThat(m.groups().get(0).chartCodecs()).as("controls stay out of the charts").containsExactly(
        "jackson-databind", "gson");
    assertThat(m.sizeMeasures()).containsExactly("raw", "gzip", "deflate", "zstd", "lz4", "snappy");
    assertThat(m.points(m.groups().get(0), m.runs().get(0), "raw")).extracting(ReportModel.Point::codec)
        .containsExactlyInAnyOrder("jackson-databind", "gson");
  }

  @Test
  void theRunsFactsNameMachineJvmFlagsProfileAndGate() {
    Map<String, String> facts = RunFacts.facts(SavedRun.read(Fixtures.run("person-a")));
    assertThat(facts.get("machine")).contains("AMD EPYC", "2 cores");
    assertThat(facts.get("JVM")).contains("17.0.15");
    assertThat(facts.get("JVM flags")).contains("-Xmx2g");
    assertThat(facts.get("profile")).contains("3 forks");
    assertThat(facts.get("gate")).startsWith("5 pairs round-trip exactly");
    // a run of format 3 printed no pooling and no machine term; the forecast fits both from its forks as
    // this version's run would (3 forks of 10 cells on a busy machine)
    assertThat(facts.get("precision")).isEqualTo("Median ± 25.3%: forks of a cell differ by about 5.6% and the "
        + "machine's wander adds 7.4%; no number of forks brings a typical cell to ± 3% while the machine wanders this "
        + "much: measure again when it is quieter.");
  }

  @Test
  void githubActionBenchmarkEntriesAreTheHigherIsBetterMetricsOfEveryCell() throws Exception {
    StringWriter w = new StringWriter();
    new BenchmarkActionJson(io.wirebench.records.Better.HIGHER).export(List.of(SavedRun.read(Fixtures.run("person-a"))), w);
    List<Map<String, Object>> entries = ResultFile.MAPPER.readValue(w.toString(),
        new com.fasterxml.jackson.core.type.TypeReference<>() {});
    long higher = Metric.ALL.stream().filter(m -> m.better() == Better.HIGHER).count();
    assertThat(entries).hasSize((int) (10 * higher));
    assertThat(entries).allSatisfy(e -> assertThat(e).containsKeys("name", "unit", "value", "range", "extra"));
    assertThat(entries).extracting(e -> e.get("name")).doesNotHaveDuplicates()
        .contains("person · read bytes · gson", "person · read bytes · gson · MB/S");
    assertThat(entries).extracting(e -> e.get("unit")).containsOnly("ops/s", "MB/s");
  }

  @Test
  void githubActionBenchmarkTakesEveryKindInTheDirectionItsRecordGives() throws Exception {
    StringWriter lower = new StringWriter();
    Exporter.of("github-action-benchmark-lower").export(List.of(SavedRun.read(Fixtures.run("memory-a"))), lower);
    List<Map<String, Object>> memory = ResultFile.MAPPER.readValue(lower.toString(),
        new com.fasterxml.jackson.core.type.TypeReference<>() {});
    assertThat(memory).isNotEmpty();
    assertThat(memory).extracting(e -> String.valueOf(e.get("name"))).anyMatch(n -> n.endsWith(" · beyondInput"));
    StringWriter higher = new StringWriter();
    Exporter.of("github-action-benchmark").export(List.of(SavedRun.read(Fixtures.run("http-a"))), higher);
    List<Map<String, Object>> http = ResultFile.MAPPER.readValue(higher.toString(),
        new com.fasterxml.jackson.core.type.TypeReference<>() {});
    assertThat(http).isNotEmpty().allSatisfy(e -> assertThat(String.valueOf(e.get("name"))).endsWith(" · requestsPerSecond"));
  }
}
