package io.wirebench.cli;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.records.RunRecord;
import io.wirebench.speed.Resume;
import io.wirebench.speed.Shard;
import io.wirebench.speed.StandardRun;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code wirebench run}: the gate, then JMH over every selected cell in rounds of forks, then the tables. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = "Runs the round-trip gate, then measures every (operation, target, codec, data set) cell with JMH "
        + "in rounds: each round runs one fork of every cell, in a new random order. Saves after every fork; "
        + "Ctrl-C stops and keeps what was measured. Without --codecs it measures the standard JSON matrix "
        + "(8 popular libraries on dbdata, write and read, about 8 s a cell) and prints the command for the rest "
        + "(--codecs json).")
final class RunCommand implements Callable<Integer> {
  @Mixin Selection selection;
  @Mixin SizeOption sizes;
  @Mixin RunOptions options;

  @Option(names = "--ops", paramLabel = "LIST", defaultValue = "write,read",
      description = "Operations: write, read, roundtrip (read, change one field, write), saveload (write a file "
          + "and read it back), access (visit every field without building the model; zero-copy and streaming "
          + "readers), partial (read one deep field, e.g. dbdata:1000's rows.500.id). Default: ${DEFAULT-VALUE}.")
  String ops;

  @Option(names = "--targets", paramLabel = "LIST", defaultValue = "bytes",
      description = "Targets: string, writer, reader, stream, bytes, file (text targets only for text formats). "
          + "Default: ${DEFAULT-VALUE}.")
  String targets;

  @Option(names = "--no-baseline", description = "Leave out the baseline row (pre-encoded bytes, copied).")
  boolean noBaseline;

  @Mixin UserData user;
  @Mixin ShardOption shardOption;
  @Mixin ThreadsOption threads;
  @ParentCommand Main main;

  @Option(names = "--resume", paramLabel = "DIR", description = Resuming.HELP)
  java.nio.file.Path resume;
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    if (resume != null) {
      return Resuming.resume(spec, resume, d -> Resume.open(d, "run"), Resume::base,
          (c, r) -> c.options.resumed = r, RunCommand::call);
    }
    Shard shard = shardOption.resolve(main.env);
    options.threads = threads.counts();
    Codecs registry = Codecs.load();
    List<Codec> codecs;
    RunRecord.LeftOut leftOut = null;
    List<String> defaultDatasets = StandardRun.DEFAULT_DATASETS;
    String userDataSet = user.dataSet();
    if (userDataSet != null) {
      // the user's classes: the selected data sets, if any, and theirs; by default every codec that binds classes
      List<DataSet<?>> datasets = new ArrayList<>();
      if (selection.datasets != null) datasets.addAll(selection.datasets(List.of()));
      datasets.add(DataSets.require(userDataSet));
      codecs = selection.codecs == null ? UserData.bindingCodecs(registry)
          : new ArrayList<>(selection.codecs(registry, List.of(Family.JSON)));
      return measure(registry, codecs, datasets, null, shard);
    }
    if (selection.codecs == null) {
      codecs = new ArrayList<>();
      for (String id : StandardRun.CODECS) registry.find(id).ifPresent(codecs::add);
      long rest = selection.codecs(registry, List.of(Family.JSON)).stream()
          .filter(c -> !StandardRun.CODECS.contains(c.info().id())).count();
      // said in a line: how many, and the short command ('json' selects every JSON codec); 'wirebench
      // list codecs' names them
      if (selection.datasets == null) {
        defaultDatasets = StandardRun.DATASETS;
        leftOut = new RunRecord.LeftOut(rest + " other JSON codecs and the measurements-1k data set",
            "./wirebench run --codecs json --datasets dbdata,measurements-1k");
      } else if (rest > 0) {
        leftOut = new RunRecord.LeftOut(rest + " other JSON codecs",
            "./wirebench run --codecs json --datasets " + Measuring.quoted(selection.datasets));
      }
    } else {
      codecs = new ArrayList<>(selection.codecs(registry, List.of(Family.JSON)));
    }
    return measure(registry, codecs, selection.datasets(defaultDatasets), leftOut, shard);
  }

  /** Measures the codecs with the baseline (unless --no-baseline) on the data sets, or on each of their --sizes. */
  private int measure(Codecs registry, List<Codec> codecs, List<DataSet<?>> datasets, RunRecord.LeftOut leftOut,
      Shard shard) throws IOException {
    if (!noBaseline && codecs.stream().noneMatch(c -> c.info().id().equals(StandardRun.BASELINE))) {
      registry.find(StandardRun.BASELINE).ifPresent(codecs::add);
    }
    return Measuring.measure(spec, options, "run", codecs, sizes.apply(datasets, spec.commandLine().getOut()),
        Measuring.operations(ops), Measuring.targets(targets), leftOut, shard);
  }
}
