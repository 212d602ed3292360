package io.wirebench.codecs.rpc;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.DataSet;
import io.wirebench.core.Json;

/**
 * The bridge between the shared model and the JSON data model (maps, lists, strings, numbers),
 * which the envelopes here carry when a data set has no hand-written mapping: an ORB application
 * would put such values in an {@code any}, a SOAP service in a generic XML body.
 */
final class Untyped {
  /** Databind's defaults, as the reference JSON; exact decimals, as {@link Json} reads them. */
  private static final ObjectMapper MAPPER = new ObjectMapper()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

  private Untyped() {}

  /** A model value (or an untyped one) as maps and lists. */
  static Object of(Object value) {
    return Json.untyped(value);
  }

  /** Maps and lists back to the data set's model class, or as they are for untyped data sets. */
  static Object toModel(Object untyped, DataSet<?> dataSet) {
    return dataSet.isUntyped() ? untyped : MAPPER.convertValue(untyped, dataSet.type());
  }

  /** The shared mapper (thread-safe, made once, as Jackson's documentation recommends). */
  static ObjectMapper mapper() {
    return MAPPER;
  }
}
