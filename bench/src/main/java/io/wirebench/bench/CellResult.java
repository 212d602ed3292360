package io.wirebench.bench;

import org.openjdk.jmh.results.RunResult;

/**
 * What became of a cell.
 *
 * @param cell the cell
 * @param status outcome
 * @param run JMH's result, when measured
 * @param message why it failed, or empty
 * @param seconds wall time the cell took
 */
public record CellResult(Cell cell, Status status, RunResult run, String message, double seconds) {

  /** Outcome of a cell. */
  public enum Status { DONE, FAILED, MISSING }

  /** Throughput score (ops/s), or NaN. */
  public double score() {
    return run == null ? Double.NaN : run.getPrimaryResult().getScore();
  }

  /** The error JMH reports for the score (99.9% confidence half-width), or NaN. */
  public double error() {
    return run == null ? Double.NaN : run.getPrimaryResult().getScoreError();
  }

  /** The score's unit. */
  public String unit() {
    return run == null ? "" : run.getPrimaryResult().getScoreUnit();
  }

  /** Bytes allocated per operation (JMH gc profiler), or NaN when not profiled. */
  public double allocBytesPerOp() {
    if (run == null) return Double.NaN;
    return run.getSecondaryResults().entrySet().stream()
        .filter(e -> e.getKey().endsWith("gc.alloc.rate.norm"))
        .mapToDouble(e -> e.getValue().getScore()).findFirst().orElse(Double.NaN);
  }
}
