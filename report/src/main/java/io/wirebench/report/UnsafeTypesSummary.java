package io.wirebench.report;

import io.wirebench.records.Table;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The unsafe-types matrix in the terminal: a line per library (its default, wirebench's own
 * configurations and the others, each in a few words), the grid, the configurations, every verdict,
 * and a banner when one of wirebench's own configurations instantiated the canary.
 */
final class UnsafeTypesSummary {
  private UnsafeTypesSummary() {}

  static void print(CheckReport report, PrintWriter out) {
    Map<String, List<Row>> byLibrary = new LinkedHashMap<>();
    for (Row r : report.rows()) byLibrary.computeIfAbsent(r.id().substring(0, r.id().indexOf('/')), k -> new ArrayList<>()).add(r);
    Table t = new Table("LIBRARY", "DEFAULT", "WIREBENCH", "OTHER CONFIGURATIONS");
    for (Map.Entry<String, List<Row>> e : byLibrary.entrySet()) {
      String def = "";
      Map<String, List<String>> wb = new LinkedHashMap<>(); // summary -> codec ids
      List<String> other = new ArrayList<>();
      String library = e.getValue().get(0).library();
      for (Row r : e.getValue()) {
        String name = r.id().substring(r.id().indexOf('/') + 1);
        String s = summary(report, r);
        if (name.equals("default")) {
          def = s;
        } else if (name.startsWith(Row.WIREBENCH)) {
          wb.computeIfAbsent(s, k -> new ArrayList<>()).add(name.substring(Row.WIREBENCH.length()));
        } else {
          other.add(name + ": " + s);
        }
      }
      List<String> wbText = new ArrayList<>();
      wb.forEach((summary, ids) -> wbText.add(String.join(", ", ids) + ": " + summary));
      t.row(library, def, String.join("; ", wbText), String.join("; ", other));
    }
    out.println("unsafe-types: does the reader instantiate a class it was never told about (a harmless canary)?");
    out.println("INSTANTIATED = the canary came to life; refused = error or ignored the type (see details)");
    out.println();
    t.print(out, "");
    out.println();
    CheckTables.grid(report, out, Outcome::label);
    out.println();
    out.println("configurations:");
    Table cfg = new Table("ROW", "LIBRARY", "CONFIGURATION");
    for (Row r : report.rows()) cfg.row(r.id(), r.library(), r.unavailable() == null ? r.config() : r.config() + " [unavailable: " + r.unavailable() + "]");
    cfg.print(out, "  ");
    out.println();
    out.println("details:");
    Table d = new Table("ROW", "CASE", "VERDICT", "DETAIL");
    for (Row r : report.rows()) {
      for (Case c : report.cases()) {
        CaseVerdict v = report.verdict(r.id(), c.id());
        if (v == null) continue;
        String detail = v.detail() == null ? "" : v.detail();
        if (v.error() != null) detail = v.error() + ": " + detail;
        d.row(r.id(), c.id(), v.outcome().label(), detail);
      }
    }
    d.print(out, "  ");
    Map<String, List<String>> failures = report.casesWith(Outcome.INSTANTIATED, Row::wirebenchs);
    out.println();
    if (failures.isEmpty()) {
      out.println("wirebench's own configurations: no canary instantiated.");
    } else {
      out.println("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
      out.println("!!! WIREBENCH'S OWN CONFIGURATION INSTANTIATED A CLASS IT WAS NEVER TOLD ABOUT:");
      failures.forEach((row, cases) -> out.println("!!!   " + row + ": " + String.join(", ", cases)));
      out.println("!!! (exit code 1)");
      out.println("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
    }
  }

  /** A row's verdicts in a few words: "refused 4/4", "INSTANTIATED 3/4 (root, ...)". */

  static String summary(CheckReport report, Row row) {
    if (row.unavailable() != null) return "unavailable";
    Map<Outcome, List<String>> by = new LinkedHashMap<>();
    int count = 0;
    for (Case c : report.cases()) {
      CaseVerdict v = report.verdict(row.id(), c.id());
      if (v == null) continue;
      count++;
      by.computeIfAbsent(v.outcome(), k -> new ArrayList<>()).add(c.id());
    }
    if (count == 0) return "";
    int n = count;
    List<String> parts = new ArrayList<>();
    for (Outcome o : List.of(Outcome.INSTANTIATED, Outcome.REFUSED)) {
      List<String> cs = by.remove(o);
      if (cs == null) continue;
      String label = o == Outcome.INSTANTIATED ? "INSTANTIATED" : o.label();
      parts.add(label + " " + cs.size() + "/" + n + (cs.size() < n && o == Outcome.INSTANTIATED ? " (" + String.join(", ", cs) + ")" : ""));
    }
    by.forEach((o, cs) -> parts.add(o.label() + " " + cs.size() + "/" + n + " (" + String.join(", ", cs) + ")"));
    return String.join(", ", parts);
  }
}
