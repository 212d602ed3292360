package io.wirebench.codecs.schema;

import io.wirebench.core.Binding;
import io.wirebench.core.DataSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.function.Function;
import org.apache.thrift.TBase;
import org.apache.thrift.TDeserializer;
import org.apache.thrift.TException;
import org.apache.thrift.TSerializer;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.transport.TIOStreamTransport;

/**
 * The part of {@link ThriftCodec} that uses the generated structs: compiled only when the Thrift
 * compiler generated them (the {@code thrift} profile), and found by name.
 */
final class ThriftBinder implements Function<DataSet<?>, Binding<?>> {
  @Override public Binding<?> apply(DataSet<?> dataSet) {
    Conversion<TBase<?, ?>> c = Conversion.find(ThriftConversions.ALL, dataSet);
    TSerializer serializer;
    TDeserializer deserializer;
    try {
      serializer = new TSerializer(new TCompactProtocol.Factory());
      deserializer = new TDeserializer(new TCompactProtocol.Factory());
    } catch (TException e) {
      throw new IllegalStateException("cannot set up Thrift's compact protocol", e);
    }
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        try {
          // struct.write(new TCompactProtocol(new TIOStreamTransport(out))), Thrift's stream transport
          TIOStreamTransport transport = new TIOStreamTransport(out);
          c.toGenerated().apply(value).write(new TCompactProtocol(transport));
          transport.flush();
        } catch (TException e) {
          throw new IOException(e);
        }
      }

      @Override public Object read(InputStream in) throws IOException {
        try {
          TBase<?, ?> t = c.blank().get();
          t.read(new TCompactProtocol(new TIOStreamTransport(in))); // struct.read over the stream transport
          return c.toModel().apply(t);
        } catch (TException e) {
          throw new IOException(e);
        }
      }

      @Override public byte[] writeBytes(Object value) throws IOException {
        try {
          return serializer.serialize(c.toGenerated().apply(value)); // TSerializer.serialize, reused
        } catch (TException e) {
          throw new IOException(e);
        }
      }

      @Override public Object readBytes(byte[] bytes) throws IOException {
        try {
          TBase<?, ?> t = c.blank().get();
          deserializer.deserialize(t, bytes); // TDeserializer.deserialize: TMemoryInputTransport, no copy
          return c.toModel().apply(t);
        } catch (TException e) {
          throw new IOException(e);
        }
      }
    };
  }
}
