package io.wirebench.report;

import io.wirebench.records.Table;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * A check's verdicts as the command presents them, read back from the checks.json the check saved:
 * each matrix in the view that fits its cases (a grid of rows and cases by default; a summary for
 * the matrices with many cases), every verdict's detail, checks.txt (both) and checks.html.
 */
public final class CheckTables {
  private CheckTables() {}

  /**
   * Prints the matrix of the check saved in {@code dir} (and every verdict's detail with
   * {@code details}), then writes checks.txt (the matrix with every detail) and checks.html there.
   */
  public static void present(Path dir, boolean details, PrintWriter out) throws IOException {
    CheckReport report = CheckReport.read(dir.resolve("checks.json"));
    StringWriter text = new StringWriter();
    PrintWriter tw = new PrintWriter(text);
    print(report, tw);
    tw.flush();
    StringWriter detail = new StringWriter();
    PrintWriter dw = new PrintWriter(detail);
    dw.println();
    printDetails(report, dw);
    dw.flush();
    out.println();
    out.print(text);
    if (details) out.print(detail);
    out.flush();
    Files.writeString(dir.resolve("checks.txt"), text.toString() + detail, StandardCharsets.UTF_8);
    ChecksHtml.write(report, dir.resolve("checks.html"));
  }

  /** What a check stopped by Ctrl-C had finished, from the checks.json it saved after its last row. */
  public static void interrupted(Path dir, PrintWriter out) {
    try {
      if (Files.isRegularFile(dir.resolve("checks.json"))) present(dir, false, out);
    } catch (IOException | RuntimeException e) {
      out.println("(no table: " + e.getMessage() + ")");
      out.flush();
    }
  }

  /** The matrix in the view its cases call for. */
  public static void print(CheckReport report, PrintWriter out) {
    switch (report.matrix()) {
      case "hostile" -> HostileGrid.print(report, out);
      case "unsafe-types" -> UnsafeTypesSummary.print(report, out);
      case "conformance" -> ConformanceScores.print(report, out);
      case "interop" -> InteropGrid.print(report, out);
      case "capabilities" -> CapabilitiesGrid.print(report, out);
      default -> grid(report, out, Outcome::label);
    }
  }

  /**
   * One line per row, one column per case (the case's id), each cell the outcome's {@code label};
   * then a legend of the cases. A blank cell is a case that does not apply to the row.
   */
  static void grid(CheckReport report, PrintWriter out, Function<Outcome, String> label) {
    List<String> headers = new ArrayList<>();
    headers.add("ROW");
    for (Case c : report.cases()) headers.add(c.id());
    Table t = new Table(headers.toArray(String[]::new));
    for (Row r : report.rows()) {
      Map<String, CaseVerdict> by = report.byCase(r.id());
      List<Object> cells = new ArrayList<>();
      cells.add(r.id());
      for (Case c : report.cases()) {
        CaseVerdict v = by.get(c.id());
        cells.add(v == null ? "" : label.apply(v.outcome()));
      }
      t.row(cells.toArray());
    }
    t.print(out, "");
    out.println();
    out.println("cases:");
    Table legend = new Table("CASE", "CATEGORY", "WHAT");
    for (Case c : report.cases()) legend.row(c.id(), c.category(), c.description());
    legend.print(out, "  ");
  }

  /** Every verdict, one line each: row, case, outcome, time, peak heap, error and detail. */
  static void printDetails(CheckReport report, PrintWriter out) {
    Table t = new Table("ROW", "CASE", "OUTCOME", ">MS", ">PEAK HEAP", "ERROR", "DETAIL");
    for (CaseVerdict v : report.verdicts()) {
      t.row(v.row(), v.caseId(), v.outcome().label(), v.millis() < 0 ? "" : Long.toString(v.millis()),
          v.peakHeapBytes() < 0 ? "" : mib(v.peakHeapBytes()), v.error() == null ? "" : simple(v.error()),
          v.detail() == null ? "" : v.detail());
    }
    t.print(out, "");
  }

  static String mib(long bytes) {
    return String.format(Locale.ROOT, "%.1f MiB", bytes / 1048576.0);
  }

  /** A class's simple name from its full name. */
  static String simple(String className) {
    int dot = className.lastIndexOf('.');
    return dot < 0 ? className : className.substring(dot + 1);
  }
}
