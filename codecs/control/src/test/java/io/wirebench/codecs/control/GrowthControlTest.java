package io.wirebench.codecs.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.Binding;
import io.wirebench.core.DataSets;
import io.wirebench.core.UnsupportedDataSetException;
import org.junit.jupiter.api.Test;

/** The sweep's controls grow as they say: by doubling (linear) or by a fixed step (quadratic). */
class GrowthControlTest {
  private static int growths(boolean quadratic, int bytes) {
    GrowthControlCodec.Buffer b = new GrowthControlCodec.Buffer(quadratic);
    byte[] chunk = new byte[GrowthControlCodec.CHUNK];
    for (int at = 0; at < bytes; at += chunk.length) b.append(chunk, 0, chunk.length);
    return b.grown;
  }

  @Test
  void theLinearControlDoublesAndTheQuadraticOneGrowsByAFixedStep() {
    // 1 MiB from 4 KiB: 8 doublings, or 255 steps of 4 KiB (each copying the buffer so far)
    assertThat(growths(false, 1 << 20)).isEqualTo(8);
    assertThat(growths(true, 1 << 20)).isEqualTo(255);
    // ten times the bytes: about ten times the steps (so about 100 times the bytes copied), 3 or 4 more doublings
    assertThat(growths(true, 10 << 20)).isEqualTo(2559);
    assertThat(growths(false, 10 << 20)).isEqualTo(12);
  }

  @Test
  void bothWriteAndReadTheReferenceJson() throws Exception {
    for (GrowthControlCodec c : new GrowthControlCodec[] {new GrowthControlCodec(), new GrowthControlCodec.Quadratic()}) {
      Binding<Object> b = Binding.erase(c.bind(DataSets.require("dbdata:100")));
      byte[] json = b.writeBytes(b.sample());
      assertThat(json).isEqualTo(io.wirebench.core.Json.write(DataSets.require("dbdata:100").value()));
      assertThat((byte[]) b.readBytes(json)).isEqualTo(json);
      assertThat((byte[]) b.read(new java.io.ByteArrayInputStream(json))).isEqualTo(json);
    }
  }

  @Test
  void theQuadraticControlRefusesADataSetThatWouldTakeSecondsAnOperation() {
    assertThatThrownBy(() -> new GrowthControlCodec.Quadratic().bind(DataSets.require("measurements:200000")))
        .isInstanceOf(UnsupportedDataSetException.class).hasMessageContaining("16,000,000 bytes of JSON");
  }
}
