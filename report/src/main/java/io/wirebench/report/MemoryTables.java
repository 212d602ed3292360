package io.wirebench.report;

import io.wirebench.analysis.StreamingVerdict;
import io.wirebench.records.Format;
import io.wirebench.records.RunRecord;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The memory command's terminal tables, read from its record (kind {@code memory}): one table per
 * data set in the study's terms, then the growth between the sizes of a data set when more than one ran.
 */
public final class MemoryTables {
  private static final double MIB = 1 << 20;

  private MemoryTables() {}

  /** One table per data set, then the growth tables, then the legend. */
  public static void print(RunRecord record, PrintWriter out) {
    List<RunRecord.CellRecord> cells = record.cells();
    Set<String> dataSets = new LinkedHashSet<>();
    for (RunRecord.CellRecord c : cells) dataSets.add(c.dataset());
    for (String ds : dataSets) {
      List<RunRecord.CellRecord> rows = cells.stream().filter(c -> c.dataset().equals(ds)).toList();
      long payload = rows.stream().filter(c -> c.codec().equals("jackson-databind") && c.encodedBytes() > 0)
          .mapToLong(RunRecord.CellRecord::encodedBytes).findFirst().orElse(-1);
      out.println();
      out.println(ds + (payload > 0 ? String.format(Locale.ROOT, " · %.1f MiB as JSON", payload / MIB) : "")
          + " · memory beyond the input");
      Table t = new Table("CODEC", "OP", "TARGET", ">PAYLOAD", ">BEYOND INPUT", ">× PAYLOAD", "VERDICT", ">VALUE",
          ">RSS +", ">TIME", "NOTE");
      for (RunRecord.CellRecord c : rows) {
        t.row(c.codec(), c.op(), c.target(), mib(c.encodedBytes()), beyond(c), number(c, "payloadRatio", "%.2f"),
            String.valueOf(details(c).getOrDefault("verdict", "")), "read".equals(c.op()) ? mib(detail(c, "valueBytes"))
                : "", mib(value(c, "rssGrowth")), Double.isNaN(value(c, "coldSeconds")) ? ""
                : Format.seconds(value(c, "coldSeconds")), note(c));
      }
      t.print(out, "  ");
    }
    printGrowth(cells, out);
    out.println();
    out.println("BEYOND INPUT: the smallest old-generation budget (MiB) the operation completed in, found by halving "
        + "(± the interval searched); a read's is beyond the value it builds (VALUE). " + StreamingVerdict.legend()
        + " RSS +: growth of the resident set during the run. TIME: one cold run. See docs/metrics.md.");
    out.flush();
  }

  private static void printGrowth(List<RunRecord.CellRecord> cells, PrintWriter out) {
    List<String> sizes = cells.stream().map(RunRecord.CellRecord::dataset).distinct().toList();
    if (sizes.size() < 2) return;
    String small = sizes.get(0);
    for (String big : sizes.subList(1, sizes.size())) {
      Table t = new Table("CODEC", "OP", "TARGET", ">PAYLOAD ×", ">NEED ×", "GROWTH");
      for (RunRecord.CellRecord a : cells) {
        if (!a.dataset().equals(small)) continue;
        RunRecord.CellRecord b = cells.stream().filter(x -> x.dataset().equals(big) && x.codec().equals(a.codec())
            && x.op().equals(a.op()) && x.target().equals(a.target())).findFirst().orElse(null);
        if (b == null || !measured(a)) continue;
        double p = (double) b.encodedBytes() / a.encodedBytes();
        double n = StreamingVerdict.growth((long) value(a, "beyondInput"), (long) value(b, "beyondInput"));
        String growth = "needs_more".equals(status(b)) ? "grows (the larger needs more than the heap)"
            : !measured(b) ? status(b) : StreamingVerdict.growthVerdict(n);
        t.row(a.codec(), a.op(), a.target(), String.format(Locale.ROOT, "%.1f", p),
            measured(b) ? String.format(Locale.ROOT, "%.1f", n) : "", growth);
      }
      if (t.isEmpty()) continue;
      out.println();
      out.println("growth from " + small + " to " + big + " (flat: the need grows under " + StreamingVerdict.FLAT_BELOW
          + "×; needs under 1 MiB count as 1 MiB)");
      t.print(out, "  ");
    }
  }

  /** The memory driver's own status of a cell (measured, needs_more, timeout, gap, failed, not_run). */
  private static String status(RunRecord.CellRecord c) {
    return String.valueOf(details(c).getOrDefault("status", c.status()));
  }

  private static boolean measured(RunRecord.CellRecord c) {
    return "measured".equals(status(c));
  }

  private static String beyond(RunRecord.CellRecord c) {
    if ("needs_more".equals(status(c))) return "> " + mib(detail(c, "needBytes"));
    if (!measured(c)) return "";
    double err = (detail(c, "needBytes") - detail(c, "needLowBytes")) / MIB;
    return mib((long) value(c, "beyondInput")) + String.format(Locale.ROOT, " ± %.1f", err / 2);
  }

  /**
   * The cell's status and what it says; the record's message for a cell that needed more than the heap
   * or timed out already names that.
   */
  private static String note(RunRecord.CellRecord c) {
    String s = measured(c) ? "" : status(c).replace('_', ' ');
    String n = c.message() == null ? "" : c.message();
    if (s.isEmpty() || n.isEmpty()) return s.isEmpty() ? n : s;
    return "needs more".equals(s) || "timeout".equals(s) ? n : s + ": " + n;
  }

  private static Map<String, Object> details(RunRecord.CellRecord c) {
    return c.details() == null ? Map.of() : c.details();
  }

  private static long detail(RunRecord.CellRecord c, String key) {
    return details(c).get(key) instanceof Number n ? n.longValue() : -1;
  }

  /** A metric's value, NaN when the cell has none. */
  private static double value(RunRecord.CellRecord c, String metric) {
    RunRecord.MetricValue v = c.metrics() == null ? null : c.metrics().get(metric);
    return v == null || v.value() == null ? Double.NaN : v.value();
  }

  private static String number(RunRecord.CellRecord c, String metric, String format) {
    double v = value(c, metric);
    return Double.isNaN(v) ? "" : String.format(Locale.ROOT, format, v);
  }

  private static String mib(double bytes) {
    if (Double.isNaN(bytes) || bytes < 0) return "";
    return String.format(Locale.ROOT, "%.1f", bytes / MIB);
  }
}
