package io.wirebench.check.unsafe;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.check.CheckOptions;
import io.wirebench.check.CheckRun;
import io.wirebench.check.Matrices;
import io.wirebench.check.Matrix;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.report.CheckTables;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The matrix as the command runs it: found by name, each row in its own JVM. */
class UnsafeTypesCheckRunTest {
  @TempDir static Path dir;
  static Matrix matrix;
  static CheckReport report;

  @BeforeAll static void run() throws Exception {
    matrix = Matrices.require("unsafe-types");
    report = new CheckRun(matrix, new CheckOptions("kryo,java-serialization", null, 0, null))
        .run(dir, new PrintWriter(new StringWriter(), true));
  }

  @Test void rowsRunInTheirOwnJvmsWithTheSameVerdicts() {
    assertThat(report.rows()).hasSize(7);
    assertThat(report.verdicts()).hasSize(28);
    assertThat(report.verdict("java/default", Payloads.NESTED_GRAPH).outcome()).isEqualTo(Outcome.INSTANTIATED);
    assertThat(report.verdict("java/pattern-filter", Payloads.ROOT).outcome()).isEqualTo(Outcome.REFUSED);
    assertThat(report.verdict("kryo/default", Payloads.ROOT).outcome()).isEqualTo(Outcome.REFUSED);
    assertThat(report.verdict("kryo/registration-off", Payloads.COLLECTION).outcome()).isEqualTo(Outcome.INSTANTIATED);
    for (String row : new String[] {"kryo/wirebench:kryo", "java/wirebench:java-serialization"}) {
      assertThat(report.byCase(row).values()).hasSize(4)
          .allSatisfy(v -> assertThat(v.outcome()).as(row + " " + v.detail()).isEqualTo(Outcome.REFUSED));
    }
  }

  @Test void printsOneLinePerLibraryAndExitsZero() {
    StringWriter sw = new StringWriter();
    PrintWriter pw = new PrintWriter(sw);
    CheckTables.print(report, pw);
    pw.flush();
    assertThat(sw.toString()).containsPattern("JDK serialization \\S+ +INSTANTIATED 4/4 +java-serialization: refused 4/4 "
        + "+pattern-filter: refused 4/4");
    assertThat(matrix.exitCode(report)).isZero();
  }
}
