package io.wirebench.core;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The reference JSON encoding (Jackson databind with its defaults), which the round-trip gate
 * compares every JSON codec's output with, and the reader of users' JSON files.
 */
@SuppressWarnings("deprecation") // getCurrentToken/getCurrentName/getCurrentLocation: Jackson 2.8 has no newer names
public final class Json {
  private static final ObjectMapper MAPPER = new ObjectMapper()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

  /**
   * The reference encoding with map entries and properties in name order: the same value, the same
   * bytes. In a holder, made with the API every Jackson 2 has: a fork running an old Jackson
   * ({@code jackson-databind@2.8.5}) loads this class too, and must not need {@code JsonMapper} (2.10+).
   */
  private static final class Canonical {
    @SuppressWarnings("deprecation")
    static final ObjectMapper MAPPER = new ObjectMapper()
        .configure(com.fasterxml.jackson.databind.MapperFeature.SORT_PROPERTIES_ALPHABETICALLY, true)
        .configure(com.fasterxml.jackson.databind.SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
  }

  private Json() {}

  /**
   * SHA-256 (hex) of a value's canonical JSON: the reference encoding with map entries and
   * properties in name order, streamed into the digest (a large data set is never held as text).
   */
  public static String sha256(Object value) throws IOException {
    return digest(value).sha256();
  }

  /**
   * A value's canonical JSON, summed up: its SHA-256 (hex) and its length in bytes.
   *
   * @param sha256 {@link #sha256}
   * @param bytes how many bytes the canonical JSON has: the same as the reference encoding's
   *     ({@link #write}), since ordering names changes no byte count
   */
  public record Digest(String sha256, long bytes) {}

  /** {@link #sha256} and the byte count of the canonical JSON, in one pass over the value. */
  public static Digest digest(Object value) throws IOException {
    java.security.MessageDigest digest;
    try {
      digest = java.security.MessageDigest.getInstance("SHA-256");
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException("this JVM has no SHA-256", e);
    }
    Counting counting = new Counting(java.io.OutputStream.nullOutputStream());
    try (java.io.OutputStream out = new java.security.DigestOutputStream(counting, digest)) {
      Canonical.MAPPER.writeValue(out, value);
    }
    return new Digest(java.util.HexFormat.of().formatHex(digest.digest()), counting.count);
  }

  /**
   * How many bytes a value's canonical JSON has, counted as it streams (never held as text): the
   * size axis of sweeps ({@link SizeAxis}) is in these bytes.
   */
  public static long canonicalBytes(Object value) throws IOException {
    Counting counting = new Counting(java.io.OutputStream.nullOutputStream());
    Canonical.MAPPER.writeValue(counting, value);
    return counting.count;
  }

  /** Counts the bytes that pass through. */
  private static final class Counting extends java.io.FilterOutputStream {
    long count;

    Counting(java.io.OutputStream out) {
      super(out);
    }

    @Override public void write(int b) throws IOException {
      out.write(b);
      count++;
    }

    @Override public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
      count += len;
    }
  }

  /**
   * Reads JSON into a class with Jackson's defaults (unknown properties fail), for a user's own
   * classes ({@link UserClasses}).
   */
  static Object readAs(byte[] json, Class<?> type) throws IOException {
    return MAPPER.readValue(json, type);
  }

  /** Whether a JSON document's top-level value is an array. */
  static boolean startsWithArray(byte[] json) throws IOException {
    try (JsonParser p = MAPPER.getFactory().createParser(json)) {
      return p.nextToken() == com.fasterxml.jackson.core.JsonToken.START_ARRAY;
    }
  }

  /** A value (model object or untyped) as a reference JSON tree. */
  public static JsonNode tree(Object value) {
    return MAPPER.valueToTree(value);
  }

  /** A value as maps, lists, strings, numbers, booleans and null; enums become their names. */
  public static Object untyped(Object value) {
    return MAPPER.convertValue(value, Object.class);
  }

  /**
   * A model value in the JSON data model with each number as the type its field holds: a
   * {@code double} field's value stays a {@code Double}, a {@code float}'s a {@code Float}, a
   * {@code BigDecimal} a {@code BigDecimal}, integers their integer types ({@link #untyped} reads
   * every fraction back as a {@code BigDecimal}, which forgets the field's type). The round-trip
   * gate compares a JSON codec's output with this, so that a number written in other digits that
   * read back as the same {@code double} is told apart from a different number
   * ({@link Diff#compareJson}).
   */
  public static Object typedUntyped(Object value) throws IOException {
    com.fasterxml.jackson.databind.util.TokenBuffer buffer =
        new com.fasterxml.jackson.databind.util.TokenBuffer(MAPPER, false);
    MAPPER.writeValue(buffer, value);
    try (JsonParser p = buffer.asParser(MAPPER)) {
      if (p.nextToken() == null) return null;
      return read(p, true);
    }
  }

  /**
   * Parses one JSON document into the JSON data model, as Jackson's untyped reader does with
   * {@code USE_BIG_DECIMAL_FOR_FLOATS} (so no fraction is rounded), except that a negative zero
   * ({@code -0.0}, {@code -0e5}) is the {@code Double} -0.0: {@code BigDecimal} has no negative
   * zero, and a user's {@code -0.0} must survive {@code encode}.
   */
  public static Object parseUntyped(byte[] json) throws IOException {
    try (JsonParser p = MAPPER.getFactory().createParser(json)) {
      if (p.nextToken() == null) {
        throw new IOException("no JSON document: the input is empty");
      }
      return read(p, false);
    }
  }

  /**
   * One JSON value from the parser's current token. {@code typed}: numbers as the {@link Number}
   * the serializer wrote (a token buffer's), so each keeps its field's type; otherwise integers as
   * Jackson reads them and fractions as {@code BigDecimal} (a negative zero as the double -0.0).
   */
  private static Object read(JsonParser p, boolean typed) throws IOException {
    JsonToken t = p.getCurrentToken();
    switch (t) {
      case START_OBJECT: {
        Map<String, Object> m = new LinkedHashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
          String name = p.getCurrentName();
          p.nextToken();
          m.put(name, read(p, typed));
        }
        return m;
      }
      case START_ARRAY: {
        List<Object> l = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) l.add(read(p, typed));
        return l;
      }
      case VALUE_STRING: return p.getText();
      case VALUE_NUMBER_INT: return p.getNumberValue();
      case VALUE_NUMBER_FLOAT: {
        if (typed) return p.getNumberValue();
        BigDecimal d = p.getDecimalValue();
        return d.signum() == 0 && p.getText().startsWith("-") ? Double.valueOf(-0.0) : d;
      }
      case VALUE_TRUE: return Boolean.TRUE;
      case VALUE_FALSE: return Boolean.FALSE;
      case VALUE_NULL: return null;
      case VALUE_EMBEDDED_OBJECT:
        if (typed) return untyped(p.getEmbeddedObject());
        // fall through: a parser of JSON text has none
      default: throw new IOException("unexpected JSON token " + t + " at "
          + p.getCurrentLocation());
    }
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
