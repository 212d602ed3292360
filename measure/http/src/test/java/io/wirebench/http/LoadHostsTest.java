package io.wirebench.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wirebench.server.BenchServer;
import io.wirebench.server.ServerConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Two load hosts, stood in for by two network namespaces on a bridge ({@code ip netns}, veth
 * pairs), load one server through the same code path as SSH (only the command prefix differs),
 * and their histograms merge into one. Needs root to make the namespaces (CI runs as root);
 * skipped, saying so, without it.
 */
class LoadHostsTest {
  static final String BRIDGE = "wbbr0";
  static final String SERVER = "10.231.0.1";
  static final List<String> NAMESPACES = List.of("wbload1", "wbload2");
  static BenchServer server;
  static String unavailable;

  @BeforeAll
  static void twoNamespacesOnABridge() throws Exception {
    cleanUp();
    List<List<String>> setup = new ArrayList<>(List.of(
        List.of("ip", "link", "add", BRIDGE, "type", "bridge"),
        List.of("ip", "addr", "add", SERVER + "/24", "dev", BRIDGE),
        List.of("ip", "link", "set", BRIDGE, "up")));
    for (int i = 0; i < NAMESPACES.size(); i++) {
      String ns = NAMESPACES.get(i);
      String veth = "wbveth" + (i + 1);
      setup.addAll(List.of(
          List.of("ip", "netns", "add", ns),
          List.of("ip", "link", "add", veth, "type", "veth", "peer", "name", veth + "p"),
          List.of("ip", "link", "set", veth + "p", "netns", ns),
          List.of("ip", "link", "set", veth, "master", BRIDGE),
          List.of("ip", "link", "set", veth, "up"),
          List.of("ip", "netns", "exec", ns, "ip", "addr", "add", "10.231.0." + (i + 2) + "/24", "dev", veth + "p"),
          List.of("ip", "netns", "exec", ns, "ip", "link", "set", veth + "p", "up"),
          List.of("ip", "netns", "exec", ns, "ip", "link", "set", "lo", "up")));
    }
    for (List<String> command : setup) {
      String failed = run(command);
      if (failed != null) {
        unavailable = "network namespaces cannot be made here (needs root and ip): " + failed;
        cleanUp();
        return;
      }
    }
    server = BenchServer.start(new ServerConfig(0, List.of(), List.of("jackson-databind"), List.of("person"), true,
        ServerConfig.DEFAULT_MAX_BODY, ServerConfig.DEFAULT_MAX_DEPTH, false, 600, SERVER));
  }

  @AfterAll
  static void cleanUp() throws Exception {
    if (server != null) server.close();
    for (String ns : NAMESPACES) run(List.of("ip", "netns", "del", ns));
    run(List.of("ip", "link", "del", BRIDGE));
  }

  private static String run(List<String> command) throws IOException, InterruptedException {
    Process p;
    try {
      p = new ProcessBuilder(command).redirectErrorStream(true).start();
    } catch (IOException e) {
      return String.join(" ", command) + ": " + e.getMessage();
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    return p.waitFor() == 0 ? null : String.join(" ", command) + ": " + out;
  }

  @Test
  void twoHostsLoadOneServerAndTheirHistogramsMergeIntoOne() throws Exception {
    assumeTrue(unavailable == null, () -> unavailable);
    LoadHosts hosts = LoadHosts.parse("netns:wbload1,netns:wbload2",
        ProcessHandle.current().info().command().orElse("java"), System.getProperty("java.class.path"));
    Load load = new Load(server.port(), "GET", "/raw/jackson-databind/person", "application/json", new byte[0], 4, 0,
        Duration.ofMillis(200), Duration.ofSeconds(1), 1_000_000, false, SERVER);
    LoadHosts.Result r = hosts.run(load);
    assertThat(r.hosts()).extracting(LoadHosts.HostResult::host).containsExactly("wbload1", "wbload2");
    for (LoadHosts.HostResult h : r.hosts()) {
      assertThat(h.failure()).as(h.host()).isNull();
      assertThat(h.requests()).as(h.host()).isPositive();
      assertThat(h.errors()).as(h.host()).isZero();
    }
    assertThat(r.merged().requests()).isEqualTo(r.hosts().get(0).requests() + r.hosts().get(1).requests());
    assertThat(r.merged().latency().p99()).isPositive();
    assertThat(r.merged().latency().max()).isGreaterThanOrEqualTo(r.merged().latency().p99());
  }

  @Test
  void aHostThatCannotRunTheAgentIsAFailureThatSaysWhy() throws Exception {
    assumeTrue(unavailable == null, () -> unavailable);
    LoadHosts hosts = LoadHosts.parse("netns:wbload1,netns:wbload-missing", "java", System.getProperty("java.class.path"));
    LoadHosts.Result r = hosts.run(new Load(server.port(), "GET", "/raw/jackson-databind/person", "application/json",
        new byte[0], 2, 0, Duration.ZERO, Duration.ofMillis(500), 1_000_000, false, SERVER));
    assertThat(r.hosts().get(0).failure()).isNull();
    assertThat(r.hosts().get(1).failure()).contains("wbload-missing");
    assertThat(r.merged().requests()).isEqualTo(r.hosts().get(0).requests());
  }

  @Test
  void aLoadHostIsSshOrANetworkNamespace() {
    assertThat(LoadHosts.Host.parse("ssh:bench@10.0.0.7").prefix()).containsExactly("ssh", "-o", "BatchMode=yes", "-o",
        "ConnectTimeout=10", "bench@10.0.0.7");
    assertThat(LoadHosts.Host.parse("netns:a").prefix()).containsExactly("ip", "netns", "exec", "a");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> LoadHosts.parse("box1", "java", ""))
        .hasMessageContaining("write ssh:[user@]host or netns:NAME");
  }
}
