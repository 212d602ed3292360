package io.wirebench.cli;

import io.wirebench.core.BadInputException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import picocli.CommandLine;

/**
 * What a command that threw tells its user, and its exit code: a usage problem (exit 2) or a
 * failure (exit 1) as one line that names the command; a bug as an internal error with its stack
 * trace in a file.
 */
final class Failures {
  private Failures() {}

  static int report(Throwable ex, CommandLine line, PrintStream err) {
    String prefix = prefix(line);
    if (ex instanceof UsageException || ex instanceof BadInputException) {
      err.println(prefix + ex.getMessage());
      return Main.USAGE;
    }
    if (ex instanceof CommandFailure || ex instanceof io.wirebench.core.CodecException) {
      err.println(prefix + ex.getMessage());
      return 1;
    }
    if (ex instanceof Error && !(ex instanceof AssertionError)) {
      err.println(prefix + "a library or the JVM threw " + CommandFailure.describe(ex).lines().findFirst().orElse(""));
      return 1;
    }
    String where = writeStackTrace(ex);
    err.println(prefix + "internal error: " + ex.getClass().getName() + ": "
        + (ex.getMessage() == null ? "" : ex.getMessage().lines().findFirst().orElse(""))
        + " (please report; stack trace in " + where + ")");
    return 1;
  }

  static String prefix(CommandLine line) {
    String cmd = name(line);
    return "wirebench" + (cmd.isEmpty() ? "" : " " + cmd) + ": ";
  }

  static String name(CommandLine line) {
    return line.getCommandSpec().qualifiedName(" ").replaceFirst("^wirebench ?", "").trim();
  }

  /** Writes the stack trace of a bug to a file in the temp directory; returns where. */
  static String writeStackTrace(Throwable ex) {
    StringWriter sw = new StringWriter();
    ex.printStackTrace(new PrintWriter(sw));
    try {
      Path f = Files.createTempFile("wirebench-error-"
          + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + "-", ".txt");
      Files.writeString(f, sw.toString(), StandardCharsets.UTF_8);
      return f.toString();
    } catch (IOException | RuntimeException e) {
      return "(not written: " + e.getMessage() + ")";
    }
  }


  /** The innermost command picocli parsed (the one whose failure an error is), or {@code cl} itself. */
  static CommandLine innermost(CommandLine cl) {
    CommandLine last = cl;
    CommandLine.ParseResult pr = cl.getParseResult();
    while (pr != null && pr.subcommand() != null) {
      pr = pr.subcommand();
      last = pr.commandSpec().commandLine();
    }
    return last;
  }
}
