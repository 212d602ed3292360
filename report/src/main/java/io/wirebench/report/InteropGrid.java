package io.wirebench.report;

import io.wirebench.records.Table;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The interop matrix in the terminal: per format, readers against writers, then the failing pairs. */
final class InteropGrid {
  private InteropGrid() {}

  /** The writer's id and the data set's id of a case. */
  private static String[] split(String caseId) {
    int slash = caseId.indexOf('/');
    return new String[] {caseId.substring(0, slash), caseId.substring(slash + 1)};
  }

  /**
   * Per format: a table with one line per reader and one numbered column per writer (its legend
   * below), each cell the data sets read back exactly out of those that apply ("all" when every one
   * did; blank when none applies); then every failing writer and reader pair with its first failure.
   */

  static void print(CheckReport report, PrintWriter out) {
    Map<String, String> formatOf = new LinkedHashMap<>();
    for (Case c : report.cases()) formatOf.put(c.id(), c.category());
    Map<String, List<String>> writers = new LinkedHashMap<>();
    for (Case c : report.cases()) {
      List<String> ws = writers.computeIfAbsent(c.category(), k -> new ArrayList<>());
      String w = split(c.id())[0];
      if (!ws.contains(w)) ws.add(w);
    }
    for (Map.Entry<String, List<String>> f : writers.entrySet()) {
      String format = f.getKey();
      List<String> ws = f.getValue();
      List<String> readers = new ArrayList<>();
      for (Row r : report.rows()) {
        if (report.verdicts().stream().anyMatch(v -> v.row().equals(r.id()) && format.equals(formatOf.get(v.caseId())))) {
          readers.add(r.id());
        }
      }
      if (readers.isEmpty()) continue;
      // pair -> [pass, total, unavailable]; pair -> first failure
      Map<String, int[]> counts = new HashMap<>();
      Map<String, List<CaseVerdict>> failures = new LinkedHashMap<>();
      int pass = 0;
      int total = 0;
      for (CaseVerdict v : report.verdicts()) {
        if (!format.equals(formatOf.get(v.caseId())) || v.outcome() == Outcome.NOT_APPLICABLE) continue;
        String w = split(v.caseId())[0];
        int[] n = counts.computeIfAbsent(w + "\u0000" + v.row(), k -> new int[3]);
        if (v.outcome() == Outcome.UNAVAILABLE) {
          n[2]++;
          continue;
        }
        n[1]++;
        total++;
        if (v.outcome() == Outcome.PASS) {
          n[0]++;
          pass++;
        } else {
          failures.computeIfAbsent(w + " -> " + v.row(), k -> new ArrayList<>()).add(v);
        }
      }
      out.println(format + ": " + ws.size() + " writers x " + readers.size() + " readers; " + pass + " of " + total
          + " cells read back exactly (a cell: one writer's bytes of one data set, read by one reader)");
      List<String> headers = new ArrayList<>();
      headers.add("READER \\ WRITER");
      for (int i = 0; i < ws.size(); i++) headers.add(">" + (i + 1));
      Table t = new Table(headers.toArray(String[]::new));
      for (String r : readers) {
        List<Object> cells = new ArrayList<>();
        cells.add(r);
        for (String w : ws) cells.add(cell(counts.get(w + "\u0000" + r)));
        t.row(cells.toArray());
      }
      t.print(out, "  ");
      out.println("  writers: " + legend(ws, report));
      out.println("  cell: data sets read back exactly / data sets tried ('all' when every one was; 'n/a' when the "
          + "writer or reader cannot run here; blank when no data set applies)");
      if (!failures.isEmpty()) {
        out.println("  failures (" + failures.size() + " writer -> reader pairs; the first failing data set of each):");
        for (Map.Entry<String, List<CaseVerdict>> e : failures.entrySet()) {
          CaseVerdict first = e.getValue().get(0);
          int[] n = counts.get(split(first.caseId())[0] + "\u0000" + first.row());
          out.println("    " + e.getKey() + ": " + e.getValue().size() + " of " + n[1] + " failed; "
              + split(first.caseId())[1] + ": " + first.outcome().label() + ": " + first.detail());
        }
      }
      out.println();
    }
  }

  private static String cell(int[] n) {
    if (n == null) return "";
    if (n[1] == 0) return n[2] > 0 ? "n/a" : "";
    return n[0] == n[1] ? "all" : n[0] + "/" + n[1];
  }

  private static String legend(List<String> ws, CheckReport report) {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < ws.size(); i++) {
      String w = ws.get(i);
      boolean dialect = report.rows().stream().anyMatch(r -> r.id().equals(w) && r.config().startsWith("DIALECT"));
      parts.add((i + 1) + " " + w + (dialect ? " (dialect)" : ""));
    }
    return String.join(", ", parts);
  }
}
