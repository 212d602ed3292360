package io.wirebench.codecs.json;

import io.wirebench.core.PathSteps;
import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONPath;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.FieldSink;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;

/**
 * fastjson2, POJO binding through its static {@link JSON} facade, which caches the generated
 * (ASM) reader and writer per class. fastjson2's documentation makes the defaults the production
 * setting: getter/setter binding, nulls omitted, and AutoType off (reading {@code @type} is a
 * known attack surface; it stays off), so no features for POJOs. It has native String, byte[]
 * (UTF-8), OutputStream, InputStream and Reader paths. An untyped data set (a user's file) binds
 * {@code Object} with {@code WriteMapNullValue}, because a null map entry is data. Each target is
 * the {@link JSON} facade's call for it, with an empty feature array for POJOs (the same context
 * as the no-feature overloads). Writer and file take the defaults: fastjson2's own Writer path,
 * {@code JSONWriter.flushTo(Writer)}, is {@code toString()} then {@code Writer.write(String)},
 * which is the default's {@code writeString} then {@code write}; it has no file API.
 *
 * <p>Without binding ({@link Fastjson2Stream}): the partial read is the data set's path compiled
 * once as a JSONPath ({@code JSONPath.of}, at bind time) and extracted from a {@link JSONReader}
 * over the bytes, which fastjson2 documents as reading without parsing the whole document (its
 * segments skip what they do not match); access walks the reader's tokens once
 * ({@code nextIfObjectStart}, {@code skipName}, {@code readString}, ...).
 * <p>Shared across benchmark threads ({@code run --threads}): the {@link JSON} facade is static, its
 * per-class readers and writers live in process-wide providers that every caller on every thread
 * uses, and its README's usage is those static calls from anywhere. There is no instance one could
 * make per thread, so per-thread binding would measure the same thing; the binding itself holds
 * only the feature arrays.
 */
public final class Fastjson2Codec implements Codec {
  private static final JSONWriter.Feature[] NONE = {};
  private static final JSONWriter.Feature[] UNTYPED = {JSONWriter.Feature.WriteMapNullValue};
  private static final JSONReader.Feature[] READ = {};

  private final CodecInfo info = CodecInfo.builder("fastjson2")
      .library("fastjson2", JSON.class, "com.alibaba.fastjson2", "fastjson2")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("JSON.toJSONBytes / JSON.parseObject with the default features its docs recommend "
          + "(getter/setter binding, nulls omitted, AutoType off); per-class ASM readers and writers "
          + "cached by the library; WriteMapNullValue for untyped documents")
      .notes("trailing bytes after the value are not checked: the adapter reads one value, and whether the library refuses what follows is not verified")
      .sharedAcrossThreads()
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    Class<?> type = dataSet.type();
    JSONWriter.Feature[] write = dataSet.isUntyped() ? UNTYPED : NONE;
    JSONPath partial = JSONPath.of(PathSteps.of(dataSet.partialPath()).jsonPath()); // compiled once, reused
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) {
        JSON.writeTo(out, value, write); // JSON.writeTo(OutputStream, value, features): UTF-8 writer
      }

      @Override public Object read(InputStream in) {
        return JSON.parseObject(in, type, READ); // JSON.parseObject(InputStream, type)
      }

      @Override public byte[] writeBytes(Object value) {
        return JSON.toJSONBytes(value, write); // JSON.toJSONBytes: its UTF-8 writer
      }

      @Override public Object readBytes(byte[] bytes) {
        return JSON.parseObject(bytes, type, READ); // JSON.parseObject(byte[], type)
      }

      @Override public String writeString(Object value) {
        return JSON.toJSONString(value, write); // JSON.toJSONString: its UTF-16 writer
      }

      @Override public Object readString(String text) {
        return JSON.parseObject(text, type, READ); // JSON.parseObject(String, type)
      }

      @Override public Object readChars(Reader in) throws IOException {
        return JSON.parseObject(in, type, READ); // JSON.parseObject(Reader, type)
      }

      @Override public void access(byte[] bytes, FieldSink sink) {
        Fastjson2Stream.access(bytes, sink); // JSONReader token walk
      }

      @Override public Object readPartial(byte[] bytes) {
        return Fastjson2Stream.partial(bytes, partial); // JSONPath.extract(JSONReader.of(bytes))
      }

      @Override public String partialMethod() {
        return "fastjson2 JSONPath.extract (JSONReader)";
      }
    };
  }
}
