package io.wirebench.bench;

import java.util.List;
import java.util.Locale;

/**
 * How long and how often each cell is measured. Defaults live here, in one place.
 *
 * @param name profile name
 * @param forks JVM forks per cell (fresh JVM each, so codecs never share a JIT profile)
 * @param warmupIterations warm-up iterations per fork
 * @param warmupMillis length of one warm-up iteration
 * @param iterations measured iterations per fork
 * @param iterationMillis length of one measured iteration
 */
public record Profile(String name, int forks, int warmupIterations, int warmupMillis,
    int iterations, int iterationMillis) {

  /**
   * For a first look: one fork, a 600 ms warm-up and three short measured iterations (the fewest
   * for which JMH reports an error), so that all JSON codecs on two data sets take about three
   * minutes on two cores. Errors are wide; compare ratios within one run, publish only full runs.
   */
  public static final Profile QUICK = new Profile("quick", 1, 1, 600, 3, 200);

  /** For publication: two forks, five warm-up and five measured one-second iterations each. */
  public static final Profile FULL = new Profile("full", 2, 5, 1000, 5, 1000);

  /** Seconds a fork takes beyond its iterations (JVM start, class loading, setup), a first guess. */
  static final double FORK_OVERHEAD_SECONDS = 0.8;

  public static List<String> names() {
    return List.of(QUICK.name, FULL.name);
  }

  /** A profile by name. */
  public static Profile of(String name) {
    switch (name.toLowerCase(Locale.ROOT)) {
      case "quick": return QUICK;
      case "full": return FULL;
      default: throw new io.wirebench.core.UnknownNameException("profile", name, names());
    }
  }

  /** The same profile with some settings overridden (null keeps the profile's value). */
  public Profile with(Integer forks, Integer warmupIterations, Integer iterations, Integer iterationMillis) {
    return new Profile(name, forks != null ? forks : this.forks,
        warmupIterations != null ? warmupIterations : this.warmupIterations,
        iterationMillis != null ? iterationMillis : warmupMillis,
        iterations != null ? iterations : this.iterations,
        iterationMillis != null ? iterationMillis : this.iterationMillis);
  }

  /** Estimated seconds for one cell. */
  public double secondsPerCell() {
    return forks * (FORK_OVERHEAD_SECONDS
        + (warmupIterations * (double) warmupMillis + iterations * (double) iterationMillis) / 1000.0);
  }
}
