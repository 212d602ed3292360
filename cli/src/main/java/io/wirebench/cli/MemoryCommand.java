package io.wirebench.cli;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.memory.MemoryCell;
import io.wirebench.memory.MemoryDriver;
import io.wirebench.memory.MemoryHeader;
import io.wirebench.memory.MemoryPlan;
import io.wirebench.memory.MemoryRun;
import io.wirebench.records.KindRecord;
import io.wirebench.records.Resumable;
import io.wirebench.report.KindTables;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code wirebench memory}: the peak memory a large message costs, one JVM per cell. */
@Command(name = "memory", mixinStandardHelpOptions = true,
    description = "Measures the memory each codec needs beyond its input to write a data set (the source value) "
        + "or read it (the encoded bytes on disk or a socket), in a new JVM per cell: the smallest old-generation "
        + "budget in which the operation completes, found by halving (docs/metrics.md). Prints a table per data "
        + "set with the payload, the need, its ratio to the payload and a verdict (streams, buffers); writes "
        + "memory.json. Without --codecs: the protocol study's rows and the two controls. With --class: your "
        + "classes' values (--data: a file of many values; --copies N: a list of N copies of them, for a large "
        + "message), on the children's class path; a codec that cannot bind them is listed with the reason.")
final class MemoryCommand implements Callable<Integer> {
  static final String DEFAULT_DATASET = "decimal-matrix:2000x250";
  private static final long MIB = 1 << 20;

  @Mixin Selection selection;
  @Mixin UserData user;

  @Option(names = "--ops", paramLabel = "LIST", defaultValue = "write,read",
      description = "write, read (default: ${DEFAULT-VALUE}).")
  String ops;

  @Option(names = "--targets", paramLabel = "LIST", defaultValue = "discard,socket,file",
      description = "discard (writes only), socket (writes as HTTP chunks of 4 KB to a draining reader; reads "
          + "from a sending peer), file, jaxrs (writes only: one GET response from wirebench http's server, Jersey "
          + "on Grizzly with the generic provider, in the cell's JVM) (default: ${DEFAULT-VALUE}).")
  String targets;

  @Option(names = "--heap", paramLabel = "SIZE",
      description = "-Xmx (= -Xms) of every child JVM, e.g. 2g, 6g (default: room for the source twice and 512m, "
          + "at most 8g). A cell that does not fit is reported as needing more.")
  String heap;

  @Option(names = "--cell-timeout", paramLabel = "SECONDS", defaultValue = "600",
      description = "Stop a child after this many seconds and report it (default: ${DEFAULT-VALUE}).")
  long timeout;

  @Option(names = "--resolution", paramLabel = "MIB", defaultValue = "1",
      description = "Stop halving when the interval is this narrow, or 5%% of the need, whichever is wider "
          + "(default: ${DEFAULT-VALUE}).")
  double resolution;

  @Option(names = "--max-probes", paramLabel = "N", defaultValue = "8",
      description = "At most this many constrained runs per cell (default: ${DEFAULT-VALUE}).")
  int maxProbes;

  @Option(names = "--jvm", paramLabel = "PATH", description = "Run the children on another JDK: its home, its bin/java, or a feature release "
      + "installed in /usr/lib/jvm (e.g. 25).")
  String jvm;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Run directory to create (default: results/memory-<date-time>); holds memory.json and children.log.")
  Path out;

  @Option(names = "--dry-run", description = "Print the cells and the settings; run and write nothing.")
  boolean dryRun;

  @Option(names = "--resume", paramLabel = "DIR", description = Resuming.HELP + " Finished cells are kept.")
  Path resume;

  /** The run being continued, set on a command parsed from its command line. */
  Resumable resumed;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    if (resume != null) {
      return Resuming.resume(spec, resume, d -> Resumable.open(d, "memory"), r -> r,
          (c, r) -> c.resumed = r, MemoryCommand::call);
    }
    PrintWriter w = spec.commandLine().getOut();
    Codecs registry = Codecs.load();
    List<Codec> codecs = selection.codecs != null ? registry.select(selection.codecs) : MemoryPlan.study(registry);
    List<DataSet<?>> dataSets = user.withSelected(selection);
    if (dataSets == null) dataSets = selection.datasets(List.of(DEFAULT_DATASET));
    List<MemoryCell.Op> opList = Selection.parse(ops, "--ops", MemoryRun::op, "memory");
    List<MemoryCell.Target> targetList = Selection.parse(targets, "--targets", MemoryRun::target, "memory");
    List<String> dsIds = dataSets.stream().map(DataSet::id).toList();
    long heapBytes = heap == null ? MemoryPlan.defaultHeap(dsIds, 8L << 30) : MemoryHeader.heapSize(heap);
    if (maxProbes < 1 || resolution <= 0 || timeout < 1) {
      throw new UsageException("--max-probes, --resolution and --cell-timeout must be positive");
    }
    MemoryDriver.Plan plan = new MemoryDriver.Plan(codecs, dataSets, opList, targetList, RunOptions.jvm(jvm),
        heapBytes, timeout, (long) (resolution * MIB), maxProbes, Main.commandLine(spec));
    return Answered.print(MemoryDriver.run(plan, dryRun, resumed != null ? resumed::dir
        : () -> OutputPaths.runDirectory(out, "memory-", KindRecord.FILE), resumed, KindTables::interrupted, w),
        Answered.cellsIn(KindRecord.FILE), w);
  }
}
