package io.wirebench.codecs.control;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Controls of thread scaling ({@code run --threads}), whose answer is known by construction.
 * {@code control-lockfree} does control-1x's fixed work ({@link FixedWorkCodec#UNIT} dependent
 * xorshift steps) per operation with nothing shared between threads: each thread's work is its own,
 * so on as many threads as free cores its throughput grows with the threads (efficiency near 1).
 * {@code control-locked} does the same work holding one lock that every thread of the JVM shares (a
 * static monitor): only one thread works at a time, so a second thread adds nothing (efficiency near
 * 1/N, USL contention σ near 1). A scaling method that shows the locked control scaling, or the
 * lock-free one not, is wrong (or the machine had no free core). Both write 8 bytes.
 */
public final class ScalingControlCodec implements Codec {
  /** The lock {@code control-locked} takes around all of its work: one for every thread of the fork. */
  private static final Object LOCK = new Object();

  private final CodecInfo info;
  private final boolean locked;

  /** control-lockfree, for ServiceLoader. */
  public ScalingControlCodec() {
    this(false);
  }

  ScalingControlCodec(boolean locked) {
    this.locked = locked;
    this.info = CodecInfo.builder(locked ? "control-locked" : "control-lockfree")
        .library("wirebench control", Version.VALUE)
        .binary("fixed work", "application/octet-stream", Family.CONTROL)
        .binding(BindingStyle.CONTROL)
        .config(FixedWorkCodec.UNIT + " dependent xorshift steps per write and per read, " + (locked
            ? "all of them inside one synchronized block on a lock every thread shares" : "nothing shared between "
            + "threads") + "; writes 8 bytes")
        .notes("not a library: a control of thread scaling, " + (locked ? "whose threads queue for one lock "
            + "(efficiency near 1/N on N threads)" : "whose threads share nothing (efficiency near 1 while threads "
            + "have cores to run on)"))
        .refusesTrailingBytes()
        .build();
  }

  /** control-locked, for ServiceLoader. */
  public static final class Locked implements Codec {
    private final ScalingControlCodec delegate = new ScalingControlCodec(true);

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
    FixedWorkCodec.Work work = new FixedWorkCodec.Work(dataSet, FixedWorkCodec.UNIT);
    if (!locked) return work;
    return new Binding<Long>(dataSet, work.sample()) {
      @Override public void write(Long value, OutputStream out) throws IOException {
        synchronized (LOCK) {
          work.write(value, out);
        }
      }

      @Override public Long read(InputStream in) throws IOException {
        synchronized (LOCK) {
          return work.read(in);
        }
      }

      @Override public Long modify(Long value) {
        return work.modify(value);
      }
    };
  }
}
