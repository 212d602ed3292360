package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import org.junit.jupiter.api.Test;

class CodecVariantTest {
  @Test
  void readsAVersionAJdkOrBothInEitherOrder() {
    assertThat(CodecVariant.parse("jackson-databind@2.8.5")).isEqualTo(new CodecVariant("jackson-databind", "2.8.5", null));
    assertThat(CodecVariant.parse("gson@jdk25")).isEqualTo(new CodecVariant("gson", null, "25"));
    assertThat(CodecVariant.parse("gson+zstd@jdk17.0.15@2.10.1"))
        .isEqualTo(new CodecVariant("gson+zstd", "2.10.1", "17.0.15"));
    assertThat(CodecVariant.parse("kryo@latest").version()).isEqualTo("latest");
    assertThat(CodecVariant.parse("kryo").isVariant()).isFalse();
  }

  @Test
  void writesTheVersionBeforeTheJdk() {
    assertThat(new CodecVariant("gson", "2.10.1", "25").id()).isEqualTo("gson@2.10.1@jdk25");
    assertThat(CodecVariant.parse("gson@jdk25@2.10.1").withoutJvm()).isEqualTo("gson@2.10.1");
  }

  @Test
  void aMalformedVariantIsABadInputThatShowsTheForm() {
    assertThat(catchThrowable(() -> CodecVariant.parse("gson@"))).isInstanceOf(BadInputException.class)
        .hasMessageContaining("codec gson@ has an empty or malformed part").hasMessageContaining("CODEC@VERSION");
    assertThat(catchThrowable(() -> CodecVariant.parse("gson@1@2"))).hasMessageContaining("names two library versions");
    assertThat(catchThrowable(() -> CodecVariant.parse("gson@jdk17@jdk25"))).hasMessageContaining("names two JDKs");
    assertThat(catchThrowable(() -> CodecVariant.parse("@2.1"))).hasMessageContaining("names no codec");
  }

  @Test
  void theRegistryFindsAVariantOfAKnownCodecUnderItsOwnId() {
    Codec base = new RoundTripGateTest.Honest();
    Codecs codecs = Codecs.of(java.util.List.of(base));
    Codec v = codecs.require("honest@1.2.3@jdk25");
    assertThat(v.info().id()).isEqualTo("honest@1.2.3@jdk25");
    assertThat(v.info().version()).as("read from the loaded library, here the base's").isEqualTo("1");
    assertThat(Codecs.variant(base, CodecVariant.parse("honest@1.2.3"), "1.2.3").info().version()).isEqualTo("1.2.3");
    assertThat(RoundTripGate.check(v, DataSets.require("person")).codec()).isEqualTo("honest@1.2.3@jdk25");
    assertThat(Codecs.adapter(v)).isSameAs(base);
    assertThat(catchThrowable(() -> codecs.require("other@1.0"))).isInstanceOf(UnknownNameException.class)
        .hasMessageContaining("other");
  }
}
