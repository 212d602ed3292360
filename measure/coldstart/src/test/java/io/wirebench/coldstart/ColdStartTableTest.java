package io.wirebench.coldstart;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The cold-start table shows every row, controls included (control-1x is the JVM's own floor, the
 * scale the others are read against), fastest to a result first. Which codec starts fastest is the
 * answer's, read from the saved record ({@code Answer.of}, which leaves the controls out).
 */
class ColdStartTableTest {
  private static ColdStartResult cell(String codec, double firstUse) {
    ColdStartResult r = ColdStartResult.pending(new ColdStartCell(codec, "person", ColdStartCell.Mode.PLAIN));
    for (int i = 1; i <= 3; i++) {
      r = r.plus(new ColdStartResult.Sample(i, 0.3 + firstUse, firstUse * (1 + 0.01 * i), firstUse / 2, firstUse / 4,
          firstUse / 4, 1000, 100, 50_000_000, 40));
    }
    return r;
  }

  @Test
  void theTableShowsEveryRowFastestFirstWithItsLibraryFootprint() {
    List<ColdStartResult> rows = List.of(cell("jackson-databind", 0.4), cell("control-1x", 0.004), cell("gson", 0.09));
    StringWriter s = new StringWriter();
    ColdStartTable.print(rows, Map.of("control-1x", new ColdStartResult.ForkFootprint(1, 27_000, "control"),
        "gson", new ColdStartResult.ForkFootprint(2, 337_000, "com.google.code.gson:gson")), new PrintWriter(s, true));
    String t = s.toString();
    assertThat(t).contains("person · cold start", "2 jars 337 KB");
    assertThat(t.indexOf("control-1x")).isLessThan(t.indexOf("gson")).isLessThan(t.lastIndexOf("jackson-databind"));
    assertThat(t).as("the answer is printed from the saved record, not here").doesNotContain("starts fastest");
  }
}
