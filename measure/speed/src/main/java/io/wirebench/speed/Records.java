package io.wirebench.speed;

import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.ForkSample;
import io.wirebench.analysis.MachineTerm;
import io.wirebench.analysis.Metric;
import io.wirebench.analysis.Pooling;
import io.wirebench.analysis.Scaling;
import io.wirebench.analysis.Usl;
import io.wirebench.analysis.VariancePrior;
import io.wirebench.records.RunRecord;
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
        p.minForks(), p.maxForks(), RunRecord.num(p.targetPrecision()), p.adaptiveWarmup(), p.budgetSeconds(),
        RunRecord.num(p.stopPrecision()));
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
        process, Math.round(f.steady().phi() * 1000) / 1000.0);
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
        details, r.cell().threads() > 1 ? r.cell().threads() : null);
  }

  /** The key of a partial cell's details: how its binding reads the field ({@code Binding.partialMethod}). */
  static final String PARTIAL_METHOD = "partialMethod";

  /**
   * A speed cell's details: for a partial cell, how it reads ({@code {"partialMethod": "full decode"}}), so
   * that a report labels its row; null for every other cell, as before.
   */
  static Map<String, Object> details(io.wirebench.analysis.Cell c, String partialMethod) {
    if (c.op() != io.wirebench.records.Operation.PARTIAL) return null;
    Map<String, Object> d = new LinkedHashMap<>();
    d.put(PARTIAL_METHOD, partialMethod);
    return d;
  }

  /**
   * The cells' records, each cell on more than one thread with its scaling figures ({@link Scaling}):
   * throughput per thread; its efficiency against the same cell on one thread, where the run has that;
   * and the Universal Scalability Law's σ and κ over its operation's thread counts, where it has three
   * or more. A run on one thread gets exactly {@link #cell}'s records.
   */
  static List<RunRecord.CellRecord> cells(List<CellResult> results, java.util.function.Function<String, String> bindingOf,
      java.util.function.Function<ForkSample, Integer> process,
      java.util.function.Function<io.wirebench.analysis.Cell, Map<String, Object>> details) {
    List<RunRecord.CellRecord> out = new ArrayList<>();
    Map<String, List<CellResult>> byOperation = new LinkedHashMap<>();
    for (CellResult r : results) {
      byOperation.computeIfAbsent(r.cell().withThreads(1).key(), k -> new ArrayList<>()).add(r);
    }
    for (CellResult r : results) {
      RunRecord.CellRecord c = cell(r, bindingOf.apply(r.cell().codec()), process, details.apply(r.cell()));
      if (r.cell().threads() > 1 && r.measured()) {
        List<CellResult> same = byOperation.get(r.cell().withThreads(1).key());
        c.metrics().putAll(scaling(r, same));
      }
      out.add(c);
    }
    return out;
  }

  /** A cell's scaling figures, from the cells of its operation on every thread count of the run. */
  private static Map<String, RunRecord.MetricValue> scaling(CellResult r, List<CellResult> same) {
    int n = r.cell().threads();
    Map<String, RunRecord.MetricValue> m = new LinkedHashMap<>();
    m.put(Scaling.PER_THREAD.id(), figure(Scaling.perThread(r.score(), n), Scaling.PER_THREAD, true));
    same.stream().filter(o -> o.cell().threads() == 1 && o.measured()).findFirst().ifPresent(one ->
        m.put(Scaling.EFFICIENCY.id(), figure(Scaling.efficiency(r.samples(Metric.THROUGHPUT), n,
            one.samples(Metric.THROUGHPUT)), Scaling.EFFICIENCY, false)));
    List<Integer> threads = new ArrayList<>();
    List<Double> throughput = new ArrayList<>();
    for (CellResult o : same) {
      for (double x : o.samples(Metric.THROUGHPUT)) {
        threads.add(o.cell().threads());
        throughput.add(x);
      }
    }
    Usl.fit(threads.stream().mapToInt(Integer::intValue).toArray(),
        throughput.stream().mapToDouble(Double::doubleValue).toArray()).ifPresent(u -> {
          m.put(Scaling.CONTENTION.id(), figure(new Estimate(u.sigma(), u.sigmaLow(), u.sigmaHigh(), u.observations()),
              Scaling.CONTENTION, false));
          m.put(Scaling.COHERENCY.id(), figure(new Estimate(u.kappa(), u.kappaLow(), u.kappaHigh(), u.observations()),
              Scaling.COHERENCY, false));
        });
    return m;
  }

  /**
   * A scaling figure's value: with the rerun interval and the mean's where {@code rerun} (throughput per
   * thread, a throughput scaled), else with its one interval as {@code low} and {@code high}.
   */
  private static RunRecord.MetricValue figure(Estimate e, Scaling.Figure f, boolean rerun) {
    String better = f.better().name().toLowerCase(Locale.ROOT);
    if (rerun) {
      return new RunRecord.MetricValue(RunRecord.num(e.value()), RunRecord.num(e.low()), RunRecord.num(e.high()),
          RunRecord.num(e.meanLow()), RunRecord.num(e.meanHigh()), e.df() > 1e7 ? Double.valueOf(1e7)
          : RunRecord.num(e.df()), f.unit(), better);
    }
    return new RunRecord.MetricValue(RunRecord.num(e.value()), RunRecord.num(e.low()), RunRecord.num(e.high()), null,
        null, null, f.unit(), better);
  }
}
