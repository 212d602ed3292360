package io.wirebench.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code --rate auto}: the sweep finds the highest rate held under the p99 target, without a server. */
class HttpKneeTest {
  /** A service that keeps p99 at 1 ms up to its capacity, then queues (p99 20 ms) and falls behind above 1.5 times it. */
  private static HttpKnee.StepRunner service(double capacity) {
    return rate -> {
      double p99 = rate <= capacity ? 0.001 : 0.020;
      double achieved = rate <= 1.5 * capacity ? rate : 1.5 * capacity;
      return new LoadResult("jvm", (long) achieved, 1, 0, 0, 0, new LoadResult.Percentiles(p99 / 2, p99, p99, p99, p99),
          true, 0);
    };
  }

  @Test void doublesUntilAStepFailsThenBisectsTowardsTheCapacity() throws Exception {
    HttpKnee k = HttpKnee.sweep(service(3000), 0.005);
    // 250, 500, 1000, 2000 hold; 4000 fails; then 3000 holds, 3500 and 3250 fail
    assertThat(k.steps()).extracting(HttpKnee.Step::asked).containsExactly(250.0, 500.0, 1000.0, 2000.0, 4000.0, 3000.0,
        3500.0, 3250.0);
    assertThat(k.rate()).isEqualTo(3000);
    assertThat(k.firstFailing()).isEqualTo(3250);
    assertThat(k.why()).contains("p99 20.00 ms over the 5.00 ms target");
  }

  @Test void aServerThatFallsBehindItsScheduleFailsOnThroughputBeforeLatency() throws Exception {
    HttpKnee.StepRunner behind = rate -> new LoadResult("jvm", (long) Math.min(rate, 700), 1, 0, 0, 0,
        new LoadResult.Percentiles(0.001, 0.001, 0.001, 0.001, 0.001), true, 0);
    HttpKnee k = HttpKnee.sweep(behind, 0.005);
    assertThat(k.rate()).isBetween(500.0, 700.0);
    assertThat(k.why()).startsWith("fell behind");
  }

  @Test void errorsFailAStepAndNothingHeldIsAKneeOfZero() throws Exception {
    HttpKnee k = HttpKnee.sweep(rate -> new LoadResult("jvm", (long) rate, 1, 3, 0, 0,
        new LoadResult.Percentiles(0.001, 0.001, 0.001, 0.001, 0.001), true, 0), 0.005);
    assertThat(k.rate()).isZero();
    assertThat(k.why()).isEqualTo("3 errors");
  }
}
