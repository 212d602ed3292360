package io.wirebench.codecs.jsoncompiled;

import com.bluelinelabs.logansquare.JsonMapper;
import com.bluelinelabs.logansquare.LoganSquare;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * LoganSquare, POJO binding through the {@link JsonMapper}s its annotation processor
 * (logansquare-compiler) generates at build time for {@link LoganSquareModels}: LoganSquare was
 * written for Android, but it is plain Java over jackson-core's streaming parser and generator and
 * runs on the JVM unchanged. As its README shows, mappers are looked up once
 * ({@code LoganSquare.mapperFor}) and reused; nothing else is configured (nulls omitted, its
 * {@code serializeNullObjects} default). The shared model is converted to LoganSquare's classes
 * once at bind time (the sample), so write and read time LoganSquare alone. Native paths are the
 * mapper's: String, byte[] (read) and streams; it has no Writer, Reader or file API.
 */
public final class LoganSquareCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("logansquare")
      .library("LoganSquare", LoganSquare.class, "com.bluelinelabs", "logansquare")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("JsonMappers generated at build time by logansquare-compiler for @JsonObject mirrors "
          + "of the model (public fields, enums through EnumValueTypeConverter); mapper looked up "
          + "once per type; LoganSquare's defaults (nulls omitted)")
      .notes("binds its own annotated copies of the model classes, converted from the shared model "
          + "once at bind time (not timed); read-modify-write converts the value read to the shared "
          + "model and back to apply the change (timed); trailing bytes are not refused: LoganSquare "
          + "stops after the first value and ignores what follows (checked)")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    Class<?> type = dataSet.isUntyped() ? null : LoganSquareModels.loganType(dataSet.type());
    if (type == null) {
      throw UnsupportedDataSetException.needsCode(dataSet, "classes annotated @JsonObject and their generated mappers",
          "LoganSquare binds only classes annotated @JsonObject: this module mirrors the built-in model, and "
          + dataSet.id() + " is not in it");
    }
    @SuppressWarnings("unchecked")
    JsonMapper<Object> mapper = (JsonMapper<Object>) LoganSquare.mapperFor(type);
    return new Binding<Object>(dataSet, LoganSquareModels.toLogan(dataSet.value())) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        mapper.serialize(value, out); // JsonMapper.serialize(value, OutputStream): UTF-8 generator
      }

      @Override public Object read(InputStream in) throws IOException {
        return mapper.parse(in); // JsonMapper.parse(InputStream)
      }

      @Override public Object readBytes(byte[] bytes) throws IOException {
        return mapper.parse(bytes); // JsonMapper.parse(byte[])
      }

      @Override public String writeString(Object value) throws IOException {
        return mapper.serialize(value); // JsonMapper.serialize(value): a StringWriter
      }

      @Override public Object readString(String text) throws IOException {
        return mapper.parse(text); // JsonMapper.parse(String)
      }

      @Override public Object modify(Object value) {
        Object model = LoganSquareModels.toModel(value);
        return LoganSquareModels.toLogan(dataSet().modify(model));
      }
    };
  }
}
