package io.wirebench.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * How fast the machine itself was in each round, as all the run's cells saw it together: a
 * two-way additive fit of log throughput (cell + round) over the rounds every measured cell took
 * part in (in those, a cell's i-th fork ran in round i). Interleaved rounds make such a shift
 * cancel out of comparisons inside the run; between two runs it moves every score alike, which no
 * interval from one run can foresee (docs/metrics.md). Printed under the tables and kept in
 * run.json so that a user sees the machine drifting.
 */
public final class MachineDrift {
  private static final int SWEEPS = 50;

  private MachineDrift() {}

  /**
   * The machine's speed in each shared round relative to the run's average (0.01 is 1% faster);
   * empty with fewer than two such rounds or two measured cells.
   */
  public static double[] perRound(List<CellResult> results) {
    List<double[]> logs = new ArrayList<>();
    int rounds = Integer.MAX_VALUE;
    for (CellResult r : results) {
      if (!r.measured()) continue;
      double[] v = r.samples(Metric.THROUGHPUT);
      double[] l = new double[v.length];
      boolean ok = true;
      for (int i = 0; i < v.length; i++) {
        ok &= v[i] > 0;
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
    double[] out = new double[rounds];
    for (int r = 0; r < rounds; r++) out[r] = Math.exp(rho[r]) - 1;
    return out;
  }
}
