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

/** {@code memory --resume}: a memory run killed with SIGKILL after its first cell, resumed; every cell once. */
class MemoryResumeTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static int cells(Path dir) {
    try {
      return JSON.readTree(dir.resolve("memory.json").toFile()).path("cells").size();
    } catch (Exception notYet) {
      return 0;
    }
  }

  @Test
  void aKilledMemoryRunResumedRunsOnlyTheCellsItLacked(@TempDir Path tmp) throws Exception {
    Path dir = tmp.resolve("memory");
    Killed.Outcome killed = Killed.whenReady(List.of("memory", "--codecs",
        "memory-control-streaming,memory-control-buffered", "--datasets", "decimal-matrix:100x100", "--ops", "write",
        "--targets", "discard,file", "--heap", "128m", "--max-probes", "2", "--out", dir.toString()),
        tmp.resolve("first.log"), () -> cells(dir) > 0, Duration.ofSeconds(90));
    JsonNode before = JSON.readTree(dir.resolve("memory.json").toFile());
    assertThat(SavedRun.read(dir).record().status()).isEqualTo("interrupted (process gone)");
    int kept = before.path("cells").size();

    Cli r = Cli.run("memory", "--resume", dir.toString());
    assertThat(r.exit).as(r + "\n--- first process\n" + killed.output()).isZero();
    assertThat(r.out).contains(kept + " of 4 cells finished there, kept; " + (4 - kept) + " to run");
    JsonNode after = JSON.readTree(dir.resolve("memory.json").toFile());
    assertThat(after.path("status").asText()).isEqualTo("complete");
    assertThat(after.path("started")).as("the run's start is the first process's").isEqualTo(before.path("started"));
    Set<String> seen = new HashSet<>();
    for (JsonNode c : after.path("cells")) {
      assertThat(seen.add(c.path("codec").asText() + "/" + c.path("op").asText() + "/" + c.path("target").asText()))
          .as(c.toString()).isTrue();
      assertThat(c.path("status").asText()).isEqualTo("measured");
    }
    assertThat(seen).hasSize(4);
    for (int i = 0; i < kept; i++) {
      assertThat(after.path("cells").get(i)).as("kept as measured").isEqualTo(before.path("cells").get(i));
    }
    JsonNode run = JSON.readTree(dir.resolve("run.json").toFile());
    assertThat(run.path("status").asText()).isEqualTo("complete");
    assertThat(run.path("processes")).hasSize(2);
    assertThat(run.path("processes").get(0).path("pid").asLong()).isEqualTo(killed.pid());
  }
}
