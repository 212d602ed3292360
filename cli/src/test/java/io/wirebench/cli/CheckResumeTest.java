package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.records.SavedRun;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check --resume}: a check killed with SIGKILL after its first row, resumed; every row's verdicts once. */
class CheckResumeTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> ROWS = List.of("jackson-databind", "gson", "moshi", "fastjson2");

  private static int verdicts(Path dir) {
    try {
      return JSON.readTree(dir.resolve("checks.json").toFile()).path("verdicts").size();
    } catch (Exception notYet) {
      return 0;
    }
  }

  @Test
  void aKilledCheckResumedRunsOnlyTheRowsItLacked(@TempDir Path tmp) throws Exception {
    Path dir = tmp.resolve("check");
    Killed.Outcome killed = Killed.whenReady(List.of("check", "hostile", "--codecs", String.join(",", ROWS), "--cases",
        "depth-1k,int-2\\^73", "--out", dir.toString()), tmp.resolve("first.log"), () -> verdicts(dir) > 0,
        Duration.ofSeconds(90));
    JsonNode before = JSON.readTree(dir.resolve("checks.json").toFile());
    assertThat(before.path("complete").asBoolean()).isFalse();
    int rowsBefore = before.path("verdicts").size() / 2;
    assertThat(SavedRun.read(dir).record().status()).isEqualTo("interrupted (process gone)");

    Cli r = Cli.run("check", "--resume", dir.toString());
    assertThat(r.exit).as(r + "\n--- first process\n" + killed.output()).isZero();
    assertThat(r.out).contains("resuming " + dir.toAbsolutePath() + ": " + rowsBefore + " of 4 rows finished there, kept")
        .contains("(kept from the earlier run)");
    JsonNode after = JSON.readTree(dir.resolve("checks.json").toFile());
    assertThat(after.path("complete").asBoolean()).isTrue();
    Set<String> seen = new HashSet<>();
    for (JsonNode v : after.path("verdicts")) {
      assertThat(seen.add(v.path("row").asText() + "/" + v.path("caseId").asText())).as(v.toString()).isTrue();
    }
    assertThat(seen).hasSize(ROWS.size() * 2);
    for (int i = 0; i < before.path("verdicts").size(); i++) {
      assertThat(after.path("verdicts").get(i)).as("the earlier rows' verdicts, as they were")
          .isEqualTo(before.path("verdicts").get(i));
    }
    JsonNode run = JSON.readTree(dir.resolve("run.json").toFile());
    assertThat(run.path("status").asText()).isEqualTo("complete");
    assertThat(run.path("processes")).hasSize(2);
    assertThat(run.path("processes").get(0).path("pid").asLong()).isEqualTo(killed.pid());
    assertThat(run.path("started").asText()).isEqualTo(before.path("started").asText());
  }

  @Test
  void aCheckWithoutMatrixOrResumeIsAUsageError() {
    Cli r = Cli.run("check");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("name a matrix").contains("hostile");
  }

  @Test
  void aMatrixBesideResumeIsRefused(@TempDir Path tmp) {
    Cli r = Cli.run("check", "hostile", "--resume", tmp.toString());
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("MATRIX cannot be given with it");
  }
}
