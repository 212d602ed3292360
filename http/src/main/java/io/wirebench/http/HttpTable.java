package io.wirebench.http;

import io.wirebench.bench.Metric;
import io.wirebench.results.Format;
import io.wirebench.results.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The terminal table: one per data set and method, fastest first, a column per
 * {@link HttpMetric}, and each row's req/s as a ratio to the raw baseline's (the stack's ceiling).
 */
public final class HttpTable {
  private HttpTable() {}

  static String format(HttpMetric m, double v) {
    if (Double.isNaN(v)) return "-";
    if (m.kind() == Metric.Kind.DURATION) return Format.seconds(v);
    if (m == HttpMetric.ERRORS) return String.format(Locale.ROOT, "%,.0f", v);
    return Format.number(v);
  }

  /** The raw baseline's req/s for a cell's method and data set, or NaN. */
  static double rawRate(List<HttpResult> results, HttpCell cell) {
    for (HttpResult r : results) {
      if (r.measured() && HttpCell.RAW.equals(r.cell().provider()) && r.cell().method().equals(cell.method())
          && r.cell().dataSet().equals(cell.dataSet())) {
        return r.load().requestsPerSecond();
      }
    }
    return Double.NaN;
  }

  public static void print(List<HttpResult> results, PrintWriter out) {
    Map<String, List<HttpResult>> groups = new LinkedHashMap<>();
    for (HttpResult r : results) {
      groups.computeIfAbsent(r.cell().dataSet() + " · " + r.cell().method(), k -> new ArrayList<>()).add(r);
    }
    for (Map.Entry<String, List<HttpResult>> g : groups.entrySet()) {
      List<String> headers = new ArrayList<>(List.of("PROVIDER", "MEDIA TYPE", ">BODY"));
      for (HttpMetric m : HttpMetric.ALL) headers.add(">" + m.column());
      headers.add(">×RAW");
      Table t = new Table(headers.toArray(new String[0]));
      List<HttpResult> done = new ArrayList<>();
      List<HttpResult> other = new ArrayList<>();
      for (HttpResult r : g.getValue()) (r.measured() ? done : other).add(r);
      done.sort((a, b) -> Double.compare(b.load().requestsPerSecond(), a.load().requestsPerSecond()));
      for (HttpResult r : done) {
        List<Object> row = new ArrayList<>(List.of(r.cell().row() + (r.message().isEmpty() ? "" : " !"), r.cell().mediaType(),
            r.responseBodyBytes() < 0 ? "-" : Format.bytes(r.responseBodyBytes())));
        for (HttpMetric m : HttpMetric.ALL) row.add(format(m, m.of(r)));
        double raw = rawRate(results, r.cell());
        row.add(Double.isNaN(raw) ? "-" : String.format(Locale.ROOT, "%.2f", r.load().requestsPerSecond() / raw));
        t.row(row.toArray());
      }
      out.println(g.getKey());
      if (!t.isEmpty()) t.print(out, "  ");
      for (HttpResult r : done) if (!r.message().isEmpty()) out.println("  ! " + r.cell().row() + ": " + r.message());
      for (HttpResult r : other) out.println("  " + r.cell().row() + ": " + r.status() + " (" + r.message() + ")");
      out.println();
    }
    out.flush();
  }
}
