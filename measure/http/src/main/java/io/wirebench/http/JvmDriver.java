package io.wirebench.http;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;

/**
 * The JVM driver: HTTP/1.1 over plain sockets, one thread per kept-alive connection, each sending
 * one request at a time. With a rate it is an open model, as wrk2 is: every connection has a
 * schedule ({@code rate / connections} requests per second, the connections staggered), and a
 * request's latency is counted from when it was scheduled, not when it could be sent, so a slow
 * response also charges the requests it delayed (coordinated omission corrected). Without a rate
 * it sends the next request when the response arrives (closed model, as wrk does) and counts
 * from the send.
 *
 * <p>Plain sockets rather than {@code java.net.http.HttpClient}: the request bytes are built
 * once and written whole, the connection count is exact (HttpClient opens connections as it
 * sees fit), and the client spends little CPU per request, which matters when client and server
 * share two cores. The parser reads what this server sends: a status line, headers, then a body
 * by Content-Length or chunked, kept alive unless the server closes.
 */
public final class JvmDriver {
  static final long TIMEOUT_MS = 10_000;
  static final long HIGHEST_NANOS = TimeUnit.SECONDS.toNanos(60);

  private JvmDriver() {}

  public static LoadResult run(Load load) throws InterruptedException {
    return measure(load).result();
  }

  /** What a load measured, with the latency histogram itself (a load host sends it to be merged). */
  record Measured(LoadResult result, Histogram histogram) {}

