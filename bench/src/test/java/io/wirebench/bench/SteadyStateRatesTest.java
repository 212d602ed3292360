package io.wirebench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * The steady-state detector's error rates on synthetic forks of the default profile's shape (16
 * warm-up and 20 measured iterations): how often it marks a fork with no change (false alarms)
 * and how often it finds a planted warm-up, slowdown or mode switch (detection). Noise levels are
 * those real forks on this machine show: 0.5% to 5% per iteration, independent or AR(1)
 * correlated, and short iterations with rare GC spikes. Fixed seeds, so the rates are exact
 * numbers that docs/metrics.md quotes; the test fails when a change to the detector moves them
 * past the bounds.
 */
class SteadyStateRatesTest {
  static final int N = 36;
  static final int MEASURED_FROM = 16;
  static final int TRIALS = 2_000;

  /** Noise on the log scale: sd per iteration, AR(1) coefficient, GC spike probability. */
  record Noise(String name, double sd, double phi, double spikes) {
    double[] series(Random r, double[] level) {
      double[] x = new double[level.length];
      double e = r.nextGaussian() * sd;
      for (int i = 0; i < x.length; i++) {
        e = phi * e + Math.sqrt(1 - phi * phi) * r.nextGaussian() * sd;
        double spike = r.nextDouble() < spikes ? Math.log(0.6 + 0.3 * r.nextDouble()) : 0;
        x[i] = 100_000 * Math.exp(level[i] + e + spike);
      }
      return x;
    }
  }

  static final Noise[] NOISES = {
    new Noise("iid 0.5%", 0.005, 0, 0),
    new Noise("iid 2%", 0.02, 0, 0),
    new Noise("iid 5%", 0.05, 0, 0),
    new Noise("AR(1) 0.5, 2%", 0.02, 0.5, 0),
    new Noise("AR(1) 0.5, 5%", 0.05, 0.5, 0),
    new Noise("2% + GC spikes 3%", 0.02, 0, 0.03),
  };

  static double rate(Noise noise, BiFunction<Random, Integer, double[]> level, long seed,
      java.util.function.Predicate<SteadyState> hit) {
    Random r = new Random(seed);
    int hits = 0;
    for (int t = 0; t < TRIALS; t++) {
      SteadyState s = SteadyState.analyse(noise.series(r, level.apply(r, t)), MEASURED_FROM);
      if (hit.test(s)) hits++;
    }
    return hits / (double) TRIALS;
  }

  static double[] flat(Random r, int t) {
    return new double[N];
  }

  /** A JIT ramp: the first 3 to 10 iterations climb from 30-70% of the level. */
  static double[] warmUp(Random r, int t) {
    double[] l = new double[N];
    int k = 3 + r.nextInt(8);
    double start = Math.log(0.3 + 0.4 * r.nextDouble());
    for (int i = 0; i < k; i++) l[i] = start * (1 - i / (double) k);
    return l;
  }

  /** A drop of 10-30% that lasts from somewhere in the measured iterations to the end. */
  static double[] slowdown(Random r, int t) {
    double[] l = new double[N];
    int at = MEASURED_FROM + 2 + r.nextInt(8);
    double drop = Math.log(0.7 + 0.2 * r.nextDouble());
    for (int i = at; i < N; i++) l[i] = drop;
    return l;
  }

  /** A switch to another level 10-20% higher for the second half of the measured iterations. */
  static double[] modeSwitch(Random r, int t) {
    double[] l = new double[N];
    int at = MEASURED_FROM + 4 + r.nextInt(6);
    double up = Math.log(1.1 + 0.1 * r.nextDouble());
    for (int i = at; i < N; i++) l[i] = up;
    return l;
  }

  /** A mark tables show: no steady state or slowdown (a warm-up only moves where the value starts). */
  static boolean marked(SteadyState s) {
    return s.kind() == SteadyState.Kind.NO_STEADY_STATE || s.kind() == SteadyState.Kind.SLOWDOWN;
  }

  @Test
  void unchangedForksWithIndependentNoiseAreMarkedAtMostOnceInAHundred() {
    for (Noise n : new Noise[] {NOISES[0], NOISES[1], NOISES[2]}) {
      assertThat(rate(n, SteadyStateRatesTest::flat, 1, SteadyStateRatesTest::marked)).as(n.name()).isLessThanOrEqualTo(0.01);
    }
  }

  @Test
  void correlatedNoiseAndGcSpikesAreMarkedFarLessThanBeforeButNotYetOnceInAHundred() {
    // before the long-run noise and the spike filter: 24%, 25% and 19% of these unchanged forks
    // were marked; now 7.6%, 7.9% and 1.2%. Issue 31 asks for 1%: not met for correlated noise.
    assertThat(rate(NOISES[3], SteadyStateRatesTest::flat, 1, SteadyStateRatesTest::marked)).isLessThanOrEqualTo(0.08);
    assertThat(rate(NOISES[4], SteadyStateRatesTest::flat, 1, SteadyStateRatesTest::marked)).isLessThanOrEqualTo(0.08);
    assertThat(rate(NOISES[5], SteadyStateRatesTest::flat, 1, SteadyStateRatesTest::marked)).isLessThanOrEqualTo(0.015);
  }

  @Test
  void plantedWarmUpsSlowdownsAndModeSwitchesAreFoundNineTimesInTen() {
    for (Noise n : NOISES) {
      assertThat(rate(n, SteadyStateRatesTest::warmUp, 2, s -> s.kind() == SteadyState.Kind.WARMUP))
          .as("warm-up, " + n.name()).isGreaterThanOrEqualTo(0.90);
      assertThat(rate(n, SteadyStateRatesTest::slowdown, 3, s -> s.kind() == SteadyState.Kind.SLOWDOWN))
          .as("slowdown, " + n.name()).isGreaterThanOrEqualTo(0.90);
      assertThat(rate(n, SteadyStateRatesTest::modeSwitch, 4, s -> s.kind() != SteadyState.Kind.FLAT))
          .as("mode switch, " + n.name()).isGreaterThanOrEqualTo(0.90);
    }
  }
}
