package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wirebench.analysis.Change;
import io.wirebench.analysis.ChangePoints;
import io.wirebench.analysis.Point;
import io.wirebench.analysis.Synthetic;
import io.wirebench.testkit.HeadlessChromium;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The history as a person reads it: the terminal table, pinned, and the HTML page, offline. */
class TrendViewTest {
  private static final String CELL = "dbdata read bytes jackson-databind";

  /** Six runs with rerun intervals and forks; the sixth at half the speed. */
  private static List<Point> sixRuns() {
    double[] values = {41_200, 40_100, 41_800, 40_600, 41_500, 20_700};
    double[] halves = {900, 1_100, 950, 800, 1_000, 600};
    List<Point> out = new ArrayList<>();
    for (int i = 0; i < values.length; i++) {
      double v = values[i];
      out.add(new Point("run-" + (i + 1), Synthetic.START.plus(Duration.ofDays(i)),
          String.format("%07x", 0x3f2a9c1 + i) + "0123456789", v, v - halves[i], v + halves[i],
          new double[] {v * 0.99, v * 1.015, v * 0.995}));
    }
    return out;
  }

  @Test
  void theTerminalTableMarksTheRunWhereTheChangeStartsAndEndsWithOneFooterLine() {
    List<Point> series = sixRuns();
    String text = TrendView.terminal(CELL, "ops/s", series, ChangePoints.find(series, true));

    assertThat(text).isEqualTo("""
        dbdata read bytes jackson-databind
          RUN    DATE              COMMIT   OPS/S ± 95% RERUN  CHANGE
          run-1  2026-01-05 02:00  3f2a9c1       41,200 ± 900
          run-2  2026-01-06 02:00  3f2a9c2     40,100 ± 1,100
          run-3  2026-01-07 02:00  3f2a9c3       41,800 ± 950
          run-4  2026-01-08 02:00  3f2a9c4       40,600 ± 800
          run-5  2026-01-09 02:00  3f2a9c5     41,500 ± 1,000
          run-6  2026-01-10 02:00  3f2a9c6       20,700 ± 600  ▼ ×0.50 [0.48, 0.53]
        6 runs, 2026-01-05 02:00 to 2026-01-10 02:00; 1 change: at run-6 ×0.50 [0.48, 0.53] (worse: E-divisive, \
        then t on 5 vs 1 runs, p < 0.0001 adjusted for 4 splits). ×: new level over old, 95% interval
        """);
  }

  /** The six runs, five of them with a machine check; the sixth's at 0.55x the fastest though called quiet. */
  private static List<Point> sixCheckedRuns() {
    List<Point> series = new ArrayList<>();
    String[] checks = {null, "quiet", "shared core", "quiet", "quiet", "quiet"};
    double[] speeds = {Double.NaN, 274_000, 252_000, Double.NaN, 273_000, 150_700};
    for (int i = 0; i < 6; i++) {
      Point p = sixRuns().get(i);
      series.add(new Point(p.runId(), p.started(), p.commit(), p.value(), p.low(), p.high(), p.forks(), checks[i],
          speeds[i]));
    }
    return series;
  }

  @Test
  void theHtmlPageGivesTheMachineCheckOfEachChangeAndEachPoint() {
    List<Point> series = sixCheckedRuns();
    String html = TrendView.html("h", "ops/s", Map.of(CELL, series), Map.of(CELL, ChangePoints.find(series, true)));
    assertThat(html.contains("<th>Machine check</th>")).isTrue();
    assertThat(html.contains("<td>quiet 0.55×</td>")).as("the change's run's check in its table").isTrue();
    assertThat(html.contains("machine check: quiet 0.55×")).as("in the point's tooltip").isTrue();
    assertThat(page().contains("<th>Machine check</th>")).as("no column without a check").isFalse();
  }

  @Test
  void aSeriesWithMachineChecksShowsEachVerdictAndHowFastTheMachineWas() {
    List<Point> series = sixCheckedRuns();
    String text = TrendView.terminal(CELL, "ops/s", series, ChangePoints.find(series, true));
    // the halving at run-6 came with a check that called the machine quiet while it ran at 0.55x
    assertThat(text).contains("""
          RUN    DATE              COMMIT   OPS/S ± 95% RERUN  MACHINE CHECK      CHANGE
          run-1  2026-01-05 02:00  3f2a9c1       41,200 ± 900  -
          run-2  2026-01-06 02:00  3f2a9c2     40,100 ± 1,100  quiet 1.00×
          run-3  2026-01-07 02:00  3f2a9c3       41,800 ± 950  shared core 0.92×
          run-4  2026-01-08 02:00  3f2a9c4       40,600 ± 800  quiet
          run-5  2026-01-09 02:00  3f2a9c5     41,500 ± 1,000  quiet 1.00×
          run-6  2026-01-10 02:00  3f2a9c6       20,700 ± 600  quiet 0.55×        ▼ ×0.50 [0.48, 0.53]
        """).contains("; MACHINE CHECK: its verdict and the speed of code that fills a core over the series' "
        + "fastest check (docs/metrics.md)");
    assertThat(text.lines().count()).as("title, header, six rows, one footer line").isEqualTo(9);
  }

