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
}
