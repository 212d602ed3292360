package io.wirebench.records;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The wirebench process behind a record, and what became of it. A process killed outright (SIGKILL,
 * a machine that lost power, an out-of-memory killer) cannot write {@code interrupted}, so its
 * record says {@code running} for ever; every reader asks this class instead, and shows such a run
 * as {@value #GONE}. The check needs the host the run was written on: from another host nothing can
 * be told, and the status stays as written.
 */
public final class RunProcess {
  /** The status a reader shows for a run that says {@code running} but whose process has ended. */
  public static final String GONE = "interrupted (process gone)";
  /**
   * How far two readings of one process's start time may differ: the operating system reports it
   * from boot time and clock ticks, which two JDKs may round differently.
   */
  private static final Duration START_TOLERANCE = Duration.ofSeconds(2);

  private RunProcess() {}

  /** This process: its pid, host and JVM start time. */
  public static RunRecord.ProcessRecord current() {
    ProcessHandle self = ProcessHandle.current();
    return new RunRecord.ProcessRecord(self.pid(), RunInfo.hostname(),
        self.info().startInstant().map(Instant::toString).orElse(null));
  }

  /** The status a reader shows: as written, or {@value #GONE} for a {@code running} run whose process ended. */
  public static String status(String written, RunRecord.Header header) {
    if (!"running".equals(written) || header == null) return written;
    return gone(header.processes()) ? GONE : written;
  }

  /** Whether the last of {@code processes} (the one that wrote last) has ended, as far as this host can tell. */
  public static boolean gone(List<RunRecord.ProcessRecord> processes) {
    if (processes == null || processes.isEmpty()) return false;
    return state(processes.get(processes.size() - 1)) == State.GONE;
  }

  /** What this host can tell about a process. */
  public enum State {
    /** It runs here. */
    ALIVE,
    /** It ran here and has ended (or its pid now belongs to a process started later). */
    GONE,
    /** It ran on another host. */
    UNKNOWN
  }

  /** Whether a recorded process still runs, has ended, or ran elsewhere. */
  public static State state(RunRecord.ProcessRecord p) {
    if (p == null || p.host() == null || !p.host().equals(RunInfo.hostname())) return State.UNKNOWN;
    Optional<ProcessHandle> h = ProcessHandle.of(p.pid());
    if (h.isEmpty() || !h.get().isAlive()) return State.GONE;
    if (p.started() == null) return State.ALIVE;
    Optional<Instant> started = h.get().info().startInstant();
    if (started.isEmpty()) return State.ALIVE;
    Instant recorded;
    try {
      recorded = Instant.parse(p.started());
    } catch (java.time.format.DateTimeParseException e) {
      return State.ALIVE;
    }
    // the same pid, started at another time: a later process that was given a recycled pid
    return Duration.between(recorded, started.get()).abs().compareTo(START_TOLERANCE) > 0 ? State.GONE : State.ALIVE;
  }

  /** One line about a recorded process, for a refusal: {@code process 1234 on host vm}. */
  public static String describe(RunRecord.ProcessRecord p) {
    return "process " + p.pid() + " on " + p.host() + (p.started() == null ? "" : " (started " + p.started() + ")");
  }
}
