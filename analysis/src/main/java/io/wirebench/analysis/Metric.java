package io.wirebench.analysis;

import io.wirebench.records.Better;
import java.util.List;

/**
 * A figure a cell reports: its name, unit, which direction is better, and how one fork's value
 * is taken from what the fork measured. A cell's value is the {@link Estimate} over its forks'
 * values, so every metric gets an interval of the same kind. Tables, run.json and reports list
 * {@link #ALL} and need no change when a metric is added here.
 *
 * @param id name in run.json ({@code allocBytesPerOp})
 * @param column column header in tables ({@code ALLOC/OP})
 * @param unit unit of the value
 * @param kind how the value is printed
 * @param better which direction is better
 * @param source one fork's value
 * @param description one line for docs and reports
 */
public record Metric(String id, String column, String unit, Kind kind, Better better, Source source,
    String description) {

  /** How a value is printed. */
  public enum Kind {
    /** Operations per second. */
    RATE,
    /** Seconds per operation, printed in ns, µs, ms or s. */
    DURATION,
    /** Bytes, printed in B, KB, MB. */
    BYTES,
    /** A plain number. */
    NUMBER
  }

  /** One fork's value of a metric. */
  @FunctionalInterface
  public interface Source {
    /**
     * @param fork what the fork measured
     * @param encodedBytes the codec's encoded size of the data set, or -1
     */
    double of(ForkSample fork, long encodedBytes);
  }

  /** Operations per second at steady state: the primary metric, which tables rank by. */
  public static final Metric THROUGHPUT = new Metric("throughput", "SCORE", "ops/s", Kind.RATE, Better.HIGHER,
      (f, size) -> f.steadyMean(), "operations per second, mean of the fork's measured iterations after its warm-up ramp");

  /**
   * Time per operation, the inverse of each fork's throughput; on several threads ({@code run
   * --threads}), as one thread sees it: threads / throughput (each thread does its share of the
   * operations in the whole time). On one thread the two are the same.
   */
  public static final Metric TIME_PER_OP = new Metric("timePerOp", "TIME/OP", "s/op", Kind.DURATION, Better.LOWER,
      (f, size) -> f.threads() / f.steadyMean(), "seconds per operation, 1 / throughput of each fork (on N threads, "
          + "one thread's: N / throughput)");

  /** Encoded megabytes (10^6 bytes) per second. */
  public static final Metric MB_PER_SECOND = new Metric("mbPerSecond", "MB/S", "MB/s", Kind.NUMBER, Better.HIGHER,
      (f, size) -> size > 0 ? f.steadyMean() * size / 1e6 : Double.NaN,
      "throughput times the codec's encoded size of the data set, in 10^6 bytes per second");

  /** Bytes allocated per operation (JMH's gc profiler). */
  public static final Metric ALLOC_PER_OP = new Metric("allocBytesPerOp", "ALLOC/OP", "B/op", Kind.BYTES,
      Better.LOWER, (f, size) -> f.secondary("gc.alloc.rate.norm"),
      "bytes allocated per operation, from JMH's gc profiler (gc.alloc.rate.norm)");

  /** Garbage collections per million operations (JMH's gc profiler). */
  /** Fewer collections than this in a fork's measured part give no GC rate (0 or 1 is not a rate). */
  static final int MIN_GCS = 2;

  public static final Metric GC_PER_MILLION_OPS = new Metric("gcPerMillionOps", "GC/MOP", "GCs per 10^6 ops",
      Kind.NUMBER, Better.LOWER, (f, size) -> f.secondaryTotal("gc.count") < MIN_GCS ? Double.NaN
          : f.secondary("gc.count") / f.opsPerIteration() * 1e6,
      "garbage collections per million operations, from JMH's gc profiler (gc.count per iteration); none "
          + "for a fork whose measured iterations saw fewer than " + MIN_GCS + " collections, too few to be a rate");

  /** Every metric, in table order. */
  public static final List<Metric> ALL = List.of(THROUGHPUT, TIME_PER_OP, MB_PER_SECOND, ALLOC_PER_OP,
      GC_PER_MILLION_OPS);
}
