package io.wirebench.cli;

import io.wirebench.core.UnknownNameException;
import io.wirebench.report.RunInfo;
import java.io.PrintStream;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code wirebench}: JMH-measured speed, allocation and size of JVM serialization libraries on
 * your machine and data. Only {@link #main} calls {@code System.exit}.
 */
@Command(name = "wirebench", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
    description = "Benchmarks JVM serialization libraries: speed (JMH), size, round-trip correctness.",
    subcommands = {ListCommand.class, VerifyCommand.class, RunCommand.class, SizesCommand.class, FilesCommand.class,
        SelfCheckCommand.class, OverheadCommand.class,
        EncodeCommand.class, DecodeCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
  /** Exit code for bad usage: unknown names, bad options, missing inputs. */
  public static final int USAGE = 2;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "name a command (run, list, verify, sizes, encode, decode)");
  }

  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** Runs the command line with the given streams; returns the exit code. */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    CommandLine cl = new CommandLine(new Main());
    cl.setOut(new PrintWriter(out, true));
    cl.setErr(new PrintWriter(err, true));
    cl.setExecutionExceptionHandler((ex, line, parsed) -> {
      if (ex instanceof UsageException || ex instanceof UnknownNameException
          || ex instanceof IllegalArgumentException) {
        err.println("wirebench " + line.getCommandName() + ": " + ex.getMessage());
        return USAGE;
      }
      if (ex instanceof CommandFailure) {
        err.println("wirebench " + line.getCommandName() + ": " + ex.getMessage());
        return 1;
      }
      throw ex;
    });
    return cl.execute(args);
  }

  /** Reads the version from the jar's manifest or Maven properties. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override public String[] getVersion() {
      return new String[] {"wirebench " + RunInfo.wirebenchVersion(),
          "JVM " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
    }
  }
}
