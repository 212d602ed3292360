package io.wirebench.memory;

import io.wirebench.records.KindRecord;
import io.wirebench.records.ResultFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The memory command's files: the shared record (run.json, kind {@code memory}) and memory.json, its
 * own layout. The tables are the report module's, read from the record.
 */
public final class MemoryFiles {
  /** The version of memory.json's layout; docs/results-format.md describes it. */
  public static final int FORMAT_VERSION = 1;
  private static final double MIB = 1 << 20;

  private MemoryFiles() {}

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
