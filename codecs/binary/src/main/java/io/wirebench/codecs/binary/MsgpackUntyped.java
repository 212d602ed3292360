package io.wirebench.codecs.binary;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.msgpack.core.MessageFormat;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;

/**
 * The JSON data model (maps, lists, strings, numbers, booleans, null) over msgpack-core, for
 * untyped data sets. MessagePack has no decimal type: decimals are written as float64, so one with
 * more digits than a double holds does not round-trip exactly.
 */
final class MsgpackUntyped {
  private MsgpackUntyped() {}

  static void write(MessagePacker p, Object v) throws IOException {
    if (v == null) {
      p.packNil();
    } else if (v instanceof String) {
      p.packString((String) v);
    } else if (v instanceof Map) {
      Map<?, ?> map = (Map<?, ?>) v;
      p.packMapHeader(map.size());
      for (Map.Entry<?, ?> e : map.entrySet()) {
        p.packString(String.valueOf(e.getKey()));
        write(p, e.getValue());
      }
    } else if (v instanceof List) {
      List<?> list = (List<?>) v;
      p.packArrayHeader(list.size());
      for (Object o : list) write(p, o);
    } else if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
      p.packLong(((Number) v).longValue());
    } else if (v instanceof BigInteger) {
      p.packBigInteger((BigInteger) v);
    } else if (v instanceof Boolean) {
      p.packBoolean((Boolean) v);
    } else if (v instanceof Float) {
      p.packFloat((Float) v);
    } else if (v instanceof Number) {
      p.packDouble(((Number) v).doubleValue());
    } else {
      throw new IOException("not in the JSON data model: " + v.getClass().getName());
    }
  }

  static Object read(MessageUnpacker u) throws IOException {
    MessageFormat f = u.getNextFormat();
    switch (f.getValueType()) {
      case NIL:
        u.unpackNil();
        return null;
      case BOOLEAN:
        return u.unpackBoolean();
      case INTEGER:
        if (f == MessageFormat.UINT64) {
          BigInteger b = u.unpackBigInteger();
          return b.bitLength() < 64 ? (Object) b.longValue() : b;
        }
        long l = u.unpackLong();
        return l == (int) l ? (Object) (int) l : (Object) l;
      case FLOAT:
        return BigDecimal.valueOf(u.unpackDouble());
      case STRING:
        return u.unpackString();
      case ARRAY: {
        int n = u.unpackArrayHeader();
        List<Object> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) list.add(read(u));
        return list;
      }
      case MAP: {
        int n = u.unpackMapHeader();
        Map<String, Object> map = new LinkedHashMap<>(Math.max(4, n * 4 / 3 + 1));
        for (int i = 0; i < n; i++) map.put(u.unpackString(), read(u));
        return map;
      }
      default:
        throw new IOException("MessagePack " + f + " is not in the JSON data model");
    }
  }
}
