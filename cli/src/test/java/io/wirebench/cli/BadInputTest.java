package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/** Bad input of every kind gives one line naming the input, and the right exit code. */
class BadInputTest {
  private static void assertOneLineUsageError(Cli r, String... mentions) {
    assertThat(r.exit).as(r.toString()).isEqualTo(2);
    assertThat(r.err.strip()).as(r.toString()).doesNotContain("\n").doesNotContain("\tat ").contains(mentions);
  }

  @ParameterizedTest
  @ValueSource(strings = {"sizes", "encode", "decode"})
  void anOutputFileOptionRefusesADirectoryBeforeDoingAnyWork(String command, @TempDir Path dir) {
    Cli r = Cli.pipe("{}".getBytes(StandardCharsets.UTF_8), args(command, dir.toString()));
    assertOneLineUsageError(r, "--out " + dir, "is a directory", "FILE");
    assertThat(r.out).as("nothing was measured or written").isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"sizes", "encode", "decode"})
  void anOutputFileOptionRefusesAPathThatCannotBeCreated(String command, @TempDir Path dir) throws Exception {
    Path file = dir.resolve("a-file");
    Files.writeString(file, "x");
    Cli r = Cli.pipe("{}".getBytes(StandardCharsets.UTF_8), args(command, file.resolve("x").toString()));
    assertOneLineUsageError(r, "--out " + file.resolve("x"), "cannot be written");
    assertThat(r.out).isEmpty();
  }

  private static String[] args(String command, String out) {
    switch (command) {
      case "sizes": return new String[] {"sizes", "--codecs", "jackson-databind", "--datasets", "person", "--out", out};
      case "encode": return new String[] {"encode", "--codec", "jackson-databind", "--dataset", "person", "--out", out};
      default: return new String[] {"decode", "--codec", "jackson-databind", "--input", "-", "--out", out};
    }
  }

  @Test
  void anOutputFileIsWrittenWithItsParentDirectoriesCreated(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("new/sub/person.json");
    Cli r = Cli.run("encode", "--codec", "jackson-databind", "--dataset", "person", "--out", out.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(Files.readString(out)).contains("Jane Doe");
  }

  @Test
  void aDirectoryGivenWhereAFileIsReadIsNamedAsADirectory(@TempDir Path dir) {
    assertOneLineUsageError(Cli.run("decode", "--codec", "jackson-databind", "--input", dir.toString()),
        "--input " + dir, "is a directory");
    assertOneLineUsageError(Cli.run("verify", "--codecs", "jackson-databind", "--datasets", "file:" + dir),
        dir.toString(), "is a directory", "file:PATH");
  }

  @Test
  void aMatrixSizeBelowOneByOneOrBeyondTheHeapIsRefusedBeforeAnythingIsGenerated() {
    assertOneLineUsageError(Cli.run("verify", "--codecs", "jackson-databind", "--datasets", "decimal-matrix:0x0"),
        "decimal-matrix:0x0", "1x1");
    Cli huge = Cli.run("verify", "--codecs", "jackson-databind", "--datasets", "decimal-matrix:100000000x100000000");
    assertOneLineUsageError(huge, "decimal-matrix:100000000x100000000", "cannot fit", "GB", "-Xmx");
    assertOneLineUsageError(Cli.run("verify", "--codecs", "jackson-databind", "--datasets",
        "decimal-matrix:99999999999999999999x1"), "cannot fit");
  }

  @ParameterizedTest
  @ValueSource(strings = {"--codecs=,", "--codecs=", "--datasets=,", "--datasets= , "})
  void aListThatSelectsNothingIsAUsageErrorSayingSo(String option) {
    Cli r = Cli.run("verify", option);
    assertOneLineUsageError(r, "selected", "names none");
    assertThat(r.out).doesNotContain("verifying");
  }

  @Test
  void aBadOptionValueIsOneLineThatPointsToHelp() {
    Cli r = Cli.run("run", "--forks", "abc");
    assertOneLineUsageError(r, "'abc'", "see 'wirebench run --help'");
    assertThat(r.out).doesNotContain("Usage:");
  }

  @Test
  void noCommandNamesEveryCommand() {
    Cli r = Cli.run();
    assertOneLineUsageError(r, "name a command");
    for (String command : Main.commandLine(InputStream.nullInputStream(), System.out, System.err).getSubcommands().keySet()) {
      assertThat(r.err).contains(command);
    }
    assertThat(r.err).contains("files");
  }

  @Test
  void anUnexpectedExceptionIsAnInternalErrorWithItsStackTraceInAFileAndExitsOne() throws Exception {
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    CommandLine line = Main.commandLine(InputStream.nullInputStream(), System.out, System.err).getSubcommands().get("verify");
    int code = Failures.report(new IllegalArgumentException("boom"), line, new PrintStream(e, true, StandardCharsets.UTF_8));
    String err = e.toString(StandardCharsets.UTF_8).strip();
    assertThat(code).as("an IllegalArgumentException is a bug, not a usage error").isEqualTo(1);
    assertThat(err).startsWith("wirebench verify: internal error: java.lang.IllegalArgumentException: boom (please report; "
        + "stack trace in ").doesNotContain("\n");
    Path trace = Path.of(err.substring(err.indexOf("stack trace in ") + "stack trace in ".length(), err.length() - 1));
    assertThat(Files.readString(trace)).contains("IllegalArgumentException: boom").contains("\tat ");
    Files.delete(trace);
  }

  @Test
  void anErrorThatEscapesACommandIsOneLineAndExitsOne() {
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    CommandLine line = Main.commandLine(InputStream.nullInputStream(), System.out, System.err).getSubcommands().get("run");
    int code = Failures.report(new StackOverflowError(), line, new PrintStream(e, true, StandardCharsets.UTF_8));
    assertThat(code).isEqualTo(1);
    assertThat(e.toString(StandardCharsets.UTF_8).strip()).startsWith("wirebench run: ").contains("StackOverflowError")
        .doesNotContain("\n");
  }

  @Test
  void aRunDirectoryMustBeNewAndCreatable(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("a-file");
    Files.writeString(file, "x");
    assertThatThrownBy(() -> OutputPaths.requireNewDirectory(file, "--out"))
        .isInstanceOf(UsageException.class).hasMessageContaining("is a file");
    Path used = dir.resolve("used");
    Files.createDirectories(used);
    Files.writeString(used.resolve("run.json"), "{}");
    assertThatThrownBy(() -> OutputPaths.requireNewDirectory(used, "--out"))
        .isInstanceOf(UsageException.class).hasMessageContaining("already holds results");
    assertThatThrownBy(() -> OutputPaths.requireNewDirectory(file.resolve("sub"), "--out"))
        .isInstanceOf(UsageException.class).hasMessageContaining("cannot be created");
    assertThat(OutputPaths.requireNewDirectory(dir.resolve("fresh/run"), "--out")).isEqualTo(dir.resolve("fresh/run"));
    assertThat(dir.resolve("fresh")).as("checking creates nothing").doesNotExist();
    assertThat(OutputPaths.requireNewDirectory(dir, "--out")).as("an existing empty directory is fine").isEqualTo(dir);
  }
}
