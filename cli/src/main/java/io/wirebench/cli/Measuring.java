package io.wirebench.cli;

import io.wirebench.core.Codec;
import io.wirebench.core.DataSet;
import io.wirebench.core.Target;
import io.wirebench.records.Operation;
import io.wirebench.records.RunRecord;
import io.wirebench.report.RunSummary;
import io.wirebench.speed.RunDriver;
import io.wirebench.speed.Shard;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * What the measuring commands ({@code run}, {@code files}, {@code selfcheck}, {@code overhead})
 * share: their operation and target lists, and one call of the driver ({@link RunDriver}) whose
 * problems become usage errors (exit 2) or failures (exit 1).
 */
final class Measuring {
  private Measuring() {}

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
    return measure(spec, options, kind, codecs, datasets, ops, targets, leftOut, null);
  }

  /** Measures a selection, or one shard of it (null: all), with the shared options; the exit code. */
  static int measure(picocli.CommandLine.Model.CommandSpec spec, RunOptions options, String kind, List<Codec> codecs,
      List<DataSet<?>> datasets, List<Operation> ops, List<Target> targets, RunRecord.LeftOut leftOut, Shard shard)
      throws IOException {
    return measureOutcome(spec, options, kind, codecs, datasets, ops, targets, c -> true, leftOut, shard).exitCode();
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
      java.util.function.Predicate<io.wirebench.analysis.Cell> keep, RunRecord.LeftOut leftOut) throws IOException {
    return measureOutcome(spec, options, kind, codecs, datasets, ops, targets, keep, leftOut, null);
  }

  /**
   * Measures the cells of a selection that {@code keep} accepts, or {@code shard}'s part of them (null:
   * all). A shard given no --seed takes one from the selection, so that every shard of it agrees.
   */
  static RunDriver.Finished measureOutcome(picocli.CommandLine.Model.CommandSpec spec, RunOptions options,
      String kind, List<Codec> codecs, List<DataSet<?>> datasets, List<Operation> ops, List<Target> targets,
      java.util.function.Predicate<io.wirebench.analysis.Cell> keep, RunRecord.LeftOut leftOut, Shard shard)
      throws IOException {
    if (codecs.isEmpty()) throw new UsageException("no codec selected; see 'wirebench list codecs'");
    List<String> command = new ArrayList<>(List.of("wirebench"));
    command.addAll(spec.commandLine().getParseResult().originalArgs());
    List<io.wirebench.harness.JvmInfo> jvms = options.jvms();
    io.wirebench.speed.Resume resume = options.resumed;
    long seed = resume != null ? resume.seed() : shard == null || options.seed != null ? options.seed()
        : Shard.seed(selectionWords(options, codecs, datasets, ops, targets));
    double machineCheck = options.machineCheckSeconds(); // checked in a dry run too
    if (options.dryRun) machineCheck = 0;
    RunDriver.Settings s = new RunDriver.Settings(kind, command, options.profile(), jvms.get(0),
        options.jvmArgs, !options.noGc, seed,
        resume != null ? resume.dir() : options.dryRun && options.out == null ? null : options.outDir(), options.dryRun,
        System.console() != null, jvms, options.threads, machineCheck);
    PrintWriter out = spec.commandLine().getOut();
    RunDriver.Finished o = RunDriver.run(s, resume, codecs, datasets, ops, targets, keep, leftOut, shard,
        RunSummary::interrupted, out);
    if (o.dir() != null) RunSummary.print(o.dir(), out); // from the record just saved, as 'report' reads it
    if (!o.problem().isEmpty()) {
      deleteIfEmpty(s.out());
      if (o.usageProblem()) throw new UsageException(o.problem());
      throw new CommandFailure(o.problem());
    }
    return o;
  }

  /** What a selection is, in words that are equal for equal selections: the profile, codecs, data sets, ops, targets. */
  private static List<String> selectionWords(RunOptions options, List<Codec> codecs, List<DataSet<?>> datasets,
      List<Operation> ops, List<Target> targets) {
    List<String> words = new ArrayList<>(List.of(options.profile().toString()));
    codecs.forEach(c -> words.add("codec " + c.info().id()));
    datasets.forEach(d -> words.add("dataset " + d.id()));
    ops.forEach(o -> words.add("op " + o.label()));
    targets.forEach(t -> words.add("target " + t.label()));
    return words;
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
