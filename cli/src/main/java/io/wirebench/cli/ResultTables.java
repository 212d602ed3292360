package io.wirebench.cli;

import io.wirebench.bench.CellResult;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/** The terminal tables: one per data set, operation and target, fastest first. */
final class ResultTables {
  private ResultTables() {}

  static void print(List<CellResult> results, Function<String, String> bindingOf,
      ToLongFunction<io.wirebench.bench.Cell> sizeOf, PrintWriter out) {
    Map<String, List<CellResult>> groups = new LinkedHashMap<>();
    for (CellResult r : results) {
      String key = r.cell().dataset() + " · " + r.cell().op() + " " + r.cell().target().label();
      groups.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
    }
    for (Map.Entry<String, List<CellResult>> g : groups.entrySet()) {
      List<CellResult> done = new ArrayList<>();
      List<CellResult> other = new ArrayList<>();
      for (CellResult r : g.getValue()) (r.status() == CellResult.Status.DONE ? done : other).add(r);
      done.sort(Comparator.comparingDouble(CellResult::score).reversed());
      double best = done.isEmpty() ? Double.NaN : done.get(0).score();
      Table t = new Table("CODEC", "BINDING", ">SCORE ± ERROR", "UNIT", ">TIME/OP", ">MB/S", ">ALLOC/OP", ">RELATIVE");
      for (CellResult r : done) {
        long size = sizeOf.applyAsLong(r.cell());
        t.row(r.cell().codec(), bindingOf.apply(r.cell().codec()), Format.score(r.score(), r.error()), r.unit(),
            Format.timePerOp(r.score()), size > 0 ? Format.number(r.score() * size / 1e6) : "-",
            Format.bytes(r.allocBytesPerOp()), String.format(java.util.Locale.ROOT, "%.2f", r.score() / best));
      }
      out.println(g.getKey());
      if (!t.isEmpty()) t.print(out, "  ");
      for (CellResult r : other) {
        out.println("  " + r.cell().codec() + ": " + r.status().name().toLowerCase(java.util.Locale.ROOT)
            + (r.message().isEmpty() ? "" : " (" + r.message() + ")"));
      }
      out.println();
    }
  }
}
