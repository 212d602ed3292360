package io.wirebench.cli;

import io.wirebench.bench.Operation;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.core.Target;
import io.wirebench.results.RunRecord;
import io.wirebench.run.RunDriver;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code wirebench run}: the gate, then JMH over every selected cell in rounds of forks, then the tables. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = "Runs the round-trip gate, then measures every (operation, target, codec, data set) cell with JMH "
        + "in rounds: each round runs one fork of every cell, in a new random order. Saves after every fork; "
        + "Ctrl-C stops and keeps what was measured. Without --codecs it measures the standard JSON matrix "
        + "(8 popular libraries on dbdata, write and read, about 8 s a cell) and prints the command for the rest "
        + "(--codecs json).")
final class RunCommand implements Callable<Integer> {
  /** The standard JSON matrix: the libraries most teams choose between, measured by default. */
  static final List<String> STANDARD_CODECS = List.of("jackson-databind", "jackson-blackbird", "jackson-jr", "gson",
      "moshi", "dsl-json", "fastjson2", "avaje-jsonb");
  /** Data sets of a run that names codecs but no data sets. */
  static final List<String> DEFAULT_DATASETS = List.of("dbdata", "measurements-1k");
  /**
   * Data sets of the default run. On two cores a JIT takes 3 to 8 seconds to finish compiling a
   * reader, so a cell needs about 8 seconds to be measured well, and three minutes hold 18 such
   * cells: the standard codecs on one data set.
   */
  static final List<String> STANDARD_DATASETS = List.of("dbdata");
  /** The harness's ceiling, added to every run: writes pre-encoded JSON bytes and reads them by copying. */
  static final String BASELINE = "baseline";

  @Mixin Selection selection;
  @Mixin RunOptions options;

  @Option(names = "--ops", paramLabel = "LIST", defaultValue = "write,read",
      description = "Operations: write, read, roundtrip (read, change one field, write), saveload (write a file "
          + "and read it back). Default: ${DEFAULT-VALUE}.")
  String ops;

  @Option(names = "--targets", paramLabel = "LIST", defaultValue = "bytes",
      description = "Targets: string, writer, reader, stream, bytes, file (text targets only for text formats). "
          + "Default: ${DEFAULT-VALUE}.")
  String targets;

  @Option(names = "--no-baseline", description = "Leave out the baseline row (pre-encoded bytes, copied).")
  boolean noBaseline;

