package io.wirebench.codecs.tagged;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a tagged message into the JSON data model: objects become {@link LinkedHashMap}s (in key
 * order), arrays {@link ArrayList}s, type 1 and 5 {@link Integer}, type 2 Integer or Long, type 3
 * and 6 {@link Long}, type 4 {@link Double}, type 11 {@link BigInteger} when its text is an integer
 * and {@link BigDecimal} otherwise. Booleans were written as int32 0 and 1 and read back as
 * Integers: the format cannot tell {@code true} from {@code 1}.
 */
final class TreeDecoder {
  private final TaggedInput in;
  private NameTable table = NameTable.EMPTY;

  TreeDecoder(TaggedInput in) {
    this.in = in;
  }

  /** Reads a whole message: an object, or a single unnamed top-level value. */
  Object readMessage() {
    int end = in.limit;
    table = NameTable.locate(in);
    Object result;
    if (in.limit - in.pos >= 4 && isUnnamedValueKey(peekIntLE())) {
      int keyOffset = in.pos;
      int type = in.readIntLE();
      result = readValue(type, keyOffset, 1);
      if (in.hasMore()) {
        throw in.error(in.pos, "a top-level " + WireType.name(type)
            + " is the only entry before the name table, but more bytes follow it");
      }
    } else {
      result = readFields(1);
    }
    in.pos = in.limit;
    in.limit = end;
    return result;
  }

  /** Key {@code type} with hash 0 marks a top-level value that is not an object. */
  static boolean isUnnamedValueKey(int key) {
    return key >= 0 && key <= WireType.NUMBER && key != WireType.MESSAGE && key != WireType.TABLE;
  }

  private int peekIntLE() {
    byte[] b = in.buf;
    int p = in.pos;
    return (b[p] & 0xff) | (b[p + 1] & 0xff) << 8 | (b[p + 2] & 0xff) << 16 | b[p + 3] << 24;
  }

  private Map<String, Object> readFields(int depth) {
    checkDepth(depth);
    Map<String, Object> map = new LinkedHashMap<>();
    boolean first = true;
    int prev = 0;
    while (in.hasMore()) {
      int keyOffset = in.pos;
      int key = in.readIntLE();
      if (!first && key <= prev) {
        throw in.error(keyOffset, "field keys are not in ascending order (0x"
            + Integer.toHexString(key) + " after 0x" + Integer.toHexString(prev) + ")");
      }
      first = false;
      prev = key;
      int type = key & 0xFF;
      if (type == WireType.TABLE) {
        throw in.error(keyOffset, "a field-name table inside a nested message");
      }
      Object value = readValue(type, keyOffset, depth);
      map.put(table.name(key), value);
    }
    return map;
  }

  private List<Object> readElements(int depth) {
    checkDepth(depth);
    List<Object> list = new ArrayList<>();
    while (in.hasMore()) {
      int keyOffset = in.pos;
      int key = in.readIntLE();
      int expected = list.size() + 1;
      if (key >>> 4 != expected) {
        throw in.error(keyOffset, "array element key 0x" + Integer.toHexString(key)
            + " does not have index " + expected + " (keys are ((i + 1) << 4) | type, in order)");
      }
      list.add(readValue(key & 0xF, keyOffset, depth));
    }
    return list;
  }

  private Object readValue(int type, int keyOffset, int depth) {
    switch (type) {
      case WireType.NULL: {
        long v = in.readVarint64();
        if (v != 0) {
          throw in.error(keyOffset + 4, "a null value must be the byte 00");
        }
        return null;
      }
      case WireType.SINT32:
        return in.readSint32();
      case WireType.UINT32: {
        long v = in.readVarint32() & 0xFFFFFFFFL;
        return v <= Integer.MAX_VALUE ? (Object) (int) v : (Object) v;
      }
      case WireType.SINT64:
        return in.readSint64();
      case WireType.DOUBLE:
        return Double.longBitsToDouble(in.readLongLE());
      case WireType.FIXED32:
        return in.readIntLE();
      case WireType.FIXED64:
        return in.readLongLE();
      case WireType.STRING:
        return in.readString();
      case WireType.NUMBER:
        return number(in.pos, in.readString());
      case WireType.MESSAGE:
      case WireType.ARRAY: {
        int len = in.readLength(WireType.name(type));
        int old = in.pushLimit(len);
        Object v = type == WireType.MESSAGE ? readFields(depth + 1) : readElements(depth + 1);
        in.popLimit(old);
        return v;
      }
      default:
        throw in.badType(type, keyOffset);
    }
  }

  private Object number(int offset, String text) {
    try {
      boolean integer = !text.isEmpty();
      for (int i = 0; i < text.length() && integer; i++) {
        char c = text.charAt(i);
        integer = c >= '0' && c <= '9' || i == 0 && (c == '-' || c == '+') && text.length() > 1;
      }
      return integer ? new BigInteger(text) : new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw in.error(offset, "a number (type 11) that is not decimal text: \""
          + (text.length() > 40 ? text.substring(0, 40) + "..." : text) + "\"");
    }
  }

  private void checkDepth(int depth) {
    if (depth > WireType.MAX_DEPTH) {
      throw in.error(in.pos, "objects and arrays nest deeper than " + WireType.MAX_DEPTH);
    }
  }
}
