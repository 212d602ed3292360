package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wirebench.results.ResultFile;
import io.wirebench.results.SavedRun;
import java.io.File;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * The HTML report as a person sees it: opened in headless Chromium with networking disabled (every
 * host resolves to nothing and every request goes to a dead proxy), every chart must have drawn
 * its data, the console must hold no error, and the page must have requested nothing.
 * Needs Debian's {@code chromium} and {@code chromium-driver}; skipped, saying so, without them.
 */
class ReportInBrowserTest {
  static final Path CHROMIUM = Path.of(System.getProperty("wirebench.chromium", "/usr/bin/chromium"));
  static final Path CHROMEDRIVER = Path.of(System.getProperty("wirebench.chromedriver", "/usr/bin/chromedriver"));

  private static ChromeDriver driver;
  /** Selenium warns that it has no CDP bindings for this Chromium; the test uses WebDriver only. */
  private static final java.util.logging.Logger SELENIUM = java.util.logging.Logger.getLogger("org.openqa.selenium");

  @BeforeAll
  static void startChromium() {
    assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
        "headless Chromium test skipped: " + CHROMIUM + " or " + CHROMEDRIVER + " is missing "
            + "(apt-get install chromium chromium-driver, as .ci/run does)");
    SELENIUM.setLevel(Level.SEVERE);
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--window-size=1280,1600", "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9",
        "--proxy-bypass-list=<-loopback>", "--no-first-run", "--disable-extensions",
        "--disable-background-networking", "--disable-component-update", "--disable-sync");
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(new File(CHROMEDRIVER.toString())).usingAnyFreePort().build();
    driver = new ChromeDriver(service, options);
    driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30)).scriptTimeout(Duration.ofSeconds(30));
  }

  @AfterAll
  static void stopChromium() {
    if (driver != null) driver.quit();
  }

  private static Path render(Path dir, List<Path> runs) throws Exception {
    Path html = dir.resolve("report.html");
    List<SavedRun> saved = runs.stream().map(SavedRun::read).toList();
    try (Writer w = Files.newBufferedWriter(html, StandardCharsets.UTF_8)) {
      new HtmlReport().export(saved, w);
    }
    return html;
  }

  /** Errors in the browser's console since the last call (reading the log empties it). */
  private static List<String> consoleErrors() {
    return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
        .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue()).map(LogEntry::toString).toList();
  }

  /**
   * For each canvas: how many of its pixels have a run's colour (the bars, whiskers aside, and the
   * points are filled with it; axes and grid lines are grey), and whether Chart.js has an
   * instance on it.
   */
  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> canvases() {
    return (List<Map<String, Object>>) ((JavascriptExecutor) driver).executeScript(
        "const palette = [[66,105,208],[239,177,24],[255,114,92],[108,197,176],[60,169,81],[255,138,183]];"
            + "return Array.from(document.querySelectorAll('canvas')).map(c => {"
            + "  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
            + "  let coloured = 0;"
            + "  for (let i = 0; i < d.length; i += 4) {"
            + "    if (d[i + 3] < 200) continue;"
            + "    if (palette.some(p => Math.abs(d[i] - p[0]) < 6 && Math.abs(d[i + 1] - p[1]) < 6"
            + "        && Math.abs(d[i + 2] - p[2]) < 6)) coloured++;"
            + "  }"
            + "  return {id: c.id, width: c.width, height: c.height, coloured: coloured,"
            + "          chart: Chart.getChart(c) !== undefined};"
            + "});");
  }

  private static long requests() {
    return (Long) ((JavascriptExecutor) driver).executeScript(
        "return performance.getEntriesByType('resource').length;");
  }

  private static void assertEveryChartDrewWithNoErrorAndNoRequest(Path html, int expectedCharts) {
    consoleErrors();
    driver.get(html.toUri().toString());
    List<Map<String, Object>> canvases = canvases();
    Object declared = ((JavascriptExecutor) driver).executeScript("return document.body.dataset.charts;");
    assertThat(canvases).hasSize(expectedCharts);
    assertThat(String.valueOf(declared)).isEqualTo(String.valueOf(expectedCharts));
    assertThat(canvases).allSatisfy(c -> {
      assertThat(c.get("chart")).as("a Chart.js chart on " + c.get("id")).isEqualTo(true);
      assertThat(((Number) c.get("width")).intValue()).as(c.get("id") + " has a size").isGreaterThan(100);
      assertThat(((Number) c.get("coloured")).longValue()).as(c.get("id") + " drew its data in a run's colour")
          .isGreaterThan(20);
    });
    assertThat(consoleErrors()).as("console errors and warnings").isEmpty();
    assertThat(requests()).as("resources the page requested").isZero();
  }

  @Test
  void everyChartOfAReportDrawsOfflineWithNoConsoleError(@TempDir Path dir) throws Exception {
    Path html = render(dir, List.of(Fixtures.run("person-a")));
    // person: write and read bars, allocation and GC bars for both, two size-vs-speed plots
    assertEveryChartDrewWithNoErrorAndNoRequest(html, 8);
    Path png = Path.of("target", "report-in-chromium.png");
    Files.write(png, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
  }

  /** Speed, sizes, memory, a check grid and HTTP, each from its own kind of run, on one page. */
  @Test
  void aReportOfEveryKindDrawsEverySectionOffline(@TempDir Path dir) throws Exception {
    Path html = render(dir, List.of(Fixtures.run("person-a"), Fixtures.run("sizes-a"), Fixtures.run("memory-a"),
        Fixtures.run("check-a"), Fixtures.run("http-a")));
    // the speed run's 8, then memory's beyond-input bars and HTTP's req/s bars
    assertEveryChartDrewWithNoErrorAndNoRequest(html, 10);
    for (String section : List.of("speed", "sizes", "memory", "http", "checks", "run")) {
      Object shown = ((JavascriptExecutor) driver).executeScript(
          "const s = document.getElementById(arguments[0]); return s !== null && s.offsetHeight > 0;", section);
      assertThat(shown).as("section #" + section + " is on the page").isEqualTo(true);
    }
    Object grid = ((JavascriptExecutor) driver).executeScript(
        "return Array.from(document.querySelectorAll('#checks td')).map(td => td.className).join(' ');");
    assertThat(String.valueOf(grid)).contains("o-rejected");
    Path png = Path.of("target", "report-every-kind-in-chromium.png");
    Files.write(png, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
  }

  @Test
  void twoRunsSideBySideDrawEveryChartWithBothRuns(@TempDir Path dir) throws Exception {
    Path html = render(dir, List.of(Fixtures.run("person-a"), Fixtures.run("person-b")));
    assertEveryChartDrewWithNoErrorAndNoRequest(html, 8);
    @SuppressWarnings("unchecked")
    List<Long> datasets = (List<Long>) ((JavascriptExecutor) driver).executeScript(
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
    Object title = ((JavascriptExecutor) driver).executeScript(
        "const s = document.querySelector('select.measure'); s.value = 'gzip';"
            + "s.dispatchEvent(new Event('change'));"
            + "const c = Chart.getChart(document.querySelectorAll('section[id^=sizes] canvas')[0]);"
            + "return c.options.scales.x.title.text + ' ' + c.data.datasets[0].data[0].x;");
    assertThat(String.valueOf(title)).startsWith("encoded bytes (gzip) ");
    assertThat(consoleErrors()).isEmpty();
  }

  /** The checks above can fail: a page that logs an error and requests a URL is caught by both. */
  @Test
  void aConsoleErrorAndANetworkRequestAreBothSeen(@TempDir Path dir) throws Exception {
    consoleErrors();
    Path html = Files.writeString(dir.resolve("bad.html"), "<!DOCTYPE html><html><body>"
        + "<img src=\"http://example.com/x.png\"><script>console.error('broken chart');</script></body></html>");
    driver.get(html.toUri().toString());
    Thread.sleep(500);
    List<String> errors = consoleErrors();
    assertThat(errors).anyMatch(e -> e.contains("broken chart"));
    assertThat(errors).as("the request failed: networking is off").anyMatch(e -> e.contains("example.com"));
  }
}
