package io.wirebench.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.server.HttpCell;
import io.wirebench.server.ServerConfig;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * How a run reaches its server outside the load: where it listens ({@code --listen}), and the one
 * control client that fetches a route's sample response and reads the admin routes (gate, CPU time,
 * request count, JIT time).
 */
final class ServerClient {
  static final ObjectMapper JSON = new ObjectMapper();
  private final HttpRun.Settings s;
  private final HttpClient control = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(10)).build();

  ServerClient(HttpRun.Settings s) {
    this.s = s;
  }

  /** The control client: also the one that samples responses and counts requests while a load runs. */
  HttpClient control() {
    return control;
  }

  /** {@code --listen HOST[:PORT]}: the host part (127.0.0.1 by default). */
  String listenHost() {
    String l = s.listen();
    int colon = l.lastIndexOf(':');
    return colon > 0 && l.indexOf(':') == colon ? l.substring(0, colon) : l;
  }

  /** {@code --listen HOST[:PORT]}: the port part, or 0 for a free one. */
  int listenPort() {
    String l = s.listen();
    int colon = l.lastIndexOf(':');
    return colon > 0 && l.indexOf(':') == colon ? Integer.parseInt(l.substring(colon + 1)) : 0;
  }

  /** Where the server is reached: the address it listens on, or loopback when that is every address. */
  String address() {
    String h = listenHost();
    return h.equals("0.0.0.0") || h.equals("::") ? ServerConfig.HOST : h;
  }

  URI url(ServerProcess server, String path) {
    return URI.create("http://" + address() + ":" + server.port() + path);
  }

  /** An admin route's JSON ({@code /_admin/gate}, {@code /cpu}, {@code /count}); a status other than 200 throws. */
  JsonNode admin(ServerProcess server, String path) throws IOException, InterruptedException {
    return JSON.readTree(get(server, path));
  }

  private byte[] get(ServerProcess server, String path) throws IOException, InterruptedException {
    HttpResponse<byte[]> r = control.send(HttpRequest.newBuilder(url(server, path)).timeout(Duration.ofSeconds(30))
        .build(), HttpResponse.BodyHandlers.ofByteArray());
    if (r.statusCode() != 200) throw new IOException(path + " answered " + r.statusCode());
    return r.body();
  }

  /** One request of a cell's route, as its media type asks: the response its load will get. */
  HttpResponse<byte[]> sample(ServerProcess server, HttpCell cell) throws IOException, InterruptedException {
    return control.send(HttpRequest.newBuilder(url(server, cell.path())).header("Accept", cell.mediaType())
        .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  /** A status other than 200 in one line: the status and the first words of the body, never a whole HTML page. */
  static String answered(HttpCell cell, HttpResponse<byte[]> r) {
    String body = new String(r.body(), StandardCharsets.UTF_8).replaceAll("<[^>]*>", " ").replaceAll("\\s+", " ").strip();
    return "GET " + cell.path() + " answered " + r.statusCode() + (body.isEmpty() ? ""
        : ": " + (body.length() > 120 ? body.substring(0, 120) + " ..." : body));
  }
}
