package io.wirebench.speed;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.analysis.Cell;
import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.results.ThroughputResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.ListStatistics;
import org.openjdk.jmh.util.Statistics;

/**
 * JMH's JSON (a run directory's {@code jmh.json}) read back into JMH's own results, fork by fork,
 * so that a resumed run rewrites jmh.json with the forks of every process that worked on it, each
 * as JMH wrote it: every iteration's primary score and every secondary metric ({@code gc.*}) per
 * iteration, the parameters and JVM of the entry. How a secondary metric aggregates (mean, sum,
 * maximum) is not in the file; it is the one that gives the score the file records. Throughput
 * mode only, which is all wirebench runs.
 */
final class JmhJson {
  private final Map<String, JsonNode> entries = new HashMap<>();

  JmhJson(JsonNode array) {
    if (array == null || !array.isArray()) return;
    for (JsonNode e : array) {
      entries.put(key(e.path("benchmark").asText(), e.path("params").path("codec").asText(),
          e.path("params").path("dataset").asText(), e.path("threads").asInt(1)), e);
    }
  }

  /** An entry's identity: a cell on two threads is another entry than the same cell on one. */
  private static String key(String benchmark, String codec, String dataset, int threads) {
    return benchmark + "|" + codec + "|" + dataset + "|" + threads;
  }

