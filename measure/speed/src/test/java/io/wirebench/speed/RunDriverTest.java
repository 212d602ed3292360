package io.wirebench.speed;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.analysis.Cell;
import io.wirebench.core.Target;
import io.wirebench.records.NotMeasured;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class RunDriverTest {
  /** overhead's filter: each library on its one direct target. */
  private static final Predicate<Cell> BYTES_ONLY = c -> c.target() == Target.BYTES;

  @Test
  void aCellTheFilterLeavesOutIsNotReportedAsNotMeasured() {
    NotMeasured noString = new NotMeasured("kryo", "measurements-1k", "write string", "no-target",
        "Kryo is a binary format and the adapter has no native string path");
    assertThat(RunDriver.askedFor(noString, BYTES_ONLY)).isFalse();
    assertThat(RunDriver.askedFor(noString, c -> true)).isTrue();
  }

  @Test
  void aPairThatIsNotMeasuredAtAllIsAlwaysReported() {
    NotMeasured gap = new NotMeasured("avro", "person", null, "gap", "no schema");
    assertThat(RunDriver.askedFor(gap, c -> false)).isTrue();
  }
}
