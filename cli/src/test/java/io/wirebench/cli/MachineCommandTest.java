package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code wirebench machine}: the check as a command of its own, written to the shared record and
 * judged against the store. Whether this machine is quiet now is not known to a test, so the
 * verdicts asserted are the ones a planted store decides: a stored check at a speed no machine
 * reaches makes every check "slower than this machine can be", and exit 1.
 */
class MachineCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aCheckWritesTheSharedRecordWithOneCellAProbe(@TempDir Path tmp) throws Exception {
    Path dir = tmp.resolve("m1");
    Cli r = Cli.run("machine", "--seconds", "2", "--no-store", "--out", dir.toString());
    assertThat(r.exit).as(r.toString()).isIn(0, 1); // this machine's state now, which the test cannot know
    assertThat(r.out).containsAnyOf("\nready: quiet; a long run can start", "\nnot ready: ")
        .contains("no results store to compare its speed with (--no-store)");
    JsonNode run = JSON.readTree(dir.resolve("run.json").toFile());
    assertThat(run.get("kind").asText()).isEqualTo("machine");
    assertThat(run.at("/machine/noise/verdict").asText()).isNotEmpty();
    assertThat(run.get("cells")).hasSize(2);
    for (JsonNode c : run.get("cells")) {
      assertThat(c.get("key").asText()).isIn("check/probe/wide/machine", "check/probe/chain/machine");
      assertThat(c.at("/metrics/perSecond/value").asDouble()).isPositive();
      assertThat(c.at("/metrics/vsFastest").isMissingNode()).as("nothing stored to compare with").isTrue();
    }
    Cli report = Cli.run("report", dir.toString(), "--markdown");
    assertThat(report.exit).as(report.toString()).isZero();
    assertThat(report.out).contains("| wide | check | probe |").contains("passes/s");
  }

  @Test
  void aStoredCheckFasterThanThisOneMakesItNotReadyAndWaitingChecksAgain(@TempDir Path tmp) throws Exception {
    String db = tmp.resolve("store.db").toString();
    Path first = tmp.resolve("first");
    Cli one = Cli.run("machine", "--seconds", "2", "--store", db, "--out", first.toString());
    assertThat(one.exit).as(one.toString()).isIn(0, 1);
    assertThat(one.out).contains("no earlier check stored for this host and JVM to compare with (this command stores its last)")
        .contains("stored in " + db + ": first (2 cells); 'wirebench history --metric perSecond' shows its trend");
    // the same check, stored as if this machine had once run its probes a million times faster
    Path fast = tmp.resolve("fast");
    Files.createDirectories(fast);
    ObjectNode run = (ObjectNode) JSON.readTree(first.resolve("run.json").toFile());
    for (String probe : new String[] {"wide", "chain"}) {
      ((ObjectNode) run.at("/machine/noise/" + probe)).put("perSecond", 1e12);
    }
    for (JsonNode c : run.get("cells")) ((ObjectNode) c.at("/metrics/perSecond")).put("value", 1e12);
    run.put("started", "2026-01-01T00:00:00Z"); // another run, not the first stored again
    JSON.writeValue(fast.resolve("run.json").toFile(), run);
    assertThat(Cli.run("import", "--store", db, fast.toString()).exit).isZero();

    Path waited = tmp.resolve("waited");
    Cli r = Cli.run("machine", "--seconds", "2", "--store", db, "--wait", "6s", "--every", "1s", "--out",
        waited.toString());
    assertThat(r.exit).as(r.toString()).isEqualTo(1);
    assertThat(r.out).contains("machine check 1 (2 s)", "machine check 2 (2 s)")
        .containsPattern("the fastest stored for this host and JVM \\(fast, of \\d+ runs?\\)")
        .containsPattern("\nnot ready: .*slower than this machine can be after \\d checks in ");
    JsonNode saved = JSON.readTree(waited.resolve("run.json").toFile());
    assertThat(saved.at("/machine/noise/againstStored").asText()).startsWith("slower than this machine can be");
    assertThat(saved.at("/cells/0/metrics/vsFastest/value").asDouble()).isLessThan(0.001);

    // a store of checks alone: history's headline is their speed, the three checks of one probe JVM in a series
    Cli history = Cli.run("history", "--store", db);
    assertThat(history.exit).as(history.toString()).isZero();
    assertThat(history.out).startsWith("history of perSecond (passes/s)").contains("check/probe/wide/machine")
        .contains("first ").contains("fast ").contains("waited ").doesNotContain("without a data set hash");

    Cli compare = Cli.run("compare", first.toString(), waited.toString());
    assertThat(compare.exit).as(compare.toString()).isZero();
    assertThat(compare.out).contains("check/probe/wide/machine").contains("perSecond").contains("cannot tell");
    // the reason for "cannot tell" is said once, under the table, not on each of the six rows
    assertThat(compare.out.split("no interval:", -1)).as(compare.out).hasSize(2);
  }

  @Test
  void badOptionsAreUsageErrors(@TempDir Path tmp) {
    Cli seconds = Cli.run("machine", "--seconds", "1", "--no-store", "--out", tmp.resolve("a").toString());
    assertThat(seconds.exit).isEqualTo(2);
    assertThat(seconds.err).contains("--seconds 1: give seconds from 2 to 600");
    Cli wait = Cli.run("machine", "--wait", "soon", "--no-store", "--out", tmp.resolve("b").toString());
    assertThat(wait.exit).isEqualTo(2);
    assertThat(wait.err).contains("--wait soon is not a positive duration");
    Cli row = Cli.run("machine", "--in-a-row", "3", "--no-store", "--out", tmp.resolve("c").toString());
    assertThat(row.exit).isEqualTo(2);
    assertThat(row.err).contains("--in-a-row 3 needs --wait");
    assertThat(Cli.run("machine", "--in-a-row", "0", "--wait", "1m", "--no-store").err).contains("give 1 or more");
    assertThat(tmp.resolve("a")).doesNotExist();
  }

  @Test
  void aReadyVerdictSaysHowManyStoredChecksItsSpeedRestsOn() {
    assertThat(io.wirebench.harness.MachineCheckDriver.atSpeed(null)).isEmpty();
    assertThat(io.wirebench.harness.MachineCheckDriver.atSpeed(new io.wirebench.harness.MachineNoise.Best(1, "m1", 1)))
        .isEqualTo(" and as fast as the one stored check, which may itself have been slowed");
    assertThat(io.wirebench.harness.MachineCheckDriver.atSpeed(new io.wirebench.harness.MachineNoise.Best(1, "m2", 2)))
        .contains("the 2 stored checks");
    assertThat(io.wirebench.harness.MachineCheckDriver.atSpeed(new io.wirebench.harness.MachineNoise.Best(1, "m3", 3))).isEqualTo(" and at speed");
  }
}
