package io.wirebench.check.hostile;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A hostile value: what the case puts under the key {@code "x"} of the document. Each writes
 * itself as JSON text and through a Jackson 2 generator (Smile, CBOR, MessagePack, Ion), without
 * recursion, so that a depth of a million costs wirebench no stack.
 */
sealed interface Value {
  /** Writes the value as JSON text. */
  void json(StringBuilder out);

  /** Writes the value through a generator. */
  void write(JsonGenerator g) throws IOException;

  /** Arrays nested {@code depth} deep, the innermost empty. */
  record Nest(int depth) implements Value {
    @Override public void json(StringBuilder out) {
      out.append("[".repeat(depth)).append("]".repeat(depth));
    }

    @Override public void write(JsonGenerator g) throws IOException {
      for (int i = 0; i < depth; i++) g.writeStartArray();
      for (int i = 0; i < depth; i++) g.writeEndArray();
    }
  }

  /** A number, written as the text given (JSON) or as a BigInteger/BigDecimal (binary formats). */
  record Number(String text) implements Value {
    BigDecimal exact() {
      return new BigDecimal(text);
    }

    @Override public void json(StringBuilder out) {
      out.append(text);
    }

    @Override public void write(JsonGenerator g) throws IOException {
      if (text.matches("9+")) {
        // 10^n - 1: built by squaring in milliseconds, where parsing a million digits takes minutes
        g.writeNumber(BigInteger.TEN.pow(text.length()).subtract(BigInteger.ONE));
      } else if (text.matches("-?\\d+")) {
        g.writeNumber(new BigInteger(text));
      } else {
        g.writeNumber(new BigDecimal(text));
      }
    }
  }

  /** A string of {@code length} ASCII letters. */
  record Str(int length) implements Value {
    @Override public void json(StringBuilder out) {
      out.append('"');
      for (int i = 0; i < length; i++) out.append((char) ('a' + i % 26));
      out.append('"');
    }

    @Override public void write(JsonGenerator g) throws IOException {
      char[] c = new char[length];
      for (int i = 0; i < length; i++) c[i] = (char) ('a' + i % 26);
      g.writeString(c, 0, length);
    }
  }

  /**
   * An object of {@code count} keys that all have the same {@link String#hashCode}: every key is
   * a string of 17 blocks, each "Aa" or "BB" (both hash to 2112).
   */
  record CollidingKeys(int count) implements Value {
    static String key(int i) {
      StringBuilder sb = new StringBuilder(34);
      for (int b = 16; b >= 0; b--) sb.append(((i >> b) & 1) == 0 ? "Aa" : "BB");
      return sb.toString();
    }

    @Override public void json(StringBuilder out) {
      out.append('{');
      for (int i = 0; i < count; i++) {
        if (i > 0) out.append(',');
        out.append('"').append(key(i)).append("\":").append(i);
      }
      out.append('}');
    }

    @Override public void write(JsonGenerator g) throws IOException {
      g.writeStartObject();
      for (int i = 0; i < count; i++) {
        g.writeFieldName(key(i));
        g.writeNumber(i);
      }
      g.writeEndObject();
    }
  }

  /** {@code {"a": 1, "a": 2}}. */
  record DuplicateKeys() implements Value {
    @Override public void json(StringBuilder out) {
      out.append("{\"a\":1,\"a\":2}");
    }

    @Override public void write(JsonGenerator g) throws IOException {
      g.writeStartObject();
      g.writeNumberField("a", 1);
      g.writeNumberField("a", 2);
      g.writeEndObject();
    }
  }

  /**
   * A string whose encoded bytes are patched after writing: {@link Input} replaces the marker's
   * UTF-8 bytes with {@code patch}, so the length prefixes stay right and only the bytes are bad.
   *
   * @param marker a string written as is, whose UTF-8 bytes are found in the output
   * @param patch the bytes put in their place (the same length)
   * @param jsonText the JSON text of the value, when JSON can say it without patching (an
   *     escaped lone surrogate), or null to patch the JSON bytes too
   */
  record Patched(String marker, byte[] patch, String jsonText) implements Value {
    @Override public void json(StringBuilder out) {
      out.append(jsonText != null ? jsonText : '"' + marker + '"');
    }

    @Override public void write(JsonGenerator g) throws IOException {
      g.writeString(marker);
    }
  }
}
