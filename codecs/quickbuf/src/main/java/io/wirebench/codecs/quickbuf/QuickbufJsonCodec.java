package io.wirebench.codecs.quickbuf;

import io.wirebench.codecs.quickbuf.QuickbufConversions.Conversion;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.DecimalMatrix;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import us.hebi.quickbuf.JsonSink;
import us.hebi.quickbuf.JsonSource;
import us.hebi.quickbuf.ProtoMessage;

/**
 * QuickBuffers' built-in JSON (the proto3 JSON mapping) over the same hand-written message
 * classes as {@link QuickbufCodec}. Configured as its README recommends for production: one
 * {@code JsonSink.newInstance()} per binding, reused ({@code clear()} before each message; the
 * README warns that growing its buffer is slow, so reuse keeps the grown one), minified (the
 * default, no pretty printing), enums as names (the default, {@code setWriteEnumsAsInts(false)}),
 * lowerCamelCase keys (the default, {@code setPreserveProtoFieldNames(false)}: the proto3 JSON
 * names, which are the shared model's names), int64 as plain numbers (the runtime's only way).
 * Reading makes one {@code JsonSource} per call ({@code JsonSource.newInstance(byte[] /
 * InputStream / String)}: it has no setInput to re-aim it) with unknown fields refused (the
 * default). Writing to a stream copies the sink's bytes out ({@code RepeatedByte.writeTo}): the
 * runtime has no streaming JsonSink.
 */
public final class QuickbufJsonCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("quickbuf-json")
      .library("QuickBuffers", ProtoMessage.class, "us.hebi.quickbuf", "quickbuf-runtime")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config(QuickbufCodec.HAND_WRITTEN + "; one JsonSink.newInstance() per binding, cleared "
          + "before each write: minified, enums as names, lowerCamelCase keys (the defaults); a new "
          + "JsonSource per read (no setInput), unknown fields refused (the default)")
      .notes(QuickbufCodec.HAND_WRITTEN + "; includes conversion model <-> messages; the enum "
          + "constants are named as in the shared model (ACTIVE, not wirebench.proto's "
          + "STATUS_ACTIVE; same numbers) so that the JSON matches the model's; the stream target "
          + "writes the whole document to the sink's buffer first (no streaming JsonSink); "
          + "trailing bytes are not refused: mergeFrom(JsonSource) stops at the end of the "
          + "object and does not look further")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.type() == DecimalMatrix.class) {
      throw new UnsupportedDataSetException("protobuf has no list of lists: wirebench.proto wraps "
          + "each row in a DecimalRow message, so its JSON has {\"values\": [...]} objects where "
          + "the shared model's JSON has arrays");
    }
    return bind(QuickbufConversions.find(dataSet), dataSet);
  }

  private <G extends ProtoMessage<G>> Binding<Object> bind(Conversion<G> c, DataSet<?> dataSet) {
    G message = c.blank().get();
    JsonSink sink = JsonSink.newInstance();
    return new Binding<Object>(dataSet, dataSet.value()) {
      private JsonSink serialize(Object value) throws IOException {
        return sink.clear().writeMessage(c.toMessage(value, message));
      }

      private Object parse(JsonSource source) throws IOException {
        message.clear(); // clear, not clearQuick: absent fields must read as 0, not as before
        return c.toModel().apply(message.mergeFrom(source));
      }

      @Override public void write(Object value, OutputStream out) throws IOException {
        serialize(value).getBytes().writeTo(out);
      }

      @Override public Object read(InputStream in) throws IOException {
        return parse(JsonSource.newInstance(in));
      }

      @Override public byte[] writeBytes(Object value) throws IOException {
        return serialize(value).getBytes().toArray();
      }

      @Override public Object readBytes(byte[] bytes) throws IOException {
        return parse(JsonSource.newInstance(bytes));
      }

      @Override public String writeString(Object value) throws IOException {
        return serialize(value).getChars().toString(); // the sink's bytes decoded as UTF-8
      }

      @Override public Object readString(String text) throws IOException {
        return parse(JsonSource.newInstance(text)); // encodes to UTF-8 bytes, then as byte[]
      }
    };
  }
}
