package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.records.ResultFile;
import io.wirebench.records.SavedRun;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sweep is read from a record's ordinary cells: one curve per codec, operation and family, and
 * the report's sections, the terminal's tables and the cold-start answer come from records alone.
 */
class SizeSweepsTest {
  /** Six dbdata sizes: rows and their JSON bytes (about 185 bytes a row). */
  private static final long[] ROWS = {5, 34, 216, 1351, 8650, 54054};

  private static double json(long rows) {
    return 30 + 185.0 * rows;
  }

  private static Map<String, Object> cell(String codec, String dataset, long encoded, double seconds) {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("key", "write/bytes/" + codec + "/" + dataset);
    c.put("op", "write");
    c.put("target", "bytes");
    c.put("codec", codec);
    c.put("dataset", dataset);
    c.put("binding", codec.startsWith("control") ? "control" : "pojo");
    c.put("status", "done");
    c.put("steadiness", "steady");
    c.put("encodedBytes", encoded);
    c.put("metrics", Map.of("throughput", Map.of("value", 1 / seconds, "unit", "ops/s"),
        "timePerOp", Map.of("value", seconds, "unit", "s/op")));
    c.put("forks", List.of(Map.of("mean", 1 / seconds, "used", true, "steady", "flat")));
    return c;
  }

  /** A run of a linear library, the quadratic control, a fixed-work control (8 bytes at every size), and person. */
  static Path sweepRun(Path dir) throws Exception {
    Files.createDirectories(dir);
    List<Map<String, Object>> cells = new ArrayList<>();
    List<Map<String, Object>> datasets = new ArrayList<>();
    int i = 0;
    for (long rows : ROWS) {
      String ds = "dbdata:" + rows;
      double x = json(rows);
      double wobble = 1 + 0.02 * ((i++ % 3) - 1); // ±2%, alike for every codec
      datasets.add(Map.of("id", ds, "description", ds, "jsonBytes", (long) x));
      add(cells, "jackson-databind", ds, (long) x, x2 -> 3e-7 + 1.2e-9 * x2, x, wobble);
      add(cells, "control-quadratic", ds, (long) x, x2 -> 1e-7 + 1e-10 * x2 + 1.2e-14 * x2 * x2, x, wobble);
      add(cells, "control-1x", ds, 8, x2 -> 2e-5, x, wobble);
    }
    cells.add(cell("jackson-databind", "person", 44, 1e-7));
    cells.add(cell("gson", "dbdata:5", 900, 1e-6));
    cells.add(cell("gson", "dbdata:34", 6000, 4e-6));
    datasets.add(Map.of("id", "person", "description", "person", "jsonBytes", 44));
    Map<String, Object> run = new LinkedHashMap<>();
    run.put("formatVersion", 6);
    run.put("kind", "run");
    run.put("status", "complete");
    run.put("datasets", datasets);
    run.put("cells", cells);
    Files.write(dir.resolve("run.json"), ResultFile.MAPPER.writeValueAsBytes(run));
    return dir;
  }

  private static void add(List<Map<String, Object>> cells, String codec, String ds, long encoded, DoubleUnaryOperator t,
      double x, double wobble) {
    cells.add(cell(codec, ds, encoded, t.applyAsDouble(x) * wobble));
  }

  @Test
  void eachCodecOnThreeOrMoreSizesOfAFamilyIsACurveAndOnlyTheQuadraticOneIsFlagged(@TempDir Path tmp) throws Exception {
    List<SizeSweeps.Curve> curves = SizeSweeps.of(SavedRun.read(sweepRun(tmp.resolve("r"))).record());
    // gson has two sizes and person is no family: neither is a curve
    assertThat(curves).extracting(SizeSweeps.Curve::codec)
        .containsExactlyInAnyOrder("jackson-databind", "control-quadratic", "control-1x");
    SizeSweeps.Curve quadratic = curve(curves, "control-quadratic");
    SizeSweeps.Curve linear = curve(curves, "jackson-databind");
    SizeSweeps.Curve fixed = curve(curves, "control-1x");
    assertThat(quadratic.title()).isEqualTo("dbdata:N · write bytes");
    assertThat(quadratic.fit().orElseThrow().superlinear()).isTrue();
    assertThat(linear.fit().orElseThrow().superlinear()).isFalse();
    assertThat(fixed.fit().orElseThrow().superlinear()).isFalse();
    // control-1x writes 8 bytes whatever the data set, so its points stand at the JSON sizes
    assertThat(linear.ownBytes()).isTrue();
    assertThat(fixed.ownBytes()).isFalse();
    assertThat(fixed.points()).extracting(SizeSweeps.Point::bytes).contains(json(54054));
    assertThat(linear.points().get(0).mbPerSecond()).isCloseTo(json(5) / (3e-7 + 1.2e-9 * json(5)) / 1e6 * 1.02,
        org.assertj.core.data.Percentage.withPercentage(5));
    assertThat(SizeSweeps.fitCells(linear).get(1)).contains("ns/B");
  }

