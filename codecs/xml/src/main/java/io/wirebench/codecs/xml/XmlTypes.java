package io.wirebench.codecs.xml;

import io.wirebench.core.BuiltInDataSet;
import io.wirebench.core.DataSet;
import io.wirebench.core.model.Person;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The classes an XML document of a data set may name, and the element names they get. */
final class XmlTypes {
  /**
   * Every class the built-in data sets declare ({@link BuiltInDataSet#allModelClasses()}), with the
   * one collection and scalar class they use first.
   */
  static final List<Class<?>> MODEL = model();

  /** The JSON data model as {@link io.wirebench.core.Json} produces it (null needs no class). */
  static final List<Class<?>> UNTYPED = List.of(LinkedHashMap.class, ArrayList.class,
      String.class, Integer.class, Long.class, Double.class, BigInteger.class, BigDecimal.class,
      Boolean.class);

  /** The package of the shared model, whose classes get short element names. */
  static final String MODEL_PACKAGE = Person.class.getPackageName();

  private XmlTypes() {}

  private static List<Class<?>> model() {
    Set<Class<?>> all = new LinkedHashSet<>();
    all.add(ArrayList.class);
    all.add(String.class);
    all.addAll(BuiltInDataSet.allModelClasses());
    return List.copyOf(all);
  }

  /**
   * The classes one data set's values use.
   *
   * @throws io.wirebench.core.UnsupportedDataSetException when the data set uses a class that is not declared, so
   *     that the codec reports a gap instead of refusing its own output
   */
  static List<Class<?>> of(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) return UNTYPED;
    if (dataSet.isUserClass()) {
      List<Class<?>> user = new ArrayList<>(dataSet.modelClasses()); // every class a user's value uses
      user.addAll(MODEL);
      return user;
    }
    dataSet.requireClassesIn(MODEL);
    return MODEL;
  }

  /** A readable element name for a class: {@code MediaContent} becomes {@code mediaContent}. */
  static String elementName(Class<?> type) {
    if (type.isArray()) return elementName(type.getComponentType()) + "Array"; // a user's values, many
    String name = type.getSimpleName();
    return Character.toLowerCase(name.charAt(0)) + name.substring(1);
  }
}
