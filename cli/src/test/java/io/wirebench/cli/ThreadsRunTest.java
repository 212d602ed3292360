package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --threads}: bad counts are usage errors, the plan holds every cell at each count, and a
 * real JMH run on two threads (the two scaling controls, two tiny forks a cell) records its cells
 * apart, with the codecs' modes and the scaling figures, which the report shows. No timing is
 * asserted: the figures are whatever this machine gave.
 */
class ThreadsRunTest {
  @Test
  void aCountThatIsNotAWholeNumberFromOneOrIsNamedTwiceIsAUsageError() {
    for (String bad : List.of("0,2", "1,x", "1,1", "2000")) {
      Cli r = Cli.run("run", "--codecs", "control-lockfree", "--datasets", "person", "--threads", bad, "--dry-run");
      assertThat(r.exit).as(bad + ": " + r).isEqualTo(2);
      assertThat(r.err).contains("--threads " + bad);
    }
  }

  @Test
  void aDryRunPlansEveryCellAtEachCountAndSaysWhichCodecsShareABinding() {
    Cli r = Cli.run("run", "--codecs", "control-lockfree,gson", "--datasets", "person", "--ops", "write", "--threads",
        "2,1", "--no-baseline", "--dry-run");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("4 cells", "threads: every cell on 1, 2 threads at once",
        "one binding shared by every thread (the library documents it thread-safe): gson",
        "each thread binds its own: control-lockfree", "write bytes · gson · person · 2 threads");
  }

  @Test
  void aRunOnTwoThreadsRecordsItsCellsApartWithTheirModeAndScaling(@TempDir Path tmp) throws Exception {
    Path out = tmp.resolve("run");
    Cli r = Cli.run("run", "--codecs", "control-locked,control-lockfree", "--datasets", "person", "--ops", "write",
        "--threads", "1,2", "--forks", "2", "--warmup-iterations", "2", "--iterations", "4", "--iteration-ms", "50",
        "--no-gc-profiler", "--no-baseline", "--no-store", "--seed", "3", "--out", out.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("person · write bytes · 2 threads", "thread scaling: person · write bytes",
        "EFFICIENCY [95%]", "1 (reference)");
    JsonNode run = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    List<String> keys = new ArrayList<>();
    run.get("cells").forEach(c -> keys.add(c.get("key").asText()));
    assertThat(keys).containsExactly("write/bytes/control-locked/person", "write/bytes/control-lockfree/person",
        "write/bytes/control-locked/person/threads=2", "write/bytes/control-lockfree/person/threads=2");
    JsonNode two = run.get("cells").get(2);
    assertThat(run.get("cells").get(0).has("threads")).isFalse();
    assertThat(two.get("threads").asInt()).isEqualTo(2);
    assertThat(two.get("metrics").get("scalingEfficiency").get("value").asDouble()).isPositive();
    assertThat(two.get("metrics").get("scalingEfficiency").get("low").isNumber()).as("two forks each: an interval")
        .isTrue();
    assertThat(two.get("metrics").get("throughputPerThread").get("value").asDouble())
        .isEqualTo(two.get("metrics").get("throughput").get("value").asDouble() / 2);
    assertThat(run.get("codecs").get(0).get("concurrency").asText()).isEqualTo("per-thread");
    JsonNode jmh = new ObjectMapper().readTree(out.resolve("jmh.json").toFile());
    assertThat(jmh.get(2).get("threads").asInt()).as("JMH ran the cell on two threads").isEqualTo(2);
    assertThat(Files.readString(out.resolve("forks.log"))).contains("2 threads, per-thread");

    Cli report = Cli.run("report", out.toString(), "--markdown");
    assertThat(report.exit).as(report.toString()).isZero();
    assertThat(report.out).contains("## Thread scaling", "| control-locked | per-thread | 2 |");
  }
}
