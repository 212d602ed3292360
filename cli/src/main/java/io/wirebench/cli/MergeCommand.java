package io.wirebench.cli;

import io.wirebench.analysis.ShardMerge;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench merge}: one run record from the shards of a plan. */
@Command(name = "merge", mixinStandardHelpOptions = true,
    description = {"Joins the run directories of 'wirebench run --shard INDEX/COUNT' (every shard of one plan, each "
        + "once) into one run directory that 'report' and 'compare' read like any run.",
        "Each table comes from the shard that owns it, its anchor cells included; the anchor cells the other shards "
        + "measured give how fast each shard's machine ran them. When the shards' machines differ (cpu, cores, "
        + "memory, os, JVM), every cell becomes its ratio to its table's anchor (jackson-databind, else a control) "
        + "measured in the same shard, metric ratioToAnchor, and no absolute speed is kept. See docs/shards.md."})
final class MergeCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "SHARD_DIR", description = "The shards' run directories, in any order.")
  List<Path> shards = new ArrayList<>();

  @Option(names = "--out", paramLabel = "DIR",
      description = "Run directory to create (default: results/merged-<date-time>). Never overwritten.")
  Path out;

  @Option(names = "--ratios", description = "Write ratios to the anchors even when the machines are alike, so that "
      + "the record compares with merges of shards that ran elsewhere (CI runners differ from run to run).")
  boolean ratios;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    List<SavedRun> runs = new ArrayList<>();
    for (Path dir : shards) runs.add(SavedRun.read(dir));
    ShardMerge.Merged m = ShardMerge.merge(runs, ratios, Main.commandLine(spec));
    Path dir = OutputPaths.runDirectory(out, "merged-", "run.json");
    PrintWriter w = spec.commandLine().getOut();
    m.lines().forEach(w::println);
    List<Path> written = ShardMerge.write(m, dir);
    w.println("wrote " + String.join(", ", written.stream().map(Path::toString).toList())
        + (m.ratios() ? " (no jmh.json: JMH's scores are absolute, and this record holds ratios)" : ""));
    io.wirebench.report.Answer.print(dir, w); // from the merged record, as 'report' reads it
    w.println("next: wirebench report " + dir + "   or   wirebench compare BASE " + dir);
    w.flush();
    return 0;
  }
}
