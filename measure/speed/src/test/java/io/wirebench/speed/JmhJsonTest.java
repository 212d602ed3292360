package io.wirebench.speed;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.analysis.Cell;
import io.wirebench.core.Target;
import io.wirebench.records.Operation;
import io.wirebench.records.ResultFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.results.ThroughputResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * A resumed run rewrites jmh.json with the forks of the earlier process read back from it: what it
 * writes must be what JMH wrote, to the character, for the gc profiler's averaged, summed and
 * sometimes-absent figures too.
 */
class JmhJsonTest {
  private static final Cell CELL = new Cell(Operation.WRITE, Target.BYTES, "gson", "person");

  private static BenchmarkParams params(int warmups) {
    WorkloadParams wp = new WorkloadParams();
    wp.put("codec", "gson", 0);
    wp.put("dataset", "person", 1);
    return new BenchmarkParams(CELL.benchmark(), "generated", false, 1, new int[] {1}, List.of(), 1, 0,
        new IterationParams(IterationType.WARMUP, warmups, TimeValue.milliseconds(100), 1),
        new IterationParams(IterationType.MEASUREMENT, 3, TimeValue.milliseconds(100), 1), Mode.Throughput, wp,
        TimeUnit.SECONDS, 1, "/usr/bin/java", List.of("-Xmx2g", "-Dwirebench.forkLog=/tmp/forks.log"), "17.0.15",
        "OpenJDK 64-Bit Server VM", "17.0.15+6", "1.37", TimeValue.minutes(10));
  }

  /** One fork of three iterations, the way JMH and its gc profiler report them; a collection in the second only. */
  private static BenchmarkResult fork(int warmups, long ops, double norm) {
    BenchmarkParams p = params(warmups);
    List<IterationResult> its = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      IterationResult ir = new IterationResult(p, p.getMeasurement(), new IterationResultMetaData(ops, ops));
      ir.addResult(new ThroughputResult(ResultRole.PRIMARY, "bytes", ops + 7L * i, 100_000_000L + 13 * i,
          TimeUnit.SECONDS));
      ir.addResult(new ScalarResult("gc.alloc.rate.norm", norm + i / 3.0, "B/op", AggregationPolicy.AVG));
      ir.addResult(new ScalarResult("gc.count", i == 1 ? 1 : 0, "counts", AggregationPolicy.SUM));
      if (i == 1) ir.addResult(new ScalarResult("gc.time", 4, "ms", AggregationPolicy.SUM));
      its.add(ir);
    }
    return new BenchmarkResult(p, its);
  }

  private static String write(Path file, Collection<RunResult> results) throws Exception {
    ResultFormatFactory.getInstance(ResultFormatType.JSON, file.toString()).writeOut(results);
    return Files.readString(file);
  }

  @Test
  void forksReadBackFromJmhJsonWriteTheSameJmhJson(@TempDir Path dir) throws Exception {
    List<BenchmarkResult> forks = List.of(fork(5, 123_457, 2632.3), fork(9, 98_765, 2640.1));
    String written = write(dir.resolve("a.json"), List.of(new RunResult(forks.get(0).getParams(), forks)));

    JmhJson read = new JmhJson(ResultFile.MAPPER.readTree(written));
    List<BenchmarkResult> back = read.forks(CELL, List.of(5, 9));
    assertThat(back).hasSize(2);
    assertThat(back.get(1).getParams().getWarmup().getCount()).as("each fork's own warm-up, from run.json").isEqualTo(9);
    String again = write(dir.resolve("b.json"), List.of(new RunResult(back.get(0).getParams(), back)));
    assertThat(again).isEqualTo(written);
  }

  @Test
  void aRestoredForkAndOneMeasuredNowAreOneEntryOfJmhJson(@TempDir Path dir) throws Exception {
    String first = write(dir.resolve("a.json"), List.of(new RunResult(params(5), List.of(fork(5, 123_457, 2632.3)))));
    BenchmarkResult restored = new JmhJson(ResultFile.MAPPER.readTree(first)).forks(CELL, List.of(5)).get(0);
    List<BenchmarkResult> both = List.of(restored, fork(5, 98_765, 2640.1));
    String written = write(dir.resolve("b.json"), List.of(new RunResult(restored.getParams(), both)));
    var rawData = ResultFile.MAPPER.readTree(written).get(0).path("primaryMetric").path("rawData");
    assertThat(rawData).hasSize(2);
    assertThat(rawData.get(0)).isEqualTo(ResultFile.MAPPER.readTree(first).get(0).path("primaryMetric")
        .path("rawData").get(0));
  }

  @Test
  void aForksSecondaryFiguresAreThoseItsIterationsReported(@TempDir Path dir) throws Exception {
    String written = write(dir.resolve("a.json"), List.of(new RunResult(params(5), List.of(fork(5, 1000, 100)))));
    BenchmarkResult back = new JmhJson(ResultFile.MAPPER.readTree(written)).forks(CELL, List.of(5)).get(0);
    Map<String, double[]> secondary = JmhJson.secondary(back);
    assertThat(secondary.get("gc.alloc.rate.norm")).containsExactly(100, 100 + 1 / 3.0, 100 + 2 / 3.0);
    assertThat(secondary.get("gc.count")).containsExactly(0, 1, 0);
    assertThat(secondary.get("gc.time")).as("reported by one iteration").containsExactly(4);
  }

  @Test
  void anEntryOnTwoThreadsIsTheTwoThreadCellsAndNotTheOneThreadCells(@TempDir Path dir) throws Exception {
    String written = write(dir.resolve("a.json"), List.of(new RunResult(params(5), List.of(fork(5, 1000, 100)))));
    var entry = (com.fasterxml.jackson.databind.node.ObjectNode) ResultFile.MAPPER.readTree(written).get(0);
    entry.put("threads", 2);
    JmhJson read = new JmhJson(ResultFile.MAPPER.createArrayNode().add(entry));
    assertThat(read.forks(CELL, List.of(5))).isEmpty();
    List<BenchmarkResult> two = read.forks(CELL.withThreads(2), List.of(5));
    assertThat(two).hasSize(1);
    assertThat(two.get(0).getParams().getThreads()).as("a resumed fork keeps its thread count (TIME/OP)").isEqualTo(2);
  }

  @Test
  void aCellJmhJsonDoesNotHoldHasNoForks() throws Exception {
    JmhJson none = new JmhJson(ResultFile.MAPPER.readTree("[]"));
    assertThat(none.forks(CELL, List.of(5))).isEmpty();
  }
}
