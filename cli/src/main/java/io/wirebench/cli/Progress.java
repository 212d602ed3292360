package io.wirebench.cli;

import io.wirebench.bench.Cell;
import io.wirebench.bench.CellResult;
import io.wirebench.bench.CellRunner;
import java.io.PrintWriter;

/**
 * The progress display: cells done of total, the current cell, time left. On a terminal the
 * current cell's line updates in place; in a log or CI it is one line per finished cell.
 */
final class Progress implements CellRunner.Listener {
  private final PrintWriter out;
  private final boolean live;
  private final Results results;
  private final java.util.function.ToLongFunction<Cell> sizes;
  private String current = "";
  private double left;
  private int total;

  Progress(PrintWriter out, boolean live, Results results, java.util.function.ToLongFunction<Cell> sizes) {
    this.out = out;
    this.live = live;
    this.results = results;
    this.sizes = sizes;
  }

  @Override public void started(Cell cell, int index, int total, double secondsLeft) {
    this.total = total;
    this.left = secondsLeft;
    current = String.format("[%" + width(total) + "d/%d] %s", index + 1, total, cell.label());
    if (live) {
      out.print("\r\033[K" + current + "  ·  " + Format.duration(secondsLeft) + " left");
      out.flush();
    }
  }

  @Override public void iteration(Cell cell, boolean warmup, int iteration, int of, int fork, int forks) {
    if (!live) return;
    String phase = (warmup ? "warm-up " : "measure ") + iteration + "/" + of
        + (forks > 1 ? ", fork " + fork + "/" + forks : "");
    out.print("\r\033[K" + current + "  ·  " + phase + "  ·  " + Format.duration(left) + " left");
    out.flush();
  }

  @Override public void finished(CellResult r, int done, int total) {
    try {
      results.cell(r, sizes.applyAsLong(r.cell()));
    } catch (java.io.IOException e) {
      out.println();
      out.println("could not save results: " + e.getMessage());
    }
    if (r.status() == CellResult.Status.MISSING) return;
    String outcome = r.status() == CellResult.Status.DONE
        ? Format.score(r.score(), r.error()) + " " + r.unit()
        : "FAILED: " + r.message();
    if (live) out.print("\r\033[K");
    String line = String.format("[%" + width(total) + "d/%d] %s  %s", done, total, r.cell().label(), outcome);
    out.println(line);
    out.flush();
  }

  private static int width(int total) {
    return String.valueOf(total).length();
  }
}
