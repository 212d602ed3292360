package io.wirebench.core;

/**
 * Work whose cost is known by construction: a dependent xorshift64 chain. Each step depends on the
 * one before, so the JIT can neither vectorise nor skip it, and it uses one execution unit at a
 * time. The control codecs ({@code control-1x}, {@code control-2x}) run it per operation, and the
 * machine check ({@code MachineNoise}) runs the same chain as its probe of preemption.
 */
public final class FixedWork {
  private FixedWork() {}

  /** {@code steps} xorshift64 steps from {@code x} (which must not be 0; xorshift never reaches 0 from elsewhere). */
  public static long chain(long x, int steps) {
    for (int i = 0; i < steps; i++) {
      x ^= x << 13;
      x ^= x >>> 7;
      x ^= x << 17;
    }
    return x;
  }
}
