package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The interop matrix as {@code wirebench check interop} prints it, from the checks.json the check
 * saved: a table per format with its writers and readers, a dialect named as one, and each failing
 * writer and reader pair; checks.txt and checks.html beside it. The verdicts themselves are
 * InteropMatrixTest's.
 */
class InteropTablesTest {
  @Test
  void aTablePerFormatThenTheFailingPairs(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("interop");
    Cli r = Cli.run("check", "interop", "--codecs", "jackson-databind,gson,xstream-jettison,bson4jackson,mongo-bson",
        "--datasets", "person,dbdata", "--out", out.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    // the codecs chosen, with the real peers of those formats (python:json and node:json; python:bson), installed or not
    assertThat(r.out).containsPattern("JSON: \\d+ writers x \\d+ readers").containsPattern("BSON: \\d+ writers x \\d+ "
        + "readers").contains("xstream-jettison (dialect)").contains("xstream-jettison -> jackson-databind: 2 of 2 failed");
    assertThat(Files.readString(out.resolve("checks.txt"))).contains("xstream-jettison -> jackson-databind")
        .contains("OUTCOME");
    assertThat(Files.readString(out.resolve("checks.html"))).contains("xstream-jettison").doesNotContain("{{");
  }
}
