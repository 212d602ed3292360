package io.wirebench.codecs.control;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.Json;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Locale;

/**
 * The size sweep's controls, whose growth with the payload is known by construction. Both write
 * the data set's reference JSON (encoded once at bind time, as {@code baseline} does) by appending
 * it in {@value #CHUNK}-byte pieces to a buffer made for the call, and read by appending their
 * input the same way; they differ only in how that buffer grows when it is full, from the same
 * {@value #STEP} bytes:
 * <ul>
 *   <li>{@code control-linear} doubles it, so each byte is copied a bounded number of times
 *       (under two on average): its time is a fixed cost plus a cost per byte;</li>
 *   <li>{@code control-quadratic} adds {@value #STEP} bytes, so n bytes cost n / {@value #STEP}
 *       copies of the buffer so far, about n² / {@value #DOUBLE_STEP} bytes in all: its time grows
 *       as the square of the size from about 10 KB on, as a buffer with a fixed expansion step
 *       does (JacORB's default expansion policy was found this way, past 62.7 MiB).</li>
 * </ul>
 * The sweep analysis must flag the one as superlinear and not the other. The quadratic one
 * refuses data sets over {@value #MAX_QUADRATIC_BYTES} bytes of JSON: at 16 MB one operation
 * already copies about 30 GB.
 */
public class GrowthControlCodec implements Codec {
  /** Bytes appended at a time. */
  static final int CHUNK = 64;
  /** The buffer's first size, and control-quadratic's step. */
  static final int STEP = 4096;
  static final int DOUBLE_STEP = 2 * STEP;
  /** The largest JSON control-quadratic takes: beyond it one operation takes seconds. */
  static final long MAX_QUADRATIC_BYTES = 16_000_000;

  private final CodecInfo info;
  private final boolean quadratic;

  /** control-linear, for ServiceLoader. */
  public GrowthControlCodec() {
    this("control-linear", false, "appends the reference JSON in " + CHUNK + "-byte pieces to a buffer of " + STEP
        + " bytes that doubles when full (write and read alike): linear in the size");
  }

  GrowthControlCodec(String id, boolean quadratic, String how) {
    this.quadratic = quadratic;
    this.info = CodecInfo.builder(id)
        .library("wirebench control", Version.VALUE)
        .text("JSON", "application/json", Family.CONTROL)
        .binding(BindingStyle.CONTROL)
        .config(how)
        .notes("not a library: a control of the size sweep, whose growth is known by construction "
            + "(control-linear: linear; control-quadratic: quadratic); it copies whatever it is given, so it "
            + "cannot tell trailing bytes")
        .build();
  }

  /** control-quadratic, for ServiceLoader. */
  public static final class Quadratic extends GrowthControlCodec {
    public Quadratic() {
      super("control-quadratic", true, "appends the reference JSON in " + CHUNK + "-byte pieces to a buffer of "
          + STEP + " bytes that grows by " + STEP + " bytes when full (write and read alike): n bytes copy about n²/"
          + DOUBLE_STEP + " bytes, quadratic in the size by construction");
    }
  }

  @Override public final CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    byte[] json;
    try {
      json = Json.write(dataSet.value());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (quadratic && json.length > MAX_QUADRATIC_BYTES) {
      throw new UnsupportedDataSetException(String.format(Locale.ROOT, "takes data sets of up to %,d bytes of JSON, "
          + "and %s has %,d: one operation would copy about %.0f GB", MAX_QUADRATIC_BYTES, dataSet.id(), json.length,
          (double) json.length * json.length / DOUBLE_STEP / 1e9));
    }
    return new Growing(dataSet, json, quadratic);
  }

  /** Bytes in, the same bytes out, through a buffer that grows as the codec says. */
  static final class Growing extends Binding<byte[]> {
    private final boolean quadratic;

    Growing(DataSet<?> dataSet, byte[] json, boolean quadratic) {
      super(dataSet, json);
      this.quadratic = quadratic;
    }

    @Override public void write(byte[] value, OutputStream out) throws IOException {
      Buffer b = appended(value);
      out.write(b.bytes, 0, b.length);
      out.flush();
    }

    @Override public byte[] read(InputStream in) throws IOException {
      Buffer b = new Buffer(quadratic);
      byte[] chunk = new byte[CHUNK];
      for (int n; (n = in.read(chunk)) >= 0; ) b.append(chunk, 0, n);
      return b.trimmed();
    }

    @Override public byte[] writeBytes(byte[] value) {
      return appended(value).trimmed();
    }

    @Override public byte[] readBytes(byte[] bytes) {
      return appended(bytes).trimmed();
    }

    private Buffer appended(byte[] src) {
      Buffer b = new Buffer(quadratic);
      for (int at = 0; at < src.length; at += CHUNK) b.append(src, at, Math.min(CHUNK, src.length - at));
      return b;
    }

    @Override public byte[] modify(byte[] value) {
      return BaselineCodec.Copy.upperFirstLetter(value, dataSet());
    }
  }

  /** A buffer made for one call, grown by a fixed step or by doubling. */
  static final class Buffer {
    private final boolean quadratic;
    byte[] bytes = new byte[STEP];
    int length;
    /** How many times the buffer grew: a test proves the growth policy with it. */
    int grown;

    Buffer(boolean quadratic) {
      this.quadratic = quadratic;
    }

    void append(byte[] src, int at, int n) {
      if (length + n > bytes.length) {
        int bigger = quadratic ? bytes.length + STEP : bytes.length * 2;
        bytes = Arrays.copyOf(bytes, Math.max(bigger, length + n));
        grown++;
      }
      System.arraycopy(src, at, bytes, length, n);
      length += n;
    }

    byte[] trimmed() {
      return Arrays.copyOf(bytes, length);
    }
  }
}
