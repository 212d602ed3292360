package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code run --sizes}: each size a data set of the family, and a usage error for a data set without a size. */
class SizeSweepOptionTest {
  @Test
  void aDataSetWithoutASizeParameterIsAUsageErrorNamingIt() {
    Cli r = Cli.run("run", "--codecs", "jackson-databind", "--datasets", "dbdata,person", "--sizes", "1k,10k",
        "--dry-run");
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err).contains("--sizes needs data sets with a size parameter").contains("person has none");
  }

  @Test
  void aSizeThatIsNoSizeIsAUsageError() {
    Cli r = Cli.run("run", "--codecs", "jackson-databind", "--datasets", "dbdata", "--sizes", "1k,ten", "--dry-run");
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err).contains("'ten' is not a size");
  }

  @Test
  void eachSizeBecomesADataSetOfTheFamilyInThePlan() {
    Cli r = Cli.run("run", "--codecs", "jackson-databind", "--datasets", "dbdata", "--sizes", "1k,10k,100k",
        "--dry-run", "--no-baseline");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).containsPattern("sweep of dbdata:N by bytes of JSON: 1k → dbdata:\\d+ \\([\\d,]+ B\\), "
        + "10k → dbdata:\\d+ \\([\\d,]+ B\\), 100k → dbdata:\\d+ \\([\\d,]+ B\\)");
    assertThat(r.out).contains("1 codecs × 3 data sets");
  }
}
