package io.wirebench.analysis;

import io.wirebench.records.Better;
import io.wirebench.records.Format;
import java.util.List;
import java.util.Map;

/**
 * What a cell on several threads ({@code run --threads}) adds to its figures: throughput per thread,
 * and its scaling efficiency against the same cell on one thread of the same run. The cells' forks
 * are the samples, as everywhere: efficiency is the ratio of the two cells' mean throughputs over
 * the thread count, with the interval {@link Estimate#ratio} gives a ratio of two cells (Welch's t on
 * the logs of their forks), so 1.0 inside it means "scales linearly, as far as these forks tell".
 * Both cells ran in the same interleaved rounds, so the machine's wander between runs is not in it.
 */
public final class Scaling {
  /**
   * A figure a cell on more than one thread carries beside {@link Metric#ALL} in run.json: not a
   * table column of every run, so a run without {@code --threads} has none of them.
   */
  public record Figure(String id, String unit, Better better, String description) {}

  /** Throughput over the thread count: what one thread achieved while the others ran. */
  public static final Figure PER_THREAD = new Figure("throughputPerThread", "ops/s", Better.HIGHER,
      "operations per second per thread: throughput / threads, with its rerun interval scaled alike");

  /** Throughput at N threads over N times the throughput of the same cell on one thread. */
  public static final Figure EFFICIENCY = new Figure("scalingEfficiency", "", Better.HIGHER,
      "throughput at N threads / (N × throughput at 1 thread), with the 95% interval of Welch's t on the logs of "
          + "both cells' forks; 1 is linear scaling, 1/N no gain at all");

  /** The Universal Scalability Law's contention of the cell's operation over the run's thread counts. */
  public static final Figure CONTENTION = new Figure("uslContention", "", Better.LOWER,
      "σ of the Universal Scalability Law fitted over every thread count of the run (3 or more): the share "
          + "of the work that queues for something shared; the same value on each of the operation's cells");

  /** The Universal Scalability Law's coherency of the cell's operation over the run's thread counts. */
  public static final Figure COHERENCY = new Figure("uslCoherency", "", Better.LOWER,
      "κ of the Universal Scalability Law fitted over every thread count of the run (3 or more): the cost of "
          + "keeping shared data coherent between threads, which makes throughput fall past a peak");

  /** Every figure, in the order run.json lists them. */
  public static final List<Figure> ALL = List.of(PER_THREAD, EFFICIENCY, CONTENTION, COHERENCY);

  private Scaling() {}

  /** A total throughput's estimate divided among {@code threads} threads. */
  public static Estimate perThread(Estimate total, int threads) {
    return scale(total, 1.0 / threads);
  }

  /**
   * Scaling efficiency at {@code threads} threads: mean of {@code atN} over {@code threads} × mean of
   * {@code atOne}, each one fork's throughput, with the interval of their ratio (none when either
   * cell has a single fork).
   */
  public static Estimate efficiency(double[] atN, int threads, double[] atOne) {
    return scale(Estimate.ratio(atN, atOne), 1.0 / threads);
  }

  /** An estimate multiplied by a positive constant: value, both intervals. */
  static Estimate scale(Estimate e, double f) {
    return new Estimate(e.value() * f, e.low() * f, e.high() * f, e.n(), e.meanLow() * f, e.meanHigh() * f, e.df());
  }

  /** Why a thread count above the machine's cores measures the scheduler. */
  public static String overCores(int cores) {
    return "above " + Format.count(cores, "thread") + " this machine's " + Format.count(cores, "core")
        + " take turns (time slicing): such a count measures the scheduler, not parallel work";
  }

  /** The cores a run's header records of its machine ({@code machine.cores}), or -1. */
  public static int cores(Map<String, Object> machine) {
    Object c = machine == null ? null : machine.get("cores");
    return c instanceof Number n ? n.intValue() : -1;
  }
}
