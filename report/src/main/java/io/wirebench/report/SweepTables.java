package io.wirebench.report;

import io.wirebench.records.RunRecord;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The size sweeps of a record as tables, one block per family, operation and target: the time per
 * operation and MB/s of each codec at each size, and each codec's fit (fixed cost, per-byte cost,
 * growth exponent, growth). The terminal after {@code run}, the Markdown and the HTML report print
 * the same blocks.
 */
public final class SweepTables {
  private SweepTables() {}

  /**
   * One family, operation and target of one run.
   *
   * @param points time per operation and MB/s at each size
   * @param fits each codec's fit
   * @param notes what the sizes are and how the fits were made
   */
  public record Block(String title, ReportModel.Run run, List<SizeSweeps.Curve> curves, ReportModel.TableData points,
      ReportModel.TableData fits, List<String> notes) {}

  /** The blocks of every run of a report, run by run. */
  public static List<Block> of(ReportModel model) {
    List<Block> out = new ArrayList<>();
    for (ReportModel.Run run : model.runs()) out.addAll(of(run.record(), run));
    return out;
  }

  /** The blocks of one record ({@code run} may be null: the terminal's). */
  static List<Block> of(RunRecord record, ReportModel.Run run) {
    Map<String, List<SizeSweeps.Curve>> byTitle = new LinkedHashMap<>();
    for (SizeSweeps.Curve c : SizeSweeps.of(record)) byTitle.computeIfAbsent(c.title(), k -> new ArrayList<>()).add(c);
    List<Block> out = new ArrayList<>();
    for (Map.Entry<String, List<SizeSweeps.Curve>> e : byTitle.entrySet()) {
      List<SizeSweeps.Curve> curves = e.getValue();
      List<SizeSweeps.Point> columns = SizeSweeps.columns(curves);
      List<String> headers = new ArrayList<>(List.of("CODEC"));
      List<Boolean> right = new ArrayList<>(List.of(false));
      for (SizeSweeps.Point p : columns) {
        headers.add(SizeSweeps.column(p));
        right.add(true);
      }
      List<List<String>> rows = new ArrayList<>();
      List<List<String>> fits = new ArrayList<>();
      for (SizeSweeps.Curve c : curves) {
        List<String> row = new ArrayList<>(List.of(c.codec()));
        for (SizeSweeps.Point p : columns) row.add(SizeSweeps.point(c, p.dataset()));
        rows.add(row);
        List<String> fit = new ArrayList<>(List.of(c.codec()));
        fit.addAll(SizeSweeps.fitCells(c));
        fits.add(fit);
      }
      out.add(new Block(e.getKey(), run, curves, new ReportModel.TableData(headers, right, rows),
          new ReportModel.TableData(List.of("CODEC", "FIXED/CALL [95%]", "PER BYTE [95%]", "EXPONENT b [95%]", "GROWTH"),
              List.of(false, true, true, true, false), fits), SizeSweeps.notes(curves)));
    }
    return out;
  }

  /** The sweeps of a record under the run's tables; nothing when it has none. */
  public static void print(RunRecord record, PrintWriter w) {
    for (Block b : of(record, null)) {
      w.println("size sweep " + b.title() + ": time per operation · MB/s at each size (JSON bytes of the data set)");
      table(b.points()).print(w, "  ");
      table(b.fits()).print(w, "  ");
      for (String n : b.notes()) w.println("  " + n);
      w.println();
    }
    w.flush();
  }

  private static Table table(ReportModel.TableData t) {
    String[] headers = new String[t.headers().size()];
    for (int i = 0; i < headers.length; i++) headers[i] = (t.right().get(i) ? ">" : "") + t.headers().get(i);
    Table table = new Table(headers);
    for (List<String> row : t.rows()) table.row(row.toArray());
    return table;
  }
}
