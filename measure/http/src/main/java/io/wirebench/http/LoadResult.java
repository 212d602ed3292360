package io.wirebench.http;

/**
 * What a driver measured over the recorded part of a load.
 *
 * @param driver {@code jvm} or {@code wrk}
 * @param requests responses received (any status)
 * @param seconds the recorded time
 * @param non2xx responses with a status outside 200-299
 * @param socketErrors connections that failed (connect, read, write)
 * @param timeouts requests with no response within the timeout
 * @param latency percentiles in seconds: p50, p90, p99, p99.9, max
 * @param corrected true when latency counts from each request's scheduled time (open model,
 *     corrected for coordinated omission); false when from its actual send (closed model: service
 *     time, which hides queueing)
 * @param responseBytes bytes received, headers included
 */
public record LoadResult(String driver, long requests, double seconds, long non2xx, long socketErrors, long timeouts,
    Percentiles latency, boolean corrected, long responseBytes) {

  /** Latency percentiles, in seconds. */
  public record Percentiles(double p50, double p90, double p99, double p999, double max) {}

  public double requestsPerSecond() {
    return seconds > 0 ? requests / seconds : Double.NaN;
  }

  public long errors() {
    return non2xx + socketErrors + timeouts;
  }
}
