package io.wirebench.coldstart;

import io.wirebench.bench.Estimate;
import io.wirebench.results.Format;
import io.wirebench.results.Table;
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
      fastest(rows).ifPresent(a -> w.println("answer for " + e.getKey() + ": starts fastest: " + a));
    }
    // controls measure the method (control-1x: the JVM's own floor), never the answer, as in 'report'
    footprints.entrySet().stream().filter(f -> !control(f.getKey()))
        .min(Comparator.comparingLong(f -> f.getValue().bytes())).ifPresent(f ->
        w.println("smallest footprint: " + f.getKey() + " (" + f.getValue().jars() + (f.getValue().jars() == 1 ? " jar, " : " jars, ")
            + Format.bytes(f.getValue().bytes()) + ")"));
    w.println("Each sample a fresh JVM; START TO RESULT includes JVM start-up and making the data set (alike for "
        + "every codec); FIRST USE is bind + first write + first read; CLASSES: loaded by the first use. docs/metrics.md.");
  }

  /**
   * The plain-JVM row with the shortest first use, with its ratio to jackson-databind's; a tie when
   * the runner-up's confidence interval of the mean overlaps the winner's. Controls are left out.
   */
  static java.util.Optional<String> fastest(List<ColdStartResult> rows) {
    ColdStartResult.Metric first = metric("firstUseSeconds");
    List<ColdStartResult> plain = rows.stream().filter(r -> r.cell().mode() == ColdStartCell.Mode.PLAIN
        && !r.samples().isEmpty() && !control(r.cell().codec())).sorted(Comparator.comparingDouble(r -> r.estimate(first).value())).toList();
    if (plain.size() < 2) return java.util.Optional.empty();
    Estimate best = plain.get(0).estimate(first);
    Estimate next = plain.get(1).estimate(first);
    StringBuilder s = new StringBuilder(plain.get(0).cell().codec() + " (first use " + ColdStartDriver.ms(best.value()));
    plain.stream().filter(r -> r.cell().codec().equals("jackson-databind")).findFirst()
        .filter(r -> r != plain.get(0))
        .ifPresent(r -> s.append(String.format(Locale.ROOT, ", jackson-databind's %.2f× that",
            r.estimate(first).value() / best.value())));
    s.append(")");
    if (!Double.isNaN(best.meanHigh()) && !Double.isNaN(next.meanLow()) && next.meanLow() <= best.meanHigh()) {
      s.append("; a tie with ").append(plain.get(1).cell().codec()).append(" within the intervals");
    }
    return java.util.Optional.of(s.toString());
  }

  /** True for a control codec (binding {@code control}), which no answer names. */
  static boolean control(String codec) {
    return io.wirebench.core.Codecs.load().find(codec)
        .map(c -> c.info().binding() == io.wirebench.core.BindingStyle.CONTROL).orElse(false);
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
