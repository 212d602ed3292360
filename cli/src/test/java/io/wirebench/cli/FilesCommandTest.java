package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.analysis.Estimate;
import org.junit.jupiter.api.Test;

/** The file table's interval column: no negative times, and "-" without an interval. */
class FilesCommandTest {
  @Test
  void anIntervalReachingBelowZeroIsCutAtZero() {
    assertThat(FilesCommand.interval(new Estimate(25.94, -14.53, 66.42, 2))).isEqualTo("0-66.42");
  }

  @Test
  void aPositiveIntervalIsPrintedAsItIsAndNoneAsADash() {
    assertThat(FilesCommand.interval(new Estimate(25.94, 21.41, 30.47, 5))).isEqualTo("21.41-30.47");
    assertThat(FilesCommand.interval(new Estimate(25.94, Double.NaN, Double.NaN, 1))).isEqualTo("-");
  }
}
