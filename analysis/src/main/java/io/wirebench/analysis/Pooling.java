package io.wirebench.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What every measured cell of one run says together, per metric: the {@link VariancePrior} that
 * lets a cell's few forks borrow the run's experience of fork-to-fork spread, and the
 * {@link MachineTerm} that widens each rerun interval by how much the machine itself wandered.
 *
 * @param priors the prior of each metric, by metric id
 * @param machine the machine term of each metric, by metric id
 */
public record Pooling(Map<String, VariancePrior> priors, Map<String, MachineTerm> machine) {
  /** No pooling. */
  public static final Pooling NONE = new Pooling(Map.of(), Map.of());

  public Pooling {
    priors = Map.copyOf(priors);
    machine = Map.copyOf(machine);
  }

  /** Priors alone, without a machine term. */
  public Pooling(Map<String, VariancePrior> priors) {
    this(priors, Map.of());
  }

  /** The machine term of a metric ({@link MachineTerm#NONE} when it has none). */
  public MachineTerm machine(Metric metric) {
    return machine.getOrDefault(metric.id(), MachineTerm.NONE);
  }

  /** The prior of a metric ({@link VariancePrior#NONE} when it has none). */
  public VariancePrior prior(Metric metric) {
    return priors.getOrDefault(metric.id(), VariancePrior.NONE);
  }

  /** The pooling of the measured cells of a run, each metric apart. */
  public static Pooling of(List<CellResult> results) {
    Map<String, VariancePrior> m = new LinkedHashMap<>();
    Map<String, MachineTerm> t = new LinkedHashMap<>();
    for (Metric metric : Metric.ALL) {
      List<double[]> samples = new ArrayList<>();
      for (CellResult r : results) {
        if (r.measured()) samples.add(r.samples(metric));
      }
      m.put(metric.id(), VariancePrior.fit(samples));
      t.put(metric.id(), MachineTerm.of(samples));
    }
    return new Pooling(m, t);
  }

  /**
   * The cells of a run, each with the pooling of them all: what tables and run.json report. Each
   * fork's steady-state verdict is taken again with the autocorrelation pooled over the run
   * ({@link Autocorrelation#pool}) before the spreads are pooled, since the verdict decides which
   * iterations a fork's value comes from.
   */
  public static List<CellResult> apply(List<CellResult> results) {
    List<CellResult> analysed = Autocorrelation.pool(results);
    Pooling p = of(analysed);
    List<CellResult> out = new ArrayList<>(analysed.size());
    for (CellResult r : analysed) out.add(r.withPooling(p));
    return out;
  }
}
