package io.wirebench.cli;

import io.wirebench.harness.MachineCheckDriver;
import io.wirebench.harness.MachineNoise;
import io.wirebench.records.KindRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench machine}: the check every measuring command can make before its first fork
 * ({@link MachineNoise}), on its own, with an exit code a script can wait on: is the machine quiet,
 * and is it as fast as the fastest check the results store holds for this host? A long run started
 * on a machine whose physical core has a neighbour measures the neighbour as much as the codecs.
 */
@Command(name = "machine", mixinStandardHelpOptions = true,
    description = "Checks the machine now, as a measuring command does before its first fork: how steady it is "
        + "(quiet, shared core, interrupted) and how fast, against the fastest check the results store holds for "
        + "this host and JVM. Exit code 0 when it is quiet and at speed (ready for a long run), 1 when not; with "
        + "--wait, checks again until it is or the time is up. Writes the check as a run directory and stores it, "
        + "so later checks and runs compare with it.")
final class MachineCommand implements Callable<Integer> {
  @Option(names = "--seconds", paramLabel = "S", defaultValue = "10",
      description = "How long each check probes (2 to 600). Default: ${DEFAULT-VALUE}.")
  double seconds;

  @Option(names = "--wait", paramLabel = "DURATION",
      description = "Check again every --every until the machine is ready or DURATION has passed (e.g. 30m).")
  String waitFor;

  @Option(names = "--every", paramLabel = "DURATION", defaultValue = "1m",
      description = "With --wait, the time from one check's start to the next's. Default: ${DEFAULT-VALUE}.")
  String every;

  @Option(names = "--in-a-row", paramLabel = "N", defaultValue = "1",
      description = "With --wait, ready only after N checks in a row were (a neighbour that left a minute ago may "
          + "be back in two). Default: ${DEFAULT-VALUE}.")
  int inARow;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Run directory to create for the last check (default: results/machine-<date-time>).")
  Path out;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException, InterruptedException {
    PrintWriter w = spec.commandLine().getOut();
    if (!(seconds >= 2 && seconds <= 600)) {
      String shown = seconds == Math.rint(seconds) && Math.abs(seconds) < 1e9 ? String.valueOf((long) seconds)
          : String.valueOf(seconds);
      throw new UsageException("--seconds " + shown + ": give seconds from 2 to 600, such as 10");
    }
    if (inARow < 1) throw new UsageException("--in-a-row " + inARow + ": give 1 or more");
    if (inARow > 1 && waitFor == null) {
      throw new UsageException("--in-a-row " + inARow + " needs --wait: one check is one check");
    }
    Duration wait = waitFor == null ? null : RunOptions.duration("--wait", waitFor, false);
    Duration gap = RunOptions.duration("--every", every, false);
    Path dir = OutputPaths.runDirectory(out, "machine-", KindRecord.FILE);
    return MachineCheckDriver.run(new MachineCheckDriver.Settings(seconds, wait, gap, inARow, Main.commandLine(spec)),
        dir, w).exitCode();
  }
}
