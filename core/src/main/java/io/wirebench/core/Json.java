package io.wirebench.core;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * The reference JSON encoding (Jackson databind with its defaults), which the round-trip gate
 * compares every JSON codec's output with, and the reader of users' JSON files.
 */
public final class Json {
  private static final ObjectMapper MAPPER = new ObjectMapper()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

  private Json() {}

  /** A value (model object or untyped) as a reference JSON tree. */
  public static JsonNode tree(Object value) {
    return MAPPER.valueToTree(value);
  }

  /** A value as maps, lists, strings, numbers, booleans and null; enums become their names. */
  public static Object untyped(Object value) {
    return MAPPER.convertValue(value, Object.class);
  }

  /** Parses one JSON document into the JSON data model. */
  public static Object parseUntyped(byte[] json) throws IOException {
    return MAPPER.readValue(json, Object.class);
  }

  /** Parses one JSON document as a tree. */
  public static JsonNode parseTree(byte[] json) throws IOException {
    return MAPPER.readTree(json);
  }

  /** Writes a value (untyped or model) as compact JSON. */
  public static byte[] write(Object value) throws IOException {
    return MAPPER.writeValueAsBytes(value);
  }

  /** Writes a value as indented JSON, for people. */
  public static String pretty(Object value) throws IOException {
    return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value);
  }
}
