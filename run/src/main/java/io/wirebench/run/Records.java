package io.wirebench.run;

import io.wirebench.bench.CellResult;
import io.wirebench.bench.Estimate;
import io.wirebench.bench.ForkSample;
import io.wirebench.bench.MachineTerm;
import io.wirebench.bench.Metric;
import io.wirebench.bench.Pooling;
import io.wirebench.bench.Profile;
import io.wirebench.bench.VariancePrior;
import io.wirebench.results.RunRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The speed kinds' parts of the shared record made from what the run measured: the profile, the
 * statistic, each cell with its forks and metrics, and the pooling. The record itself
 * ({@link RunRecord}) knows nothing of how a run measures.
 */
final class Records {
  private Records() {}

  /** The record of a profile. */
  static RunRecord.ProfileRecord profile(Profile p) {
    return new RunRecord.ProfileRecord(p.name(), p.iterationMillis(), p.warmupIterations(), p.iterations(),
        p.minForks(), p.maxForks(), RunRecord.num(p.targetPrecision()), p.adaptiveWarmup(), p.budgetSeconds());
  }

  /** The statistic of this version. */
  static RunRecord.Statistic statistic() {
    return new RunRecord.Statistic("mean over forks of each fork's measured iterations after its warm-up ramp (the "
        + "first segment reaching 90% of the fork's highest level)", Estimate.METHOD, Estimate.CONFIDENCE,
        "changepoint analysis per fork on log throughput (optimal partitioning, penalty 5 sigma^2 ln n, "
        + "segments within 2% merged); see docs/metrics.md");
  }

  static RunRecord.MetricValue metric(Estimate e, Metric m) {
    return new RunRecord.MetricValue(RunRecord.num(e.value()), RunRecord.num(e.low()), RunRecord.num(e.high()),
        RunRecord.num(e.meanLow()), RunRecord.num(e.meanHigh()), e.df() > 1e7 ? Double.valueOf(1e7)
        : RunRecord.num(e.df()), m.unit(), m.better().name().toLowerCase(Locale.ROOT));
  }

  static RunRecord.PriorRecord prior(VariancePrior p, MachineTerm m) {
    return new RunRecord.PriorRecord(p.cells(), Math.min(p.df(), 1e7), RunRecord.num(Math.sqrt(p.relativeVariance())),
        m.rounds(), m.present() ? RunRecord.num(Math.sqrt(m.roundVariance())) : null,
        m.present() ? RunRecord.num(Math.sqrt(m.rerunVariance())) : null);
  }

  /** Every metric's prior from the pooling the cells were estimated with. */
  static Map<String, RunRecord.PriorRecord> priors(Pooling pooling) {
    Map<String, RunRecord.PriorRecord> m = new LinkedHashMap<>();
    for (Metric metric : Metric.ALL) m.put(metric.id(), prior(pooling.prior(metric), pooling.machine(metric)));
    return m;
  }

  static RunRecord.ForkRecord fork(ForkSample f, boolean used, Integer process) {
    return new RunRecord.ForkRecord(f.measuredFrom(), f.steady().kind().label(), f.steady().from(),
        f.steady().rampEnd(), f.steady().usedFrom(), f.steadyMean(), RunRecord.round(f.seconds()), used, f.scores(),
        process);
  }

  static RunRecord.CellRecord cell(CellResult r, String binding) {
    return cell(r, binding, f -> null);
  }

  /** A cell's record, each fork marked with the process that ran it ({@code process} of the header's list). */
  static RunRecord.CellRecord cell(CellResult r, String binding, java.util.function.Function<ForkSample, Integer> process) {
    return cell(r, binding, process, null);
  }

  /**
   * A cell's record with its details: null for most speed cells; a partial cell's
   * {@code partialMethod} ({@link #details}).
   */
  static RunRecord.CellRecord cell(CellResult r, String binding, java.util.function.Function<ForkSample, Integer> process,
      Map<String, Object> details) {
    Map<String, RunRecord.MetricValue> metrics = new LinkedHashMap<>();
    if (r.measured()) {
      for (Metric m : Metric.ALL) metrics.put(m.id(), metric(r.estimate(m), m));
    }
    List<RunRecord.ForkRecord> forks = new ArrayList<>();
    List<ForkSample> used = r.usedForks();
    for (ForkSample f : r.forks()) forks.add(fork(f, used.contains(f), process.apply(f)));
    return new RunRecord.CellRecord(r.cell().key(), r.cell().benchmark(), r.cell().op().label(),
        r.cell().target().label(), r.cell().codec(), r.cell().dataset(), binding, r.status().label(), r.message(),
        RunRecord.round(r.seconds()), r.encodedBytes(), r.measured() ? r.steadiness().label() : null, metrics, forks,
        details);
  }

  /** The key of a partial cell's details: how its binding reads the field ({@code Binding.partialMethod}). */
  static final String PARTIAL_METHOD = "partialMethod";

  /**
   * A speed cell's details: for a partial cell, how it reads ({@code {"partialMethod": "full decode"}}), so
   * that a report labels its row; null for every other cell, as before.
   */
  static Map<String, Object> details(io.wirebench.bench.Cell c, String partialMethod) {
    if (c.op() != io.wirebench.bench.Operation.PARTIAL) return null;
    Map<String, Object> d = new LinkedHashMap<>();
    d.put(PARTIAL_METHOD, partialMethod);
    return d;
  }
}
