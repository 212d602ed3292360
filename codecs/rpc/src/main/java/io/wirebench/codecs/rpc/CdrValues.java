package io.wirebench.codecs.rpc;

import io.wirebench.core.model.DecimalMatrix;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;

/**
 * What goes on a CDR stream. The decimal matrix is written as the helpers IDL compilers generate
 * for {@code typedef sequence<string> Row; typedef sequence<Row> Matrix;} write it: a ulong count,
 * then each element. Other values have no IDL here; they go as a self-describing tree (one tag
 * octet, then the value in CDR), the way an application would put them in an {@code any}.
 * Strings of the tree are UTF-8 octet sequences, since CDR's {@code string} is Latin-1 here.
 */
final class CdrValues {
  private CdrValues() {}

  static void writeMatrix(DecimalMatrix m, OutputStream out) {
    List<List<String>> rows = m.getRows();
    out.write_ulong(rows.size());
    for (List<String> row : rows) {
      out.write_ulong(row.size());
      for (String cell : row) out.write_string(cell);
    }
  }

  static DecimalMatrix readMatrix(InputStream in) {
    int n = in.read_ulong();
    List<List<String>> rows = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      int cols = in.read_ulong();
      List<String> row = new ArrayList<>(cols);
      for (int j = 0; j < cols; j++) row.add(in.read_string());
      rows.add(row);
    }
    return new DecimalMatrix(rows);
  }

  static void writeTree(Object v, OutputStream out) throws IOException {
    if (v == null) {
      out.write_octet((byte) 'n');
    } else if (v instanceof Map<?, ?> m) {
      out.write_octet((byte) 'o');
      out.write_ulong(m.size());
      for (Map.Entry<?, ?> e : m.entrySet()) {
        writeText(e.getKey().toString(), out);
        writeTree(e.getValue(), out);
      }
    } else if (v instanceof List<?> l) {
      out.write_octet((byte) 'a');
      out.write_ulong(l.size());
      for (Object o : l) writeTree(o, out);
    } else if (v instanceof String s) {
      out.write_octet((byte) 's');
      writeText(s, out);
    } else if (v instanceof Boolean b) {
      out.write_octet((byte) 'b');
      out.write_boolean(b);
    } else if (v instanceof Integer i) {
      out.write_octet((byte) 'i');
      out.write_long(i);
    } else if (v instanceof Long l) {
      out.write_octet((byte) 'l');
      out.write_longlong(l);
    } else if (v instanceof Double d) {
      out.write_octet((byte) 'D');
      out.write_double(d);
    } else if (v instanceof BigInteger || v instanceof BigDecimal) {
      // exact: CDR's fixed type needs a scale declared in IDL, so the digits go as text
      out.write_octet((byte) (v instanceof BigInteger ? 'g' : 'd'));
      writeText(v.toString(), out);
    } else {
      throw new IOException("corba-cdr: no CDR mapping for " + v.getClass().getName());
    }
  }

  static Object readTree(InputStream in) throws IOException {
    byte tag = in.read_octet();
    switch (tag) {
      case 'n': return null;
      case 'o': {
        int n = in.read_ulong();
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) m.put(readText(in), readTree(in));
        return m;
      }
      case 'a': {
        int n = in.read_ulong();
        List<Object> l = new ArrayList<>(n);
        for (int i = 0; i < n; i++) l.add(readTree(in));
        return l;
      }
      case 's': return readText(in);
      case 'b': return in.read_boolean();
      case 'i': return in.read_long();
      case 'l': return in.read_longlong();
      case 'D': return in.read_double();
      case 'g': return new BigInteger(readText(in));
      case 'd': return new BigDecimal(readText(in));
      default: throw new IOException("corba-cdr: unknown tag " + (tag & 0xff) + " in the value tree");
    }
  }

  private static void writeText(String s, OutputStream out) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    out.write_ulong(b.length);
    out.write_octet_array(b, 0, b.length);
  }

  private static String readText(InputStream in) {
    byte[] b = new byte[in.read_ulong()];
    in.read_octet_array(b, 0, b.length);
    return new String(b, StandardCharsets.UTF_8);
  }
}
