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
  /** In a JSON comparison: the first number written in other digits than the reference's, and how many. */
  private Difference firstNote;
  private int notes;

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

  /**
   * A JSON comparison's outcome: the first difference, if any; and the numbers whose text differs
   * from the reference's but which read back as the same value of their field's type (how many,
   * and the first), which are a note on the output, not a difference.
   */
  public record JsonComparison(Optional<Difference> difference, int notes, Difference firstNote) {
    /**
     * One line about the notes, or empty when there are none: {@code "1 number, at $.lat:
     * -26.06677 written as -26.066770000000002 (the same double)"}.
     */
    public String describeNotes() {
      if (notes == 0) return "";
      String type = firstNote.expected() instanceof Float ? "float" : "double";
      return notes + (notes == 1 ? " number, at " : " numbers, the first at ") + firstNote.path() + ": "
          + show(firstNote.expected()) + " written as " + show(firstNote.actual()) + " (the same " + type + ")";
    }
  }

  /**
   * Compares two JSON documents as {@link #firstJson} does, with each number of {@code expected}
   * compared as the type it is: a {@code Double} (a {@code double} field's value, see
   * {@link Json#typedUntyped}) equals a number whose text parses to the same {@code double}, a
   * {@code Float} one whose text parses to the same {@code float}; integers and {@code BigDecimal}s
   * by their exact value, as everywhere. A number equal only as its type (fastjson2 writes the
   * double -26.06677 as {@code -26.066770000000002}, which reads back as the same double) is not a
   * difference but a note ({@link JsonComparison#notes}).
   */
  public static JsonComparison compareJson(Object expected, Object actual) {
    Diff d = new Diff(true);
    Difference first = d.diff("$", expected, actual);
    return new JsonComparison(Optional.ofNullable(first), d.notes, d.firstNote);
  }

  private Difference diff(String path, Object e, Object a) {
    if (e == a) return null;
    if (e == null || a == null) return new Difference(path, e, a);
    if (e instanceof Number && a instanceof Number) {
      if (numbersEqual((Number) e, (Number) a)) return null;
      if (emptyIsAbsent && sameValueOfItsType((Number) e, (Number) a)) {
        if (notes++ == 0) firstNote = new Difference(path, e, a);
        return null;
      }
      return new Difference(path, e, a);
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

  /**
   * Whether {@code actual}, read as the type {@code expected} has, is {@code expected}: for a
   * {@code Double}, whether its text parses to the same {@code double}; for a {@code Float}, to the
   * same {@code float}. False for every other type, which {@link #numbersEqual} compares exactly.
   */
  static boolean sameValueOfItsType(Number expected, Number actual) {
    try {
      if (expected instanceof Double) {
        return Double.compare(expected.doubleValue(), Double.parseDouble(actual.toString())) == 0;
      }
      if (expected instanceof Float) {
        return Float.compare(expected.floatValue(), Float.parseFloat(actual.toString())) == 0;
      }
    } catch (NumberFormatException notANumberText) {
      return false;
    }
    return false;
  }

  static String show(Object v) {
    if (v == null) return "null";
    String s = v instanceof CharSequence ? "\"" + v + "\"" : String.valueOf(v);
    if (s.length() > 120) s = s.substring(0, 117) + "...";
    return Objects.toString(s);
  }
}
