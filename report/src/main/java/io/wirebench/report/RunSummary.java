package io.wirebench.report;

import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.MachineTerm;
import io.wirebench.analysis.PrecisionForecast;
import io.wirebench.analysis.VariancePrior;
import io.wirebench.records.Format;
import io.wirebench.records.NoiseCheck;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * What a speed run ({@code run}, {@code files}, {@code overhead}, {@code selfcheck}) prints once it
 * has saved its directory, read back from its record as {@code report} reads it: the tables, the
 * thread scaling, the answer, the size sweeps' ranks, and a footer of at most four lines (what was
 * measured, the machine, the precision forecast, what was left out) before the files it saved.
 */
public final class RunSummary {
  private RunSummary() {}

  /** Prints the summary of the run saved in {@code dir}; a directory that cannot be read back costs one line. */
  public static void print(Path dir, PrintWriter w) {
    SavedRun saved;
    try {
      saved = SavedRun.read(dir);
    } catch (RuntimeException e) {
      // the results are saved already; the summary is the one thing this costs
      w.println("(no summary: " + SavedRun.firstLine(e) + "; 'wirebench report " + dir + "' shows the tables)");
      w.flush();
      return;
    }
    RunRecord record = saved.record();
    w.println();
    TerminalTables.print(saved, false, w);
    if (ThreadScaling.threaded(record)) ThreadScaling.print(record, w);
    Answer.print(saved, w);
    if (!"overhead".equals(record.header().kind())) SweepTables.print(record, w);
    footer(record, w);
    w.println("saved: " + dir.resolve("run.json") + ", " + dir.resolve("jmh.json") + ", " + dir.resolve("sizes.json"));
    w.flush();
  }

  /** The tables of the cells a run stopped by Ctrl-C had measured, from the directory it saved first. */
  public static void interrupted(Path dir, PrintWriter w) {
    try {
      TerminalTables.print(SavedRun.read(dir), true, w);
    } catch (RuntimeException e) {
      w.println("(no tables: " + SavedRun.firstLine(e) + ")");
    }
    w.flush();
  }

  /** What was measured, then at most one line on the machine and one on precision (the method is docs/metrics.md's). */
  private static void footer(RunRecord r, PrintWriter w) {
    long failed = r.cells().stream().filter(c -> "failed".equals(c.status())).count();
    long measured = r.cells().stream().filter(c -> c.done() && c.score() != null && c.score().value() != null).count();
    RunRecord.PriorRecord prior = r.pooling() == null ? null : r.pooling().get(RunRecord.THROUGHPUT);
    boolean pools = prior != null && prior.df() > 0 && prior.relativeSd() != null;
    boolean forks = r.cells().stream().anyMatch(c -> c.done() && c.forks() != null
        && c.forks().stream().filter(RunRecord.ForkRecord::used).count() > 1);
    w.printf(Locale.ROOT, "%s measured, %d failed, in %s. %s.%n", Format.count(measured, "cell"), failed,
        Format.duration(Math.max(0, nz(RunFacts.seconds(r)))), !forks
            ? "No cell has a ±: each had one fork, and a rerun interval takes two (--forks 2, or --profile full)"
            : "± is the " + Estimate.BRIEF + "; a cell of one fork has none" + (pools ? "" : String.format(
                Locale.ROOT, ", and each ± comes from its own cell's forks alone (%s had two or more; pooling takes %d)",
                Format.count(prior == null ? 0 : prior.cells(), "cell"), VariancePrior.MIN_CELLS)));
    String machine = machine(r, prior, forks);
    if (!machine.isEmpty()) w.println(machine);
    PrecisionForecast forecast = RunFacts.precision(r);
    if (forecast != null) w.println(forecast.describe());
    if (r.leftOut() != null) w.println(r.leftOut().describe());
  }

  /** The machine's speed per round, and whether each ± includes its wander; empty when there is nothing to say. */
  private static String machine(RunRecord r, RunRecord.PriorRecord prior, boolean forks) {
    List<Double> drift = r.machineSpeedPerRound() == null ? List.of() : r.machineSpeedPerRound();
    boolean present = prior != null && prior.machineRerunSd() != null;
    StringBuilder m = new StringBuilder();
    if (!drift.isEmpty()) {
      m.append("The machine's speed per round, all cells together: ");
      for (int i = 0; i < drift.size(); i++) {
        m.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%+.1f%%", drift.get(i) * 100));
      }
      m.append(present ? "; each ± includes that wander" : "");
    }
    if (present) {
      double sd = prior.machineRerunSd();
      m.append(String.format(Locale.ROOT, " (a rerun's shift: standard deviation %.1f%%).", 100 * sd));
      if (sd > MachineTerm.UNSTEADY_SD) {
        String noise = NoiseCheck.verdictOf(r.header().machine());
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

  private static double nz(double v) {
    return Double.isNaN(v) ? 0 : v;
  }
}
