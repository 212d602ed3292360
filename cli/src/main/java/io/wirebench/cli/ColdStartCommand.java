package io.wirebench.cli;

import io.wirebench.coldstart.ColdStartDriver;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.records.KindRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code wirebench coldstart}: what a codec's first use costs in a fresh JVM. */
@Command(name = "coldstart", mixinStandardHelpOptions = true,
    description = "Measures a codec's cold start: each sample is a fresh JVM on the codec's own class path that "
        + "binds it and does the first write and the first read of a data set (read back and compared). Records "
        + "the time from the JVM's launch to that result, the first use itself (bind, write, read), the classes "
        + "it loaded and the peak resident memory; samples run in rounds, every cell once a round in a new random "
        + "order, with 95%% intervals over the samples. --cds also measures each cell with an AppCDS archive made "
        + "for it. Writes run.json (kind coldstart), which report and compare read. Without --codecs: the "
        + "standard JSON matrix and kryo, protobuf, fory. With --class: your classes' values, on each child's class path.")
final class ColdStartCommand implements Callable<Integer> {
  /** The default rows: the standard JSON matrix and the binary codecs users weigh against it. */
  static final List<String> DEFAULT_CODECS = concat(io.wirebench.speed.StandardRun.CODECS, List.of("kryo", "protobuf", "fory"));

  @Mixin Selection selection;
  @Mixin UserData user;

  @Option(names = "--samples", paramLabel = "N", defaultValue = "10",
      description = "Fresh JVMs per cell, one a round (default: ${DEFAULT-VALUE}).")
  int samples;

  @Option(names = "--cds", description = "Also measure each cell with an AppCDS archive made for it by one training run "
      + "(-XX:ArchiveClassesAtExit, then -XX:SharedArchiveFile).")
  boolean cds;

  @Option(names = "--jvm", paramLabel = "PATH", description = "Start the samples on another JDK: its home, its bin/java, "
      + "or a feature release installed in /usr/lib/jvm (e.g. 25).")
  String jvm;

  @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "120",
      description = "Stop a sample after this many seconds and fail its cell (default: ${DEFAULT-VALUE}).")
  long timeout;

  @Option(names = "--seed", paramLabel = "N", description = "Seed of the rounds' random orders (default: random, "
      + "recorded).")
  Long seed;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Run directory to create (default: results/coldstart-<date-time>).")
  Path out;

  @Option(names = "--dry-run", description = "Print the cells and the settings; run and write nothing.")
  boolean dryRun;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException, InterruptedException {
    if (samples < 1 || timeout < 1) throw new UsageException("--samples and --timeout must be positive");
    Codecs registry = Codecs.load();
    List<Codec> codecs = new ArrayList<>();
    if (selection.codecs != null) {
      codecs.addAll(registry.select(selection.codecs));
    } else {
      for (String id : DEFAULT_CODECS) registry.find(id).ifPresent(codecs::add);
    }
    List<DataSet<?>> dataSets = user.withSelected(selection);
    if (dataSets == null) dataSets = selection.datasets(List.of("person", "dbdata"));
    ColdStartDriver.Plan plan = new ColdStartDriver.Plan(codecs, dataSets, samples, cds, RunOptions.jvm(jvm),
        seed != null ? seed : java.util.concurrent.ThreadLocalRandom.current().nextLong(1L << 48), timeout,
        Main.commandLine(spec));
    return Answered.print(ColdStartDriver.run(plan, dryRun, () -> OutputPaths.runDirectory(out, "coldstart-", "run.json"),
        spec.commandLine().getOut()),
        Answered.measuredIn(KindRecord.FILE),
        spec.commandLine().getOut());
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a);
    out.addAll(b);
    return List.copyOf(out);
  }
}
