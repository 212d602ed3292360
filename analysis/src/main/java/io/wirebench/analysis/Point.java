package io.wirebench.analysis;

import java.time.Instant;

/**
 * One run's value of one cell, as a results history holds it.
 *
 * @param runId the run, as the store names it
 * @param started when the run started; a series is in run order, which the caller sorts
 * @param commit the wirebench (or library) commit the run measured, or null when unknown
 * @param value the run's value of the cell (its mean over forks)
 * @param low lower bound of that run's 95% rerun interval, or null when unknown
 * @param high upper bound of that run's 95% rerun interval, or null when unknown
 * @param forks the run's per-fork means (empty when unknown): they show the run's own noise, which
 *     its value alone does not
 * @param machineCheck the verdict of the machine check before the run ("quiet", "shared core", ...),
 *     or null when it had none
 * @param machineSpeed the check's wide probe's speed (work per second; NaN when unknown): a run that
 *     met a neighbour on the core for the whole check says "quiet" and runs slower, which only its
 *     speed beside the other runs' shows
 */
public record Point(String runId, Instant started, String commit, double value, Double low, Double high,
    double[] forks, String machineCheck, double machineSpeed) {
  public Point {
    forks = forks == null ? new double[0] : forks.clone();
  }

  /** A point of a run without a machine check. */
  public Point(String runId, Instant started, String commit, double value, Double low, Double high, double[] forks) {
    this(runId, started, commit, value, low, high, forks, null, Double.NaN);
  }

  /** The fork values, a copy (a record's array component would otherwise be shared). */
  @Override public double[] forks() {
    return forks.clone();
  }

  /** Whether the run's interval is known: both bounds present and finite. */
  public boolean hasInterval() {
    return low != null && high != null && Double.isFinite(low) && Double.isFinite(high);
  }
}
