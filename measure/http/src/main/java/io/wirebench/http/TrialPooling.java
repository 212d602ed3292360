package io.wirebench.http;

import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.MachineTerm;
import io.wirebench.analysis.VariancePrior;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What an HTTP run's cells say together, as {@code run} pools its forks: per metric, the trial
 * spread of every cell (an empirical Bayes prior for each cell's own variance, {@link
 * VariancePrior}) and the machine's wander between rounds ({@link MachineTerm}), which widens
 * each rerun interval. Trials stand where forks stand in {@code run}: one per cell a round, the
 * rounds in a new random order each. Each server JVM is its own group, since its rounds ran at
 * other times than the other server's.
 */
final class TrialPooling {
  private final Map<String, VariancePrior> priors = new HashMap<>();
  private final Map<String, MachineTerm> machine = new HashMap<>();

  private TrialPooling() {}

  static TrialPooling of(List<HttpResult> results) {
    TrialPooling p = new TrialPooling();
    for (HttpMetric m : HttpMetric.ALL) {
      for (boolean kryo4 : new boolean[] {false, true}) {
        List<double[]> cells = new ArrayList<>();
        for (HttpResult r : results) if (r.measured() && r.cell().onKryo4() == kryo4) cells.add(m.samples(r));
        p.priors.put(key(m, kryo4), VariancePrior.fit(cells));
        p.machine.put(key(m, kryo4), MachineTerm.of(cells));
      }
    }
    return p;
  }

  private static String key(HttpMetric m, boolean kryo4) {
    return m.id() + (kryo4 ? "@kryo4" : "");
  }

  Estimate estimate(HttpMetric m, HttpResult r) {
    String k = key(m, r.cell().onKryo4());
    return m.estimate(r, priors.getOrDefault(k, VariancePrior.NONE), machine.getOrDefault(k, MachineTerm.NONE));
  }

  /**
   * The machine's speed per round as every cell of each server saw it together (req/s), in one
   * line, with what that wander adds to a rerun; empty with fewer than two rounds.
   */
  static String machineLine(List<HttpResult> results) {
    List<String> parts = new ArrayList<>();
    double worst = 0;
    String where = "";
    for (boolean kryo4 : new boolean[] {false, true}) {
      List<double[]> cells = new ArrayList<>();
      for (HttpResult r : results) {
        if (r.measured() && r.cell().onKryo4() == kryo4) cells.add(HttpMetric.REQUESTS_PER_SECOND.samples(r));
      }
      double[] rounds = io.wirebench.analysis.MachineDrift.perRoundOf(cells);
      if (rounds.length < 2) continue;
      MachineTerm t = MachineTerm.of(cells);
      if (Math.sqrt(t.rerunVariance()) > worst) {
        worst = Math.sqrt(t.rerunVariance());
        where = kryo4 ? "the Kryo 4 server's" : "the server's";
      }
      List<String> each = new ArrayList<>();
      for (double x : rounds) each.add(String.format(java.util.Locale.ROOT, "%+.1f%%", 100 * x));
      parts.add((kryo4 ? "Kryo 4 server " : "server ") + String.join(", ", each));
    }
    if (parts.isEmpty()) return "";
    return "the machine's speed per round (every cell's req/s together): " + String.join("; ", parts)
        + (worst > MachineTerm.UNSTEADY_SD ? String.format(java.util.Locale.ROOT, "%nthe machine was not steady "
            + "between %s rounds (a rerun's shift ±%.1f%%, above %.0f%%): its intervals include it; measure again "
            + "when it is quieter (--machine-check tells)", where, 100 * worst, 100 * MachineTerm.UNSTEADY_SD) : "");
  }
}
