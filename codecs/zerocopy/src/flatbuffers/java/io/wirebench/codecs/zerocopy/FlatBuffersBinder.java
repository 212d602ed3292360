package io.wirebench.codecs.zerocopy;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.Table;
import io.wirebench.codecs.zerocopy.FlatBuffersTypes.Root;
import io.wirebench.core.Binding;
import io.wirebench.core.DataSet;
import io.wirebench.core.FieldSink;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.function.Function;

/**
 * The part of {@link FlatBuffersCodec} that uses the generated tables: compiled only when flatc
 * generated them (the {@code flatbuffers} profile), and found by name.
 */
final class FlatBuffersBinder implements Function<DataSet<?>, Binding<?>> {
  /** What the partial read is, for its rows. */
  static final String PARTIAL_METHOD = "FlatBuffers field access";

  @Override public Binding<?> apply(DataSet<?> dataSet) {
    return bind(FlatBuffersTypes.find(dataSet), dataSet);
  }

  private static <M, T extends Table> Binding<Object> bind(Root<M, T> root, DataSet<?> dataSet) {
    // grows to the largest value written and keeps that buffer across clear()
    FlatBufferBuilder builder = new FlatBufferBuilder(1024);
    FlatBuffersPath partial = resolve(root, dataSet.partialPath());
    FlatBuffersFields fields = new FlatBuffersFields();
    return new Binding<Object>(dataSet, dataSet.value()) {
      /** The finished buffer, from the builder's position to its end. */
      private ByteBuffer build(Object value) {
        builder.clear();
        builder.finish(root.writer().write(builder, root.modelType().cast(value)));
        return builder.dataBuffer();
      }

      private T table(byte[] bytes) {
        return root.root().apply(ByteBuffer.wrap(bytes)); // the generated getRootAs*
      }

      @Override public void write(Object value, OutputStream out) throws IOException {
        ByteBuffer bb = build(value); // straight from the builder's array, no copy
        out.write(bb.array(), bb.arrayOffset() + bb.position(), bb.remaining());
      }

      @Override public Object read(InputStream in) throws IOException {
        // FlatBuffers reads from a buffer: the whole encoding first (nothing marks its end)
        return readBytes(in.readAllBytes());
      }

      @Override public byte[] writeBytes(Object value) {
        build(value);
        return builder.sizedByteArray(); // the documented way out: a copy of exactly the buffer
      }

      @Override public Object readBytes(byte[] bytes) {
        return root.toModel().apply(table(bytes));
      }

      @Override public void access(byte[] bytes, FieldSink sink) {
        T t = table(bytes);
        root.access().accept(t, fields.over(sink, t.getByteBuffer()));
      }

      @Override public Object readPartial(byte[] bytes) {
        return partial.read(table(bytes));
      }

      @Override public String partialMethod() {
        return PARTIAL_METHOD;
      }
    };
  }

  /**
   * The partial path's accessors; a path these tables cannot follow fails the partial read only
   * (its message then says why), not the binding's other reads and writes.
   */
  private static FlatBuffersPath resolve(Root<?, ?> root, String path) {
    try {
      return FlatBuffersPath.resolve(root.tableType(), path);
    } catch (IllegalArgumentException e) {
      return FlatBuffersPath.failing(e);
    }
  }
}
