package io.wirebench.cli;

import io.wirebench.harness.MachineNoise;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import io.wirebench.report.Comparison;
import io.wirebench.report.ForkSamples;
import io.wirebench.report.KindComparison;
import io.wirebench.report.KindSections;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench compare}: each shared cell's change between two runs, with its interval and a verdict. */
@Command(name = "compare", mixinStandardHelpOptions = true,
    description = {"Compares two runs cell by cell: the change of time per operation with its 95%% interval, and a "
        + "verdict (faster, slower, no change within noise) from Welch's t on the logs of the fork values (each fork "
        + "is one independent sample). Ends with the geometric mean over the shared cells.",
        "BASE and NEW are wirebench run directories or JMH JSON result files of any project (-rf json; "
        + "rawData has one array per fork; throughput and time modes).",
        "Two memory, http, sizes or check directories are compared by their own figures: memory beyond the "
        + "input and HTTP req/s and p99 with their intervals (worse or better when the intervals are apart), sizes "
        + "exactly, and a check's changed verdicts (a verdict turned worse is a regression and exits 1)."})
final class CompareCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "BASE", description = "The run to compare against.")
  Path base;

  @Parameters(index = "1", paramLabel = "NEW", description = "The run to judge.")
  Path next;

  @Option(names = "--fail-on-regression", paramLabel = "PERCENT",
      description = "Exit 1 when a cell is significantly slower by more than PERCENT more time per operation "
          + "(e.g. 5%%), so that CI can gate on it.")
  String failOnRegression;

  @Option(names = "--markdown", description = "Print the table as GitHub Markdown.")
  boolean markdown;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() {
    Double threshold = failOnRegression == null ? null : threshold(failOnRegression);
    List<String> checks = new java.util.ArrayList<>();
    List<RunRecord.Header> headers = new java.util.ArrayList<>();
    for (Path p : List.of(base, next)) {
      String k = SavedRun.kindOf(p);
      RunRecord r = k == null ? null : SavedRun.read(p).record();
      String status = r == null ? "complete" : r.status();
      checks.add(r == null ? null : MachineNoise.verdictOf(r.header().machine()));
      headers.add(r == null ? null : r.header());
      if (!"complete".equals(status)) {
        spec.commandLine().getOut().println("note: " + p + " is " + status + "; it is compared on the cells it "
            + "measured" + ("running".equals(status) ? " so far" : " ('wirebench " + k + " --resume " + p
            + "' measures the rest)"));
      }
    }
    String note = machineCheckNote(checks.get(0), checks.get(1));
    if (note != null) spec.commandLine().getOut().println(note);
    String speed = machineSpeedNote(headers.get(0), headers.get(1));
    if (speed != null) spec.commandLine().getOut().println(speed);
    String kind = SavedRun.kindOf(base);
    if (kind != null && !KindSections.SPEED_KINDS.contains(kind)) return compareKinds(threshold);
    ForkSamples b = ForkSamples.read(base);
    ForkSamples n = ForkSamples.read(next);
    Comparison c = Comparison.of(b, n);
    if (c.changes().isEmpty()) {
      throw new UsageException(base + " and " + next + " have no cell in common (" + b.cells().size() + " and "
          + n.cells().size() + " cells); compare two runs of the same codecs, data sets, operations and targets");
    }
    PrintWriter out = spec.commandLine().getOut();
    if (markdown) {
      c.printMarkdown(out);
    } else {
      c.print(out);
    }
    answerChanges(out);
    if (threshold == null) {
      out.flush();
      return 0;
    }
    var regressions = c.regressions(threshold);
    if (regressions.isEmpty()) {
      out.printf(Locale.ROOT, "no cell is significantly slower by more than %s%n", percent(threshold));
      out.flush();
      return 0;
    }
    for (Comparison.Change r : regressions) {
      out.printf(Locale.ROOT, "regression: %s takes %s more time per operation (beyond %s, outside the noise)%n",
          r.key(), percent(r.timeChange()), percent(threshold));
    }
    out.flush();
    return 1;
  }

  /**
   * Where the two runs' answers name other codecs (both run directories; a JMH file has no answer),
   * read from their records as their commands printed them.
   */
  private void answerChanges(PrintWriter out) {
    if (SavedRun.kindOf(base) == null || SavedRun.kindOf(next) == null) return;
    List<String> lines = io.wirebench.report.Answer.changes(SavedRun.read(base), SavedRun.read(next));
    if (!lines.isEmpty()) out.println();
    for (String l : lines) out.println((markdown ? "- " : "") + l);
  }

  /** Memory, HTTP, sizes and checks: each shared cell's figures judged by their intervals, or verdict changes. */
  private int compareKinds(Double threshold) {
    KindComparison c = KindComparison.of(SavedRun.read(base).record(), SavedRun.read(next).record(), threshold);
    PrintWriter out = spec.commandLine().getOut();
    c.print(out);
    answerChanges(out);
    List<String> regressions = c.regressions();
    for (String r : regressions) out.println("regression: " + r);
    if (regressions.isEmpty()) out.println("no regression" + (threshold == null ? "" : " beyond " + percent(threshold)));
    out.flush();
    // a check's verdict that turned worse fails on its own; a figure only when a threshold asks
    return !regressions.isEmpty() && (threshold != null || "check".equals(c.kind())) ? 1 : 0;
  }

  /**
   * A note when both runs checked the machine and the checks disagree ({@code base}'s and {@code next}'s
   * verdicts, null where a run has none): a cell that moved may then have moved with the machine.
   */
  private String machineCheckNote(String b, String n) {
    if (b == null || n == null || b.equals(n)) return null;
    return "note: the machine check found the machine " + b + " before " + base + " and " + n + " before " + next
        + "; a change may be the machine's (see docs/metrics.md, \"The machine check\")";
  }

  /**
   * How far apart the machine check's probes may run before two runs on the same JVM are said to
   * have met a different machine: as {@code MachineNoise.SLOWER_THAN_BEST} (docs/metrics.md, "The
   * machine check").
   */
  static final double SPEED_CHANGE = MachineNoise.SLOWER_THAN_BEST;

  /**
   * A note when both runs checked the machine on the same JVM and a probe ran more than {@link
   * #SPEED_CHANGE} faster or slower before {@code next} than before {@code base}: a neighbour that
   * stays on the core through the check slows it without spreading its windows, so the verdicts
   * can agree ("quiet") while every score moves with the machine.
   */
  static String machineSpeedNote(RunRecord.Header b, RunRecord.Header n, Path base, Path next) {
    // the probes run in the command's own JVM (not the forks'), and another JVM compiles them differently
    String jvm = b == null ? null : MachineNoise.probeJvmOf(b.machine());
    if (jvm == null || n == null || !jvm.equals(MachineNoise.probeJvmOf(n.machine()))) return null;
    double wide = MachineNoise.speedOf(n.machine(), "wide") / MachineNoise.speedOf(b.machine(), "wide");
    double chain = MachineNoise.speedOf(n.machine(), "chain") / MachineNoise.speedOf(b.machine(), "chain");
    boolean moved = Math.abs(Math.log(wide)) > -Math.log(1 - SPEED_CHANGE)
        || Math.abs(Math.log(chain)) > -Math.log(1 - SPEED_CHANGE);
    if (!moved) return null; // NaN (a run without the figures) compares false
    return String.format(Locale.ROOT, "note: before %s the machine check's probes ran at %.2f× (code that fills a "
        + "core) and %.2f× (a dependent chain) their speed before %s, on the same JVM: the machine itself was %s, "
        + "and every score may have moved with it (see docs/metrics.md, \"The machine check\")", next, wide, chain, base,
        wide * chain < 1 ? "slower" : "faster");
  }

  private String machineSpeedNote(RunRecord.Header b, RunRecord.Header n) {
    return machineSpeedNote(b, n, base, next);
  }

  private static String percent(double f) {
    return String.format(Locale.ROOT, "%.1f%%", f * 100);
  }

  /** "5%", "5" or "0.5%": a fraction of more time per operation. */
  static double threshold(String text) {
    String s = text.trim();
    if (s.endsWith("%")) s = s.substring(0, s.length() - 1).trim();
    try {
      double v = Double.parseDouble(s) / 100;
      if (!(v >= 0) || v >= 10 || Double.isInfinite(v)) throw new NumberFormatException();
      return v;
    } catch (NumberFormatException e) {
      throw new UsageException("--fail-on-regression " + text + " is not a percentage; write it as 5% (a slowdown "
          + "of more than 5% more time per operation fails)");
    }
  }
}
