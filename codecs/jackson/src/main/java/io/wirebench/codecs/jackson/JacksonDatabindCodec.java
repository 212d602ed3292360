package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;

/**
 * Jackson databind, POJO binding. Production configuration as Jackson's documentation recommends:
 * one shared {@link ObjectMapper}, and an {@link ObjectReader} / {@link ObjectWriter} made once per
 * type (thread-safe, and they skip the per-call root type lookup).
 */
public final class JacksonDatabindCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("jackson-databind")
      .library("Jackson databind", ObjectMapper.class, "com.fasterxml.jackson.core", "jackson-databind")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one shared ObjectMapper with default features; ObjectReader/ObjectWriter made once per type")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectReader reader = mapper.readerFor(dataSet.type());
    ObjectWriter writer = mapper.writerFor(dataSet.type());
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        writer.writeValue(out, value);
      }

      @Override public Object read(InputStream in) throws IOException {
        return reader.readValue(in);
      }

      @Override public byte[] writeBytes(Object value) throws IOException {
        return writer.writeValueAsBytes(value);
      }

      @Override public Object readBytes(byte[] bytes) throws IOException {
        return reader.readValue(bytes);
      }

      @Override public String writeString(Object value) throws IOException {
        return writer.writeValueAsString(value);
      }

      @Override public Object readString(String text) throws IOException {
        return reader.readValue(text);
      }

      @Override public void writeChars(Object value, Writer out) throws IOException {
        writer.writeValue(out, value);
      }

      @Override public Object readChars(Reader in) throws IOException {
        return reader.readValue(in);
      }
    };
  }
}
