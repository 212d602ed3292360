package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The few helpers every hand-written streaming reader and writer shares. Field names are
 * {@link SerializedString}s (quoted and encoded once); reading expects the fields in the order
 * they are written, which {@link JsonParser#nextFieldName(com.fasterxml.jackson.core.SerializableString)}
 * checks against the raw input without decoding the name, and falls back to a lookup by name when
 * another writer ordered them differently.
 */
final class StreamingSupport {
  private StreamingSupport() {}

  static SerializedString[] names(String... names) {
    SerializedString[] s = new SerializedString[names.length];
    for (int i = 0; i < names.length; i++) s[i] = new SerializedString(names[i]);
    return s;
  }

  /** Enum constant names, pre-encoded, indexed by ordinal. */
  static SerializedString[] names(Enum<?>[] constants) {
    SerializedString[] s = new SerializedString[constants.length];
    for (Enum<?> e : constants) s[e.ordinal()] = new SerializedString(e.name());
    return s;
  }

  static void writeEnum(JsonGenerator g, Enum<?> e, SerializedString[] names) throws IOException {
    if (e == null) g.writeNull();
    else g.writeString(names[e.ordinal()]);
  }

  static void writeStrings(JsonGenerator g, List<String> list) throws IOException {
    if (list == null) {
      g.writeNull();
      return;
    }
    g.writeStartArray();
    for (int i = 0, n = list.size(); i < n; i++) g.writeString(list.get(i));
    g.writeEndArray();
  }

  /** Writes a list of objects (or null), each by {@code element}; a null element as null. */
  static <T> void writeList(JsonGenerator g, List<T> list, Element<T> element) throws IOException {
    if (list == null) {
      g.writeNull();
      return;
    }
    g.writeStartArray();
    for (int i = 0, n = list.size(); i < n; i++) {
      T e = list.get(i);
      if (e == null) g.writeNull();
      else element.write(g, e);
    }
    g.writeEndArray();
  }

  /** Reads the list of objects (or null) that starts at the current token, each by {@code element}. */
  static <T> List<T> readList(JsonParser p, Element<T> element) throws IOException {
    if (atNull(p, JsonToken.START_ARRAY)) return null;
    List<T> list = new ArrayList<>();
    while (p.nextToken() != JsonToken.END_ARRAY) list.add(element.read(p));
    return list;
  }

  /** One element type of a list: written when not null, read from its first token (null at null). */
  interface Element<T> {
    void write(JsonGenerator g, T value) throws IOException;

    T read(JsonParser p) throws IOException;
  }

  /**
   * Moves to the next field of the current object: its index in {@code names}, or -1 at the end
   * of the object. {@code expected} is the index the writer's order puts next.
   */
  static int nextField(JsonParser p, SerializedString[] names, int expected) throws IOException {
    JsonToken t;
    if (expected < names.length) {
      if (p.nextFieldName(names[expected])) return expected;
      t = p.currentToken();
    } else {
      t = p.nextToken();
    }
    if (t == JsonToken.END_OBJECT) return -1;
    if (t != JsonToken.FIELD_NAME) throw unexpected(p, "a field name");
    String name = p.currentName();
    for (int i = 0; i < names.length; i++) {
      if (names[i].getValue().equals(name)) return i;
    }
    throw new JsonParseException(p, "unknown field \"" + name + "\"");
  }

  /** True at a null; otherwise checks that the current token is {@code start}. */
  static boolean atNull(JsonParser p, JsonToken start) throws IOException {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_NULL) return true;
    if (t != start) throw unexpected(p, start == JsonToken.START_OBJECT ? "an object" : "an array");
    return false;
  }

  static String text(JsonParser p) throws IOException {
    String s = p.nextTextValue();
    if (s == null && p.currentToken() != JsonToken.VALUE_NULL) throw unexpected(p, "a string");
    return s;
  }

  static int intValue(JsonParser p) throws IOException {
    if (p.nextToken() != JsonToken.VALUE_NUMBER_INT) throw unexpected(p, "an integer");
    return p.getIntValue();
  }

  static long longValue(JsonParser p) throws IOException {
    if (p.nextToken() != JsonToken.VALUE_NUMBER_INT) throw unexpected(p, "an integer");
    return p.getLongValue();
  }

  static boolean booleanValue(JsonParser p) throws IOException {
    JsonToken t = p.nextToken();
    if (t == JsonToken.VALUE_TRUE) return true;
    if (t == JsonToken.VALUE_FALSE) return false;
    throw unexpected(p, "a boolean");
  }

  static <E extends Enum<E>> E enumValue(JsonParser p, Class<E> type) throws IOException {
    String s = text(p);
    if (s == null) return null;
    try {
      return Enum.valueOf(type, s);
    } catch (IllegalArgumentException e) {
      throw new JsonParseException(p, "\"" + s + "\" is not one of " + type.getSimpleName() + "'s names");
    }
  }

  /** Reads the list of strings (or null) that starts at the current token. */
  static List<String> strings(JsonParser p) throws IOException {
    if (atNull(p, JsonToken.START_ARRAY)) return null;
    List<String> list = new ArrayList<>();
    for (;;) {
      String s = p.nextTextValue();
      if (s != null) {
        list.add(s);
      } else if (p.currentToken() == JsonToken.VALUE_NULL) {
        list.add(null);
      } else if (p.currentToken() == JsonToken.END_ARRAY) {
        return list;
      } else {
        throw unexpected(p, "a string");
      }
    }
  }

  static JsonParseException unexpected(JsonParser p, String what) {
    return new JsonParseException(p, "expected " + what + " but found " + p.currentToken());
  }
}
