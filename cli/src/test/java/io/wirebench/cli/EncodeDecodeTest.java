package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class EncodeDecodeTest {
  private byte[] pipe(byte[] input, String... args) {
    Cli r = Cli.pipe(input, args);
    assertThat(r.exit).as(r.toString()).isZero();
    return r.outBytes;
  }

  @Test
  void aJsonDocumentEncodesToTheTaggedBytesTheSpecImpliesAndDecodesBack() {
    byte[] bytes = pipe("{\"a\":1,\"b\":2}\n".getBytes(StandardCharsets.UTF_8),
        "encode", "--codec", "tagged-binary", "--input", "-");
    String hex = HexFormat.of().formatHex(bytes);
    // field "a", an int32: key 0x87449601 little-endian, then ZigZag(1) = 02
    assertThat(hex).contains("0196448702");
    // the name table is the last entry: key 0x0000000A
    assertThat(hex).contains("0a000000");
    byte[] json = pipe(bytes, "decode", "--codec", "tagged-binary");
    assertThat(new String(json, StandardCharsets.UTF_8).trim()).isEqualTo("{\"a\":1,\"b\":2}");
  }

  @Test
  void aDataSetEncodesAndDecodesWithAPojoCodec() {
    byte[] bytes = pipe(new byte[0], "encode", "--codec", "jackson-databind", "--dataset", "person");
    assertThat(new String(bytes, StandardCharsets.UTF_8)).isEqualTo("{\"name\":\"Jane Doe\",\"age\":42,\"city\":\"Berlin\"}");
    byte[] json = pipe(bytes, "decode", "--codec", "jackson-databind", "--dataset", "person");
    assertThat(new String(json, StandardCharsets.UTF_8).trim()).isEqualTo("{\"name\":\"Jane Doe\",\"age\":42,\"city\":\"Berlin\"}");
  }

  @Test
  void badBytesFailWithTheCodecAndTheByteOffsetAndExitOne() {
    Cli r = Cli.pipe(new byte[] {0x01, 0x00, 0x00, 0x00, (byte) 0xAC}, "decode", "--codec", "tagged-binary");
    assertThat(r.exit).as(r.toString()).isEqualTo(1);
    assertThat(r.err).contains("tagged-binary").contains("offset").doesNotContain("\tat ");
  }

  @Test
  void aCodecThatOnlyBindsModelsSaysSoForAJsonDocument() {
    Cli r = Cli.pipe("{\"a\":1}".getBytes(StandardCharsets.UTF_8), "encode", "--codec", "jackson-streaming",
        "--input", "-");
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err).contains("cannot encode");
  }

  @Test
  void aNegativeZeroInAJsonDocumentSurvivesEncodeAndDecode() {
    byte[] bytes = pipe("[-0.0]".getBytes(StandardCharsets.UTF_8), "encode", "--codec", "jackson-databind", "--input", "-");
    assertThat(new String(bytes, StandardCharsets.UTF_8)).isEqualTo("[-0.0]");
    byte[] json = pipe(bytes, "decode", "--codec", "jackson-databind");
    assertThat(new String(json, StandardCharsets.UTF_8).trim()).isEqualTo("[-0.0]");
  }

  @Test
  void aStackOverflowInALibraryIsOneLineNamingTheCodecAndExitsOne() {
    byte[] deep = ("[".repeat(1_000) + "]".repeat(1_000)).getBytes(StandardCharsets.UTF_8);
    for (String command : new String[] {"encode", "decode"}) {
      Cli r = Cli.pipe(deep, command, "--codec", "yasson", "--input", "-");
      assertThat(r.exit).as(command + ": " + r).isEqualTo(1);
      assertThat(r.err.strip()).as(r.toString()).startsWith("wirebench " + command + ": codec yasson")
          .contains("nested too deeply").doesNotContain("\n").doesNotContain("\tat ");
    }
  }
}
