package io.wirebench.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
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
 * A report as a person sees it: headless Chromium (Debian's {@code chromium} and
 * {@code chromium-driver}) with networking disabled (every host resolves to nothing and every
 * request goes to a dead proxy), for the tests that open wirebench's HTML reports.
 */
public final class HeadlessChromium implements AutoCloseable {
  /** Debian's Chromium, or {@code -Dwirebench.chromium}. */
  public static final Path CHROMIUM = Path.of(System.getProperty("wirebench.chromium", "/usr/bin/chromium"));
  /** Debian's chromedriver, or {@code -Dwirebench.chromedriver}. */
  public static final Path CHROMEDRIVER = Path.of(System.getProperty("wirebench.chromedriver", "/usr/bin/chromedriver"));
  /** Selenium warns that it has no CDP bindings for this Chromium; the tests use WebDriver only. */
  private static final java.util.logging.Logger SELENIUM = java.util.logging.Logger.getLogger("org.openqa.selenium");

  private final ChromeDriver driver;

  private HeadlessChromium(ChromeDriver driver) {
    this.driver = driver;
  }

  /** Why the browser tests are skipped here, or null when Chromium and its driver are installed. */
  public static String missing() {
    return Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER) ? null
        : "headless Chromium test skipped: " + CHROMIUM + " or " + CHROMEDRIVER + " is missing "
            + "(apt-get install chromium chromium-driver, as .ci/run does)";
  }

  /** Starts Chromium, headless, offline, 1280 × 1600. */
  public static HeadlessChromium start() {
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
    ChromeDriver driver = new ChromeDriver(service, options);
    driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30)).scriptTimeout(Duration.ofSeconds(30));
    return new HeadlessChromium(driver);
  }

  /** Opens a file or URL and waits for it to load. */
  public void open(String url) {
    driver.get(url);
  }

  /** Runs a script in the page; returns what it returns. */
  public Object script(String js, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(js, args);
  }

  /** Errors and warnings in the console since the last call (reading the log empties it). */
  public List<String> consoleErrors() {
    return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
        .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue()).map(LogEntry::toString).toList();
  }

  /** How many resources the page requested. */
  public long requests() {
    return (Long) script("return performance.getEntriesByType('resource').length;");
  }

  /**
   * For each canvas: how many of its pixels have one of the reports' run colours (bars and points
   * are filled with it; axes and grid lines are grey), and whether Chart.js has an instance on it.
   */
  @SuppressWarnings("unchecked")
  public List<Map<String, Object>> canvases() {
    return (List<Map<String, Object>>) script(
        "const palette = [[66,105,208],[239,177,24],[255,114,92],[108,197,176],[60,169,81],[255,138,183],"
            + "[164,99,242],[151,187,245]];"
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

  /**
   * Opens a report and checks it as a reader would meet it: as many charts as it declares and
   * {@code expectedCharts}, each drawn with its data, no console error, and no request made.
   */
  public void assertEveryChartDrewWithNoErrorAndNoRequest(Path html, int expectedCharts) {
    consoleErrors();
    open(html.toUri().toString());
    List<Map<String, Object>> canvases = canvases();
    Object declared = script("return document.body.dataset.charts;");
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

  /** Whether the section with this id is on the page and shown. */
  public boolean shows(String sectionId) {
    return Boolean.TRUE.equals(script(
        "const s = document.getElementById(arguments[0]); return s !== null && s.offsetHeight > 0;", sectionId));
  }

  /** Saves a screenshot of the window. */
  public void screenshot(Path png) throws java.io.IOException {
    Files.write(png, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
  }

  @Override public void close() {
    driver.quit();
  }
}
