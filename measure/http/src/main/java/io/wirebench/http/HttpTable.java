package io.wirebench.http;

import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.Metric;
import io.wirebench.records.Format;
import io.wirebench.records.Table;
import io.wirebench.server.HttpCell;
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

  /** The raw baseline's result for a cell's method and data set, or null. */
  static HttpResult raw(List<HttpResult> results, HttpCell cell) {
    for (HttpResult r : results) {
      if (r.measured() && HttpCell.RAW.equals(r.cell().provider()) && r.cell().method().equals(cell.method())
          && r.cell().dataSet().equals(cell.dataSet())) {
        return r;
      }
    }
    return null;
  }

  /** The raw baseline's mean req/s for a cell's method and data set, or NaN. */
  static double rawRate(List<HttpResult> results, HttpCell cell) {
    HttpResult raw = raw(results, cell);
    return raw == null ? Double.NaN : HttpMetric.REQUESTS_PER_SECOND.of(raw);
  }

  public static void print(List<HttpResult> results, PrintWriter out) {
    if (results.stream().anyMatch(r -> r.knee() != null)) {
      printKnees(results, out);
      return;
    }
    TrialPooling pool = TrialPooling.of(results);
    Map<String, List<HttpResult>> groups = new LinkedHashMap<>();
    for (HttpResult r : results) {
      groups.computeIfAbsent(r.cell().dataSet() + " · " + r.cell().method(), k -> new ArrayList<>()).add(r);
    }
    for (Map.Entry<String, List<HttpResult>> g : groups.entrySet()) {
      List<String> headers = new ArrayList<>(List.of("PROVIDER", "MEDIA TYPE", ">BODY"));
      for (HttpMetric m : HttpMetric.ALL) headers.add(">" + m.column() + (m == HttpMetric.REQUESTS_PER_SECOND ? " ± 95%" : ""));
      headers.add(">×RAW");
      Table t = new Table(headers.toArray(new String[0]));
      List<HttpResult> done = new ArrayList<>();
      List<HttpResult> other = new ArrayList<>();
      for (HttpResult r : g.getValue()) (r.measured() ? done : other).add(r);
      done.sort((a, b) -> Double.compare(HttpMetric.REQUESTS_PER_SECOND.of(b), HttpMetric.REQUESTS_PER_SECOND.of(a)));
      for (HttpResult r : done) {
        List<Object> row = new ArrayList<>(List.of(r.cell().row() + (r.message().isEmpty() ? "" : " !"), r.cell().mediaType(),
            r.responseBodyBytes() < 0 ? "-" : Format.bytes(r.responseBodyBytes())));
        for (HttpMetric m : HttpMetric.ALL) {
          Estimate e = pool.estimate(m, r);
          row.add(format(m, e.value()) + (m == HttpMetric.REQUESTS_PER_SECOND ? plusMinus(e) : ""));
        }
        double raw = rawRate(results, r.cell());
        row.add(Double.isNaN(raw) ? "-" : String.format(Locale.ROOT, "%.2f", HttpMetric.REQUESTS_PER_SECOND.of(r) / raw));
        t.row(row.toArray());
      }
      out.println(g.getKey());
      if (!t.isEmpty()) t.print(out, "  ");
      String ceiling = ceiling(done, pool);
      if (!ceiling.isEmpty()) out.println("  " + ceiling);
      for (HttpResult r : done) if (!r.message().isEmpty()) out.println("  ! " + r.cell().row() + ": " + r.message());
      for (HttpResult r : other) out.println("  " + r.cell().row() + ": " + r.status() + " (" + r.message() + ")");
      out.println();
    }
    String machine = TrialPooling.machineLine(results);
    if (!machine.isEmpty()) out.println(machine);
    out.flush();
  }

  /** {@code --rate auto}: a table per data set and method, the highest rate each row held first. */
  static void printKnees(List<HttpResult> results, PrintWriter out) {
    Map<String, List<HttpResult>> groups = new LinkedHashMap<>();
    for (HttpResult r : results) {
      groups.computeIfAbsent(r.cell().dataSet() + " · " + r.cell().method(), k -> new ArrayList<>()).add(r);
    }
    for (Map.Entry<String, List<HttpResult>> g : groups.entrySet()) {
      Table t = new Table("PROVIDER", "MEDIA TYPE", ">KNEE REQ/S", ">P99 THERE", ">FIRST FAILING", "WHY");
      List<HttpResult> swept = new ArrayList<>(g.getValue().stream().filter(r -> r.knee() != null).toList());
      swept.sort((a, b) -> Double.compare(b.knee().rate(), a.knee().rate()));
      for (HttpResult r : swept) {
        HttpKnee k = r.knee();
        t.row(r.cell().row(), r.cell().mediaType(), Format.number(k.rate()), Format.seconds(k.p99()),
            Double.isNaN(k.firstFailing()) ? "-" : Format.number(k.firstFailing()), k.why());
      }
      out.println(g.getKey());
      if (!t.isEmpty()) t.print(out, "  ");
      for (HttpResult r : g.getValue()) if (r.knee() == null) out.println("  " + r.cell().row() + ": " + r.status()
          + " (" + r.message() + ")");
      out.println();
    }
    out.println("knee: the highest constant rate (open model, latency corrected for coordinated omission) with no "
        + "errors, p99 within the target and at least 95% of the rate achieved; the first failing rate is the one above it");
    out.flush();
  }

  static String plusMinus(Estimate e) {
    if (!e.present() || Double.isNaN(e.low())) return " (1 trial)";
    return String.format(Locale.ROOT, " ± %.0f%%", 100 * e.relativeHalfWidth());
  }

  /**
   * Why the raw handler, meant as the ceiling, is not the highest row of a table (empty when it is,
   * or when there is none): whether the intervals tell the two apart, and each one's server CPU per
   * request, which says whether the server did less work for the faster row or the client's share
   * of the cores decided it.
   */
  static String ceiling(List<HttpResult> done, TrialPooling pool) {
    HttpResult raw = done.stream().filter(r -> HttpCell.RAW.equals(r.cell().provider())).findFirst().orElse(null);
    if (raw == null || done.isEmpty() || done.get(0) == raw) return "";
    HttpResult top = done.get(0);
    Estimate a = pool.estimate(HttpMetric.REQUESTS_PER_SECOND, top);
    Estimate b = pool.estimate(HttpMetric.REQUESTS_PER_SECOND, raw);
    boolean overlap = Double.isNaN(a.low()) || Double.isNaN(b.low()) || a.low() <= b.high();
    return String.format(Locale.ROOT, "the raw ceiling is not the highest row: %s %s%s req/s against %s%s; %s "
        + "(server CPU a request: %s against raw's %s)", top.cell().row(), format(HttpMetric.REQUESTS_PER_SECOND,
        a.value()), plusMinus(a), format(HttpMetric.REQUESTS_PER_SECOND, b.value()), plusMinus(b),
        overlap ? "their intervals overlap, so this run cannot tell them apart"
            : "the intervals are apart: req/s is what client and server reach together on this machine's cores, so "
                + "a row whose client side is lighter can pass the ceiling",
        format(HttpMetric.CPU_PER_REQUEST, HttpMetric.CPU_PER_REQUEST.of(top)),
        format(HttpMetric.CPU_PER_REQUEST, HttpMetric.CPU_PER_REQUEST.of(raw)));
  }
}
