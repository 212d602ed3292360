package io.wirebench.coldstart;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import io.wirebench.harness.JvmInfo;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cold-start command end to end on two codecs whose first use differs by construction: the
 * fixed-work control writes and reads one long and loads next to nothing, while jackson-databind
 * builds its mapper and serializers (the baseline control would not do: it encodes with Jackson at bind). Nothing here asserts a time (the machine is shared); class
 * counts and the record's shape are what the method must get right.
 */
class ColdStartDriverTest {
  @TempDir Path dir;

  @Test void eachSampleIsAFreshJvmAndTheRecordHoldsEveryMetricWithIntervals() throws Exception {
    Codecs registry = Codecs.load();
    StringWriter out = new StringWriter();
    Path run = dir.resolve("run");
    int exit = ColdStartDriver.run(new ColdStartDriver.Plan(List.of(registry.require("control-1x"),
        registry.require("jackson-databind")), List.of(DataSets.require("person")), 2, true, JvmInfo.current(), 7,
        120, List.of("wirebench", "coldstart")), false, () -> run, new PrintWriter(out, true)).exitCode();

    assertThat(exit).as(out.toString()).isZero();
    JsonNode record = new ObjectMapper().readTree(run.resolve("run.json").toFile());
    assertThat(record.get("kind").asText()).isEqualTo("coldstart");
    assertThat(record.get("status").asText()).isEqualTo("complete");
    Map<String, JsonNode> cells = new HashMap<>();
    for (JsonNode c : record.get("cells")) cells.put(c.get("key").asText(), c);
    assertThat(cells).containsOnlyKeys("coldstart/jvm/control-1x/person", "coldstart/appcds/control-1x/person",
        "coldstart/jvm/jackson-databind/person", "coldstart/appcds/jackson-databind/person");
    for (JsonNode c : cells.values()) {
      assertThat(c.get("status").asText()).as(c.toString()).isEqualTo("done");
      assertThat(c.at("/details/samples")).hasSize(2);
      JsonNode process = c.at("/metrics/processSeconds");
      assertThat(process.get("value").asDouble()).isGreaterThan(c.at("/metrics/firstUseSeconds/value").asDouble());
      assertThat(process.get("low").isNull()).as("two samples give an interval").isFalse();
      assertThat(process.get("better").asText()).isEqualTo("lower");
    }
    JsonNode jackson = cells.get("coldstart/jvm/jackson-databind/person");
    JsonNode control = cells.get("coldstart/jvm/control-1x/person");
    assertThat(jackson.at("/metrics/classesFirstUse/value").asDouble())
        .as("Jackson's first use loads hundreds of classes; the control's next to none")
        .isGreaterThan(300 + control.at("/metrics/classesFirstUse/value").asDouble());
    assertThat(jackson.at("/details/libraryJars").asInt()).as("databind, core, annotations").isGreaterThanOrEqualTo(3);
    assertThat(jackson.at("/details/libraryBytes").asLong()).isGreaterThan(1_000_000);
    assertThat(Files.list(run.resolve("cds")).toList()).hasSize(2);
    assertThat(out.toString()).contains("AppCDS").as("the driver prints progress; the table is the command's, "
        + "from the record (report's ColdStartTables)").doesNotContain("START TO RESULT");
  }

  @Test void aDryRunListsTheCellsAndWritesNothing() throws Exception {
    Codecs registry = Codecs.load();
    StringWriter out = new StringWriter();
    Path run = dir.resolve("dry");
    int exit = ColdStartDriver.run(new ColdStartDriver.Plan(List.of(registry.require("control-1x")),
        List.of(DataSets.require("person")), 1, false, JvmInfo.current(), 1, 120, List.of("wirebench", "coldstart")),
        true, () -> run, new PrintWriter(out, true)).exitCode();
    assertThat(exit).isZero();
    assertThat(out.toString()).contains("dry run: nothing run, nothing written", "control-1x · person");
    assertThat(run).doesNotExist();
  }
}
