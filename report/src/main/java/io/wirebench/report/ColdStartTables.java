package io.wirebench.report;

import io.wirebench.records.Format;
import io.wirebench.records.RunRecord;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A cold-start run's terminal table, from its record: one per data set, the fastest to a first result
 * first, controls included (control-1x is the JVM's own floor, the scale the others are read against).
 * Which codec starts fastest is the answer's ({@link io.wirebench.analysis.KindAnswers#coldStart}).
 */
final class ColdStartTables {
  private ColdStartTables() {}

  static void print(RunRecord r, PrintWriter w) {
    Map<String, List<RunRecord.CellRecord>> byDataset = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : r.cells()) byDataset.computeIfAbsent(c.dataset(), k -> new ArrayList<>()).add(c);
    for (Map.Entry<String, List<RunRecord.CellRecord>> e : byDataset.entrySet()) {
      List<RunRecord.CellRecord> rows = new ArrayList<>(e.getValue());
      rows.sort(Comparator.comparingDouble(c -> samples(c) == 0 ? Double.MAX_VALUE : value(c, "processSeconds")));
      w.println();
      w.println(e.getKey() + " · cold start");
      Table t = new Table("CODEC", "JVM", "START TO RESULT ± 95%", "FIRST USE ± 95%", "BIND", "WRITE", "READ",
          "CLASSES", "PEAK RSS", "LIBRARY", "N");
      List<String> notes = new ArrayList<>();
      for (RunRecord.CellRecord c : rows) {
        String library = library(c);
        if (samples(c) == 0) {
          t.row(c.codec(), c.target(), "-", "-", "", "", "", "", "", library, "0");
          notes.add(c.codec() + ("appcds".equals(c.target()) ? " (AppCDS)" : "") + ": " + c.status() + ": "
              + (c.message() == null ? "" : c.message()));
          continue;
        }
        t.row(c.codec(), c.target(), withInterval(metric(c, "processSeconds")),
            withInterval(metric(c, "firstUseSeconds")), ms(c, "bindSeconds"), ms(c, "writeSeconds"),
            ms(c, "readSeconds"), String.format(Locale.ROOT, "%,.0f", value(c, "classesFirstUse")),
            Format.bytes((long) value(c, "peakRssBytes")), library, String.valueOf(samples(c)));
      }
      t.print(w, "  ");
      for (String n : notes) w.println("  ! " + n);
    }
    w.println("Each sample a fresh JVM; START TO RESULT includes JVM start-up and making the data set (alike for "
        + "every codec); FIRST USE is bind + first write + first read; CLASSES: loaded by the first use. docs/metrics.md.");
  }

  /** How many samples (fresh JVMs) the cell has. */
  private static int samples(RunRecord.CellRecord c) {
    Object s = c.details() == null ? null : c.details().get("samples");
    return s instanceof List<?> l ? l.size() : 0;
  }

  /** The jars of the codec's library and their bytes: {@code 2 jars 337 KB}; empty when the cell has none. */
  private static String library(RunRecord.CellRecord c) {
    Map<String, Object> d = c.details() == null ? Map.of() : c.details();
    if (!(d.get("libraryJars") instanceof Number jars) || !(d.get("libraryBytes") instanceof Number bytes)) return "";
    return jars.intValue() + (jars.intValue() == 1 ? " jar " : " jars ") + Format.bytes(bytes.longValue());
  }

  private static RunRecord.MetricValue metric(RunRecord.CellRecord c, String id) {
    return c.metrics() == null ? null : c.metrics().get(id);
  }

  private static double value(RunRecord.CellRecord c, String id) {
    RunRecord.MetricValue v = metric(c, id);
    return v == null || v.value() == null ? Double.NaN : v.value();
  }

  private static String ms(RunRecord.CellRecord c, String id) {
    double v = value(c, id);
    return Double.isNaN(v) ? "-" : ms(v);
  }

  private static String ms(double seconds) {
    return String.format(Locale.ROOT, "%.1f ms", seconds * 1000);
  }

  /** {@code 412.3 ms ± 12.1} (the rerun interval's half-width), or the value alone from one sample. */
  private static String withInterval(RunRecord.MetricValue v) {
    if (v == null || v.value() == null) return "-";
    double half = ReportModel.halfWidth(v);
    return ms(v.value()) + (Double.isNaN(half) ? "" : String.format(Locale.ROOT, " ± %.1f", half * 1000));
  }
}
