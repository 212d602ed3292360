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
  private final String path;
  private final String[] steps;
  /** Per step, the model field of that name in each class met there, found once per class. */
  private final ClassValue<Field>[] fields;
  private final int[] indexes;

  @SuppressWarnings("unchecked")
  private PartialPath(String path) {
    this.path = path;
    this.steps = path.split("\\.");
    this.fields = new ClassValue[steps.length];
    this.indexes = new int[steps.length];
    for (int i = 0; i < steps.length; i++) {
      String step = steps[i];
      indexes[i] = step.matches("\\d{1,9}") ? Integer.parseInt(step) : -1;
      fields[i] = new ClassValue<>() {
        @Override protected Field computeValue(Class<?> type) {
          return field(type, step, path);
        }
      };
    }
  }

  /**
   * The path split once, with its fields looked up once per class: the default partial read runs
   * it inside the measured call, after the full decode, where splitting the path and searching the
   * class for each field on every call would add work the full decode does not have.
   */
  static PartialPath compile(String path) {
    return new PartialPath(path);
  }

  /** The value at this path in {@code value}; throws when the path does not lead to a value. */
  Object get(Object value) {
    Object o = value;
    for (int i = 0; i < steps.length; i++) {
      String step = steps[i];
      if (o == null) throw new IllegalArgumentException("path " + path + " meets null before " + step);
      if (o instanceof Map<?, ?> map) {
        o = map.get(step);
      } else if (o instanceof List<?> || o.getClass().isArray()) {
        o = element(o, indexes[i], step, path);
      } else {
        try {
          o = fields[i].get(o.getClass()).get(o);
        } catch (IllegalAccessException e) {
          throw new IllegalArgumentException("cannot read " + step + " of " + o.getClass().getName(), e);
        }
      }
    }
    return o;
  }

  /** The value at {@code path} in {@code value}, outside a measured call. */
  static Object get(Object value, String path) {
    return compile(path).get(value);
  }

  private static Field field(Class<?> type, String step, String path) {
    for (Class<?> k = type; k != null && k != Object.class; k = k.getSuperclass()) {
      try {
        Field f = k.getDeclaredField(step);
        f.setAccessible(true);
        return f;
      } catch (NoSuchFieldException e) {
        // look in the superclass
      } catch (RuntimeException e) {
        throw new IllegalArgumentException("cannot read " + step + " of " + type.getName(), e);
      }
    }
    throw new IllegalArgumentException(type.getName() + " has no field " + step + " (path " + path + ")");
  }

  private static Object element(Object o, int index, String step, String path) {
    if (index < 0) throw new IllegalArgumentException("path " + path + ": " + step + " is not a list index");
    return o instanceof List<?> list ? list.get(index) : java.lang.reflect.Array.get(o, index);
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
