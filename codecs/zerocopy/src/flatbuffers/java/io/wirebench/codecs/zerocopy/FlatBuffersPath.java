package io.wirebench.codecs.zerocopy;

import com.google.flatbuffers.Table;
import io.wirebench.core.PathSteps;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * The partial read ({@code rows.500.id}) as FlatBuffers field access: the path is resolved once,
 * at bind time, into the generated accessors it names (a field name is its accessor:
 * {@code first_name} is {@code firstName()}; a vector field takes the index that follows it,
 * {@code rows(500)}, checked against {@code rowsLength()}); a read then calls those accessors on
 * the buffer and decodes only the field at the end. Nothing else of the buffer is touched.
 *
 * <p>FlatBuffers has no vector of vectors, so a list of lists is a vector of tables of one vector
 * each ({@code FbDecimalRow.values}): an index that follows an index goes into that one vector.
 * An enum field reads as its constant's name ({@link FlatBuffersTypes#ENUM_NAMES}).
 *
 * <p>The accessors are called through method handles held by the binding, which the JIT cannot
 * fold into direct calls: a few nanoseconds a step more than code written for one fixed path
 * ({@code root.rows(500).id()}), the price of following any path the data set names.
 */
final class FlatBuffersPath {
  private static final MethodHandles.Lookup LOOKUP = MethodHandles.publicLookup();

  /** One accessor call: a field ({@code index < 0}), or an element of a vector field. */
  private record Step(String name, MethodHandle get, MethodHandle length, int index, String[] enumNames) {
    Object apply(Object table, String path) throws Throwable {
      Object v;
      if (length == null) {
        v = get.invokeExact(table);
      } else {
        int n = (int) length.invokeExact(table);
        if (index >= n) {
          throw new IndexOutOfBoundsException("path " + path + ": " + name + " has " + n
              + " elements, so there is no element " + index);
        }
        v = get.invokeExact(table, index);
      }
      if (enumNames != null) {
        byte code = (Byte) v;
        return code == 0 ? null : enumNames[code];
      }
      return v;
    }
  }

  private final String path;
  private final Step[] steps;
  /** Why the path could not be resolved, or null. */
  private final IllegalArgumentException problem;

  private FlatBuffersPath(String path, Step[] steps, IllegalArgumentException problem) {
    this.path = path;
    this.steps = steps;
    this.problem = problem;
  }

  /** A path that could not be resolved: every read throws {@code problem}'s message. */
  static FlatBuffersPath failing(IllegalArgumentException problem) {
    return new FlatBuffersPath(null, new Step[0], problem);
  }

  /**
   * The accessors {@code path} names from the root table {@code root}.
   *
   * @throws IllegalArgumentException when the tables have no such field, or the path goes on
   *     past a scalar or stops at a table
   */
  static FlatBuffersPath resolve(Class<? extends Table> root, String path) {
    PathSteps parts = PathSteps.of(path);
    List<Step> steps = new ArrayList<>();
    Class<?> type = root;
    for (int i = 0; i < parts.size(); i++) {
      if (!Table.class.isAssignableFrom(type)) {
        throw new IllegalArgumentException("path " + path + ": " + parts.name(i - 1) + " is a "
            + type.getSimpleName() + ", which has no field " + parts.name(i));
      }
      String field = parts.name(i);
      int index = -1;
      if (parts.isIndex(i)) {
        field = onlyVector(type, path);
        index = parts.index(i);
      } else if (hasMethod(type, field + "Length")) {
        if (!parts.isIndex(i + 1)) {
          throw new IllegalArgumentException("path " + path + ": " + field + " is a vector; an index must follow it");
        }
        index = parts.index(++i);
      }
      steps.add(step(type, field, index, path));
      type = returnType(type, field, index);
    }
    if (Table.class.isAssignableFrom(type)) {
      throw new IllegalArgumentException("path " + path + " ends at the table " + type.getSimpleName()
          + "; name one of its fields");
    }
    return new FlatBuffersPath(path, steps.toArray(new Step[0]), null);
  }

  /** The field at the end of the path in the buffer whose root table is {@code root}. */
  Object read(Table root) {
    if (problem != null) throw new IllegalArgumentException(problem.getMessage(), problem);
    Object o = root;
    try {
      for (Step s : steps) {
        o = s.apply(o, path);
        if (o == null) return null;
      }
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("path " + path + ": " + e, e);
    }
    return o;
  }

  private static Step step(Class<?> type, String field, int index, String path) {
    try {
      Method m = index < 0 ? type.getMethod(field) : type.getMethod(field, int.class);
      MethodHandle get = LOOKUP.unreflect(m);
      MethodHandle length = null;
      if (index < 0) {
        get = get.asType(MethodType.methodType(Object.class, Object.class));
      } else {
        get = get.asType(MethodType.methodType(Object.class, Object.class, int.class));
        length = LOOKUP.findVirtual(type, field + "Length", MethodType.methodType(int.class))
            .asType(MethodType.methodType(int.class, Object.class));
      }
      String[] names = FlatBuffersTypes.ENUM_NAMES.get(type.getSimpleName() + "." + field);
      return new Step(field, get, length, index, names);
    } catch (NoSuchMethodException e) {
      throw new IllegalArgumentException("path " + path + ": the FlatBuffers table "
          + type.getSimpleName() + " has no field " + field, e);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot call " + type.getSimpleName() + "." + field, e);
    }
  }

  private static Class<?> returnType(Class<?> type, String field, int index) {
    try {
      return (index < 0 ? type.getMethod(field) : type.getMethod(field, int.class)).getReturnType();
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The one vector field of a table that stands for a list of a list. */
  private static String onlyVector(Class<?> type, String path) {
    List<String> vectors = new ArrayList<>();
    for (Method m : type.getDeclaredMethods()) {
      String n = m.getName();
      if (n.endsWith("Length") && m.getParameterCount() == 0) vectors.add(n.substring(0, n.length() - 6));
    }
    if (vectors.size() != 1) {
      throw new IllegalArgumentException("path " + path + ": an index cannot follow an index into "
          + type.getSimpleName() + ", which holds " + vectors.size() + " vectors, not one");
    }
    return vectors.get(0);
  }

  private static boolean hasMethod(Class<?> type, String name) {
    try {
      type.getMethod(name);
      return true;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }
}
