package io.wirebench.memory;

import io.wirebench.memory.MemoryResult.Status;
import io.wirebench.records.Format;
import io.wirebench.records.KindRecord;
import io.wirebench.records.ResultFile;
import io.wirebench.records.Table;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** The memory command's tables (one per data set, then the growth between sizes) and memory.json. */
public final class MemoryReport {
  /** The version of memory.json's layout; docs/results-format.md describes it. */
  public static final int FORMAT_VERSION = 1;
  private static final double MIB = 1 << 20;

  private MemoryReport() {}

  /** One table per data set, in the study's terms, then the growth table when two sizes ran. */
  public static void print(List<MemoryResult> results, PrintWriter out) {
    Set<String> dataSets = new LinkedHashSet<>();
    for (MemoryResult r : results) dataSets.add(r.cell().dataSet());
    for (String ds : dataSets) {
      List<MemoryResult> rows = results.stream().filter(r -> r.cell().dataSet().equals(ds)).toList();
      long payload = rows.stream().filter(r -> r.cell().codec().equals("jackson-databind") && r.payloadBytes() > 0)
          .mapToLong(MemoryResult::payloadBytes).findFirst().orElse(-1);
      out.println();
      out.println(ds + (payload > 0 ? String.format(Locale.ROOT, " · %.1f MiB as JSON", payload / MIB) : "")
          + " · memory beyond the input");
      Table t = new Table("CODEC", "OP", "TARGET", ">PAYLOAD", ">BEYOND INPUT", ">× PAYLOAD", "VERDICT", ">VALUE",
          ">RSS +", ">TIME", "NOTE");
      for (MemoryResult r : rows) {
        t.row(r.cell().codec(), r.cell().op().label(), r.cell().target().label(), mib(r.payloadBytes()),
            beyond(r), ratio(r), r.verdict(), r.cell().op() == MemoryCell.Op.READ ? mib(r.valueBytes()) : "",
            mib(r.rssGrowthBytes()), Double.isNaN(r.seconds()) ? "" : Format.seconds(r.seconds()), note(r));
      }
      t.print(out, "  ");
    }
    printGrowth(results, out);
    out.println();
    out.println("BEYOND INPUT: the smallest old-generation budget (MiB) the operation completed in, found by halving "
        + "(± the interval searched); a read's is beyond the value it builds (VALUE). " + Verdicts.legend()
        + " RSS +: growth of the resident set during the run. TIME: one cold run. See docs/metrics.md.");
    out.flush();
  }

  private static void printGrowth(List<MemoryResult> results, PrintWriter out) {
    List<String> sizes = new ArrayList<>();
    for (MemoryResult r : results) {
      if (!sizes.contains(r.cell().dataSet())) sizes.add(r.cell().dataSet());
    }
    if (sizes.size() < 2) return;
    String small = sizes.get(0);
    for (String big : sizes.subList(1, sizes.size())) {
      Table t = new Table("CODEC", "OP", "TARGET", ">PAYLOAD ×", ">NEED ×", "GROWTH");
      for (MemoryResult a : results) {
        if (!a.cell().dataSet().equals(small)) continue;
        MemoryResult b = results.stream().filter(x -> x.cell().dataSet().equals(big)
            && x.cell().codec().equals(a.cell().codec()) && x.cell().op() == a.cell().op()
            && x.cell().target() == a.cell().target()).findFirst().orElse(null);
        if (b == null || a.status() != Status.MEASURED) continue;
        double p = (double) b.payloadBytes() / a.payloadBytes();
        // a need under 1 MiB is noise of the method: compare from 1 MiB up
        double n = Math.max(b.beyondBytes(), 1 << 20) / (double) Math.max(a.beyondBytes(), 1 << 20);
        String growth = b.status() == Status.NEEDS_MORE ? "grows (the larger needs more than the heap)"
            : b.status() != Status.MEASURED ? b.status().name().toLowerCase(Locale.ROOT)
            : n < Verdicts.FLAT_BELOW ? "flat" : String.format(Locale.ROOT, "grows %.1f×", n);
        t.row(a.cell().codec(), a.cell().op().label(), a.cell().target().label(),
            String.format(Locale.ROOT, "%.1f", p), b.status() == Status.MEASURED ? String.format(Locale.ROOT, "%.1f", n) : "",
            growth);
      }
      if (t.isEmpty()) continue;
      out.println();
      out.println("growth from " + small + " to " + big + " (flat: the need grows under " + Verdicts.FLAT_BELOW
          + "×; needs under 1 MiB count as 1 MiB)");
      t.print(out, "  ");
    }
  }

