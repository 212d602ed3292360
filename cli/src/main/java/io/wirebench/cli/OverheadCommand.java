package io.wirebench.cli;

import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.ForkSample;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import io.wirebench.core.Target;
import io.wirebench.fork.Direct;
import io.wirebench.records.Format;
import io.wirebench.records.Operation;
import io.wirebench.records.Table;
import io.wirebench.speed.RunDriver;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench overhead}: the codec path against the library called directly, in one
 * interleaved run, so that any cost the harness adds shows as a ratio with its interval.
 */
@Command(name = "overhead", mixinStandardHelpOptions = true,
    description = "Measures write and read of measurements-1k through the codec path and by calling the library "
        + "directly (gson.toJson(obj), mapper.writeValueAsString(obj), ...), interleaved in one run, and prints the "
        + "ratio of each pair with its 95%% interval. Takes run's measuring options; use --profile full for figures "
        + "to rely on.")
final class OverheadCommand implements Callable<Integer> {
  /** A codec path within this fraction of the direct call is "the same". */
  static final double TOLERANCE = 0.05;

  @Mixin RunOptions options;

  @Option(names = "--codecs", paramLabel = "LIST", description = "Some of: ${COMPLETION-CANDIDATES}. Default: all.",
      completionCandidates = Candidates.class)
  String codecs;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /** The codecs with a direct benchmark. */
  static final class Candidates implements Iterable<String> {
    @Override public java.util.Iterator<String> iterator() {
      return new TreeSet<>(Direct.TARGETS.keySet()).iterator();
    }
  }

  @Override public Integer call() throws IOException {
    List<String> known = new ArrayList<>(new TreeSet<>(Direct.TARGETS.keySet()));
    List<String> ids = codecs == null ? known : Selection.names(codecs, known, "codec with a direct benchmark");
    Codecs registry = Codecs.load();
    List<Codec> selected = new ArrayList<>();
    for (String id : ids) selected.add(registry.require(id));
    RunDriver.Finished o = Measuring.measureOutcome(spec, options, "overhead", selected,
        List.of(DataSets.require(Direct.DATASET)),
        List.of(Operation.WRITE, Operation.READ, Operation.DIRECT_WRITE, Operation.DIRECT_READ),
        List.of(Target.STRING, Target.BYTES), c -> c.target() == Direct.TARGETS.get(c.codec()), null);
    if (o.results().isEmpty()) return o.exitCode();
    print(o.results(), ids, spec.commandLine().getOut());
    return o.exitCode();
  }

  static void print(List<CellResult> results, List<String> ids, PrintWriter w) {
    Table t = new Table("CODEC", "OP", "TARGET", ">CODEC PATH ops/s", ">DIRECT ops/s", ">RATIO", ">95% CI", "VERDICT");
    for (String id : ids) {
      for (Operation[] pair : new Operation[][] {{Operation.WRITE, Operation.DIRECT_WRITE},
          {Operation.READ, Operation.DIRECT_READ}}) {
        CellResult path = find(results, id, pair[0]);
        CellResult direct = find(results, id, pair[1]);
        if (path == null || direct == null || !path.measured() || !direct.measured()) {
          t.row(id, pair[0].label(), Direct.TARGETS.get(id).label(), "-", "-", "-", "-", "not measured");
          continue;
        }
        Estimate r = Estimate.ratio(means(path), means(direct));
        t.row(id, pair[0].label(), Direct.TARGETS.get(id).label(), Format.number(path.score().value()),
            Format.number(direct.score().value()), String.format(Locale.ROOT, "%.3f", r.value()),
            Double.isNaN(r.low()) ? "-" : String.format(Locale.ROOT, "%.3f-%.3f", r.low(), r.high()), verdict(r));
      }
    }
    w.println("codec path vs direct call (" + Direct.DATASET + "; ratio = codec path / direct, 95% interval from "
        + "Welch's t over the forks' log means)");
    t.print(w, "  ");
    w.flush();
  }

  /** Whether the interval says the two paths are the same within the tolerance. */
  static String verdict(Estimate r) {
    if (Double.isNaN(r.low())) return "one fork: no interval";
    if (r.low() >= 1 - TOLERANCE && r.high() <= 1 + TOLERANCE) return "same within 5%";
    if (r.high() < 1 - TOLERANCE) return "codec path slower: harness cost, investigate";
    if (r.low() > 1 + TOLERANCE) return "codec path faster: direct call differs, investigate";
    return "inconclusive: interval wider than ±5%, run more forks";
  }

  private static CellResult find(List<CellResult> results, String codec, Operation op) {
    return results.stream().filter(r -> r.cell().codec().equals(codec) && r.cell().op() == op).findFirst().orElse(null);
  }

  private static double[] means(CellResult r) {
    return r.forks().stream().mapToDouble(ForkSample::steadyMean).toArray();
  }
}
