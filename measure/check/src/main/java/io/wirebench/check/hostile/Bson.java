package io.wirebench.check.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;

/**
 * Hostile BSON documents, written by hand (bsonspec.org): the nesting is written forwards with
 * its lengths computed ahead, so a depth of a million needs no recursion and no copying.
 */
final class Bson {
  private Bson() {}

  static byte[] document(String field, Value value, JsonNode extra) {
    Out body = new Out();
    element(body, field, value);
    if (extra != null) {
      for (Iterator<Map.Entry<String, JsonNode>> it = extra.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        if (!e.getKey().equals(field)) node(body, e.getKey(), e.getValue());
      }
    }
    return body.asDocument();
  }

  private static void element(Out o, String name, Value v) {
    if (v instanceof Value.Nest n) {
      // [[[...]]]: each level is an array document {"0": next}, 8 bytes more than the next
      o.type(0x04, name);
      long[] lengths = new long[n.depth()];
      for (int i = n.depth() - 1; i >= 0; i--) {
        lengths[i] = i == n.depth() - 1 ? 5 : lengths[i + 1] + 8;
      }
      for (int i = 0; i < n.depth(); i++) {
        o.int32((int) lengths[i]);
        if (i < n.depth() - 1) o.type(0x04, "0");
      }
      for (int i = 0; i < n.depth(); i++) o.write(0);
    } else if (v instanceof Value.Number num) {
      throw new IllegalArgumentException("BSON has no number type for " + num.text()
          + " (the number cases do not apply to BSON)");
    } else if (v instanceof Value.Str s) {
      o.type(0x02, name);
      byte[] b = new byte[s.length()];
      for (int i = 0; i < b.length; i++) b[i] = (byte) ('a' + i % 26);
      o.int32(b.length + 1);
      o.writeBytes(b);
      o.write(0);
    } else if (v instanceof Value.CollidingKeys k) {
      o.type(0x03, name);
      Out d = new Out();
      for (int i = 0; i < k.count(); i++) {
        d.type(0x10, Value.CollidingKeys.key(i));
        d.int32(i);
      }
      o.writeBytes(d.asDocument());
    } else if (v instanceof Value.DuplicateKeys) {
      o.type(0x03, name);
      Out x = new Out();
      x.type(0x10, "a");
      x.int32(1);
      x.type(0x10, "a");
      x.int32(2);
      o.writeBytes(x.asDocument());
    } else if (v instanceof Value.Patched p) {
      o.type(0x02, name);
      o.string(p.marker());
    }
  }

  private static void node(Out o, String name, JsonNode n) {
    if (n.isObject()) {
      o.type(0x03, name);
      Out d = new Out();
      for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        node(d, e.getKey(), e.getValue());
      }
      o.writeBytes(d.asDocument());
    } else if (n.isArray()) {
      o.type(0x04, name);
      Out d = new Out();
      for (int i = 0; i < n.size(); i++) node(d, Integer.toString(i), n.get(i));
      o.writeBytes(d.asDocument());
    } else if (n.isTextual()) {
      o.type(0x02, name);
      o.string(n.textValue());
    } else if (n.isBoolean()) {
      o.type(0x08, name);
      o.write(n.booleanValue() ? 1 : 0);
    } else if (n.isNull()) {
      o.type(0x0A, name);
    } else if (n.isIntegralNumber() && n.canConvertToInt()) {
      o.type(0x10, name);
      o.int32(n.intValue());
    } else if (n.isIntegralNumber() && n.canConvertToLong()) {
      o.type(0x12, name);
      long v = n.longValue();
      o.int32((int) v);
      o.int32((int) (v >>> 32));
    } else if (n.isNumber()) {
      o.type(0x01, name);
      long bits = Double.doubleToLongBits(new BigDecimal(n.asText()).doubleValue());
      o.int32((int) bits);
      o.int32((int) (bits >>> 32));
    } else {
      o.type(0x02, name);
      o.string(n.asText());
    }
  }

  /** A growing buffer of little-endian BSON. */
  static final class Out extends ByteArrayOutputStream {
    void type(int type, String name) {
      write(type);
      writeBytes(name.getBytes(StandardCharsets.UTF_8));
      write(0);
    }

    void int32(int v) {
      write(v);
      write(v >> 8);
      write(v >> 16);
      write(v >> 24);
    }

    void string(String s) {
      byte[] b = s.getBytes(StandardCharsets.UTF_8);
      int32(b.length + 1);
      writeBytes(b);
      write(0);
    }

    /** These elements as a document: length, elements, terminator. */
    byte[] asDocument() {
      int total = 4 + size() + 1;
      Out d = new Out();
      d.int32(total);
      d.writeBytes(toByteArray());
      d.write(0);
      return d.toByteArray();
    }
  }
}
