package io.wirebench.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A trial's steadiness verdict from its quarter-second rates. */
class HttpTrialTest {
  @Test void flatRatesAreSteadyAClimbIsDriftingAScatterIsNoisyAndTooFewAreUnknown() {
    assertThat(HttpTrial.verdict(new double[] {1000, 1010, 990, 1005, 995, 1000})).isEqualTo("steady");
    assertThat(HttpTrial.verdict(new double[] {800, 850, 900, 1000, 1050, 1100})).isEqualTo("drifting");
    assertThat(HttpTrial.verdict(new double[] {1000, 600, 1400, 1000, 600, 1400})).isEqualTo("noisy");
    assertThat(HttpTrial.verdict(new double[] {1000, 1000, 1000})).isEqualTo("unknown");
  }

  @Test void theWarningSaysWhatMovedAndInWhichRound() {
    HttpTrial drifting = new HttpTrial(2, null, 0, new double[] {800, 800, 1200, 1200}, "drifting", java.util.List.of());
    assertThat(drifting.explain()).isEqualTo("drifting in round 2 (800 req/s in its first half, 1,200 in its second)");
    HttpTrial noisy = new HttpTrial(1, null, 0, new double[] {1000, 600, 1400, 1000}, "noisy", java.util.List.of());
    assertThat(noisy.explain()).startsWith("noisy in round 1 (its quarter seconds scatter by 33%)");
  }
}