  @Test
  void theReportsAndTheTerminalShowTheSweepWithItsFlag(@TempDir Path tmp) throws Exception {
    SavedRun run = SavedRun.read(sweepRun(tmp.resolve("r")));
    StringWriter md = new StringWriter();
    new MarkdownReport().export(List.of(run), md);
    assertThat(md.toString()).contains("## Size sweeps", "### dbdata:N · write bytes", "EXPONENT b [95%]")
        .containsPattern("\\| control-quadratic \\|[^\\n]*superlinear from")
        .contains("except control-1x (the data set's JSON bytes");
    StringWriter html = new StringWriter();
    new HtmlReport().export(List.of(run), html);
    assertThat(html.toString()).contains("<a href=\"#sweeps\">Size sweeps</a>", "\"type\":\"loglog\"");
    StringWriter term = new StringWriter();
    SweepTables.print(run.record(), new PrintWriter(term));
    assertThat(term.toString()).contains("size sweep dbdata:N · write bytes").contains("superlinear from");
  }

  @Test
  void aColdStartRecordAnswersWhoStartsFastestAndWhoseFootprintIsSmallest(@TempDir Path tmp) throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("cold"));
    List<Map<String, Object>> cells = new ArrayList<>();
    cells.add(cold("jackson-databind", 0.210, 0.200, 0.220, 2_400_000, 3));
    cells.add(cold("dsl-json", 0.061, 0.058, 0.064, 520_000, 1));
    cells.add(cold("kryo", 0.095, 0.090, 0.100, 700_000, 4));
    // control-1x loads nothing: it starts at the JVM's floor, which is the method's, never the answer
    cells.add(cold("control-1x", 0.004, 0.003, 0.005, 27_000, 1));
    Map<String, Object> run = new LinkedHashMap<>();
    run.put("formatVersion", 6);
    run.put("kind", "coldstart");
    run.put("codecs", List.of(Map.of("id", "control-1x", "binding", "control")));
    run.put("status", "complete");
    run.put("cells", cells);
    Files.write(dir.resolve("run.json"), ResultFile.MAPPER.writeValueAsBytes(run));
    SavedRun saved = SavedRun.read(dir);
    io.wirebench.analysis.KindAnswers.ColdStart a = io.wirebench.analysis.KindAnswers.coldStart(saved.record());
    assertThat(a.startsFastest().get("person").answer()).isEqualTo("dsl-json (first use 61.00 ms, jackson-databind's 3.44× that)");
    assertThat(a.smallestFootprint().answer()).isEqualTo("dsl-json (1 jar, 520 KB); jackson-databind: 3 jars, 2,400 KB");
    StringWriter md = new StringWriter();
    new MarkdownReport().export(List.of(saved), md);
    assertThat(md.toString()).contains("## Answer", "**answer for person:**", "- starts fastest: dsl-json",
        "**answer for the run:**", "- smallest footprint (the library's jars and what they pull in): dsl-json");
    StringWriter term = new StringWriter();
    Answer.print(saved, new PrintWriter(term, true));
    assertThat(term.toString()).contains("answer for person:\n  starts fastest: dsl-json (first use 61.00 ms")
        .doesNotContain("control-1x");
  }

  private static Map<String, Object> cold(String codec, double first, double low, double high, long bytes, int jars) {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("key", "coldstart/jvm/" + codec + "/person");
    c.put("op", "coldstart");
    c.put("target", "jvm");
    c.put("codec", codec);
    c.put("dataset", "person");
    c.put("status", "done");
    c.put("metrics", Map.of("firstUseSeconds", Map.of("value", first, "meanLow", low, "meanHigh", high, "unit", "s",
        "better", "lower")));
    c.put("details", Map.of("libraryBytes", bytes, "libraryJars", jars, "libraryOf", "x:y"));
    return c;
  }

  private static SizeSweeps.Curve curve(List<SizeSweeps.Curve> curves, String codec) {
    return curves.stream().filter(c -> c.codec().equals(codec)).findFirst().orElseThrow();
  }
}
