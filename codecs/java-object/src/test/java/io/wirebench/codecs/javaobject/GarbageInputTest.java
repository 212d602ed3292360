package io.wirebench.codecs.javaobject;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.Binding;
import io.wirebench.core.CodecException;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import java.io.ByteArrayInputStream;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Input that is not one whole encoding is refused (issue 28: {@code wirebench decode --codec kryo
 * --dataset dbdata} printed {@code {"rows":null}} for ten bytes of garbage and exited 0).
 */
class GarbageInputTest {
  /** Ten zero bytes: Kryo read the first as "rows is null" and left the other nine. */
  static final byte[] ZEROS = new byte[10];
  /** Ten bytes of another kind of garbage. */
  static final byte[] GARBAGE = {5, 1, 2, 3, 4, 5, 6, 7, 8, 9};

  private static Binding<Object> bind(String codec) {
    return Binding.erase(Codecs.load().require(codec).bind(DataSets.require("dbdata")));
  }

  @ParameterizedTest
  @ValueSource(strings = {"kryo", "java-serialization"})
  void tenBytesOfGarbageAreRefused(String codec) {
    Binding<Object> b = bind(codec);
    for (byte[] garbage : new byte[][] {ZEROS, GARBAGE}) {
      assertThatThrownBy(() -> b.readBytes(garbage)).as("%s reading %s", codec, Arrays.toString(garbage))
          .isInstanceOfAny(CodecException.class, java.io.IOException.class);
      assertThatThrownBy(() -> b.read(new ByteArrayInputStream(garbage))).as("%s reading a stream of garbage", codec)
          .isInstanceOfAny(CodecException.class, java.io.IOException.class);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"kryo", "java-serialization"})
  void aValidEncodingFollowedByAnythingIsRefusedNamingTheLeftoverBytes(String codec) throws Exception {
    Binding<Object> b = bind(codec);
    byte[] bytes = b.writeBytes(b.sample());
    for (int extra : new int[] {1, 10}) {
      byte[] padded = Arrays.copyOf(bytes, bytes.length + extra);
      System.arraycopy(GARBAGE, 0, padded, bytes.length, extra);
      assertThatThrownBy(() -> b.readBytes(padded)).as("%s: encoding + %d bytes", codec, extra)
          .isInstanceOf(CodecException.class).hasMessageContaining("bytes left");
      assertThatThrownBy(() -> b.read(new ByteArrayInputStream(padded))).as("%s: stream + %d bytes", codec, extra)
          .isInstanceOf(CodecException.class).hasMessageContaining("bytes left");
    }
    assertThat(b.readBytes(bytes)).as("the encoding alone still reads").isNotNull();
  }

  @org.junit.jupiter.api.Test
  void kryosErrorsOnGarbageAreCodecExceptionsThatNameTheDataSet() {
    Binding<Object> b = bind("kryo");
    assertThatThrownBy(() -> b.readBytes(ZEROS)).isInstanceOf(CodecException.class).hasMessageStartingWith("kryo: ")
        .hasMessageContaining("dbdata");
  }
}
