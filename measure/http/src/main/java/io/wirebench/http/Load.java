package io.wirebench.http;

import io.wirebench.server.ServerConfig;
import java.time.Duration;

/**
 * One load to apply to one route: what to send, on how many connections, at what rate, for how
 * long. Every driver is bounded twice: by time ({@code warmup + duration}) and by a request count
 * ({@code maxRequests}). It targets the loopback server, or the address the server listens on for
 * load hosts ({@code http --listen}).
 *
 * @param port the server's port on 127.0.0.1
 * @param method GET, POST or PUT
 * @param path the route ({@code /jackson/person})
 * @param mediaType sent as Accept (GET) or Content-Type (POST, PUT)
 * @param body the request body of POST and PUT; empty for GET
 * @param connections kept-alive connections, each sending one request at a time
 * @param rate requests per second over all connections; 0 for as fast as responses come (closed
 *     model)
 * @param warmup load applied first and not recorded
 * @param duration the measured load
 * @param maxRequests the most requests the measured part sends
 * @param gzip send {@code Accept-Encoding: gzip}
 * @param host the server's address (127.0.0.1 unless the server listens elsewhere for load hosts)
 */
public record Load(int port, String method, String path, String mediaType, byte[] body, int connections, double rate,
    Duration warmup, Duration duration, long maxRequests, boolean gzip, String host) {

  /** A load on the loopback server. */
  public Load(int port, String method, String path, String mediaType, byte[] body, int connections, double rate,
      Duration warmup, Duration duration, long maxRequests, boolean gzip) {
    this(port, method, path, mediaType, body, connections, rate, warmup, duration, maxRequests, gzip, ServerConfig.HOST);
  }

  public Load {
    if (connections < 1) throw new IllegalArgumentException("connections must be at least 1");
    if (rate < 0) throw new IllegalArgumentException("rate must not be negative");
    body = body == null ? new byte[0] : body;
  }

  /** Whether requests follow a fixed schedule (open model), so latency can be measured from it. */
  public boolean open() {
    return rate > 0;
  }

  /** The request line and headers, then the body: the exact bytes sent for every request. */
  byte[] requestBytes() {
    StringBuilder h = new StringBuilder();
    h.append(method).append(' ').append(path).append(" HTTP/1.1\r\n");
    h.append("Host: ").append(host).append(':').append(port).append("\r\n");
    h.append("User-Agent: wirebench\r\n");
    if (gzip) h.append("Accept-Encoding: gzip\r\n");
    if (body.length == 0 && "GET".equals(method)) {
      h.append("Accept: ").append(mediaType).append("\r\n");
    } else {
      h.append("Content-Type: ").append(mediaType).append("\r\n");
      h.append("Content-Length: ").append(body.length).append("\r\n");
    }
    h.append("\r\n");
    byte[] head = h.toString().getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    byte[] all = java.util.Arrays.copyOf(head, head.length + body.length);
    System.arraycopy(body, 0, all, head.length, body.length);
    return all;
  }
}
