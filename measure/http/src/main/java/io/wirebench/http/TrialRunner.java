package io.wirebench.http;

import io.wirebench.core.RoundTripGate;
import io.wirebench.records.Format;
import io.wirebench.server.HttpCell;
import io.wirebench.server.RequestCounter;
import io.wirebench.server.ServerTime;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The load on one cell: a trial (its warm-up, then the measured part with the server's CPU time and
 * request count read around and through it, and its responses checked), or a knee's sweep of rates,
 * driven from this JVM, wrk or the load hosts.
 */
final class TrialRunner {
  private final HttpRun.Settings s;
  private final PrintWriter out;
  private final ServerClient client;
  /** Each load host's part of the last load driven from load hosts (empty when the load was local). */
  private List<LoadHosts.HostResult> lastHosts = List.of();

  TrialRunner(HttpRun.Settings s, PrintWriter out, ServerClient client) {
    this.s = s;
    this.out = out;
    this.client = client;
  }

  /** One trial of a cell in a round: its warm-up, then the measured load with the server's CPU time and request count read around and through it. */
  HttpResult trial(ServerProcess server, HttpResult cellSoFar, int round, String clientCpu)
      throws InterruptedException {
    HttpCell cell = cellSoFar.cell();
    if (!server.isAlive()) return cellSoFar.failed("the server JVM has ended in round " + round + "; see server.log");
    try {
      HttpResponse<byte[]> sample = client.sample(server, cell);
      if (sample.statusCode() != 200) return cellSoFar.failed("round " + round + ": " + ServerClient.answered(cell, sample));
      byte[] body = "GET".equals(cell.method()) ? new byte[0] : sample.body();
      if (!s.warmup().isZero()) drive(load(server, cell, body, Duration.ZERO, s.warmup()), clientCpu);
      ServerTime t0 = ServerTime.read(client.admin(server, "/_admin/cpu"));
      LoadResult r;
      double[] rates;
      String wrong;
      // GET responses are decoded while the load runs too (POST and PUT bodies: the server checks each)
      try (ResponseSampler sampler = "GET".equals(cell.method())
              ? ResponseSampler.start(client.control(), client.url(server, cell.path()), cell, sample.body(),
                  ResponseSampler.periodMs(s.rate())) : null;
          RequestCounter counter = RequestCounter.start(client.control(), client.url(server, "/_admin/count"))) {
        r = drive(load(server, cell, body, Duration.ZERO, s.duration()), clientCpu);
        rates = counter.rates();
        wrong = sampler == null ? null : sampler.failure();
      }
      ServerTime time = ServerTime.read(client.admin(server, "/_admin/cpu")).minus(t0);
      for (LoadHosts.HostResult h : lastHosts) {
        if (h.failure() != null) return cellSoFar.failed("round " + round + ": load host " + h.host() + " failed: "
            + h.failure());
      }
      if (r.requests() == 0) {
        return cellSoFar.failed("round " + round + ": no response in " + Format.duration(r.seconds()) + " ("
            + r.socketErrors() + " socket errors, " + r.timeouts() + " timeouts)");
      }
      if (wrong != null) return cellSoFar.failed("round " + round + ": a response sampled under load: " + wrong);
      HttpResult next = cellSoFar.plus(HttpTrial.of(round, r, time, rates, lastHosts));
      String broken = check(cell, r, sample.body().length);
      return broken.isEmpty() ? next : cellSoFar.failed("round " + round + ": " + broken);
    } catch (IOException e) {
      return cellSoFar.failed("round " + round + ": " + RoundTripGate.describe(e));
    }
  }

  /** {@code --rate auto}: a cell's knee, each step of the sweep printed in one line. */
  HttpKnee knee(ServerProcess server, HttpCell cell, String clientCpu) throws IOException, InterruptedException {
    byte[] body = "GET".equals(cell.method()) ? new byte[0] : client.sample(server, cell).body();
    return HttpKnee.sweep(rate -> {
      Load l = new Load(server.port(), cell.method(), cell.path(), cell.mediaType(), body, s.connections(), rate,
          s.warmup(), s.duration(), Math.max(1, (long) (rate * 1.1 * s.duration().toMillis() / 1000.0)), s.gzip(),
          client.address());
      LoadResult step = drive(l, clientCpu);
      out.printf(Locale.ROOT, "      %,.0f req/s asked: %,.0f achieved, p99 %s, %d errors%n", rate,
          step.requestsPerSecond(), Format.seconds(step.latency().p99()), step.errors());
      out.flush();
      return step;
    }, s.p99Target());
  }

  /**
   * A warning when GET responses were shorter on average than the body the route sent alone: a
   * provider that breaks under concurrency (Jersey's Kryo module shares one Kryo between threads)
   * sends truncated or empty bodies with status 200, which req/s alone would count as fast.
   */
  private String check(HttpCell cell, LoadResult r, int sampleBytes) {
    if (!"GET".equals(cell.method()) || s.gzip() || r.requests() == 0) return "";
    double perResponse = (double) r.responseBytes() / r.requests();
    if (perResponse >= 0.9 * sampleBytes) return "";
    return String.format(Locale.ROOT, "responses averaged %s with headers, but the route alone sends a %s body: "
        + "truncated or broken responses", Format.bytes(perResponse), Format.bytes(sampleBytes));
  }

  private Load load(ServerProcess server, HttpCell cell, byte[] body, Duration warmup, Duration duration) {
    return new Load(server.port(), cell.method(), cell.path(), cell.mediaType(), body, s.connections(), s.rate(),
        warmup, duration, s.maxRequests(), s.gzip(), client.address());
  }

  private LoadResult drive(Load load, String clientCpu) throws IOException, InterruptedException {
    if (s.loadHosts() != null) {
      LoadHosts.Result r = s.loadHosts().run(load);
      lastHosts = r.hosts();
      return r.merged();
    }
    if ("wrk".equals(s.driver())) return WrkDriver.run(load, clientCpu, s.out().resolve("wrk"));
    return JvmDriver.run(load);
  }
}
