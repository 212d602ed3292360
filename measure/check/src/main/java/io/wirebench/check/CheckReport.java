package io.wirebench.check;

import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A matrix's verdicts, as checks.json stores them: the rows, the cases and one verdict per row
 * and case (fewer while the check runs, or when it was stopped).
 *
 * @param matrix the matrix's name
 * @param complete false while the check runs or when it was stopped before the last row
 */
public record CheckReport(String matrix, Map<String, Object> header, List<Row> rows, List<Case> cases,
    List<CaseVerdict> verdicts, boolean complete) {

  public CheckReport {
    header = new LinkedHashMap<>(header);
    rows = List.copyOf(rows);
    cases = List.copyOf(cases);
    verdicts = List.copyOf(verdicts);
  }

  /** The verdict of one case on one row, or null. */
  public CaseVerdict verdict(String row, String caseId) {
    for (CaseVerdict v : verdicts) {
      if (v.row().equals(row) && v.caseId().equals(caseId)) return v;
    }
    return null;
  }

  /** The verdicts of one row, by case id. */
  public Map<String, CaseVerdict> byCase(String row) {
    Map<String, CaseVerdict> out = new HashMap<>();
    for (CaseVerdict v : verdicts) {
      if (v.row().equals(row)) out.put(v.caseId(), v);
    }
    return out;
  }

  /** How many verdicts of each outcome a row has. */
  public Map<Outcome, Integer> count(String row) {
    Map<Outcome, Integer> out = new EnumMap<>(Outcome.class);
    for (CaseVerdict v : verdicts) {
      if (v.row().equals(row)) out.merge(v.outcome(), 1, Integer::sum);
    }
    return out;
  }

  /**
   * One line per row, one column per case (the case's id), each cell the outcome's label; then a
   * legend of the cases. A blank cell is a case that does not apply to the row.
   */
  public void printGrid(PrintWriter out) {
    printGrid(out, Outcome::label);
  }

  /** {@link #printGrid(PrintWriter)} with the matrix's own cell labels (short ones, say). */
  public void printGrid(PrintWriter out, java.util.function.Function<Outcome, String> label) {
    List<String> headers = new ArrayList<>();
    headers.add("ROW");
    for (Case c : cases) headers.add(c.id());
    Table t = new Table(headers.toArray(String[]::new));
    for (Row r : rows) {
      Map<String, CaseVerdict> by = byCase(r.id());
      List<Object> cells = new ArrayList<>();
      cells.add(r.id());
      for (Case c : cases) {
        CaseVerdict v = by.get(c.id());
        cells.add(v == null ? "" : label.apply(v.outcome()));
      }
      t.row(cells.toArray());
    }
    t.print(out, "");
    out.println();
    out.println("cases:");
    Table legend = new Table("CASE", "CATEGORY", "WHAT");
    for (Case c : cases) legend.row(c.id(), c.category(), c.description());
    legend.print(out, "  ");
  }

  /** Every verdict, one line each: row, case, outcome, time, peak heap, error and detail. */
  public void printDetails(PrintWriter out) {
    Table t = new Table("ROW", "CASE", "OUTCOME", ">MS", ">PEAK HEAP", "ERROR", "DETAIL");
    for (CaseVerdict v : verdicts) {
      t.row(v.row(), v.caseId(), v.outcome().label(), v.millis() < 0 ? "" : Long.toString(v.millis()),
          v.peakHeapBytes() < 0 ? "" : mib(v.peakHeapBytes()), v.error() == null ? "" : simple(v.error()),
          v.detail() == null ? "" : v.detail());
    }
    t.print(out, "");
  }

  static String mib(long bytes) {
    return String.format(java.util.Locale.ROOT, "%.1f MiB", bytes / 1048576.0);
  }

  static String simple(String className) {
    int dot = className.lastIndexOf('.');
    return dot < 0 ? className : className.substring(dot + 1);
  }
}
