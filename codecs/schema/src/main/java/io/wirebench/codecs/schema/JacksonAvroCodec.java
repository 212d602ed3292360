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
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
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
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException(Conversion.UNTYPED_GAP);
    }
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
    return new JacksonBinding<Object>(dataSet, dataSet.value(), reader, writer) {
      // jackson-dataformat-avro 2.22's factory makes a JSON generator for a File (the gate found
      // writeValue(File) failing), so files go through streams, as the library's users must do
      @Override public void writeFile(Object value, Path file) throws IOException {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 65536)) {
          write(value, out);
        }
      }

      @Override public Object readFile(Path file) throws IOException {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 65536)) {
          return read(in);
        }
      }
    };
  }
}
