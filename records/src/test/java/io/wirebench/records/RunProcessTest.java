package io.wirebench.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.BadInputException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run killed outright still says {@code running}: every reader asks {@link RunProcess} whether its
 * process is still there, and shows it as interrupted (process gone) when it is not.
 */
class RunProcessTest {
  private static final RunRecord.JvmRecord JVM = new RunRecord.JvmRecord("java", "17", "v", "vm", "17", List.of(),
      null, "17");

  /** The pid of a process that has ended. */
  private static long deadPid() throws Exception {
    Process p = new ProcessBuilder("true").start();
    p.waitFor();
    return p.pid();
  }

  /** A check record saying {@code status}, written by {@code process}, in {@code dir}. */
  private static Path record(Path dir, String status, RunRecord.ProcessRecord process) throws Exception {
    RunRecord.Header h = KindRecord.header("check", List.of("wirebench", "check", "hostile"), Instant.now(), JVM,
        List.of(), List.of(), Map.of()).withProcess(process);
    ResultFile.writeJson(dir.resolve(KindRecord.FILE), new RunRecord(RunRecord.FORMAT_VERSION, h, status, null, 0,
        List.of(), List.of(), null, Map.of(), List.of(), List.of()));
    return dir;
  }

  @Test
  void thisProcessIsAlive() {
    RunRecord.ProcessRecord me = RunProcess.current();
    assertThat(me.pid()).isEqualTo(ProcessHandle.current().pid());
    assertThat(me.host()).isEqualTo(RunInfo.hostname());
    assertThat(RunProcess.state(me)).isEqualTo(RunProcess.State.ALIVE);
  }

  @Test
  void aRunningRecordWhoseProcessEndedReadsAsInterruptedProcessGone(@TempDir Path dir) throws Exception {
    RunRecord.ProcessRecord dead = new RunRecord.ProcessRecord(deadPid(), RunInfo.hostname(), Instant.now().toString());
    assertThat(RunProcess.state(dead)).isEqualTo(RunProcess.State.GONE);
    assertThat(SavedRun.read(record(dir, "running", dead)).record().status()).isEqualTo("interrupted (process gone)");
  }

  @Test
  void aRunningRecordWhoseProcessRunsReadsAsRunning(@TempDir Path dir) throws Exception {
    assertThat(SavedRun.read(record(dir, "running", RunProcess.current())).record().status()).isEqualTo("running");
  }

  @Test
  void aPidNowHeldByALaterProcessIsGone() {
    RunRecord.ProcessRecord me = RunProcess.current();
    RunRecord.ProcessRecord earlier = new RunRecord.ProcessRecord(me.pid(), me.host(),
        Instant.parse(me.started()).minusSeconds(3600).toString());
    assertThat(RunProcess.state(earlier)).as("same pid, started an hour before this JVM").isEqualTo(RunProcess.State.GONE);
  }

  @Test
  void aProcessOnAnotherHostCannotBeToldAndTheStatusStaysAsWritten(@TempDir Path dir) throws Exception {
    RunRecord.ProcessRecord elsewhere = new RunRecord.ProcessRecord(deadPid(), "another-host-" + RunInfo.hostname(),
        null);
    assertThat(RunProcess.state(elsewhere)).isEqualTo(RunProcess.State.UNKNOWN);
    assertThat(SavedRun.read(record(dir, "running", elsewhere)).record().status()).isEqualTo("running");
  }

  @Test
  void aFinishedStatusIsNeverChanged(@TempDir Path dir) throws Exception {
    RunRecord.ProcessRecord dead = new RunRecord.ProcessRecord(deadPid(), RunInfo.hostname(), null);
    assertThat(SavedRun.read(record(dir, "complete", dead)).record().status()).isEqualTo("complete");
    assertThat(SavedRun.read(record(dir, "interrupted", dead)).record().status()).isEqualTo("interrupted");
  }

  @Test
  void aRecordWithoutProcessesStaysAsWritten() {
    RunRecord.Header h = KindRecord.header("check", List.of(), Instant.now(), JVM, List.of(), List.of(), Map.of());
    assertThat(h.processes()).isEmpty();
    assertThat(RunProcess.status("running", h)).isEqualTo("running");
  }

  @Test
  void resumingARunStillRunningHereIsRefusedNamingItsProcess(@TempDir Path dir) throws Exception {
    Resumable r = Resumable.open(record(dir, "running", RunProcess.current()), "check");
    assertThatThrownBy(r::refuseIfBusy).isInstanceOf(BadInputException.class)
        .hasMessageContaining("still being measured by process " + ProcessHandle.current().pid());
  }

  @Test
  void resumingAKilledRunIsAllowed(@TempDir Path dir) throws Exception {
    Resumable r = Resumable.open(record(dir, "running", new RunRecord.ProcessRecord(deadPid(), RunInfo.hostname(),
        null)), "check");
    r.refuseIfBusy();
    assertThat(r.complete()).isFalse();
    assertThat(r.arguments()).containsExactly("hostile");
  }

  @Test
  void resumingWithAnotherCommandNamesTheOneThatMadeTheRun(@TempDir Path dir) throws Exception {
    record(dir, "running", RunProcess.current());
    assertThatThrownBy(() -> Resumable.open(dir, "memory")).isInstanceOf(BadInputException.class)
        .hasMessageContaining("made by 'wirebench check'").hasMessageContaining("wirebench check --resume");
  }

  @Test
  void aResumedHeaderKeepsTheFirstStartCommandAndEveryProcess() {
    RunRecord.ProcessRecord first = new RunRecord.ProcessRecord(1, "h", null);
    RunRecord.Header earlier = KindRecord.header("check", List.of("wirebench", "check", "hostile"),
        Instant.parse("2026-01-01T00:00:00Z"), JVM, List.of(), List.of(), Map.of()).withProcess(first);
    RunRecord.Header now = KindRecord.header("check", List.of("wirebench", "other"), Instant.now(), JVM, List.of(),
        List.of(), Map.of()).withProcess(RunProcess.current()).continuing(earlier);
    assertThat(now.started()).isEqualTo("2026-01-01T00:00:00Z");
    assertThat(now.command()).containsExactly("wirebench", "check", "hostile");
    assertThat(now.processes()).containsExactly(first, RunProcess.current());
  }
}
