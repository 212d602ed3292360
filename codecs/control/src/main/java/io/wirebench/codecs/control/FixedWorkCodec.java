package io.wirebench.codecs.control;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecException;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.FixedWork;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Controls whose true speed ratio is known by construction: {@code control-1x} does {@link #UNIT}
 * steps of a dependent xorshift chain per operation and {@code control-2x} twice as many, so
 * control-1x is 2.0 times as fast as control-2x, less a bias from the harness's fixed cost per
 * operation (tens of nanoseconds against {@value #UNIT} steps of about 2 ns, under 0.3%). Each
 * step depends on the one before, so the JIT can neither vectorise nor skip the chain, and its
 * result decides a branch, so it cannot be dropped. {@code wirebench selfcheck} measures both and
 * fails when the interval of the measured ratio misses 2.0. The value written is 8 bytes, whatever
 * the data set.
 */
public final class FixedWorkCodec implements Codec {
  /** Chain steps per operation of control-1x. */
  public static final int UNIT = 20_000;

  private final CodecInfo info;
  private final int steps;

  /** control-1x, for ServiceLoader. */
  public FixedWorkCodec() {
    this(1);
  }

  FixedWorkCodec(int units) {
    this.steps = units * UNIT;
    this.info = CodecInfo.builder("control-" + units + "x")
        .library("wirebench control", Version.VALUE)
        .binary("fixed work", "application/octet-stream", Family.CONTROL)
        .binding(BindingStyle.CONTROL)
        .config(steps + " dependent xorshift steps per write and per read; writes 8 bytes")
        .notes("not a library: a control with a known speed ratio (control-1x is 2.0x control-2x)")
        .refusesTrailingBytes()
        .build();
  }

  /** control-2x, for ServiceLoader. */
  public static final class Double extends Codec2 {
    public Double() {
      super(2);
    }
  }

  /** A fixed-work codec of a given multiple, for subclasses ServiceLoader can instantiate. */
  abstract static class Codec2 implements Codec {
    private final FixedWorkCodec delegate;

    Codec2(int units) {
      delegate = new FixedWorkCodec(units);
    }

    @Override public CodecInfo info() {
      return delegate.info();
    }

    @Override public Binding<?> bind(DataSet<?> dataSet) {
      return delegate.bind(dataSet);
    }
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    return new Work(dataSet, steps);
  }

  /** The chain: xorshift64 from a seed (made odd, so never 0), {@code steps} times. */
  static long chain(long seed, int steps) {
    return FixedWork.chain(seed | 1, steps);
  }

  /** Writes and reads one long, doing the fixed work each time. */
  static final class Work extends Binding<Long> {
    private final int steps;

    Work(DataSet<?> dataSet, int steps) {
      super(dataSet, 0x5DEECE66DL);
      this.steps = steps;
    }

    @Override public void write(Long value, OutputStream out) throws IOException {
      if (chain(value, steps) == 0) throw new CodecException("xorshift reached 0, which it never does");
      long v = value;
      for (int i = 56; i >= 0; i -= 8) out.write((int) (v >>> i));
      out.flush();
    }

    @Override public Long read(InputStream in) throws IOException {
      long v = new DataInputStream(in).readLong();
      if (in.read() >= 0) throw new CodecException("control: trailing bytes after the 8-byte value");
      if (chain(v, steps) == 0) throw new CodecException("xorshift reached 0, which it never does");
      return v;
    }

    @Override public Long modify(Long value) {
      return value + 1;
    }
  }
}
