package io.wirebench.codecs.json;

import com.owlike.genson.Genson;
import com.owlike.genson.GensonBuilder;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Writer;

/**
 * Genson, POJO binding. Genson's documentation: a {@link Genson} instance is immutable and
 * thread-safe, build it once with {@link GensonBuilder} and reuse it. Class metadata
 * ({@code @class}) is off, as it must be for plain JSON equal to the reference; the other
 * settings are Genson's defaults (getters/setters and public fields, nulls written, no
 * indentation). Native paths: String, byte[], OutputStream and Writer. Genson 1.6's parser
 * mis-reads input that arrives in short reads (a stream or Reader handing out fewer bytes than
 * asked, as sockets do: found by the contract's one-byte-at-a-time stream), so the adapter reads
 * a stream whole and parses the bytes, and a Reader goes through a String. Files take the
 * default buffered streams (Genson has no file API).
 */
public final class GensonCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("genson")
      .library("Genson", Genson.class, "com.owlike", "genson")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one shared Genson from GensonBuilder with useClassMetadata(false) (plain JSON, no "
          + "@class) and otherwise defaults: thread-safe and reused, as its docs recommend")
      .notes("stream and Reader reads are buffered whole: Genson 1.6's parser mis-reads input "
          + "that arrives in short reads"
          + "; trailing bytes after the value are not checked: the adapter reads one value, and whether the library refuses what follows is not verified")
      .build();

  private static final class Shared {
    static final Genson GENSON = new GensonBuilder().useClassMetadata(false).create();
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    Genson genson = Shared.GENSON;
    @SuppressWarnings("unchecked")
    Class<Object> type = (Class<Object>) dataSet.type();
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) {
        genson.serialize(value, out); // Genson.serialize(value, OutputStream)
      }

      @Override public Object read(InputStream in) throws IOException {
        return readBytes(in.readAllBytes()); // whole, then deserialize(byte[]): short-read bug
      }

      @Override public byte[] writeBytes(Object value) {
        return genson.serializeBytes(value); // Genson.serializeBytes
      }

      @Override public Object readBytes(byte[] bytes) {
        return genson.deserialize(bytes, type); // Genson.deserialize(byte[], type)
      }

      @Override public String writeString(Object value) {
        return genson.serialize(value); // Genson.serialize(value): String
      }

      @Override public Object readString(String text) {
        return genson.deserialize(text, type); // Genson.deserialize(String, type)
      }

      @Override public void writeChars(Object value, Writer out) {
        genson.serialize(value, out); // Genson.serialize(value, Writer)
      }
      // no readChars: the default reads the Reader into a String (short-read bug, above)
    };
  }
}
