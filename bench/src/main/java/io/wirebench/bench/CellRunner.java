package io.wirebench.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs one fork of one cell through JMH's API and keeps every iteration of it. The
 * {@link Session} decides which cell runs next and how long its warm-up is.
 */
public final class CellRunner {
  static {
    // Compiler blackholes (JDK 17+) are JMH's most accurate sink; naming the mode also spares a
    // probe JVM per fork that auto-detection would start. Recorded in jmh.log.
    if (System.getProperty("jmh.blackhole.mode") == null) {
      System.setProperty("jmh.blackhole.mode", "COMPILER");
    }
  }

  /** A fork's outcome: a sample, or why there is none. */
  public record Outcome(ForkSample sample, String failure, double seconds) {}

  private final Profile profile;
  private final JvmInfo jvm;
  private final List<String> extraJvmArgs;
  private final boolean gcProfiler;
  private final JmhLog log;

  /**
   * @param profile iteration length and counts
   * @param jvm the JVM of the forks
   * @param extraJvmArgs flags from the command line, after the base and codec flags
   * @param gcProfiler measure allocation per operation with JMH's gc profiler
   * @param log where JMH's text output goes
   */
  public CellRunner(Profile profile, JvmInfo jvm, List<String> extraJvmArgs, boolean gcProfiler, PrintStream log) {
    this.profile = profile;
    this.jvm = jvm;
    this.extraJvmArgs = List.copyOf(extraJvmArgs);
    this.gcProfiler = gcProfiler;
    this.log = new JmhLog(log);
  }

  /**
   * Flags every fork gets, before a codec's own: the JVM's base flags, the marker that the
   * runner has gated the pair, and the user's extra flags.
   */
  public static List<String> commonFlags(JvmInfo jvm, List<String> extra) {
    List<String> flags = new ArrayList<>(jvm.baseFlags());
    flags.add("-Dwirebench.gated=true");
    flags.addAll(extra);
    return flags;
  }

  /** The flags of this runner's forks, without a codec's own. */
  public List<String> flags() {
    return commonFlags(jvm, extraJvmArgs);
  }

  /**
   * Runs one fork.
   *
   * @param warmups warm-up iterations of this fork
   * @param codecArgs the flags the codec needs
   * @param iterations told when each iteration starts
   */
  public Outcome runFork(Cell cell, int warmups, List<String> codecArgs, JmhLog.IterationListener iterations) {
    List<String> flags = flags();
    flags.addAll(codecArgs);
    ChainedOptionsBuilder opts = new OptionsBuilder()
        .include("^" + Pattern.quote(cell.benchmark()) + "$")
        .param("codec", cell.codec())
        .param("dataset", cell.dataset())
        .forks(1)
        .warmupIterations(warmups)
        .warmupTime(TimeValue.milliseconds(profile.iterationMillis()))
        .measurementIterations(profile.iterations())
        .measurementTime(TimeValue.milliseconds(profile.iterationMillis()))
        .threads(1)
        .jvm(jvm.java())
        .jvmArgs(flags.toArray(new String[0]))
        .shouldFailOnError(true);
    if (gcProfiler) {
      opts.addProfiler(GCProfiler.class);
    }
    log.reset();
    log.listener(iterations);
    long t0 = System.nanoTime();
    try {
      Collection<RunResult> rs = new Runner(opts.build(), log).run();
      double seconds = (System.nanoTime() - t0) / 1e9;
      JmhLog.Series series = log.series();
      if (rs.isEmpty() || series.scores().length == 0) {
        return new Outcome(null, orElse(log.failure(), "JMH returned no result"), seconds);
      }
      BenchmarkResult jmh = rs.iterator().next().getBenchmarkResults().iterator().next();
      ForkSample sample = ForkSample.of(series.scores(), series.measuredFrom(),
          profile.iterationMillis() / 1000.0, series.secondary(), seconds, jmh);
      return new Outcome(sample, "", seconds);
    } catch (RunnerException | RuntimeException e) {
      return new Outcome(null, orElse(log.failure(), String.valueOf(e.getMessage())),
          (System.nanoTime() - t0) / 1e9);
    }
  }

  private static String orElse(String s, String other) {
    return s == null || s.isBlank() ? other : s;
  }
}
