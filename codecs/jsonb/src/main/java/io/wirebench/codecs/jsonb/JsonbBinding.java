package io.wirebench.codecs.jsonb;

import io.wirebench.core.Binding;
import io.wirebench.core.DataSet;
import jakarta.json.bind.Jsonb;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;

/**
 * A data set bound through the JSON-B API, which every implementation shares. JSON-B reads and
 * writes streams, Strings, Writers and Readers natively; it has no byte[] or file methods, so the
 * byte and file targets use the stream-based defaults ({@code toJson(value, OutputStream)} into a
 * ByteArrayOutputStream, as JSON-B users get bytes). Values are written by their runtime class (the model
 * class, or the map or list of an untyped data set: Yasson writes a map declared as
 * {@code Object} as an empty object).
 */
final class JsonbBinding extends Binding<Object> {
  private final Jsonb jsonb;
  private final Class<?> type;

  JsonbBinding(DataSet<?> dataSet, Jsonb jsonb) {
    super(dataSet, dataSet.value());
    this.jsonb = jsonb;
    this.type = dataSet.type();
  }

  @Override public void write(Object value, OutputStream out) {
    jsonb.toJson(value, out); // Jsonb.toJson(value, OutputStream)
  }

  @Override public Object read(InputStream in) {
    return jsonb.fromJson(in, type); // Jsonb.fromJson(InputStream, type)
  }

  @Override public String writeString(Object value) {
    return jsonb.toJson(value); // Jsonb.toJson(value): the implementation's own String path
  }

  @Override public Object readString(String text) {
    return jsonb.fromJson(text, type); // Jsonb.fromJson(String, type)
  }

  @Override public void writeChars(Object value, Writer out) {
    jsonb.toJson(value, out); // Jsonb.toJson(value, Writer)
  }

  @Override public Object readChars(Reader in) {
    return jsonb.fromJson(in, type); // Jsonb.fromJson(Reader, type)
  }
}
