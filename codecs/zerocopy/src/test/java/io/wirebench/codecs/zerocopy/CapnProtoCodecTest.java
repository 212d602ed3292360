package io.wirebench.codecs.zerocopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.Codec;
import io.wirebench.core.CodecUnavailableException;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import io.wirebench.core.UnsupportedDataSetException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** capnproto is listed, and says exactly why it cannot run: no capnpc-java to generate its classes. */
class CapnProtoCodecTest {
  private final Codec capnproto = Codecs.load().find("capnproto").orElseThrow();

  @Test
  void isListedAsUnavailableBecauseNoCapnpcJavaCanBeHad() {
    assertThat(Codecs.unavailableReason(capnproto)).contains(CapnProtoCodec.NO_PLUGIN);
    assertThat(CapnProtoCodec.NO_PLUGIN).contains("capnpc-java", "Debian", "Maven Central");
  }

  @Test
  void bindingABuiltInDataSetThrowsTheReason() {
    for (String id : DataSets.ids()) {
      assertThatThrownBy(() -> capnproto.bind(DataSets.require(id))).as(id)
          .isInstanceOf(CodecUnavailableException.class).hasMessage(CapnProtoCodec.NO_PLUGIN);
    }
  }

  @Test
  void aUsersJsonFileIsAGapAsForEverySchemaCodec() throws Exception {
    var doc = DataSets.fromJson("doc", "{\"a\":1}".getBytes(StandardCharsets.UTF_8), false);
    assertThatThrownBy(() -> capnproto.bind(doc)).isInstanceOf(UnsupportedDataSetException.class)
        .hasMessageContaining("schema");
  }

  @Test
  void reportsTheRuntimeVersionOnTheClassPath() {
    assertThat(capnproto.info().version()).as("read from the runtime jar").matches("\\d+\\.\\d+\\.\\d+");
    assertThat(capnproto.info().artifact()).isEqualTo("org.capnproto:runtime");
  }
}
