package io.wirebench.harness;

import io.wirebench.records.Better;
import io.wirebench.records.Format;
import io.wirebench.records.KindRecord;
import io.wirebench.records.Outcome;
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

/**
 * {@code wirebench machine}'s work: the machine check ({@link MachineNoise}) on its own, once or
 * again every so often until the machine is quiet and at speed for some checks in a row, each check
 * saved as the run directory's record (kind {@code machine}) so that report, compare and history
 * show the machine's speed like any measurement.
 */
public final class MachineCheckDriver {
  /** Stored checks below which "at speed" says how little it rests on. */
  public static final int FEW_CHECKS = 3;

  /**
   * What the probes' cells measured, as the record's one "data set": the probes' code (its version
   * here, to be raised when the probes change) in this probe JVM. Its hash is what {@code history}
   * compares like with like by, so checks of another JVM or probe version are set apart.
   */
  static final RunRecord.DatasetRecord PROBES = new RunRecord.DatasetRecord("machine",
      "the machine check's two probes (bench/.../MachineNoise.java) in " + MachineNoise.PROBE_JVM,
      sha256("machine-probes-1 " + MachineNoise.PROBE_JVM));

  /**
   * How to check.
   *
   * @param seconds how long each check probes
   * @param waitFor check again until ready or this has passed; null for one check
   * @param every the time from one check's start to the next's
   * @param inARow ready only after this many good checks in a row
   * @param command the command line, for the record
   */
  public record Settings(double seconds, Duration waitFor, Duration every, int inARow, List<String> command) {}

  private MachineCheckDriver() {}

  /** Checks until ready or the wait is over; exit code 0 when ready, 1 when not. */
  public static Outcome run(Settings s, Path dir, PrintWriter w) throws IOException, InterruptedException {
    long t0 = System.nanoTime();
    long deadline = s.waitFor() == null ? 0 : t0 + s.waitFor().toNanos();
    int n = 0;
    int row = 0;
    while (true) {
      long start = System.nanoTime();
      n++;
      w.printf(Locale.ROOT, "machine check%s (%.0f s) ...%n", s.waitFor() == null ? "" : " " + n, s.seconds());
      w.flush();
      // the probes, then the store read once: the speed line and the record's againstStored both come from it
      MachineNoise raw = MachineNoise.probe(s.seconds());
      MachineNoise.Versus speed = raw.versusPast();
      MachineNoise noise = raw.withAgainst(speed.line());
      boolean good = noise.kind() == MachineNoise.Kind.QUIET && !speed.slower();
      row = good ? row + 1 : 0;
      boolean ready = row >= s.inARow();
      boolean more = !ready && s.waitFor() != null && System.nanoTime() + s.every().toNanos() < deadline;
      save(s, dir, noise, speed); // the latest check, each time: Ctrl-C while waiting keeps it
      if (more) {
        w.println("  " + noise.kind().label() + "; " + speedLine(noise, speed) // one line a check while waiting
            + (good ? " (" + row + " of " + s.inARow() + " in a row)" : ""));
      } else {
        // the verdict's lines, then the speed in one line of its own (which says what againstStored would)
        raw.describe().lines().forEach(l -> w.println("  " + l));
        w.println("  " + speedLine(noise, speed));
        String waited = s.waitFor() == null ? "" : " after " + n + (n == 1 ? " check" : " checks") + " in "
            + Format.duration((System.nanoTime() - t0) / 1e9);
        w.println(ready ? readyLine(speed, s.inARow()) : notReadyLine(good, row, s.inARow(), noise, speed) + waited);
        w.println("results: " + dir + " (run.json; 'wirebench report " + dir + "' presents it)");
        w.flush();
        return new Outcome(ready ? 0 : 1, dir, n, (System.nanoTime() - t0) / 1e9);
      }
      w.flush();
      long sleep = s.every().toNanos() - (System.nanoTime() - start);
      if (sleep > 0) Thread.sleep(sleep / 1_000_000);
    }
  }

  private static String sha256(String s) {
    try {
      return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
          .digest(s.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * A probe as a cell of the shared record: its speed (the median 100 ms window), the 5th and 95th
   * percentile windows over the median, and the speed over the fastest stored check when there was
   * one. No metric has an interval: one check is one sample of a machine that changes from minute to
   * minute.
   */
  private static RunRecord.CellRecord cell(String probe, String what, MachineNoise.Probe p, double vsFastest) {
    Map<String, RunRecord.MetricValue> m = new LinkedHashMap<>();
    m.put("perSecond", RunRecord.MetricValue.of(p.perSecond(), Double.NaN, Double.NaN, "passes/s", Better.HIGHER));
    m.put("p05", RunRecord.MetricValue.of(p.p05(), Double.NaN, Double.NaN, "×", Better.HIGHER));
    m.put("p95", RunRecord.MetricValue.of(p.p95(), Double.NaN, Double.NaN, "×", Better.LOWER));
    if (!Double.isNaN(vsFastest)) {
      m.put("vsFastest", RunRecord.MetricValue.of(vsFastest, Double.NaN, Double.NaN, "×", Better.HIGHER));
    }
    return new RunRecord.CellRecord("check/probe/" + probe + "/machine", "machine", "check", "probe", probe, "machine",
        null, "done", what, 0, 0, null, m, List.of(), Map.of());
  }

  /** The verdict when the machine is ready: quiet, at speed (as far as the store can tell), in a row. */
  private static String readyLine(MachineNoise.Versus speed, int inARow) {
    return "ready: quiet" + atSpeed(speed.reference()) + (inARow > 1 ? ", " + inARow + " checks in a row" : "")
        + "; a long run can start";
  }

  /** The verdict when it is not: too few good checks in a row, or what was wrong with this one. */
  private static String notReadyLine(boolean good, int row, int inARow, MachineNoise noise, MachineNoise.Versus speed) {
    if (good) return "not ready: quiet, but only " + row + " of " + inARow + " checks in a row";
    List<String> why = new ArrayList<>();
    if (noise.kind() != MachineNoise.Kind.QUIET) why.add(noise.kind().label());
    if (speed.slower()) why.add("slower than this machine can be");
    return "not ready: " + String.join(", and ", why);
  }

  /**
   * How a ready verdict names the speed: nothing without a stored check; "at speed" against the
   * fastest of several. Against one or two it says so, since the first check on a shared machine
   * may itself have been slowed and then be the only yardstick.
   */
  public static String atSpeed(MachineNoise.Best reference) {
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

  private static void save(Settings s, Path dir, MachineNoise noise, MachineNoise.Versus speed) throws IOException {
    KindRecord record = new KindRecord(dir, "machine", s.command(), JvmInfo.current().record(List.of()),
        List.of(), List.of(PROBES), Map.of("probeJvm", MachineNoise.PROBE_JVM));
    record.machineCheck(noise.toMap());
    record.save("complete", List.of(
        cell("wide", "code that fills a core (independent work, as a codec's loop)", noise.wide(), speed.wide()),
        cell("chain", "a dependent chain (one long computation)", noise.chain(), speed.chain())));
  }
}
