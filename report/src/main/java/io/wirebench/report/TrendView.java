package io.wirebench.report;

import com.fasterxml.jackson.databind.SerializationFeature;
import com.samskivert.mustache.Mustache;
import io.wirebench.analysis.Change;
import io.wirebench.analysis.ChangePoints;
import io.wirebench.analysis.Point;
import io.wirebench.records.Format;
import io.wirebench.records.ResultFile;
import io.wirebench.records.Table;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;

/**
 * A cell's history for a person: a terminal table of its runs with the row where each change
 * starts marked, and a self-contained HTML page with a line chart per cell (each run's value with
 * its rerun interval as a whisker, each level as a dashed step, each change as a marked line). It
 * only presents: {@link ChangePoints} decides what changed.
 */
public final class TrendView {
  /** Longer histories are shortened in the terminal: the oldest run, the newest ones, and each change's neighbours. */
  static final int MAX_ROWS = 30;
  private static final int NEWEST = 12;
  private static final int AROUND_CHANGE = 2;
  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT)
      .withZone(ZoneOffset.UTC);
  private static final String WEBJAR = "org.webjars.npm/chart.js";

  private TrendView() {}

  /**
   * The history as a table (run, date, short commit, value with its 95% rerun interval, and the
   * change that starts at the row, with its ratio and interval) and one footer line.
   *
   * @param title what the series is, printed above the table (a cell's key)
   * @param metricUnit the value's unit (ops/s), in the value column's header
   */
  public static String terminal(String title, String metricUnit, List<Point> series, List<Change> changes) {
    check(title, series, changes);
    Map<Integer, Change> at = new HashMap<>();
    for (Change c : changes) at.put(c.index(), c);
    String unit = metricUnit == null || metricUnit.isBlank() ? "VALUE" : metricUnit.toUpperCase(Locale.ROOT);
    // the machine check's column, when a run of the series had one: a change that comes with a slower machine is the machine's
    boolean checked = series.stream().anyMatch(p -> p.machineCheck() != null);
    double fastest = fastestCheck(series);
    Table table = checked
        ? new Table("RUN", "DATE", "COMMIT", ">" + unit + " ± 95% RERUN", "MACHINE CHECK", "CHANGE")
        : new Table("RUN", "DATE", "COMMIT", ">" + unit + " ± 95% RERUN", "CHANGE");
    boolean[] shown = shown(series.size(), changes);
    for (int i = 0; i < series.size(); i++) {
      List<String> row = new ArrayList<>();
      if (!shown[i]) {
        int from = i;
        while (i + 1 < series.size() && !shown[i + 1]) i++;
        row.addAll(List.of("… " + Format.count(i - from + 1, "run"), "", "", ""));
        if (checked) row.add("");
        row.add("");
        table.row(row.toArray(String[]::new));
        continue;
      }
      Point p = series.get(i);
      Change c = at.get(i);
      row.addAll(List.of(p.runId(), p.started() == null ? "-" : DATE.format(p.started()), shortCommit(p.commit()),
          value(p)));
      if (checked) row.add(machine(p, fastest));
      row.add(c == null ? "" : marker(c));
      table.row(row.toArray(String[]::new));
    }
    StringWriter out = new StringWriter();
    PrintWriter w = new PrintWriter(out);
    w.println(title);
    table.print(w, "  ");
    w.println(footer(series, changes) + (checked ? "; MACHINE CHECK: its verdict and the speed of code that fills a "
        + "core over the series' fastest check (docs/metrics.md)" : ""));
    w.flush();
    return out.toString();
  }

  /** A change must name a run of its own series: one found in another series is a caller's mix-up. */
  private static void check(String cell, List<Point> series, List<Change> changes) {
    for (Change c : changes) {
      boolean inSeries = c.index() >= 0 && c.index() < series.size()
          && Objects.equals(series.get(c.index()).runId(), c.runId());
      if (!inSeries) {
        throw new IllegalArgumentException("the change at index " + c.index() + " (run " + c.runId() + ") is not a "
            + "run of " + cell + "'s series of " + Format.count(series.size(), "run") + "; pass the changes "
            + "ChangePoints.find returned for this series");
      }
    }
  }

  /**
   * Which rows the terminal shows: all of a short history; of a long one, the first run, the
   * newest and each change's neighbours.
   */
  private static boolean[] shown(int n, List<Change> changes) {
    boolean[] shown = new boolean[n];
    if (n <= MAX_ROWS) {
      Arrays.fill(shown, true);
      return shown;
    }
    shown[0] = true;
    for (int i = Math.max(0, n - NEWEST); i < n; i++) shown[i] = true;
    for (Change c : changes) {
      for (int i = Math.max(0, c.index() - AROUND_CHANGE); i <= Math.min(n - 1, c.index() + AROUND_CHANGE); i++) {
        shown[i] = true;
      }
    }
    // a gap of one run is shown rather than elided: "… 1 run" saves nothing
    for (int i = 1; i < n - 1; i++) {
      if (!shown[i] && shown[i - 1] && shown[i + 1]) shown[i] = true;
    }
    return shown;
  }

  /** The footer: how many runs over what dates, and each change in a phrase, or that there is none. */
  static String footer(List<Point> series, List<Change> changes) {
    StringBuilder sb = new StringBuilder(Format.count(series.size(), "run"));
    Instant first = series.stream().map(Point::started).filter(Objects::nonNull).min(Instant::compareTo)
        .orElse(null);
    Instant last = series.stream().map(Point::started).filter(Objects::nonNull).max(Instant::compareTo)
        .orElse(null);
    if (first != null) sb.append(", ").append(DATE.format(first)).append(" to ").append(DATE.format(last));
    long measured = series.stream().filter(p -> Double.isFinite(p.value())).count();
    if (changes.isEmpty() && measured <= ChangePoints.MIN_RUNS) {
      sb.append("; too few measured runs to look for a change (").append(ChangePoints.MIN_RUNS + 1).append(" needed)");
    } else if (changes.isEmpty()) {
      sb.append("; no change of level found (E-divisive, then a t test over the runs; see docs/history.md)");
    } else {
      sb.append("; ").append(Format.count(changes.size(), "change")).append(": ");
      List<String> each = new ArrayList<>();
      for (Change c : changes) each.add("at " + c.runId() + " " + ratio(c) + " (" + c.method() + ")");
      sb.append(String.join("; ", each)).append(". ×: new level over old, 95% interval");
    }
    return sb.toString();
  }

  /** The fastest machine check's wide-probe speed in a series, NaN when none has one. */
  private static double fastestCheck(List<Point> series) {
    return series.stream().mapToDouble(Point::machineSpeed).filter(Double::isFinite).max().orElse(Double.NaN);
  }

  /** "quiet 0.55×": the check's verdict and its wide probe's speed over the fastest of the series; "-" without one. */
  static String machine(Point p, double fastest) {
    if (p.machineCheck() == null) return "-";
    return p.machineCheck() + (Double.isFinite(p.machineSpeed()) && Double.isFinite(fastest)
        ? String.format(Locale.ROOT, " %.2f×", p.machineSpeed() / fastest) : "");
  }

  private static String marker(Change c) {
    return (c.ratio() < 1 ? "▼ " : "▲ ") + ratio(c);
  }

  /** {@code ×0.50 [0.47, 0.53]}: the ratio of the levels with its interval. */
  static String ratio(Change c) {
    String r = "×" + two(c.ratio());
    return Double.isNaN(c.ratioLow()) || Double.isNaN(c.ratioHigh()) ? r
        : r + " [" + two(c.ratioLow()) + ", " + two(c.ratioHigh()) + "]";
  }

  private static String two(double v) {
    if (Double.isNaN(v)) return "-";
    if (Double.isInfinite(v)) return v > 0 ? "∞" : "-∞";
    return String.format(Locale.ROOT, Math.abs(v) >= 10 ? "%.1f" : "%.2f", v);
  }

  private static String percent(double p) {
    return String.format(Locale.ROOT, "%.0f%%", p * 100);
  }

  /** The value with its interval as the project's tables print a score: ± when symmetric, [low, high] when not. */
  static String value(Point p) {
    if (!Double.isFinite(p.value())) return "-";
    if (!p.hasInterval()) return Format.number(p.value());
    double below = p.value() - p.low();
    double above = p.high() - p.value();
    if (Math.abs(below - above) <= 0.01 * Math.max(1e-300, p.high() - p.low())) {
      return Format.score(p.value(), (p.high() - p.low()) / 2);
    }
    return Format.number(p.value()) + " [" + Format.number(p.low()) + ", " + Format.number(p.high()) + "]";
  }

  static String shortCommit(String commit) {
    if (commit == null || commit.isBlank()) return "-";
    return commit.length() > 7 ? commit.substring(0, 7) : commit;
  }

  /**
   * One self-contained HTML page with a line chart per cell, in the map's order. Chart.js is
   * inlined from its webjar, as the report's page does, so the page opens offline and requests
   * nothing.
   */
  public static String html(String title, Map<String, List<Point>> seriesByCell,
      Map<String, List<Change>> changesByCell) {
    return html(title, "", seriesByCell, changesByCell);
  }

  /** {@link #html(String, Map, Map)} with the values' unit on each chart's axis and in each table. */
  public static String html(String title, String metricUnit, Map<String, List<Point>> seriesByCell,
      Map<String, List<Change>> changesByCell) {
    List<Map<String, Object>> cells = new ArrayList<>();
    List<Map<String, Object>> charts = new ArrayList<>();
    int changed = 0;
    for (Map.Entry<String, List<Point>> e : seriesByCell.entrySet()) {
      List<Point> series = e.getValue();
      List<Change> changes = changesByCell.getOrDefault(e.getKey(), List.of());
      check(e.getKey(), series, changes);
      if (!changes.isEmpty()) changed++;
      String id = "chart-" + charts.size();
      charts.add(chart(id, series, changes));
      Map<String, Object> cell = new LinkedHashMap<>();
      cell.put("title", e.getKey());
      cell.put("id", id);
      cell.put("anchor", "cell-" + cells.size());
      cell.put("footer", footer(series, changes));
      List<Map<String, Object>> rows = new ArrayList<>();
      double fastest = fastestCheck(series);
      for (Change c : changes) {
        Point p = series.get(c.index());
        rows.add(Map.of("run", c.runId(), "date", p.started() == null ? "-" : DATE.format(p.started()),
            "commit", shortCommit(p.commit()), "ratio", ratio(c), "cls", c.ratio() < 1 ? "down" : "up",
            "method", c.method(), "machine", machine(p, fastest)));
      }
      cell.put("checked", series.stream().anyMatch(p -> p.machineCheck() != null));
      cell.put("changes", rows);
      cell.put("hasChanges", !rows.isEmpty());
      cells.add(cell);
    }
    Map<String, Object> page = new LinkedHashMap<>();
    page.put("title", title);
    page.put("unit", metricUnit == null ? "" : metricUnit);
    page.put("summary", Format.count(cells.size(), "cell") + ", " + changed + " with a change of level");
    page.put("cells", cells);
    page.put("changedCells", cells.stream().filter(c -> Boolean.TRUE.equals(c.get("hasChanges"))).toList());
    page.put("anyChanged", changed > 0);
    page.put("alpha", percent(ChangePoints.ALPHA));
    page.put("generated", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
    page.put("chartCount", charts.size());
    try {
      page.put("css", resource("history.css"));
      page.put("script", resource("history.js"));
      page.put("chartJs", chartJs());
      page.put("chartJsVersion", chartJsVersion());
      page.put("data", ResultFile.MAPPER.writer().without(SerializationFeature.INDENT_OUTPUT)
          .writeValueAsString(Map.of("unit", page.get("unit"), "charts", charts)).replace("<", "\\u003c"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    try (Reader r = new InputStreamReader(open("history.html.mustache"), StandardCharsets.UTF_8)) {
      return Mustache.compiler().emptyStringIsFalse(true).compile(r).execute(page);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A chart's data: labels, values with intervals, the level of each run's segment, and the changes. */
  private static Map<String, Object> chart(String id, List<Point> series, List<Change> changes) {
    List<String> labels = new ArrayList<>();
    List<Object> values = new ArrayList<>();
    List<Object> intervals = new ArrayList<>();
    List<String> tips = new ArrayList<>();
    double fastest = fastestCheck(series);
    for (Point p : series) {
      labels.add(p.started() == null ? p.runId() : DATE.format(p.started()).substring(0, 10) + " "
          + shortCommit(p.commit()));
      boolean v = Double.isFinite(p.value());
      values.add(v ? p.value() : null);
      intervals.add(p.hasInterval() ? List.of(p.low(), p.high()) : null);
      tips.add(p.runId() + " · " + (p.started() == null ? "-" : DATE.format(p.started())) + " · "
          + shortCommit(p.commit()) + " · " + value(p)
          + (p.machineCheck() == null ? "" : " · machine check: " + machine(p, fastest)));
    }
    List<Map<String, Object>> marks = new ArrayList<>();
    for (Change c : changes) marks.add(Map.of("index", c.index(), "label", ratio(c), "down", c.ratio() < 1));
    Map<String, Object> spec = new LinkedHashMap<>();
    spec.put("id", id);
    spec.put("labels", labels);
    spec.put("values", values);
    spec.put("intervals", intervals);
    spec.put("levels", levels(series, changes));
    spec.put("tips", tips);
    spec.put("changes", marks);
    return spec;
  }

  /** Each run's level: the geometric mean of the values between the changes around it (null for a run with no value). */
  static List<Object> levels(List<Point> series, List<Change> changes) {
    List<Object> out = new ArrayList<>();
    List<Integer> bounds = new ArrayList<>();
    for (Change c : changes) bounds.add(c.index());
    bounds.add(series.size());
    int from = 0;
    for (int to : bounds) {
      double logs = 0;
      double sum = 0;
      int n = 0;
      boolean positive = true;
      for (int i = from; i < to; i++) {
        double v = series.get(i).value();
        if (!Double.isFinite(v)) continue;
        positive &= v > 0;
        logs += v > 0 ? Math.log(v) : 0;
        sum += v;
        n++;
      }
      double level = n == 0 ? Double.NaN : positive ? Math.exp(logs / n) : sum / n;
      for (int i = from; i < to; i++) out.add(Double.isFinite(series.get(i).value()) ? level : null);
      from = to;
    }
    return out;
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = open(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static InputStream open(String name) {
    InputStream in = TrendView.class.getResourceAsStream(name);
    if (in == null) throw new IllegalStateException("resource " + name + " is missing from wirebench-history's jar");
    return in;
  }

  /** The Chart.js version of the webjar on the class path (as report's HtmlReport reads it). */
  static String chartJsVersion() throws IOException {
    try (InputStream in = TrendView.class.getResourceAsStream("/META-INF/maven/" + WEBJAR + "/pom.properties")) {
      if (in == null) throw new IllegalStateException("the Chart.js webjar (org.webjars.npm:chart.js) is not on the "
          + "class path; wirebench-history depends on it");
      Properties p = new Properties();
      p.load(in);
      return p.getProperty("version");
    }
  }

  /** Chart.js's UMD build from its webjar, without the source map comment (a map is a request). */
  static String chartJs() throws IOException {
    String path = "/META-INF/resources/webjars/chart.js/" + chartJsVersion() + "/dist/chart.umd.js";
    try (InputStream in = TrendView.class.getResourceAsStream(path)) {
      if (in == null) throw new IllegalStateException(path + " is missing from the Chart.js webjar");
      String js = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return js.replaceAll("(?m)^//# sourceMappingURL=.*$", "").replace("</script", "<\\/script");
    }
  }
}
