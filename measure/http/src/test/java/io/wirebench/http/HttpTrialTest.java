package io.wirebench.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A trial's steadiness verdict from its quarter-second rates. */
class HttpTrialTest {
  @Test void flatRatesAreSteadyAClimbIsDriftingAScatterIsNoisyAndTooFewAreUnknown() {
    assertThat(HttpTrial.verdict(new double[] {1000, 1010, 990, 1005, 995, 1000})).isEqualTo("steady");
    assertThat(HttpTrial.verdict(new double[] {800, 810, 790, 1100, 1090, 1110})).isEqualTo("drifting");
    // halves 20% apart, but the quarters scatter as much: not a drift the scatter does not explain
    assertThat(HttpTrial.verdict(new double[] {1000, 700, 1000, 1000, 1300, 1300})).isEqualTo("steady");
    assertThat(HttpTrial.verdict(new double[] {1000, 400, 1600, 1000, 400, 1600})).isEqualTo("noisy");
    assertThat(HttpTrial.verdict(new double[] {1000, 1000, 1000})).isEqualTo("unknown");
  }

  @Test void theWarningSaysWhatMovedAndInWhichRound() {
    HttpTrial drifting = new HttpTrial(2, null, 0, new double[] {800, 800, 1200, 1200}, "drifting", java.util.List.of(), 0, 0);
    assertThat(drifting.explain()).isEqualTo("drifting in round 2 (800 req/s in its first half, 1,200 in its second)");
    HttpTrial noisy = new HttpTrial(1, null, 0, new double[] {1000, 400, 1600, 1000}, "noisy", java.util.List.of(), 0, 0);
    assertThat(noisy.explain()).startsWith("noisy in round 1 (its quarter seconds scatter by 49%)");
  }
}
