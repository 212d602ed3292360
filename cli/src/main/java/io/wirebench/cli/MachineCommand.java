package io.wirebench.cli;

import io.wirebench.harness.JvmInfo;
import io.wirebench.harness.MachineNoise;
import io.wirebench.records.Better;
import io.wirebench.records.Format;
import io.wirebench.records.KindRecord;
import io.wirebench.records.RunRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
    long deadline = wait == null ? 0 : System.nanoTime() + wait.toNanos();
    int n = 0;
    int row = 0;
    while (true) {
      long start = System.nanoTime();
      n++;
      w.printf(Locale.ROOT, "machine check%s (%.0f s) ...%n", wait == null ? "" : " " + n, seconds);
      w.flush();
      // the probes, then the store read once: the speed line and the record's againstStored both come from it
      MachineNoise raw = MachineNoise.probe(seconds);
      MachineNoise.Versus speed = raw.versusPast();
      MachineNoise noise = raw.withAgainst(speed.line());
      boolean good = noise.kind() == MachineNoise.Kind.QUIET && !speed.slower();
      row = good ? row + 1 : 0;
      boolean ready = row >= inARow;
      boolean more = !ready && wait != null && System.nanoTime() + gap.toNanos() < deadline;
      save(dir, noise, speed); // the latest check, each time: Ctrl-C while waiting keeps it
      if (more) {
        w.println("  " + noise.kind().label() + "; " + speedLine(noise, speed) // one line a check while waiting
            + (good ? " (" + row + " of " + inARow + " in a row)" : ""));
      } else {
        // the verdict's lines, then the speed in one line of its own (which says what againstStored would)
        raw.describe().lines().forEach(l -> w.println("  " + l));
        w.println("  " + speedLine(noise, speed));
        String waited = wait == null ? "" : " after " + n + (n == 1 ? " check" : " checks") + " in "
            + Format.duration((System.nanoTime() - deadline + wait.toNanos()) / 1e9);
        w.println(ready ? readyLine(speed) : notReadyLine(good, row, noise, speed) + waited);
        w.println("results: " + dir + " (run.json; 'wirebench report " + dir + "' presents it)");
        w.flush();
        return ready ? 0 : 1;
      }
      w.flush();
      long sleep = gap.toNanos() - (System.nanoTime() - start);
      if (sleep > 0) Thread.sleep(sleep / 1_000_000);
    }
  }

  /**
   * What the probes' cells measured, as the record's one "data set": the probes' code (its version
   * here, to be raised when the probes change) in this probe JVM. Its hash is what {@code history}
   * compares like with like by, so checks of another JVM or probe version are set apart.
   */
  static final RunRecord.DatasetRecord PROBES = new RunRecord.DatasetRecord("machine",
      "the machine check's two probes (bench/.../MachineNoise.java) in " + MachineNoise.PROBE_JVM,
      sha256("machine-probes-1 " + MachineNoise.PROBE_JVM));

  private static String sha256(String s) {
    try {
      return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
          .digest(s.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * A probe as a cell of the shared record, so that report, compare and history show the machine's
   * speed like any measurement: its speed (the median 100 ms window), the 5th and 95th percentile
   * windows over the median, and the speed over the fastest stored check when there was one. No
   * metric has an interval: one check is one sample of a machine that changes from minute to minute.
   */
  private static RunRecord.CellRecord cell(String probe, String what, MachineNoise.Probe p, double vsFastest) {
    Map<String, RunRecord.MetricValue> m = new LinkedHashMap<>();
    m.put("perSecond", RunRecord.MetricValue.of(p.perSecond(), Double.NaN, Double.NaN, "passes/s", Better.HIGHER));
    m.put("p05", RunRecord.MetricValue.of(p.p05(), Double.NaN, Double.NaN, "×", Better.HIGHER));
    m.put("p95", RunRecord.MetricValue.of(p.p95(), Double.NaN, Double.NaN, "×", Better.LOWER));
    if (!Double.isNaN(vsFastest)) {
      m.put("vsFastest", RunRecord.MetricValue.of(vsFastest, Double.NaN, Double.NaN, "×", Better.HIGHER));
    }
    return new RunRecord.CellRecord("check/probe/" + probe + "/machine", "machine", "check", "probe", probe, "machine", null, "done",
        what, 0, 0, null, m, List.of(), Map.of());
  }

  /** The verdict when the machine is ready: quiet, at speed (as far as the store can tell), in a row. */
  private String readyLine(MachineNoise.Versus speed) {
    return "ready: quiet" + atSpeed(speed.reference()) + (inARow > 1 ? ", " + inARow + " checks in a row" : "")
        + "; a long run can start";
  }

  /** The verdict when it is not: too few good checks in a row, or what was wrong with this one. */
  private String notReadyLine(boolean good, int row, MachineNoise noise, MachineNoise.Versus speed) {
    if (good) return "not ready: quiet, but only " + row + " of " + inARow + " checks in a row";
    List<String> why = new ArrayList<>();
    if (noise.kind() != MachineNoise.Kind.QUIET) why.add(noise.kind().label());
    if (speed.slower()) why.add("slower than this machine can be");
    return "not ready: " + String.join(", and ", why);
  }

  /** Stored checks below which "at speed" says how little it rests on. */
  static final int FEW_CHECKS = 3;

  /**
   * How a ready verdict names the speed: nothing without a stored check; "at speed" against the
   * fastest of several. Against one or two it says so, since the first check on a shared machine
   * may itself have been slowed and then be the only yardstick.
   */
  static String atSpeed(MachineNoise.Best reference) {
    if (reference == null) return "";
    if (reference.runs() >= FEW_CHECKS) return " and at speed";
    return reference.runs() == 1 ? " and as fast as the one stored check, which may itself have been slowed"
        : " and as fast as the " + reference.runs() + " stored checks, which may themselves have been slowed";
  }

  /** The probes' speeds now, and against the fastest stored check (or why there is none to compare with). */
  static String speedLine(MachineNoise noise, MachineNoise.Versus v) {
    String now = String.format(Locale.ROOT, "speed: code that fills a core %,.0f passes/s, a dependent chain %,.0f/s",
        noise.wide().perSecond(), noise.chain().perSecond());
    if (v.reference() == null) return now + "; " + v.unknown();
    return now + String.format(Locale.ROOT, ": %s and %s the fastest stored for this host and JVM (%s, of %d run%s)",
        MachineNoise.Versus.ratio(v.wide()), MachineNoise.Versus.ratio(v.chain()), v.reference().run(),
        v.reference().runs(), v.reference().runs() == 1 ? "" : "s");
  }

  private void save(Path dir, MachineNoise noise, MachineNoise.Versus speed) throws IOException {
    KindRecord record = new KindRecord(dir, "machine", Main.commandLine(spec), JvmInfo.current().record(List.of()),
        List.of(), List.of(PROBES), Map.of("probeJvm", MachineNoise.PROBE_JVM));
    record.machineCheck(noise.toMap());
    record.save("complete", List.of(
        cell("wide", "code that fills a core (independent work, as a codec's loop)", noise.wide(), speed.wide()),
        cell("chain", "a dependent chain (one long computation)", noise.chain(), speed.chain())));
  }
}
