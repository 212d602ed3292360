package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A check's verdicts as the command presents them, read back from the checks.json the check saved. */
class CheckTablesTest {
  private static final List<Case> CASES = List.of(new Case("ok", "plain", "returns", null),
      new Case("spin", "bounds", "loops <forever>", null), new Case("oom", "bounds", "fills the heap", null));

  private static CheckReport report() {
    List<Row> rows = List.of(Row.of("good", "Good 1.0", "as is"),
        new Row("broken", "Broken 1.0", "as is", List.of(), "no such library"), Row.of("absent", "Absent", "none"));
    List<CaseVerdict> verdicts = List.of(
        new CaseVerdict("good", "ok", Outcome.ACCEPTED, "<b>back</b>", null, 3, 1 << 20),
        new CaseVerdict("good", "spin", Outcome.TIMED_OUT, "over 2 s", null, -1, -1),
        new CaseVerdict("good", "oom", Outcome.OUT_OF_MEMORY, "heap", "java.lang.OutOfMemoryError", 40, 64 << 20),
        new CaseVerdict("broken", "ok", Outcome.UNAVAILABLE, "no such library", null, -1, -1),
        new CaseVerdict("absent", "ok", Outcome.UNAVAILABLE, "not on this machine", null, -1, -1));
    Map<String, Object> header = new LinkedHashMap<>(Map.of("format", "wirebench-checks/1", "matrix", "probe",
        "description", "a probe", "started", "2026-12-04T10:00:00Z"));
    return new CheckReport("probe", header, rows, CASES, verdicts, true);
  }

  @Test
  void aMatrixWithoutAViewOfItsOwnIsAGridOfRowsAndCasesWithItsLegend(@TempDir Path dir) throws Exception {
    report().write(dir.resolve("checks.json"));
    StringWriter s = new StringWriter();
    CheckTables.present(dir, false, new PrintWriter(s, true));
    assertThat(s.toString()).containsPattern("(?m)^ROW +ok +spin +oom")
        .containsPattern("(?m)^good +accepted +timed-out +out-of-memory").containsPattern("(?m)^broken +unavailable")
        .contains("cases:").contains("loops <forever>").doesNotContain("PEAK HEAP");
    assertThat(Files.readString(dir.resolve("checks.txt"))).as("checks.txt holds every verdict's detail too")
        .contains("PEAK HEAP").contains("OutOfMemoryError").contains("64.0 MiB");
    StringWriter d = new StringWriter();
    CheckTables.present(dir, true, new PrintWriter(d, true));
    assertThat(d.toString()).contains("PEAK HEAP");
  }

  @Test
  void checksHtmlShowsEveryRowAndCaseEscaped(@TempDir Path dir) throws Exception {
    report().write(dir.resolve("checks.json"));
    CheckTables.present(dir, false, new PrintWriter(new StringWriter(), true));
    String html = Files.readString(dir.resolve("checks.html"));
    assertThat(html).contains("<td class=\"row\"").contains(">good<").contains(">broken<").contains(">absent<")
        .contains("class=\"timed-out\"").contains("class=\"out-of-memory\"").contains("no such library")
        .contains("&lt;b&gt;back&lt;/b&gt;").contains("loops &lt;forever&gt;").doesNotContain("<b>back")
        .doesNotContain("{{");
  }

  @Test
  void aCheckStoppedBeforeItsFirstRowSavedShowsNothing(@TempDir Path dir) {
    StringWriter s = new StringWriter();
    CheckTables.interrupted(dir, new PrintWriter(s, true));
    assertThat(s.toString()).isEmpty();
    assertThat(dir.resolve("checks.html")).doesNotExist();
  }
}