  @Mixin UserData user;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    Codecs registry = Codecs.load();
    List<Codec> codecs;
    RunRecord.LeftOut leftOut = null;
    List<String> defaultDatasets = DEFAULT_DATASETS;
    String userDataSet = user.dataSet();
    if (userDataSet != null) {
      // the user's classes: the selected data sets, if any, and theirs; by default every codec that binds classes
      List<DataSet<?>> datasets = new ArrayList<>();
      if (selection.datasets != null) datasets.addAll(selection.datasets(List.of()));
      datasets.add(DataSets.require(userDataSet));
      if (selection.codecs == null) {
        codecs = UserData.bindingCodecs(registry);
      } else {
        codecs = new ArrayList<>(selection.codecs(registry, List.of(Family.JSON)));
      }
      if (!noBaseline && codecs.stream().noneMatch(c -> c.info().id().equals(BASELINE))) {
        registry.find(BASELINE).ifPresent(codecs::add);
      }
      return measure(spec, options, "run", codecs, datasets, operations(ops), targets(targets), null);
    }
    if (selection.codecs == null) {
      codecs = new ArrayList<>();
      for (String id : STANDARD_CODECS) registry.find(id).ifPresent(codecs::add);
      long rest = selection.codecs(registry, List.of(Family.JSON)).stream()
          .filter(c -> !STANDARD_CODECS.contains(c.info().id())).count();
      // said in a line: how many, and the short command ('json' selects every JSON codec); 'wirebench
      // list codecs' names them
      if (selection.datasets == null) {
        defaultDatasets = STANDARD_DATASETS;
        leftOut = new RunRecord.LeftOut(rest + " other JSON codecs and the measurements-1k data set",
            "./wirebench run --codecs json --datasets dbdata,measurements-1k");
      } else if (rest > 0) {
        leftOut = new RunRecord.LeftOut(rest + " other JSON codecs",
            "./wirebench run --codecs json --datasets " + quoted(selection.datasets));
      }
    } else {
      codecs = new ArrayList<>(selection.codecs(registry, List.of(Family.JSON)));
    }
    if (!noBaseline && codecs.stream().noneMatch(c -> c.info().id().equals(BASELINE))) {
      registry.find(BASELINE).ifPresent(codecs::add);
    }
    return measure(spec, options, "run", codecs, selection.datasets(defaultDatasets), operations(ops),
        targets(targets), leftOut);
  }

  /** A value as a shell takes it: as it is when plain, else in single quotes. */
  static String quoted(String value) {
    return value.matches("[A-Za-z0-9._:,/+=@-]+") ? value : "'" + value.replace("'", "'\\''") + "'";
  }

  static List<Operation> operations(String list) {
    return Selection.names(list, Operation.labels(), "operation").stream().map(Operation::of).toList();
  }

  static List<Target> targets(String list) {
    List<String> labels = new ArrayList<>();
    for (Target t : Target.values()) labels.add(t.label());
    return Selection.names(list, labels, "target").stream()
        .map(l -> Target.valueOf(l.toUpperCase(java.util.Locale.ROOT))).toList();
  }

  /** Measures a selection with the shared options; the exit code of the measurement. */
  static int measure(picocli.CommandLine.Model.CommandSpec spec, RunOptions options, String kind, List<Codec> codecs,
      List<DataSet<?>> datasets, List<Operation> ops, List<Target> targets, RunRecord.LeftOut leftOut)
      throws IOException {
    RunDriver.Finished o = measureOutcome(spec, options, kind, codecs, datasets, ops, targets, leftOut);
    return o.exitCode();
  }

  /** Measures a selection with the shared options; usage problems become usage errors. */
  static RunDriver.Finished measureOutcome(picocli.CommandLine.Model.CommandSpec spec, RunOptions options,
      String kind, List<Codec> codecs, List<DataSet<?>> datasets, List<Operation> ops, List<Target> targets,
      RunRecord.LeftOut leftOut) throws IOException {
    return measureOutcome(spec, options, kind, codecs, datasets, ops, targets, c -> true, leftOut);
  }

  /** Measures the cells of a selection that {@code keep} accepts. */
  static RunDriver.Finished measureOutcome(picocli.CommandLine.Model.CommandSpec spec, RunOptions options,
      String kind, List<Codec> codecs, List<DataSet<?>> datasets, List<Operation> ops, List<Target> targets,
      java.util.function.Predicate<io.wirebench.bench.Cell> keep, RunRecord.LeftOut leftOut) throws IOException {
    if (codecs.isEmpty()) throw new UsageException("no codec selected; see 'wirebench list codecs'");
    List<String> command = new ArrayList<>(List.of("wirebench"));
    command.addAll(spec.commandLine().getParseResult().originalArgs());
    List<io.wirebench.bench.JvmInfo> jvms = options.jvms();
    RunDriver.Settings s = new RunDriver.Settings(kind, command, options.profile(), jvms.get(0),
        options.jvmArgs, !options.noGc, options.seed(), options.dryRun && options.out == null ? null : options.outDir(), options.dryRun,
        System.console() != null, jvms);
    RunDriver.Finished o = RunDriver.run(s, codecs, datasets, ops, targets, keep, leftOut,
        spec.commandLine().getOut());
    if (!o.problem().isEmpty()) {
      deleteIfEmpty(s.out());
      if (o.usageProblem()) throw new UsageException(o.problem());
      throw new CommandFailure(o.problem());
    }
    return o;
  }

  /** Removes a run directory that was created for a run that measured nothing. */
  private static void deleteIfEmpty(java.nio.file.Path dir) {
    if (dir == null) return;
    try (var entries = java.nio.file.Files.list(dir)) {
      if (entries.findAny().isEmpty()) java.nio.file.Files.delete(dir);
    } catch (IOException ignored) {
      // leave it: an empty directory is harmless
    }
  }
}
