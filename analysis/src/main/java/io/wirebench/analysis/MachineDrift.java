package io.wirebench.analysis;

import java.util.ArrayList;
import java.util.List;

/**
 * How fast the machine itself was in each round, as all the run's cells saw it together: a
 * two-way additive fit of log values (cell + round) over the rounds every cell with two or more
 * forks took part in (in those, a cell's i-th fork ran in round i). Interleaved rounds make such a
 * shift cancel out of comparisons inside the run; between two runs it moves every score alike,
 * which is what {@link MachineTerm} adds to each cell's rerun interval. Printed under the tables
 * and kept in run.json so that a user sees the machine drifting.
 */
public final class MachineDrift {
  private static final int SWEEPS = 50;

  private MachineDrift() {}

  /**
   * The machine's speed in each shared round relative to the run's average (0.01 is 1% faster);
   * empty with fewer than two such rounds or two cells with two or more forks.
   */
  public static double[] perRound(List<CellResult> results) {
    List<double[]> samples = new ArrayList<>();
    for (CellResult r : results) {
      if (r.measured()) samples.add(r.samples(Metric.THROUGHPUT));
    }
    return perRoundOf(samples);
  }

  /**
   * The machine's speed in each shared round relative to the average, as {@link
   * #perRound(List)}, from each cell's values (one per fork or trial, in round order).
   */
  public static double[] perRoundOf(List<double[]> samples) {
    double[] rho = logEffects(samples);
    double[] out = new double[rho.length];
    for (int i = 0; i < rho.length; i++) out[i] = Math.exp(rho[i]) - 1;
    return out;
  }

  /**
   * The round effects on the log scale, centred on zero, of a metric whose values per cell (one
   * per fork, in the order the forks ran) are given. Cells with fewer than two values, or with a
   * value that is missing or not positive, take no part; the rounds are the first ones every
   * remaining cell has. Empty with fewer than two rounds or two cells.
   */
  static double[] logEffects(List<double[]> cells) {
    List<double[]> logs = new ArrayList<>();
    int rounds = Integer.MAX_VALUE;
    for (double[] v : cells) {
      if (v.length < 2) continue;
      double[] l = new double[v.length];
      boolean ok = true;
      for (int i = 0; i < v.length; i++) {
        ok &= v[i] > 0; // false for NaN too
        l[i] = Math.log(v[i]);
      }
      if (!ok) continue;
      logs.add(l);
      rounds = Math.min(rounds, l.length);
    }
    if (logs.size() < 2 || rounds < 2) return new double[0];
    double[] rho = new double[rounds];
    double[] mu = new double[logs.size()];
    for (int sweep = 0; sweep < SWEEPS; sweep++) {
      for (int c = 0; c < mu.length; c++) {
        double s = 0;
        for (int r = 0; r < rounds; r++) s += logs.get(c)[r] - rho[r];
        mu[c] = s / rounds;
      }
      double centre = 0;
      for (int r = 0; r < rounds; r++) {
        double s = 0;
        for (int c = 0; c < mu.length; c++) s += logs.get(c)[r] - mu[c];
        rho[r] = s / mu.length;
        centre += rho[r] / rounds;
      }
      for (int r = 0; r < rounds; r++) rho[r] -= centre;
    }
    return rho;
  }
}
