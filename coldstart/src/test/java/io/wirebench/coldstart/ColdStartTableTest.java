package io.wirebench.coldstart;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The cold-start table's answer names libraries, never a control: control-1x starts in a few
 * milliseconds because it loads nothing, which is the JVM's floor, not an answer; the same rule as
 * the report's ({@code Answer.coldStart}).
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
  void theAnswerLeavesTheControlsOut() {
    List<ColdStartResult> rows = List.of(cell("control-1x", 0.004), cell("gson", 0.09), cell("jackson-databind", 0.4));
    assertThat(ColdStartTable.fastest(rows)).hasValueSatisfying(a -> assertThat(a).startsWith("gson (first use"));
    StringWriter s = new StringWriter();
    ColdStartTable.print(rows, Map.of("control-1x", new ColdStartResult.ForkFootprint(1, 27_000, "control"),
        "gson", new ColdStartResult.ForkFootprint(2, 337_000, "com.google.code.gson:gson")), new PrintWriter(s, true));
    assertThat(s.toString()).contains("starts fastest: gson").contains("smallest footprint: gson")
        .doesNotContain("starts fastest: control-1x").doesNotContain("smallest footprint: control-1x");
  }
}
