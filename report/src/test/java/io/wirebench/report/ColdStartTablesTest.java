package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.records.RunRecord;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The cold-start table, from the record, shows every row, controls included (control-1x is the JVM's
 * own floor, the scale the others are read against), fastest to a result first. Which codec starts
 * fastest is the answer's, read from the same record, which leaves the controls out.
 */
class ColdStartTablesTest {
  private static RunRecord.CellRecord cell(String codec, double firstUse, int jars, long bytes) {
    Map<String, RunRecord.MetricValue> m = new LinkedHashMap<>();
    m.put("processSeconds", seconds(0.3 + firstUse));
    m.put("firstUseSeconds", seconds(firstUse));
    m.put("bindSeconds", seconds(firstUse / 2));
    m.put("writeSeconds", seconds(firstUse / 4));
    m.put("readSeconds", seconds(firstUse / 4));
    m.put("classesFirstUse", new RunRecord.MetricValue(100.0, 100.0, 100.0, null, null, null, "classes", "lower"));
    m.put("peakRssBytes", new RunRecord.MetricValue(5e7, 5e7, 5e7, null, null, null, "B", "lower"));
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("mode", "jvm");
    if (jars > 0) {
      details.put("libraryJars", jars);
      details.put("libraryBytes", bytes);
    }
    details.put("samples", new ArrayList<>(List.of(Map.of(), Map.of(), Map.of())));
    return new RunRecord.CellRecord("coldstart/jvm/" + codec + "/person", "coldstart", "coldstart", "jvm", codec,
        "person", null, "done", "", 1, 40, null, m, List.of(), details);
  }

  private static RunRecord.MetricValue seconds(double v) {
    return new RunRecord.MetricValue(v, v * 0.99, v * 1.01, v * 0.995, v * 1.005, 2.0, "s", "lower");
  }

  @Test
  void theTableShowsEveryRowFastestFirstWithItsLibraryFootprint() {
    List<RunRecord.CellRecord> cells = List.of(cell("jackson-databind", 0.4, 0, 0), cell("control-1x", 0.004, 1, 27_000),
        cell("gson", 0.09, 2, 337_000));
    RunRecord.Header h = new RunRecord.Header(Map.of(), "coldstart", List.of(), null, null, null, 0, Map.of(), null,
        List.of(), null, false, List.of(), List.of(), null);
    RunRecord r = new RunRecord(6, h, "complete", null, 1, List.of(), List.of(), null, Map.of(), List.of(), cells);
    StringWriter s = new StringWriter();
    ColdStartTables.print(r, new PrintWriter(s, true));
    String t = s.toString();
    assertThat(t).contains("person · cold start", "2 jars 337 KB", "390.0 ms ± 3.9");
    assertThat(t.indexOf("control-1x")).isLessThan(t.indexOf("gson")).isLessThan(t.lastIndexOf("jackson-databind"));
    assertThat(t).as("the answer is printed from the saved record, not here").doesNotContain("starts fastest");
  }
}
