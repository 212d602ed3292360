package io.wirebench.codecs.javaobject;

import io.wirebench.core.DataSet;
import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DbRow;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.Image;
import io.wirebench.core.model.Measurement;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleId;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The exact classes these codecs register or allow: the shared model with its enums and the one
 * collection class it uses, or, for an untyped data set, the JDK classes of the JSON data model
 * that {@link io.wirebench.core.Json} produces. Everything else is refused on read.
 */
final class JavaTypes {
  /** Model classes, their enums and the collection they hold; a fixed order, for registration ids. */
  static final List<Class<?>> MODEL = List.of(ArrayList.class, DbData.class, DbRow.class,
      DbRow.Status.class, Measurements.class, Measurement.class, Measurement.Type.class,
      Person.class, ModuleIds.class, ModuleId.class, DecimalMatrix.class, MediaContent.class,
      Media.class, Media.Player.class, Image.class, Image.Size.class);

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

  /** The classes one data set's values use. */
  static List<Class<?>> of(DataSet<?> dataSet) {
    return dataSet.isUntyped() ? UNTYPED : MODEL;
  }
}
