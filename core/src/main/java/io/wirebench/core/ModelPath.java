package io.wirebench.core;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * Read-modify-write's change on a user's model object: the first scalar field found depth-first
 * (a String, number or boolean, through fields, lists and arrays) gets a different value of the same
 * kind, as {@link UntypedPath} does to the first scalar of an untyped tree. The steps to that field
 * are found once, on the data set's value, and replayed on each value read: reflection on a cached
 * {@link Field}, a small cost beside a serializer's.
 */
final class ModelPath {
  /** One step: a field, or an index into a list or array. */
  private record Step(Field field, int index) {}

  private final List<Step> steps;

  private ModelPath(List<Step> steps) {
    this.steps = steps;
  }

  /** The path to the first scalar field of {@code value}; an empty path changes nothing. */
  static ModelPath firstScalar(Object value) {
    List<Step> steps = new ArrayList<>();
    return new ModelPath(find(value, steps, 0) ? List.copyOf(steps) : List.of());
  }

  private static boolean find(Object o, List<Step> steps, int depth) {
    if (o == null || depth > 32) return false;
    if (o instanceof List<?> list) {
      if (list.isEmpty()) return false;
      steps.add(new Step(null, 0));
      if (find(list.get(0), steps, depth + 1)) return true;
      steps.remove(steps.size() - 1);
      return false;
    }
    if (o.getClass().isArray()) {
      if (o.getClass().getComponentType().isPrimitive() || Array.getLength(o) == 0) return false;
      steps.add(new Step(null, 0));
      if (find(Array.get(o, 0), steps, depth + 1)) return true;
      steps.remove(steps.size() - 1);
      return false;
    }
    if (o.getClass().getName().startsWith("java.") || o.getClass().isEnum()) return false;
    List<Field> fields = new ArrayList<>();
    for (Class<?> k = o.getClass(); k != null && k != Object.class; k = k.getSuperclass()) {
      for (Field f : k.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers()) || Modifier.isFinal(f.getModifiers()) || f.isSynthetic()) continue;
        try {
          f.setAccessible(true);
        } catch (RuntimeException e) {
          continue;
        }
        fields.add(f);
      }
    }
    for (Field f : fields) {
      if (isScalar(f.getType()) && get(f, o) != null) {
        steps.add(new Step(f, -1));
        return true;
      }
    }
    for (Field f : fields) {
      if (isScalar(f.getType())) continue;
      steps.add(new Step(f, -1));
      if (find(get(f, o), steps, depth + 1)) return true;
      steps.remove(steps.size() - 1);
    }
    return false;
  }

  private static boolean isScalar(Class<?> t) {
    return t == String.class || t.isPrimitive() || Number.class.isAssignableFrom(t) || t == Boolean.class;
  }

  private static Object get(Field f, Object o) {
    try {
      return f.get(o);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Changes the field on {@code value}; returns {@code value}. */
  Object modify(Object value) {
    if (steps.isEmpty()) return value;
    Object node = value;
    for (int i = 0; i < steps.size() - 1 && node != null; i++) {
      Step s = steps.get(i);
      if (s.field() != null) node = get(s.field(), node);
      else if (node instanceof List<?> l) node = l.isEmpty() ? null : l.get(0);
      else node = Array.getLength(node) == 0 ? null : Array.get(node, 0);
    }
    if (node == null) return value;
    Field f = steps.get(steps.size() - 1).field();
    try {
      Object old = f.get(node);
      f.set(node, changed(f.getType(), old));
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
    return value;
  }

  private static Object changed(Class<?> t, Object v) {
    if (t == int.class) return (Integer) v + 1;
    if (t == long.class) return (Long) v + 1;
    if (t == double.class) return (Double) v + 1;
    if (t == float.class) return (Float) v + 1;
    if (t == short.class) return (short) ((Short) v + 1);
    if (t == byte.class) return (byte) ((Byte) v + 1);
    if (t == char.class) return (char) ((Character) v + 1);
    if (t == boolean.class) return !(Boolean) v;
    if (v instanceof Float x) return x + 1;
    if (v instanceof Short x) return (short) (x + 1);
    if (v instanceof Byte x) return (byte) (x + 1);
    if (v == null) return null;
    Object c = UntypedPath.changed(v);
    return t.isInstance(c) ? c : v;
  }
}
