package io.wirebench.report;

import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.Template;
import io.wirebench.analysis.Metric;
import io.wirebench.analysis.Steadiness;
import io.wirebench.records.ResultFile;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * One self-contained HTML file of saved runs: every script and style inlined (Chart.js from its
 * webjar on the class path), so it opens offline and makes no network request. The page is a
 * Mustache template ({@code report.html.mustache}); charts are drawn by {@code report.js} from
 * the data this class puts in the page as JSON. Sections follow the {@link ReportModel}: each
 * run's answer ({@link Answer}), score
 * bars per group, a chart section per further metric of {@link Metric#ALL} that the runs have
 * (allocation today; peak memory or HTTP figures when a run has them, with no edit here), size
 * against speed, the run, and what each number means.
 */
public final class HtmlReport implements Exporter {
  private static final String WEBJAR = "org.webjars.npm/chart.js";
  private static final String[] PALETTE = {"#4269d0", "#efb118", "#ff725c", "#6cc5b0", "#3ca951", "#ff8ab7",
      "#a463f2", "#97bbf5"};

  /** Where the HTML report links for how each number is measured. */
  private final String docsHref;
  /** HTML the page opens with (a study's question and published-vs-measured tables), or empty. */
  private final String preface;

  /** A report linking to docs/metrics.md beside it. */
  public HtmlReport() {
    this("docs/metrics.md");
  }

  /** A report linking to docs/metrics.md at {@code docsHref} (a relative or file: URL). */
  public HtmlReport(String docsHref) {
    this(docsHref, "");
  }

  /**
   * A report that opens with {@code preface}, HTML its caller made safe (a study's own section),
   * so that a study's published-vs-measured tables and its runs' sections are one page.
   */
  public HtmlReport(String docsHref, String preface) {
    this.docsHref = docsHref;
    this.preface = preface;
  }

  @Override public void export(List<SavedRun> runs, Writer out) throws IOException {
    ReportModel model = ReportModel.of(runs);
    Map<String, Object> page = new LinkedHashMap<>();
    List<Map<String, Object>> charts = new ArrayList<>();
    page.put("title", "wirebench: " + String.join(" · ", model.runs().stream().map(ReportModel.Run::label).toList()));
    page.put("generated", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
    page.put("multiple", model.runs().size() > 1);
    page.put("runs", runs(model));
    List<Map<String, Object>> answers = new ArrayList<>();
    Map<ReportModel.Run, List<Map<String, Object>>> blocks = new LinkedHashMap<>();
    for (ReportModel.RunAnswer a : model.answers()) {
      blocks.computeIfAbsent(a.run(), r -> new ArrayList<>()).add(Map.of("heading", a.block().heading(), "lines",
          a.block().lines()));
    }
    blocks.forEach((run, bs) -> answers.add(Map.of("run", run.label(), "color", color(run), "blocks", bs)));
    page.put("answers", answers);
    page.put("hasAnswers", !answers.isEmpty());
    page.put("groups", groups(model, charts));
    page.put("metricSections", metricSections(model, charts));
    page.put("scatters", scatters(model, charts));
    List<Map<String, Object>> sweeps = sweeps(model, charts);
    page.put("sweeps", sweeps);
    page.put("hasSweeps", !sweeps.isEmpty());
    page.put("sweepLead", SizeSweeps.LEAD);
    page.put("sizeTables", sizeTables(model));
    page.put("hasSpeed", !model.groups().isEmpty());
    page.put("hasSizes", !model.sizeDatasets().isEmpty());
    page.put("kindSections", kindSections(model, charts));
    List<Map<String, Object>> meanings = new ArrayList<>();
    model.meaningsOfGroups().forEach((k, v) -> meanings.add(Map.of("term", k, "text", v)));
    page.put("meanings", meanings);
    page.put("docsHref", docsHref);
    page.put("preface", preface);
    page.put("chartCount", charts.size());
    page.put("css", resource("report.css"));
    page.put("script", resource("report.js"));
    page.put("chartJs", chartJs());
    page.put("chartJsVersion", chartJsVersion());
    page.put("data", scriptSafe(ResultFile.MAPPER.writer().without(com.fasterxml.jackson.databind.SerializationFeature.INDENT_OUTPUT)
        .writeValueAsString(Map.of("charts", charts))));
    template().execute(page, out);
    out.flush();
  }

  private List<Map<String, Object>> runs(ReportModel model) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (ReportModel.Run run : model.runs()) {
      Map<String, Object> r = new LinkedHashMap<>();
      r.put("label", run.label());
      r.put("color", color(run));
      r.put("provenance", RunFacts.provenance(run.record()));
      List<Map<String, Object>> facts = new ArrayList<>();
      RunFacts.facts(run.saved()).forEach((k, v) -> facts.add(Map.of("name", k, "value", v == null ? "" : v)));
      r.put("facts", facts);
      r.put("codecs", table(RunFacts.codecs(run.record())));
      r.put("notMeasured", RunFacts.notMeasured(run.record()));
      out.add(r);
    }
    return out;
  }

  private List<Map<String, Object>> groups(ReportModel model, List<Map<String, Object>> charts) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (ReportModel.Group g : model.groups()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("title", g.title());
      m.put("anchor", anchor("speed-" + g.title()));
      Map<String, Object> chart = bars(model, g, Metric.THROUGHPUT, charts);
      m.put("chart", chart);
      List<String> controls = g.codecs().stream().filter(c -> !g.chartCodecs().contains(c)).toList();
      m.put("controlsNote", controls.isEmpty() ? "" : "Controls (" + String.join(", ", controls)
          + ") are in the table, not the chart: their scale would flatten the libraries'.");
      List<Map<String, Object>> tables = new ArrayList<>();
      for (ReportModel.Run run : model.runs()) {
        ReportModel.TableData t = model.table(g, run);
        List<String> missing = model.unmeasured(g, run);
        if (t.rows().isEmpty() && missing.isEmpty()) continue;
        Map<String, Object> tm = table(t);
        tm.put("run", run.label());
        tm.put("color", color(run));
        tm.put("missing", missing);
        tm.put("provenance", RunFacts.provenance(run.record()));
        tables.add(tm);
      }
      m.put("tables", tables);
      out.add(m);
    }
    return out;
  }

  private List<Map<String, Object>> metricSections(ReportModel model, List<Map<String, Object>> charts) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Metric metric : model.chartedMetrics()) {
      List<Map<String, Object>> cs = new ArrayList<>();
      for (ReportModel.Group g : model.groups()) {
        boolean any = g.measured().stream().anyMatch(r -> !Double.isNaN(r.value(metric)));
        if (any) cs.add(Map.of("title", g.title(), "chart", bars(model, g, metric, charts)));
      }
      out.add(Map.of("title", metric.column() + " (" + metric.unit() + ")", "anchor", anchor("metric-" + metric.id()),
          "description", metric.description() + "; " + metric.better().name().toLowerCase(java.util.Locale.ROOT)
              + " is better.", "charts", cs));
    }
    return out;
  }

  private List<Map<String, Object>> scatters(ReportModel model, List<Map<String, Object>> charts) {
    List<Map<String, Object>> out = new ArrayList<>();
    List<String> measures = model.sizeMeasures();
    for (String ds : model.datasets()) {
      if (!model.hasSizes(ds)) continue;
      List<Map<String, Object>> cs = new ArrayList<>();
      for (ReportModel.Group g : model.groups()) {
        if (!g.dataset().equals(ds)) continue;
        List<Map<String, Object>> series = new ArrayList<>();
        boolean any = false;
        for (ReportModel.Run run : model.runs()) {
          if (!KindSections.speed(run.record())) continue; // a run of another kind has no speed to plot
          Map<String, Object> points = new LinkedHashMap<>();
          for (String measure : measures) {
            List<Map<String, Object>> ps = new ArrayList<>();
            for (ReportModel.Point p : model.points(g, run, measure)) {
              ps.add(Map.of("x", p.size(), "y", p.speed(), "codec", p.codec(), "front", p.front()));
            }
            any |= !ps.isEmpty();
            points.put(measure, ps);
          }
          series.add(Map.of("run", run.label(), "color", color(run), "points", points));
        }
        if (!any) continue;
        String id = "chart-" + charts.size();
        charts.add(Map.of("id", id, "type", "scatter", "group", anchor("sizes-" + ds), "measures", measures,
            "series", series, "unit", g.scoreUnit()));
        cs.add(Map.of("title", g.op() + " " + g.target(), "id", id));
      }
      if (cs.isEmpty()) continue;
      List<Map<String, Object>> options = new ArrayList<>();
      for (String m : measures) options.add(Map.of("value", m, "label", ReportModel.RAW.equals(m) ? "raw" : "after " + m));
      out.add(Map.of("dataset", ds, "anchor", anchor("sizes-" + ds), "charts", cs, "measures", options));
    }
    return out;
  }

  /**
   * The size sweeps ({@link SweepTables}): per family, operation, target and run, a log-log chart of
   * time per operation against size with a line per codec, the points' table and the fits' table.
   */
  private List<Map<String, Object>> sweeps(ReportModel model, List<Map<String, Object>> charts) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (SweepTables.Block b : SweepTables.of(model)) {
      List<Map<String, Object>> series = new ArrayList<>();
      for (int i = 0; i < b.curves().size(); i++) {
        SizeSweeps.Curve c = b.curves().get(i);
        List<Map<String, Object>> pts = new ArrayList<>();
        for (SizeSweeps.Point p : c.points()) pts.add(Map.of("x", p.bytes(), "y", p.seconds(), "dataset", p.dataset()));
        String growth = c.fit().map(SizeSweeps::growth).orElse("");
        series.add(Map.of("label", c.codec(), "color", PALETTE[i % PALETTE.length], "dashed", i >= PALETTE.length,
            "points", pts, "growth", growth));
      }
      String id = "chart-" + charts.size();
      charts.add(Map.of("id", id, "type", "loglog", "series", series, "x", b.curves().stream()
          .allMatch(SizeSweeps.Curve::ownBytes) ? "bytes of each codec's own encoding" : "bytes (each codec's own; "
          + "JSON where its own do not vary)"));
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("title", b.title());
      m.put("anchor", anchor("sweep-" + b.title() + "-" + b.run().index()));
      m.put("run", b.run().label());
      m.put("multiple", model.runs().size() > 1);
      m.put("chart", Map.of("id", id));
      m.put("points", table(b.points()));
      m.put("fits", table(b.fits()));
      m.put("notes", b.notes());
      m.put("provenance", RunFacts.provenance(b.run().record()));
      out.add(m);
    }
    return out;
  }

  /** The sizes of every data set that a run has sizes for: one table per run. */
  private List<Map<String, Object>> sizeTables(ReportModel model) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (String ds : model.sizeDatasets()) {
      List<Map<String, Object>> tables = new ArrayList<>();
      for (ReportModel.Run run : model.runs()) {
        ReportModel.TableData t = model.sizes(ds, run);
        if (t.rows().isEmpty()) continue;
        Map<String, Object> tm = table(t);
        tm.put("run", run.label());
        tm.put("color", color(run));
        tm.put("provenance", RunFacts.provenance(run.record()));
        tables.add(tm);
      }
      for (Map<String, Object> t : tables) t.put("multiple", model.runs().size() > 1);
      out.add(Map.of("dataset", ds, "anchor", anchor("size-table-" + ds), "tables", tables));
    }
    return out;
  }

  /** Memory, HTTP and check sections ({@link KindSections}): a table per run and data set, with a bar chart. */
  private List<Map<String, Object>> kindSections(ReportModel model, List<Map<String, Object>> charts) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (KindSections.Section section : KindSections.of(model)) {
      List<Map<String, Object>> blocks = new ArrayList<>();
      for (KindSections.Block b : section.blocks()) {
        Map<String, Object> m = table(b.table());
        if (b.outcomes() != null) {
          List<Map<String, Object>> rows = new ArrayList<>();
          for (int i = 0; i < b.table().rows().size(); i++) {
            List<Map<String, Object>> cells = new ArrayList<>();
            List<String> row = b.table().rows().get(i);
            for (int j = 0; j < row.size(); j++) {
              String o = b.outcomes().get(i).get(j);
              cells.add(Map.of("text", row.get(j), "right", false, "cls", o.isEmpty() ? "" : "o-" + o));
            }
            rows.add(Map.of("cells", cells));
          }
          m.put("rows", rows);
        }
        m.put("title", b.title());
        m.put("run", b.run().label());
        m.put("color", color(b.run()));
        m.put("provenance", RunFacts.provenance(b.run().record()));
        m.put("notes", b.notes());
        m.put("hasNotes", !b.notes().isEmpty());
        m.put("multiple", model.runs().size() > 1);
        if (b.chartMetric() != null && b.chartValues().stream().anyMatch(v -> v != null)) {
          String id = "chart-" + charts.size();
          List<Object> intervals = new ArrayList<>(b.chartIntervals());
          List<String> blank = b.chartLabels().stream().map(x -> "").toList();
          Map<String, Object> spec = new LinkedHashMap<>();
          spec.put("id", id);
          spec.put("type", "bars");
          spec.put("unit", b.chartUnit());
          spec.put("kind", KindSections.chartKind(b.chartUnit()));
          spec.put("labels", b.chartLabels());
          spec.put("series", List.of(Map.of("run", b.run().label(), "color", color(b.run()), "values", b.chartValues(),
              "intervals", intervals, "marks", blank, "steady", blank)));
          charts.add(spec);
          m.put("chart", Map.of("id", id, "height", 70 + Math.max(1, b.chartLabels().size()) * 22));
        }
        blocks.add(m);
      }
      out.add(Map.of("anchor", section.anchor(), "title", section.title(), "lead", section.lead(), "blocks", blocks));
    }
    return out;
  }

  /** A horizontal bar chart of a metric in a group: one bar per codec and run, with intervals and marks. */
  private Map<String, Object> bars(ReportModel model, ReportModel.Group g, Metric metric,
      List<Map<String, Object>> charts) {
    List<String> codecs = g.chartCodecs();
    List<String> labels = new ArrayList<>();
    for (String c : codecs) {
      ReportModel.Row first = g.measured().stream().filter(r -> r.cell().codec().equals(c)).findFirst().orElse(null);
      String binding = first == null || first.cell().binding() == null ? "" : first.cell().binding();
      // a partial read's bar says how it reads: "partial (full decode)" is another race than skipping
      String how = first == null || first.operation() == null ? "" : " · " + first.operation();
      labels.add(c + " · " + binding + how);
    }
    List<Map<String, Object>> series = new ArrayList<>();
    for (ReportModel.Run run : model.runs()) {
      List<Object> values = new ArrayList<>();
      List<Object> intervals = new ArrayList<>();
      List<String> marks = new ArrayList<>();
      List<String> steady = new ArrayList<>();
      boolean any = false;
      for (String c : codecs) {
        ReportModel.Row r = g.row(run, c);
        double v = r == null || !r.measured() ? Double.NaN : r.value(metric);
        any |= !Double.isNaN(v);
        values.add(Double.isNaN(v) ? null : v);
        intervals.add(r == null ? null : ReportModel.interval(r.metric(metric)));
        Steadiness st = r == null ? null : r.steadiness();
        marks.add(st == null || st == Steadiness.STEADY ? "" : st.mark());
        steady.add(st == null ? "" : st.label());
      }
      if (any) {
        series.add(Map.of("run", run.label(), "color", color(run), "values", values, "intervals", intervals,
            "marks", marks, "steady", steady));
      }
    }
    String id = "chart-" + charts.size();
    Map<String, Object> spec = new LinkedHashMap<>();
    spec.put("id", id);
    spec.put("type", "bars");
    spec.put("unit", metric == Metric.THROUGHPUT ? g.scoreUnit() : metric.unit());
    spec.put("kind", metric == Metric.THROUGHPUT && !g.scoreUnit().equals(metric.unit()) ? "NUMBER"
        : metric.kind().name());
    spec.put("labels", labels);
    spec.put("series", series);
    charts.add(spec);
    int bars = Math.max(1, codecs.size() * Math.max(1, series.size()));
    return Map.of("id", id, "height", 70 + bars * (series.size() > 1 ? 16 : 26));
  }

  private static Map<String, Object> table(ReportModel.TableData t) {
    List<Map<String, Object>> headers = new ArrayList<>();
    for (int i = 0; i < t.headers().size(); i++) {
      headers.add(Map.of("text", t.headers().get(i), "right", t.right().get(i)));
    }
    List<Map<String, Object>> rows = new ArrayList<>();
    for (List<String> row : t.rows()) {
      List<Map<String, Object>> cells = new ArrayList<>();
      for (int i = 0; i < row.size(); i++) {
        cells.add(Map.of("text", row.get(i), "right", t.right().get(i), "cls", t.right().get(i) ? "num" : ""));
      }
      rows.add(Map.of("cells", cells));
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("headers", headers);
    m.put("rows", rows);
    return m;
  }

  private static String color(ReportModel.Run run) {
    return PALETTE[run.index() % PALETTE.length];
  }

  private static String anchor(String s) {
    return s.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
  }

  /** JSON that can stand inside a script element: no "</script>" can close it early. */
  static String scriptSafe(String json) {
    return json.replace("<", "\\u003c");
  }

  private static Template template() {
    try (Reader r = new InputStreamReader(open("report.html.mustache"), StandardCharsets.UTF_8)) {
      return Mustache.compiler().emptyStringIsFalse(true).compile(r);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = open(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static InputStream open(String name) {
    InputStream in = HtmlReport.class.getResourceAsStream(name);
    if (in == null) throw new IllegalStateException("resource " + name + " is missing from wirebench-report's jar");
    return in;
  }

  /** The Chart.js version of the webjar on the class path. */
  static String chartJsVersion() throws IOException {
    try (InputStream in = HtmlReport.class.getResourceAsStream("/META-INF/maven/" + WEBJAR + "/pom.properties")) {
      if (in == null) throw new IllegalStateException("the Chart.js webjar (org.webjars.npm:chart.js) is not on the "
          + "class path; wirebench-report depends on it");
      Properties p = new Properties();
      p.load(in);
      return p.getProperty("version");
    }
  }

  /** Chart.js's UMD build from its webjar, without the source map comment (a map is a request). */
  static String chartJs() throws IOException {
    String path = "/META-INF/resources/webjars/chart.js/" + chartJsVersion() + "/dist/chart.umd.js";
    try (InputStream in = HtmlReport.class.getResourceAsStream(path)) {
      if (in == null) throw new IllegalStateException(path + " is missing from the Chart.js webjar");
      String js = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return js.replaceAll("(?m)^//# sourceMappingURL=.*$", "").replace("</script", "<\\/script");
    }
  }
}
