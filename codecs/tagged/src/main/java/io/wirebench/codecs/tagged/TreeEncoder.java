package io.wirebench.codecs.tagged;

import io.wirebench.core.CodecException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Writes a value of the JSON data model (null, Boolean, Number, String, List or Collection,
 * Map with String keys) in the tagged format. One instance writes one message: it remembers the
 * key of every field name it wrote, refuses two names with one key, and writes the name table.
 */
final class TreeEncoder {
  private static final BigInteger MIN_LONG = BigInteger.valueOf(Long.MIN_VALUE);
  private static final BigInteger MAX_LONG = BigInteger.valueOf(Long.MAX_VALUE);

  private final String codec;
  private final TaggedOutput out;
  private final HashMap<String, Integer> hashes = new HashMap<>();
  private final HashMap<Integer, String> namesByKey = new HashMap<>();

  TreeEncoder(String codec, TaggedOutput out) {
    this.codec = codec;
    this.out = out;
  }

  /**
   * Writes a whole message. Nesting is refused past {@link WireType#MAX_DEPTH}; a thread whose stack
   * runs out before that depth (a small stack, or frames not yet compiled) gets the same error
   * rather than a StackOverflowError, which unwinds to here first.
   */
  void writeMessage(Object value) {
    try {
      if (value instanceof Map) {
        writeFields((Map<?, ?>) value, 1);
      } else {
        int type = typeOf(value);
        out.writeIntLE(type);
        writeValue(value, type, 1);
      }
    } catch (StackOverflowError e) {
      throw new CodecException(codec + ": the document nests deeper than this thread's stack "
          + "allows (a cycle?); the tagged format writer refuses it (limit: " + WireType.MAX_DEPTH
          + " objects and arrays)");
    }
    writeTable(out, namesByKey);
  }

  static void writeTable(TaggedOutput out, Map<Integer, String> namesByKey) {
    if (namesByKey.isEmpty()) {
      return;
    }
    int[] keys = new int[namesByKey.size()];
    int i = 0;
    for (Integer k : namesByKey.keySet()) {
      keys[i++] = k;
    }
    java.util.Arrays.sort(keys);
    out.writeIntLE(WireType.TABLE_KEY);
    int mark = out.beginLength(TaggedOutput.varintSize(keys.length * 12));
    for (int k : keys) {
      out.writeIntLE(k);
      out.writeString(namesByKey.get(k));
    }
    out.endLength(mark, TaggedOutput.varintSize(keys.length * 12));
  }

  /** The wire type a value is written with (NaN and infinities are written as null). */
  static int typeOf(Object v) {
    if (v == null) return WireType.NULL;
    if (v instanceof String) return WireType.STRING;
    if (v instanceof Integer || v instanceof Short || v instanceof Byte || v instanceof Boolean) {
      return WireType.SINT32;
    }
    if (v instanceof Long) {
      long l = (Long) v;
      return l == (int) l ? WireType.SINT32 : WireType.SINT64;
    }
    if (v instanceof Double || v instanceof Float) {
      double d = ((Number) v).doubleValue();
      return Double.isFinite(d) ? WireType.DOUBLE : WireType.NULL;
    }
    if (v instanceof BigDecimal) return doubleHoldsExactly((BigDecimal) v) ? WireType.DOUBLE : WireType.NUMBER;
    if (v instanceof BigInteger) {
      BigInteger b = (BigInteger) v;
      if (b.bitLength() < 32) return WireType.SINT32;
      return b.compareTo(MIN_LONG) >= 0 && b.compareTo(MAX_LONG) <= 0 ? WireType.SINT64 : WireType.NUMBER;
    }
    if (v instanceof Map) return WireType.MESSAGE;
    if (v instanceof Collection) return WireType.ARRAY;
    if (v instanceof CharSequence) return WireType.STRING;
    return -1;
  }

  /** True when the double nearest to {@code d} has exactly its value (so type 4 loses nothing). */
  static boolean doubleHoldsExactly(BigDecimal d) {
    double x = d.doubleValue();
    return Double.isFinite(x) && new BigDecimal(x).compareTo(d) == 0;
  }

  private void writeValue(Object v, int type, int depth) {
    switch (type) {
      case WireType.NULL:
        out.writeNullValue();
        break;
      case WireType.SINT32:
        out.writeSint32(v instanceof Boolean ? ((Boolean) v ? 1 : 0) : ((Number) v).intValue());
        break;
      case WireType.SINT64:
        out.writeSint64(((Number) v).longValue());
        break;
      case WireType.DOUBLE:
        out.writeDoubleLE(((Number) v).doubleValue());
        break;
      case WireType.STRING:
        out.writeString(v.toString());
        break;
      case WireType.NUMBER:
        out.writeString(v instanceof BigDecimal ? ((BigDecimal) v).toString() : v.toString());
        break;
      case WireType.MESSAGE: {
        int mark = out.beginLength(1);
        writeFields((Map<?, ?>) v, depth + 1);
        out.endLength(mark, 1);
        break;
      }
      case WireType.ARRAY: {
        Collection<?> c = (Collection<?>) v;
        int reserve = TaggedOutput.varintSize(c.size() * 8);
        int mark = out.beginLength(reserve);
        writeElements(c, depth + 1);
        out.endLength(mark, reserve);
        break;
      }
      default:
        throw new CodecException(codec + ": cannot write a " + v.getClass().getName()
            + " in the tagged binary format, which holds only the JSON data model"
            + " (null, Boolean, Number, String, List, Map with String keys)");
    }
  }

