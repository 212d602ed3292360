package io.wirebench.report;

import io.wirebench.analysis.Answers;
import io.wirebench.analysis.Metric;
import io.wirebench.records.Format;
import io.wirebench.records.RunRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The report sections of the kinds other than speed, read from their shared records: memory (the
 * memory beyond the input with the interval the search left), HTTP (requests per second and
 * latency percentiles), and the trust grids of each check matrix. Sizes come from every run's
 * sizes.json ({@link ReportModel#sizes}). Exporters lay these out; nothing here is computed that the
 * records do not hold.
 */
public final class KindSections {
  /** The kinds whose cells are timed operations ({@link ReportModel#groups}). */
  public static final Set<String> SPEED_KINDS = Answers.SPEED_KINDS;

  private KindSections() {}

  /**
   * One section: a title, what it shows, and its blocks.
   *
   * @param kind the record kind it presents ({@code memory}, {@code http}, {@code check})
   */
  public record Section(String kind, String anchor, String title, String lead, List<Block> blocks) {}

  /**
   * One table of one run, with an optional bar chart of one metric.
   *
   * @param chartMetric the metric id the block's chart shows, or null for none
   * @param chartLabels the chart's bars, in table order
   * @param chartValues each bar's value (null: none), and its interval (null: none)
   * @param outcomes for a check grid, each cell's outcome label (for colour), else null
   */
  public record Block(String title, ReportModel.Run run, ReportModel.TableData table, String chartMetric,
      String chartUnit, List<String> chartLabels, List<Double> chartValues, List<double[]> chartIntervals,
      List<List<String>> outcomes, List<String> notes) {}

  /** True when the record is one of the speed kinds (a record without a kind is one: format 2). */
  public static boolean speed(RunRecord r) {
    return Answers.isSpeed(r);
  }

  /** The sections of every run of a kind other than speed, memory first, then HTTP, then checks. */
  public static List<Section> of(ReportModel model) {
    List<Section> out = new ArrayList<>();
    List<Block> memory = new ArrayList<>();
    List<Block> http = new ArrayList<>();
    List<Block> checks = new ArrayList<>();
    List<Block> threads = new ArrayList<>();
    Map<String, List<Block>> other = new LinkedHashMap<>();
    for (ReportModel.Run run : model.runs()) {
      if (speed(run.record()) && ThreadScaling.threaded(run.record())) threads.addAll(ThreadScaling.blocks(run));
      String kind = String.valueOf(run.record().header().kind());
      switch (kind) {
        case "memory" -> memory.addAll(memory(run));
        case "http" -> http.addAll(http(run));
        case "check" -> checks.add(check(run));
        case "sizes" -> { }
        default -> {
          if (!speed(run.record())) other.computeIfAbsent(kind, k -> new ArrayList<>()).addAll(generic(run));
        }
      }
    }
    if (!threads.isEmpty()) {
      out.add(new Section("run", "thread-scaling", "Thread scaling", "Each operation on every thread count of the run "
          + "(JMH threads, each calling it in a loop): the throughput of all threads together and per thread, and the "
          + "scaling efficiency against the same cell on one thread (1 is linear scaling, 1/N no gain); with three "
          + "counts or more, the Universal Scalability Law's contention σ and coherency κ. MODE says how the threads "
          + "used the codec: shared, one binding for all, where the library documents it thread-safe; per-thread, a "
          + "binding each. The bars are the efficiency at the highest count. docs/metrics.md, \"Thread scaling\", "
          + "says how and where it stops meaning anything.", threads));
    }
    if (!memory.isEmpty()) {
      out.add(new Section("memory", "memory", "Memory beyond the input", "The smallest old-generation budget each "
          + "operation completed in, beyond its input (a read's beyond the value it builds), found by halving in one "
          + "JVM per cell; ± is half the interval the search left open. Lower is better. A streaming writer needs "
          + "little; a buffering one needs the whole payload.", memory));
    }
    if (!http.isEmpty()) {
      out.add(new Section("http", "http", "HTTP through JAX-RS", "Requests per second (higher is better) and "
          + "latency percentiles (lower is better) of each route under the load client: the mean of the cell's trials "
          + "(one a round), ± half its 95% rerun interval (none from one trial, or from a run made before trials). "
          + "Server CPU per request is comparable across providers where req/s is not (client and server "
          + "share the cores unless pinned).", http));
    }
    if (!checks.isEmpty()) {
      out.add(new Section("check", "checks", "Trust: check matrices", "Each row (a codec, or a library in one "
          + "configuration) against each case, in its own JVM; a blank cell is a case that does not apply. The "
          + "legend under each grid says what each case is and what was expected.", checks));
    }
    for (Map.Entry<String, List<Block>> e : other.entrySet()) {
      out.add(new Section(e.getKey(), e.getKey(), "Kind: " + e.getKey(), "Every metric the record holds for each "
          + "cell, the mean ± half its 95% rerun interval where it has one; the bars show the first. "
          + "docs/metrics.md says how this kind measures.", e.getValue()));
    }
    return out;
  }

  /**
   * Any other kind, from the record alone: a column per metric its cells carry, in their order, so
   * that a new measurement shows in the report with no code of its own here.
   */
  private static List<Block> generic(ReportModel.Run run) {
    List<String> metrics = new ArrayList<>();
    for (RunRecord.CellRecord c : run.record().cells()) {
      if (c.metrics() != null) for (String m : c.metrics().keySet()) if (!metrics.contains(m)) metrics.add(m);
    }
    if (metrics.isEmpty()) return List.of();
    List<String> headers = new ArrayList<>(List.of("CODEC", "OP", "TARGET"));
    List<Boolean> right = new ArrayList<>(List.of(false, false, false));
    for (String m : metrics) {
      headers.add(m);
      right.add(true);
    }
    headers.add("NOTE");
    right.add(false);
    String first = metrics.get(0);
    String unit = run.record().cells().stream().map(c -> metric(c, first).unit()).filter(u -> u != null && !u.isEmpty())
        .findFirst().orElse("");
    return blocks(run, first, unit, new ReportModel.TableData(headers, right, List.of()), new Layout() {
      @Override public String label(RunRecord.CellRecord c) {
        return c.codec() + " · " + c.op() + " " + c.target();
      }

      @Override public List<String> row(RunRecord.CellRecord c) {
        List<String> row = new ArrayList<>(List.of(c.codec(), c.op(), c.target()));
        for (String m : metrics) row.add(valueWithUnit(metric(c, m)));
        row.add(c.message() == null ? "" : c.message());
        return row;
      }
    });
  }

  /** A metric's value in its unit, with half its rerun interval where there is one. */
  static String valueWithUnit(RunRecord.MetricValue m) {
    if (m == null || m.value() == null) return "";
    String unit = m.unit() == null ? "" : m.unit();
    String half = m.low() == null || m.high() == null ? "" : " ± " + value((m.high() - m.low()) / 2, unit);
    return value(m.value(), unit) + half;
  }

  /** A value in its unit: seconds and bytes scaled ({@code 12.3 ms}, {@code 1.0 MB}), others with the unit after. */
  static String value(double v, String unit) {
    return Format.withUnit(v, unit);
  }

  /** How one kind lays out a cell: its bar's label, its table row, and the metric its bars show. */
  private interface Layout {
    String label(RunRecord.CellRecord c);

    List<String> row(RunRecord.CellRecord c);
  }

  private static List<Block> memory(ReportModel.Run run) {
    return blocks(run, "beyondInput", "B", new ReportModel.TableData(List.of("CODEC", "OP", "TARGET", "PAYLOAD MIB",
        "BEYOND INPUT MIB", "× PAYLOAD", "VERDICT", "VALUE MIB", "RSS + MIB", "TIME", "NOTE"),
        List.of(false, false, false, true, true, true, false, true, true, true, false), List.of()), new Layout() {
          @Override public String label(RunRecord.CellRecord c) {
            return c.codec() + " · " + c.op() + " " + c.target();
          }

          @Override public List<String> row(RunRecord.CellRecord c) {
            Map<String, Object> d = c.details() == null ? Map.of() : c.details();
            RunRecord.MetricValue beyond = metric(c, "beyondInput");
            double half = ReportModel.halfWidth(beyond);
            return List.of(c.codec(), c.op(), c.target(), mib(c.encodedBytes()), mib(beyond.value())
                + (Double.isNaN(half) || half == 0 ? "" : String.format(Locale.ROOT, " ± %.1f", half / (1 << 20))),
                number(metric(c, "payloadRatio").value(), "%.2f"), String.valueOf(d.getOrDefault("verdict", "")),
                "read".equals(c.op()) ? mib(d.get("valueBytes")) : "", mib(metric(c, "rssGrowth").value()),
                seconds(metric(c, "coldSeconds").value()), c.message() == null ? "" : c.message());
          }
        });
  }

  private static List<Block> http(ReportModel.Run run) {
    return blocks(run, "requestsPerSecond", "req/s", new ReportModel.TableData(List.of("METHOD", "ROW", "MEDIA TYPE",
        "REQ/S ± 95%", "P50", "P99", "P99.9", "ERRORS", "SRV CPU/REQ", "BODY BYTES", "NOTE"),
        List.of(false, false, false, true, true, true, true, true, true, true, false), List.of()), new Layout() {
          @Override public String label(RunRecord.CellRecord c) {
            return c.op().toUpperCase(Locale.ROOT) + " " + c.codec();
          }

          @Override public List<String> row(RunRecord.CellRecord c) {
            return List.of(c.op().toUpperCase(Locale.ROOT), c.codec(), c.target(),
                number(metric(c, "requestsPerSecond").value(), "%,.0f") + plusMinus(metric(c, "requestsPerSecond")),
                seconds(metric(c, "p50").value()),
                seconds(metric(c, "p99").value()), seconds(metric(c, "p999").value()),
                number(metric(c, "errors").value(), "%,.0f"), seconds(metric(c, "serverCpuPerRequest").value()),
                String.format(Locale.ROOT, "%,d", c.encodedBytes()), c.message() == null ? "" : c.message());
          }
        });
  }

  /** " ± N%": the rerun interval above the value, relative to it (its lower bound may stop at zero), or nothing. */
  private static String plusMinus(RunRecord.MetricValue m) {
    if (m == null || m.value() == null || m.low() == null || m.high() == null || m.value() == 0) return "";
    return String.format(Locale.ROOT, " ± %.0f%%", 100 * (m.high() - m.value()) / Math.abs(m.value()));
  }

  /** A block per data set of a run: the measured cells as rows and bars, the others as notes. */
  private static List<Block> blocks(ReportModel.Run run, String metric, String unit, ReportModel.TableData columns,
      Layout layout) {
    List<Block> out = new ArrayList<>();
    for (String ds : datasets(run)) {
      List<List<String>> rows = new ArrayList<>();
      List<String> labels = new ArrayList<>();
      List<Double> values = new ArrayList<>();
      List<double[]> intervals = new ArrayList<>();
      List<String> notes = new ArrayList<>();
      for (RunRecord.CellRecord c : run.record().cells()) {
        if (!ds.equals(c.dataset())) continue;
        if (!c.done()) {
          notes.add(layout.label(c) + ": " + c.status() + (c.message() == null ? "" : " (" + c.message() + ")"));
          continue;
        }
        rows.add(layout.row(c));
        labels.add(layout.label(c));
        values.add(metric(c, metric).value());
        intervals.add(ReportModel.interval(metric(c, metric)));
      }
      ReportModel.TableData t = new ReportModel.TableData(columns.headers(), columns.right(), rows);
      out.add(new Block(ds, run, t, metric, unit, labels, values, intervals, null, notes));
    }
    return out;
  }

  @SuppressWarnings("unchecked")
  private static Block check(ReportModel.Run run) {
    Map<String, Object> setup = run.record().header().setup() == null ? Map.of() : run.record().header().setup();
    String matrix = String.valueOf(setup.getOrDefault("matrix", "check"));
    List<Map<String, Object>> cases = (List<Map<String, Object>>) setup.getOrDefault("cases", List.of());
    Set<String> rowIds = new LinkedHashSet<>();
    Map<String, RunRecord.CellRecord> byKey = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : run.record().cells()) {
      rowIds.add(c.codec());
      byKey.put(c.codec() + "\u0000" + c.dataset(), c);
    }
    List<String> caseIds = new ArrayList<>();
    for (Map<String, Object> cs : cases) caseIds.add(String.valueOf(cs.get("id")));
    for (RunRecord.CellRecord c : run.record().cells()) {
      if (!caseIds.contains(c.dataset())) caseIds.add(c.dataset());
    }
    List<String> headers = new ArrayList<>(List.of("ROW"));
    headers.addAll(caseIds);
    List<Boolean> right = new ArrayList<>();
    for (int i = 0; i < headers.size(); i++) right.add(false);
    List<List<String>> rows = new ArrayList<>();
    List<List<String>> outcomes = new ArrayList<>();
    for (String row : rowIds) {
      List<String> cells = new ArrayList<>(List.of(row));
      List<String> oc = new ArrayList<>(List.of(""));
      for (String cs : caseIds) {
        RunRecord.CellRecord c = byKey.get(row + "\u0000" + cs);
        String o = c == null || c.details() == null ? "" : String.valueOf(c.details().getOrDefault("outcome", ""));
        cells.add(o);
        oc.add(o);
      }
      rows.add(cells);
      outcomes.add(oc);
    }
    List<String> notes = new ArrayList<>();
    for (Map<String, Object> cs : cases) {
      notes.add(cs.get("id") + " (" + cs.get("category") + "): " + cs.get("description")
          + (cs.get("expectation") == null ? "" : "; expected: " + cs.get("expectation")));
    }
    ReportModel.TableData t = new ReportModel.TableData(headers, right, rows);
    return new Block(matrix + (setup.get("description") == null ? "" : ": " + setup.get("description")), run, t, null,
        null, List.of(), List.of(), List.of(), outcomes, notes);
  }

  private static List<String> datasets(ReportModel.Run run) {
    return run.record().cells().stream().map(RunRecord.CellRecord::dataset).distinct().toList();
  }

  private static RunRecord.MetricValue metric(RunRecord.CellRecord c, String id) {
    RunRecord.MetricValue v = c.metrics() == null ? null : c.metrics().get(id);
    return v == null ? RunRecord.MetricValue.none("") : v;
  }

  static String mib(Object bytes) {
    if (!(bytes instanceof Number n) || n.doubleValue() < 0) return "";
    return String.format(Locale.ROOT, "%.1f", n.doubleValue() / (1 << 20));
  }

  private static String number(Double v, String format) {
    return v == null ? "" : String.format(Locale.ROOT, format, v);
  }

  private static String seconds(Double v) {
    return v == null ? "" : Format.seconds(v);
  }

  /** The unit kind the charts format a metric's values in. */
  static String chartKind(String unit) {
    return "B".equals(unit) ? Metric.Kind.BYTES.name() : Metric.Kind.RATE.name();
  }
}
