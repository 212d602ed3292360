package io.wirebench.check.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.check.CheckOptions;
import io.wirebench.check.CheckRun;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Verdicts of wirebench's own configurations on the cheap hostile cases: a change to how a codec
 * is configured (a limit lifted, a float mode switched) shows up here.
 */
class HostileMatrixTest {
  @TempDir static Path dir;
  static CheckReport report;

  @BeforeAll static void run() throws Exception {
    CheckOptions options = new CheckOptions("jackson-databind,gson,msgpack-core,kryo,jackson-cbor", null, 0, null,
        "depth-1k,exp-1e400,int-2\\^73,duplicate-keys,truncated,trailing-garbage,length-2\\^31,length-2\\^63", null);
    report = new CheckRun(new HostileMatrix(), options).run(dir, new PrintWriter(new StringWriter(), true));
  }

  private static CaseVerdict v(String row, String c) {
    CaseVerdict v = report.verdict(row, c);
    assertThat(v).as(row + " " + c).isNotNull();
    return v;
  }

  @Test void jacksonStopsAtItsNestingLimit() {
    assertThat(v("jackson-databind", "depth-1k").outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(v("jackson-databind", "depth-1k").detail()).contains("nesting depth");
  }

  @Test void gsonStopsAtItsNestingLimit() {
    assertThat(v("gson", "depth-1k").outcome()).isEqualTo(Outcome.REJECTED);
  }

  @Test void jacksonUntypedTurnsAFloatBeyondDoubleIntoInfinityAndSaysSo() {
    // wirebench's untyped Jackson reads floats as Double (the library's default), so 1e400 is lost
    assertThat(v("jackson-databind", "exp-1e400").outcome()).isEqualTo(Outcome.ACCEPTED);
    assertThat(v("jackson-databind", "exp-1e400").detail()).contains("CHANGED").contains("Infinity");
    assertThat(v("jackson-databind", "int-2^73").detail()).contains("exact: BigInteger");
    assertThat(v("gson", "int-2^73").detail()).contains("CHANGED: Double");
  }

  @Test void lyingLengthPrefixesAreRejectedNotAllocated() {
    assertThat(v("msgpack-core", "length-2^31").outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(v("jackson-cbor", "length-2^31").outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(v("jackson-cbor", "length-2^63").outcome()).isEqualTo(Outcome.REJECTED);
  }

  @Test void casesOfOtherFormatsGetNoVerdict() {
    assertThat(report.verdict("jackson-databind", "length-2^31")).isNull();
    assertThat(report.verdict("msgpack-core", "length-2^63")).isNull();
    assertThat(report.verdict("kryo", "depth-1k")).isNull();
    assertThat(report.verdict("msgpack-core", "exp-1e400")).isNull();
  }

  @Test void framingCases() {
    // wirebench configures Jackson with FAIL_ON_TRAILING_TOKENS and checks that Kryo's input ended;
    // msgpack-core's unpacker reads one value and leaves the rest, and says so
    assertThat(v("jackson-databind", "trailing-garbage").outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(v("kryo", "trailing-garbage").outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(v("msgpack-core", "trailing-garbage").outcome()).isEqualTo(Outcome.ACCEPTED);
    assertThat(v("msgpack-core", "trailing-garbage").detail()).contains("does not claim");
    assertThat(v("jackson-databind", "truncated").outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(v("kryo", "truncated").outcome()).isNotEqualTo(Outcome.ACCEPTED);
  }

  @Test void duplicateKeysKeepTheLastValue() {
    assertThat(v("jackson-databind", "duplicate-keys").detail()).contains("a = 2");
  }

  @Test void everyApplicableCellHasAVerdict() {
    assertThat(report.verdicts()).allSatisfy(x -> assertThat(x.outcome()).isNotIn(Outcome.UNAVAILABLE, Outcome.NOT_APPLICABLE));
    // JSON: all but the two length cases (6 each); MessagePack: no big numbers, no 2^63 (5); Kryo:
    // the two framing cases; CBOR: all 8
    assertThat(report.verdicts()).hasSize(6 + 6 + 5 + 2 + 8);
  }
}
