package io.wirebench.http;

import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.MachineTerm;
import io.wirebench.analysis.Metric;
import io.wirebench.analysis.VariancePrior;
import io.wirebench.records.Better;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A figure an HTTP cell reports, declared as {@link Metric} declares the benchmark's: name, unit,
 * how it prints, which direction is better, and where each trial's value comes from. The table and
 * http.json list {@link #ALL} and need no change when one is added. A cell's value is the mean of
 * its trials', with the rerun interval {@code run} gives its forks ({@link Estimate}).
 */
public record HttpMetric(String id, String column, String unit, Metric.Kind kind, Better better,
    ToDoubleFunction<HttpTrial> source, String description) {

  public static final HttpMetric REQUESTS_PER_SECOND = new HttpMetric("requestsPerSecond", "REQ/S", "req/s",
      Metric.Kind.RATE, Better.HIGHER, t -> t.load().requestsPerSecond(),
      "responses received per second over the measured part, any status");
  public static final HttpMetric P50 = latency("p50", "P50", 0);
  public static final HttpMetric P90 = latency("p90", "P90", 1);
  public static final HttpMetric P99 = latency("p99", "P99", 2);
  public static final HttpMetric P999 = latency("p999", "P99.9", 3);
  public static final HttpMetric ERRORS = new HttpMetric("errors", "ERRORS", "requests", Metric.Kind.NUMBER,
      Better.LOWER, t -> t.load().errors(), "responses outside 2xx, socket errors and timeouts, a trial");
  public static final HttpMetric CPU_PER_REQUEST = new HttpMetric("serverCpuPerRequest", "SRV CPU/REQ", "s/req",
      Metric.Kind.DURATION, Better.LOWER, HttpTrial::cpuPerRequest,
      "the server process's CPU time over the measured part divided by the requests: comparable where req/s "
          + "is not, because the client's share of the cores does not enter it");

  /** Every metric, in table order. */
  public static final List<HttpMetric> ALL = List.of(REQUESTS_PER_SECOND, P50, P90, P99, P999, ERRORS, CPU_PER_REQUEST);

  private static HttpMetric latency(String id, String column, int which) {
    return new HttpMetric(id, column, "s", Metric.Kind.DURATION, Better.LOWER, t -> {
      LoadResult.Percentiles p = t.load().latency();
      return which == 0 ? p.p50() : which == 1 ? p.p90() : which == 2 ? p.p99() : p.p999();
    }, "latency percentile " + column.substring(1) + "; corrected for coordinated omission when the load had a rate");
  }

  /** Each kept trial's value, in round order ({@link HttpResult#kept}); empty when not measured. */
  public double[] samples(HttpResult r) {
    return r.measured() ? r.kept().stream().mapToDouble(source).toArray() : new double[0];
  }

  /** The mean of the trials' values, NaN when not measured. */
  public double of(HttpResult r) {
    return estimate(r, VariancePrior.NONE, MachineTerm.NONE).value();
  }

  /** The value with its rerun interval (none with one trial), moderated and widened as {@code run}'s are. */
  public Estimate estimate(HttpResult r, VariancePrior prior, MachineTerm machine) {
    return Estimate.of(samples(r), prior, machine);
  }
}
