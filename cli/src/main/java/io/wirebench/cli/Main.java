package io.wirebench.cli;

import io.wirebench.records.RunInfo;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code wirebench}: JMH-measured speed, allocation and size of JVM serialization libraries on
 * your machine and data. {@link #run} takes the streams and returns the exit code; only
 * {@link #main} calls {@code System.exit}.
 *
 * <p>Exit codes: 0 done; 1 the command ran and failed (a codec failed, bad bytes) or wirebench has
 * a bug (reported as an internal error with a stack trace file); 2 usage: what was typed cannot be
 * used ({@link UsageException}, {@link BadInputException} such as an unknown name, and picocli's
 * own parameter errors).
 */
@Command(name = "wirebench", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
    description = "Benchmarks JVM serialization libraries: speed (JMH), size, round-trip correctness.",
    subcommands = {ListCommand.class, VerifyCommand.class, RunCommand.class, SizesCommand.class, FilesCommand.class,
        SelfCheckCommand.class, OverheadCommand.class, MemoryCommand.class, HttpCommand.class, CheckCommand.class,
        ColdStartCommand.class, MachineCommand.class, ReportCommand.class, CompareCommand.class, MergeCommand.class, StudyCommand.class,
        ImportCommand.class, HistoryCommand.class, EncodeCommand.class, DecodeCommand.class, VerdictsCommand.class,
        CommandLine.HelpCommand.class})
public final class Main implements Runnable {
  /** Exit code for bad usage: unknown names, bad options, missing inputs. */
  public static final int USAGE = 2;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** Standard input and output as bytes ({@code encode}, {@code decode}), and error (a study's steps). */
  final InputStream stdin;
  final PrintStream stdout;
  final PrintStream stderr;
  /** The environment ({@code System.getenv()}; a test gives its own): where {@code run} finds an engine's shard. */
  final Map<String, String> env;

  private Main(InputStream stdin, PrintStream stdout, PrintStream stderr, Map<String, String> env) {
    this.stdin = stdin;
    this.stdout = stdout;
    this.stderr = stderr;
    this.env = env;
  }

  @Override public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "name a command ("
        + String.join(", ", new ArrayList<>(spec.subcommands().keySet())) + ")");
  }

  public static void main(String[] args) {
    // Libraries' java.util.logging lines (Yasson's "SEVERE: Generating incomplete JSON") repeat
    // what the one-line error says; -Djava.util.logging.config.file=... brings them back.
    if (System.getProperty("java.util.logging.config.file") == null) {
      java.util.logging.LogManager.getLogManager().reset();
    }
    System.exit(run(args, System.in, System.out, System.err));
  }

  /** The command line as typed ({@code wirebench} and the arguments), for a result's record. */
  static List<String> commandLine(picocli.CommandLine.Model.CommandSpec spec) {
    List<String> command = new java.util.ArrayList<>(List.of("wirebench"));
    CommandLine.ParseResult root = spec.root().commandLine().getParseResult();
    command.addAll(root != null ? root.originalArgs() : spec.commandLine().getParseResult().originalArgs());
    return command;
  }

  /** Runs the command line with no standard input; returns the exit code. */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    return run(args, InputStream.nullInputStream(), out, err);
  }

  /** Runs the command line with the given streams; returns the exit code. */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    return run(args, in, out, err, System.getenv());
  }

  /** Runs the command line with the given streams and environment variables; returns the exit code. */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err, Map<String, String> env) {
    CommandLine cl = Storing.install(new CommandLine(new Main(in, out, err, env)));
    cl.setOut(new PrintWriter(out, true));
    cl.setErr(new PrintWriter(err, true));
    cl.setParameterExceptionHandler((ex, line) -> {
      String cmd = Failures.name(ex.getCommandLine());
      String why = UserData.NOT_TAKEN.get(cmd);
      boolean userOption = ex instanceof CommandLine.UnmatchedArgumentException u
          && u.getUnmatched().stream().anyMatch(a -> a.matches("--(classpath|class|data|copies)(=.*)?"));
      err.println(Failures.prefix(ex.getCommandLine()) + ex.getMessage().lines().findFirst().orElse("")
          + (why != null && userOption ? "; it does not take your classes: " + why + " (they work in "
              + UserData.COMMANDS + ")" : "")
          + "; see 'wirebench " + (cmd.isEmpty() ? "" : cmd + " ") + "--help'");
      return USAGE;
    });
    cl.setExecutionExceptionHandler((ex, line, parsed) -> Failures.report(ex, line, err));
    cl.setExecutionStrategy(Storing::execute);
    try {
      return cl.execute(args);
    } catch (Error e) {
      // picocli hands only Exceptions to the handler; an Error thrown by a library ends up here
      return Failures.report(e, Failures.innermost(cl), err);
    }
  }

  /** The command tree, its commands reading {@code in} and writing bytes to {@code out} (and a study's to {@code err}). */
  static CommandLine commandLine(InputStream in, PrintStream out, PrintStream err) {
    return Storing.install(new CommandLine(new Main(in, out, err, System.getenv())));
  }

  /** The version, the commit and the build date this wirebench was built with (records carry them too), and the JVM. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override public String[] getVersion() {
      return new String[] {"wirebench " + RunInfo.wirebenchVersion() + " (commit " + RunInfo.gitCommit() + ", built "
          + RunInfo.buildDate() + ")",
          "JVM " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
    }
  }
}
