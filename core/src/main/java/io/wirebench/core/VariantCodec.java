package io.wirebench.core;

/**
 * A codec under a variant id ({@link CodecVariant}): the same adapter, bound and run as the base
 * codec is, reported under its own id. Where the variant names a library version, the JVM that
 * runs it must have that version on its class path (a fork or gate child gets it); the version in
 * {@link #info} is then read from the jar that actually loaded, except in a JVM told the version
 * ({@code versionHere}) because it only plans the run.
 */
final class VariantCodec implements Codec {
  private final Codec base;
  private final CodecInfo info;

  VariantCodec(Codec base, CodecVariant variant, String versionHere) {
    this.base = base;
    this.info = base.info().variant(variant.id(), versionHere);
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    return base.bind(dataSet);
  }

  @Override public void checkModels(DataSet<?> dataSet) {
    base.checkModels(dataSet);
  }

  /** The adapter this variant runs. */
  Codec base() {
    return base;
  }
}
