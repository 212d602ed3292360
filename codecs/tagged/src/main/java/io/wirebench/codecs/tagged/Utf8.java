package io.wirebench.codecs.tagged;

/**
 * UTF-8 without a {@link java.nio.charset.CharsetDecoder}: encoding that matches
 * {@code String.getBytes(UTF_8)} (an unpaired surrogate becomes {@code '?'}), and strict decoding
 * that reports the offset of the first malformed byte instead of replacing it.
 */
final class Utf8 {
  private Utf8() {}

  /** Encodes {@code s} from char {@code i} into {@code b} at {@code p}; returns the end. */
  static int encode(String s, int i, byte[] b, int p) {
    int n = s.length();
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        b[p++] = (byte) c;
      } else if (c < 0x800) {
        b[p++] = (byte) (0xC0 | c >> 6);
        b[p++] = (byte) (0x80 | (c & 0x3F));
      } else if (Character.isSurrogate(c)) {
        int cp = i + 1 < n ? Character.codePointAt(s, i) : c;
        if (Character.isHighSurrogate(c) && cp != c) {
          b[p++] = (byte) (0xF0 | cp >> 18);
          b[p++] = (byte) (0x80 | (cp >> 12 & 0x3F));
          b[p++] = (byte) (0x80 | (cp >> 6 & 0x3F));
          b[p++] = (byte) (0x80 | (cp & 0x3F));
          i++;
        } else {
          b[p++] = '?';
        }
      } else {
        b[p++] = (byte) (0xE0 | c >> 12);
        b[p++] = (byte) (0x80 | (c >> 6 & 0x3F));
        b[p++] = (byte) (0x80 | (c & 0x3F));
      }
    }
    return p;
  }

  /**
   * Decodes {@code len} bytes of {@code b} from {@code off} into {@code out}; returns the number of
   * chars, or {@code -(1 + offset)} of the first byte that is not well-formed UTF-8.
   */
  static int decode(byte[] b, int off, int len, char[] out) {
    int end = off + len;
    int i = off;
    int o = 0;
    while (i < end) {
      int c = b[i];
      if (c >= 0) {
        out[o++] = (char) c;
        i++;
        continue;
      }
      c &= 0xFF;
      if (c >= 0xC2 && c <= 0xDF) {
        if (i + 1 >= end || !cont(b[i + 1])) return -(1 + i);
        out[o++] = (char) ((c & 0x1F) << 6 | (b[i + 1] & 0x3F));
        i += 2;
      } else if (c >= 0xE0 && c <= 0xEF) {
        if (i + 2 >= end || !cont(b[i + 1]) || !cont(b[i + 2])) return -(1 + i);
        int v = (c & 0x0F) << 12 | (b[i + 1] & 0x3F) << 6 | (b[i + 2] & 0x3F);
        if (v < 0x800 || Character.isSurrogate((char) v)) return -(1 + i);
        out[o++] = (char) v;
        i += 3;
      } else if (c >= 0xF0 && c <= 0xF4) {
        if (i + 3 >= end || !cont(b[i + 1]) || !cont(b[i + 2]) || !cont(b[i + 3])) return -(1 + i);
        int v = (c & 0x07) << 18 | (b[i + 1] & 0x3F) << 12 | (b[i + 2] & 0x3F) << 6 | (b[i + 3] & 0x3F);
        if (v < 0x10000 || v > 0x10FFFF) return -(1 + i);
        out[o++] = Character.highSurrogate(v);
        out[o++] = Character.lowSurrogate(v);
        i += 4;
      } else {
        return -(1 + i);
      }
    }
    return o;
  }

  private static boolean cont(byte x) {
    return (x & 0xC0) == 0x80;
  }
}
