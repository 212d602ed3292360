package io.wirebench.speed;

import io.wirebench.analysis.Cell;
import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.ForkSample;
import io.wirebench.records.Format;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The progress display and the saving after every fork: forks done of total, the round, the
 * current cell and iteration, time left. On a terminal the current line updates in place; in a
 * log or CI it is one line per finished fork.
 */
public final class Progress implements Session.Listener {
  private final PrintWriter out;
  private final boolean live;
  private final RunDirectory dir;
  private final Supplier<List<CellResult>> results;
  private final Supplier<Integer> rounds;
  private String current = "";
  private double left;

  /**
   * @param live update one line in place (a terminal) rather than printing a line per fork
   * @param dir where results are saved after every fork; null saves nothing
   * @param results every cell as it stands
   * @param rounds rounds started so far
   */
  public Progress(PrintWriter out, boolean live, RunDirectory dir, Supplier<List<CellResult>> results,
      Supplier<Integer> rounds) {
    this.out = out;
    this.live = live;
    this.dir = dir;
    this.results = results;
    this.rounds = rounds;
  }

  @Override public void forkStarted(Cell cell, int round, int forksDone, int forksPlanned, double secondsLeft) {
    left = secondsLeft;
    current = String.format(Locale.ROOT, "[%" + width(forksPlanned) + "d/%d] round %d · %s", forksDone + 1,
        forksPlanned, round, cell.label());
    if (live) {
      out.print("\r\033[K" + current + "  ·  " + Format.duration(secondsLeft) + " left");
      out.flush();
    }
  }

  @Override public void iteration(Cell cell, boolean warmup, int iteration, int of) {
    if (!live) return;
    out.print("\r\033[K" + current + "  ·  " + (warmup ? "warm-up " : "measure ") + iteration + "/" + of
        + "  ·  " + Format.duration(left) + " left");
    out.flush();
  }

  @Override public void forkFinished(CellResult r, String failure, int forksDone, int forksPlanned) {
    // the cells as the run reports them: each fork's verdict taken with the autocorrelation pooled
    // over the cells measured so far, as the tables will show it (not the fork's own estimate)
    List<CellResult> all = results == null ? List.of() : results.get();
    CellResult shown = all.stream().filter(c -> c.cell().equals(r.cell()) && c.forks().size() == r.forks().size())
        .findFirst().orElse(r);
    if (dir != null) {
      try {
        dir.cells(all, rounds.get());
      } catch (IOException e) {
        out.println();
        out.println("could not save results in " + dir.dir() + ": " + e.getMessage());
      }
    }
    String outcome;
    if (!failure.isEmpty()) {
      outcome = "FAILED: " + failure;
    } else {
      ForkSample last = shown.forks().get(shown.forks().size() - 1);
      outcome = String.format(Locale.ROOT, "fork %d: %s ops/s (%s)", shown.forks().size(),
          Format.number(last.steadyMean()), last.steady().kind().label());
    }
    if (live) out.print("\r\033[K");
    out.println(String.format(Locale.ROOT, "[%" + width(forksPlanned) + "d/%d] %s  %s", forksDone, forksPlanned,
        r.cell().label(), outcome));
    out.flush();
  }

  @Override public void extraForks(int round, int forks, int forksPlanned) {
    if (live) out.print("\r\033[K");
    out.println(String.format(Locale.ROOT, "round %d: %d more fork%s, for cells that have not settled or whose "
        + "interval is wider than the target (%d forks in all now)", round, forks, forks == 1 ? "" : "s", forksPlanned));
    out.flush();
  }

  private static int width(int total) {
    return String.valueOf(total).length();
  }
}
