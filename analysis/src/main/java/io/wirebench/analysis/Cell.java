package io.wirebench.analysis;

import io.wirebench.core.Target;
import io.wirebench.records.Operation;

/**
 * One measurement: an operation on a target, for one codec and one data set, on a number of
 * threads at once ({@code run --threads}; JMH's threads, each calling the operation in a loop).
 *
 * @param op what is timed
 * @param target where the value is written to or read from
 * @param codec codec id
 * @param dataset data set id
 * @param threads how many threads call the operation at once (1: the usual single-thread cell)
 */
public record Cell(Operation op, Target target, String codec, String dataset, int threads) {

  public Cell {
    if (threads < 1) throw new IllegalArgumentException("a cell runs on 1 thread or more, not " + threads);
  }

  /** A cell on one thread. */
  public Cell(Operation op, Target target, String codec, String dataset) {
    this(op, target, codec, dataset, 1);
  }

  /** The same cell on {@code n} threads. */
  public Cell withThreads(int n) {
    return new Cell(op, target, codec, dataset, n);
  }

  /** The fully qualified JMH benchmark method. */
  public String benchmark() {
    return op.benchmark(target, codec);
  }

  /** A short label for progress lines: {@code write bytes · jackson-databind · dbdata (· 2 threads)}. */
  public String label() {
    return op.label() + " " + target.label() + " · " + codec + " · " + dataset + threadsSuffix(" · ");
  }

  /**
   * A stable key: {@code op/target/codec/dataset}, and {@code /threads=N} for a cell on more than one
   * thread, so that a one-thread cell has the key it always had and compares with older runs.
   */
  public String key() {
    return op.label() + "/" + target.label() + "/" + codec + "/" + dataset + (threads > 1 ? "/threads=" + threads : "");
  }

  /** The (codec, data set) pair this cell measures. */
  public Pair pair() {
    return new Pair(codec, dataset);
  }

  /** The table a cell belongs to: data set, operation and target, and its thread count beyond one. */
  public String group() {
    return dataset + " · " + op.label() + " " + target.label() + threadsSuffix(" · ");
  }

  private String threadsSuffix(String separator) {
    return threads > 1 ? separator + threads + " threads" : "";
  }
}
