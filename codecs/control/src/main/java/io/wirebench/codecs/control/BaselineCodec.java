package io.wirebench.codecs.control;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecException;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * The ceiling this harness allows on a data set: "writing" hands over the data set's reference
 * JSON bytes, encoded once at bind time, and "reading" copies them. No library does less, so its
 * row shows what the harness itself costs per operation (the call through {@link Binding}, the
 * target's sink or source, the blackhole) and how close each library comes to it.
 */
public final class BaselineCodec implements Codec {
  private static final CodecInfo INFO = CodecInfo.builder("baseline")
      .library("wirebench baseline", Version.VALUE)
      .text("JSON", "application/json", Family.CONTROL)
      .binding(BindingStyle.CONTROL)
      .config("the data set's reference JSON (Jackson, encoded once at bind time); write copies those bytes to the "
          + "target, read copies them back")
      .notes("not a library: the harness's ceiling and its per-operation cost; it copies whatever it is "
          + "given, so it cannot tell trailing bytes")
      .build();

  @Override public CodecInfo info() {
    return INFO;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    try {
      return new Copy(dataSet, Json.write(dataSet.value()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Bytes in, the same bytes out. */
  static final class Copy extends Binding<byte[]> {
    Copy(DataSet<?> dataSet, byte[] encoded) {
      super(dataSet, encoded);
    }

    @Override public void write(byte[] value, OutputStream out) throws IOException {
      out.write(value);
      out.flush();
    }

    @Override public byte[] read(InputStream in) throws IOException {
      return in.readAllBytes();
    }

    @Override public byte[] writeBytes(byte[] value) {
      return value.clone();
    }

    @Override public byte[] readBytes(byte[] bytes) {
      return bytes.clone();
    }

    @Override public byte[] modify(byte[] value) {
      return upperFirstLetter(value, dataSet());
    }

    /** The change of one field: the first lower-case letter (in the first key) upper-cased, in a copy. */
    static byte[] upperFirstLetter(byte[] value, DataSet<?> dataSet) {
      byte[] copy = Arrays.copyOf(value, value.length);
      for (int i = 0; i < copy.length; i++) {
        if (copy[i] >= 'a' && copy[i] <= 'z') {
          copy[i] -= 'a' - 'A';
          return copy;
        }
      }
      throw new CodecException("control: nothing to modify in " + dataSet.id());
    }
  }
}
