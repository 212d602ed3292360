package io.wirebench.codecs.json;

import com.google.gson.Gson;
import com.google.gson.JsonSyntaxException;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import io.wirebench.core.Binding;
import io.wirebench.core.DataSet;
import io.wirebench.core.FieldSink;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * A Gson {@link TypeAdapter} looked up once, driven through {@link Gson#newJsonWriter} and
 * {@link Gson#newJsonReader} so that the Gson instance's settings (HTML-safe escaping, nulls,
 * strictness) apply: {@code TypeAdapter.toJson(Writer)} would use a bare {@link JsonWriter}, which
 * writes nulls and ignores them. This is what {@code Gson.toJson} does, minus the per-call adapter
 * lookup. The String target is {@code gson.toJson(value, type)} itself: it writes into an
 * unsynchronized StringBuilder, where a {@code StringWriter} would lock its StringBuffer on every
 * write (1.45-1.9x slower). Reads check, as {@code Gson.fromJson} does, that the document was
 * consumed whole.
 */
class GsonBinding extends Binding<Object> {
  private final Gson gson;
  private final TypeAdapter<Object> adapter;
  private final Class<?> type;

  @SuppressWarnings("unchecked")
  GsonBinding(DataSet<?> dataSet, Object sample, Gson gson, Class<?> type) {
    super(dataSet, sample);
    this.gson = gson;
    this.adapter = (TypeAdapter<Object>) gson.getAdapter(type);
    this.type = type;
  }

  @Override public void write(Object value, OutputStream out) throws IOException {
    // gson.toJson(value, new OutputStreamWriter(out)), buffered as Gson's user guide's examples are.
    // Gson writes many small strings; an unbuffered OutputStreamWriter would encode each one
    // separately (33x the allocation on measurements-1k). Buffering is what callers do.
    writeChars(value, new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 8192));
  }

  @Override public Object read(InputStream in) throws IOException {
    // gson.fromJson(new InputStreamReader(in, UTF_8), type)
    return readChars(new InputStreamReader(in, StandardCharsets.UTF_8));
  }

  /** Gson has no byte[] call; its idiom is {@code gson.toJson(value).getBytes(UTF_8)}. */
  @Override public byte[] writeBytes(Object value) throws IOException {
    return writeString(value).getBytes(StandardCharsets.UTF_8);
  }

  /**
   * The read side of the same idiom: {@code gson.fromJson(new String(bytes, UTF_8), type)}. The
   * stream path's InputStreamReader allocates its 8 KB decoding buffers per call, which on a 2 KB
   * document is most of the read's allocation; a user holding a byte[] makes a String.
   */
  @Override public Object readBytes(byte[] bytes) throws IOException {
    return readString(new String(bytes, StandardCharsets.UTF_8));
  }

  @Override public String writeString(Object value) {
    return gson.toJson(value, type); // Gson's own String path (StringBuilder, no locks)
  }

  @Override public Object readString(String text) throws IOException {
    return readChars(new StringReader(text)); // gson.fromJson(String) reads a StringReader too
  }

  @Override public void writeChars(Object value, Writer out) throws IOException {
    // gson.toJson(value, type, out), without the per-call adapter lookup
    JsonWriter writer = gson.newJsonWriter(out);
    adapter.write(writer, value);
    writer.flush();
  }

  @Override public Object readChars(Reader in) throws IOException {
    // gson.fromJson(in, type), without the per-call adapter lookup
    JsonReader reader = gson.newJsonReader(in);
    Object value = adapter.read(reader);
    // Gson.fromJson's own check that nothing follows the value: one peek, cheap enough to time
    if (reader.peek() != JsonToken.END_DOCUMENT) {
      throw new JsonSyntaxException("JSON document was not fully consumed: " + reader.peek()
          + " follows the value " + reader.getPath());
    }
    return value;
  }

  /**
   * The POJO codec's binding, with the access and partial reads on Gson's streaming reader
   * ({@link GsonWalk}); gson-untyped reads through the same reader and has none of its own, so
   * that the walk is one row, not two.
   */
  static final class Walking extends GsonBinding {
    private final Gson gson;
    private final GsonWalk walk;

    Walking(DataSet<?> dataSet, Object sample, Gson gson, Class<?> type) {
      super(dataSet, sample, gson, type);
      this.gson = gson;
      this.walk = new GsonWalk(dataSet.partialPath());
    }

    /** Gson's streaming reader over the document (as readBytes: a String of the bytes), every scalar visited. */
    @Override public void access(byte[] bytes, FieldSink sink) throws IOException {
      GsonWalk.visitAll(gson.newJsonReader(new StringReader(new String(bytes, StandardCharsets.UTF_8))), sink);
    }

    /** The path's field alone, other values skipped with {@code JsonReader.skipValue()} ({@link GsonWalk#find}). */
    @Override public Object readPartial(byte[] bytes) throws IOException {
      return walk.find(gson.newJsonReader(new StringReader(new String(bytes, StandardCharsets.UTF_8))));
    }

    @Override public String partialMethod() {
      return "Gson JsonReader, skipValue";
    }
  }
}
