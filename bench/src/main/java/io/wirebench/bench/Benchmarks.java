package io.wirebench.bench;

import io.wirebench.core.Binding;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Target;
import java.util.List;
import java.util.Locale;

/** What the benchmark methods are, by operation and target, and which a codec supports. */
public final class Benchmarks {
  /** The operations, as named on the command line. */
  public static final List<String> OPS = List.of("write", "read", "roundtrip", "saveload");

  private Benchmarks() {}

  /** The JMH benchmark (fully qualified method name) for an operation and target. */
  public static String benchmark(String op, Target target) {
    switch (op) {
      case "write": return Write.class.getName() + "." + target.label();
      case "read": return Read.class.getName() + "." + target.label();
      case "roundtrip": return RoundTrip.class.getName() + "." + target.label();
      case "saveload": return SaveLoad.class.getName() + "." + target.label();
      default: throw new IllegalArgumentException(op);
    }
  }

  /** The targets an operation has benchmarks for. */
  public static List<Target> targets(String op) {
    switch (op) {
      case "write": return List.of(Target.STRING, Target.WRITER, Target.STREAM, Target.BYTES, Target.FILE);
      case "read": return List.of(Target.STRING, Target.READER, Target.STREAM, Target.BYTES, Target.FILE);
      case "roundtrip": return List.of(Target.STRING, Target.BYTES);
      case "saveload": return List.of(Target.FILE);
      default: throw new IllegalArgumentException(op);
    }
  }

  /** The target of a JMH benchmark name ({@code ...Write.bytes}). */
  public static Target target(String benchmark) {
    return Target.valueOf(benchmark.substring(benchmark.lastIndexOf('.') + 1).toUpperCase(Locale.ROOT));
  }

  /** The operation of a JMH benchmark name. */
  public static String op(String benchmark) {
    String cls = benchmark.substring(0, benchmark.lastIndexOf('.'));
    return cls.substring(cls.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
  }

  static boolean isWrite(String benchmark) {
    return !op(benchmark).equals("read");
  }

  /**
   * Whether a codec can be measured on a target: binary formats have no text targets unless the
   * adapter provides one natively.
   */
  public static boolean supports(CodecInfo info, Binding<?> binding, Target target, boolean write) {
    if (!target.isText() || info.textual()) return true;
    return write ? binding.nativeWriteTargets().contains(target)
        : binding.nativeReadTargets().contains(target);
  }
}
