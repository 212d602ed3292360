package io.wirebench.speed;

import io.wirebench.analysis.ForkStop;
import io.wirebench.core.UnknownNameException;
import java.util.List;
import java.util.Locale;

/**
 * How long and how often each cell is measured. Defaults live here, in one place.
 *
 * <p>A cell is measured in forks (fresh JVMs, so codecs never share a JIT profile), one fork per
 * round; every round visits the cells in a new random order, so that load elsewhere on the
 * machine spreads over all codecs instead of landing on one. Each fork runs {@code
 * warmupIterations} then {@code iterations} iterations of {@code iterationMillis}; where the
 * changepoint analysis finds a fork still warming, later forks of that cell get a longer warm-up
 * (when {@code adaptiveWarmup}). After {@code minForks} rounds, cells whose interval is wider than
 * {@code targetPrecision} get more forks, up to {@code maxForks}, while the time budget lasts.
 *
 * @param name profile name
 * @param iterationMillis length of one iteration, warm-up and measured alike
 * @param warmupIterations warm-up iterations of a cell's first fork
 * @param iterations measured iterations per fork
 * @param minForks forks every cell gets
 * @param maxForks forks a cell may get while its interval is too wide
 * @param targetPrecision the relative interval half-width to reach (NaN: stop at minForks)
 * @param adaptiveWarmup lengthen the warm-up of a cell whose fork was still warming
 * @param budgetSeconds time budget of the measurement (0: none)
 * @param stopPrecision the relative 95% half-width of a fork's mean at which the fork ends early
 *     (NaN: every fork runs all its iterations)
 */
