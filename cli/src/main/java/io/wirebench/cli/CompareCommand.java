package io.wirebench.cli;

import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import io.wirebench.report.CompareNotes;
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
    Double threshold = failOnRegression == null ? null : Percent.parse(failOnRegression, "--fail-on-regression");
    for (String note : CompareNotes.of(base, record(base), next, record(next))) spec.commandLine().getOut().println(note);
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

  private static RunRecord record(Path p) {
    return SavedRun.kindOf(p) == null ? null : SavedRun.read(p).record();
  }

  private static String percent(double f) {
    return String.format(Locale.ROOT, "%.1f%%", f * 100);
  }
}
