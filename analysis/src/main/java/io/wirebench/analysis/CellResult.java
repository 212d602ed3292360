package io.wirebench.analysis;

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
 * @param pooling what the run's cells say about fork-to-fork spread, per metric ({@link Pooling#apply});
 *     {@link Pooling#NONE} until the run's cells are seen together
 */
public record CellResult(Cell cell, Status status, List<ForkSample> forks, String message, double seconds,
    long encodedBytes, Pooling pooling) {

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
    pooling = pooling == null ? Pooling.NONE : pooling;
  }

  /** A cell whose intervals come from its own forks alone. */
  public CellResult(Cell cell, Status status, List<ForkSample> forks, String message, double seconds,
      long encodedBytes) {
    this(cell, status, forks, message, seconds, encodedBytes, Pooling.NONE);
  }

  /** A cell not measured yet. */
  public static CellResult planned(Cell cell, long encodedBytes) {
    return new CellResult(cell, Status.MISSING, List.of(), "", 0, encodedBytes);
  }

  /** This cell with one more fork. */
  public CellResult withFork(ForkSample fork) {
    List<ForkSample> l = new ArrayList<>(forks);
    l.add(fork);
    return new CellResult(cell, Status.DONE, l, "", seconds + fork.seconds(), encodedBytes, pooling);
  }

  /** This cell, failed. Forks already measured are kept for the record but not reported. */
  public CellResult failed(String why, double moreSeconds) {
    return new CellResult(cell, Status.FAILED, forks, why, seconds + moreSeconds, encodedBytes, pooling);
  }

  /** This cell with a note (for example, that the run stopped before all its forks). */
  public CellResult withMessage(String note) {
    return new CellResult(cell, status, forks, note, seconds, encodedBytes, pooling);
  }

  /** This cell with its forks analysed again ({@link Autocorrelation#pool}): the same forks, in the same order. */
  public CellResult withForks(List<ForkSample> analysed) {
    if (analysed.size() != forks.size()) throw new IllegalArgumentException("not the cell's forks");
    return new CellResult(cell, status, analysed, message, seconds, encodedBytes, pooling);
  }

  /** This cell with the run's pooled fork spread. */
  public CellResult withPooling(Pooling p) {
    return new CellResult(cell, status, forks, message, seconds, encodedBytes, p);
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

  /** A metric's value in each used fork (NaN where a fork has none); empty when the cell has no value. */
  public double[] samples(Metric metric) {
    if (!measured()) return new double[0];
    List<ForkSample> used = usedForks();
    double[] v = new double[used.size()];
    for (int i = 0; i < v.length; i++) v[i] = metric.source().of(used.get(i), encodedBytes);
    return v;
  }

  /**
   * A metric's estimate over the used forks, its variance moderated by the run's pooled spread and
   * its rerun interval widened by the run's {@link MachineTerm}.
   */
  public Estimate estimate(Metric metric) {
    if (!measured()) return Estimate.NONE;
    return Estimate.of(samples(metric), pooling.prior(metric), pooling.machine(metric));
  }

  /**
   * The throughput estimate without the machine term: what more forks of this cell can narrow,
   * and so what the precision target of a profile is held to.
   */
  public Estimate cellScore() {
    if (!measured()) return Estimate.NONE;
    return Estimate.of(samples(Metric.THROUGHPUT), pooling.prior(Metric.THROUGHPUT));
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
