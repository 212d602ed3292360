package io.wirebench.core;

import java.util.EnumSet;
import java.util.Set;

/**
 * The targets a binding's adapter implements itself ({@link Binding#nativeWriteTargets},
 * {@link Binding#nativeReadTargets}), and whether it has the {@code access} and {@code partial}
 * reads, as a value: what a run plan needs of a pair without holding its binding, for example when
 * the pair was bound and gated in another JVM.
 *
 * @param write write targets the adapter implements
 * @param read read targets the adapter implements
 * @param access whether the adapter visits every field without building the model
 *     ({@link Binding#hasAccess})
 * @param partialMethod how the binding reads the data set's one deep field ({@link Binding#partialMethod}:
 *     "full decode" for the default); null when it cannot
 * @param noPartial why it cannot (null when it can): the default partial read (a full decode, then
 *     the path through the value read) cannot walk this binding's values, and the adapter has no
 *     {@link Binding#readPartial} of its own
 */
public record NativeTargets(Set<Target> write, Set<Target> read, boolean access, String partialMethod,
    String noPartial) {
  public NativeTargets {
    write = Set.copyOf(write);
    read = Set.copyOf(read);
  }

  /** Targets alone, for a pair nothing else is known of: no access, no partial read. */
  public NativeTargets(Set<Target> write, Set<Target> read) {
    this(write, read, false, null, "not known for this pair");
  }

  /** A binding's native targets, access and partial read. */
  public static NativeTargets of(Binding<?> binding) {
    String noPartial = noPartial(binding);
    return new NativeTargets(binding.nativeWriteTargets(), binding.nativeReadTargets(), binding.hasAccess(),
        noPartial == null ? binding.partialMethod() : null, noPartial);
  }

  /**
   * Why a binding has no partial read, or null when it has one: its own ({@link Binding#hasPartial}),
   * or the default, which works when the path leads to a value through the binding's own sample
   * (model objects, maps and lists, arrays): the value a full decode gives back is of the same form.
   */
  static String noPartial(Binding<?> binding) {
    if (binding.hasPartial()) return null;
    DataSet<?> ds = binding.dataSet();
    Object sample = binding.sample();
    try {
      PartialPath.get(sample, ds.partialPath());
      return null;
    } catch (RuntimeException e) {
      String why = e.getMessage() == null ? e.getClass().getSimpleName()
          : e.getMessage().replaceFirst(" \\(path [^)]*\\)$", "");
      return "the default (a full decode, then the path " + ds.partialPath() + ") cannot walk its values, "
          + (sample == null ? "null" : sample.getClass().getName()) + " (" + why + "), and the adapter has no "
          + "readPartial of its own";
    }
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
