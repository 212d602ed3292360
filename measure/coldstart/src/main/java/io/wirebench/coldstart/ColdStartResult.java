package io.wirebench.coldstart;

import io.wirebench.analysis.Estimate;
import io.wirebench.records.Better;
import io.wirebench.records.RunRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * A cold-start cell and its samples so far: one per round, each a fresh JVM. Its figures are the
 * mean over samples with the same estimator as {@code run}'s forks ({@link Estimate}): the 95%
 * rerun interval and the confidence interval of the mean, none from one sample.
 *
 * @param cell what is measured
 * @param samples every sample that completed, in round order
 * @param status {@code done}, {@code failed}, {@code gap} or {@code missing} (not reached)
 * @param message why, when not done (the first failure stops the cell: a codec that cannot start
 *     once will not start the next time)
 */
public record ColdStartResult(ColdStartCell cell, List<Sample> samples, String status, String message) {

  /**
   * One fresh JVM's first use of the codec.
   *
   * @param processSeconds from the JVM's launch (the parent's clock, before the process starts) to
   *     its result line: what a command-line user waits for, JVM start-up and wirebench's own data
   *     set included (the same for every codec of a data set)
   * @param firstUseSeconds bind, first write and first read, by the child's clock
   * @param bindSeconds the library's set-up: mapper, schema, registrations
   * @param writeSeconds the first write (none for a codec that only reads: it reads the reference JSON)
   * @param readSeconds the first read
   * @param classesLoaded every class the JVM had loaded at the result
   * @param classesFirstUse the classes loaded during the first use
   * @param peakRssBytes the process's peak resident memory (VmHWM), -1 where unknown
   * @param encodedBytes the size of what the first read read
   */
  public record Sample(int round, double processSeconds, double firstUseSeconds, double bindSeconds,
      double writeSeconds, double readSeconds, long classesLoaded, long classesFirstUse, long peakRssBytes,
      long encodedBytes) {}

  /** The metrics of a cold-start cell, in table order: id, unit, and how a sample gives it. */
  public record Metric(String id, String unit, ToDoubleFunction<Sample> of) {}

  /** Every metric the record carries; all are better lower. */
  public static final List<Metric> METRICS = List.of(
      new Metric("processSeconds", "s", Sample::processSeconds),
      new Metric("firstUseSeconds", "s", Sample::firstUseSeconds),
      new Metric("bindSeconds", "s", Sample::bindSeconds),
      new Metric("writeSeconds", "s", Sample::writeSeconds),
      new Metric("readSeconds", "s", Sample::readSeconds),
      new Metric("classesFirstUse", "classes", s -> s.classesFirstUse()),
      new Metric("classesLoaded", "classes", s -> s.classesLoaded()),
      new Metric("peakRssBytes", "B", s -> s.peakRssBytes() < 0 ? Double.NaN : s.peakRssBytes()));

  static ColdStartResult pending(ColdStartCell cell) {
    return new ColdStartResult(cell, List.of(), "missing", "the run stopped before this cell");
  }

  ColdStartResult plus(Sample s) {
    List<Sample> all = new ArrayList<>(samples);
    all.add(s);
    return new ColdStartResult(cell, List.copyOf(all), "done", null);
  }

  ColdStartResult failed(String status, String why) {
    return new ColdStartResult(cell, samples, status, why);
  }

  boolean stopped() {
    return "failed".equals(status) || "gap".equals(status);
  }

  /** The estimate of one metric over the samples. */
  public Estimate estimate(Metric m) {
    double[] v = samples.stream().mapToDouble(m.of()).filter(x -> !Double.isNaN(x)).toArray();
    return v.length == 0 ? Estimate.NONE : Estimate.of(v);
  }

  /** The cell as the shared record holds it. */
  RunRecord.CellRecord record(ForkFootprint footprint) {
    Map<String, RunRecord.MetricValue> metrics = new LinkedHashMap<>();
    for (Metric m : METRICS) {
      Estimate e = estimate(m);
      String lower = Better.LOWER.name().toLowerCase(java.util.Locale.ROOT);
      metrics.put(m.id(), samples.isEmpty() ? new RunRecord.MetricValue(null, null, null, null, null, null, m.unit(), lower)
          : new RunRecord.MetricValue(RunRecord.num(e.value()), RunRecord.num(e.low()), RunRecord.num(e.high()),
              RunRecord.num(e.meanLow()), RunRecord.num(e.meanHigh()), RunRecord.num(e.df()), m.unit(), lower));
    }
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("mode", cell.mode().label());
    details.put("libraryJars", footprint.jars());
    details.put("libraryBytes", footprint.bytes());
    details.put("libraryOf", footprint.of());
    details.put("samples", samples);
    double seconds = samples.stream().mapToDouble(Sample::processSeconds).sum();
    String st = "done".equals(status) && samples.isEmpty() ? "missing" : status;
    return new RunRecord.CellRecord(cell.key(), "coldstart", "coldstart", cell.mode().label(), cell.codec(),
        cell.dataset(), null, st, message, RunRecord.round(seconds), samples.isEmpty() ? -1 : samples.get(samples.size() - 1).encodedBytes(),
        null, metrics, List.of(), details);
  }

  /** A codec's footprint, as the record's cell carries it. */
  record ForkFootprint(int jars, long bytes, String of) {}
}
