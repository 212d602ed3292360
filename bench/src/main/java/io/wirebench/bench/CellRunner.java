package io.wirebench.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs cells one at a time through JMH's API, each in its own forks, so that each finished cell
 * can be saved before the next starts and a failing fork costs one cell, not the run.
 */
public final class CellRunner {
  /** Told what happens, for progress display and saving. */
  public interface Listener {
    /** A cell starts; {@code secondsLeft} estimates the rest of the run, this cell included. */
    void started(Cell cell, int index, int total, double secondsLeft);

    /** An iteration of the current cell starts. */
    default void iteration(Cell cell, boolean warmup, int iteration, int of, int fork, int forks) {}

    /** A cell ended, measured or not. */
    void finished(CellResult result, int done, int total);
  }

  static {
    // Compiler blackholes (JDK 17+) are JMH's most accurate sink; naming the mode also spares a
    // probe JVM per cell that auto-detection would start. Recorded in jmh.log.
    if (System.getProperty("jmh.blackhole.mode") == null) {
      System.setProperty("jmh.blackhole.mode", "COMPILER");
    }
  }

  private final Profile profile;
  private final JvmInfo jvm;
  private final List<String> extraJvmArgs;
  private final boolean gcProfiler;
  private final JmhLog log;
  private volatile boolean stopped;

  /**
   * @param profile iterations and forks
   * @param jvm the JVM of the forks
   * @param extraJvmArgs flags from the command line, after the base and codec flags
   * @param gcProfiler measure allocation per operation with JMH's gc profiler
   * @param log where JMH's text output goes
   */
  public CellRunner(Profile profile, JvmInfo jvm, List<String> extraJvmArgs, boolean gcProfiler,
      PrintStream log) {
    this.profile = profile;
    this.jvm = jvm;
    this.extraJvmArgs = List.copyOf(extraJvmArgs);
    this.gcProfiler = gcProfiler;
    this.log = new JmhLog(log);
  }

  /** Stops after the current cell; the remaining cells are reported missing. */
  public void stop() {
    stopped = true;
  }

  /**
   * Runs every cell in order.
   *
   * @param codecJvmArgs the flags a codec needs in its forks, by codec id
   */
  public List<CellResult> run(List<Cell> cells, Function<String, List<String>> codecJvmArgs,
      Listener listener) {
    List<CellResult> results = new ArrayList<>();
    double spent = 0;
    for (int i = 0; i < cells.size(); i++) {
      Cell cell = cells.get(i);
      if (stopped) {
        CellResult r = new CellResult(cell, CellResult.Status.MISSING, null, "run stopped before this cell", 0);
        results.add(r);
        listener.finished(r, i + 1, cells.size());
        continue;
      }
      double perCell = i == 0 ? profile.secondsPerCell() : spent / i;
      listener.started(cell, i, cells.size(), perCell * (cells.size() - i));
      log.reset();
      log.listener((w, it, of, f, fs) -> listener.iteration(cell, w, it, of, f, fs));
      long t0 = System.nanoTime();
      CellResult r = runOne(cell, codecJvmArgs.apply(cell.codec()), t0);
      spent += r.seconds();
      results.add(r);
      listener.finished(r, i + 1, cells.size());
    }
    return results;
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

  private CellResult runOne(Cell cell, List<String> codecArgs, long t0) {
    List<String> flags = commonFlags(jvm, extraJvmArgs);
    flags.addAll(codecArgs);
    ChainedOptionsBuilder opts = new OptionsBuilder()
        .include("^" + Pattern.quote(cell.benchmark()) + "$")
        .param("codec", cell.codec())
        .param("dataset", cell.dataset())
        .forks(profile.forks())
        .warmupIterations(profile.warmupIterations())
        .warmupTime(TimeValue.milliseconds(profile.warmupMillis()))
        .measurementIterations(profile.iterations())
        .measurementTime(TimeValue.milliseconds(profile.iterationMillis()))
        .threads(1)
        .jvm(jvm.java())
        .jvmArgs(flags.toArray(new String[0]))
        .shouldFailOnError(true);
    if (gcProfiler) {
      opts.addProfiler(GCProfiler.class);
    }
    try {
      Collection<RunResult> rs = new Runner(opts.build(), log).run();
      double seconds = (System.nanoTime() - t0) / 1e9;
      if (rs.isEmpty()) {
        return new CellResult(cell, CellResult.Status.FAILED, null, log.failure(), seconds);
      }
      return new CellResult(cell, CellResult.Status.DONE, rs.iterator().next(), "", seconds);
    } catch (RunnerException | RuntimeException e) {
      String why = log.failure();
      if (why.isBlank()) why = String.valueOf(e.getMessage());
      return new CellResult(cell, CellResult.Status.FAILED, null, why, (System.nanoTime() - t0) / 1e9);
    }
  }
}
