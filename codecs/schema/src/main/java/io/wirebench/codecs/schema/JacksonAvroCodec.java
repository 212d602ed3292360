package io.wirebench.codecs.schema;

import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.avro.AvroMapper;
import com.fasterxml.jackson.dataformat.avro.AvroSchema;
import com.fasterxml.jackson.dataformat.avro.schema.AvroSchemaGenerator;
import io.wirebench.core.JacksonBinding;
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
import java.nio.file.Path;

/**
 * Jackson's Avro backend binding the shared model directly, configured as its README shows: one
 * {@link AvroMapper} (Jackson's own Avro encoder and decoder, the default), the schema generated
 * from the class once at bind time by {@link AvroSchemaGenerator}, and an {@link ObjectReader} /
 * {@link ObjectWriter} made once with {@code .with(schema)}. No conversion: Jackson maps the model
 * classes to the schema itself.
 */
public final class JacksonAvroCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("jackson-avro")
      .library("Jackson Avro", AvroMapper.class, "com.fasterxml.jackson.dataformat",
          "jackson-dataformat-avro")
      .binary("Avro", "application/avro", Family.SCHEMA)
      .binding(BindingStyle.POJO)
      .config("one AvroMapper with default features; schema generated once per type with "
          + "AvroSchemaGenerator; ObjectReader/ObjectWriter made once with .with(schema)")
      .notes("schema generated from the model classes: strings, lists and enums become [null, T] "
          + "unions, one byte more each than in the hand-written schemas of 'avro'"
          + "; trailing bytes are not detected: a bare Avro datum does not mark its end, and jackson-dataformat-avro does not expose the decoder's isEnd()")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    Conversion.requireTyped(dataSet);
    AvroMapper mapper = new AvroMapper();
    AvroSchema schema;
    try {
      AvroSchemaGenerator generator = new AvroSchemaGenerator();
      mapper.acceptJsonFormatVisitor(dataSet.type(), generator);
      schema = generator.getGeneratedSchema();
    } catch (IOException e) {
      throw new IllegalStateException("cannot generate an Avro schema for " + dataSet.type(), e);
    }
    ObjectWriter writer = mapper.writerFor(dataSet.type()).with(schema);
    ObjectReader reader = mapper.readerFor(dataSet.type()).with(schema);
    // Databind's own call for every target but one, through core's JacksonBinding (so reads refuse
    // trailing tokens as the other Jackson codecs do). The exception: AvroFactory 2.22 does not
    // override createGenerator(File), so writeValue(File) writes JSON (the gate caught it); Avro
    // users write a file through a stream, and so does the default writeFile, which is not
    // overridden, so the results list that target as the default, not as native. Reading a File
    // is AvroFactory's own createParser(File), so readValue(File) is used.
    JacksonBinding<Object> jackson = new JacksonBinding.Tokens<>(dataSet, dataSet.value(), reader, writer, true, "Avro");
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        jackson.write(value, out); // ObjectWriter.writeValue(OutputStream, value)
      }

      @Override public Object read(InputStream in) throws IOException {
        return jackson.read(in); // ObjectReader.readValue(InputStream)
      }

      @Override public byte[] writeBytes(Object value) throws IOException {
        return jackson.writeBytes(value); // ObjectWriter.writeValueAsBytes
      }

      @Override public Object readBytes(byte[] bytes) throws IOException {
        return jackson.readBytes(bytes); // ObjectReader.readValue(byte[])
      }

      @Override public Object readFile(Path file) throws IOException {
        return jackson.readFile(file); // ObjectReader.readValue(File): AvroFactory.createParser(File)
      }

      @Override public void access(byte[] bytes, FieldSink sink) throws IOException {
        jackson.access(bytes, sink); // AvroParser's tokens, with the schema
      }

      @Override public Object readPartial(byte[] bytes) throws IOException {
        return jackson.readPartial(bytes);
      }

      @Override public String partialMethod() {
        return jackson.partialMethod();
      }
    };
  }
}
