package io.wirebench.codecs.jsontree;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;

/**
 * A tree or untyped JSON codec whose bindings {@link Exactness} checks: {@link #bind} is the
 * codec's {@link #bindExact}, and for a user's JSON file one round trip through it at bind time
 * that turns what the library cannot represent into a gap.
 */
abstract class ExactCodec implements Codec {
  private final CodecInfo info;

  ExactCodec(CodecInfo info) {
    this.info = info;
  }

  @Override public final CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    return Exactness.bind(info.id(), dataSet, () -> bindExact(dataSet));
  }

  /** The library's binding of the data set, without the check. */
  abstract Binding<?> bindExact(DataSet<?> dataSet);
}
