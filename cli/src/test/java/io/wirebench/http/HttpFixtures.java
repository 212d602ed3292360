package io.wirebench.http;

import java.util.List;

/** HTTP results made by hand, for the tests of what the driver keeps and what the tables show of it. */
final class HttpFixtures {
  private HttpFixtures() {}

  /** A steady trial of {@code rps} req/s over one second in {@code round}. */
  static HttpTrial trial(int round, double rps) {
    return new HttpTrial(round, new LoadResult("wrk", (long) rps, 1.0, 0, 0, 0,
        new LoadResult.Percentiles(0.001, 0.002, 0.003, 0.004, 0.005), false, 50_000), 0.5,
        new double[] {rps, rps, rps, rps}, "steady", List.of(), 0.0, 0.0);
  }

  /** A cell with one trial per value, in rounds 1, 2, ... */
  static HttpResult cell(io.wirebench.server.HttpCell c, double... rps) {
    HttpResult r = new HttpResult(c, "pending", "", List.of(), 44, null);
    for (int i = 0; i < rps.length; i++) r = r.plus(trial(i + 1, rps[i]));
    return r;
  }
}