  @Test
  void aHistoryWithoutAChangeOrTooShortToTestSaysSoInItsFooter() {
    List<Point> five = sixRuns().subList(0, 5);
    String text = TrendView.terminal(CELL, "ops/s", five, ChangePoints.find(five, true));

    assertThat(text).doesNotContain("▼").doesNotContain("▲");
    assertThat(text.lines().reduce((a, b) -> b).orElseThrow())
        .startsWith("5 runs, 2026-01-05 02:00 to 2026-01-09 02:00; no change of level found (E-divisive");
    assertThat(TrendView.terminal(CELL, "ops/s", five.subList(0, 2), List.of()))
        .endsWith("2 runs, 2026-01-05 02:00 to 2026-01-06 02:00; too few measured runs to look for a change (3 needed)\n");
  }

  @Test
  void aLongHistoryShowsItsFirstRunItsNewestAndTheRunsAroundEachChange() {
    Random random = new Random(3);
    List<Point> series = new Synthetic(random, true).step(40, 20, 0.5);
    List<Change> changes = ChangePoints.find(series, true);
    assertThat(changes).extracting(Change::index).containsExactly(40);

    List<String> lines = TrendView.terminal(CELL, "ops/s", series, changes).lines().toList();

    assertThat(lines).hasSizeLessThan(TrendView.MAX_ROWS);
    assertThat(lines.get(2)).startsWith("  run-1 ");
    assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("  … 37 runs"));
    assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("  run-41 ").contains("▼ ×0.5"));
    assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("  run-60 "));
  }

  @Test
  void anIntervalThatIsNotSymmetricIsPrintedAsItsBounds() {
    Point p = new Point("r", null, null, 1000, 950.0, 1200.0, null);
    assertThat(TrendView.value(p)).isEqualTo("1,000 [950, 1,200]");
    assertThat(TrendView.value(new Point("r", null, null, 1000, null, null, null))).isEqualTo("1,000");
  }

  @Test
  void aChangeFromAnotherSeriesIsRefusedWithWhatToPass() {
    Change elsewhere = new Change(9, "run-10", 0.5, 0.4, 0.6, "worse: test");

    assertThatThrownBy(() -> TrendView.terminal(CELL, "ops/s", sixRuns(), List.of(elsewhere)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("index 9 (run run-10)").hasMessageContaining("series of 6 runs")
        .hasMessageContaining("ChangePoints.find");
  }

  private static String page() {
    Map<String, List<Point>> series = new LinkedHashMap<>();
    Map<String, List<Change>> changes = new LinkedHashMap<>();
    series.put(CELL, sixRuns());
    series.put("dbdata write bytes gson", new Synthetic(new Random(5), false).step(8, 0, 1));
    for (Map.Entry<String, List<Point>> e : series.entrySet()) changes.put(e.getKey(), ChangePoints.find(e.getValue(), true));
    return TrendView.html("wirebench history: dbdata </script>", "ops/s", series, changes);
  }

  @Test
  void theHtmlPageIsSelfContainedWithAChartPerCellAndTheChangeListed() {
    String html = page();

    Matcher external = Pattern.compile("(?i)(src|href)\\s*=\\s*[\"']?\\s*(https?:)?//|url\\(\\s*[\"']?\\s*(https?:)?//"
        + "|@import|<link\\b|<iframe\\b|<img\\b").matcher(html);
    assertThat(external.find()).as("a reference to load: " + (external.find(0) ? external.group() : "")).isFalse();
    // the page is 200 kB of inlined Chart.js: each fact is checked on its own, so a failure prints no page
    assertThat(html.contains("<script>\n/*!\n * Chart.js v4.4.1")).as("Chart.js inlined").isTrue();
    assertThat(html.contains("sourceMappingURL")).as("a source map to load").isFalse();
    assertThat(html.contains("data-charts=\"2\"")).as("two charts declared").isTrue();
    assertThat(Pattern.compile("<canvas id=\"chart-\\d\"").matcher(html).results().count()).isEqualTo(2);
    assertThat(html.contains("<td class=\"num down\">×0.50 [0.48, 0.53]</td>")).as("the change in its table").isTrue();
    assertThat(html.contains("Changed:\n    <a href=\"#cell-0\">")).as("the changed cell linked").isTrue();
    assertThat(html.contains("<h1>wirebench history: dbdata &lt;/script&gt;</h1>")).as("the title escaped").isTrue();
    assertThat(html.contains("</script>\"")).as("a closing script tag in the data").isFalse();
  }

  @Test
  void theHtmlPageDrawsEveryChartOfflineInABrowser(@TempDir Path dir) throws Exception {
    assumeTrue(HeadlessChromium.missing() == null, HeadlessChromium.missing());
    Path html = dir.resolve("history.html");
    Files.writeString(html, page(), StandardCharsets.UTF_8);
    try (HeadlessChromium browser = HeadlessChromium.start()) {
      browser.assertEveryChartDrewWithNoErrorAndNoRequest(html, 2);
      Object datasets = browser.script("return Chart.getChart('chart-0').data.datasets.length;");
      assertThat(datasets).isEqualTo(2L);
    }
  }

  @Test
  void aChangeFromZeroReadsAsAnInfiniteRatio() {
    // zero allocation that starts allocating (ChangePointsTest finds the change)
    Change c = new Change(6, "run-7", Double.POSITIVE_INFINITY, Double.NaN, Double.NaN, "worse: the values themselves");
    assertThat(TrendView.ratio(c)).isEqualTo("×∞");
  }
}
