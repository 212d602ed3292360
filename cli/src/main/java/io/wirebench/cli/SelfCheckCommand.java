package io.wirebench.cli;

import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.ForkSample;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import io.wirebench.core.Target;
import io.wirebench.records.Operation;
import io.wirebench.speed.RunDriver;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench selfcheck}: measures two controls whose speed ratio is known by construction
 * (control-1x does half the work of control-2x) and fails when the interval of the measured ratio
 * misses it. A harness that cannot recover a known answer cannot be trusted with unknown ones.
 */
@Command(name = "selfcheck", mixinStandardHelpOptions = true,
    description = "Checks how steady the machine is (10 s; --machine-check sets it), then measures the controls control-1x and control-2x (the same fixed work, once and twice per "
        + "operation) and checks that the 95%% interval of their speed ratio contains the known value, 2.0. "
        + "Exit code 1 when it does not. Takes run's measuring options; default 4 forks per control.")
final class SelfCheckCommand implements Callable<Integer> {
  /** The ratio the controls have by construction. */
  static final double KNOWN_RATIO = 2.0;
  static final int DEFAULT_FORKS = 4;

  @Mixin RunOptions options;

  @Option(names = "--expect", paramLabel = "RATIO", hidden = true,
      description = "The ratio to check against (for testing that the check can fail).")
  double expected = KNOWN_RATIO;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    if (options.forks == null) options.forks = DEFAULT_FORKS;
    options.machineCheckDefault = RunOptions.DEFAULT_MACHINE_CHECK;
    Codecs registry = Codecs.load();
    List<Codec> controls = List.of(registry.require("control-1x"), registry.require("control-2x"));
    RunDriver.Finished o = Measuring.measureOutcome(spec, options, "selfcheck", controls,
        List.of(DataSets.require("person")), List.of(Operation.WRITE), List.of(Target.BYTES), null);
    if (o.results().isEmpty()) return o.exitCode();
    PrintWriter w = spec.commandLine().getOut();
    CellResult one = find(o.results(), "control-1x");
    CellResult two = find(o.results(), "control-2x");
    if (one == null || two == null || !one.measured() || !two.measured()) {
      w.println("selfcheck: a control was not measured; see above");
      return 1;
    }
    Estimate ratio = Estimate.ratio(means(one), means(two));
    boolean ok = passes(ratio, expected);
    w.printf(Locale.ROOT, "selfcheck: control-1x / control-2x = %.3f (95%% CI %.3f-%.3f, %d and %d forks); "
        + "known by construction: %.1f. %s%n", ratio.value(), ratio.low(), ratio.high(), one.forks().size(),
        two.forks().size(), expected, ok ? PASS : FAIL);
    w.flush();
    return ok ? 0 : 1;
  }

  static final String PASS = "PASS: the harness recovers the known ratio.";
  static final String FAIL = "FAIL: the interval misses the known ratio; do not trust this machine's numbers until "
      + "it passes (look for load elsewhere, frequency scaling, or too few forks).";

  /** The check: the measured ratio's interval contains the known ratio. */
  static boolean passes(Estimate ratio, double expected) {
    return ratio.contains(expected);
  }

  private static CellResult find(List<CellResult> results, String codec) {
    return results.stream().filter(r -> r.cell().codec().equals(codec)).findFirst().orElse(null);
  }

  private static double[] means(CellResult r) {
    return r.forks().stream().mapToDouble(ForkSample::steadyMean).toArray();
  }
}
