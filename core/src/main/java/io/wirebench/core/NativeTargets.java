package io.wirebench.core;

import java.util.EnumSet;
import java.util.Set;

/**
 * The targets a binding's adapter implements itself ({@link Binding#nativeWriteTargets},
 * {@link Binding#nativeReadTargets}), as a value: what a run plan needs of a pair without holding
 * its binding, for example when the pair was bound and gated in another JVM.
 *
 * @param write write targets the adapter implements
 * @param read read targets the adapter implements
 */
public record NativeTargets(Set<Target> write, Set<Target> read) {
  public NativeTargets {
    write = Set.copyOf(write);
    read = Set.copyOf(read);
  }

  /** A binding's native targets. */
  public static NativeTargets of(Binding<?> binding) {
    return new NativeTargets(binding.nativeWriteTargets(), binding.nativeReadTargets());
  }

  /**
   * The write targets the benchmarks time, and so the ones the round-trip gate proves first:
   * stream, byte[] and file always; String and Writer when the format is text or the adapter
   * writes them natively; none for a read-only codec ({@link CodecInfo#readsOnly}).
   */
  public Set<Target> timedWrite(CodecInfo info) {
    if (info.readsOnly()) return EnumSet.noneOf(Target.class);
    return timed(info, write, true);
  }

  /**
   * The read targets the benchmarks time: stream, byte[] and file always; String and Reader when
   * the format is text or the adapter reads them natively.
   */
  public Set<Target> timedRead(CodecInfo info) {
    return timed(info, read, false);
  }

  private static Set<Target> timed(CodecInfo info, Set<Target> natives, boolean write) {
    Set<Target> s = EnumSet.noneOf(Target.class);
    for (Target t : Target.values()) {
      if (write ? !t.canWrite() : !t.canRead()) continue;
      if (!t.isText() || info.textual() || natives.contains(t)) s.add(t);
    }
    return s;
  }
}
