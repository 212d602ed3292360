package io.wirebench.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import io.wirebench.core.Diff;
import io.wirebench.core.Verdict;
import io.wirebench.core.model.Person;
import io.wirebench.server.BenchServer;
import io.wirebench.server.ServerConfig;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The server end to end on a free loopback port, in this JVM: every codec under its media type
 * through the generic provider, the stock providers, the raw baseline, and the answers to bad
 * requests. Jersey's Kryo module needs a JVM on Kryo 4: {@link JerseyKryoServerTest}.
 */
class HttpServerTest {
  static final long CAP = 4 << 20;
  static BenchServer server;
  /** A second server for the large data set, with one codec: gating 46 codecs on it takes a minute. */
  static BenchServer large;
  static List<String> codecIds;
  static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  @BeforeAll static void start() throws IOException {
    // one codec per media type, and a few more JSON ones (binding every codec takes most of a minute
    // on two busy cores; wirebench http gates every pair it serves anyway)
    codecIds = new ArrayList<>(List.of("jackson-databind", "gson", "dsl-json", "kryo", "protobuf"));
    java.util.Set<String> types = new java.util.HashSet<>();
    for (Codec c : Codecs.load().all()) {
      if (types.add(c.info().mediaType()) && !codecIds.contains(c.info().id())) codecIds.add(c.info().id());
    }
    server = BenchServer.start(new ServerConfig(0, List.of("jackson", "jaxb", "custom", "text"), codecIds,
        List.of("person"), true, CAP, ServerConfig.DEFAULT_MAX_DEPTH, false, 60));
    large = BenchServer.start(new ServerConfig(0, List.of("jackson"), List.of("jackson-databind"),
        List.of("person", "module-ids"), true, CAP, ServerConfig.DEFAULT_MAX_DEPTH, true, 60));
  }

  @AfterAll static void stop() {
    if (server != null) server.close();
    if (large != null) large.close();
  }

  static String url(String path) {
    return "http://127.0.0.1:" + (path.contains("module-ids") ? large : server).port() + path;
  }

