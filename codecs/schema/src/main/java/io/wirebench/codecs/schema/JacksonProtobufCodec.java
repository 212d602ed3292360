package io.wirebench.codecs.schema;

import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.protobuf.ProtobufMapper;
import com.fasterxml.jackson.dataformat.protobuf.schema.ProtobufSchema;
import io.wirebench.core.JacksonBinding;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.DecimalMatrix;
import java.io.IOException;

/**
 * Jackson's Protobuf backend binding the shared model directly, configured as its README shows:
 * one {@link ProtobufMapper}, the schema generated from the class once at bind time
 * ({@code generateSchemaFor}), and an {@link ObjectReader} / {@link ObjectWriter} made once with
 * {@code .with(schema)}. No generated classes and no conversion.
 */
public final class JacksonProtobufCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("jackson-protobuf")
      .library("Jackson Protobuf", ProtobufMapper.class, "com.fasterxml.jackson.dataformat",
          "jackson-dataformat-protobuf")
      .binary("Protobuf", "application/x-protobuf", Family.SCHEMA)
      .binding(BindingStyle.POJO)
      .config("one ProtobufMapper with default features; schema generated once per type with "
          + "generateSchemaFor; ObjectReader/ObjectWriter made once with .with(schema)")
      .notes("schema generated from the model classes (proto2-style optional fields, enums "
          + "numbered from 0): null fields are omitted, all others written even when they hold "
          + "defaults; its int64 varints can take a byte more than protoc's (measurements: 26 "
          + "bytes per item against 25)"
          + "; trailing bytes cannot be refused: a protobuf message does not mark its end, and bytes appended to one parse as more fields (concatenation merges by design)")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    Conversion.requireTyped(dataSet);
    if (dataSet.type().isArray()) {
      throw new UnsupportedDataSetException("a protobuf message is the top-level value, and " + dataSet.id()
          + " is an array of " + dataSet.type().getComponentType().getName() + " (give one value per file to bind a message)");
    }
    if (dataSet.type() == DecimalMatrix.class) {
      throw new UnsupportedDataSetException("protobuf has no list of lists, and the model's "
          + "DecimalMatrix.rows is List<List<String>>: Jackson's schema generator has no message "
          + "to put each row in without a wrapper class the model does not have (it fails with "
          + "\"'Array' type not supported as type by protobuf module\")");
    }
    ProtobufMapper mapper = new ProtobufMapper();
    ProtobufSchema schema;
    try {
      schema = mapper.generateSchemaFor(dataSet.type());
    } catch (IOException e) {
      throw new IllegalStateException("cannot generate a protobuf schema for " + dataSet.type(), e);
    }
    ObjectWriter writer = mapper.writerFor(dataSet.type()).with(schema);
    ObjectReader reader = mapper.readerFor(dataSet.type()).with(schema);
    // No access or partial read through ProtobufParser's tokens (JacksonBinding.Tokens, as the other
    // Jackson dataformats have): in 2.22 its tokens give an enum as its number, not its name, and
    // nextFieldName with skipChildren fails on fields after a skipped one ("Undefined property (id 5,
    // wire type 7)"), so the gate refused both; protobuf-java's CodedInputStream is the protobuf row.
    return new JacksonBinding<Object>(dataSet, dataSet.value(), reader, writer);
  }
}
