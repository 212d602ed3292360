package io.wirebench.codecs.xml;

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
import java.util.LinkedHashMap;
import java.util.List;

/** The classes an XML document of a data set may name, and the element names they get. */
final class XmlTypes {
  /** The model's classes, with their enums and the one collection and scalar class they use. */
  static final List<Class<?>> MODEL = List.of(ArrayList.class, String.class, DbData.class,
      DbRow.class, DbRow.Status.class, Measurements.class, Measurement.class,
      Measurement.Type.class, Person.class, ModuleIds.class, ModuleId.class, DecimalMatrix.class,
      MediaContent.class, Media.class, Media.Player.class, Image.class, Image.Size.class);

  /** The JSON data model as {@link io.wirebench.core.Json} produces it (null needs no class). */
  static final List<Class<?>> UNTYPED = List.of(LinkedHashMap.class, ArrayList.class,
      String.class, Integer.class, Long.class, Double.class, BigInteger.class, BigDecimal.class,
      Boolean.class);

  /** The package of the shared model, whose classes get short element names. */
  static final String MODEL_PACKAGE = Person.class.getPackageName();

  private XmlTypes() {}

  /** The classes one data set's values use. */
  static List<Class<?>> of(DataSet<?> dataSet) {
    return dataSet.isUntyped() ? UNTYPED : MODEL;
  }

  /** A readable element name for a class: {@code MediaContent} becomes {@code mediaContent}. */
  static String elementName(Class<?> type) {
    String name = type.getSimpleName();
    return Character.toLowerCase(name.charAt(0)) + name.substring(1);
  }
}
