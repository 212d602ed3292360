package io.wirebench.codecs.tagged;

import io.wirebench.core.CodecException;
import java.nio.charset.StandardCharsets;

/**
 * Reads the tagged format's primitives from a byte array, within a limit that nested bodies
 * narrow. Every length is checked against the bytes that remain before anything is allocated, and
 * every failure is a {@link CodecException} naming the codec and the byte offset.
 */
final class TaggedInput {
  final String codec;
  final byte[] buf;
  int pos;
  int limit;
  private char[] chars = new char[64];

  TaggedInput(String codec, byte[] buf, int off, int len) {
    this.codec = codec;
    this.buf = buf;
    this.pos = off;
    this.limit = off + len;
  }

  boolean hasMore() {
    return pos < limit;
  }

  CodecException error(int offset, String what) {
    return new CodecException(codec + ": cannot decode the tagged binary input at byte offset "
        + offset + ": " + what);
  }

  private void need(int n, String what) {
    if (limit - pos < n) {
      throw error(pos, "truncated: " + what + " needs " + n + " bytes but "
          + (limit - pos) + " remain" + (limit < buf.length ? " in the enclosing body" : ""));
    }
  }

  int readIntLE() {
    need(4, "a 4-byte key or fixed int32");
    byte[] b = buf;
    int p = pos;
    pos = p + 4;
    return (b[p] & 0xff) | (b[p + 1] & 0xff) << 8 | (b[p + 2] & 0xff) << 16 | b[p + 3] << 24;
  }

  long readLongLE() {
    need(8, "an 8-byte value");
    long lo = readIntLE() & 0xFFFFFFFFL;
    long hi = readIntLE();
    return lo | hi << 32;
  }

  /** An unsigned varint of at most 10 bytes, as a 64-bit pattern. */
  long readVarint64() {
    int start = pos;
    long v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos >= limit) {
        throw error(start, "truncated varint");
      }
      byte x = buf[pos++];
      v |= (long) (x & 0x7F) << shift;
      if (x >= 0) {
        if (shift == 63 && x > 1) {
          throw error(start, "varint longer than 64 bits");
        }
        return v;
      }
    }
    throw error(start, "varint longer than 10 bytes");
  }

  /** An unsigned varint that must fit in 32 bits unsigned; returned as its 32-bit pattern. */
  int readVarint32() {
    int p = pos;
    if (p < limit) {
      byte x = buf[p];
      if (x >= 0) {
        pos = p + 1;
        return x;
      }
    }
    long v = readVarint64();
    if ((v >>> 32) != 0) {
      throw error(p, "varint " + Long.toUnsignedString(v) + " does not fit in 32 bits");
    }
    return (int) v;
  }

  /** A length prefix: checked against the bytes remaining, before anyone allocates for it. */
  int readLength(String what) {
    int start = pos;
    int len = readVarint32();
    if (len < 0 || len > limit - pos) {
      throw error(start, what + " declares " + Integer.toUnsignedString(len)
          + " bytes but only " + (limit - pos) + " remain");
    }
    return len;
  }

  int readSint32() {
    int v = readVarint32();
    return (v >>> 1) ^ -(v & 1);
  }

  long readSint64() {
    long v = readVarint64();
    return (v >>> 1) ^ -(v & 1);
  }

  /** The value of a string entry (type 7): strict UTF-8, ASCII decoded without a char pass. */
  String readString() {
    int len = readLength("string");
    return decodeUtf8(len);
  }

  String decodeUtf8(int len) {
    int p = pos;
    byte[] b = buf;
    int end = p + len;
    int i = p;
    while (i < end && b[i] >= 0) {
      i++;
    }
    pos = end;
    if (i == end) {
      return new String(b, p, len, StandardCharsets.ISO_8859_1);
    }
    if (chars.length < len) {
      chars = new char[len];
    }
    int n = Utf8.decode(b, p, len, chars);
    if (n < 0) {
      throw error(-n - 1, "malformed UTF-8 in a string of " + len + " bytes starting at offset " + p);
    }
    return new String(chars, 0, n);
  }

  /** Narrows the limit to a body of {@code len} bytes; returns the old limit to restore. */
  int pushLimit(int len) {
    int old = limit;
    limit = pos + len;
    return old;
  }

  void popLimit(int old) {
    if (pos != limit) {
      throw error(pos, "a body ended " + (limit - pos) + " bytes before its declared length");
    }
    limit = old;
  }

  /** Skips a value of {@code type} (whose key was read at {@code keyOffset}). */
  void skip(int type, int keyOffset) {
    switch (type) {
      case WireType.NULL:
      case WireType.SINT32:
      case WireType.UINT32:
      case WireType.SINT64:
        readVarint64();
        break;
      case WireType.DOUBLE:
      case WireType.FIXED64:
        need(8, WireType.name(type));
        pos += 8;
        break;
      case WireType.FIXED32:
        need(4, WireType.name(type));
        pos += 4;
        break;
      case WireType.STRING:
      case WireType.MESSAGE:
      case WireType.ARRAY:
      case WireType.TABLE:
      case WireType.NUMBER:
        int len = readLength(WireType.name(type));
        pos += len;
        break;
      default:
        throw badType(type, keyOffset);
    }
  }

  CodecException badType(int type, int keyOffset) {
    return error(keyOffset, "bad wire type " + type + " in key 0x"
        + String.format("%08X", buf[keyOffset] & 0xff | (buf[keyOffset + 1] & 0xff) << 8
            | (buf[keyOffset + 2] & 0xff) << 16 | buf[keyOffset + 3] << 24));
  }
}
