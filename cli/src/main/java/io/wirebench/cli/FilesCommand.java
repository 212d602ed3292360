package io.wirebench.cli;

import io.wirebench.bench.CellResult;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench files}: the build tool's experiment. Saves {@code module-ids} to a file and
 * loads it back with every binary and schema codec, JSON and gzipped JSON, and prints time and
 * file size side by side.
 */
@Command(name = "files", mixinStandardHelpOptions = true,
    description = "The file experiment: save a data set (default module-ids) to a file and load it back with JSON, "
        + "gzipped JSON, MessagePack, the tagged binary format and every other binary or schema codec; prints save, "
        + "load and save+load time with the file size. Takes run's options.")
final class FilesCommand implements Callable<Integer> {
  static final List<String> JSON_BASELINES = List.of("jackson-databind", "jackson-databind+gzip", "jackson-databind+zstd");

  @Mixin Selection selection;

  @Option(names = "--profile", paramLabel = "NAME", defaultValue = "quick", description = "quick or full.")
  String profile;

  @Option(names = "--forks") Integer forks;
  @Option(names = "--warmup-iterations") Integer warmups;
  @Option(names = "--iterations") Integer iterations;
  @Option(names = "--iteration-ms") Integer iterationMs;

  @Option(names = "--jvm", paramLabel = "PATH", description = "Run the forks on another JDK.")
  String jvm;

  @Option(names = "--out", paramLabel = "DIR", description = "Run directory (default: results/<date-time>).")
  java.nio.file.Path out;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    RunCommand run = new RunCommand();
    run.selection = selection;
    run.spec = spec;
    run.ops = "write,read,saveload";
    run.targets = "file";
    run.profile = profile;
    run.forks = forks;
    run.warmups = warmups;
    run.iterations = iterations;
    run.iterationMs = iterationMs;
    run.jvm = jvm;
    run.out = out;
    run.defaultDatasets = List.of("module-ids");
    run.extraCodecs = JSON_BASELINES;
    RunCommand.Outcome o = run.execute(List.of(Family.BINARY, Family.SCHEMA));
    print(o, spec.commandLine().getOut());
    return o.exitCode();
  }

  private static void print(RunCommand.Outcome o, PrintWriter w) {
    Map<String, Map<String, CellResult>> byPair = new LinkedHashMap<>();
    for (CellResult r : o.measured()) {
      if (r.status() != CellResult.Status.DONE) continue;
      byPair.computeIfAbsent(r.cell().dataset() + "\u0000" + r.cell().codec(), k -> new LinkedHashMap<>())
          .put(r.cell().op(), r);
    }
    List<String> keys = new ArrayList<>(byPair.keySet());
    keys.sort(Comparator.comparingDouble(k -> ms(byPair.get(k).get("saveload"))));
    Table t = new Table("DATA SET", "CODEC", ">FILE BYTES", ">SAVE ms", ">LOAD ms", ">SAVE+LOAD ms", ">± ms");
    for (String k : keys) {
      String[] parts = k.split("\u0000");
      Map<String, CellResult> m = byPair.get(k);
      CellResult sl = m.get("saveload");
      t.row(parts[0], parts[1], String.format("%,d", o.sizes().getOrDefault(parts[1] + "/" + parts[0], -1L)),
          fmt(ms(m.get("write"))), fmt(ms(m.get("read"))), fmt(ms(sl)), sl == null ? "-" : fmt(errorMs(sl)));
    }
    w.println("file experiment (time per operation; SAVE+LOAD is measured as one operation, fastest first)");
    t.print(w, "  ");
    w.flush();
  }

  private static double ms(CellResult r) {
    return r == null ? Double.MAX_VALUE : 1000.0 / r.score();
  }

  /** The error of a time derived from a throughput: first-order propagation of JMH's error. */
  private static double errorMs(CellResult r) {
    return Double.isNaN(r.error()) ? Double.NaN : 1000.0 * r.error() / (r.score() * r.score());
  }

  private static String fmt(double v) {
    return v == Double.MAX_VALUE || Double.isNaN(v) ? "-" : String.format(java.util.Locale.ROOT, "%.2f", v);
  }
}
