package io.wirebench.codecs.quickbuf;

import io.wirebench.codecs.quickbuf.QuickbufConversions.Conversion;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import us.hebi.quickbuf.ProtoMessage;
import us.hebi.quickbuf.ProtoSink;
import us.hebi.quickbuf.ProtoSource;

/**
 * QuickBuffers (us.hebi.quickbuf) writing the Protobuf wire format of wirebench.proto, through
 * message classes written by hand in the shape protoc-gen-quickbuf 1.4 generates with its
 * default options ({@code io.wirebench.codecs.quickbuf.proto.Pb}), because the generator is not on
 * the Maven Central these machines reach (the runtime is). Used the way its README recommends for
 * throughput: one message per binding, refilled in place ({@code clearQuick()} and setters) and
 * read into with {@code clear()} and {@code mergeFrom}; one ProtoSource and one stream ProtoSink
 * per binding, re-aimed with {@code setInput}/{@code setOutput}. byte[] goes through
 * {@code toByteArray()} (exact size, one array sink) and an array ProtoSource; streams through
 * the runtime's own stream sink and source ({@code ProtoSink.newStreamSink()},
 * {@code ProtoSource.newStreamSource()}), which the README calls non-optimized convenience
 * wrappers: they write and read byte by byte, without a buffer of their own.
 */
public final class QuickbufCodec implements Codec {
  /** Said in config and notes of both QuickBuffers codecs. */
  static final String HAND_WRITTEN = "message classes hand-written in the shape protoc-gen-quickbuf "
      + "1.4 generates, because the generator is not on Maven Central here";

  private final CodecInfo info = CodecInfo.builder("quickbuf")
      .library("QuickBuffers", ProtoMessage.class, "us.hebi.quickbuf", "quickbuf-runtime")
      .binary("Protobuf", "application/x-protobuf", Family.SCHEMA)
      .binding(BindingStyle.POJO)
      .config(HAND_WRITTEN + " (default generator options: output_order=quickbuf, "
          + "allocation=eager); one message per binding refilled in place, reused ProtoSource and "
          + "stream ProtoSink; toByteArray for byte[]")
      .notes(HAND_WRITTEN + "; includes conversion model <-> messages; fields are written in "
          + "quickbuf's memory-layout order, not by field number, and a proto3 field set to 0 or "
          + "\"\" is written (QuickBuffers 1.4 gives proto3 fields presence), so the bytes are "
          + "protobuf-java's fields reordered, plus any zero-valued ones"
          + "; trailing bytes cannot be refused: a protobuf message does not mark its end, and "
          + "bytes appended to one parse as more fields")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    return bind(QuickbufConversions.find(dataSet), dataSet);
  }

  private <G extends ProtoMessage<G>> Binding<Object> bind(Conversion<G> c, DataSet<?> dataSet) {
    G message = c.blank().get();
    ProtoSource arraySource = ProtoSource.newArraySource();
    ProtoSource streamSource = ProtoSource.newStreamSource();
    ProtoSink streamSink = ProtoSink.newStreamSink();
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        G m = c.toMessage(value, message);
        m.getSerializedSize(); // caches the nested sizes writeTo needs, as the README says
        m.writeTo(streamSink.setOutput(out));
      }

      @Override public Object read(InputStream in) throws IOException {
        message.clear(); // clear, not clearQuick: absent fields must read as 0, not as before
        return c.toModel().apply(ProtoMessage.mergeFrom(message, streamSource.setInput(in)));
      }

      @Override public byte[] writeBytes(Object value) {
        return c.toMessage(value, message).toByteArray(); // ProtoMessage.toByteArray: exact size
      }

      @Override public Object readBytes(byte[] bytes) throws IOException {
        message.clear();
        return c.toModel().apply(ProtoMessage.mergeFrom(message, arraySource.setInput(bytes)));
      }
    };
  }
}
