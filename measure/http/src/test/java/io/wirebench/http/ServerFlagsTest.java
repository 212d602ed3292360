package io.wirebench.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class ServerFlagsTest {
  @Test
  void theServerGetsEachServedCodecsOwnFlagsAfterItsHeapOnce() {
    List<String> flags = ServerStart.serverFlags(List.of("-Xmx2g"),
        new LinkedHashSet<>(List.of("avro", "jackson-databind", "avro-reflect")));
    assertThat(flags.get(0)).isEqualTo("-Xmx2g");
    assertThat(flags).anyMatch(f -> f.startsWith("-Dorg.apache.avro.SERIALIZABLE_PACKAGES="));
    assertThat(flags.stream().filter(f -> f.startsWith("-Dorg.apache.avro")).count()).isEqualTo(1);
  }

  @Test
  void anUnknownCodecAddsNothing() {
    assertThat(ServerStart.serverFlags(List.of("-Xmx1g"), new LinkedHashSet<>(List.of("no-such-codec"))))
        .containsExactly("-Xmx1g");
  }
}
