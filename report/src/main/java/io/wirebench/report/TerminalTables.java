package io.wirebench.report;

import io.wirebench.analysis.Steadiness;
import io.wirebench.core.CodecVariant;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A speed run's tables in the terminal, read from its record as the reports read it
 * ({@link ReportModel#table}): one per data set, operation and target, fastest first, with a VS REF
 * column where a codec ran in several variants (versions or JDKs), the cells that have no value
 * under each, and a legend of the marks used.
 */
public final class TerminalTables {
  private TerminalTables() {}

  /** Prints a table per group of the run's cells (only the measured ones when {@code measuredOnly}). */
  public static void print(SavedRun saved, boolean measuredOnly, PrintWriter out) {
    ReportModel model = ReportModel.of(List.of(saved));
    ReportModel.Run run = model.runs().get(0);
    Set<Steadiness> marks = EnumSet.noneOf(Steadiness.class);
    boolean variants = false;
    for (ReportModel.Group g : model.groups()) {
      ReportModel.TableData data = model.table(g, run);
      List<String> unmeasured = measuredOnly ? List.of() : model.unmeasured(g, run);
      if (data.rows().isEmpty() && unmeasured.isEmpty()) continue;
      Map<String, Double> refs = variantReferences(g);
      List<String> headers = new ArrayList<>();
      for (int i = 0; i < data.headers().size(); i++) headers.add((data.right().get(i) ? ">" : "") + data.headers().get(i));
      if (!refs.isEmpty()) {
        headers.add(">VS REF");
        variants = true;
      }
      Table t = new Table(headers.toArray(new String[0]));
      for (List<String> row : data.rows()) {
        List<Object> cells = new ArrayList<>(row);
        if (!refs.isEmpty()) cells.add(vsRef(g, run, row.get(0), refs));
        t.row(cells.toArray());
      }
      for (ReportModel.Row r : g.measured()) {
        Steadiness st = r.steadiness();
        if (st != null && st != Steadiness.STEADY) marks.add(st);
      }
      out.println(g.title());
      if (!t.isEmpty()) t.print(out, "  ");
      for (String u : unmeasured) out.println("  " + u);
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

  /**
   * For each codec measured in more than one variant in a table (versions or JDKs), the score of the
   * variant its others are compared with: the first measured, in the record's order. Empty when there is none.
   */
  static Map<String, Double> variantReferences(ReportModel.Group g) {
    Map<String, List<RunRecord.CellRecord>> byBase = new LinkedHashMap<>();
    for (ReportModel.Row r : g.rows()) {
      if (r.measured()) byBase.computeIfAbsent(CodecVariant.parse(r.cell().codec()).base(), k -> new ArrayList<>()).add(r.cell());
    }
    Map<String, Double> refs = new LinkedHashMap<>();
    for (Map.Entry<String, List<RunRecord.CellRecord>> e : byBase.entrySet()) {
      if (e.getValue().size() > 1) refs.put(e.getValue().get(0).codec(), e.getValue().get(0).score().value());
    }
    return refs;
  }

  private static String vsRef(ReportModel.Group g, ReportModel.Run run, String codec, Map<String, Double> refs) {
    String base = CodecVariant.parse(codec).base();
    for (Map.Entry<String, Double> ref : refs.entrySet()) {
      if (!CodecVariant.parse(ref.getKey()).base().equals(base)) continue;
      if (ref.getKey().equals(codec)) return "ref";
      ReportModel.Row r = g.row(run, codec);
      return String.format(Locale.ROOT, "%.2f", r.cell().score().value() / ref.getValue());
    }
    return "";
  }
}
