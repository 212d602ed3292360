package io.wirebench.http;

import io.wirebench.records.Format;
import io.wirebench.server.HttpCell;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A new server's warm-up before its first cell: passes over all its routes until its throughput
 * stops climbing and its JIT is quiet, so that the first cells of a round are not measured on a
 * server still compiling.
 */
final class ServerWarmup {
  /** A server's warm-up ends when a whole pass over its routes has stopped climbing by more than this ... */
  static final double WARM_STEADY = 0.05;
  /** ... and the JIT compiled for less than this fraction of the pass's time ... */
  static final double JIT_QUIET = 0.02;
  /** ... or for less than this many milliseconds, on a short pass ... */
  static final long JIT_FLOOR_MS = 20;
  /** ... or, if it never settles, after this long: its cells are then marked. */
  static final Duration WARM_CAP = Duration.ofSeconds(150);
  /**
   * What the time estimate allows a server's warm-up: the default run's main server, pinned to one
   * of two cores, compiled for about 90 s before its JIT went quiet (2026-11-26).
   */
  static final Duration WARM_TYPICAL = Duration.ofSeconds(90);

  private final HttpRun.Settings s;
  private final PrintWriter out;
  private final ServerClient client;

  ServerWarmup(HttpRun.Settings s, PrintWriter out, ServerClient client) {
    this.s = s;
    this.out = out;
    this.client = client;
  }

  /**
   * Passes over every route of a new server before its first cell, as fast as responses come,
   * until a steady state: the requests a whole pass completes have stopped climbing (within 5% of
   * the pass before, or no more than 5% above the best pass so far: a noisy plateau),
   * and the server's JIT is quiet (its total compilation time, from the {@code CompilationMXBean}
   * on the admin route, grew by less than 2% of the pass's time, or 20 ms on a short pass). On two
   * shared cores a Jersey server is still compiling after one pass: measured by hand, GET person
   * through Jersey's Jackson provider went from 2,226 to 11,995 req/s over five rounds of 6-8 s
   * while the generic provider's went from 3,493 to 11,716; pinned to one core, the default run's
   * main server (21 routes) still compiled for 579 ms of its 12-second pass after 90 s, its
   * requests a pass still climbing 18%. A server that has not settled after 150 s is measured
   * anyway, and each of its cells says so. Each pass gives every route the same
   * time, at most 1 s (less when there are many routes, so that a pass takes about 12 s).
   *
   * @param warmPasses where the requests and JIT time of each pass, and whether they settled, are added
   * @return null when the server settled, else the warning its cells carry
   */
  String warm(ServerProcess server, List<HttpCell> cells, List<Map<String, Object>> warmPasses)
      throws InterruptedException {
    if (s.warmup().isZero()) return null;
    long perRoute = Math.max(200, Math.min(Math.min(1000, s.warmup().toMillis()), 12_000 / Math.max(1, cells.size())));
    Duration each = Duration.ofMillis(perRoute);
    out.println("warming the server: passes over its " + cells.size() + " routes (" + perRoute
        + " ms each) until a pass stops climbing by more than " + Math.round(WARM_STEADY * 100) + "% and the JIT is quiet, at "
        + "most " + Format.duration(WARM_CAP.toSeconds()) + " ...");
    out.flush();
    Map<HttpCell, byte[]> bodies = new java.util.LinkedHashMap<>();
    for (HttpCell cell : cells) {
      try {
        HttpResponse<byte[]> sample = client.sample(server, cell);
        if (sample.statusCode() == 200) bodies.put(cell, "GET".equals(cell.method()) ? new byte[0] : sample.body());
      } catch (IOException e) {
        // the cell itself reports it
      }
    }
    long started = System.nanoTime();
    List<Long> passes = new ArrayList<>();
    List<Long> jit = new ArrayList<>();
    boolean steady = false;
    while (!bodies.isEmpty()) {
      long requests = 0;
      long jit0 = compilationMillis(server);
      long pass0 = System.nanoTime();
      for (Map.Entry<HttpCell, byte[]> e : bodies.entrySet()) {
        requests += JvmDriver.run(closed(server, e.getKey(), e.getValue(), each)).requests();
      }
      long compiled = Math.max(0, compilationMillis(server) - jit0);
      passes.add(requests);
      jit.add(compiled);
      steady = settled(passes, compiled, (System.nanoTime() - pass0) / 1e6);
      if (steady || System.nanoTime() - started >= WARM_CAP.toNanos()) break;
    }
    warmPasses.add(Map.of("requestsPerPass", passes, "jitMillisPerPass", jit, "steady", steady));
    String history = passes.stream().map(r -> String.format(Locale.ROOT, "%,d", r))
        .collect(java.util.stream.Collectors.joining(" -> "));
    out.println("  requests a pass: " + history + "; JIT ms a pass: " + jit.stream().map(String::valueOf)
        .collect(java.util.stream.Collectors.joining(" -> ")) + (steady ? " (settled)" : " (not settled at the cap)"));
    out.flush();
    return steady || bodies.isEmpty() ? null : "its server had not settled after " + Format.duration(WARM_CAP.toSeconds())
        + " of warm-up";
  }

  /**
   * Whether a server's warm-up has settled after its latest pass: the requests a pass have stopped
   * climbing (within 5% of the pass before, or, from the third pass, no more than 5% above the best
   * pass so far: a noisy plateau, not a climb), and the JIT compiled for less than 2% of the pass's
   * time, or 20 ms. A pass over 24 routes scatters by 5-10% on a plateau (its quarter seconds by
   * 12-25%), so comparing with only the two passes before it took a plateau's dips for a climb.
   *
   * @param passes the requests of every pass so far, the latest last
   * @param compiledMillis the JIT's compilation time during the latest pass
   * @param passMillis the latest pass's wall time
   */
  static boolean settled(List<Long> passes, long compiledMillis, double passMillis) {
    int n = passes.size();
    long requests = passes.get(n - 1);
    long best = passes.subList(0, n - 1).stream().mapToLong(Long::longValue).max().orElse(0);
    boolean flat = n >= 2 && (Math.abs(requests - passes.get(n - 2)) <= WARM_STEADY * passes.get(n - 2)
        || n >= 3 && requests <= (1 + WARM_STEADY) * best);
    return flat && compiledMillis <= Math.max(JIT_FLOOR_MS, JIT_QUIET * passMillis);
  }

  private long compilationMillis(ServerProcess server) throws InterruptedException {
    try {
      return client.admin(server, "/_admin/count").get("compilationMillis").asLong();
    } catch (IOException e) {
      return 0;
    }
  }

  /** The server's warm-up passes run as fast as responses come, whatever the cells' rate: they are for the JIT. */
  private Load closed(ServerProcess server, HttpCell cell, byte[] body, Duration duration) {
    return new Load(server.port(), cell.method(), cell.path(), cell.mediaType(), body, s.connections(), 0,
        Duration.ZERO, duration, 200_000 * Math.max(1, duration.toSeconds()), s.gzip(), client.address());
  }
}
