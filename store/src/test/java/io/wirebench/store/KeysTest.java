package io.wirebench.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.records.RunRecord;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A run's id in the store. */
class KeysTest {
  private static RunRecord.Header header(Map<String, Object> machine) {
    return new RunRecord.Header(Map.of(), "run", List.of("wirebench", "run"), "2026-11-27T14:00:00Z", null, null, 1,
        machine, Runs.JVM, List.of(Runs.JVM), "1.37", true, List.of(), List.of());
  }

  @Test
  void aRunsIdDoesNotDependOnItsMachineCheckWhichAResumedRunMeasuresAgain() {
    Map<String, Object> checked = new LinkedHashMap<>(Runs.MACHINE);
    checked.put("noise", Map.of("verdict", "quiet"));
    Map<String, Object> rechecked = new LinkedHashMap<>(Runs.MACHINE);
    rechecked.put("noise", Map.of("verdict", "shared core"));
    String id = Keys.runId(header(Runs.MACHINE));
    assertThat(Keys.runId(header(checked))).isEqualTo(id);
    assertThat(Keys.runId(header(rechecked))).isEqualTo(id);
    assertThat(Keys.runId(header(Runs.OTHER_MACHINE))).as("another machine is another run").isNotEqualTo(id);
  }
}
