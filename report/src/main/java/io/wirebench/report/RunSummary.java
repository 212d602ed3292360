package io.wirebench.report;

import io.wirebench.analysis.Cell;
import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.MachineDrift;
import io.wirebench.analysis.MachineTerm;
import io.wirebench.analysis.Metric;
import io.wirebench.analysis.PrecisionForecast;
import io.wirebench.analysis.VariancePrior;
import io.wirebench.records.Format;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * What a speed run ({@code run}, {@code files}, {@code overhead}, {@code selfcheck}) prints once it
 * has saved its directory: the tables, the thread scaling, the answer read back from the record, the
 * size sweeps' ranks, and a footer of at most four lines (what was measured, the machine, the
 * precision forecast, what was left out) before the files it saved.
 */
public final class RunSummary {
  private RunSummary() {}

  /**
   * What the run saved beside its cells.
   *
   * @param dir the run directory
   * @param seconds the run's wall time
   * @param bindingOf a codec id's binding label
   * @param partialMethodOf how a partial cell reads, or null
   * @param noise the machine check's verdict before the run, or null
   * @param leftOut what the default selection left out, or null
   * @param threaded whether cells ran on several threads
   * @param ranks whether the run's size sweeps get rank tables
   */
  public record Facts(Path dir, double seconds, Function<String, String> bindingOf,
      Function<Cell, String> partialMethodOf, String noise, RunRecord.LeftOut leftOut, boolean threaded,
      boolean ranks) {}

  /** Prints the summary of a finished run from its cells and its saved directory. */
  public static void print(List<CellResult> results, Facts f, PrintWriter w) {
    w.println();
    ResultTables.print(results, f.bindingOf(), f.partialMethodOf(), w);
    RunRecord record = null;
    try {
      record = SavedRun.read(f.dir()).record();
    } catch (RuntimeException e) {
      // Answer.print says what it cannot read, in one line
    }
    if (f.threaded() && record != null) ThreadScaling.print(record, w);
    Answer.print(f.dir(), w); // from the record just saved, as 'report' reads it
    if (f.ranks() && record != null) SweepTables.print(record, w);
    footer(results, f, w);
    w.println("saved: " + f.dir().resolve("run.json") + ", " + f.dir().resolve("jmh.json") + ", "
        + f.dir().resolve("sizes.json"));
    w.flush();
  }

  /** What was measured, then at most one line on the machine and one on precision (the method is docs/metrics.md's). */
  private static void footer(List<CellResult> results, Facts f, PrintWriter w) {
    long failed = results.stream().filter(r -> r.status() == CellResult.Status.FAILED).count();
    long measured = results.stream().filter(CellResult::measured).count();
    VariancePrior prior = results.isEmpty() ? VariancePrior.NONE : results.get(0).pooling().prior(Metric.THROUGHPUT);
    boolean forks = results.stream().anyMatch(r -> r.measured() && r.forks().size() > 1);
    w.printf(Locale.ROOT, "%s measured, %d failed, in %s. %s.%n", Format.count(measured, "cell"), failed,
        Format.duration(f.seconds()), !forks
            ? "No cell has a ±: each had one fork, and a rerun interval takes two (--forks 2, or --profile full)"
            : "± is the " + Estimate.BRIEF + "; a cell of one fork has none" + (prior.pools() ? "" : String.format(
                Locale.ROOT, ", and each ± comes from its own cell's forks alone (%s had two or more; pooling takes %d)",
                Format.count(prior.cells(), "cell"), VariancePrior.MIN_CELLS)));
    String machine = machine(results, forks, f.noise());
    if (!machine.isEmpty()) w.println(machine);
    PrecisionForecast forecast = PrecisionForecast.of(results, f.seconds(), PrecisionForecast.PUBLICATION);
    if (forecast != null) w.println(forecast.describe());
    if (f.leftOut() != null) w.println(f.leftOut().describe());
  }

  /** The machine's speed per round, and whether each ± includes its wander; empty when there is nothing to say. */
  private static String machine(List<CellResult> results, boolean forks, String noise) {
    double[] drift = MachineDrift.perRound(results);
    MachineTerm machine = results.isEmpty() ? MachineTerm.NONE : results.get(0).pooling().machine(Metric.THROUGHPUT);
    StringBuilder m = new StringBuilder();
    if (drift.length > 0) {
      m.append("The machine's speed per round, all cells together: ");
      for (int i = 0; i < drift.length; i++) {
        m.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%+.1f%%", drift[i] * 100));
      }
      m.append(machine.present() ? "; each ± includes that wander" : "");
    }
    if (machine.present()) {
      double sd = Math.sqrt(machine.rerunVariance());
      m.append(String.format(Locale.ROOT, " (a rerun's shift: standard deviation %.1f%%).", 100 * sd));
      if (sd > MachineTerm.UNSTEADY_SD) {
        m.append(String.format(Locale.ROOT, " Not steady (over %.0f%%): absolute scores are loose, rankings inside the "
            + "run stand%s.", 100 * MachineTerm.UNSTEADY_SD, noise == null ? "" : "; the check before it said: " + noise));
      }
    } else if (forks) {
      m.append(m.length() == 0 ? "" : ". ").append("No ± includes the machine's wander between runs (it takes two "
          + "rounds of two or more cells to see), so a rerun may move every score alike by more.");
    } else if (m.length() > 0) {
      m.append('.');
    }
    return m.toString();
  }
}
