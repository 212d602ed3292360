package io.wirebench.core;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A string field's characters, decoded from UTF-8 into a buffer this object reuses: what a
 * zero-copy reader's {@code access} hands to the {@link FieldSink}, so that visiting a string
 * decodes its characters, as making a String would, without allocating one per field (as
 * jackson-streaming's access hands over the parser's own decoded characters). The JDK's UTF-8
 * decoder does the work; malformed input is replaced, as {@code new String(bytes, UTF_8)} does.
 * A decoded value is valid until the next decode. Not thread-safe: one per binding, which one
 * thread uses at a time.
 */
public final class Utf8Chars {
  private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
      .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
  private CharBuffer chars = CharBuffer.allocate(64);
  private byte[] scratch = new byte[64];
  private ByteBuffer scratchView = ByteBuffer.wrap(scratch);

  /** Decodes the bytes from {@code bytes}' position to its limit (consuming them). */
  public CharSequence decode(ByteBuffer bytes) {
    // UTF-8 never gives more chars than bytes
    if (chars.capacity() < bytes.remaining()) chars = CharBuffer.allocate(Math.max(bytes.remaining(), 2 * chars.capacity()));
    chars.clear();
    decoder.reset();
    decoder.decode(bytes, chars, true);
    decoder.flush(chars);
    chars.flip();
    return chars;
  }

  /** A buffer of at least {@code length} bytes to copy a field's bytes into ({@link #decodeScratch}). */
  public byte[] scratch(int length) {
    if (scratch.length < length) {
      scratch = new byte[Math.max(length, 2 * scratch.length)];
      scratchView = ByteBuffer.wrap(scratch);
    }
    return scratch;
  }

  /** Decodes the first {@code length} bytes of {@link #scratch}. */
  public CharSequence decodeScratch(int length) {
    scratchView.clear();
    scratchView.limit(length);
    return decode(scratchView);
  }
}