  static Measured measure(Load load) throws InterruptedException {
    byte[] request = load.requestBytes();
    long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(20);
    long measureFrom = start + load.warmup().toNanos();
    long end = measureFrom + load.duration().toNanos();
    AtomicLong budget = new AtomicLong(load.maxRequests());
    List<Connection> conns = new ArrayList<>();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < load.connections(); i++) {
      Connection c = new Connection(load, request, i, start, measureFrom, end, budget);
      conns.add(c);
      Thread t = new Thread(c, "wirebench-jvm-driver-" + i);
      t.setDaemon(true);
      threads.add(t);
      t.start();
    }
    for (Thread t : threads) t.join();
    Histogram all = new Histogram(HIGHEST_NANOS, 3);
    long requests = 0;
    long non2xx = 0;
    long errors = 0;
    long timeouts = 0;
    long bytes = 0;
    long lastEnd = measureFrom;
    for (Connection c : conns) {
      all.add(c.histogram);
      requests += c.requests;
      non2xx += c.non2xx;
      errors += c.errors;
      timeouts += c.timeouts;
      bytes += c.bytes;
      lastEnd = Math.max(lastEnd, c.lastResponse);
    }
    // a count bound can end the load early: the rate is over the time it actually took
    double seconds = (Math.min(end, Math.max(lastEnd, measureFrom + 1)) - measureFrom) / 1e9;
    LoadResult.Percentiles p = new LoadResult.Percentiles(pct(all, 50), pct(all, 90), pct(all, 99), pct(all, 99.9),
        all.getTotalCount() == 0 ? Double.NaN : all.getMaxValue() / 1e9);
    return new Measured(new LoadResult("jvm", requests, seconds, non2xx, errors, timeouts, p, load.open(), bytes), all);
  }

  /** The figures of a merged histogram and summed counts, as one load's (load hosts, merged). */
  static LoadResult.Percentiles percentiles(Histogram all) {
    return new LoadResult.Percentiles(pct(all, 50), pct(all, 90), pct(all, 99), pct(all, 99.9),
        all.getTotalCount() == 0 ? Double.NaN : all.getMaxValue() / 1e9);
  }

  private static double pct(Histogram h, double p) {
    return h.getTotalCount() == 0 ? Double.NaN : h.getValueAtPercentile(p) / 1e9;
  }

  /** One connection and its thread: its own histogram and counts, merged when all are done. */
  private static final class Connection implements Runnable {
    private final Load load;
    private final byte[] request;
    private final long start;
    private final long measureFrom;
    private final long end;
    private final AtomicLong budget;
    private final long interval;
    final Histogram histogram = new Histogram(HIGHEST_NANOS, 3);
    long requests;
    long non2xx;
    long errors;
    long timeouts;
    long bytes;
    long lastResponse;
    private Socket socket;
    private InputStream in;
    private OutputStream out;

    Connection(Load load, byte[] request, int index, long start, long measureFrom, long end, AtomicLong budget) {
      this.load = load;
      this.request = request;
      this.measureFrom = measureFrom;
      this.end = end;
      this.budget = budget;
      this.interval = load.open() ? (long) (1e9 * load.connections() / load.rate()) : 0;
      this.start = load.open() ? start + (long) (1e9 * index / load.rate()) : start;
    }

    @Override public void run() {
      long scheduled = start;
      try {
        while (true) {
          long now = System.nanoTime();
          if (load.open()) {
            if (scheduled > now) {
              LockSupport.parkNanos(scheduled - now);
              now = System.nanoTime();
            }
          } else {
            scheduled = Math.max(now, start);
          }
          if (scheduled >= end || now >= end) return;
          boolean measured = scheduled >= measureFrom;
          if (measured && budget.getAndDecrement() <= 0) return;
          long sent = System.nanoTime();
          int status = exchange();
          long done = System.nanoTime();
          if (!measured) {
            scheduled += interval;
            continue;
          }
          if (status == -2) {
            timeouts++;
          } else if (status < 0) {
            errors++;
          } else {
            requests++;
            lastResponse = done;
            if (status < 200 || status > 299) non2xx++;
            histogram.recordValue(Math.min(HIGHEST_NANOS, done - (load.open() ? scheduled : sent)));
          }
          scheduled += interval;
        }
      } finally {
        close();
      }
    }

    /** Sends one request and reads the response: its status, -1 on a socket error, -2 on a timeout. */
    private int exchange() {
      try {
        if (socket == null) connect();
        out.write(request);
        out.flush();
        int status = readResponse();
        return status;
      } catch (SocketTimeoutException e) {
        close();
        return -2;
      } catch (IOException | RuntimeException e) {
        close();
        return -1;
      }
    }

    private void connect() throws IOException {
      socket = new Socket();
      socket.setTcpNoDelay(true);
      socket.setSoTimeout((int) TIMEOUT_MS);
      socket.connect(new InetSocketAddress(load.host(), load.port()), (int) TIMEOUT_MS);
      in = new BufferedInputStream(socket.getInputStream(), 65536);
      out = socket.getOutputStream();
    }

    private void close() {
      if (socket != null) {
        try {
          socket.close();
        } catch (IOException ignored) {
          // closing anyway
        }
      }
      socket = null;
    }

    private int readResponse() throws IOException {
      String statusLine = line();
      if (!statusLine.startsWith("HTTP/1.")) throw new IOException("not an HTTP response: " + statusLine);
      int status = Integer.parseInt(statusLine.substring(9, 12));
      long length = -1;
      boolean chunked = false;
      boolean closeAfter = false;
      for (String h; !(h = line()).isEmpty(); ) {
        int colon = h.indexOf(':');
        if (colon < 0) continue;
        String name = h.substring(0, colon).trim();
        String value = h.substring(colon + 1).trim();
        if (name.equalsIgnoreCase("Content-Length")) length = Long.parseLong(value);
        else if (name.equalsIgnoreCase("Transfer-Encoding")) chunked = value.equalsIgnoreCase("chunked");
        else if (name.equalsIgnoreCase("Connection")) closeAfter = value.equalsIgnoreCase("close");
      }
      if (chunked) {
        for (long size; (size = Long.parseLong(line().split(";")[0].trim(), 16)) > 0; ) {
          skip(size);
          line();
        }
        while (!line().isEmpty()) {
          // trailers
        }
      } else if (length >= 0) {
        skip(length);
      } else if (status != 204 && status != 304 && !(status >= 100 && status < 200)) {
        while (in.read() >= 0) bytes++;
        closeAfter = true;
      }
      if (closeAfter) close();
      return status;
    }

    private void skip(long n) throws IOException {
      long left = n;
      while (left > 0) {
        long s = in.skip(left);
        if (s <= 0) {
          if (in.read() < 0) throw new EOFException("connection closed inside a body");
          s = 1;
        }
        left -= s;
      }
      bytes += n;
    }

    private final StringBuilder sb = new StringBuilder(128);

    private String line() throws IOException {
      sb.setLength(0);
      for (int c; (c = in.read()) != '\n'; ) {
        if (c < 0) throw new EOFException("connection closed");
        if (c != '\r') sb.append((char) c);
      }
      bytes += sb.length() + 2;
      return sb.toString();
    }
  }
}
