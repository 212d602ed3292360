package io.wirebench.memory;

import io.wirebench.memory.MemoryResult.Status;
import io.wirebench.records.Better;
import io.wirebench.records.RunRecord;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Memory's cells in the shared record ({@link RunRecord}, kind {@code memory}): the memory beyond
 * the input as the metric {@code beyondInput} with the interval the halving search left
 * ({@code (needLow, need]}), the resident set's growth and the cold time as further metrics, and
 * the rest of memory.json's figures as the cell's details.
 */
public final class MemoryRecord {
  /** The memory beyond the input, bytes; its interval is what the search left open. */
  public static final String BEYOND_INPUT = "beyondInput";
  /** The resident set's growth during the unconstrained run, bytes. */
  public static final String RSS_GROWTH = "rssGrowth";
  /** The memory beyond the input over the payload size. */
  public static final String PAYLOAD_RATIO = "payloadRatio";
  /** One cold operation's time, seconds. */
  public static final String COLD_SECONDS = "coldSeconds";

  private MemoryRecord() {}

  /** The cells of {@code results}, in order. */
  public static List<RunRecord.CellRecord> cells(List<MemoryResult> results) {
    return results.stream().map(MemoryRecord::cell).toList();
  }

  /** One cell: {@code done} with metrics when measured; otherwise its status and why. */
  public static RunRecord.CellRecord cell(MemoryResult r) {
    MemoryCell c = r.cell();
    Map<String, RunRecord.MetricValue> metrics = new LinkedHashMap<>();
    if (r.status() == Status.MEASURED) {
      double open = r.needBytes() - Math.max(r.needLowBytes(), 0);
      metrics.put(BEYOND_INPUT, RunRecord.MetricValue.of(r.beyondBytes(), r.beyondBytes() - open, r.beyondBytes(),
          "B", Better.LOWER));
      metrics.put(PAYLOAD_RATIO, RunRecord.MetricValue.of(r.ratio(), Double.NaN, Double.NaN, "×", Better.LOWER));
      metrics.put(RSS_GROWTH, RunRecord.MetricValue.of(r.rssGrowthBytes() < 0 ? Double.NaN : r.rssGrowthBytes(),
          Double.NaN, Double.NaN, "B", Better.LOWER));
      metrics.put(COLD_SECONDS, RunRecord.MetricValue.of(r.seconds(), Double.NaN, Double.NaN, "s", Better.LOWER));
    }
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("status", r.status().name().toLowerCase(Locale.ROOT));
    details.put("verdict", r.verdict());
    details.put("needBytes", r.needBytes());
    details.put("needLowBytes", r.needLowBytes());
    details.put("valueBytes", r.valueBytes());
    details.put("occupancyBytes", r.occupancyBytes());
    details.put("rssPeakBytes", r.rssPeakBytes());
    details.put("probes", r.probes());
    details.put("heapBytes", r.heapBytes());
    String key = c.op().label() + "/" + c.target().label() + "/" + c.codec() + "/" + c.dataSet();
    return new RunRecord.CellRecord(key, "memory", c.op().label(), c.target().label(), c.codec(), c.dataSet(), null,
        status(r), message(r), Double.isNaN(r.seconds()) ? 0 : r.seconds(), r.payloadBytes(), null, metrics, List.of(),
        details);
  }

  private static String status(MemoryResult r) {
    return switch (r.status()) {
      case MEASURED -> "done";
      case NEEDS_MORE -> "needs-more";
      case GAP -> "gap";
      case NOT_RUN -> "missing";
      case TIMEOUT, FAILED -> "failed";
    };
  }

  private static String message(MemoryResult r) {
    String note = r.note() == null || r.note().isEmpty() ? null : r.note();
    if (r.status() == Status.NEEDS_MORE) {
      return "needs more than " + MemoryFiles.mib(r.needBytes()) + " MiB" + (note == null ? "" : "; " + note);
    }
    if (r.status() == Status.TIMEOUT) return "timed out" + (note == null ? "" : ": " + note);
    return note;
  }
}
