package io.wirebench.coldstart;

import io.wirebench.analysis.Estimate;
import io.wirebench.records.Format;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The terminal table of a cold-start run: one per data set, fastest first response first. */
final class ColdStartTable {
  private ColdStartTable() {}

  static void print(Collection<ColdStartResult> results, Map<String, ColdStartResult.ForkFootprint> footprints,
      PrintWriter w) {
    Map<String, List<ColdStartResult>> byDataset = new LinkedHashMap<>();
    for (ColdStartResult r : results) byDataset.computeIfAbsent(r.cell().dataset(), k -> new ArrayList<>()).add(r);
    ColdStartResult.Metric process = ColdStartResult.METRICS.get(0);
    for (Map.Entry<String, List<ColdStartResult>> e : byDataset.entrySet()) {
      List<ColdStartResult> rows = new ArrayList<>(e.getValue());
      rows.sort(Comparator.comparingDouble(r -> r.samples().isEmpty() ? Double.MAX_VALUE : r.estimate(process).value()));
      w.println();
      w.println(e.getKey() + " · cold start");
      Table t = new Table("CODEC", "JVM", "START TO RESULT ± 95%", "FIRST USE ± 95%", "BIND", "WRITE", "READ",
          "CLASSES", "PEAK RSS", "LIBRARY", "N");
      List<String> notes = new ArrayList<>();
      for (ColdStartResult r : rows) {
        ColdStartResult.ForkFootprint f = footprints.get(r.cell().codec());
        String library = f == null ? "" : f.jars() + (f.jars() == 1 ? " jar " : " jars ") + Format.bytes(f.bytes());
        if (r.samples().isEmpty()) {
          t.row(r.cell().codec(), r.cell().mode().label(), "-", "-", "", "", "", "", "", library, "0");
          notes.add(r.cell().codec() + (r.cell().mode() == ColdStartCell.Mode.APPCDS ? " (AppCDS)" : "") + ": "
              + r.status() + ": " + r.message());
          continue;
        }
        t.row(r.cell().codec(), r.cell().mode().label(), seconds(r.estimate(process)),
            seconds(r.estimate(metric("firstUseSeconds"))), ms(r, "bindSeconds"), ms(r, "writeSeconds"),
            ms(r, "readSeconds"), String.format(Locale.ROOT, "%,.0f", r.estimate(metric("classesFirstUse")).value()),
            Format.bytes((long) r.estimate(metric("peakRssBytes")).value()), library,
            String.valueOf(r.samples().size()));
      }
      t.print(w, "  ");
      for (String n : notes) w.println("  ! " + n);
    }
    w.println("Each sample a fresh JVM; START TO RESULT includes JVM start-up and making the data set (alike for "
        + "every codec); FIRST USE is bind + first write + first read; CLASSES: loaded by the first use. docs/metrics.md.");
  }

  static ColdStartResult.Metric metric(String id) {
    return ColdStartResult.METRICS.stream().filter(m -> m.id().equals(id)).findFirst().orElseThrow();
  }

  private static String ms(ColdStartResult r, String id) {
    double v = r.estimate(metric(id)).value();
    return Double.isNaN(v) ? "-" : ColdStartDriver.ms(v);
  }

  /** {@code 412.3 ms ± 12.1} (the rerun interval's half-width), or the value alone from one sample. */
  static String seconds(Estimate e) {
    double half = (e.high() - e.low()) / 2;
    return ColdStartDriver.ms(e.value()) + (Double.isNaN(half) ? "" : String.format(Locale.ROOT, " ± %.1f", half * 1000));
  }
}