  private static String beyond(MemoryResult r) {
    if (r.status() == Status.NEEDS_MORE) return "> " + mib(r.needBytes());
    if (r.status() != Status.MEASURED) return "";
    double err = (r.needBytes() - r.needLowBytes()) / MIB;
    return mib(r.beyondBytes()) + String.format(Locale.ROOT, " ± %.1f", err / 2);
  }

  private static String ratio(MemoryResult r) {
    double x = r.ratio();
    return Double.isNaN(x) ? "" : String.format(Locale.ROOT, "%.2f", x);
  }

  private static String note(MemoryResult r) {
    String s = r.status() == Status.MEASURED ? "" : r.status().name().toLowerCase(Locale.ROOT).replace('_', ' ');
    String n = r.note() == null ? "" : r.note();
    return s.isEmpty() ? n : n.isEmpty() ? s : s + ": " + n;
  }

  static String mib(long bytes) {
    if (bytes < 0) return "";
    return String.format(Locale.ROOT, "%.1f", bytes / MIB);
  }

  /**
   * Writes the shared record (run.json, kind {@code memory}) and memory.json, each atomically:
   * memory.json keeps this command's own layout (the header, then every cell) for the tools that read it.
   */
  public static void write(KindRecord record, Map<String, Object> header, String status, List<MemoryResult> results)
      throws IOException {
    record.save(status, MemoryRecord.cells(results));
    write(record.dir(), header, status, results);
  }

  /** Writes memory.json atomically: the header (machine, JVM, settings), then every cell. */
  public static void write(Path dir, Map<String, Object> header, String status, List<MemoryResult> results)
      throws IOException {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("formatVersion", FORMAT_VERSION);
    doc.putAll(header);
    doc.put("status", status);
    List<Map<String, Object>> cells = new ArrayList<>();
    for (MemoryResult r : results) {
      Map<String, Object> c = new LinkedHashMap<>();
      c.put("codec", r.cell().codec());
      c.put("dataSet", r.cell().dataSet());
      c.put("op", r.cell().op().label());
      c.put("target", r.cell().target().label());
      c.put("status", r.status().name().toLowerCase(Locale.ROOT));
      c.put("payloadBytes", r.payloadBytes());
      c.put("needBytes", r.needBytes());
      c.put("needLowBytes", r.needLowBytes());
      c.put("valueBytes", r.valueBytes());
      c.put("beyondInputBytes", r.beyondBytes());
      c.put("ratioToPayload", Double.isNaN(r.ratio()) ? null : r.ratio());
      c.put("verdict", r.verdict());
      c.put("occupancyBytes", r.occupancyBytes());
      c.put("rssPeakBytes", r.rssPeakBytes());
      c.put("rssGrowthBytes", r.rssGrowthBytes());
      c.put("seconds", Double.isNaN(r.seconds()) ? null : r.seconds());
      c.put("probes", r.probes());
      c.put("heapBytes", r.heapBytes());
      c.put("note", Objects.toString(r.note(), ""));
      cells.add(c);
    }
    doc.put("cells", cells);
    Files.createDirectories(dir);
    ResultFile.writeJson(dir.resolve("memory.json"), doc);
  }
}
