package io.wirebench.codecs.tagged;

import io.wirebench.core.CodecException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The tagged binary format of {@code docs/tagged-binary.md}, for values of the JSON data
 * model: {@code null}, {@link Boolean}, {@link Number} ({@code Integer}, {@code Long},
 * {@code BigInteger}, {@code Double}, {@code Float}, {@code BigDecimal}), {@link String},
 * {@link java.util.List} (any {@link java.util.Collection}) and {@link java.util.Map} with String
 * keys.
 *
 * <p>What does not come back as it went in: booleans are written as int32 0 and 1, so they read
 * back as the Integers 0 and 1 (an untyped reader cannot tell {@code true} from {@code 1}); NaN and
 * infinities are written as null; a BigDecimal a double holds exactly is written as a double and
 * reads back as a {@link Double} of the same value; Short and Byte read back as Integer.
 *
 * <p>Errors are {@link CodecException}s: a document the format cannot hold (two field names with
 * the same key, a non-String map key, a type outside the data model) on writing; input that is not
 * a well-formed message on reading, with the byte offset where decoding failed. Decoding checks
 * every length against the bytes that remain before allocating, so corrupt input fails fast.
 * All methods are thread-safe.
 */
public final class TaggedBinary {
  /** The codec name error messages use. */
  static final String NAME = "tagged-binary";

  private TaggedBinary() {}

  /** Encodes a value of the JSON data model as one complete message. */
  public static byte[] encode(Object value) {
    TaggedOutput out = new TaggedOutput(256);
    new TreeEncoder(NAME, out).writeMessage(value);
    return out.toByteArray();
  }

  /** Encodes a value as one complete message into {@code out}, which is flushed, not closed. */
  public static void encode(Object value, OutputStream out) throws IOException {
    TaggedOutput buf = new TaggedOutput(256);
    new TreeEncoder(NAME, buf).writeMessage(value);
    buf.writeTo(out);
  }

  /** Decodes one complete message (all of {@code bytes}). */
  public static Object decode(byte[] bytes) {
    return decode(bytes, 0, bytes.length);
  }

  /** Decodes one complete message: {@code len} bytes of {@code bytes} from {@code off}. */
  public static Object decode(byte[] bytes, int off, int len) {
    return new TreeDecoder(new TaggedInput(NAME, bytes, off, len)).readMessage();
  }

  /**
   * Decodes one message: all the bytes up to the end of {@code in} (a message has no overall
   * length; its name table is its last entry). The stream is not closed.
   */
  public static Object decode(InputStream in) throws IOException {
    return decode(in.readAllBytes());
  }
}
