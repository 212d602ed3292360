package io.wirebench.http;

/**
 * A cell's outcome.
 *
 * @param cell what was measured
 * @param status {@code measured}, {@code failed} (the driver or the route failed: see message) or
 *     {@code not served} (the gate refused the pair, or the provider has no resource for the data set)
 * @param message why it was not measured; empty when it was
 * @param load the driver's figures, or null
 * @param serverCpuSeconds the server process's CPU time over the measured part (all its threads:
 *     JAX-RS, the provider, Grizzly, GC and JIT), or NaN
 * @param responseBodyBytes size of one response body to GET, or of the request body of POST and PUT
 */
public record HttpResult(HttpCell cell, String status, String message, LoadResult load, double serverCpuSeconds,
    long responseBodyBytes) {

  static HttpResult notMeasured(HttpCell cell, String status, String message) {
    return new HttpResult(cell, status, message, null, Double.NaN, -1);
  }

  public boolean measured() {
    return load != null;
  }

  /** Server CPU seconds per request. */
  public double cpuPerRequest() {
    return measured() && load.requests() > 0 ? serverCpuSeconds / load.requests() : Double.NaN;
  }
}
