package io.wirebench.codecs.tagged;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * A growable byte buffer that writes the tagged format's primitives. It is reused between
 * messages ({@link #reset}); nested bodies are written in place after a reserved length prefix that
 * is patched when the body ends, moving the body only when the reserved size was wrong.
 */
final class TaggedOutput {
  /** Buffers that grew beyond this are not kept for reuse, so one huge message does not pin memory. */
  static final int KEEP_LIMIT = 8 << 20;

  byte[] buf;
  int pos;

  TaggedOutput(int capacity) {
    buf = new byte[Math.max(capacity, 64)];
  }

  void reset() {
    pos = 0;
  }

  int size() {
    return pos;
  }

  byte[] toByteArray() {
    return Arrays.copyOf(buf, pos);
  }

  void writeTo(OutputStream out) throws IOException {
    out.write(buf, 0, pos);
    out.flush();
  }

  void ensure(int more) {
    if (buf.length - pos < more) {
      grow(more);
    }
  }

  private void grow(int more) {
    long need = (long) pos + more;
    if (need > Integer.MAX_VALUE - 16) {
      throw new IllegalStateException("a tagged message cannot exceed 2 GB (needs " + need + " bytes)");
    }
    long cap = Math.max(need, Math.min((long) buf.length * 2, Integer.MAX_VALUE - 16));
    buf = Arrays.copyOf(buf, (int) cap);
  }

  /** A 4-byte little-endian key (also fixed int32). */
  void writeIntLE(int v) {
    ensure(4);
    byte[] b = buf;
    int p = pos;
    b[p] = (byte) v;
    b[p + 1] = (byte) (v >>> 8);
    b[p + 2] = (byte) (v >>> 16);
    b[p + 3] = (byte) (v >>> 24);
    pos = p + 4;
  }

  void writeLongLE(long v) {
    writeIntLE((int) v);
    writeIntLE((int) (v >>> 32));
  }

  void writeUnsignedVarint(int v) {
    ensure(5);
    byte[] b = buf;
    int p = pos;
    while ((v & ~0x7F) != 0) {
      b[p++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    b[p++] = (byte) v;
    pos = p;
  }

  void writeUnsignedVarint64(long v) {
    ensure(10);
    byte[] b = buf;
    int p = pos;
    while ((v & ~0x7FL) != 0) {
      b[p++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    b[p++] = (byte) v;
    pos = p;
  }

  /** ZigZag varint, as protobuf {@code sint32}. */
  void writeSint32(int v) {
    writeUnsignedVarint((v << 1) ^ (v >> 31));
  }

  /** ZigZag varint, as protobuf {@code sint64}. */
  void writeSint64(long v) {
    writeUnsignedVarint64((v << 1) ^ (v >> 63));
  }

  /** 8 bytes IEEE 754, little-endian. */
  void writeDoubleLE(double d) {
    writeLongLE(Double.doubleToRawLongBits(d));
  }

  /** The value byte of a null. */
  void writeNullValue() {
    ensure(1);
    buf[pos++] = 0;
  }

  /** A string value: varint UTF-8 length, then the bytes; ASCII is copied without a length pass. */
  void writeString(String s) {
    int n = s.length();
    ensure((int) Math.min((long) n * 3 + 5, Integer.MAX_VALUE));
    int start = pos + varintSize(n);
    byte[] b = buf;
    int p = start;
    int i = 0;
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        break;
      }
      b[p++] = (byte) c;
    }
    if (i < n) {
      p = Utf8.encode(s, i, b, p);
    }
    int len = p - start;
    int sizeNeeded = varintSize(len);
    int sizeReserved = start - pos;
    if (sizeNeeded != sizeReserved) {
      System.arraycopy(b, start, b, pos + sizeNeeded, len);
    }
    writeUnsignedVarint(len);
    pos += len;
  }

  /** Writes raw bytes. */
  void writeBytes(byte[] src, int off, int len) {
    ensure(len);
    System.arraycopy(src, off, buf, pos, len);
    pos += len;
  }

  /**
   * Reserves {@code reserve} bytes for the varint length of a body about to be written, and
   * returns the mark to give {@link #endLength}.
   */
  int beginLength(int reserve) {
    ensure(reserve);
    int mark = pos;
    pos += reserve;
    return mark;
  }

  /** Writes the length of the body written since {@link #beginLength}, moving it if needed. */
  void endLength(int mark, int reserve) {
    int bodyStart = mark + reserve;
    int len = pos - bodyStart;
    int need = varintSize(len);
    if (need != reserve) {
      ensure(need - reserve);
      System.arraycopy(buf, bodyStart, buf, mark + need, len);
      pos += need - reserve;
    }
    int p = mark;
    int v = len;
    byte[] b = buf;
    while ((v & ~0x7F) != 0) {
      b[p++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    b[p] = (byte) v;
  }

  static int varintSize(int v) {
    if ((v & ~0x7F) == 0) return 1;
    if ((v & ~0x3FFF) == 0) return 2;
    if ((v & ~0x1FFFFF) == 0) return 3;
    if ((v & ~0xFFFFFFF) == 0) return 4;
    return 5;
  }
}
