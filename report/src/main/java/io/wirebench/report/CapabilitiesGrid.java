package io.wirebench.report;

import io.wirebench.records.Table;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** The capabilities matrix in the terminal: the grid, yes and yes* apart, then how or why for each. */
final class CapabilitiesGrid {
  private CapabilitiesGrid() {}

  static void print(CheckReport report, PrintWriter out) {
    CheckTables.grid(report, out, Outcome::label);
    List<String> headers = new ArrayList<>();
    headers.add("LIBRARY");
    for (Case c : report.cases()) headers.add(c.id());
    Table t = new Table(headers.toArray(String[]::new));
    for (Row r : report.rows()) {
      List<Object> cells = new ArrayList<>();
      cells.add(r.id());
      for (Case c : report.cases()) {
        CaseVerdict v = report.verdict(r.id(), c.id());
        cells.add(v == null ? "" : v.outcome() == Outcome.YES
            ? (v.detail() != null && v.detail().startsWith("with ") ? "yes*" : "yes")
            : v.outcome() == Outcome.NO ? "no" : v.outcome().label());
      }
      t.row(cells.toArray());
    }
    out.println();
    out.println("yes: out of the box; yes*: with the configuration in the detail; no: neither (the detail says why)");
    t.print(out, "");
    out.println();
    Table d = new Table("LIBRARY", "CASE", "HOW OR WHY");
    for (CaseVerdict v : report.verdicts()) {
      if (v.outcome() == Outcome.YES && "out of the box".equals(v.detail())) continue;
      d.row(v.row(), v.caseId(), v.outcome().label() + ": " + v.detail());
    }
    d.print(out, "");
  }
}
