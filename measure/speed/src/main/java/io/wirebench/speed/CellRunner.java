package io.wirebench.speed;

import io.wirebench.analysis.Autocorrelation;
import io.wirebench.analysis.Cell;
import io.wirebench.analysis.ForkSample;
import io.wirebench.analysis.ForkStop;
import io.wirebench.fork.CodecState;
import io.wirebench.harness.ForkClasspath;
import io.wirebench.harness.JvmInfo;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;
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
  public record ForkRun(ForkSample sample, String failure, double seconds) {}

  /**
   * Where a cell's fork runs.
   *
   * @param jvm the JVM
   * @param classpath its class path ({@link ForkClasspath}), or null for this JVM's own
   */
  public record ForkEnv(JvmInfo jvm, List<Path> classpath) {}

  private final Profile profile;
  private final Function<Cell, ForkEnv> envs;
  private final JvmInfo jvm;
  private final List<String> extraJvmArgs;
  private final boolean gcProfiler;
  private final JmhLog log;
  private Path forkLog;

  /**
   * @param profile iteration length and counts
   * @param jvm the JVM of the forks
   * @param extraJvmArgs flags from the command line, after the base and codec flags
   * @param gcProfiler measure allocation per operation with JMH's gc profiler
   * @param log where JMH's text output goes
   */
  public CellRunner(Profile profile, JvmInfo jvm, List<String> extraJvmArgs, boolean gcProfiler, PrintStream log) {
    this(profile, jvm, c -> new ForkEnv(jvm, null), extraJvmArgs, gcProfiler, log);
  }

  /**
   * @param profile iteration length and counts
   * @param jvm the run's first JVM (its flags are the run's recorded flags)
   * @param envs the JVM and class path of each cell's forks
   * @param extraJvmArgs flags from the command line, after the base and codec flags
   * @param gcProfiler measure allocation per operation with JMH's gc profiler
   * @param log where JMH's text output goes
   */
  public CellRunner(Profile profile, JvmInfo jvm, Function<Cell, ForkEnv> envs, List<String> extraJvmArgs,
      boolean gcProfiler, PrintStream log) {
    this.profile = profile;
    this.envs = envs;
    this.jvm = jvm;
    this.extraJvmArgs = List.copyOf(extraJvmArgs);
    this.gcProfiler = gcProfiler;
    this.log = new JmhLog(log);
  }

  /**
   * Flags every fork gets, before a codec's own: the JVM's base flags and the user's extra flags.
   * Forks gate the one path they time again ({@link CodecState}): a fork's class path (the codec's
   * module alone, or another version of its library) and JVM need not be the ones the CLI gated on.
   */
  public static List<String> commonFlags(JvmInfo jvm, List<String> extra) {
    List<String> flags = new ArrayList<>(jvm.baseFlags());
    flags.addAll(extra);
    return flags;
  }

  /** Where forks write what they loaded (forks.log in the run directory); none when not called. */
  public CellRunner forkLog(Path file) {
    this.forkLog = file;
    return this;
  }

  /** The flags of this runner's forks, without a codec's own. */
  public List<String> flags() {
    return commonFlags(jvm, extraJvmArgs);
  }

  /**
   * Runs one fork.
   *
   * @param warmups warm-up iterations of this fork
   * @param prior what the run so far says of the fork's φ, for its stopping rule
   * @param codecArgs the flags the codec needs
   * @param iterations told when each iteration starts
   */
  public ForkRun runFork(Cell cell, int warmups, Autocorrelation.Prior prior, List<String> codecArgs,
      JmhLog.IterationListener iterations) {
    ForkEnv env;
    try {
      env = envs.apply(cell);
    } catch (RuntimeException e) {
      return new ForkRun(null, "no fork could be set up: " + e.getMessage(), 0);
    }
    List<String> flags = commonFlags(env.jvm(), extraJvmArgs);
    flags.addAll(codecArgs);
    if (forkLog != null) flags.add("-Dwirebench.forkLog=" + forkLog.toAbsolutePath());
    ChainedOptionsBuilder opts = new OptionsBuilder()
        .include("^" + Pattern.quote(cell.benchmark()) + "$")
        .param("codec", cell.codec())
        .param("dataset", cell.dataset())
        .forks(1)
        .warmupIterations(warmups)
        .warmupTime(TimeValue.milliseconds(profile.iterationMillis()))
        .measurementIterations(profile.iterations())
        .measurementTime(TimeValue.milliseconds(profile.iterationMillis()))
        .threads(cell.threads())
        .jvm(env.jvm().java())
        .jvmArgs(flags.toArray(new String[0]))
        .shouldFailOnError(true);
    if (gcProfiler) {
      opts.addProfiler(GCProfiler.class);
    }
    log.reset();
    log.listener(iterations);
    ForkStop stop = profile.forkStop();
    log.stopRule(stop == null ? null : stop.given(prior));
    long t0 = System.nanoTime();
    try {
      Collection<RunResult> rs = run(opts, env);
      double seconds = (System.nanoTime() - t0) / 1e9;
      JmhLog.Series series = log.series();
      if (rs.isEmpty() || series.scores().length == 0) {
        return new ForkRun(null, orElse(log.failure(), "JMH returned no result"), seconds);
      }
      BenchmarkResult jmh = rs.iterator().next().getBenchmarkResults().iterator().next();
      ForkSample sample = ForkSample.of(series.scores(), series.measuredFrom(),
          profile.iterationMillis() / 1000.0, series.secondary(), seconds, jmh, threads(jmh));
      return new ForkRun(sample, "", seconds);
    } catch (RunnerException | RuntimeException e) {
      double seconds = (System.nanoTime() - t0) / 1e9;
      if (log.stoppedEarly()) return stopped(seconds);
      return new ForkRun(null, orElse(log.failure(), String.valueOf(e.getMessage())), seconds);
    }
  }

  /** How many threads ran a fork at once, as JMH recorded it; 1 without JMH's result. */
  static int threads(BenchmarkResult jmh) {
    return jmh == null ? 1 : Math.max(1, jmh.getParams().getThreads());
  }

  /**
   * A fork the profile's {@link ForkStop} ended: its iterations as the log received them, and JMH's
   * result rebuilt from its measured iterations (JMH reports the stopped JVM as a failure and keeps
   * nothing of it).
   */
  private ForkRun stopped(double seconds) {
    JmhLog.Series series = log.series();
    BenchmarkResult jmh = log.partialResult();
    if (jmh == null || series.scores().length == 0) {
      return new ForkRun(null, "the fork was stopped before it measured an iteration", seconds);
    }
    return new ForkRun(ForkSample.of(series.scores(), series.measuredFrom(), profile.iterationMillis() / 1000.0,
        series.secondary(), seconds, jmh, threads(jmh)), "", seconds);
  }

  /**
   * Runs JMH with the fork's class path: JMH gives its forks this JVM's {@code java.class.path},
   * so the property is set to the fork's for the time of the run (forks run one at a time).
   */
  private Collection<RunResult> run(ChainedOptionsBuilder opts, ForkEnv env) throws RunnerException {
    synchronized (CellRunner.class) {
      String own = System.getProperty("java.class.path");
      if (env.classpath() != null) System.setProperty("java.class.path", ForkClasspath.join(env.classpath()));
      try {
        return new Runner(opts.build(), log).run();
      } finally {
        System.setProperty("java.class.path", own);
      }
    }
  }

  private static String orElse(String s, String other) {
    return s == null || s.isBlank() ? other : s;
  }
}
