package io.wirebench.codecs.jsoncompiled;

import io.avaje.jsonb.Json;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.FieldSink;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.SparseModuleIds;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.Person;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;

/**
 * avaje-jsonb, POJO binding through adapters its annotation processor generates at build time:
 * {@link Json.Import} is avaje's documented way to generate adapters for classes one does not own
 * (the shared model), and the generated component is registered for {@code ServiceLoader}. As its
 * documentation recommends, one {@link Jsonb} built with the defaults, and the {@link JsonType}
 * for the data set's class obtained once (it is thread-safe and skips the adapter lookup per call).
 * Untyped data sets use avaje's built-in {@code Object} adapter (maps, lists, scalars) with
 * {@code serializeNulls(true)}: with the default, avaje drops null elements of lists, which shifts
 * the elements after them and so loses data. Every text and byte target is a {@link JsonType}
 * call of its own ({@code toJson}/{@code toJsonBytes}/{@code fromJson} of a stream, byte[],
 * String, Writer or Reader); files take the default buffered streams (avaje has no file API).
 */
@Json.Import({DbData.class, Measurements.class, Person.class, ModuleIds.class,
    DecimalMatrix.class, MediaContent.class, SparseModuleIds.class})
public final class AvajeJsonbCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("avaje-jsonb")
      .library("avaje-jsonb", Jsonb.class, "io.avaje", "avaje-jsonb")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("adapters generated at build time by avaje-jsonb-generator via @Json.Import of the "
          + "model classes; one Jsonb with default settings; JsonType made once per type")
      .notes("null fields are omitted (avaje's default serializeNulls=false); untyped data sets "
          + "use serializeNulls=true, because the default also drops null list elements"
          + "; trailing bytes after the value are not checked: the adapter reads one value, and whether the library refuses what follows is not verified")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUserClass()) {
      // adapters come only from avaje-jsonb-generator at build time; it has run on the built-in model only
      throw UnsupportedDataSetException.needsCode(dataSet, "adapters from avaje-jsonb-generator", "");
    }
    Jsonb jsonb = Jsonb.builder().serializeNulls(dataSet.isUntyped()).build();
    @SuppressWarnings("unchecked")
    JsonType<Object> type = (JsonType<Object>) jsonb.type(dataSet.type());
    AvajeWalk walk = new AvajeWalk(dataSet.partialPath());
    return new Binding<Object>(dataSet, dataSet.value()) {
      /** avaje's streaming reader over the bytes (jsonb.reader(byte[])), every scalar visited ({@link AvajeWalk}). */
      @Override public void access(byte[] bytes, FieldSink sink) {
        try (io.avaje.json.JsonReader r = jsonb.reader(bytes)) {
          AvajeWalk.visitAll(r, sink);
        }
      }

      /** The path's field alone, other values skipped with skipValue ({@link AvajeWalk#find}). */
      @Override public Object readPartial(byte[] bytes) throws IOException {
        try (io.avaje.json.JsonReader r = jsonb.reader(bytes)) {
          return walk.find(r);
        }
      }

      @Override public String partialMethod() {
        return "avaje JsonReader, skipValue";
      }

      @Override public void write(Object value, OutputStream out) {
        type.toJson(value, out); // JsonType.toJson(value, OutputStream)
      }

      @Override public Object read(InputStream in) {
        return type.fromJson(in); // JsonType.fromJson(InputStream)
      }

      @Override public byte[] writeBytes(Object value) {
        return type.toJsonBytes(value); // JsonType.toJsonBytes
      }

      @Override public Object readBytes(byte[] bytes) {
        return type.fromJson(bytes); // JsonType.fromJson(byte[])
      }

      @Override public String writeString(Object value) {
        return type.toJson(value); // JsonType.toJson(value): String
      }

      @Override public Object readString(String text) {
        return type.fromJson(text); // JsonType.fromJson(String)
      }

      @Override public void writeChars(Object value, Writer out) {
        type.toJson(value, out); // JsonType.toJson(value, Writer)
      }

      @Override public Object readChars(Reader in) {
        return type.fromJson(in); // JsonType.fromJson(Reader)
      }
    };
  }
}
