package io.wirebench.check;

import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.Row;
import java.util.ArrayList;
import java.util.List;

/** A matrix whose cases do, on purpose, each thing the runner must survive. */
public final class ProbeMatrix implements Matrix {
  static volatile Object sink;

  @Override public String name() { return "probe"; }

  @Override public String description() { return "the runner's own test matrix"; }

  @Override public List<Row> rows(CheckOptions options) {
    return List.of(Row.of("good", "probe 1", "as is"), Row.of("broken", "probe 1", "cannot open"),
        new Row("absent", "probe 1", "", List.of(), "not on this machine"));
  }

  @Override public List<Case> cases(CheckOptions options) {
    List<Case> out = new ArrayList<>();
    for (String id : List.of("ok", "throw", "deep", "oom", "spin", "exit", "after", "heap")) out.add(new Case(id, "probe", id, null));
    return out;
  }

  @Override public Bounds bounds() {
    return new Bounds(3, "64m");
  }

  @Override public Subject open(String rowId, CheckOptions options) {
    if (rowId.equals("broken")) throw new IllegalStateException("no such library");
    return c -> switch (c.id()) {
      case "ok", "after" -> Result.accepted("fine in pid " + ProcessHandle.current().pid());
      // -Xmx as the JVM took it (Runtime.maxMemory leaves out a survivor space under some collectors)
      case "heap" -> Result.accepted("max " + java.lang.management.ManagementFactory
          .getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class).getVMOption("MaxHeapSize").getValue());
      case "throw" -> throw new IllegalArgumentException("bad input at 3");
      case "deep" -> Result.accepted("depth " + recurse(0));
      case "oom" -> {
        // one array larger than the 64m heap: an OutOfMemoryError at once, with no GC thrashing
        // that a loaded machine could stretch past the time bound
        sink = new long[32 << 20];
        yield Result.accepted("never");
      }
      case "spin" -> {
        long x = 0;
        while (x >= 0) x = (x * 31 + 7) & Long.MAX_VALUE;
        yield Result.accepted("never");
      }
      case "exit" -> {
        Runtime.getRuntime().halt(7);
        yield null;
      }
      default -> throw new AssertionError(c.id());
    };
  }

  private static int recurse(int n) {
    sink = n;
    return recurse(n + 1) + 1;
  }
}
