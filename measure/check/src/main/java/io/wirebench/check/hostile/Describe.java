package io.wirebench.check.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * What a reader gave back for a hostile document, in a few words: without recursion (the value
 * may be a million levels deep) and without printing a 100 MB string.
 */
final class Describe {
  private static final int MAX_DEPTH_WALK = 2_000_000;

  private Describe() {}

  /** What a tree of the value under the hostile field is. */
  static String node(JsonNode x, HostileCase h) {
    if (x == null || x.isMissingNode()) return "the field is gone";
    if (h.expected() != null) {
      return x.isNumber() || x.isTextual() ? number(x.isNumber() ? x.numberValue() : x.textValue(), h.expected())
          : "a " + x.getNodeType() + ", not a number";
    }
    if (h.value() instanceof Value.Nest n) {
      int d = 0;
      JsonNode cur = x;
      while (cur != null && cur.isArray()) {
        d++;
        cur = cur.isEmpty() ? null : cur.get(0);
      }
      return "arrays " + d + " deep (sent " + n.depth() + ")";
    }
    if (h.value() instanceof Value.Str s) {
      return x.isTextual() ? "a string of " + x.textValue().length() + " chars (sent " + s.length() + ")" : "a " + x.getNodeType();
    }
    if (h.value() instanceof Value.CollidingKeys k) {
      return x.isObject() ? "an object of " + x.size() + " keys (sent " + k.count() + ")" : "a " + x.getNodeType();
    }
    if (h.value() instanceof Value.DuplicateKeys) {
      return x.isObject() ? "a = " + x.get("a") + " (" + x.size() + " key" + (x.size() == 1 ? ")" : "s)") : "a " + x.getNodeType();
    }
    if (h.value() instanceof Value.Patched) {
      return x.isTextual() ? "the string " + codePoints(x.textValue()) : "a " + x.getNodeType();
    }
    return "a " + x.getNodeType();
  }

  static String value(Object back, HostileCase h) {
    if (!(back instanceof Map<?, ?> m)) return "a " + simpleName(back);
    if (!m.containsKey("x")) return "an object without x: " + m.keySet();
    Object x = m.get("x");
    if (h.expected() != null) return number(x, h.expected());
    if (h.value() instanceof Value.Nest n) return "arrays " + depth(x) + " deep (sent " + n.depth() + ")";
    if (h.value() instanceof Value.Str s) {
      return x instanceof CharSequence cs ? "a string of " + cs.length() + " chars (sent " + s.length() + ")" : "a " + simpleName(x);
    }
    if (h.value() instanceof Value.CollidingKeys k) {
      return x instanceof Map<?, ?> km ? "an object of " + km.size() + " keys (sent " + k.count() + ")" : "a " + simpleName(x);
    }
    if (h.value() instanceof Value.DuplicateKeys) {
      return x instanceof Map<?, ?> dm ? "a = " + dm.get("a") + " (" + dm.size() + " key" + (dm.size() == 1 ? ")" : "s)")
          : "a " + simpleName(x);
    }
    if (h.value() instanceof Value.Patched) {
      return x instanceof CharSequence cs ? "the string " + codePoints(cs) : "a " + simpleName(x);
    }
    return "a " + simpleName(x);
  }

  /** Whether a number came back exact, and as what. */
  static String number(Object x, String expected) {
    if (!(x instanceof Number) && !(x instanceof CharSequence)) return "a " + simpleName(x) + ", not a number";
    String text = x.toString();
    String shown = text.length() > 40 ? text.substring(0, 20) + "...(" + text.length() + " chars)" : text;
    return (same(text, expected) ? "exact: " : "CHANGED: ") + simpleName(x) + " " + shown;
  }

  /**
   * Whether two numbers' texts have the same value. A million digits are compared as text (an
   * integer's digits), since parsing them into a BigDecimal takes minutes.
   */
  static boolean same(String text, String expected) {
    if (expected.length() > 1000 || text.length() > 1000) {
      String t = text.endsWith(".0") ? text.substring(0, text.length() - 2) : text;
      return t.equals(expected);
    }
    try {
      return new BigDecimal(text).compareTo(new BigDecimal(expected)) == 0;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** How deep arrays nest along their first elements. */
  static int depth(Object x) {
    int d = 0;
    Object cur = x;
    while (d < MAX_DEPTH_WALK) {
      if (cur instanceof List<?> l) {
        d++;
        cur = l.isEmpty() ? null : l.get(0);
      } else if (cur instanceof Collection<?> c) {
        d++;
        cur = c.isEmpty() ? null : c.iterator().next();
      } else if (cur instanceof Object[] a) {
        d++;
        cur = a.length == 0 ? null : a[0];
      } else {
        break;
      }
    }
    return d;
  }

  static String codePoints(CharSequence s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < Math.min(6, s.length()); i++) {
      if (sb.length() > 0) sb.append(' ');
      sb.append(String.format("U+%04X", (int) s.charAt(i)));
    }
    if (s.length() > 6) sb.append(" ... (").append(s.length()).append(" chars)");
    return sb.length() == 0 ? "\"\" (empty)" : sb.toString();
  }

  static String simpleName(Object o) {
    return o == null ? "null" : o.getClass().getSimpleName();
  }
}
