package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MetricTest {
  /** A flat fork of 10 measured 100 ms iterations at 1,000 ops/s, with these collections per iteration. */
  private static ForkSample fork(double... gcsPerIteration) {
    double[] scores = new double[10];
    Arrays.fill(scores, 1000);
    return ForkSample.of(scores, 0, 0.1, Map.of("gc.count", gcsPerIteration), 1);
  }

  @Test
  void gcPerMillionOpsIsARateOnlyWhenAForkSawAtLeastTwoCollections() {
    Metric gc = Metric.GC_PER_MILLION_OPS;
    assertThat(gc.source().of(fork(0, 0, 0, 0, 0, 0, 0, 0, 0, 0), 0)).as("none").isNaN();
    assertThat(gc.source().of(fork(0, 0, 0, 1, 0, 0, 0, 0, 0, 0), 0)).as("one is not a rate").isNaN();
    // 2 collections over 10 iterations of 100 ops: 0.2 a iteration, 2,000 per million ops
    assertThat(gc.source().of(fork(0, 1, 0, 0, 0, 0, 1, 0, 0, 0), 0)).isEqualTo(2000, org.assertj.core.data.Offset.offset(1e-6));
  }
}
