package io.wirebench.cli;

import io.wirebench.records.ResultFile;
import io.wirebench.records.SavedRun;
import io.wirebench.store.Store;
import io.wirebench.store.StoreLocation;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;

/**
 * The one place where a measuring command's record reaches the results store: every such command
 * gets {@link StoreOptions}, and when it ends, however it ends, each run directory whose run.json it
 * wrote ({@link ResultFile#takeWrittenRuns}) is read back through the results model and stored. The
 * run directory is always written first; a store that fails costs one line on standard error, never
 * the run or the command's exit code.
 */
final class Storing {
  /** The commands that measure and write a run directory. */
  static final List<String> COMMANDS = List.of("run", "files", "selfcheck", "overhead", "sizes", "memory", "http",
      "check", "study", "coldstart", "merge", "machine");
  private static final String MIXIN = "store";
  /** The options of the command running now: a study's steps, commands of their own, take its choice. */
  private static final ThreadLocal<StoreOptions> OUTER = new ThreadLocal<>();

  private Storing() {}

  /** Adds {@code --store} and {@code --no-store} to every measuring command of {@code root}. */
  static CommandLine install(CommandLine root) {
    for (String name : COMMANDS) root.getSubcommands().get(name).addMixin(MIXIN, new StoreOptions());
    return root;
  }

  /** picocli's execution strategy: runs the command as usual, then stores what it wrote. */
  static int execute(CommandLine.ParseResult parsed) {
    CommandLine.ParseResult last = parsed;
    while (last.subcommand() != null) last = last.subcommand();
    CommandLine.Model.CommandSpec spec = last.commandSpec();
    CommandLine.Model.CommandSpec mixin = spec.mixins().get(MIXIN);
    if (mixin == null) return new CommandLine.RunLast().execute(parsed);
    StoreOptions own = (StoreOptions) mixin.userObject();
    StoreOptions outer = OUTER.get();
    StoreOptions options = own.given() || outer == null ? own : outer;
    if (!own.given() && last.hasMatchedOption("--resume")) {
      // a resumed run stores as the run it continues was told to (its --store or --no-store)
      StoreOptions fromDir = resumed(last.matchedOptionValue("--resume", (Path) null));
      if (fromDir != null) options = fromDir;
    }
    StoreLocation where;
    try {
      where = options.location(); // a contradiction is a usage error before anything runs
    } catch (UsageException e) {
      throw new CommandLine.ExecutionException(spec.commandLine(), e.getMessage(), e);
    }
    ResultFile.takeWrittenRuns(); // what earlier commands of this process wrote is theirs
    OUTER.set(options);
    io.wirebench.harness.MachineNoise.Past past = io.wirebench.harness.MachineNoise.past();
    io.wirebench.harness.MachineNoise.past(where == null ? null : pastIn(where));
    try {
      return new CommandLine.RunLast().execute(parsed);
    } finally {
      io.wirebench.harness.MachineNoise.past(past);
      OUTER.set(outer);
      store(where, ResultFile.takeWrittenRuns(), spec.commandLine());
    }
  }

  /**
   * The {@code --store} or {@code --no-store} of the command line DIR's run.json records, or null when it
   * gave neither or DIR cannot be read (the resume itself then says why).
   */
  static StoreOptions resumed(Path dir) {
    if (dir == null) return null;
    List<String> command;
    try {
      com.fasterxml.jackson.databind.JsonNode c = new com.fasterxml.jackson.databind.ObjectMapper()
          .readTree(dir.resolve("run.json").toFile()).get("command");
      if (c == null || !c.isArray()) return null;
      command = new java.util.ArrayList<>();
      c.forEach(a -> command.add(a.asText()));
    } catch (java.io.IOException | RuntimeException e) {
      return null;
    }
    StoreOptions o = new StoreOptions();
    for (int i = 0; i < command.size(); i++) {
      String a = command.get(i);
      if (a.equals("--no-store")) o.noStore = true;
      else if (a.equals("--store") && i + 1 < command.size()) o.store = command.get(++i);
      else if (a.startsWith("--store=")) o.store = a.substring("--store=".length());
    }
    return o.given() ? o : null;
  }

  /**
   * The machine checks the store holds for this host, for a check to compare its speed with (a
   * store not yet created is not created for it).
   */
  static io.wirebench.harness.MachineNoise.Past pastIn(StoreLocation where) {
    return jvm -> {
      java.util.Map<String, io.wirebench.harness.MachineNoise.Best> best = new java.util.HashMap<>();
      if (where.sqlite() && !java.nio.file.Files.exists(where.file())) return best;
      try (Store store = Store.open(where)) {
        store.fastestChecks(io.wirebench.records.RunInfo.machine(), jvm).forEach((probe, c) ->
            best.put(probe, new io.wirebench.harness.MachineNoise.Best(c.perSecond(), c.run(), c.runs())));
      }
      return best;
    };
  }

  /**
   * The metric {@code history} shows this run's trend by: its first cell's first metric, or null
   * when its cells have none (a check matrix: verdicts, not values). Named in the hint unless it is
   * history's own default, since history takes throughput first whenever the store holds speed runs.
   */
  static String headline(SavedRun run) {
    if (run.record() == null || run.record().cells() == null) return null;
    for (io.wirebench.records.RunRecord.CellRecord c : run.record().cells()) {
      if (c.metrics() != null && !c.metrics().isEmpty()) return c.metrics().keySet().iterator().next();
    }
    return null;
  }

  private static void store(StoreLocation where, List<Path> dirs, CommandLine line) {
    if (where == null || dirs.isEmpty()) return;
    try (Store store = Store.open(where)) {
      for (Path dir : dirs) {
        try {
          SavedRun run = SavedRun.read(dir);
          Store.Written w = store.write(run);
          String metric = headline(run);
          line.getOut().println("stored in " + where + ": " + w.name() + " (" + w.cells() + (w.cells() == 1 ? " cell"
              : " cells") + (w.outcome() == Store.Outcome.UNCHANGED ? ", already there" : "") + ")"
              + (metric == null ? "" : "; 'wirebench history" + (metric.equals("throughput") ? "" : " --metric "
                  + metric) + "' shows its trend"));
        } catch (RuntimeException e) {
          notStored(where, dir, e, line);
        }
      }
    } catch (RuntimeException e) {
      for (Path dir : dirs) notStored(where, dir, e, line);
    }
    line.getOut().flush();
  }

  private static void notStored(StoreLocation where, Path dir, RuntimeException e, CommandLine line) {
    line.getErr().println(Failures.prefix(line) + "the run was not stored in " + where + " ("
        + SavedRun.firstLine(e) + "); it is kept in " + dir + ", and 'wirebench import " + dir + "' stores it later");
    line.getErr().flush();
  }
}
