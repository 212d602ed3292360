package io.wirebench.report;

import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.Metric;
import io.wirebench.analysis.ParetoFront;
import io.wirebench.analysis.Steadiness;
import io.wirebench.core.Compressor;
import io.wirebench.records.Format;
import io.wirebench.records.Operation;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import io.wirebench.records.Sizes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What every report presents, read from one or more saved runs: the groups of cells (data set,
 * operation, target) with each run's rows, the tables' cells, size against speed with its Pareto
 * front, and each run's provenance. Exporters ({@link HtmlReport}, {@link MarkdownReport}) only
 * lay it out. Columns and chart sections come from {@link Metric#ALL}, so a new metric shows up
 * in every report without an edit here.
 */
public final class ReportModel {
  /**
   * Metrics that are the score in another unit: they are table columns, not charts of their own.
   * Every other metric of {@link Metric#ALL} that a run has values for gets a chart section.
   */
  static final Set<String> SAME_AS_SCORE = Set.of(Metric.TIME_PER_OP.id(), Metric.MB_PER_SECOND.id());

  /** The size measure of the uncompressed encoding; the others are the compressors' labels. */
  public static final String RAW = Sizes.RAW;

  /** A run in the report, numbered from 0 in the order given. */
  public record Run(int index, String label, SavedRun saved) {
    /** The run's record. */
    public RunRecord record() {
      return saved.record();
    }
  }

  /** One cell of one run. */
  public record Row(Run run, RunRecord.CellRecord cell) {
    /** True when the cell has a value. */
    public boolean measured() {
      return "done".equals(cell.status()) && cell.metrics() != null && !cell.metrics().isEmpty();
    }

    /**
     * A metric's value and interval; an empty one when the cell has none. {@link Metric#THROUGHPUT} is
     * the cell's score ({@link RunRecord.CellRecord#score}): in a merge of shards from different
     * machines, its ratio to its table's anchor, whose unit says so.
     */
    public RunRecord.MetricValue metric(Metric m) {
      RunRecord.MetricValue v = cell.metrics() == null ? null
          : m == Metric.THROUGHPUT ? cell.score() : cell.metrics().get(m.id());
      return v == null ? RunRecord.MetricValue.none(m.unit()) : v;
    }

    /** The metric's value, NaN when absent. */
    public double value(Metric m) {
      Double v = metric(m).value();
      return v == null ? Double.NaN : v;
    }

    /** The steadiness verdict, or null when the cell has none (not measured). */
    public Steadiness steadiness() {
      for (Steadiness s : Steadiness.values()) {
        if (s.label().equals(cell.steadiness())) return s;
      }
      return null;
    }

    /** The forks the cell's figures come from. */
    public int forks() {
      return cell.forks() == null ? 0 : (int) cell.forks().stream().filter(RunRecord.ForkRecord::used).count();
    }

    /** True for the harness's controls (baseline, fixed work), which charts leave out beside libraries. */
    public boolean control() {
      return ResultTables.CONTROL.equals(cell.binding());
    }

    /** How a partial cell reads, as its row is labelled ("partial (full decode)"); null for other cells. */
    public String operation() {
      return ReportModel.operation(cell);
    }
  }

  /**
   * How a partial cell reads, from its details' {@code partialMethod}: "partial (full decode)",
   * "partial (Jackson streaming, skipChildren)"; null for every other cell.
   */
  public static String operation(RunRecord.CellRecord c) {
    if (!Operation.PARTIAL.label().equals(c.op())) return null;
    Object m = c.details() == null ? null : c.details().get("partialMethod");
    return Operation.partialLabel(m == null ? null : m.toString());
  }

  /**
   * The cells of one data set, operation and target on one thread count, in every run: a cell on two
   * threads ({@code run --threads}) is in a table of its own, beside the one-thread table.
   */
  public record Group(String dataset, String op, String target, int threads, List<Row> rows) {
    /** {@code dbdata · read bytes} ({@code · 2 threads} beyond one), as the terminal tables name it. */
    public String title() {
      return dataset + " · " + op + " " + target + (threads > 1 ? " · " + threads + " threads" : "");
    }

    /** The unit of the group's scores: ops/s, or {@code × jackson-databind} in a merge of different machines. */
    public String scoreUnit() {
      return measured().stream().map(r -> r.metric(Metric.THROUGHPUT).unit()).filter(java.util.Objects::nonNull)
          .findFirst().orElse(Metric.THROUGHPUT.unit());
    }

    /** The measured rows, libraries first by score over the runs, each codec's runs together. */
    public List<Row> measured() {
      return rows.stream().filter(Row::measured).toList();
    }

    /** The codecs of the measured rows, fastest first (by their mean score over the runs). */
    public List<String> codecs() {
      Map<String, double[]> sum = new LinkedHashMap<>();
      for (Row r : measured()) {
        double[] s = sum.computeIfAbsent(r.cell().codec(), k -> new double[2]);
        s[0] += r.value(Metric.THROUGHPUT);
        s[1]++;
      }
      List<String> codecs = new ArrayList<>(sum.keySet());
      codecs.sort(Comparator.comparingDouble((String c) -> -sum.get(c)[0] / sum.get(c)[1]));
      return codecs;
    }

    /** The row of a codec in a run, or null. */
    public Row row(Run run, String codec) {
      for (Row r : rows) {
        if (r.run() == run && r.cell().codec().equals(codec)) return r;
      }
      return null;
    }

    /** The codecs a chart shows: the libraries, or every codec when the group has only controls. */
    public List<String> chartCodecs() {
      List<String> libs = codecs().stream().filter(c -> measured().stream()
          .noneMatch(r -> r.cell().codec().equals(c) && r.control())).toList();
      return libs.isEmpty() ? codecs() : libs;
    }
  }

  /** A codec on a size against speed plot; {@code front} when no other is both smaller and faster. */
  public record Point(String codec, String binding, double size, double speed, boolean front) {}

  /** A table: headers, right alignment per column, rows of formatted cells. */
  public record TableData(List<String> headers, List<Boolean> right, List<List<String>> rows) {}

  private final List<Run> runs;
  private final List<Group> groups;

  private ReportModel(List<Run> runs, List<Group> groups) {
    this.runs = runs;
    this.groups = groups;
  }

  /** The model of runs given in order; labels are the directory names, numbered when two share one. */
  public static ReportModel of(List<SavedRun> saved) {
    List<Run> runs = new ArrayList<>();
    Set<String> names = new LinkedHashSet<>();
    for (SavedRun s : saved) names.add(s.name());
    boolean unique = names.size() == saved.size();
    for (int i = 0; i < saved.size(); i++) {
      runs.add(new Run(i, unique ? saved.get(i).name() : (i + 1) + ": " + saved.get(i).name(), saved.get(i)));
    }
    Map<String, Group> groups = new LinkedHashMap<>();
    for (Run run : runs) {
      if (!KindSections.speed(run.record())) continue; // memory, HTTP and checks have sections of their own
      for (RunRecord.CellRecord c : run.record().cells()) {
        String key = c.dataset() + "/" + c.op() + "/" + c.target() + "/" + c.threadCount();
        groups.computeIfAbsent(key, k -> new Group(c.dataset(), c.op(), c.target(), c.threadCount(),
            new ArrayList<>())).rows().add(new Row(run, c));
      }
    }
    return new ReportModel(List.copyOf(runs), List.copyOf(groups.values()));
  }

  public List<Run> runs() {
    return runs;
  }

  /** One run's answer for one data set (or for the whole run: {@link Answer.Block#dataset} null). */
  public record RunAnswer(Run run, Answer.Block block) {}

  /** What each run answers ({@link Answer#of}), run by run: the lines its command printed under its tables. */
  public List<RunAnswer> answers() {
    List<RunAnswer> out = new ArrayList<>();
    for (Run run : runs) for (Answer.Block b : Answer.of(run.saved())) out.add(new RunAnswer(run, b));
    return out;
  }

  public List<Group> groups() {
    return groups;
  }

  /** The data sets, in the order their first group appears. */
  public List<String> datasets() {
    return groups.stream().map(Group::dataset).distinct().toList();
  }

  /**
   * The metrics that get a chart section of their own: every metric of {@link Metric#ALL} some
   * measured cell has a value for, except those that are the score in another unit.
   */
  public List<Metric> chartedMetrics() {
    List<Metric> out = new ArrayList<>();
    for (Metric m : Metric.ALL) {
      if (m == Metric.THROUGHPUT || SAME_AS_SCORE.contains(m.id())) continue;
      boolean any = groups.stream().flatMap(g -> g.measured().stream()).anyMatch(r -> !Double.isNaN(r.value(m)));
      if (any) out.add(m);
    }
    return out;
  }

  /** The size measures the runs' sizes.json have: raw, then each compressor. */
  public List<String> sizeMeasures() {
    List<String> out = new ArrayList<>(List.of(RAW));
    for (Compressor c : Compressor.values()) {
      boolean any = runs.stream().flatMap(r -> r.saved().sizes().stream())
          .anyMatch(s -> s.compressed() != null && s.compressed().containsKey(c.label()));
      if (any) out.add(c.label());
    }
    return out;
  }

  /** The data sets any run has sizes for (sizes.json of a speed run, or of 'wirebench sizes'), in order. */
  public List<String> sizeDatasets() {
    return runs.stream().flatMap(r -> r.saved().sizes().stream()).map(SavedRun.SizeRecord::dataset).distinct()
        .toList();
  }

  /** True when any run has sizes for a data set. */
  public boolean hasSizes(String dataset) {
    return runs.stream().flatMap(r -> r.saved().sizes().stream()).anyMatch(s -> s.dataset().equals(dataset));
  }

  /**
   * Size against speed of a group in one run: each library's encoded size (raw or after a
   * compressor) and score, with the Pareto front marked (the codecs no other beats on both).
   * Controls are left out: they are not libraries one could choose.
   */
  public List<Point> points(Group g, Run run, String measure) {
    List<Point> pts = new ArrayList<>();
    if (g.threads() > 1) return pts; // size against one thread's speed; the scaling section has the rest
    for (Row r : g.measured()) {
      if (r.run() != run || r.control()) continue;
      SavedRun.SizeRecord s = run.saved().size(r.cell().codec(), g.dataset());
      double size;
      if (RAW.equals(measure)) {
        size = s != null ? s.raw() : r.cell().encodedBytes() > 0 ? r.cell().encodedBytes() : Double.NaN;
      } else {
        Long z = s == null || s.compressed() == null ? null : s.compressed().get(measure);
        size = z == null ? Double.NaN : z;
      }
      if (!Double.isNaN(size)) pts.add(new Point(r.cell().codec(), r.cell().binding(), size, r.value(Metric.THROUGHPUT),
          false));
    }
    return pareto(pts);
  }

  /** Marks the front ({@link ParetoFront}, the answer's definition too); sorted by size, then fastest first. */
  static List<Point> pareto(List<Point> pts) {
    java.util.Set<Point> front = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    front.addAll(ParetoFront.of(pts, Point::size, Point::speed));
    List<Point> out = new ArrayList<>();
    for (Point p : pts) out.add(new Point(p.codec(), p.binding(), p.size(), p.speed(), front.contains(p)));
    out.sort(Comparator.comparingDouble(Point::size).thenComparingDouble(p -> -p.speed()));
    return out;
  }

  /**
   * The table of a group in one run: the columns of the terminal tables, from {@link Metric#ALL}.
   */
  public TableData table(Group g, Run run) {
    List<String> headers = new ArrayList<>(List.of("CODEC", "BINDING", scoreColumn(g.rows().stream()
        .filter(r -> r.run() == run && r.measured()).map(r -> r.metric(Metric.THROUGHPUT).unit()).findFirst()
        .orElse(null)), "STEADY", "FORKS"));
    List<Boolean> right = new ArrayList<>(List.of(false, false, true, false, true));
    boolean partial = Operation.PARTIAL.label().equals(g.op());
    if (partial) {
      headers.add(2, ResultTables.OPERATION);
      right.add(2, false);
    }
    for (Metric m : Metric.ALL) {
      if (m == Metric.THROUGHPUT) continue;
      headers.add(m.column());
      right.add(true);
    }
    headers.add("RELATIVE");
    right.add(true);
    List<Row> rows = g.measured().stream().filter(r -> r.run() == run).toList();
    double best = rows.stream().filter(r -> !r.control()).mapToDouble(r -> r.value(Metric.THROUGHPUT)).max()
        .orElse(rows.stream().mapToDouble(r -> r.value(Metric.THROUGHPUT)).max().orElse(Double.NaN));
    List<List<String>> cells = new ArrayList<>();
    for (String codec : g.codecs()) {
      Row r = g.row(run, codec);
      if (r == null || !r.measured()) continue;
      RunRecord.MetricValue s = r.metric(Metric.THROUGHPUT);
      Steadiness st = r.steadiness();
      List<String> row = new ArrayList<>(List.of(codec, nz(r.cell().binding()), score(s),
          st == null || st == Steadiness.STEADY ? "ok" : st.mark() + " " + st.label(), String.valueOf(r.forks())));
      if (partial) row.add(2, r.operation());
      for (Metric m : Metric.ALL) {
        if (m != Metric.THROUGHPUT) row.add(ResultTables.format(m, r.value(m)));
      }
      row.add(String.format(Locale.ROOT, "%.2f", r.value(Metric.THROUGHPUT) / best));
      cells.add(row);
    }
    return new TableData(headers, right, cells);
  }

  /** The cells of a group in a run that have no value, each as "codec: status (why)". */
  public List<String> unmeasured(Group g, Run run) {
    List<String> out = new ArrayList<>();
    for (Row r : g.rows()) {
      if (r.run() != run || r.measured()) continue;
      String m = r.cell().message();
      out.add(r.cell().codec() + ": " + r.cell().status() + (m == null || m.isEmpty() ? "" : " (" + m + ")"));
    }
    return out;
  }

  /** The sizes table of a data set in one run: raw and compressed bytes, and the ratio to JSON. */
  public TableData sizes(String dataset, Run run) {
    List<String> measures = sizeMeasures();
    List<String> headers = new ArrayList<>(List.of("CODEC", "FORMAT"));
    List<Boolean> right = new ArrayList<>(List.of(false, false));
    for (String m : measures) {
      headers.add(m.toUpperCase(Locale.ROOT));
      right.add(true);
    }
    headers.add("VS JSON");
    right.add(true);
    List<SavedRun.SizeRecord> rows = new ArrayList<>(run.saved().sizes().stream()
        .filter(s -> s.dataset().equals(dataset)).toList());
    rows.sort(Comparator.comparingLong(SavedRun.SizeRecord::raw));
    List<List<String>> cells = new ArrayList<>();
    for (SavedRun.SizeRecord s : rows) {
      List<String> row = new ArrayList<>(List.of(s.codec(), nz(s.format()), String.format(Locale.ROOT, "%,d", s.raw())));
      for (String m : measures.subList(1, measures.size())) {
        Long z = s.compressed() == null ? null : s.compressed().get(m);
        row.add(z == null ? "-" : String.format(Locale.ROOT, "%,d", z));
      }
      row.add(s.ratioToJson() == null ? "-" : String.format(Locale.ROOT, "%.2f", s.ratioToJson()));
      cells.add(row);
    }
    return new TableData(headers, right, cells);
  }

  /**
   * The score column's header for scores in {@code unit}: {@code OPS/S ± 95% RERUN}, or for a merge's
   * ratios to the anchor {@code × JACKSON-DATABIND ± 95% RERUN}.
   */
  static String scoreColumn(String unit) {
    if (unit == null || unit.equals(Metric.THROUGHPUT.unit())) return Estimate.SCORE_COLUMN;
    return unit.toUpperCase(Locale.ROOT) + Estimate.SCORE_COLUMN.substring(Estimate.SCORE_COLUMN.indexOf(" ±"));
  }

  /** A score with its interval's half-width, as the terminal tables print it. */
  static String score(RunRecord.MetricValue v) {
    if (v.value() == null) return "-";
    double half = v.low() == null || v.high() == null ? Double.NaN : (v.high() - v.low()) / 2;
    return Format.score(v.value(), half);
  }

  /** An interval as [low, high], or null when there is none. */
  static double[] interval(RunRecord.MetricValue v) {
    return v.low() == null || v.high() == null ? null : new double[] {v.low(), v.high()};
  }

  static String nz(String s) {
    return s == null ? "" : s;
  }

  /** The estimate's half-width, for exporters that print ±. */
  static double halfWidth(RunRecord.MetricValue v) {
    return v.low() == null || v.high() == null ? Double.NaN : (v.high() - v.low()) / 2;
  }

  /**
   * What each column and mark means, term to explanation, for the reports' legend. Metrics come
   * from {@link Metric#ALL}; docs/metrics.md says how each is measured.
   */
  public static Map<String, String> meanings() {
    return meanings(List.of());
  }

  /**
   * {@link #meanings()}, and for the operations the groups hold that not every run has (access,
   * partial), what they time.
   */
  public Map<String, String> meaningsOfGroups() {
    return meanings(groups.stream().map(Group::op).distinct().toList());
  }

  private static Map<String, String> meanings(List<String> ops) {
    Map<String, String> m = new LinkedHashMap<>();
    m.put(Estimate.SCORE_COLUMN, "operations per second, higher is better: the mean over forks of each fork's "
        + "iterations after its warm-up ramp; ± is the half-width of the " + Estimate.METHOD
        + " (forks are the independent samples; one fork has no interval), " + Estimate.SCOPE);
    m.put("STEADY", "ok, or a mark: " + String.join("; ", java.util.Arrays.stream(Steadiness.values())
        .filter(s -> s != Steadiness.STEADY).map(s -> s.mark() + " " + s.label() + ": " + s.explanation()).toList()));
    m.put("FORKS", "how many forks (fresh JVMs) the figures come from");
    for (Metric metric : Metric.ALL) {
      if (metric != Metric.THROUGHPUT) m.put(metric.column(), metric.description() + " (" + metric.unit() + ", "
          + metric.better().name().toLowerCase(Locale.ROOT) + " is better)");
    }
    m.put("RELATIVE", "score over the fastest library's in the same table (controls are not compared against)");
    m.put("BINDING", "what kind of code was timed: pojo (data binding of model classes), untyped (maps and lists), "
        + "tree (the library's tree model), streaming (hand-written code on the streaming API), control (the "
        + "harness's own controls: baseline copies pre-encoded bytes, control-1x and control-2x do fixed work)");
    m.put("size vs speed", "encoded bytes of the data set (raw, or after a compressor; compression time is not in "
        + "the score: measure it with a codec+gzip variant) against the score; the Pareto front joins the codecs "
        + "no other codec beats on both, the fastest for their size");
    if (ops.contains(Operation.ACCESS.label())) {
      m.put("access", "every field of the encoding visited without building the model (each value to JMH's "
          + "Blackhole): only zero-copy formats and streaming readers have it; the gate checks that what is visited "
          + "is the data set's every value");
    }
    if (ops.contains(Operation.PARTIAL.label())) {
      m.put(ResultTables.OPERATION, "how a partial read gets the data set's one deep field (dbdata:1000: the 500th "
          + "row's id): partial (full decode) decodes the whole value, then walks to the field; any other name is "
          + "the library's own way (a streaming parser that skips, a lazy parser, a zero-copy accessor). The gate "
          + "checks the value read");
    }
    return m;
  }
}
