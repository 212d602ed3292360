package io.wirebench.check.unsafe;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import io.wirebench.report.CheckTables;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The unsafe-types matrix's exit code and its table, as the command prints it from the verdicts saved. */
class UnsafeTypesTablesTest {
  @Test void aWirebenchRowThatInstantiatesFailsTheCommandLoudly() {
    List<Row> rows = List.of(Row.of("kryo/registration-off", "Kryo 5", "off"), Row.of("kryo/wirebench:kryo", "Kryo 5", "as benchmarked"));
    List<CaseVerdict> verdicts = new ArrayList<>();
    for (Case c : Payloads.CASES) {
      verdicts.add(new CaseVerdict("kryo/registration-off", c.id(), Outcome.INSTANTIATED, "ran its constructor", null, 1, 1));
      verdicts.add(new CaseVerdict("kryo/wirebench:kryo", c.id(), Outcome.REFUSED, "not registered", null, 1, 1));
    }
    CheckReport fine = new CheckReport("unsafe-types", Map.of(), rows, Payloads.CASES, verdicts, true);
    assertThat(new UnsafeTypesMatrix().exitCode(fine)).isZero();
    assertThat(print(fine)).contains("wirebench's own configurations: no canary instantiated.")
        .doesNotContain("WIREBENCH'S OWN");
    verdicts.set(3, new CaseVerdict("kryo/wirebench:kryo", Payloads.OBJECT_FIELD, Outcome.INSTANTIATED, "ran", null, 1, 1));
    CheckReport bad = new CheckReport("unsafe-types", Map.of(), rows, Payloads.CASES, verdicts, true);
    assertThat(new UnsafeTypesMatrix().exitCode(bad)).isEqualTo(1);
    String text = print(bad);
    assertThat(text).contains("!!! WIREBENCH'S OWN CONFIGURATION INSTANTIATED").contains("kryo/wirebench:kryo: object-field");
    assertThat(text.lines().filter(l -> l.startsWith("Kryo 5")).collect(Collectors.joining("\n")))
        .contains("kryo: INSTANTIATED 1/4 (object-field), refused 3/4")
        .contains("registration-off: INSTANTIATED 4/4");
  }

  static String print(CheckReport report) {
    StringWriter sw = new StringWriter();
    PrintWriter pw = new PrintWriter(sw);
    CheckTables.print(report, pw);
    pw.flush();
    return sw.toString();
  }
}
