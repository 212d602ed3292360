package io.wirebench.codecs.json;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonWriter;
import io.wirebench.core.Binding;
import io.wirebench.core.DataSet;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * A Gson {@link TypeAdapter} looked up once, driven through {@link Gson#newJsonWriter} and
 * {@link Gson#newJsonReader} so that the Gson instance's settings (HTML-safe escaping, nulls,
 * strictness) apply: {@code TypeAdapter.toJson(Writer)} would use a bare {@link JsonWriter}, which
 * writes nulls and ignores them. This is what {@code Gson.toJson} does, minus the per-call adapter
 * lookup.
 */
final class GsonBinding extends Binding<Object> {
  private final Gson gson;
  private final TypeAdapter<Object> adapter;

  @SuppressWarnings("unchecked")
  GsonBinding(DataSet<?> dataSet, Object sample, Gson gson, Class<?> type) {
    super(dataSet, sample);
    this.gson = gson;
    this.adapter = (TypeAdapter<Object>) gson.getAdapter(type);
  }

  @Override public void write(Object value, OutputStream out) throws IOException {
    // Gson writes many small strings; an unbuffered OutputStreamWriter would encode each one
    // separately (33x the allocation on measurements-1k). Buffering is what callers do.
    writeChars(value, new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 8192));
  }

  @Override public Object read(InputStream in) throws IOException {
    return readChars(new InputStreamReader(in, StandardCharsets.UTF_8));
  }

  /** Gson's idiom for bytes: {@code toJson} to a String, then UTF-8. */
  @Override public byte[] writeBytes(Object value) throws IOException {
    return writeString(value).getBytes(StandardCharsets.UTF_8);
  }

  @Override public String writeString(Object value) throws IOException {
    StringWriter out = new StringWriter(1024);
    writeChars(value, out);
    return out.toString();
  }

  @Override public Object readString(String text) throws IOException {
    return readChars(new StringReader(text));
  }

  @Override public void writeChars(Object value, Writer out) throws IOException {
    JsonWriter writer = gson.newJsonWriter(out);
    adapter.write(writer, value);
    writer.flush();
  }

  @Override public Object readChars(Reader in) throws IOException {
    return adapter.read(gson.newJsonReader(in));
  }
}
