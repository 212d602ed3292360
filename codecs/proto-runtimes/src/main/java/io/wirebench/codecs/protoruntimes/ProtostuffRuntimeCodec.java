package io.wirebench.codecs.protoruntimes;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtobufIOUtil;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
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
import java.lang.reflect.Modifier;

/**
 * Protostuff with runtime schemas: no .proto and no generated code, the model's own classes
 * described by reflection ({@link RuntimeSchema#getSchema}, which caches each class's schema; the
 * binding keeps it too). Used as protostuff's docs show: one {@link LinkedBuffer} of the default
 * 512 bytes per binding, reused by every write and cleared after each ({@code try/finally
 * buffer.clear()}), and reads that merge into {@link Schema#newMessage} (the class's no-arg
 * constructor, which every model class has). Default runtime settings: fields numbered 1, 2, ...
 * in declaration order, enums by number (their ordinal), null fields left out, primitives always
 * written. Two formats, two codecs: protostuff's own ({@link ProtostuffIOUtil}: nested messages as
 * groups, written in one pass) and Protobuf's wire format ({@link ProtobufIOUtil}: nested messages
 * length-delimited, so each message is buffered to learn its size).
 *
 * <p>On JDK 17 and 25 no {@code --add-opens} is needed: protostuff reaches fields through
 * {@code sun.misc.Unsafe} (module jdk.unsupported, open to the class path) and instantiates the
 * model's public classes through their no-arg constructors; the JDK collections the model holds
 * (ArrayList) are made with {@code new}. On JDK 24+ Unsafe's memory-access methods warn unless
 * {@code --sun-misc-unsafe-memory-access=allow}, which every fork already gets
 * (bench's JvmInfo.baseFlags), so the codec declares no flags of its own.
 */
abstract class ProtostuffRuntimeCodec implements Codec {
  /** Protostuff's two entry points, which have the same static methods but no common type. */
  enum Format {
    PROTOSTUFF {
      @Override <T> byte[] toByteArray(T value, Schema<T> schema, LinkedBuffer buffer) {
        return ProtostuffIOUtil.toByteArray(value, schema, buffer);
      }

      @Override <T> void writeTo(OutputStream out, T value, Schema<T> schema, LinkedBuffer buffer) throws IOException {
        ProtostuffIOUtil.writeTo(out, value, schema, buffer);
      }

      @Override <T> void mergeFrom(byte[] bytes, T value, Schema<T> schema) {
        ProtostuffIOUtil.mergeFrom(bytes, value, schema);
      }

      @Override <T> void mergeFrom(InputStream in, T value, Schema<T> schema, LinkedBuffer buffer) throws IOException {
        ProtostuffIOUtil.mergeFrom(in, value, schema, buffer);
      }
    },
    PROTOBUF {
      @Override <T> byte[] toByteArray(T value, Schema<T> schema, LinkedBuffer buffer) {
        return ProtobufIOUtil.toByteArray(value, schema, buffer);
      }

      @Override <T> void writeTo(OutputStream out, T value, Schema<T> schema, LinkedBuffer buffer) throws IOException {
        ProtobufIOUtil.writeTo(out, value, schema, buffer);
      }

      @Override <T> void mergeFrom(byte[] bytes, T value, Schema<T> schema) {
        ProtobufIOUtil.mergeFrom(bytes, value, schema);
      }

      @Override <T> void mergeFrom(InputStream in, T value, Schema<T> schema, LinkedBuffer buffer) throws IOException {
        ProtobufIOUtil.mergeFrom(in, value, schema, buffer);
      }
    };

    abstract <T> byte[] toByteArray(T value, Schema<T> schema, LinkedBuffer buffer);

    abstract <T> void writeTo(OutputStream out, T value, Schema<T> schema, LinkedBuffer buffer) throws IOException;

    abstract <T> void mergeFrom(byte[] bytes, T value, Schema<T> schema);

    abstract <T> void mergeFrom(InputStream in, T value, Schema<T> schema, LinkedBuffer buffer) throws IOException;
  }

  private static final String CONFIG = "RuntimeSchema.getSchema per model class (default runtime "
      + "settings: fields numbered in declaration order, enums by number), one 512-byte LinkedBuffer per "
      + "binding cleared after each use, as protostuff's docs show; ";
  private static final String NOTES = "no schema file: the field numbers follow the order of the model "
      + "class's fields, so reordering them changes the bytes; primitives are written even when 0; "
      + "trailing bytes cannot be refused: the root message does not mark its end, and bytes appended "
      + "to one parse as more fields";

  private final CodecInfo info;
  private final Format format;

  ProtostuffRuntimeCodec(String id, Format format, String formatName, String mediaType, String how) {
    this.format = format;
    this.info = CodecInfo.builder(id)
        .library("Protostuff", ProtostuffIOUtil.class, "io.protostuff", "protostuff-core")
        .binary(formatName, mediaType, Family.SCHEMA)
        .binding(BindingStyle.POJO)
        .config(CONFIG + how)
        .notes(NOTES)
        .build();
  }

  @Override public final CodecInfo info() {
    return info;
  }

  @Override public final Binding<?> bind(DataSet<?> dataSet) {
    return binding(dataSet, schema(dataSet));
  }

  /** The runtime schema of a data set's class, or a gap for values that are not one object of a class. */
  @SuppressWarnings("unchecked")
  private static Schema<Object> schema(DataSet<?> dataSet) {
    Class<?> type = dataSet.type();
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException("runtime schemas describe a class; a JSON file has none "
          + "(use class:FQCN:PATH to name one)");
    }
    if (type.isArray() || type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
      throw new UnsupportedDataSetException("a runtime schema describes one concrete class, and "
          + dataSet.id() + " is a " + dataSet.typeName());
    }
    try {
      return (Schema<Object>) RuntimeSchema.getSchema(type);
    } catch (RuntimeException e) {
      throw new UnsupportedDataSetException("protostuff cannot make a runtime schema of "
          + dataSet.typeName() + ": " + e);
    }
  }

  private Binding<Object> binding(DataSet<?> dataSet, Schema<Object> schema) {
    LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        try {
          format.writeTo(out, value, schema, buffer); // XIOUtil.writeTo(OutputStream, ...): through the buffer
        } finally {
          buffer.clear();
        }
      }

      @Override public Object read(InputStream in) throws IOException {
        Object value = schema.newMessage();
        try {
          format.mergeFrom(in, value, schema, buffer); // XIOUtil.mergeFrom(InputStream, ..., buffer): reads into it
        } finally {
          buffer.clear();
        }
        return value;
      }

      @Override public byte[] writeBytes(Object value) {
        try {
          return format.toByteArray(value, schema, buffer); // XIOUtil.toByteArray
        } finally {
          buffer.clear();
        }
      }

      @Override public Object readBytes(byte[] bytes) {
        Object value = schema.newMessage();
        format.mergeFrom(bytes, value, schema); // XIOUtil.mergeFrom(byte[], ...): reads the array in place
        return value;
      }
    };
  }
}