public record Profile(String name, int iterationMillis, int warmupIterations, int iterations, int minForks,
    int maxForks, double targetPrecision, boolean adaptiveWarmup, double budgetSeconds, double stopPrecision) {

  /** A profile whose forks run all their iterations. */
  public Profile(String name, int iterationMillis, int warmupIterations, int iterations, int minForks,
      int maxForks, double targetPrecision, boolean adaptiveWarmup, double budgetSeconds) {
    this(name, iterationMillis, warmupIterations, iterations, minForks, maxForks, targetPrecision, adaptiveWarmup,
        budgetSeconds, Double.NaN);
  }

  /**
   * The default: a ranking within three minutes. On two cores a JIT needs 3 to 8 seconds to
   * finish compiling a reader (measured: the warm-up ramps of a 10 × 1 s reference run), so a
   * cell gets one fork of 2 s warm-up and 5 s measured in 100 ms iterations; the changepoint
   * analysis drops what is still ramping. The default run's 18 cells take about 150 s. A second
   * fork, with a longer warm-up, goes to cells that did not settle, while the 150 s budget
   * lasts. One fork gives no interval: the ranking is what this profile is for.
   */
  public static final Profile QUICK = new Profile("quick", 100, 20, 50, 1, 2, Double.NaN, true, 150);

  /**
   * For publication: at least five forks per cell, more (up to ten) for cells whose 95% rerun
   * interval is wider than ±4% (a confidence interval of the mean of about ±2.8%). Each fork has
   * 2 s of JMH warm-up, then from 12 to 40 iterations of 500 ms: it ends as soon as at least 8
   * iterations after its warm-up ramp give its mean to ±1%, or more of them would buy less than a
   * new fork ({@link ForkStop}): a fork that
   * settles early costs about half of the fixed 8 s warm-up and 10 s measured this profile used
   * to spend on every fork, and one that is still changing runs longer than it did. The ramp is
   * found in the measured iterations by the changepoint analysis, so the warm-up is not adapted.
   * Measured: docs/metrics.md ("Sequential stopping").
   */
  public static final Profile FULL = new Profile("full", 500, 4, 40, 5, 10, 0.04, false, 0, 0.01);

  /** Iterations after the ramp a fork's value needs, at least, before the fork may stop early. */
  public static final int STOP_MIN_STEADY = 8;

  /**
   * Measured iterations every fork runs before it may stop early: 6 s at 500 ms, with the 2 s of
   * warm-up past the 3 to 8 s a JIT needs on two cores to finish compiling a reader.
   */
  public static final int STOP_MIN_MEASURED = 12;

  /**
   * The spread between forks of one cell that early stopping weighs a fork's iterations against
   * ({@link ForkStop}): 2%, the typical fork-to-fork spread of the full profile's runs on this
   * project's machine (median 1.5-2%, docs/metrics.md).
   */
  public static final double STOP_FORK_SPREAD = 0.02;

  /** Seconds a fork takes beyond its iterations (JVM start, class loading, setup); updated as forks run. */
  public static final double FORK_OVERHEAD_SECONDS = 1.0;

  /** Warm-up is never stretched beyond this multiple of the profile's. */
  static final int MAX_WARMUP_FACTOR = 4;

  public Profile {
    if (iterationMillis < 1) throw new IllegalArgumentException("iteration length must be at least 1 ms");
    if (warmupIterations < 0) throw new IllegalArgumentException("warm-up iterations must be 0 or more");
    if (iterations < 1) throw new IllegalArgumentException("measured iterations must be at least 1");
    if (minForks < 1 || maxForks < minForks) throw new IllegalArgumentException("forks must be at least 1");
    if (stopPrecision <= 0) throw new IllegalArgumentException("stop precision must be above 0 (NaN: none)");
  }

  /** True when forks end once their mean is known to {@code stopPrecision}. */
  public boolean stopsEarly() {
    return !Double.isNaN(stopPrecision);
  }

  /** The rule that ends a fork early, or null when every fork runs all its iterations. */
  public ForkStop forkStop() {
    return stopsEarly() ? new ForkStop(stopPrecision, STOP_MIN_STEADY, Math.min(iterations, STOP_MIN_MEASURED),
        STOP_FORK_SPREAD, FORK_OVERHEAD_SECONDS * 1000 / iterationMillis) : null;
  }

  /** The built-in profiles' names. */
  public static List<String> names() {
    return List.of(QUICK.name, FULL.name);
  }

  /** A profile by name. */
  public static Profile of(String name) {
    switch (name.toLowerCase(Locale.ROOT)) {
      case "quick": return QUICK;
      case "full": return FULL;
      default: throw new UnknownNameException("profile", name, names());
    }
  }

  /**
   * The same profile with settings overridden (null keeps the profile's value). Fixing the forks
   * fixes their number; fixing the warm-up turns off its adaptation, and fixing the iterations or
   * their length turns off early stopping, so that a run can mirror a plain JMH configuration exactly. Any override drops the profile's own time budget (which is
   * there to keep the default run within three minutes); {@code budgetSeconds} sets one.
   */
  public Profile with(Integer forks, Integer warmups, Integer iterations, Integer iterationMillis,
      Double budgetSeconds) {
    boolean overridden = forks != null || warmups != null || iterations != null || iterationMillis != null;
    double budget = budgetSeconds != null ? budgetSeconds : overridden ? 0 : this.budgetSeconds;
    return new Profile(name,
        iterationMillis != null ? iterationMillis : this.iterationMillis,
        warmups != null ? warmups : this.warmupIterations,
        iterations != null ? iterations : this.iterations,
        forks != null ? forks : this.minForks,
        forks != null ? forks : (budgetSeconds != null ? Math.max(this.maxForks, 30) : this.maxForks),
        budgetSeconds != null && forks == null && Double.isNaN(targetPrecision) ? 0.0 : targetPrecision,
        warmups == null && adaptiveWarmup,
        budget,
        iterations != null || iterationMillis != null ? Double.NaN : stopPrecision);
  }

  /** The same profile with forks ending at {@code precision} (NaN: every fork runs all its iterations). */
  public Profile withStopPrecision(double precision) {
    return new Profile(name, iterationMillis, warmupIterations, iterations, minForks, maxForks, targetPrecision,
        adaptiveWarmup, budgetSeconds, precision);
  }

  /** Estimated seconds for one fork with a given warm-up. */
  public double secondsPerFork(int warmups) {
    return FORK_OVERHEAD_SECONDS + (warmups + expectedIterations()) * iterationMillis / 1000.0;
  }

  /**
   * Measured iterations a fork is expected to run before the run has seen any: all of them, or,
   * when forks stop early, a few more than the minimum every fork runs.
   * A session replaces this by what its forks took.
   */
  public int expectedIterations() {
    return stopsEarly() ? Math.min(iterations, STOP_MIN_MEASURED + 4) : iterations;
  }

  /**
   * Forks every one of {@code cells} cells gets before any gets more: the profile's minimum, or
   * fewer (at least one) when the time budget cannot hold that many.
   */
  public int forksInBudget(int cells) {
    if (budgetSeconds <= 0 || cells == 0) return minForks;
    int fit = (int) Math.floor(budgetSeconds / (cells * secondsPerFork(warmupIterations)));
    return Math.max(1, Math.min(minForks, fit));
  }

  /** Estimated seconds for a run of {@code cells} cells at the minimum number of forks. */
  public double estimateSeconds(int cells) {
    double s = cells * (double) minForks * secondsPerFork(warmupIterations);
    return budgetSeconds > 0 ? Math.min(s, budgetSeconds) : s;
  }

  /** The warm-up a cell's next fork gets after one that settled at iteration {@code settledAt}. */
  int longerWarmup(int current, int settledAt) {
    int cap = Math.max(warmupIterations * MAX_WARMUP_FACTOR, warmupIterations + 4);
    return Math.min(cap, Math.max(current * 2, (int) Math.ceil(settledAt * 1.5)));
  }
}
