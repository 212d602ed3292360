package io.wirebench.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.server.HttpCell;
import io.wirebench.server.ServerConfig;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Jersey's Kryo module, in a server JVM of its own on Kryo 4, as {@code wirebench http} runs it. */
class JerseyKryoServerTest {
  @Test void jerseysKryoModuleServesPersonFromAServerJvmOnKryo4(@TempDir Path dir) throws Exception {
    ServerConfig config = new ServerConfig(0, List.of("jersey-kryo"), List.of(), List.of(), false,
        ServerConfig.DEFAULT_MAX_BODY, ServerConfig.DEFAULT_MAX_DEPTH, false, 60);
    try (ServerProcess server = ServerProcess.start(config, true, List.of("-Xmx256m"), null, dir.resolve("server.log"))) {
      HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
      String url = "http://127.0.0.1:" + server.port() + "/jersey-kryo/person";
      HttpResponse<byte[]> get = client.send(HttpRequest.newBuilder(URI.create(url)).header("Accept", "application/x-kryo")
          .build(), HttpResponse.BodyHandlers.ofByteArray());
      assertThat(get.statusCode()).isEqualTo(200);
      assertThat(get.headers().firstValue("Content-Type")).hasValue("application/x-kryo");
      // Kryo 4, registered class: the fields in name order (age, city, name), each string led by
      // a not-null marker and ending with its last character's high bit set
      assertThat(get.body()).hasSize(18);
      assertThat(new String(get.body(), java.nio.charset.StandardCharsets.ISO_8859_1)).contains("Berli")
          .contains("Jane Do");
      // the client reads it with Kryo 4 (its own Kryo 5 cannot) and finds the data set's value
      HttpCell cell = new HttpCell("jersey-kryo", null, "person", "GET", "application/x-kryo");
      assertThat(ResponseCheck.check(cell, get.body())).isEqualTo(ResponseCheck.Outcome.OK);
      // and so does the sampler, on responses fetched while it runs
      try (ResponseSampler sampler = ResponseSampler.start(client, URI.create(url), cell, get.body())) {
        Thread.sleep(3 * ResponseSampler.PERIOD_MS + 200);
        assertThat(sampler.failure()).isNull();
        assertThat(sampler.decoded()).isGreaterThanOrEqualTo(3);
      }
      HttpResponse<byte[]> post = client.send(HttpRequest.newBuilder(URI.create(url)).header("Content-Type",
          "application/x-kryo").POST(HttpRequest.BodyPublishers.ofByteArray(get.body())).build(),
          HttpResponse.BodyHandlers.ofByteArray());
      assertThat(post.statusCode()).isEqualTo(201);
      HttpResponse<byte[]> bad = client.send(HttpRequest.newBuilder(URI.create(url)).header("Content-Type",
          "application/x-kryo").PUT(HttpRequest.BodyPublishers.ofByteArray(new byte[] {1, 2, 3})).build(),
          HttpResponse.BodyHandlers.ofByteArray());
      assertThat(bad.statusCode()).isEqualTo(400);
    }
  }
}
