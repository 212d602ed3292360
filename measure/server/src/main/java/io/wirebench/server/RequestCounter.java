package io.wirebench.server;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the server's completed-request count ({@code /_admin/count}) every quarter second while a
 * trial's load runs, on a thread of its own, so that each trial has a throughput time series
 * whatever the driver (wrk prints none). The first and the last quarter are dropped: they hold the
 * driver's connecting and closing; so are idle quarters at either end (under a tenth of the busiest).
 */
public final class RequestCounter implements AutoCloseable {
  static final long PERIOD_MS = 250;
  private static final Pattern REQUESTS = Pattern.compile("\"requests\"\\s*:\\s*(\\d+)");

  private final HttpClient client;
  private final URI uri;
  private final List<long[]> samples = new ArrayList<>(); // {nanoTime, requests}
  private final Thread thread;
  private volatile boolean running = true;

  private RequestCounter(HttpClient client, URI uri) {
    this.client = client;
    this.uri = uri;
    this.thread = new Thread(this::poll, "wirebench-request-counter");
    thread.setDaemon(true);
  }

  public static RequestCounter start(HttpClient client, URI uri) {
    RequestCounter c = new RequestCounter(client, uri);
    c.thread.start();
    return c;
  }

  private void poll() {
    long next = System.nanoTime();
    while (running) {
      try {
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(2)).build(),
            HttpResponse.BodyHandlers.ofString());
        Matcher m = REQUESTS.matcher(r.body());
        long now = System.nanoTime();
        if (m.find()) synchronized (samples) {
          samples.add(new long[] {now, Long.parseLong(m.group(1))});
        }
      } catch (IOException e) {
        // a missed sample widens one quarter; the rates account for the time between samples
      } catch (InterruptedException e) {
        return;
      }
      next += PERIOD_MS * 1_000_000;
      long sleep = (next - System.nanoTime()) / 1_000_000;
      if (sleep > 0) {
        try {
          Thread.sleep(sleep);
        } catch (InterruptedException e) {
          return;
        }
      }
    }
  }

  /** Requests a second in each interval between samples, without the first and last. */
  public double[] rates() {
    running = false;
    List<long[]> s;
    synchronized (samples) {
      s = new ArrayList<>(samples);
    }
    if (s.size() < 4) return new double[0];
    double[] rates = new double[s.size() - 3];
    for (int i = 1; i < s.size() - 2; i++) {
      long dt = s.get(i + 1)[0] - s.get(i)[0];
      rates[i - 1] = dt <= 0 ? 0 : (s.get(i + 1)[1] - s.get(i)[1]) * 1e9 / dt;
    }
    // the quarters before the load started and after it ended (a load host's JVM starting, the
    // driver's own warm-up gap) are idle: keep the stretch from the first to the last busy quarter
    double max = java.util.Arrays.stream(rates).max().orElse(0);
    int from = 0;
    int to = rates.length;
    while (from < to && rates[from] < 0.1 * max) from++;
    while (to > from && rates[to - 1] < 0.1 * max) to--;
    return java.util.Arrays.copyOfRange(rates, from, to);
  }

  @Override public void close() throws InterruptedException {
    running = false;
    thread.interrupt();
    thread.join(2000);
  }
}