  private void writeElements(Collection<?> c, int depth) {
    checkDepth(depth);
    if (c.size() > WireType.MAX_ARRAY_ELEMENTS) {
      throw new CodecException(codec + ": an array of " + c.size() + " elements exceeds the format's "
          + WireType.MAX_ARRAY_ELEMENTS + " (element keys have 28 bits for the index)");
    }
    int i = 1;
    if (c instanceof List && c instanceof java.util.RandomAccess) {
      List<?> list = (List<?>) c;
      for (int n = list.size(); i <= n; i++) {
        writeElement(list.get(i - 1), i, depth);
      }
    } else {
      for (Object e : c) {
        writeElement(e, i++, depth);
      }
    }
  }

  private void writeElement(Object e, int index1, int depth) {
    int type = typeOf(e);
    out.writeIntLE(index1 << 4 | (type & 0xF));
    writeValue(e, type, depth);
  }

  private void writeFields(Map<?, ?> map, int depth) {
    checkDepth(depth);
    int n = map.size();
    int[] keys = new int[n];
    Object[] values = new Object[n];
    int i = 0;
    for (Iterator<? extends Map.Entry<?, ?>> it = map.entrySet().iterator(); it.hasNext() && i < n; i++) {
      Map.Entry<?, ?> e = it.next();
      if (!(e.getKey() instanceof String)) {
        throw new CodecException(codec + ": a map key must be a String to be a field name, not "
            + (e.getKey() == null ? "null" : e.getKey().getClass().getName() + " " + e.getKey()));
      }
      String name = (String) e.getKey();
      int type = typeOf(e.getValue());
      int key = hash(name) << 8 | (type & 0xFF);
      register(key, name);
      keys[i] = key;
      values[i] = e.getValue();
    }
    sort(keys, values, i);
    for (int j = 0; j < i; j++) {
      out.writeIntLE(keys[j]);
      writeValue(values[j], keys[j] & 0xFF, depth);
    }
  }

  private int hash(String name) {
    Integer h = hashes.get(name);
    if (h == null) {
      byte[] b = name.getBytes(StandardCharsets.UTF_8);
      h = Murmur2.hash(b, 0, b.length, Murmur2.SEED);
      if ((h & 0xFFFFFF) == 0) {
        throw new CodecException(codec + ": field \"" + name + "\" has the 24-bit hash 0, the key"
            + " the format reserves for an unnamed top-level value; rename the field");
      }
      hashes.put(name, h);
    }
    return h;
  }

  private void register(int key, String name) {
    String prev = namesByKey.putIfAbsent(key, name);
    if (prev != null && !prev.equals(name)) {
      throw new CodecException(codec + ": field names \"" + prev + "\" and \"" + name
          + "\" have the same key 0x" + String.format("%08X", key) + " (24-bit hash 0x"
          + String.format("%06X", key >>> 8) + "); the tagged format cannot tell them apart,"
          + " so the document is refused; rename one of them");
    }
  }

  /** Sorts the fields of one object by key: insertion sort for the usual few, else packed keys. */
  private static void sort(int[] keys, Object[] values, int n) {
    if (n > 32) {
      long[] packed = new long[n];
      for (int i = 0; i < n; i++) {
        packed[i] = (long) keys[i] << 32 | i;
      }
      java.util.Arrays.sort(packed);
      Object[] copy = values.clone();
      for (int i = 0; i < n; i++) {
        keys[i] = (int) (packed[i] >> 32);
        values[i] = copy[(int) packed[i]];
      }
      return;
    }
    for (int i = 1; i < n; i++) {
      int k = keys[i];
      Object v = values[i];
      int j = i - 1;
      while (j >= 0 && keys[j] > k) {
        keys[j + 1] = keys[j];
        values[j + 1] = values[j];
        j--;
      }
      keys[j + 1] = k;
      values[j + 1] = v;
    }
  }

  private void checkDepth(int depth) {
    if (depth > WireType.MAX_DEPTH) {
      throw new CodecException(codec + ": the document nests deeper than " + WireType.MAX_DEPTH
          + " objects and arrays (a cycle?); the tagged format writer refuses it");
    }
  }
}
