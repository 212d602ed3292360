package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wirebench.records.ResultFile;
import io.wirebench.records.SavedRun;
import io.wirebench.testkit.HeadlessChromium;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report as a person sees it: opened in headless Chromium with networking disabled (every
 * host resolves to nothing and every request goes to a dead proxy), every chart must have drawn
 * its data, the console must hold no error, and the page must have requested nothing.
 * Needs Debian's {@code chromium} and {@code chromium-driver}; skipped, saying so, without them.
 */
class ReportInBrowserTest {
  private static HeadlessChromium browser;

  @BeforeAll
  static void startChromium() {
    assumeTrue(HeadlessChromium.missing() == null, HeadlessChromium.missing());
    browser = HeadlessChromium.start();
  }

  @AfterAll
  static void stopChromium() {
    if (browser != null) browser.close();
  }

  private static Path render(Path dir, List<Path> runs) throws Exception {
    Path html = dir.resolve("report.html");
    List<SavedRun> saved = runs.stream().map(SavedRun::read).toList();
    try (Writer w = Files.newBufferedWriter(html, StandardCharsets.UTF_8)) {
      new HtmlReport().export(saved, w);
    }
    return html;
  }

  private static List<String> consoleErrors() {
    return browser.consoleErrors();
  }

  private static void assertEveryChartDrewWithNoErrorAndNoRequest(Path html, int expectedCharts) {
    browser.assertEveryChartDrewWithNoErrorAndNoRequest(html, expectedCharts);
  }

  @Test
  void everyChartOfAReportDrawsOfflineWithNoConsoleError(@TempDir Path dir) throws Exception {
    Path html = render(dir, List.of(Fixtures.run("person-a")));
    // person: write and read bars, allocation and GC bars for both, two size-vs-speed plots
    assertEveryChartDrewWithNoErrorAndNoRequest(html, 8);
    Path png = Path.of("target", "report-in-chromium.png");
    browser.screenshot(png);
  }

  /** Speed, sizes, memory, a check grid and HTTP, each from its own kind of run, on one page. */
  @Test
  void aReportOfEveryKindDrawsEverySectionOffline(@TempDir Path dir) throws Exception {
    Path html = render(dir, List.of(Fixtures.run("person-a"), Fixtures.run("sizes-a"), Fixtures.run("memory-a"),
        Fixtures.run("check-a"), Fixtures.run("http-a")));
    // the speed run's 8, then memory's beyond-input bars and HTTP's req/s bars
    assertEveryChartDrewWithNoErrorAndNoRequest(html, 10);
    for (String section : List.of("speed", "sizes", "memory", "http", "checks", "run")) {
      assertThat(browser.shows(section)).as("section #" + section + " is on the page").isTrue();
    }
    Object grid = browser.script(
        "return Array.from(document.querySelectorAll('#checks td')).map(td => td.className).join(' ');");
    assertThat(String.valueOf(grid)).contains("o-rejected");
    Path png = Path.of("target", "report-every-kind-in-chromium.png");
    browser.screenshot(png);
  }

  @Test
  void twoRunsSideBySideDrawEveryChartWithBothRuns(@TempDir Path dir) throws Exception {
    Path html = render(dir, List.of(Fixtures.run("person-a"), Fixtures.run("person-b")));
    assertEveryChartDrewWithNoErrorAndNoRequest(html, 8);
    @SuppressWarnings("unchecked")
    List<Long> datasets = (List<Long>) browser.script(
        "return Array.from(document.querySelectorAll('canvas')).map(c => Chart.getChart(c).data.datasets.length);");
    assertThat(datasets).as("bars: one dataset per run; scatter: points and front per run").allMatch(n -> n == 2 || n == 4);
  }

  /** The default profile measures one fork per cell: no interval anywhere. */
  @Test
  void aRunWithOneForkPerCellDrawsItsBarsWithoutWhiskers(@TempDir Path dir) throws Exception {
    Path run = Files.createDirectories(dir.resolve("one-fork"));
    Files.copy(Fixtures.run("person-a").resolve("sizes.json"), run.resolve("sizes.json"));
    com.fasterxml.jackson.databind.node.ObjectNode root = (com.fasterxml.jackson.databind.node.ObjectNode)
        ResultFile.MAPPER.readTree(Fixtures.run("person-a").resolve("run.json").toFile());
    for (com.fasterxml.jackson.databind.JsonNode cell : root.get("cells")) {
      com.fasterxml.jackson.databind.node.ArrayNode forks = (com.fasterxml.jackson.databind.node.ArrayNode) cell.get("forks");
      while (forks.size() > 1) forks.remove(1);
      cell.get("metrics").forEach(m -> ((com.fasterxml.jackson.databind.node.ObjectNode) m).putNull("low").putNull("high"));
    }
    ResultFile.MAPPER.writeValue(run.resolve("run.json").toFile(), root);
    Path html = render(dir, List.of(run));
    assertEveryChartDrewWithNoErrorAndNoRequest(html, 8);
    assertThat(Files.readString(html)).contains("<td class=\"num\">1</td>");
  }

  @Test
  void choosingACompressorRedrawsTheSizePlotWithoutError(@TempDir Path dir) throws Exception {
    Path html = render(dir, List.of(Fixtures.run("person-a")));
    assertEveryChartDrewWithNoErrorAndNoRequest(html, 8);
    Object title = browser.script(
        "const s = document.querySelector('select.measure'); s.value = 'gzip';"
            + "s.dispatchEvent(new Event('change'));"
            + "const c = Chart.getChart(document.querySelectorAll('section[id^=sizes] canvas')[0]);"
            + "return c.options.scales.x.title.text + ' ' + c.data.datasets[0].data[0].x;");
    assertThat(String.valueOf(title)).startsWith("encoded bytes (gzip) ");
    assertThat(consoleErrors()).isEmpty();
  }

  /** A size sweep draws its time against size on two logarithmic axes, a line per codec. */
  @Test
  void aSizeSweepDrawsALogLogLinePerCodec(@TempDir Path dir) throws Exception {
    Path html = render(dir, List.of(SizeSweepsTest.sweepRun(dir.resolve("sweep"))));
    // a bar chart per data set (six dbdata sizes and person), and the sweep's one log-log chart
    assertEveryChartDrewWithNoErrorAndNoRequest(html, 8);
    Object axes = browser.script("const c = Chart.getChart(document.querySelector('#sweeps canvas'));"
        + "return c.options.scales.x.type + ' ' + c.options.scales.y.type + ' ' + c.data.datasets.length + ' '"
        + " + c.data.datasets.map(d => d.data.length).join(',');");
    assertThat(String.valueOf(axes)).isEqualTo("logarithmic logarithmic 3 6,6,6");
    browser.script("document.getElementById('sweeps').scrollIntoView(); return 0;");
    browser.screenshot(Path.of("target", "report-sweep-in-chromium.png"));
  }

  /** The checks above can fail: a page that logs an error and requests a URL is caught by both. */
  @Test
  void aConsoleErrorAndANetworkRequestAreBothSeen(@TempDir Path dir) throws Exception {
    consoleErrors();
    Path html = Files.writeString(dir.resolve("bad.html"), "<!DOCTYPE html><html><body>"
        + "<img src=\"http://example.com/x.png\"><script>console.error('broken chart');</script></body></html>");
    browser.open(html.toUri().toString());
    Thread.sleep(500);
    List<String> errors = consoleErrors();
    assertThat(errors).anyMatch(e -> e.contains("broken chart"));
    assertThat(errors).as("the request failed: networking is off").anyMatch(e -> e.contains("example.com"));
  }
}
