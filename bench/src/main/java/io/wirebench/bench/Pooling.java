package io.wirebench.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@link VariancePrior} of each metric, estimated from every measured cell of one run: what
 * lets a cell's few forks borrow the run's experience of fork-to-fork spread.
 *
 * @param priors the prior of each metric, by metric id
 */
public record Pooling(Map<String, VariancePrior> priors) {
  /** No pooling. */
  public static final Pooling NONE = new Pooling(Map.of());

  public Pooling {
    priors = Map.copyOf(priors);
  }

  /** The prior of a metric ({@link VariancePrior#NONE} when it has none). */
  public VariancePrior prior(Metric metric) {
    return priors.getOrDefault(metric.id(), VariancePrior.NONE);
  }

  /** The pooling of the measured cells of a run, each metric apart. */
  public static Pooling of(List<CellResult> results) {
    Map<String, VariancePrior> m = new LinkedHashMap<>();
    for (Metric metric : Metric.ALL) {
      List<double[]> samples = new ArrayList<>();
      for (CellResult r : results) {
        if (r.measured()) samples.add(r.samples(metric));
      }
      m.put(metric.id(), VariancePrior.fit(samples));
    }
    return new Pooling(m);
  }

  /** The cells of a run, each with the pooling of them all: what tables and run.json report. */
  public static List<CellResult> apply(List<CellResult> results) {
    Pooling p = of(results);
    List<CellResult> out = new ArrayList<>(results.size());
    for (CellResult r : results) out.add(r.withPooling(p));
    return out;
  }
}
