package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * PELT's pruning in {@link SteadyState#partition} must find the split the full O(n²) search finds.
 * {@link #fullSearch} is the search as it was before the pruning (2026-11-27), kept here as the
 * reference; every series below must give the same segment starts, to the iteration.
 */
class SteadyStatePartitionTest {

  /** The optimal partitioning without pruning, verbatim from SteadyState before PELT. */
  static int[] fullSearch(double[] x, double sigma) {
    int n = x.length;
    double[] s1 = new double[n + 1];
    double[] s2 = new double[n + 1];
    for (int i = 0; i < n; i++) {
      s1[i + 1] = s1[i] + x[i];
      s2[i + 1] = s2[i] + x[i] * x[i];
    }
    double beta = 5 * sigma * sigma * Math.log(Math.max(n, 2));
    double[] f = new double[n + 1];
    int[] last = new int[n + 1];
    f[0] = -beta;
    int minSeg = 2;
    for (int t = 1; t <= n; t++) {
      f[t] = Double.POSITIVE_INFINITY;
      for (int s = 0; s <= t - Math.min(minSeg, t); s++) {
        if (s > 0 && s < minSeg) continue;
        double len = t - s;
        double sum = s1[t] - s1[s];
        double cost = (s2[t] - s2[s]) - sum * sum / len;
        double v = f[s] + cost + beta;
        if (v < f[t]) {
          f[t] = v;
          last[t] = s;
        }
      }
    }
    List<Integer> starts = new ArrayList<>();
    for (int t = n; t > 0; t = last[t]) starts.add(0, last[t]);
    int[] out = new int[starts.size() + 1];
    for (int i = 0; i < starts.size(); i++) out[i] = starts.get(i);
    out[starts.size()] = n;
    return out;
  }

  /** A log-throughput series: a level near ln(100,000), steps, AR(1) noise, sometimes rounded to ties. */
  static double[] series(Random r, int n) {
    double[] y = new double[n];
    double level = Math.log(100_000);
    double sd = new double[] {0.001, 0.01, 0.05, 0.2}[r.nextInt(4)];
    double phi = r.nextBoolean() ? 0 : 0.3 + 0.6 * r.nextDouble();
    double stepChance = new double[] {0, 0.01, 0.05, 0.2}[r.nextInt(4)];
    boolean integers = r.nextInt(5) == 0;
    double e = 0;
    for (int i = 0; i < n; i++) {
      if (r.nextDouble() < stepChance) level += r.nextGaussian() * 0.2;
      e = phi * e + r.nextGaussian() * sd;
      y[i] = level + e;
      if (integers) y[i] = Math.log(Math.round(Math.exp(y[i]) / 20_000.0)  + 1.0);
    }
    return y;
  }

  @Test
  void prunedSearchFindsTheSameSegmentsAsTheFullSearchOnRandomSeries() {
    Random r = new Random(31);
    for (int trial = 0; trial < 3_000; trial++) {
      int n = trial < 500 ? 1 + trial % 12 : 13 + r.nextInt(trial < 2_980 ? 200 : 3_000);
      double[] y = series(r, n);
      double sigma = r.nextBoolean() ? SteadyState.noise(y) : 0.0005 + r.nextDouble() * 0.05;
      assertThat(SteadyState.partition(y, sigma)).as("trial %d, n %d, sigma %s", trial, n, sigma)
          .containsExactly(fullSearch(y, sigma));
    }
  }

  @Test
  void constantAndPeriodicSeriesWhoseCostsTieAreSplitAsTheFullSearchSplitsThem() {
    for (int n : new int[] {2, 3, 4, 5, 17, 100, 301}) {
      double[] constant = new double[n];
      java.util.Arrays.fill(constant, Math.log(123_456));
      double[] saw = new double[n];
      for (int i = 0; i < n; i++) saw[i] = Math.log(100_000 + (i % 4) * 10_000);
      for (double sigma : new double[] {1e-9, 0.002, 0.05}) {
        assertThat(SteadyState.partition(constant, sigma)).containsExactly(fullSearch(constant, sigma));
        assertThat(SteadyState.partition(saw, sigma)).containsExactly(fullSearch(saw, sigma));
      }
    }
  }
}
