package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The check command end to end on one cheap case, and its usage errors; the matrices are tested in check. */
class CheckCommandTest {
  @Test
  void aHostileCaseEndToEnd(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("h");
    Cli r = Cli.run("check", "hostile", "--codecs", "jackson-databind,gson", "--cases", "depth-1k,int-2\\^73",
        "--out", out.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("check hostile: 2 rows x 2 cases").contains("[1/2] jackson-databind")
        .contains("CHANGED: Double 1.2345678901234568E22");
    assertThat(Files.readString(out.resolve("checks.json"))).contains("\"format\" : \"wirebench-checks/1\"")
        .contains("\"complete\" : true");
    assertThat(Files.readString(out.resolve("checks.txt"))).contains("StreamConstraintsException");
  }

  @Test
  void anUnknownMatrixIsAUsageErrorNamingTheKnownOnes() {
    Cli r = Cli.run("check", "hostlie");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("unknown matrix 'hostlie'").contains("hostile");
  }

  @Test
  void anUnknownCaseIsAUsageErrorAndCreatesNothing(@TempDir Path dir) {
    Path out = dir.resolve("h");
    Cli r = Cli.run("check", "hostile", "--codecs", "gson", "--cases", "depth-2k", "--out", out.toString());
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err).contains("depth-2k");
    assertThat(Files.exists(out)).isFalse();
  }

  @Test
  void aCorpusIsForConformanceOnly(@TempDir Path dir) {
    Cli r = Cli.run("check", "hostile", "--corpus", dir.toString());
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("--corpus applies to 'check conformance' only");
  }

  @Test
  void aHeapThatIsNotASizeIsAUsageError() {
    Cli r = Cli.run("check", "hostile", "--heap", "lots");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("--heap lots is not a heap size");
  }
}
