package io.wirebench.core;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;

/**
 * The one field the partial read fetches ({@link DataSet#partialPath}), as a dot path
 * ({@code rows.500.id}) followed through model objects by field name, through lists and arrays by
 * index, and through maps by key. A numeric step into any other object calls its public
 * {@code apply(int)} or {@code get(int)}: Scala's sequences ({@code Vector}, {@code List}; Scala
 * case classes hold their lists in them) and collections that index but are not a
 * {@link List}. An optional value met on the way ({@code Optional}, Scala's {@code Some}) is taken
 * as what it holds. It is the default partial read's last step, after a full decode: reflection on the
 * few steps of the path, a small cost beside the decode it follows.
 */
final class PartialPath {
  private final String path;
  private final String[] steps;
  /** Per step, the model field of that name in each class met there, found once per class. */
  private final ClassValue<Field>[] fields;
  private final int[] indexes;
  /** Per class met at a numeric step that is no List or array: its public apply(int) or get(int). */
  private static final ClassValue<java.util.Optional<Method>> INDEXERS = new ClassValue<>() {
    @Override protected java.util.Optional<Method> computeValue(Class<?> type) {
      return java.util.Optional.ofNullable(indexer(type));
    }
  };

  /** Scala's {@code Some.get}, found once: the walk runs inside the measured call. */
  private static final ClassValue<Method> SOME_GET = new ClassValue<>() {
    @Override protected Method computeValue(Class<?> type) {
      try {
        return type.getMethod("get");
      } catch (NoSuchMethodException e) {
        throw new IllegalStateException(type.getName() + " has no get()", e);
      }
    }
  };

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
      } else if (indexes[i] >= 0) {
        o = indexed(o, indexes[i], path);
      } else {
        try {
          o = fields[i].get(o.getClass()).get(o);
        } catch (IllegalAccessException e) {
          throw new IllegalArgumentException("cannot read " + step + " of " + o.getClass().getName(), e);
        }
      }
      o = present(o);
    }
    return o;
  }

  /**
   * An optional value as what it holds, or null: Java's {@link java.util.Optional} and Scala's
   * {@code Some} and {@code None} (Scala case classes hold optional fields in them; the JSON holds
   * the value or nothing).
   */
  static Object present(Object o) {
    if (o == null) return null;
    if (o instanceof java.util.Optional<?> opt) return opt.orElse(null);
    Class<?> c = o.getClass();
    if (c.getName().equals("scala.None$")) return null;
    if (c.getName().equals("scala.Some")) {
      try {
        return SOME_GET.get(c).invoke(o);
      } catch (ReflectiveOperationException e) {
        throw new IllegalArgumentException("cannot take the value out of " + o, e);
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

  /** {@code o.apply(index)} or {@code o.get(index)}, found once per class. */
  private static Object indexed(Object o, int index, String path) {
    Method m = INDEXERS.get(o.getClass()).orElse(null);
    if (m == null) {
      throw new IllegalArgumentException(o.getClass().getName() + " is no list, array or map and has no "
          + "public apply(int) or get(int) to take element " + index + " with (path " + path + ")");
    }
    try {
      return m.invoke(o, index);
    } catch (IllegalAccessException e) {
      throw new IllegalArgumentException("cannot call " + m + " on " + o.getClass().getName(), e);
    } catch (InvocationTargetException e) {
      throw new IllegalArgumentException("path " + path + ": " + m.getName() + "(" + index + ") of "
          + o.getClass().getName() + " failed: " + e.getCause(), e.getCause());
    }
  }

  /**
   * A public {@code apply(int)} (Scala's {@code SeqOps}) or {@code get(int)} that returns a value,
   * declared by a public class or interface of {@code type}, so that it may be called without
   * opening the class: Scala's concrete sequences ({@code Vector1}) are not public types.
   */
  static Method indexer(Class<?> type) {
    java.util.ArrayDeque<Class<?>> todo = new java.util.ArrayDeque<>();
    java.util.Set<Class<?>> seen = new java.util.HashSet<>();
    todo.add(type);
    while (!todo.isEmpty()) {
      Class<?> k = todo.poll();
      if (!seen.add(k)) continue;
      if (Modifier.isPublic(k.getModifiers())) {
        for (String name : new String[] {"apply", "get"}) {
          try {
            Method m = k.getDeclaredMethod(name, int.class);
            if (Modifier.isPublic(m.getModifiers()) && !Modifier.isStatic(m.getModifiers())
                && m.getReturnType() != void.class) {
              return m;
            }
          } catch (NoSuchMethodException e) {
            // not declared here; look further up
          }
        }
      }
      if (k.getSuperclass() != null) todo.add(k.getSuperclass());
      todo.addAll(List.of(k.getInterfaces()));
    }
    return null;
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
