package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The measuring commands refuse what cannot be measured as asked, in one line with exit code 2. */
class RunOptionsTest {
  @ParameterizedTest
  @ValueSource(strings = {"--forks=0", "--forks=-1", "--iterations=0", "--iteration-ms=-5", "--warmup-iterations=-1",
      "--time-budget=0", "--time-budget=soon"})
  void impossibleSettingsAreUsageErrors(String option) {
    for (String command : new String[] {"run", "files", "selfcheck", "overhead"}) {
      Cli r = Cli.run(command, option, "--dry-run");
      assertThat(r.exit).as(command + " " + option + ": " + r).isEqualTo(2);
      assertThat(r.err.lines().count()).as(r.err).isEqualTo(1);
      assertThat(r.err).contains(option.substring(0, option.indexOf('=')));
    }
  }

  @Test
  void outThatIsAFileIsRefused(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("taken"), "x");
    Cli r = Cli.run("run", "--codecs", "jackson-databind", "--datasets", "person", "--out", file.toString());
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("is a file").contains("takes a DIRECTORY");
    assertThat(Files.readString(file)).isEqualTo("x");
  }

  @Test
  void outWhereNoDirectoryCanBeCreatedIsRefused() {
    Cli r = Cli.run("run", "--codecs", "jackson-databind", "--datasets", "person", "--out", "/proc/nope/x");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("/proc/nope/x").contains("cannot be created");
  }

  @Test
  void aDryRunWritesNothing(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("run");
    Cli r = Cli.run("run", "--codecs", "jackson-databind", "--datasets", "person", "--out", out.toString(), "--dry-run");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("dry run: nothing was measured or written");
    assertThat(out).doesNotExist();
  }

  @Test
  void aSelectionWithNoCellForTheTargetsSaysSoAsAUsageError() {
    Cli r = Cli.run("run", "--codecs", "kryo", "--datasets", "person", "--targets", "string", "--no-baseline",
        "--dry-run");
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err).contains("no selected cell fits the operations and targets").doesNotContain("gate");
    Cli s = Cli.run("run", "--codecs", "jackson-databind", "--datasets", "person", "--ops", "saveload",
        "--targets", "string", "--no-baseline", "--dry-run");
    assertThat(s.exit).isEqualTo(2);
    assertThat(s.err).contains("no selected cell fits");
  }

  @Test
  void accessAndPartialArePlannedWhereTheBindingHasThemAndEveryOtherCodecSaysWhyNot() {
    Cli r = Cli.run("run", "--codecs", "jackson-streaming,jackson-databind,orgjson", "--datasets", "dbdata:1000",
        "--ops", "read,access,partial", "--dry-run");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("ops read,access,partial")
        .contains("access bytes · jackson-streaming · dbdata:1000")
        .contains("partial bytes · jackson-streaming · dbdata:1000")
        .contains("partial bytes · jackson-databind · dbdata:1000")
        .contains("not measured: jackson-databind, orgjson on dbdata:1000 (access bytes): the adapter has no access path")
        // a library's own tree follows the path with its own lookups (no built-in codec lacks a partial read)
        .contains("partial bytes · orgjson · dbdata:1000")
        .doesNotContain("not measured: orgjson on dbdata:1000 (partial")
        .contains("not measured: baseline on dbdata:1000 (partial bytes): a control times the harness")
        .doesNotContain("check FAILED");
  }

  @Test
  void aSelectionWhoseOnlyCellsAreControlsIsRefusedBeforeMeasuringWithTheReason() {
    // issue 28: with the baseline added, kryo on string planned and measured the baseline alone
    Cli r = Cli.run("run", "--codecs", "kryo", "--datasets", "person", "--targets", "string", "--dry-run");
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err).contains("nothing to measure: no selected cell fits the operations and targets (write,read on "
        + "string) but the controls' (baseline)");
    assertThat(r.out).contains("not measured: kryo on person (write string)").contains("no native string path")
        .doesNotContain("dry run").doesNotContain("· baseline ·");
    // the controls alone, when they are what was asked for, are measured
    Cli controls = Cli.run("run", "--codecs", "baseline", "--datasets", "person", "--targets", "string", "--dry-run");
    assertThat(controls.exit).as(controls.toString()).isZero();
    assertThat(controls.out).contains("write string · baseline · person");
  }

  @Test
  void theDefaultRunMeasuresTheStandardMatrixAndNamesWhatItLeavesOut() {
    Cli r = Cli.run("run", "--dry-run");
    assertThat(r.exit).as(r.toString()).isZero();
    // once, in one short line: how many, and the short command
    assertThat(r.out.split("left out by default", -1)).as(r.out).hasSize(2);
    String line = r.out.lines().filter(l -> l.contains("left out by default")).findFirst().orElseThrow();
    assertThat(line.trim()).matches("left out by default: \\d+ other JSON codecs and the measurements-1k data set; "
        + "measure them with: \\./wirebench run --codecs json --datasets dbdata,measurements-1k");
    assertThat(line.length()).as("was some 1000 characters, every name in a command").isLessThan(200);
    assertThat(r.out).contains("18 cells");
    for (String id : io.wirebench.speed.StandardRun.CODECS) assertThat(r.out).contains("read bytes · " + id + " · dbdata");
    assertThat(r.out).contains("write bytes · baseline · dbdata").doesNotContain("· measurements-1k");
  }

  @Test
  void aFamilyNameSelectsEveryCodecOfTheFamily() {
    Cli r = Cli.run("run", "--codecs", "json", "--datasets", "person", "--ops", "write", "--no-baseline", "--dry-run");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("write bytes · jackson-databind · person", "write bytes · yasson · person",
        "write bytes · gson · person").doesNotContain("· kryo ·").doesNotContain("left out by default");
  }
}
