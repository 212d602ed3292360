package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ListAndVerifyTest {
  /** {@code list codecs} once for the tests that read it: it binds every codec to every data set (seconds). */
  private static Cli listCodecs;

  private static synchronized Cli listCodecs() {
    if (listCodecs == null) listCodecs = Cli.run("list", "codecs");
    return listCodecs;
  }

  @Test
  void listCodecsShowsEachCodecWithVersionAndTheCompressionVariants() {
    Cli r = listCodecs();
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("jackson-databind").contains("2.22.1").contains("<id>+gzip").contains("codecs available");
  }

  @Test
  void listCodecsLabelsTheDialects() {
    Cli r = listCodecs();
    assertThat(r.out).containsPattern("bson4jackson-streaming .* BSON, dialect ")
        .containsPattern("xstream-jettison .* JSON, dialect ")
        .contains("    mongo-bson: writes a property named id as _id");
  }

  @Test
  void verifyNamesADialectInItsSummary() {
    Cli r = Cli.run("verify", "--codecs", "xstream-jettison", "--datasets", "person");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("1 pairs round-trip exactly, 0 failed").contains("dialects (").contains(": xstream-jettison");
  }

  @Test
  void listDatasetsShowsEveryWorkloadWithItsJsonSize() {
    Cli r = Cli.run("list", "datasets");
    assertThat(r.out).contains("dbdata").contains("measurements-100k").contains("module-ids").contains("1,348,903");
  }

  @Test
  void listAloneListsTheCodecsThenTheDataSetsAndAnythingElseIsAUsageError() {
    Cli r = Cli.run("list");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("codecs available").contains("DATA SETS");
    assertThat(r.out.indexOf("DATA SETS")).isGreaterThan(r.out.indexOf("codecs available"));
    assertThat(r.out.substring(r.out.indexOf("DATA SETS"))).contains("measurements-100k");
    Cli bad = Cli.run("list", "formats");
    assertThat(bad.exit).isEqualTo(2);
    assertThat(bad.err).contains("formats");
  }

  @Test
  void verifyPassesForJacksonOnEveryDataSet() {
    Cli r = Cli.run("verify", "--codecs", "jackson-databind,jackson-databind+zstd");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("18 pairs round-trip exactly, 0 failed");
  }
}
