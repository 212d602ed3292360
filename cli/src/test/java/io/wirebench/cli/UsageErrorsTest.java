package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UsageErrorsTest {
  @Test
  void anUnknownCodecExitsWithTwoAndNamesTheClosestCodec() {
    Cli r = Cli.run("run", "--codecs", "jackson-databnd", "--dry-run");
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err).contains("unknown codec 'jackson-databnd'").contains("did you mean 'jackson-databind'");
  }

  @Test
  void anUnknownDataSetExitsWithTwoAndNamesTheClosest() {
    Cli r = Cli.run("verify", "--datasets", "measurement-1k");
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err).contains("did you mean 'measurements-1k'");
  }

  @Test
  void unknownOperationsTargetsAndProfilesExitWithTwo() {
    assertThat(Cli.run("run", "--ops", "wrte", "--dry-run").err).contains("did you mean 'write'");
    assertThat(Cli.run("run", "--targets", "byte", "--dry-run").err).contains("did you mean 'bytes'");
    Cli p = Cli.run("run", "--profile", "fast", "--dry-run");
    assertThat(p.exit).isEqualTo(2);
    assertThat(p.err).contains("unknown profile 'fast'");
  }

  @Test
  void aPatternThatMatchesNothingIsAUsageError() {
    Cli r = Cli.run("verify", "--codecs", "nothing.*");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("matches no codec");
  }

  @Test
  void anUnknownOptionIsAUsageError() {
    Cli r = Cli.run("run", "--frobnicate");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("Unknown option: '--frobnicate'");
  }

  @Test
  void aJvmThatDoesNotExistIsNamed(@TempDir Path dir) {
    Cli r = Cli.run("run", "--jvm", dir.resolve("nojdk").toString(), "--dry-run");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("--jvm").contains("no java executable");
  }

  @Test
  void resultsAreNeverOverwritten(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("run.json"), "{}");
    Cli r = Cli.run("run", "--codecs", "jackson-databind", "--out", dir.toString(), "--dry-run");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("already holds results");
    assertThat(Files.readString(dir.resolve("run.json"))).isEqualTo("{}");
  }

  @Test
  void encodeNeedsADataSetOrAnInput() {
    Cli r = Cli.run("encode", "--codec", "jackson-databind");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("--dataset").contains("--input");
  }

  @Test
  void encodeNamesAMissingInputFile(@TempDir Path dir) {
    Cli r = Cli.run("encode", "--codec", "jackson-databind", "--input", dir.resolve("x.json").toString());
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("x.json does not exist");
  }

  @ParameterizedTest
  @ValueSource(strings = {"run", "list", "verify", "sizes", "encode", "decode"})
  void everyCommandHasHelp(String command) {
    Cli r = Cli.run(command, "--help");
    assertThat(r.exit).isZero();
    assertThat(r.out).contains("Usage: wirebench " + command);
  }

  @Test
  void noCommandIsAUsageError() {
    assertThat(Cli.run().exit).isEqualTo(2);
  }
}
