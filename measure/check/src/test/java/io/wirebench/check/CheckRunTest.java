package io.wirebench.check;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner turns every way a case can go wrong into a verdict, and the check goes on. */
class CheckRunTest {
  @TempDir static Path dir;
  static CheckReport report;
  static String progress;

  @BeforeAll static void run() throws Exception {
    StringWriter sw = new StringWriter();
    report = new CheckRun(Matrices.require("probe"), CheckOptions.defaults()).run(dir, new PrintWriter(sw, true));
    progress = sw.toString();
  }

  @Test void aReturnedValueIsAccepted() {
    assertThat(report.verdict("good", "ok").outcome()).isEqualTo(Outcome.ACCEPTED);
    assertThat(report.verdict("good", "ok").millis()).isGreaterThanOrEqualTo(0);
    assertThat(report.verdict("good", "ok").peakHeapBytes()).isGreaterThan(0);
  }

  @Test void anExceptionIsARejectionWithItsClass() {
    CaseVerdict v = report.verdict("good", "throw");
    assertThat(v.outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(v.error()).isEqualTo(IllegalArgumentException.class.getName());
    assertThat(v.detail()).isEqualTo("bad input at 3");
  }

  @Test void stackOverflowIsACrash() {
    CaseVerdict v = report.verdict("good", "deep");
    assertThat(v.outcome()).isEqualTo(Outcome.CRASHED);
    assertThat(v.error()).isEqualTo(StackOverflowError.class.getName());
  }

  @Test void anExhaustedHeapIsOutOfMemory() {
    assertThat(report.verdict("good", "oom").outcome()).isEqualTo(Outcome.OUT_OF_MEMORY);
  }

  @Test void theRowsJvmHasTheMatrixsHeapBound() {
    // the probe's bound is 64m: "heap" reports the JVM's maximum heap
    assertThat(report.verdict("good", "heap").detail()).isEqualTo("max " + (64 << 20));
  }

  @Test void aRunawayTimesOutAndTheCasesAfterItStillRun() {
    assertThat(report.verdict("good", "spin").outcome()).isEqualTo(Outcome.TIMED_OUT);
    assertThat(report.verdict("good", "after").outcome()).isEqualTo(Outcome.ACCEPTED);
  }

  @Test void aDyingJvmIsACrashWithItsExitCode() {
    CaseVerdict v = report.verdict("good", "exit");
    assertThat(v.outcome()).isEqualTo(Outcome.CRASHED);
    assertThat(v.detail()).contains("exit 7");
  }

  @Test void casesAfterACrashRunInAFreshJvm() {
    assertThat(report.verdict("good", "ok").detail()).isNotEqualTo(report.verdict("good", "after").detail());
  }

  @Test void rowsThatCannotRunSayWhyForEveryCase() {
    assertThat(report.byCase("broken").values()).hasSize(8)
        .allSatisfy(v -> assertThat(v.detail()).contains("no such library"))
        .allSatisfy(v -> assertThat(v.outcome()).isEqualTo(Outcome.UNAVAILABLE));
    assertThat(report.byCase("absent").values()).hasSize(8)
        .allSatisfy(v -> assertThat(v.detail()).isEqualTo("not on this machine"));
  }

  @Test void checksJsonHoldsEveryVerdictAndReadsBack() throws Exception {
    CheckReport back = CheckReport.read(dir.resolve("checks.json"));
    assertThat(back.complete()).isTrue();
    assertThat(back.verdicts()).isEqualTo(report.verdicts());
    assertThat(back.verdicts()).hasSize(24);
    assertThat(back.header()).containsEntry("format", CheckRun.FORMAT);
  }

  @Test void progressNamesEachRow() {
    assertThat(progress).contains("[1/3] good").contains("[2/3] broken").contains("[3/3] absent");
  }
}