  /**
   * A cell's forks as JMH recorded them, in the order they ran; empty when jmh.json has none.
   *
   * @param warmups the warm-up iterations of each fork (run.json's; jmh.json records the first fork's only)
   */
  List<BenchmarkResult> forks(Cell cell, List<Integer> warmups) {
    JsonNode e = entries.get(key(cell.benchmark(), cell.codec(), cell.dataset(), cell.threads()));
    if (e == null) return List.of();
    JsonNode primary = e.path("primaryMetric");
    String unit = primary.path("scoreUnit").asText("ops/s");
    Map<String, AggregationPolicy> policies = new LinkedHashMap<>();
    Map<String, String> units = new LinkedHashMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = e.path("secondaryMetrics").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> m = it.next();
      policies.put(m.getKey(), policy(m.getKey(), m.getValue()));
      units.put(m.getKey(), m.getValue().path("scoreUnit").asText());
    }
    String label = cell.benchmark().substring(cell.benchmark().lastIndexOf('.') + 1);
    List<BenchmarkResult> forks = new ArrayList<>();
    JsonNode raw = primary.path("rawData");
    for (int f = 0; f < raw.size(); f++) {
      int warmup = f == 0 ? e.path("warmupIterations").asInt() : f < warmups.size() ? warmups.get(f) : 0;
      BenchmarkParams params = params(e, warmup, unit);
      List<IterationResult> its = new ArrayList<>();
      JsonNode scores = raw.get(f);
      for (int i = 0; i < scores.size(); i++) {
        IterationResult ir = new IterationResult(params, params.getMeasurement(), new IterationResultMetaData(0, 0));
        ir.addResult(throughput(label, number(scores.get(i)), unit));
        its.add(ir);
      }
      // a secondary metric is listed for the iterations that reported it, in order (gc.time only
      // where a collection ran): JMH's own writer skips the others, so they are given to the first ones
      for (Map.Entry<String, AggregationPolicy> s : policies.entrySet()) {
        JsonNode values = e.path("secondaryMetrics").path(s.getKey()).path("rawData").path(f);
        for (int i = 0; i < values.size() && i < its.size(); i++) {
          its.get(i).addResult(new ScalarResult(s.getKey(), number(values.get(i)), units.get(s.getKey()),
              s.getValue()));
        }
      }
      forks.add(new BenchmarkResult(params, its));
    }
    return forks;
  }

  /** A cell's fork's secondary figures per iteration, by label without JMH's leading separator ({@code gc.count}). */
  static Map<String, double[]> secondary(BenchmarkResult fork) {
    Map<String, List<Double>> m = new LinkedHashMap<>();
    for (IterationResult ir : fork.getIterationResults()) {
      ir.getSecondaryResults().forEach((k, v) -> m.computeIfAbsent(label(k), x -> new ArrayList<>()).add(v.getScore()));
    }
    Map<String, double[]> out = new LinkedHashMap<>();
    m.forEach((k, v) -> out.put(k, v.stream().mapToDouble(Double::doubleValue).toArray()));
    return out;
  }

  private static String label(String key) {
    int i = 0;
    while (i < key.length() && !Character.isLetterOrDigit(key.charAt(i))) i++;
    return key.substring(i);
  }

  private static BenchmarkParams params(JsonNode e, int warmups, String unit) {
    WorkloadParams wp = new WorkloadParams();
    int order = 0;
    for (Iterator<Map.Entry<String, JsonNode>> it = e.path("params").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> p = it.next();
      wp.put(p.getKey(), p.getValue().asText(), order++);
    }
    IterationParams warm = new IterationParams(IterationType.WARMUP, warmups,
        TimeValue.fromString(e.path("warmupTime").asText("1 s")), e.path("warmupBatchSize").asInt(1));
    IterationParams measure = new IterationParams(IterationType.MEASUREMENT, e.path("measurementIterations").asInt(),
        TimeValue.fromString(e.path("measurementTime").asText("1 s")), e.path("measurementBatchSize").asInt(1));
    List<String> jvmArgs = new ArrayList<>();
    e.path("jvmArgs").forEach(a -> jvmArgs.add(a.asText()));
    int threads = e.path("threads").asInt(1);
    String benchmark = e.path("benchmark").asText();
    return new BenchmarkParams(benchmark, benchmark, true, threads, new int[] {threads}, List.of(),
        e.path("forks").asInt(1), 0, warm, measure, Mode.deepValueOf(e.path("mode").asText("thrpt")), wp,
        timeUnit(unit), 1, e.path("jvm").asText(null), jvmArgs, e.path("jdkVersion").asText(null),
        e.path("vmName").asText(null), e.path("vmVersion").asText(null), e.path("jmhVersion").asText(null),
        TimeValue.minutes(10));
  }

  private static TimeUnit timeUnit(String unit) {
    String per = unit.substring(unit.indexOf('/') + 1);
    return switch (per) {
      case "ms" -> TimeUnit.MILLISECONDS;
      case "us" -> TimeUnit.MICROSECONDS;
      case "ns" -> TimeUnit.NANOSECONDS;
      case "min" -> TimeUnit.MINUTES;
      default -> TimeUnit.SECONDS;
    };
  }

  /**
   * How a secondary metric aggregates. JMH's gc profiler (the only profiler wirebench runs) sums its
   * counts and times ({@code gc.count}, {@code gc.time}) and averages its rates; JMH refuses to
   * aggregate a restored fork with a new one when they differ, so those are taken as JMH declares
   * them. Another metric's is the one that gives the score the file records (mean first: one value
   * is its own mean, sum, maximum and minimum).
   */
  private static AggregationPolicy policy(String label, JsonNode metric) {
    String l = label(label);
    if (l.equals("gc.count") || l.equals("gc.time")) return AggregationPolicy.SUM;
    if (l.startsWith("gc.alloc.rate") || l.startsWith("gc.churn.")) return AggregationPolicy.AVG;
    return policy(metric);
  }

  /** The aggregation that gives the recorded score from the recorded values: mean, sum, maximum or minimum. */
  private static AggregationPolicy policy(JsonNode metric) {
    ListStatistics all = new ListStatistics();
    metric.path("rawData").forEach(fork -> fork.forEach(v -> all.addValue(number(v))));
    double score = number(metric.path("score"));
    if (all.getN() == 0 || Double.isNaN(score)) return AggregationPolicy.AVG;
    for (AggregationPolicy p : List.of(AggregationPolicy.AVG, AggregationPolicy.SUM, AggregationPolicy.MAX,
        AggregationPolicy.MIN)) {
      double v = switch (p) {
        case SUM -> all.getSum();
        case MAX -> all.getMax();
        case MIN -> all.getMin();
        default -> all.getMean();
      };
      if (Math.abs(v - score) <= 1e-9 * Math.max(1, Math.abs(score))) return p;
    }
    return AggregationPolicy.AVG;
  }

  /** A number as JMH writes it: a JSON number, or "NaN", "+INF", "-INF" as strings. */
  private static double number(JsonNode n) {
    if (n.isNumber()) return n.asDouble();
    return switch (n.asText()) {
      case "+INF" -> Double.POSITIVE_INFINITY;
      case "-INF" -> Double.NEGATIVE_INFINITY;
      default -> Double.NaN;
    };
  }

  /**
   * JMH's {@code ThroughputResult} holding exactly {@code score}. Its public constructor takes a count
   * of operations and a duration, which cannot give a recorded score back to the last bit, and JMH
   * aggregates a cell's iterations with the aggregator of one of them, which takes only its own
   * class: so the restored forks must hold the very class the new forks hold. Its constructor from
   * a score is package-private; it is called by reflection (jmh-core is on the class path, in the
   * unnamed module, and its version is the run's, checked before a resume).
   */
  static ThroughputResult throughput(String label, double score, String unit) {
    ListStatistics s = new ListStatistics();
    s.addValue(score);
    try {
      return THROUGHPUT.newInstance(ResultRole.PRIMARY, label, s, unit, AggregationPolicy.SUM);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("JMH's ThroughputResult cannot be rebuilt from a score: " + e, e);
    }
  }

  private static final Constructor<ThroughputResult> THROUGHPUT = constructor();

  private static Constructor<ThroughputResult> constructor() {
    try {
      Constructor<ThroughputResult> c = ThroughputResult.class.getDeclaredConstructor(ResultRole.class, String.class,
          Statistics.class, String.class, AggregationPolicy.class);
      c.setAccessible(true);
      return c;
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new IllegalStateException("this JMH's ThroughputResult has no constructor from a score (" + e
          + "); a run measured with it cannot be resumed", e);
    }
  }
}
