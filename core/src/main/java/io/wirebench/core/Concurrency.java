package io.wirebench.core;

/**
 * How the benchmarks give a codec to several threads at once ({@code run --threads}): what the
 * library's documentation recommends for concurrent use, as its adapter states it
 * ({@link CodecInfo.Builder#sharedAcrossThreads}). With one thread both are the same.
 */
public enum Concurrency {
  /**
   * Each thread binds the codec itself, so it holds its own binding (and whatever the adapter makes
   * in {@link Codec#bind}: a Kryo pool, a reused buffer). The default, and the honest one for a
   * library whose objects must not be shared ({@link Binding} is used by one thread at a time).
   */
  PER_THREAD("per-thread"),
  /**
   * One binding, made once, shared by every thread: for a library whose documentation says its
   * configured object (an {@code ObjectMapper}, a {@code Gson}) is thread-safe and meant to be
   * shared, and whose adapter's binding keeps no other mutable state (or keeps it per thread).
   * The figures then include the contention on the library's shared caches.
   */
  SHARED("shared");

  private final String label;

  Concurrency(String label) {
    this.label = label;
  }

  /** The name in run.json and the tables: {@code per-thread}, {@code shared}. */
  public String label() {
    return label;
  }
}
