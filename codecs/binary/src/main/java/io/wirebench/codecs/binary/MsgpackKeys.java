package io.wirebench.codecs.binary;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;

/**
 * Field names and enum constants as MessagePack strings encoded once (header and UTF-8 bytes), so
 * writing one is a single {@code writePayload}, and reading one compares bytes in a scratch array
 * instead of making a String.
 */
final class MsgpackKeys {
  private MsgpackKeys() {}

  /** The MessagePack encoding of each string (fixstr: one header byte, then the bytes). */
  static byte[][] encode(String... names) {
    byte[][] out = new byte[names.length][];
    try (MessageBufferPacker p = MessagePack.newDefaultBufferPacker()) {
      for (int i = 0; i < names.length; i++) {
        p.clear();
        p.packString(names[i]);
        out[i] = p.toByteArray();
        if (names[i].length() > 31) throw new IllegalArgumentException("not a fixstr: " + names[i]);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  /** The encodings of an enum's constant names, by ordinal. */
  static byte[][] encode(Enum<?>[] constants) {
    return encode(Arrays.stream(constants).map(Enum::name).toArray(String[]::new));
  }

  /**
   * Reads one string and returns the index of the name it equals, or -1. Tries {@code expected}
   * first (the position the writer puts it in), then the rest, so any order is accepted.
   */
  static int match(MessageUnpacker u, byte[] scratch, byte[][] names, int expected)
      throws IOException {
    int len = u.unpackRawStringHeader();
    if (len > scratch.length) {
      u.readPayload(len);
      return -1;
    }
    u.readPayload(scratch, 0, len);
    if (expected < names.length && equal(names[expected], scratch, len)) return expected;
    for (int i = 0; i < names.length; i++) {
      if (equal(names[i], scratch, len)) return i;
    }
    return -1;
  }

  private static boolean equal(byte[] name, byte[] scratch, int len) {
    return name.length - 1 == len && Arrays.equals(name, 1, name.length, scratch, 0, len);
  }
}
