package io.wirebench.cli;

import io.wirebench.records.Resumable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code --resume DIR} of the commands that measure into a run directory ({@code run}, {@code memory},
 * {@code http}, {@code check}): everything comes from DIR's run.json, so no other option is taken;
 * DIR's command line is parsed again by a new instance of the same command, which then continues DIR
 * instead of creating a directory.
 */
final class Resuming {
  /** The help line every command's {@code --resume} shares. */
  static final String HELP = "Continue the run in DIR that was stopped (killed, Ctrl-C): measure only what DIR lacks, "
      + "with DIR's command line, seed and settings (no other option is taken). Refused, naming what differs, when "
      + "this build would not measure the same plan. A complete DIR: nothing to do.";

  private Resuming() {}

  /** A command's own {@code call}, as a method reference. */
  @FunctionalInterface
  interface Call<T, E extends Exception> {
    Integer call(T command) throws E;
  }

  /**
   * {@code COMMAND --resume DIR}: refuses other options, opens DIR (a complete one: says so, exit 0),
   * parses DIR's command line into a new instance of the command, hands it what was opened and runs it.
   *
   * @param open reads DIR ({@link Resumable#open} or a kind's own reader around it)
   * @param base the shared part of what {@code open} read
   * @param set gives the command what was opened
   */
  static <T, R, E extends Exception> int resume(CommandSpec spec, Path dir, java.util.function.Function<Path, R> open,
      java.util.function.Function<R, Resumable> base, java.util.function.BiConsumer<T, R> set, Call<T, E> call)
      throws E {
    onlyResume(spec, dir);
    R opened = open.apply(dir);
    Resumable r = base.apply(opened);
    if (open(spec, r) == null) return 0;
    T again = again(spec, r);
    set.accept(again, opened);
    return call.call(again);
  }

  /**
   * Refuses any option or parameter beside {@code --resume}: a run is continued with the plan it was
   * started with, never another.
   */
  static void onlyResume(CommandSpec spec, Path dir) {
    List<String> others = new ArrayList<>();
    CommandLine.ParseResult pr = spec.commandLine().getParseResult();
    for (CommandLine.Model.OptionSpec o : pr.matchedOptions()) {
      if (!o.longestName().equals("--resume")) others.add(o.longestName());
    }
    for (CommandLine.Model.PositionalParamSpec p : pr.matchedPositionals()) others.add(p.paramLabel());
    if (!others.isEmpty()) {
      throw new UsageException("--resume " + dir + " takes the plan, seed and settings from DIR's run.json, so "
          + String.join(", ", others) + " cannot be given with it; drop " + (others.size() == 1 ? "it" : "them")
          + " (to measure something else, start a new run)");
    }
  }

  /**
   * Opens DIR: when it is complete, says so and returns null (nothing to do, exit 0); refuses one
   * that may still be running.
   */
  static Resumable open(CommandSpec spec, Resumable r) {
    if (r.complete()) {
      spec.commandLine().getOut().println("nothing to resume: " + r.dir() + " is complete ("
          + r.record().cells().size() + " cells); see it with 'wirebench report " + r.dir() + "'");
      spec.commandLine().getOut().flush();
      return null;
    }
    r.refuseIfBusy();
    return r;
  }

  /**
   * DIR's command line parsed by a new command tree, as if typed again (so the command it makes
   * records the same command line), printing where this one prints; its command.
   *
   * @throws UsageException when this wirebench cannot parse it
   */
  @SuppressWarnings("unchecked")
  static <T> T again(CommandSpec spec, Resumable r) {
    List<String> args = new ArrayList<>(List.of(r.record().header().kind()));
    args.addAll(r.arguments());
    CommandLine cl = spec.root().userObject() instanceof Main root ? Main.commandLine(root.stdin, root.stdout,
        root.stderr) : Main.commandLine(System.in, System.out, System.err);
    cl.setOut(spec.commandLine().getOut());
    cl.setErr(spec.commandLine().getErr());
    CommandLine.ParseResult parsed;
    try {
      parsed = cl.parseArgs(args.toArray(String[]::new));
    } catch (CommandLine.ParameterException e) {
      throw new UsageException("--resume " + r.dir() + ": its command line (wirebench " + String.join(" ", args)
          + ") is not one this wirebench takes (" + e.getMessage().lines().findFirst().orElse("") + "); measure again");
    }
    spec.commandLine().getOut().println("resuming: wirebench " + String.join(" ", args));
    return (T) parsed.subcommand().commandSpec().userObject();
  }
}
