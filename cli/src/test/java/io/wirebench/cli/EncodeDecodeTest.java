package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class EncodeDecodeTest {
  private final InputStream stdin = EncodeCommand.stdin;
  private final OutputStream stdout = EncodeCommand.stdout;

  @AfterEach
  void restore() {
    EncodeCommand.stdin = stdin;
    EncodeCommand.stdout = stdout;
  }

  private byte[] pipe(byte[] input, String... args) {
    EncodeCommand.stdin = new ByteArrayInputStream(input);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    EncodeCommand.stdout = out;
    Cli r = Cli.run(args);
    assertThat(r.exit).as(r.toString()).isZero();
    return out.toByteArray();
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
    EncodeCommand.stdin = new ByteArrayInputStream(new byte[] {0x01, 0x00, 0x00, 0x00, (byte) 0xAC});
    EncodeCommand.stdout = new ByteArrayOutputStream();
    Cli r = Cli.run("decode", "--codec", "tagged-binary");
    assertThat(r.exit).as(r.toString()).isEqualTo(1);
    assertThat(r.err).contains("tagged-binary").contains("offset").doesNotContain("\tat ");
  }

  @Test
  void aCodecThatOnlyBindsModelsSaysSoForAJsonDocument() {
    EncodeCommand.stdin = new ByteArrayInputStream("{\"a\":1}".getBytes(StandardCharsets.UTF_8));
    Cli r = Cli.run("encode", "--codec", "jackson-streaming", "--input", "-");
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err).contains("cannot encode");
  }
}
