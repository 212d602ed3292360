package io.wirebench.codecs.javaobject;

import io.wirebench.core.BuiltInDataSet;
import io.wirebench.core.DataSet;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The exact classes these codecs register or allow: every class the built-in data sets declare
 * ({@link BuiltInDataSet#allModelClasses()}), or, for an untyped data set, the JDK classes of the
 * JSON data model that {@link io.wirebench.core.Json} produces. Everything else is refused on read.
 */
final class JavaTypes {
  /**
   * The declared model classes with the collection they hold first; a fixed order (declaration
   * order), since registration ids follow it.
   */
  static final List<Class<?>> MODEL = model();

  /** The JSON data model: maps, lists, strings, numbers, booleans (null needs no class). */
  static final List<Class<?>> UNTYPED = List.of(LinkedHashMap.class, ArrayList.class,
      String.class, Integer.class, Long.class, Double.class, BigInteger.class, BigDecimal.class,
      Boolean.class);

  /**
   * What the JDK's serial form of {@link #MODEL} also names: the enums' superclass, and the array
   * that {@code ArrayList.readObject} checks its size against.
   */
  static final List<Class<?>> MODEL_SERIAL_FORM = List.of(Enum.class, Object[].class);

  /** What the JDK's serial form of {@link #UNTYPED} also names: superclasses, checked arrays. */
  static final List<Class<?>> UNTYPED_SERIAL_FORM = List.of(HashMap.class, Number.class,
      Object[].class, Map.Entry[].class, byte[].class, int[].class);

  private JavaTypes() {}

  /**
   * For Java serialization and Hessian, which write only {@link java.io.Serializable} classes: a gap
   * naming a user's class that is not.
   *
   * @throws io.wirebench.core.UnsupportedDataSetException when one is not
   */
  static void requireSerializable(DataSet<?> dataSet, String library) {
    if (!dataSet.isUserClass()) return;
    List<String> not = new java.util.ArrayList<>();
    for (Class<?> c : dataSet.modelClasses()) {
      Class<?> k = c.isArray() ? c.getComponentType() : c;
      if (!k.isPrimitive() && !java.io.Serializable.class.isAssignableFrom(k)) not.add(k.getName());
    }
    if (!not.isEmpty()) {
      throw new io.wirebench.core.UnsupportedDataSetException(library + " writes only classes that implement "
          + "java.io.Serializable, and " + String.join(", ", not) + (not.size() == 1 ? " does" : " do") + " not");
    }
  }

  private static List<Class<?>> model() {
    Set<Class<?>> all = new LinkedHashSet<>();
    all.add(ArrayList.class);
    all.addAll(BuiltInDataSet.allModelClasses());
    return List.copyOf(all);
  }

  /**
   * The classes one data set's values use.
   *
   * @throws io.wirebench.core.UnsupportedDataSetException when the data set uses a class that is not declared, so
   *     that the codec reports a gap instead of failing on an unregistered class
   */
  static List<Class<?>> of(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) return UNTYPED;
    if (dataSet.isUserClass()) return dataSet.modelClasses(); // every class its value uses, sorted by name
    dataSet.requireClassesIn(MODEL);
    return MODEL;
  }
}
