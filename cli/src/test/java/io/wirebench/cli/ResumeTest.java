package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.records.SavedRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * {@code run --resume}: a run killed with SIGKILL after its first fork is recorded, then resumed in
 * this JVM; the record ends complete, with every cell once and forks from both processes, and the
 * earlier forks untouched in run.json and jmh.json. Then what a resume refuses.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ResumeTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  Path tmp;
  Path dir;
  Killed.Outcome killed;
  JsonNode beforeResume;
  JsonNode jmhBefore;
  String statusRead;
  Cli resumed;

  /**
   * Whether a fork is in both files (run.json is written first: a kill between the two writes leaves
   * a fork jmh.json lacks, which a resume measures again; this test wants one kept).
   */
  private static boolean forkRecorded(Path dir) {
    try {
      JsonNode jmh = JSON.readTree(dir.resolve("jmh.json").toFile());
      return jmh.size() > 0 && jmh.get(0).path("primaryMetric").path("rawData").size() > 0;
    } catch (Exception notYet) {
      return false;
    }
  }

  @BeforeAll
  void killARunAfterItsFirstForkThenResumeIt() throws Exception {
    tmp = Files.createTempDirectory("wirebench-resume");
    dir = tmp.resolve("run");
    killed = Killed.whenReady(List.of("run", "--codecs", "jackson-databind", "--datasets", "person", "--forks", "2",
        "--warmup-iterations", "2", "--iterations", "4", "--iteration-ms", "50", "--machine-check", "2",
        "--out", dir.toString()),
        tmp.resolve("first.log"), () -> forkRecorded(dir), Duration.ofSeconds(90));
    beforeResume = JSON.readTree(dir.resolve("run.json").toFile());
    jmhBefore = JSON.readTree(dir.resolve("jmh.json").toFile());
    statusRead = SavedRun.read(dir).record().status();
    resumed = Cli.run("run", "--resume", dir.toString());
  }

  @Test
  void aKilledRunReadsAsInterruptedProcessGone() {
    assertThat(beforeResume.path("status").asText()).as("as the killed process left it").isEqualTo("running");
    assertThat(beforeResume.path("processes").get(0).path("pid").asLong()).isEqualTo(killed.pid());
    assertThat(statusRead).isEqualTo("interrupted (process gone)");
  }

  @Test
  void theResumedRunHoldsEveryCellOnceWithForksFromBothProcessesAndIsComplete() throws Exception {
    assertThat(resumed.exit).as(resumed + "\n--- first process\n" + killed.output()).isZero();
    assertThat(resumed.out).contains("resuming " + dir.toAbsolutePath()).contains("4 cells measured, 0 failed");
    // the resumed process checked the machine again; a different verdict is no reason to refuse
    assertThat(resumed.out).contains("machine check (2 s) ...");
    JsonNode run = JSON.readTree(dir.resolve("run.json").toFile());
    assertThat(run.path("status").asText()).isEqualTo("complete");
    assertThat(run.path("started").asText()).as("the run started when the first process started it")
        .isEqualTo(beforeResume.path("started").asText());
    assertThat(run.path("command")).isEqualTo(beforeResume.path("command"));
    JsonNode processes = run.path("processes");
    assertThat(processes).hasSize(2);
    assertThat(processes.get(0).path("pid").asLong()).isEqualTo(killed.pid());
    assertThat(processes.get(1).path("pid").asLong()).isEqualTo(ProcessHandle.current().pid());
    Set<String> keys = new HashSet<>();
    Set<Integer> byProcess = new HashSet<>();
    for (JsonNode c : run.path("cells")) {
      assertThat(keys.add(c.path("key").asText())).as("each cell once: " + c.path("key")).isTrue();
      assertThat(c.path("status").asText()).isEqualTo("done");
      assertThat(c.path("forks")).as(c.path("key").asText()).hasSize(2);
      for (JsonNode f : c.path("forks")) byProcess.add(f.path("process").asInt());
    }
    assertThat(keys).hasSize(4);
    assertThat(byProcess).as("forks of both processes").containsExactlyInAnyOrder(0, 1);
    assertThat(SavedRun.read(dir).record().status()).isEqualTo("complete");
  }

  @Test
  void theForksOfTheKilledProcessAreKeptAsTheyWere() throws Exception {
    JsonNode run = JSON.readTree(dir.resolve("run.json").toFile());
    int kept = 0;
    for (JsonNode before : beforeResume.path("cells")) {
      for (int i = 0; i < before.path("forks").size(); i++) {
        JsonNode after = find(run.path("cells"), before.path("key").asText()).path("forks").get(i);
        assertThat(after.path("iterations")).isEqualTo(before.path("forks").get(i).path("iterations"));
        assertThat(after.path("process").asInt()).isZero();
        kept++;
      }
    }
    assertThat(kept).isPositive();
    JsonNode jmh = JSON.readTree(dir.resolve("jmh.json").toFile());
    assertThat(jmh).hasSize(4);
    for (JsonNode e : jmh) assertThat(e.path("primaryMetric").path("rawData")).hasSize(2);
    for (JsonNode e : jmhBefore) {
      JsonNode after = null;
      for (JsonNode a : jmh) if (a.path("benchmark").equals(e.path("benchmark")) && a.path("params").equals(e.path("params"))) after = a;
      assertThat(after).isNotNull();
      assertThat(after.path("primaryMetric").path("rawData").get(0)).as("JMH's own figures of the earlier fork")
          .isEqualTo(e.path("primaryMetric").path("rawData").get(0));
      assertThat(after.path("secondaryMetrics").path("gc.alloc.rate.norm").path("rawData").get(0))
          .isEqualTo(e.path("secondaryMetrics").path("gc.alloc.rate.norm").path("rawData").get(0));
    }
    List<String> forksLog = Files.readAllLines(dir.resolve("forks.log"));
    assertThat(forksLog.size()).as("a line from every fork of both processes").isGreaterThanOrEqualTo(8);
  }

  private static JsonNode find(JsonNode cells, String key) {
    for (JsonNode c : cells) if (c.path("key").asText().equals(key)) return c;
    throw new AssertionError("no cell " + key);
  }

  @Test
  void aCompleteRunHasNothingToResume() {
    Cli r = Cli.run("run", "--resume", dir.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("nothing to resume: " + dir + " is complete (4 cells)");
  }

  @Test
  void anyOtherOptionBesideResumeIsRefused() {
    Cli r = Cli.run("run", "--resume", dir.toString(), "--codecs", "gson", "--seed", "3");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("--codecs, --seed cannot be given with it");
  }

  /** A copy of the resumed run, as if it had stopped, with run.json edited by {@code edit}. */
  private Path stoppedCopy(String name, java.util.function.Consumer<ObjectNode> edit) throws Exception {
    Path copy = tmp.resolve(name);
    Files.createDirectories(copy);
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : files.toList()) if (Files.isRegularFile(f)) Files.copy(f, copy.resolve(f.getFileName()));
    }
    ObjectNode run = (ObjectNode) JSON.readTree(copy.resolve("run.json").toFile());
    run.put("status", "interrupted");
    edit.accept(run);
    JSON.writeValue(copy.resolve("run.json").toFile(), run);
    return copy;
  }

  @Test
  void aRunWhoseLibraryVersionDiffersInThisBuildIsRefusedNamingIt() throws Exception {
    Path copy = stoppedCopy("other-version", run -> ((ObjectNode) run.path("codecs").get(0)).put("version", "0.0-old"));
    String before = Files.readString(copy.resolve("run.json"));
    Cli r = Cli.run("run", "--resume", copy.toString());
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err).contains("this build would not measure the same plan")
        .contains("codecs[0].version: 0.0-old in DIR");
    assertThat(Files.readString(copy.resolve("run.json"))).as("DIR is left as it was").isEqualTo(before);
  }

  @Test
  void aRunWhoseDataSetEncodesToOtherBytesIsRefused() throws Exception {
    Path copy = stoppedCopy("other-data", run -> {
      for (JsonNode g : run.path("gate")) ((ObjectNode) g).put("encodedBytes", g.path("encodedBytes").asLong() + 1);
    });
    Cli r = Cli.run("run", "--resume", copy.toString());
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err).contains("gate of ").contains("has the data set or the codec changed?");
  }

  @Test
  void aDirectoryThatIsNoRunIsAUsageError() {
    Cli r = Cli.run("run", "--resume", tmp.resolve("nothing-here").toString());
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("no such directory");
  }

  @Test
  void aMemoryDirectoryIsNotResumedByRun() throws Exception {
    Path copy = stoppedCopy("memory-kind", run -> run.put("kind", "memory"));
    Cli r = Cli.run("run", "--resume", copy.toString());
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("made by 'wirebench memory'");
  }
}
