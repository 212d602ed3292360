package io.wirebench.cli;

import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.Pair;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.Family;
import io.wirebench.core.Target;
import io.wirebench.records.Operation;
import io.wirebench.records.Table;
import io.wirebench.speed.RunDriver;
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
import picocli.CommandLine.Spec;

/**
 * {@code wirebench files}: the build tool's experiment. Saves {@code module-ids} to a file and
 * loads it back with every binary and schema codec, JSON and gzipped JSON, and prints time and
 * file size side by side.
 */
@Command(name = "files", mixinStandardHelpOptions = true,
    description = "The file experiment: save a data set (default module-ids) to a file and load it back with JSON, "
        + "gzipped JSON, MessagePack, the tagged binary format and every other binary or schema codec; prints save, "
        + "load and save+load time with the file size. Takes run's measuring options, and your classes "
        + "(--class/--data, then the data set is yours): a codec that cannot bind them is listed with the reason.")
final class FilesCommand implements Callable<Integer> {
  static final List<String> JSON_BASELINES = List.of("jackson-databind", "jackson-databind+gzip", "jackson-databind+zstd");

  @Mixin Selection selection;
  @Mixin RunOptions options;
  @Mixin UserData user;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    Codecs registry = Codecs.load();
    List<Codec> codecs = new ArrayList<>(selection.codecs(registry, List.of(Family.BINARY, Family.SCHEMA)));
    if (selection.codecs == null) {
      for (String id : JSON_BASELINES) {
        if (codecs.stream().noneMatch(c -> c.info().id().equals(id))) registry.find(id).ifPresent(codecs::add);
      }
    }
    List<io.wirebench.core.DataSet<?>> datasets = user.withSelected(selection);
    RunDriver.Finished o = Measuring.measureOutcome(spec, options, "files", codecs,
        datasets != null ? datasets : selection.datasets(List.of("module-ids")),
        List.of(Operation.WRITE, Operation.READ, Operation.SAVELOAD),
        List.of(Target.FILE), null);
    if (!o.results().isEmpty()) print(o, spec.commandLine().getOut());
    return o.exitCode();
  }

  private static void print(RunDriver.Finished o, PrintWriter w) {
    Map<Pair, Map<Operation, CellResult>> byPair = new LinkedHashMap<>();
    for (CellResult r : o.results()) {
      if (r.measured()) byPair.computeIfAbsent(r.cell().pair(), k -> new LinkedHashMap<>()).put(r.cell().op(), r);
    }
    List<Pair> keys = new ArrayList<>(byPair.keySet());
    keys.sort(Comparator.comparingDouble(k -> ms(byPair.get(k).get(Operation.SAVELOAD)).value()));
    Table t = new Table("DATA SET", "CODEC", ">FILE BYTES", ">SAVE ms", ">LOAD ms", ">SAVE+LOAD ms", ">95% RERUN ms");
    for (Pair k : keys) {
      Map<Operation, CellResult> m = byPair.get(k);
      Estimate sl = ms(m.get(Operation.SAVELOAD));
      t.row(k.dataset(), k.codec(), String.format("%,d", o.plan().sizes().getOrDefault(k, -1L)),
          fmt(ms(m.get(Operation.WRITE)).value()), fmt(ms(m.get(Operation.READ)).value()), fmt(sl.value()),
          interval(sl));
    }
    w.println("file experiment (time per operation; SAVE+LOAD is measured as one operation, fastest first)");
    t.print(w, "  ");
    w.flush();
  }

  /** Milliseconds per operation, with the interval of each fork's time. */
  private static Estimate ms(CellResult r) {
    if (r == null) return new Estimate(Double.MAX_VALUE, Double.NaN, Double.NaN, 0);
    Estimate s = r.estimate(io.wirebench.analysis.Metric.TIME_PER_OP);
    return new Estimate(s.value() * 1000, s.low() * 1000, s.high() * 1000, s.n());
  }

  /**
   * The interval in ms, or "-" without one. Student's t over two or three fork means can reach
   * below zero, which no time can; the interval is cut at zero (it keeps its coverage, since the
   * true time is positive) and shown as "0-HIGH".
   */
  static String interval(Estimate e) {
    if (Double.isNaN(e.low())) return "-";
    return (e.low() <= 0 ? "0" : fmt(e.low())) + "-" + fmt(e.high());
  }

  private static String fmt(double v) {
    return v == Double.MAX_VALUE || Double.isNaN(v) ? "-" : String.format(java.util.Locale.ROOT, "%.2f", v);
  }
}
