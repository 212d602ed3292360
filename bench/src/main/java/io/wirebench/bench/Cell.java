package io.wirebench.bench;

import io.wirebench.core.Target;

/**
 * One measurement: an operation on a target, for one codec and one data set.
 *
 * @param op what is timed
 * @param target where the value is written to or read from
 * @param codec codec id
 * @param dataset data set id
 */
public record Cell(Operation op, Target target, String codec, String dataset) {

  /** The fully qualified JMH benchmark method. */
  public String benchmark() {
    return op.benchmark(target, codec);
  }

  /** A short label for progress lines: {@code write bytes · jackson-databind · dbdata}. */
  public String label() {
    return op.label() + " " + target.label() + " · " + codec + " · " + dataset;
  }

  /** A stable key: {@code op/target/codec/dataset}. */
  public String key() {
    return op.label() + "/" + target.label() + "/" + codec + "/" + dataset;
  }

  /** The (codec, data set) pair this cell measures. */
  public Pair pair() {
    return new Pair(codec, dataset);
  }

  /** The table a cell belongs to: data set, operation and target. */
  public String group() {
    return dataset + " · " + op.label() + " " + target.label();
  }
}
