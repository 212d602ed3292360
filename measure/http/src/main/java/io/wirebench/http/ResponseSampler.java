package io.wirebench.http;

import io.wirebench.server.HttpCell;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Responses of a GET cell sampled while its load runs: every {@link #PERIOD_MS} the run's own client
 * fetches the route once more and decodes it ({@link ResponseCheck}), so that a provider that breaks
 * only under concurrency (Jersey's Kryo module once shared one Kryo between threads) fails its cell
 * with the reason instead of making a fast row. The load's average response size is checked as
 * well ({@code TrialRunner}); this decodes. Two requests a second beside thousands add nothing
 * measurable; under a slower open-model rate the period grows so that samples stay under 0.1% of
 * the requests ({@link #periodMs}). Sampling runs on one thread for the whole run, so each codec binds once, and binds
 * before the load starts (the first check is of the response fetched before the trial).
 */
final class ResponseSampler implements AutoCloseable {
  static final long PERIOD_MS = 500;

  /**
   * The sampling period for a load at {@code rate} requests a second (0: as fast as responses
   * come): {@link #PERIOD_MS}, or longer where the samples would be more than 0.1% of the requests
   * (under 2,000 a second, as an open-model {@code --rate} may ask).
   */
  static long periodMs(double rate) {
    return rate > 0 ? Math.max(PERIOD_MS, (long) Math.ceil(1e6 / rate)) : PERIOD_MS;
  }
  private static final ScheduledExecutorService THREAD = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "wirebench-response-sampler");
    t.setDaemon(true);
    return t;
  });

  private final HttpClient client;
  private final URI uri;
  private final HttpCell cell;
  private ScheduledFuture<?> task;
  private int decoded;
  private String failure;

  private ResponseSampler(HttpClient client, URI uri, HttpCell cell) {
    this.client = client;
    this.uri = uri;
    this.cell = cell;
  }

  /** {@link #start(HttpClient, URI, HttpCell, byte[], long)} every {@link #PERIOD_MS}. */
  static ResponseSampler start(HttpClient client, URI uri, HttpCell cell, byte[] first) throws InterruptedException {
    return start(client, uri, cell, first, PERIOD_MS);
  }

  /**
   * Checks {@code first} (a response fetched before the load) on the sampling thread, then samples
   * the route every {@code periodMs} until {@link #close}.
   */
  static ResponseSampler start(HttpClient client, URI uri, HttpCell cell, byte[] first, long periodMs)
      throws InterruptedException {
    ResponseSampler s = new ResponseSampler(client, uri, cell);
    try {
      THREAD.submit(() -> s.check(first)).get();
    } catch (ExecutionException e) {
      s.fail("the check failed: " + e.getCause());
    }
    s.task = THREAD.scheduleAtFixedRate(s::sample, periodMs, periodMs, TimeUnit.MILLISECONDS);
    return s;
  }

  private void sample() {
    if (failure() != null) return;
    try {
      HttpResponse<byte[]> r = client.send(HttpRequest.newBuilder(uri).header("Accept", cell.mediaType())
          .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofByteArray());
      if (r.statusCode() != 200) {
        fail(ServerClient.answered(cell, r));
        return;
      }
      check(r.body());
    } catch (IOException e) {
      // a sample the loaded server did not answer in time is not a wrong response; the load counts its errors
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void check(byte[] body) {
    ResponseCheck.Outcome o = ResponseCheck.check(cell, body);
    if (o.failure() != null) fail(o.failure());
    else synchronized (this) {
      decoded++;
    }
  }

  private synchronized void fail(String why) {
    if (failure == null) failure = why;
  }

  /** Why a sampled response was wrong, or null. */
  synchronized String failure() {
    return failure;
  }

  /** Responses decoded and found right, the first included. */
  synchronized int decoded() {
    return decoded;
  }

  /** Stops sampling, after a sample in progress. */
  @Override public void close() {
    if (task == null) return;
    task.cancel(false);
    try {
      THREAD.submit(() -> { }).get(); // the sample in progress, if any, has ended
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException e) {
      throw new IllegalStateException(e);
    }
  }
}
