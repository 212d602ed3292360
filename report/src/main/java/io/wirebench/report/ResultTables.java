package io.wirebench.report;

import io.wirebench.analysis.Cell;
import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.Metric;
import io.wirebench.analysis.Steadiness;
import io.wirebench.core.CodecVariant;
import io.wirebench.records.Format;
import io.wirebench.records.Operation;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The terminal tables: one per data set, operation and target, fastest first. The score column
 * is {@link Metric#THROUGHPUT} with its interval; every other metric in {@link Metric#ALL} gets a
 * column of its own, so a new metric needs no change here.
 */
public final class ResultTables {
  /** Binding label of harness controls (the baseline), which RELATIVE does not compare against. */
  public static final String CONTROL = "control";

  /** The column of a partial read's table that says how each row reads. */
  public static final String OPERATION = "OPERATION";

  private ResultTables() {}

  /**
   * For each codec measured in more than one variant in a table (versions or JDKs), the variant
   * its others are compared with: the first measured, in plan order. Empty when there is none.
   */
  static Map<String, CellResult> variantReferences(List<CellResult> group) {
    Map<String, List<CellResult>> byBase = new LinkedHashMap<>();
    for (CellResult r : group) {
      if (r.measured()) byBase.computeIfAbsent(CodecVariant.parse(r.cell().codec()).base(), k -> new ArrayList<>()).add(r);
    }
    Map<String, CellResult> refs = new LinkedHashMap<>();
    for (Map.Entry<String, List<CellResult>> e : byBase.entrySet()) {
      if (e.getValue().size() > 1) refs.put(e.getKey(), e.getValue().get(0));
    }
    return refs;
  }

  /** Formats a metric value for a table cell. */
  public static String format(Metric m, double v) {
    if (Double.isNaN(v)) return "-";
    switch (m.kind()) {
      case DURATION: return Format.seconds(v);
      case BYTES: return Format.bytes(v);
      default: return Format.number(v);
    }
  }

  /** Prints a table per group, with a legend of the marks used. */
  public static void print(List<CellResult> results, Function<String, String> bindingOf, PrintWriter out) {
    print(results, bindingOf, c -> null, out);
  }

  /**
   * Prints a table per group, with a legend of the marks used; a partial read's table has an
   * OPERATION column that says how each row reads ({@link Operation#partialLabel}: "partial (full
   * decode)", "partial (Jackson streaming, skipChildren)").
   *
   * @param partialMethodOf how a partial cell's binding reads ({@code Binding.partialMethod})
   */
  public static void print(List<CellResult> results, Function<String, String> bindingOf,
      Function<Cell, String> partialMethodOf, PrintWriter out) {
    Map<String, List<CellResult>> groups = new LinkedHashMap<>();
    for (CellResult r : results) groups.computeIfAbsent(r.cell().group(), k -> new ArrayList<>()).add(r);
    Set<Steadiness> marks = EnumSet.noneOf(Steadiness.class);
    boolean variants = false;
    for (Map.Entry<String, List<CellResult>> g : groups.entrySet()) {
      List<CellResult> done = new ArrayList<>();
      List<CellResult> other = new ArrayList<>();
      for (CellResult r : g.getValue()) (r.measured() ? done : other).add(r);
      done.sort(Comparator.comparingDouble((CellResult r) -> r.score().value()).reversed());
      double best = done.stream().filter(r -> !CONTROL.equals(bindingOf.apply(r.cell().codec())))
          .mapToDouble(r -> r.score().value()).max()
          .orElse(done.isEmpty() ? Double.NaN : done.get(0).score().value());
      boolean partial = !g.getValue().isEmpty() && g.getValue().get(0).cell().op() == Operation.PARTIAL;
      List<String> headers = new ArrayList<>(List.of("CODEC", "BINDING", ">" + Estimate.SCORE_COLUMN, "STEADY", ">FORKS"));
      if (partial) headers.add(2, OPERATION);
      for (Metric m : Metric.ALL) {
        if (m != Metric.THROUGHPUT) headers.add(">" + m.column());
      }
      headers.add(">RELATIVE");
      Map<String, CellResult> refs = variantReferences(g.getValue());
      if (!refs.isEmpty()) {
        headers.add(">VS REF");
        variants = true;
      }
      Table t = new Table(headers.toArray(new String[0]));
      for (CellResult r : done) {
        Estimate s = r.score();
        Steadiness st = r.steadiness();
        if (st != Steadiness.STEADY) marks.add(st);
        List<Object> row = new ArrayList<>(List.of(r.cell().codec(), bindingOf.apply(r.cell().codec()),
            Format.score(s.value(), s.halfWidth()), st == Steadiness.STEADY ? "ok" : st.mark() + " " + st.label(),
            s.n()));
        if (partial) row.add(2, Operation.partialLabel(partialMethodOf.apply(r.cell())));
        for (Metric m : Metric.ALL) {
          if (m != Metric.THROUGHPUT) row.add(format(m, r.estimate(m).value()));
        }
        row.add(String.format(Locale.ROOT, "%.2f", s.value() / best));
        if (!refs.isEmpty()) {
          CellResult ref = refs.get(CodecVariant.parse(r.cell().codec()).base());
          row.add(ref == null ? "" : ref == r ? "ref" : String.format(Locale.ROOT, "%.2f", s.value() / ref.score().value()));
        }
        t.row(row.toArray());
      }
      out.println(g.getKey());
      if (!t.isEmpty()) t.print(out, "  ");
      for (CellResult r : other) {
        out.println("  " + r.cell().codec() + ": " + r.status().label()
            + (r.message().isEmpty() ? "" : " (" + r.message() + ")"));
      }
      out.println();
    }
    if (variants) {
      out.println("VS REF: the score over that of the same codec's first variant in the table (ref): the first JDK "
          + "of --jvm, the first library version listed; above 1 is faster.");
    }
    if (!marks.isEmpty()) {
      List<String> legend = new ArrayList<>();
      for (Steadiness s : marks) legend.add(s.mark() + " " + s.label() + ": " + s.explanation());
      out.println("STEADY: " + String.join("; ", legend) + ". See docs/metrics.md.");
    }
  }
}
