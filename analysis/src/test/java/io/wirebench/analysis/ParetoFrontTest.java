package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ParetoFrontTest {
  private record P(String name, double size, double speed) {}

  @Test
  void theFrontHoldsThePointsNoOtherIsAtMostAsLargeAndAtLeastAsFastAndBetterInOne() {
    List<P> pts = List.of(new P("json", 100, 10), new P("small-slow", 50, 5), new P("big-fast", 200, 20),
        new P("dominated", 150, 9), new P("as-large-slower", 100, 8), new P("json-twin", 100, 10));
    assertThat(ParetoFront.of(pts, P::size, P::speed)).extracting(P::name)
        .as("smallest first; equal points stand together").containsExactly("small-slow", "json", "json-twin",
            "big-fast");
  }

  @Test
  void aTimeIsASpeedNegated() {
    List<P> pts = List.of(new P("fast-big", 300, 1.0), new P("slow-small", 100, 3.0), new P("slow-big", 300, 3.0));
    assertThat(ParetoFront.of(pts, P::size, p -> -p.speed())).extracting(P::name)
        .containsExactly("slow-small", "fast-big");
  }
}
