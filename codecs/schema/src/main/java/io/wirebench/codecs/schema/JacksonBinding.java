package io.wirebench.codecs.schema;

import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.wirebench.core.Binding;
import io.wirebench.core.DataSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** The binding both Jackson schema codecs use: a reader and writer already given their schema. */
final class JacksonBinding extends Binding<Object> {
  private final ObjectWriter writer;
  private final ObjectReader reader;

  JacksonBinding(DataSet<?> dataSet, ObjectWriter writer, ObjectReader reader) {
    super(dataSet, dataSet.value());
    this.writer = writer;
    this.reader = reader;
  }

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
}
