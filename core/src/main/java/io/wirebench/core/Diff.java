package io.wirebench.core;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Finds the first difference between two values, deeply: model objects field by field, maps by
 * key, lists by index, numbers by value (so {@code 10}, {@code 10L} and {@code 10.0} are equal, as
 * they are in JSON).
 */
public final class Diff {
  private static final Object ABSENT = new Object() {
    @Override public String toString() {
      return "(absent)";
    }
  };

  private final boolean emptyIsAbsent;

  private Diff(boolean emptyIsAbsent) {
    this.emptyIsAbsent = emptyIsAbsent;
  }

  /** One difference: where, and the two values there. */
  public record Difference(String path, Object expected, Object actual) {
    @Override public String toString() {
      return "at " + path + ": expected " + show(expected) + " but was " + show(actual);
    }
  }

  /** The first difference between two values, or empty when they are deeply equal. */
  public static Optional<Difference> first(Object expected, Object actual) {
    return Optional.ofNullable(new Diff(false).diff("$", expected, actual));
  }

  /**
   * The first difference between two JSON documents in untyped form, where a field that is
   * absent, null, an empty array or an empty object are the same: libraries may omit nulls
   * (Gson's default) and empty fields (Jackson's NON_EMPTY, sjson-new, jsoniter-scala's default).
   * Whether the reader restores such a field is checked on the values read back, by
   * {@link #first}, which tells null from an empty list.
   */
  public static Optional<Difference> firstJson(Object expected, Object actual) {
    return Optional.ofNullable(new Diff(true).diff("$", expected, actual));
  }

  private Difference diff(String path, Object e, Object a) {
    if (e == a) return null;
    if (e == null || a == null) return new Difference(path, e, a);
    if (e instanceof Number && a instanceof Number) {
      return numbersEqual((Number) e, (Number) a) ? null : new Difference(path, e, a);
    }
    if (e instanceof Map && a instanceof Map) return maps(path, (Map<?, ?>) e, (Map<?, ?>) a);
    if (e instanceof List && a instanceof List) return lists(path, (List<?>) e, (List<?>) a);
    if (e instanceof byte[] && a instanceof byte[]) return bytes(path, (byte[]) e, (byte[]) a);
    if (isSequence(e) && isSequence(a)) return lists(path, asList(e), asList(a));
    if (e.equals(a)) return null;
    if (e.getClass() != a.getClass() || isOpaque(e.getClass()) || e instanceof Collection) {
      return new Difference(path, e, a);
    }
    for (Class<?> c = e.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers()) || f.isSynthetic()) continue;
        try {
          f.setAccessible(true);
          Difference d = diff(path + "." + f.getName(), f.get(e), f.get(a));
          if (d != null) return d;
        } catch (ReflectiveOperationException | RuntimeException ex) {
          return new Difference(path, e, a);
        }
      }
    }
    // every field is the same: equal, unless the class defines equals() and that says otherwise
    return UserClasses.declaresEquals(e.getClass()) ? new Difference(path, e, a) : null;
  }

  private Difference maps(String path, Map<?, ?> e, Map<?, ?> a) {
    for (Map.Entry<?, ?> entry : e.entrySet()) {
      Object key = entry.getKey();
      String p = path + "." + key;
      if (!a.containsKey(key)) {
        if (emptyIsAbsent && isEmpty(entry.getValue())) continue;
        return new Difference(p, entry.getValue(), ABSENT);
      }
      Difference d = diff(p, entry.getValue(), a.get(key));
      if (d != null) return d;
    }
    for (Map.Entry<?, ?> entry : a.entrySet()) {
      if (!e.containsKey(entry.getKey()) && !(emptyIsAbsent && isEmpty(entry.getValue()))) {
        return new Difference(path + "." + entry.getKey(), ABSENT, entry.getValue());
      }
    }
    return null;
  }

  private Difference lists(String path, List<?> e, List<?> a) {
    int n = Math.min(e.size(), a.size());
    for (int i = 0; i < n; i++) {
      Difference d = diff(path + "[" + i + "]", e.get(i), a.get(i));
      if (d != null) return d;
    }
    if (e.size() != a.size()) {
      return new Difference(path + "[" + n + "]", n < e.size() ? e.get(n) : ABSENT,
          n < a.size() ? a.get(n) : ABSENT);
    }
    return null;
  }

  /** Null, an empty list or an empty map: what a library that omits empty fields leaves out. */
  private static boolean isEmpty(Object o) {
    return o == null || (o instanceof Collection && ((Collection<?>) o).isEmpty())
        || (o instanceof Map && ((Map<?, ?>) o).isEmpty());
  }

  private static boolean isSequence(Object o) {
    return o instanceof List || o.getClass().isArray();
  }

  /** Byte arrays compare in bulk: boxing every byte of a large encoding costs seconds. */
  private static Difference bytes(String path, byte[] e, byte[] a) {
    int i = java.util.Arrays.mismatch(e, a);
    if (i < 0) return null;
    if (i >= e.length || i >= a.length) {
      return new Difference(path + ".length", e.length, a.length);
    }
    return new Difference(path + "[" + i + "]", e[i], a[i]);
  }

  private static List<?> asList(Object seq) {
    if (seq instanceof List) return (List<?>) seq;
    Object array = seq;
    int n = Array.getLength(array);
    List<Object> list = new ArrayList<>(n);
    for (int i = 0; i < n; i++) list.add(Array.get(array, i));
    return list;
  }

  private static boolean isOpaque(Class<?> c) {
    return c.isEnum() || c.isPrimitive() || c.getName().startsWith("java.")
        || CharSequence.class.isAssignableFrom(c);
  }

  static boolean numbersEqual(Number e, Number a) {
    if (e.equals(a)) return true;
    try {
      return new BigDecimal(e.toString()).compareTo(new BigDecimal(a.toString())) == 0;
    } catch (NumberFormatException nan) {
      return Double.compare(e.doubleValue(), a.doubleValue()) == 0;
    }
  }

  static String show(Object v) {
    if (v == null) return "null";
    String s = v instanceof CharSequence ? "\"" + v + "\"" : String.valueOf(v);
    if (s.length() > 120) s = s.substring(0, 117) + "...";
    return Objects.toString(s);
  }
}
