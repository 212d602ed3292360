package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class Utf8CharsTest {
  @Test
  void decodesAsAStringWouldReusingItsBuffers() {
    Utf8Chars c = new Utf8Chars();
    String[] samples = {"", "Paris", "Zürich — 東京 😀", "x".repeat(500), "a"};
    for (String s : samples) {
      byte[] b = s.getBytes(StandardCharsets.UTF_8);
      ByteBuffer bb = ByteBuffer.allocate(b.length + 6);
      bb.position(3);
      bb.put(b);
      bb.position(3).limit(3 + b.length);
      assertThat(c.decode(bb).toString()).isEqualTo(s);
      System.arraycopy(b, 0, c.scratch(b.length), 0, b.length);
      CharSequence chars = c.decodeScratch(b.length);
      assertThat(chars.length()).isEqualTo(s.length());
      assertThat(chars.toString()).isEqualTo(s);
    }
    // malformed input is replaced, as new String(bytes, UTF_8) does
    byte[] bad = {'a', (byte) 0xC3, 'b'};
    assertThat(c.decode(ByteBuffer.wrap(bad)).toString()).isEqualTo(new String(bad, StandardCharsets.UTF_8));
  }
}
