package io.wirebench.bench;

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
 */
public record Profile(String name, int iterationMillis, int warmupIterations, int iterations, int minForks,
    int maxForks, double targetPrecision, boolean adaptiveWarmup, double budgetSeconds) {

  /**
   * The default: two forks per cell of 1.5 s warm-up and 1 s measured in 100 ms iterations, which
   * fits the standard JSON matrix (32 cells) in about three minutes on two cores. Intervals from
   * two forks are wide; the ranking is what this profile is for.
   */
  public static final Profile QUICK = new Profile("quick", 100, 15, 10, 2, 2, Double.NaN, true, 0);

  /**
   * For publication: at least five forks per cell of 4 s warm-up and 3 s measured, and more forks
   * (up to ten) for cells whose 95% interval is wider than ±3%.
   */
  public static final Profile FULL = new Profile("full", 250, 16, 12, 5, 10, 0.03, true, 0);

  /** Seconds a fork takes beyond its iterations (JVM start, class loading, setup); updated as forks run. */
  public static final double FORK_OVERHEAD_SECONDS = 1.0;

  /** Warm-up is never stretched beyond this multiple of the profile's. */
  static final int MAX_WARMUP_FACTOR = 4;

  public Profile {
    if (iterationMillis < 1) throw new IllegalArgumentException("iteration length must be at least 1 ms");
    if (warmupIterations < 0) throw new IllegalArgumentException("warm-up iterations must be 0 or more");
    if (iterations < 1) throw new IllegalArgumentException("measured iterations must be at least 1");
    if (minForks < 1 || maxForks < minForks) throw new IllegalArgumentException("forks must be at least 1");
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
   * fixes their number; fixing the warm-up turns off its adaptation, so that a run can mirror a
   * plain JMH configuration exactly.
   */
  public Profile with(Integer forks, Integer warmups, Integer iterations, Integer iterationMillis,
      Double budgetSeconds) {
    return new Profile(name,
        iterationMillis != null ? iterationMillis : this.iterationMillis,
        warmups != null ? warmups : this.warmupIterations,
        iterations != null ? iterations : this.iterations,
        forks != null ? forks : this.minForks,
        forks != null ? forks : (budgetSeconds != null ? Math.max(this.maxForks, 30) : this.maxForks),
        budgetSeconds != null && forks == null && Double.isNaN(targetPrecision) ? 0.0 : targetPrecision,
        warmups == null && adaptiveWarmup,
        budgetSeconds != null ? budgetSeconds : this.budgetSeconds);
  }

  /** Estimated seconds for one fork with a given warm-up. */
  public double secondsPerFork(int warmups) {
    return FORK_OVERHEAD_SECONDS + (warmups + iterations) * iterationMillis / 1000.0;
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
