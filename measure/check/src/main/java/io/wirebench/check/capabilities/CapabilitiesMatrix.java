package io.wirebench.check.capabilities;

import io.wirebench.check.Case;
import io.wirebench.check.CaseVerdict;
import io.wirebench.check.CheckOptions;
import io.wirebench.check.CheckReport;
import io.wirebench.check.Matrix;
import io.wirebench.check.Outcome;
import io.wirebench.check.Row;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code wirebench check capabilities}: what each binding library can bind, out of the box or
 * with the configuration its documentation offers, one yes/no per case with how or why.
 */
public final class CapabilitiesMatrix implements Matrix {
  @Override public String name() {
    return "capabilities";
  }

  @Override public String userClasses() {
    return "it asks each binding library about kinds of class (records, Optional, enums, ...) with probe classes "
        + "of its own; whether each codec binds your classes is what 'wirebench verify --class' proves";
  }

  @Override public String description() {
    return "what each JSON binding library can bind (records, constructors, Optional, defaults, unknown fields, nulls, "
        + "exact numbers, java.time, enums, old-style enum classes, classes you cannot annotate), and how";
  }

  @Override public List<Row> rows(CheckOptions options) {
    List<Row> out = new ArrayList<>();
    for (String id : Binders.ids()) {
      out.add(Row.of(id, Binders.LIBRARY.get(id), "its default (one reused instance); where that fails, the "
          + "configuration named in the cell"));
    }
    return out;
  }

  @Override public List<Case> cases(CheckOptions options) {
    return Probes.CASES;
  }

  @Override public Subject open(String rowId, CheckOptions options) {
    Binder b = Binders.ALL.get(rowId).get();
    return c -> Probes.run(b, c);
  }

  @Override public void print(CheckReport report, PrintWriter out) {
    report.printGrid(out, o -> o.label());
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
