package io.wirebench.codecs.binary;

import java.util.function.Supplier;

/**
 * A value made on first use and then shared (a codec's mapper or registry): codecs' constructors
 * do no work, so that one whose library cannot start is still listed.
 */
final class Lazy<T> {
  private final Supplier<T> maker;
  private volatile T value;

  Lazy(Supplier<T> maker) {
    this.maker = maker;
  }

  T get() {
    T v = value;
    if (v == null) {
      synchronized (this) {
        v = value;
        if (v == null) {
          value = v = maker.get();
        }
      }
    }
    return v;
  }
}
