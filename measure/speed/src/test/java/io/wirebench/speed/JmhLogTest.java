package io.wirebench.speed;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.ThroughputResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

/** The log's record of a fork the stop rule ended, as the run's jmh.json writes it. */
class JmhLogTest {
  private static BenchmarkParams params(String benchmark) {
    WorkloadParams wp = new WorkloadParams();
    wp.put("codec", "gson", 0);
    wp.put("dataset", "person", 1);
    return new BenchmarkParams(benchmark, "generated", false, 1, new int[] {1}, List.of(), 1, 0,
        new IterationParams(IterationType.WARMUP, 0, TimeValue.milliseconds(100), 1),
        new IterationParams(IterationType.MEASUREMENT, 3, TimeValue.milliseconds(100), 1), Mode.Throughput, wp,
        TimeUnit.SECONDS, 1, "/usr/bin/java", List.of(), "17.0.15", "OpenJDK 64-Bit Server VM", "17.0.15+6", "1.37",
        TimeValue.minutes(10));
  }

  private static void feed(JmhLog log, String benchmark, String label, long ops) {
    BenchmarkParams p = params(benchmark);
    for (int i = 1; i <= 2; i++) {
      IterationResult ir = new IterationResult(p, p.getMeasurement(), new IterationResultMetaData(ops, ops));
      ir.addResult(new ThroughputResult(ResultRole.PRIMARY, label, ops, 100_000_000L, TimeUnit.SECONDS));
      log.iterationResult(p, p.getMeasurement(), i, ir);
    }
  }

  /**
   * A stopped fork's result stays its own when later forks run: it once shared the log's list, so
   * that the next fork's iterations (another benchmark's) replaced it, and saving a cell of two
   * forks failed with JMH's "Combining the results with different labels".
   */
  @Test
  void aStoppedForksResultKeepsItsIterationsWhenLaterForksRun() {
    JmhLog log = new JmhLog(new PrintStream(java.io.OutputStream.nullOutputStream()));
    log.reset();
    feed(log, "io.wirebench.fork.Direct.gsonWrite", "gsonWrite", 1000);
    BenchmarkResult stopped = log.partialResult();
    log.reset();
    feed(log, "io.wirebench.fork.Direct.dslJsonRead", "dslJsonRead", 5000);
    assertThat(stopped.getIterationResults()).hasSize(2);
    assertThat(stopped.getPrimaryResult().getLabel()).isEqualTo("gsonWrite");
    assertThat(stopped.getPrimaryResult().getScore()).isEqualTo(10_000, org.assertj.core.data.Offset.offset(1.0));
    // a cell of that fork and a full one of the same benchmark combines, as jmh.json does
    log.reset();
    feed(log, "io.wirebench.fork.Direct.gsonWrite", "gsonWrite", 1100);
    BenchmarkResult other = log.partialResult();
    log.reset();
    RunResult cell = new RunResult(stopped.getParams(), List.of(stopped, other));
    assertThat(cell.getPrimaryResult().getLabel()).isEqualTo("gsonWrite");
  }
}
