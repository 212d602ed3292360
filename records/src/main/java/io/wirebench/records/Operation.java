package io.wirebench.records;

import io.wirebench.core.Binding;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.NativeTargets;
import io.wirebench.core.Target;
import io.wirebench.core.UnknownNameException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a cell measures: its JMH benchmark class, the targets it has benchmarks for, and whether it
 * writes, reads or both. New kinds of measurement (memory, HTTP) add constants here.
 */
public enum Operation {
  /** Object to encoding. */
  WRITE("Write", true, false, List.of(Target.STRING, Target.WRITER, Target.STREAM, Target.BYTES, Target.FILE)),
  /** Encoding to object. */
  READ("Read", false, true, List.of(Target.STRING, Target.READER, Target.STREAM, Target.BYTES, Target.FILE)),
  /** Read, change one field, write: the read-modify-write of the classic data binding comparison. */
  ROUNDTRIP("RoundTrip", true, true, List.of(Target.STRING, Target.BYTES)),
  /** Save to a file and load it back as one operation (the build tool's module-id experiment). */
  SAVELOAD("SaveLoad", true, true, List.of(Target.FILE)),
  /**
   * Visit every field of an encoding without building the model ({@link io.wirebench.core.Binding#access}):
   * zero-copy formats and streaming readers only; each value goes to JMH's Blackhole.
   */
  ACCESS("Access", false, true, List.of(Target.BYTES)),
  /**
   * Read the data set's one deep field ({@link io.wirebench.core.DataSet#partialPath}) out of an encoding:
   * the adapter's own way, or a full decode ({@link io.wirebench.core.Binding#partialMethod}).
   */
  PARTIAL("Partial", false, true, List.of(Target.BYTES)),
  /** Object to encoding by calling the library directly, without wirebench's layer ({@code io.wirebench.fork.Direct}). */
  DIRECT_WRITE("Direct", true, false, List.of(Target.STRING, Target.BYTES)),
  /** Encoding to object by calling the library directly ({@code io.wirebench.fork.Direct}). */
  DIRECT_READ("Direct", false, true, List.of(Target.STRING, Target.BYTES));

  /**
   * The package of the JMH benchmark classes (module {@code measure/fork}); the words of the record
   * name them without depending on JMH. Records before the move named {@code io.wirebench.bench}.
   */
  public static final String BENCHMARK_PACKAGE = "io.wirebench.fork";

  /**
   * The library each direct benchmark calls, and its one target ({@code io.wirebench.fork.Direct} has
   * a write and a read method per library).
   */
  public static final java.util.Map<String, Target> DIRECT_TARGETS = java.util.Map.of("gson", Target.STRING,
      "jackson-databind", Target.STRING, "dsl-json", Target.BYTES, "kryo", Target.BYTES, "protobuf", Target.BYTES);

  private final String benchmarkClass;
  private final boolean writes;
  private final boolean reads;
  private final List<Target> targets;

  Operation(String benchmarkClass, boolean writes, boolean reads, List<Target> targets) {
    this.benchmarkClass = benchmarkClass;
    this.writes = writes;
    this.reads = reads;
    this.targets = targets;
  }

  /** The name used on the command line and in results ({@code write}, {@code direct-read}). */
  public String label() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** True for the direct calls of a library, which bypass the codec layer. */
  public boolean direct() {
    return "Direct".equals(benchmarkClass);
  }

  /** True when the timed code writes a value. */
  public boolean writes() {
    return writes;
  }

  /** True when the timed code reads a value. */
  public boolean reads() {
    return reads;
  }

  /** The targets this operation has benchmarks for. */
  public List<Target> targets() {
    return targets;
  }

  /** The fully qualified JMH benchmark method for a target (and, for direct calls, a codec). */
  public String benchmark(Target target, String codec) {
    if (!targets.contains(target)) {
      throw new IllegalArgumentException(label() + " has no benchmark for target " + target.label());
    }
    if (direct()) {
      StringBuilder m = new StringBuilder();
      for (String part : codec.split("-")) {
        m.append(m.length() == 0 ? part : Character.toUpperCase(part.charAt(0)) + part.substring(1));
      }
      return BENCHMARK_PACKAGE + "." + benchmarkClass + "." + m + (writes ? "Write" : "Read");
    }
    return BENCHMARK_PACKAGE + "." + benchmarkClass + "." + target.label();
  }

