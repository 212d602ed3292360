package io.wirebench.core;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;

/**
 * The one field the partial read fetches ({@link DataSet#partialPath}), as a dot path
 * ({@code rows.500.id}) followed through model objects by field name, through lists and arrays by
 * index, and through maps by key. It is the default partial read's last step, after a full decode:
 * reflection on the few steps of the path, a small cost beside the decode it follows.
 */
final class PartialPath {
  private PartialPath() {}

  /** The value at {@code path} in {@code value}; throws when the path does not lead to a value. */
  static Object get(Object value, String path) {
    Object o = value;
    for (String step : path.split("\\.")) {
      if (o == null) throw new IllegalArgumentException("path " + path + " meets null before " + step);
      o = step(o, step, path);
    }
    return o;
  }

  private static Object step(Object o, String step, String path) {
    if (o instanceof Map<?, ?> map) return map.get(step);
    if (o instanceof List<?> list) return list.get(Integer.parseInt(step));
    if (o.getClass().isArray()) return java.lang.reflect.Array.get(o, Integer.parseInt(step));
    for (Class<?> k = o.getClass(); k != null && k != Object.class; k = k.getSuperclass()) {
      try {
        Field f = k.getDeclaredField(step);
        f.setAccessible(true);
        return f.get(o);
      } catch (NoSuchFieldException e) {
        // look in the superclass
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw new IllegalArgumentException("cannot read " + step + " of " + o.getClass().getName(), e);
      }
    }
    throw new IllegalArgumentException(o.getClass().getName() + " has no field " + step + " (path " + path + ")");
  }

  /**
   * The value as the gate compares it: whole numbers as decimal text (of any type: int, long,
   * BigInteger, or a BigDecimal or double without a fraction), other numbers as their double's
   * text (as {@link FieldSink#visit(double)} has it, so that a reader may hand back a double or a
   * BigDecimal alike), enums by name, the rest as text.
   */
  static String text(Object v) {
    if (v instanceof Enum<?> e) return e.name();
    if (v instanceof Double || v instanceof Float) return FieldSink.Collecting.text(((Number) v).doubleValue());
    if (v instanceof Number n) {
      java.math.BigDecimal d = new java.math.BigDecimal(n.toString());
      // a fraction (a user's document holds them as BigDecimal) compares as readers report it, a double
      return d.signum() == 0 || d.stripTrailingZeros().scale() <= 0
          ? d.toBigInteger().toString() : FieldSink.Collecting.text(d.doubleValue());
    }
    return String.valueOf(v);
  }
}
