package io.wirebench.http;

import io.wirebench.bench.Metric;
import io.wirebench.results.Better;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A figure an HTTP cell reports, declared as {@link Metric} declares the benchmark's: name, unit,
 * how it prints, which direction is better, and where its value comes from. The table and
 * http.json list {@link #ALL} and need no change when one is added.
 */
public record HttpMetric(String id, String column, String unit, Metric.Kind kind, Better better,
    ToDoubleFunction<HttpResult> source, String description) {

  public static final HttpMetric REQUESTS_PER_SECOND = new HttpMetric("requestsPerSecond", "REQ/S", "req/s",
      Metric.Kind.RATE, Better.HIGHER, r -> r.load().requestsPerSecond(),
      "responses received per second over the measured part, any status");
  public static final HttpMetric P50 = latency("p50", "P50", 0);
  public static final HttpMetric P90 = latency("p90", "P90", 1);
  public static final HttpMetric P99 = latency("p99", "P99", 2);
  public static final HttpMetric P999 = latency("p999", "P99.9", 3);
  public static final HttpMetric ERRORS = new HttpMetric("errors", "ERRORS", "requests", Metric.Kind.NUMBER,
      Better.LOWER, r -> r.load().errors(), "responses outside 2xx, socket errors and timeouts");
  public static final HttpMetric CPU_PER_REQUEST = new HttpMetric("serverCpuPerRequest", "SRV CPU/REQ", "s/req",
      Metric.Kind.DURATION, Better.LOWER, HttpResult::cpuPerRequest,
      "the server process's CPU time over the measured part divided by the requests: comparable where req/s "
          + "is not, because the client's share of the cores does not enter it");

  /** Every metric, in table order. */
  public static final List<HttpMetric> ALL = List.of(REQUESTS_PER_SECOND, P50, P90, P99, P999, ERRORS, CPU_PER_REQUEST);

  private static HttpMetric latency(String id, String column, int which) {
    return new HttpMetric(id, column, "s", Metric.Kind.DURATION, Better.LOWER, r -> {
      LoadResult.Percentiles p = r.load().latency();
      return which == 0 ? p.p50() : which == 1 ? p.p90() : which == 2 ? p.p99() : p.p999();
    }, "latency percentile " + column.substring(1) + "; corrected for coordinated omission when the load had a rate");
  }

  /** The value for a result, NaN when not measured. */
  public double of(HttpResult r) {
    return r.measured() ? source.applyAsDouble(r) : Double.NaN;
  }
}