  /**
   * Whether a codec can be timed on a target: the target must be one the gate proves for the
   * binding ({@link Binding#timedWriteTargets}, {@link Binding#timedReadTargets}: text targets only
   * for text formats or where the adapter provides them natively) in every direction this
   * operation needs. A direct call has one target per library ({@link #DIRECT_TARGETS}); access and
   * partial reads need the binding to have them ({@link NativeTargets#of}).
   */
  public boolean supports(CodecInfo info, Binding<?> binding, Target target) {
    return supports(info, NativeTargets.of(binding), target);
  }

  /**
   * {@link #supports(CodecInfo, Binding, Target)} from a pair's native targets: {@code access} only
   * where the adapter has an access path, {@code partial} only where the binding has a partial read
   * ({@link NativeTargets#partialMethod}).
   */
  public boolean supports(CodecInfo info, NativeTargets natives, Target target) {
    if (!targets.contains(target)) return false;
    if (direct()) return target == DIRECT_TARGETS.get(info.id());
    if (this == ACCESS) return natives.access();
    if (this == PARTIAL) return natives.partialMethod() != null;
    return (!writes || !target.canWrite() || natives.timedWrite(info).contains(target))
        && (!reads || !target.canRead() || natives.timedRead(info).contains(target));
  }

  /**
   * Why a pair cannot be timed on this operation and target, for its "not measured" line, or null
   * when it can ({@link #supports(CodecInfo, NativeTargets, Target)}).
   */
  public String unsupported(CodecInfo info, NativeTargets natives, Target target) {
    if (supports(info, natives, target)) return null;
    if ((this == ACCESS || this == PARTIAL) && targets.contains(target)
        && info.family() == io.wirebench.core.Family.CONTROL) {
      return "a control times the harness and has no field to read";
    }
    if (this == ACCESS && targets.contains(target)) {
      return "the adapter has no access path (Binding.access visits every field without building the model; only "
          + "zero-copy formats and streaming readers have one)";
    }
    if (this == PARTIAL && targets.contains(target)) {
      return "no partial read: " + natives.noPartial();
    }
    return info.format() + " is a binary format and the adapter has no native " + target.label() + " path";
  }

  /**
   * How a partial cell reads, as tables label its row: {@code partial (full decode)},
   * {@code partial (Jackson streaming, skipChildren)}.
   */
  public static String partialLabel(String method) {
    return PARTIAL.label() + " (" + (method == null ? "full decode" : method) + ")";
  }

  /** An operation by its label. */
  public static Operation of(String label) {
    for (Operation o : values()) {
      if (o.label().equals(label)) return o;
    }
    throw new UnknownNameException("operation", label, labels());
  }

  /** Every label of the codec-path operations, in declaration order (the direct ones are for {@code overhead}). */
  public static List<String> labels() {
    List<String> l = new ArrayList<>();
    for (Operation o : values()) {
      if (!o.direct()) l.add(o.label());
    }
    return l;
  }

  /** The operation of a JMH benchmark name ({@code io.wirebench.fork.Read.bytes}). */
  public static Operation ofBenchmark(String benchmark) {
    // by the class's simple name, so that a record of any layout (io.wirebench.bench before) reads
    String cls = benchmark.substring(0, benchmark.lastIndexOf('.'));
    String simple = cls.substring(cls.lastIndexOf('.') + 1);
    for (Operation o : values()) {
      if (o.benchmarkClass.equals(simple) && !o.direct() && cls.startsWith("io.wirebench.")) return o;
    }
    throw new IllegalArgumentException("not a wirebench codec benchmark: " + benchmark);
  }

  /** The target of a JMH benchmark name. */
  public static Target targetOf(String benchmark) {
    return Target.valueOf(benchmark.substring(benchmark.lastIndexOf('.') + 1).toUpperCase(Locale.ROOT));
  }
}
