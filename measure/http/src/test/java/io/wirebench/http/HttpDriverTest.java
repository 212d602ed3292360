package io.wirebench.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wirebench.server.BenchServer;
import io.wirebench.server.ServerConfig;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Both drivers against a server on a free loopback port: what they count, not how fast it is. */
class HttpDriverTest {
  static BenchServer server;

  @BeforeAll static void start() throws Exception {
    server = BenchServer.start(new ServerConfig(0, List.of(), List.of("jackson-databind"),
        List.of("person", "measurements-1k"), true, ServerConfig.DEFAULT_MAX_BODY, ServerConfig.DEFAULT_MAX_DEPTH,
        false, 60));
  }

  @AfterAll static void stop() {
    if (server != null) server.close();
  }

  static Load load(String method, String path, byte[] body, int connections, double rate, long ms, long max) {
    return new Load(server.port(), method, path, "application/json", body, connections, rate, Duration.ZERO,
        Duration.ofMillis(ms), max, false);
  }

  @Test void theClosedModelCountsResponsesAndServiceTimes() throws Exception {
    LoadResult r = JvmDriver.run(load("GET", "/codec/jackson-databind/person", null, 2, 0, 500, 1_000_000));
    assertThat(r.requests()).isPositive();
    assertThat(r.errors()).isZero();
    assertThat(r.corrected()).isFalse();
    assertThat(r.latency().p50()).isPositive().isLessThanOrEqualTo(r.latency().p999());
  }

  @Test void theRequestCountBoundsTheLoad() throws Exception {
    LoadResult r = JvmDriver.run(load("GET", "/raw/jackson-databind/person", null, 3, 0, 60_000, 25));
    assertThat(r.requests()).isEqualTo(25);
  }

  @Test void theOpenModelSendsNoMoreThanItsScheduleAndCorrectsLatency() throws Exception {
    byte[] body = "{\"name\":\"Jane Doe\",\"age\":42,\"city\":\"Berlin\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    LoadResult r = JvmDriver.run(load("POST", "/codec/jackson-databind/person", body, 2, 200, 500, 1_000_000));
    assertThat(r.corrected()).isTrue();
    assertThat(r.requests()).isPositive().isLessThanOrEqualTo(100);
    assertThat(r.non2xx()).isZero();
  }

  @Test void responsesOutside2xxAreErrorsAndChunkedBodiesAreReadWhole() throws Exception {
    LoadResult missing = JvmDriver.run(load("GET", "/codec/no-such/person", null, 1, 0, 60_000, 5));
    assertThat(missing.non2xx()).isEqualTo(5);
    LoadResult chunked = JvmDriver.run(load("GET", "/codec/jackson-databind/measurements-1k", null, 1, 0, 60_000, 3));
    assertThat(chunked.requests()).isEqualTo(3);
    assertThat(chunked.errors()).isZero();
    assertThat(chunked.responseBytes()).isGreaterThan(3 * 50_000L);
  }

  @Test void wrkRunsALuaScriptWithTheBodyAndReportsItsSummary(@TempDir Path dir) throws Exception {
    String script = WrkDriver.script(load("PUT", "/x", new byte[] {0, 1}, 1, 0, 1000, 10), dir.resolve("b"), 5);
    assertThat(script).contains("wrk.method = \"PUT\"", "Content-Type", "local limit = 5", "io.open");
    assumeTrue(WrkDriver.available(), "wrk is not installed (apt-get install wrk): its run is not checked");
    byte[] body = "{\"name\":\"Jane Doe\",\"age\":42,\"city\":\"Berlin\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    LoadResult r = WrkDriver.run(load("PUT", "/codec/jackson-databind/person", body, 2, 0, 1000, 1_000_000), null, dir);
    assertThat(r.driver()).isEqualTo("wrk");
    assertThat(r.requests()).isPositive();
    assertThat(r.non2xx()).isZero();
  }
}
