package io.wirebench.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What became of a cell so far: its forks, each analysed, and the estimates over them.
 *
 * @param cell the cell
 * @param status outcome
 * @param forks the forks measured, in the order they ran
 * @param message why it failed or is incomplete, or empty
 * @param seconds wall time the cell's forks took
 * @param encodedBytes the codec's encoded size of the data set, or -1
 */
public record CellResult(Cell cell, Status status, List<ForkSample> forks, String message, double seconds,
    long encodedBytes) {

  /** Outcome of a cell. */
  public enum Status {
    /** At least one fork measured. */
    DONE,
    /** A fork failed; the message says why. */
    FAILED,
    /** Planned, but the run stopped before any fork of it finished. */
    MISSING;

    /** The lower-case name used in run.json and tables. */
    public String label() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  public CellResult {
    forks = List.copyOf(forks);
  }

  /** A cell not measured yet. */
  public static CellResult planned(Cell cell, long encodedBytes) {
    return new CellResult(cell, Status.MISSING, List.of(), "", 0, encodedBytes);
  }

  /** This cell with one more fork. */
  public CellResult withFork(ForkSample fork) {
    List<ForkSample> l = new ArrayList<>(forks);
    l.add(fork);
    return new CellResult(cell, Status.DONE, l, "", seconds + fork.seconds(), encodedBytes);
  }

  /** This cell, failed. Forks already measured are kept for the record but not reported. */
  public CellResult failed(String why, double moreSeconds) {
    return new CellResult(cell, Status.FAILED, forks, why, seconds + moreSeconds, encodedBytes);
  }

  /** This cell with a note (for example, that the run stopped before all its forks). */
  public CellResult withMessage(String note) {
    return new CellResult(cell, status, forks, note, seconds, encodedBytes);
  }

  /** True when the cell has a value to report. */
  public boolean measured() {
    return status == Status.DONE && !forks.isEmpty();
  }

  /**
   * The forks the cell's figures come from: all of them. (Leaving out forks without a steady
   * state would pick, among modes the JVM switches between, the one a fork happened to end in.)
   */
  public List<ForkSample> usedForks() {
    return forks;
  }

  /** True when no fork reached a steady state (or none ran). */
  public boolean noSteadyFork() {
    return forks.stream().allMatch(f -> f.steady().kind() == SteadyState.Kind.NO_STEADY_STATE);
  }

  /** A metric's estimate over the used forks. */
  public Estimate estimate(Metric metric) {
    if (!measured()) return Estimate.NONE;
    List<ForkSample> used = usedForks();
    double[] v = new double[used.size()];
    for (int i = 0; i < v.length; i++) v[i] = metric.source().of(used.get(i), encodedBytes);
    return Estimate.of(v);
  }

  /** Every metric's estimate, by metric id, in {@link Metric#ALL} order. */
  public Map<String, Estimate> estimates() {
    Map<String, Estimate> m = new LinkedHashMap<>();
    for (Metric metric : Metric.ALL) m.put(metric.id(), estimate(metric));
    return m;
  }

  /** The throughput estimate, which tables rank by. */
  public Estimate score() {
    return estimate(Metric.THROUGHPUT);
  }

  /** The verdict on the used forks. */
  public Steadiness steadiness() {
    return Steadiness.of(usedForks());
  }
}
