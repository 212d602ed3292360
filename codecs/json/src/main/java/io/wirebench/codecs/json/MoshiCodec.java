package io.wirebench.codecs.json;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.JsonWriter;
import com.squareup.moshi.Moshi;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.FieldSink;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import okio.Buffer;
import okio.BufferedSink;
import okio.Okio;

/**
 * Moshi, POJO binding. Moshi's documentation: build one {@link Moshi} and reuse it, and get each
 * {@link JsonAdapter} once (adapters are cached and thread-safe). {@code new Moshi.Builder().build()}
 * gives reflective adapters for plain Java classes; streams go through Okio, Moshi's own I/O, so
 * byte[] is an Okio {@link Buffer}. Untyped data sets (a user's file) bind {@code Object}, with
 * nulls written (a null map entry is data) and an adapter for {@code BigDecimal}/{@code BigInteger},
 * which Moshi refuses as platform types and the untyped form holds for big and fractional numbers.
 * Moshi reads and writes Okio sources and sinks only (no Writer, Reader or file call): each target
 * is the Okio wrapping Moshi's own String calls use ({@code toJson(value)} writes a {@code Buffer}
 * and reads it as UTF-8), and Writer, Reader and files take the defaults.
 *
 * <p>Shared across benchmark threads ({@code run --threads}): Moshi's javadoc says "Moshi instances are
 * thread-safe, meaning multiple threads can safely use a single instance concurrently", and of
 * JsonAdapter "JsonAdapter instances provided by Moshi are thread-safe"; the binding makes its Okio
 * buffers per call.
 */
public final class MoshiCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("moshi")
      .library("Moshi", Moshi.class, "com.squareup.moshi", "moshi")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one shared new Moshi.Builder().build() (reflective ClassJsonAdapter for Java classes); "
          + "JsonAdapter made once per type; streams through Okio buffers")
      .notes("trailing bytes after the value are not checked: the adapter reads one value, and whether the library refuses what follows is not verified")
      .sharedAcrossThreads()
      .build();

  private static final class Shared {
    static final Moshi MOSHI = new Moshi.Builder().build();
    static final Moshi UNTYPED = new Moshi.Builder().add(MoshiCodec::bigNumbers).build();
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    @SuppressWarnings("unchecked")
    JsonAdapter<Object> adapter = dataSet.isUntyped()
        ? Shared.UNTYPED.adapter(Object.class).serializeNulls()
        : (JsonAdapter<Object>) Shared.MOSHI.adapter(dataSet.type());
    MoshiWalk walk = new MoshiWalk(dataSet.partialPath());
    return new Binding<Object>(dataSet, dataSet.value()) {
      /** Moshi's streaming reader over the bytes in a Buffer (as readBytes), every scalar visited ({@link MoshiWalk}). */
      @Override public void access(byte[] bytes, FieldSink sink) throws IOException {
        MoshiWalk.visitAll(JsonReader.of(new Buffer().write(bytes)), sink);
      }

      /** The path's field alone: names matched with selectName, other values skipped ({@link MoshiWalk#find}). */
      @Override public Object readPartial(byte[] bytes) throws IOException {
        return walk.find(JsonReader.of(new Buffer().write(bytes)));
      }

      @Override public String partialMethod() {
        return "Moshi JsonReader, selectName and skipValue";
      }

      @Override public void write(Object value, OutputStream out) throws IOException {
        BufferedSink sink = Okio.buffer(Okio.sink(out)); // adapter.toJson(Okio.buffer(Okio.sink(out)), value)
        adapter.toJson(sink, value);
        sink.flush();
      }

      @Override public Object read(InputStream in) throws IOException {
        return adapter.fromJson(Okio.buffer(Okio.source(in))); // adapter.fromJson(BufferedSource)
      }

      @Override public byte[] writeBytes(Object value) throws IOException {
        Buffer buffer = new Buffer(); // as adapter.toJson(value) does, then the bytes, not a String
        adapter.toJson(buffer, value);
        return buffer.readByteArray();
      }

      @Override public Object readBytes(byte[] bytes) throws IOException {
        return adapter.fromJson(new Buffer().write(bytes)); // fromJson(BufferedSource); fromJson(String) wraps a Buffer too
      }

      @Override public String writeString(Object value) {
        return adapter.toJson(value); // JsonAdapter.toJson(value): String
      }

      @Override public Object readString(String text) throws IOException {
        return adapter.fromJson(text); // JsonAdapter.fromJson(String)
      }
    };
  }

  private static JsonAdapter<?> bigNumbers(java.lang.reflect.Type type,
      java.util.Set<? extends java.lang.annotation.Annotation> annotations, Moshi moshi) {
    if (type != BigDecimal.class && type != BigInteger.class) return null;
    boolean decimal = type == BigDecimal.class;
    return new JsonAdapter<Number>() {
      @Override public Number fromJson(JsonReader reader) throws IOException {
        String s = reader.nextString();
        return decimal ? new BigDecimal(s) : new BigInteger(s);
      }

      @Override public void toJson(JsonWriter writer, Number value) throws IOException {
        writer.value(value);
      }
    }.nullSafe();
  }
}
