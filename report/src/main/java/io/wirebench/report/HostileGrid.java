package io.wirebench.report;

import io.wirebench.records.Table;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import java.io.PrintWriter;

/**
 * The hostile matrix in the terminal: the grid with short labels (rej, acc, CRASH, TIME, OOM), then
 * every verdict that was not a rejection, in detail.
 */
final class HostileGrid {
  private HostileGrid() {}

  static String shortLabel(Outcome o) {
    return switch (o) {
      case REJECTED -> "rej";
      case ACCEPTED -> "acc";
      case CRASHED -> "CRASH";
      case TIMED_OUT -> "TIME";
      case OUT_OF_MEMORY -> "OOM";
      case NOT_APPLICABLE -> "n/a";
      case UNAVAILABLE -> "unav";
      default -> o.label();
    };
  }

  static void print(CheckReport report, PrintWriter out) {
    CheckTables.grid(report, out, HostileGrid::shortLabel);
    out.println();
    out.println("rej: rejected, acc: accepted, CRASH: crashed (an Error, or the JVM died), TIME: timed out, "
        + "OOM: out of memory, n/a: wirebench could not build the input, unav: unavailable; blank: the case is "
        + "not built for the codec's format");
    out.println();
    out.println("accepted (what came back), crashed, timed out and out of memory, in detail:");
    Table t = new Table("ROW", "CASE", "OUTCOME", ">MS", "DETAIL");
    for (var v : report.verdicts()) {
      if (v.outcome() == Outcome.REJECTED || v.outcome() == Outcome.UNAVAILABLE) continue;
      t.row(v.row(), v.caseId(), v.outcome().label(), v.millis() < 0 ? "" : Long.toString(v.millis()),
          (v.error() == null ? "" : v.error().substring(v.error().lastIndexOf('.') + 1)
              + (v.detail() == null || v.detail().isEmpty() ? "" : ": ")) + (v.detail() == null ? "" : v.detail()));
    }
    t.print(out, "  ");
  }
}
