package io.wirebench.bench;

import io.wirebench.core.Target;

/**
 * One measurement: an operation on a target, for one codec and one data set.
 *
 * @param op {@code write}, {@code read}, {@code roundtrip} or {@code saveload}
 * @param target where the value is written to or read from
 * @param codec codec id
 * @param dataset data set id
 */
public record Cell(String op, Target target, String codec, String dataset) {

  /** The fully qualified JMH benchmark method. */
  public String benchmark() {
    return Benchmarks.benchmark(op, target);
  }

  /** A short label for progress lines: {@code write bytes  jackson-databind  dbdata}. */
  public String label() {
    return op + " " + target.label() + " · " + codec + " · " + dataset;
  }

  /** A stable key: {@code op/target/codec/dataset}. */
  public String key() {
    return op + "/" + target.label() + "/" + codec + "/" + dataset;
  }
}
