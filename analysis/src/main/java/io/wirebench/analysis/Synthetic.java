package io.wirebench.analysis;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Histories made up with a known truth, as wirebench measures them: each run meets the machine at
 * its own speed (the run's value wanders 2-5%, one standard deviation, drawn per series), and each
 * run's forks scatter about it (1-5%). A run has 3 to 5 forks, or one (the quick profile), and its
 * value and rerun interval are those of its forks. The change-point tests and the trend page's test
 * check the method against these known answers.
 */
public final class Synthetic {
  /** When the first made-up run ran. */
  public static final Instant START = Instant.parse("2026-01-05T02:00:00Z");

  /** Student's t 0.975 quantiles for 2 to 4 degrees of freedom (3 to 5 forks). */
  private static final double[] T975 = {Double.NaN, 12.706, 4.303, 3.182, 2.776};

  private final Random random;
  private final double wander;
  private final double forkSd;
  private final boolean forks;

  /** A history drawn from {@code random}; {@code forks}: runs of 3 to 5 forks, else of one. */
  public Synthetic(Random random, boolean forks) {
    this.random = random;
    this.wander = 0.02 + 0.03 * random.nextDouble();
    this.forkSd = 0.01 + 0.04 * random.nextDouble();
    this.forks = forks;
  }

  /** A series of {@code levels.length} runs; run i's true level is levels[i]. */
  /** One run per level, in order. */
  public List<Point> series(double... levels) {
    List<Point> out = new ArrayList<>();
    for (int i = 0; i < levels.length; i++) out.add(run(i, levels[i]));
    return out;
  }

  /** {@code before} runs at 1000, then {@code after} runs at 1000 × ratio. */
  /** {@code before} runs at level 1, then {@code after} at {@code ratio}. */
  public List<Point> step(int before, int after, double ratio) {
    double[] levels = new double[before + after];
    for (int i = 0; i < levels.length; i++) levels[i] = i < before ? 1000 : 1000 * ratio;
    return series(levels);
  }

  Point run(int i, double level) {
    double runLevel = level * Math.exp(wander * random.nextGaussian());
    String id = "run-" + (i + 1);
    Instant started = START.plus(Duration.ofDays(i));
    String commit = String.format("%08x", (i + 1) * 0x9e3779b1) + "0".repeat(32);
    if (!forks) return new Point(id, started, commit, runLevel * Math.exp(forkSd * random.nextGaussian()), null, null, null);
    int n = 3 + random.nextInt(3);
    double[] f = new double[n];
    double sum = 0;
    for (int k = 0; k < n; k++) {
      f[k] = runLevel * Math.exp(forkSd * random.nextGaussian());
      sum += f[k];
    }
    double mean = sum / n;
    double ss = 0;
    for (double x : f) ss += (x - mean) * (x - mean);
    double half = T975[n - 1] * Math.sqrt(ss / (n - 1)) * Math.sqrt(2.0 / n);
    return new Point(id, started, commit, mean, mean - half, mean + half, f);
  }
}
