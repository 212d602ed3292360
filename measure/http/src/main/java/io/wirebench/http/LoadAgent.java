package io.wirebench.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The load generator a load host runs ({@code http --load-hosts}): the JVM driver against the
 * server's address, the request body read from standard input, and one line back on standard
 * output, {@value #MARK} then JSON: the counts, and the latency histogram in HdrHistogram's
 * compressed, Base64 form (as its log format holds each interval), which the coordinator merges
 * with every other host's.
 *
 * <p>Arguments: {@code HOST PORT METHOD PATH MEDIA_TYPE CONNECTIONS RATE WARMUP_MS DURATION_MS
 * MAX_REQUESTS GZIP}.
 */
public final class LoadAgent {
  static final String MARK = "WIREBENCH-LOAD ";

  private LoadAgent() {}

  public static void main(String[] a) throws Exception {
    if (a.length != 11) {
      System.err.println("usage: LoadAgent HOST PORT METHOD PATH MEDIA_TYPE CONNECTIONS RATE WARMUP_MS DURATION_MS "
          + "MAX_REQUESTS GZIP (the body on standard input)");
      System.exit(2);
    }
    byte[] body = System.in.readAllBytes();
    Load load = new Load(Integer.parseInt(a[1]), a[2], a[3], a[4], body, Integer.parseInt(a[5]),
        Double.parseDouble(a[6]), Duration.ofMillis(Long.parseLong(a[7])), Duration.ofMillis(Long.parseLong(a[8])),
        Long.parseLong(a[9]), Boolean.parseBoolean(a[10]), a[0]);
    JvmDriver.Measured m = JvmDriver.measure(load);
    ByteBuffer buf = ByteBuffer.allocate(m.histogram().getNeededByteBufferCapacity());
    int n = m.histogram().encodeIntoCompressedByteBuffer(buf);
    LoadResult r = m.result();
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("requests", r.requests());
    out.put("seconds", r.seconds());
    out.put("non2xx", r.non2xx());
    out.put("socketErrors", r.socketErrors());
    out.put("timeouts", r.timeouts());
    out.put("responseBytes", r.responseBytes());
    out.put("histogram", Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buf.array(), n)));
    System.out.println(MARK + new ObjectMapper().writeValueAsString(out));
    System.out.flush();
  }

  /** The arguments that make {@code load} on a host. */
  static java.util.List<String> args(Load load) {
    return java.util.List.of(load.host(), String.valueOf(load.port()), load.method(), load.path(), load.mediaType(),
        String.valueOf(load.connections()), String.valueOf(load.rate()), String.valueOf(load.warmup().toMillis()),
        String.valueOf(load.duration().toMillis()), String.valueOf(load.maxRequests()), String.valueOf(load.gzip()));
  }
}
