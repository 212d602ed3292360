package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command's help formats cleanly: picocli treats descriptions as format strings, so a bare
 * "95% interval" makes it warn on standard error and print the text unformatted.
 */
class HelpTextTest {
  @Test
  void everyCommandsHelpFormatsWithoutAWarning() {
    PrintStream err = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    List<String> commands = new ArrayList<>();
    try {
      System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
      visit(Main.commandLine(System.in, System.out, System.err), commands);
    } finally {
      System.setErr(err);
    }
    assertThat(commands).contains("wirebench run", "wirebench overhead", "wirebench compare", "wirebench selfcheck");
    assertThat(captured.toString(StandardCharsets.UTF_8)).as("picocli's warnings").doesNotContain("picocli WARN");
  }

  @Test
  void theVersionNamesTheBuildItsCommitAndDateAndTheJvm() {
    Cli r = Cli.run("--version");
    assertThat(r.exit).isZero();
    // built by Maven here, so the build facts are filled in; the commit is this checkout's HEAD
    assertThat(r.out).containsPattern("^wirebench \\d+\\.\\d+\\.\\d+\\S* \\(commit ([0-9a-f]{40}(-dirty)?|unknown), built "
        + "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ\\)\n").contains("JVM " + System.getProperty("java.version"));
  }

  private static void visit(CommandLine c, List<String> seen) {
    seen.add(c.getCommandSpec().qualifiedName());
    assertThat(c.getUsageMessage(CommandLine.Help.Ansi.OFF)).isNotBlank();
    for (CommandLine sub : c.getSubcommands().values()) {
      if (!seen.contains(sub.getCommandSpec().qualifiedName())) visit(sub, seen);
    }
  }
}
