package io.wirebench.cli;

import io.wirebench.harness.JvmInfo;
import io.wirebench.speed.Gate;
import io.wirebench.speed.Profile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine.Option;

/** How to measure: the options every measuring command shares ({@code run}, {@code files}, {@code selfcheck}). */
final class RunOptions {
  @Option(names = "--profile", paramLabel = "NAME", defaultValue = "quick",
      description = "quick (1 fork per cell, a second where it did not settle, short iterations: a ranking in "
          + "minutes) or full (5-10 forks per cell until the 95%% rerun interval is within ±4%%: for publication). "
          + "Default: ${DEFAULT-VALUE}.")
  String profile;

  @Option(names = "--forks", paramLabel = "N", description = "Fix the forks per cell (at least 1).")
  Integer forks;

  @Option(names = "--warmup-iterations", paramLabel = "N",
      description = "Fix the warm-up iterations of every fork (0 or more); turns off the adaptive warm-up.")
  Integer warmups;

  @Option(names = "--iterations", paramLabel = "N", description = "Measured iterations per fork (at least 1).")
  Integer iterations;

  @Option(names = "--iteration-ms", paramLabel = "MS", description = "Length of each iteration in ms (at least 1).")
  Integer iterationMs;

  @Option(names = "--stop-precision", paramLabel = "P",
      description = "End each fork once the iterations after its warm-up ramp give its mean to ±P (e.g. 1%%, at "
          + "least 8 of them; --iterations becomes a maximum), or 'off' to run every iteration. Default: the "
          + "profile's (full: 1%%; quick: off). Fixing --iterations or --iteration-ms turns it off unless given.")
  String stopPrecision;

  @Option(names = "--time-budget", paramLabel = "DURATION",
      description = "Fit the measurement into this time (e.g. 90s, 10m, 1h) at the best precision it can: "
          + "as many forks per cell as fit, extra forks to the widest intervals.")
  String timeBudget;

  @Option(names = "--seed", paramLabel = "N", description = "Seed of the rounds' random order (default: random, recorded).")
  Long seed;

  @Option(names = "--jvm", paramLabel = "LIST",
      description = "Run the benchmark forks on other JDKs: each a JDK home, its bin/java, or a feature release "
          + "installed in /usr/lib/jvm (e.g. 25). Several (--jvm 17,25) measure every codec on each, side by side "
          + "(rows codec@jdk17, codec@jdk25, with their ratio). A codec that cannot run in this JVM is gated in "
          + "the forks' one.")
  String jvm;

  @Option(names = "--jvm-arg", paramLabel = "FLAG", description = "An extra flag for every fork (repeatable).")
  List<String> jvmArgs = new ArrayList<>();

  @Option(names = "--no-gc-profiler", description = "Do not measure allocation per operation.")
  boolean noGc;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Run directory to create (default: results/<date-time>). A directory; never overwritten.")
  Path out;

  @Option(names = "--machine-check", paramLabel = "SECONDS",
      description = "Before measuring, probe how steady the machine is for this long (0: not at all) and record it "
          + "(run.json's machine.noise): quiet, shared core or interrupted. Default: 10 with --profile full and in "
          + "selfcheck, 0 otherwise.")
  Double machineCheck;

  /** Seconds of machine check when --machine-check is not given, set by commands that always check (selfcheck). */
  double machineCheckDefault = 0;

  @Option(names = "--dry-run", description = "Gate and plan only: print the cells and the estimated time; write nothing.")
  boolean dryRun;

  /** The run being continued ({@code run --resume DIR}), set on a command parsed from DIR's command line; else null. */
  io.wirebench.speed.Resume resumed;

  /** The thread counts of every cell ({@code run --threads}, {@link ThreadsOption}); one thread for the other commands. */
  List<Integer> threads = List.of(1);

  /** The profile with the overrides, checked. */
  Profile profile() {
    positive("--forks", forks, 1);
    positive("--warmup-iterations", warmups, 0);
    positive("--iterations", iterations, 1);
    positive("--iteration-ms", iterationMs, 1);
    Profile p = Profile.of(profile).with(forks, warmups, iterations, iterationMs, budgetSeconds());
    return stopPrecision == null ? p : p.withStopPrecision(stopPrecision(stopPrecision));
  }

  /** Seconds of machine check before measuring: --machine-check, else 10 for the full profile. */
  double machineCheckSeconds() {
    return machineCheck(machineCheck, machineCheckDefault > 0 ? machineCheckDefault
        : Profile.FULL.name().equals(profile) ? DEFAULT_MACHINE_CHECK : 0);
  }

