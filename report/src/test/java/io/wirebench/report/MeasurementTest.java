package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.bench.Cell;
import io.wirebench.bench.RunPlan;
import io.wirebench.core.Target;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class MeasurementTest {
  /** overhead's filter: each library on its one direct target. */
  private static final Predicate<Cell> BYTES_ONLY = c -> c.target() == Target.BYTES;

  @Test
  void aCellTheFilterLeavesOutIsNotReportedAsNotMeasured() {
    RunPlan.NotMeasured noString = new RunPlan.NotMeasured("kryo", "measurements-1k", "write string", "no-target",
        "Kryo is a binary format and the adapter has no native string path");
    assertThat(Measurement.askedFor(noString, BYTES_ONLY)).isFalse();
    assertThat(Measurement.askedFor(noString, c -> true)).isTrue();
  }

  @Test
  void aPairThatIsNotMeasuredAtAllIsAlwaysReported() {
    RunPlan.NotMeasured gap = new RunPlan.NotMeasured("avro", "person", null, "gap", "no schema");
    assertThat(Measurement.askedFor(gap, c -> false)).isTrue();
  }
}