  static HttpResponse<byte[]> send(String method, String path, String contentType, byte[] body, String... headers)
      throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url(path)));
    if (body == null) b.method(method, HttpRequest.BodyPublishers.noBody());
    else b.method(method, HttpRequest.BodyPublishers.ofByteArray(body));
    if (contentType != null) b.header("Content-Type", contentType);
    for (int i = 0; i < headers.length; i += 2) b.header(headers[i], headers[i + 1]);
    return CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  @Test void everyMediaTypeRoundTripsPersonThroughTheGenericProvider() throws Exception {
    List<String> served = new ArrayList<>();
    Codecs registry = Codecs.load();
    for (Verdict v : server.catalog().verdicts()) {
      if (!v.dataset().equals("person")) continue;
      if (!v.passed()) {
        // reported, not served: the answer says why
        HttpResponse<byte[]> r = send("GET", "/codec/" + v.codec() + "/person", null, null);
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(new String(r.body(), StandardCharsets.UTF_8)).contains("round-trip gate");
        continue;
      }
      Codec codec = registry.require(v.codec());
      String type = codec.info().mediaType();
      Binding<Object> own = Binding.erase(codec.bind(DataSets.require("person")));
      HttpResponse<byte[]> get = send("GET", "/codec/" + v.codec() + "/person", null, null, "Accept", type);
      assertThat(get.statusCode()).as(v.codec()).isEqualTo(200);
      assertThat(get.headers().firstValue("Content-Type")).as(v.codec()).hasValue(type);
      assertThat(Diff.first(own.sample(), own.readBytes(get.body()))).as(v.codec()).isEmpty();

      HttpResponse<byte[]> post = send("POST", "/codec/" + v.codec() + "/person", type, get.body());
      assertThat(post.statusCode()).as(v.codec()).isEqualTo(201);
      assertThat(post.headers().firstValue("Location")).as(v.codec()).isPresent();
      assertThat(send("PUT", "/codec/" + v.codec() + "/person", type, get.body()).statusCode()).as(v.codec())
          .isEqualTo(204);
      served.add(v.codec() + " " + type);
    }
    assertThat(served).as("codecs served").hasSizeGreaterThanOrEqualTo(15);
    assertThat(served.stream().map(s -> s.substring(s.indexOf(' ') + 1)).distinct())
        .contains("application/json", "application/x-kryo", "application/x-protobuf", "application/msgpack",
            "application/cbor", "application/xml", "application/avro", "application/x-jackson-smile");
  }

  @Test void aLargeResponseIsStreamedChunkedWithoutContentLength() throws Exception {
    HttpResponse<byte[]> r = send("GET", "/codec/jackson-databind/module-ids", null, null);
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.body().length).isGreaterThan(1_000_000);
    assertThat(r.headers().firstValue("Content-Length")).isEmpty();
    assertThat(r.headers().firstValue("Transfer-Encoding")).hasValue("chunked");
    HttpResponse<byte[]> small = send("GET", "/codec/jackson-databind/person", null, null);
    assertThat(small.headers().firstValue("Content-Length")).hasValue(String.valueOf(small.body().length));
  }

  @Test void gzipIsUsedWhenTheClientAcceptsIt() throws Exception {
    for (String path : List.of("/codec/jackson-databind/module-ids", "/jackson/module-ids", "/raw/jackson-databind/module-ids")) {
      HttpResponse<byte[]> r = send("GET", path, null, null, "Accept", "application/json", "Accept-Encoding", "gzip");
      assertThat(r.headers().firstValue("Content-Encoding")).as(path).hasValue("gzip");
      byte[] plain = new GZIPInputStream(new ByteArrayInputStream(r.body())).readAllBytes();
      assertThat(plain.length).as(path).isGreaterThan(r.body().length * 3);
      Binding<Object> json = Binding.erase(Codecs.load().require("jackson-databind").bind(DataSets.require("module-ids")));
      assertThat(Diff.first(json.sample(), json.readBytes(plain))).as(path).isEmpty();
    }
  }

  @Test void stockProvidersRoundTripPersonWithTheirMediaTypes() throws Exception {
    Person jane = (Person) DataSets.require("person").value();
    String[][] cases = {{"/jackson/person", "application/json", "jackson-databind"},
        {"/jaxb/person", "application/xml", "jaxb"}, {"/custom/person", "application/x-person", null},
        {"/text/person", "text/plain", null}};
    for (String[] c : cases) {
      HttpResponse<byte[]> get = send("GET", c[0], null, null, "Accept", c[1]);
      assertThat(get.statusCode()).as(c[0]).isEqualTo(200);
      assertThat(get.headers().firstValue("Content-Type").orElse("")).as(c[0]).startsWith(c[1]);
      if (c[2] != null) {
        Binding<Object> own = Binding.erase(Codecs.load().require(c[2]).bind(DataSets.require("person")));
        assertThat(Diff.first(jane, own.readBytes(get.body()))).as(c[0]).isEmpty();
      }
      assertThat(send("POST", c[0], c[1], get.body()).statusCode()).as(c[0]).isEqualTo(201);
      assertThat(send("PUT", c[0], c[1], get.body()).statusCode()).as(c[0]).isEqualTo(204);
    }
    assertThat(new String(send("GET", "/text/person", null, null).body(), StandardCharsets.UTF_8))
        .isEqualTo("Jane Doe;42;Berlin");
    // the custom provider's bytes: two-byte lengths, modified UTF-8, a four-byte age
    assertThat(send("GET", "/custom/person", null, null).body()).hasSize(2 + 8 + 4 + 2 + 6);
  }

  @Test void theRawBaselineServesTheBytesTheGateProved() throws Exception {
    HttpResponse<byte[]> raw = send("GET", "/raw/kryo/person", null, null);
    assertThat(raw.statusCode()).isEqualTo(200);
    assertThat(raw.headers().firstValue("Content-Type")).hasValue("application/x-kryo");
    assertThat(raw.body()).isEqualTo(send("GET", "/codec/kryo/person", null, null).body());
    assertThat(send("POST", "/raw/kryo/person", "application/x-kryo", raw.body()).statusCode()).isEqualTo(201);
    assertThat(send("PUT", "/raw/kryo/person", "application/x-kryo", raw.body()).statusCode()).isEqualTo(204);
  }

  @Test void aMalformedBodyIsAnswered400NamingTheMediaType() throws Exception {
    byte[] junk = "{\"name\": [1, 2".getBytes(StandardCharsets.UTF_8);
    for (String[] c : new String[][] {{"/codec/jackson-databind/person", "application/json"},
        {"/codec/gson/person", "application/json"}, {"/codec/kryo/person", "application/x-kryo"},
        {"/codec/protobuf/person", "application/x-protobuf"}, {"/jackson/person", "application/json"},
        {"/jaxb/person", "application/xml"}, {"/custom/person", "application/x-person"},
        {"/text/person", "text/plain"}}) {
      HttpResponse<byte[]> r = send("POST", c[0], c[1], junk);
      assertThat(r.statusCode()).as(c[0]).isEqualTo(400);
      assertThat(new String(r.body(), StandardCharsets.UTF_8)).as(c[0]).isNotBlank();
    }
    assertThat(new String(send("PUT", "/jackson/person", "application/json", junk).body(), StandardCharsets.UTF_8))
        .startsWith("malformed application/json body");
  }

  @Test void aBodyOverTheCapIsAnswered413WithOrWithoutContentLength() throws Exception {
    byte[] big = new byte[(int) CAP + 1];
    java.util.Arrays.fill(big, (byte) ' ');
    for (String[] c : new String[][] {{"/codec/jackson-databind/person", "application/json"},
        {"/jackson/person", "application/json"}, {"/raw/jackson-databind/person", "application/json"}}) {
      assertThat(send("POST", c[0], c[1], big).statusCode()).as(c[0]).isEqualTo(413);
      HttpRequest chunked = HttpRequest.newBuilder(URI.create(url(c[0]))).header("Content-Type", c[1])
          .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(big))).build();
      assertThat(CLIENT.send(chunked, HttpResponse.BodyHandlers.ofByteArray()).statusCode()).as(c[0] + " chunked")
          .isEqualTo(413);
    }
  }

  @Test void anUnknownMediaTypeIsAnswered415AndAnUnacceptableOne406() throws Exception {
    byte[] body = send("GET", "/codec/jackson-databind/person", null, null).body();
    for (String path : List.of("/codec/jackson-databind/person", "/jackson/person", "/jaxb/person", "/custom/person",
        "/text/person")) {
      assertThat(send("POST", path, "application/x-unknown", body).statusCode()).as(path).isEqualTo(415);
    }
    assertThat(send("GET", "/codec/jackson-databind/person", null, null, "Accept", "application/x-unknown")
        .statusCode()).isEqualTo(406);
    assertThat(send("GET", "/codec/no-such-codec/person", null, null).statusCode()).isEqualTo(404);
  }

  @Test void aDeeplyNestedBodyIsRefusedWith400() throws Exception {
    String deep = "{\"name\":" + "[".repeat(ServerConfig.DEFAULT_MAX_DEPTH + 10) + "]".repeat(ServerConfig.DEFAULT_MAX_DEPTH + 10) + "}";
    assertThat(send("POST", "/jackson/person", "application/json", deep.getBytes(StandardCharsets.UTF_8)).statusCode())
        .isEqualTo(400);
  }
}
