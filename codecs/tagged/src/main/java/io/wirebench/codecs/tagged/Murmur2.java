package io.wirebench.codecs.tagged;

import java.nio.charset.StandardCharsets;

/**
 * MurmurHash2 (Austin Appleby's classic 32-bit version, m = 0x5bd1e995, r = 24) with the seed the
 * tagged format fixes, and the keys built from it. Blocks of four bytes are read little-endian as
 * unsigned bytes; the tail bytes are mixed in as signed (sign-extended) bytes, as the format says.
 */
final class Murmur2 {
  static final int SEED = -1;
  private static final int M = 0x5bd1e995;

  private Murmur2() {}

  /** The 32-bit hash of {@code len} bytes of {@code data} from {@code off}. */
  static int hash(byte[] data, int off, int len, int seed) {
    int h = seed ^ len;
    int i = off;
    int end4 = off + (len & ~3);
    for (; i < end4; i += 4) {
      int k = (data[i] & 0xff) | (data[i + 1] & 0xff) << 8 | (data[i + 2] & 0xff) << 16
          | (data[i + 3] & 0xff) << 24;
      k *= M;
      k ^= k >>> 24;
      k *= M;
      h *= M;
      h ^= k;
    }
    switch (len & 3) {
      case 3:
        h ^= data[i + 2] << 16;
        // fall through
      case 2:
        h ^= data[i + 1] << 8;
        // fall through
      case 1:
        h ^= data[i];
        h *= M;
        break;
      default:
        break;
    }
    h ^= h >>> 13;
    h *= M;
    h ^= h >>> 15;
    return h;
  }

  /** The hash of a field name's UTF-8 bytes with the format's seed. */
  static int hash(String name) {
    byte[] b = name.getBytes(StandardCharsets.UTF_8);
    return hash(b, 0, b.length, SEED);
  }

  /** The key of field {@code name} holding a value of wire type {@code type}: {@code (h << 8) | type}. */
  static int fieldKey(String name, int type) {
    return hash(name) << 8 | type;
  }

  /** The 24 bits of a field's hash that its key keeps. */
  static int hash24(String name) {
    return hash(name) & 0xFFFFFF;
  }
}