  /** A {@code --machine-check} value, checked (null: {@code otherwise}); at least 2 s unless 0. */
  static double machineCheck(Double given, double otherwise) {
    if (given == null) return otherwise;
    if (!(given >= 0 && given <= 600)) {
      String shown = given == Math.rint(given) && Math.abs(given) < 1e9 ? String.valueOf(given.longValue())
          : String.valueOf(given);
      throw new UsageException("--machine-check " + shown + ": give seconds from 0 (no check) to 600, such as 10");
    }
    return given == 0 ? 0 : Math.max(2, given);
  }

  /** Seconds of the machine check in the full profile and selfcheck. */
  static final double DEFAULT_MACHINE_CHECK = 10;

  /** {@code --stop-precision}: "off" (NaN), or a fraction above 0 and below 1, written 1% or 0.01. */
  static double stopPrecision(String value) {
    String v = value.strip().toLowerCase(Locale.ROOT);
    if (v.equals("off")) return Double.NaN;
    double d;
    try {
      d = v.endsWith("%") ? Double.parseDouble(v.substring(0, v.length() - 1).strip()) / 100 : Double.parseDouble(v);
    } catch (NumberFormatException e) {
      d = Double.NaN;
    }
    if (!(d > 0 && d < 1)) {
      throw new UsageException("--stop-precision " + value + ": give a precision above 0 and below 100%, such as 1% "
          + "or 0.01, or 'off' to run every iteration");
    }
    return d;
  }

  /**
   * The run directory: --out, or a new one under results/; checked, and created unless this is a
   * dry run (creating it is the only sure test that it can be).
   */
  Path outDir() {
    Path dir = OutputPaths.runDirectory(out, "", "run.json");
    if (!dryRun) {
      try {
        Files.createDirectories(dir);
      } catch (java.io.IOException | SecurityException e) {
        throw new UsageException("--out " + dir + ": cannot create a directory there (" + e.getClass().getSimpleName()
            + (e.getMessage() == null ? "" : ": " + e.getMessage()) + "); choose a writable place");
      }
    }
    return dir;
  }

  /** The forks' JVM, for commands that run on one; several are a usage error. */
  JvmInfo jvm() {
    if (jvm != null && jvm.contains(",")) {
      throw new UsageException("--jvm " + jvm + ": this command runs on one JDK; 'run' measures several side by side");
    }
    return jvm(jvm);
  }

  /** Every JVM of {@code --jvm LIST} (this one when none is given), each checked. */
  List<JvmInfo> jvms() {
    return jvms(jvm);
  }

  /** Every JVM of a {@code --jvm LIST} value (this one when null), each checked; shared with verify. */
  static List<JvmInfo> jvms(String list) {
    if (list == null) return List.of(JvmInfo.current());
    List<JvmInfo> out = new ArrayList<>();
    for (String one : list.split(",", -1)) {
      if (one.isBlank()) throw new UsageException("--jvm " + list + " has an empty entry; write --jvm 17,25");
      out.add(jvm(one.strip()));
    }
    return out;
  }

  /** The JVM at {@code --jvm PATH} (a JDK home or its bin/java), or this one; a bad path is a usage error. */
  static JvmInfo jvm(String path) {
    try {
      return path == null ? JvmInfo.current() : JvmInfo.probe(path);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  long seed() {
    return seed != null ? seed : ThreadLocalRandom.current().nextLong(1L << 48);
  }

  Double budgetSeconds() {
    return timeBudget == null ? null : duration("--time-budget", timeBudget, false).toMillis() / 1000.0;
  }

  /**
   * A duration option: {@code 500ms}, {@code 90s}, {@code 10m}, {@code 1h}, or plain seconds.
   *
   * @param zeroOk whether zero is allowed (a warm-up may be none; a measured time may not)
   * @throws UsageException naming the option and the value
   */
  static Duration duration(String option, String text, boolean zeroOk) {
    String s = text.trim().toLowerCase(Locale.ROOT);
    long unitMillis = s.endsWith("ms") ? 1 : s.endsWith("h") ? 3_600_000 : s.endsWith("m") ? 60_000 : 1000;
    String number = s.endsWith("ms") ? s.substring(0, s.length() - 2) : s.replaceAll("[hms]$", "");
    try {
      Duration d = Duration.ofMillis(Math.round(Double.parseDouble(number) * unitMillis));
      if (d.isNegative() || (!zeroOk && d.isZero())) throw new NumberFormatException();
      return d;
    } catch (NumberFormatException e) {
      throw new UsageException(option + " " + text + " is not a " + (zeroOk ? "" : "positive ")
          + "duration; write it as 500ms, 90s, 10m or 1h");
    }
  }

  private static void positive(String option, Integer value, int min) {
    if (value != null && value < min) {
      throw new UsageException(option + " " + value + " is too small: it must be " + min + " or more");
    }
  }
}
