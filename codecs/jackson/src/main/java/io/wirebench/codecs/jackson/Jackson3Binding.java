package io.wirebench.codecs.jackson;

import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import io.wirebench.core.Binding;
import io.wirebench.core.DataSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;

/**
 * A Jackson 3 binding through an {@link ObjectReader} and {@link ObjectWriter} made once per data
 * set, with every target databind has a native path for (byte[], String, Writer, Reader, file):
 * each target is databind's own call for it, as in core's {@code JacksonBinding}. Trailing tokens
 * are refused ({@code FAIL_ON_TRAILING_TOKENS}, on by default in Jackson 3; set here so that the
 * codecs' claim does not hang on a default).
 */
class Jackson3Binding<V> extends Binding<V> {
  private final ObjectReader reader;
  private final ObjectWriter writer;

  Jackson3Binding(DataSet<?> dataSet, V sample, ObjectReader reader, ObjectWriter writer) {
    super(dataSet, sample);
    this.reader = reader.with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    this.writer = writer;
  }

  /** The POJO binding of a data set's model class, its reader and writer made from {@code mapper}. */
  static Jackson3Binding<Object> ofType(ObjectMapper mapper, DataSet<?> dataSet) {
    return new Jackson3Binding<Object>(dataSet, dataSet.value(), mapper.readerFor(dataSet.type()),
        mapper.writerFor(dataSet.type()));
  }

  @Override public void write(V value, OutputStream out) throws IOException {
    writer.writeValue(out, value); // ObjectWriter.writeValue(OutputStream, value)
  }

  @Override public V read(InputStream in) throws IOException {
    return reader.readValue(in); // ObjectReader.readValue(InputStream)
  }

  @Override public byte[] writeBytes(V value) throws IOException {
    return writer.writeValueAsBytes(value); // recycled ByteArrayBuilder, one copy out
  }

  @Override public V readBytes(byte[] bytes) throws IOException {
    return reader.readValue(bytes); // ObjectReader.readValue(byte[])
  }

  @Override public String writeString(V value) throws IOException {
    return writer.writeValueAsString(value); // unsynchronized SegmentedStringWriter
  }

  @Override public V readString(String text) throws IOException {
    return reader.readValue(text); // ObjectReader.readValue(String)
  }

  @Override public void writeChars(V value, Writer out) throws IOException {
    writer.writeValue(out, value); // ObjectWriter.writeValue(Writer, value)
  }

  @Override public V readChars(Reader in) throws IOException {
    return reader.readValue(in); // ObjectReader.readValue(Reader)
  }

  @Override public void writeFile(V value, Path file) throws IOException {
    writer.writeValue(file, value); // Jackson 3 takes a Path directly
  }

  @Override public V readFile(Path file) throws IOException {
    return reader.readValue(file); // ObjectReader.readValue(Path)
  }
}
