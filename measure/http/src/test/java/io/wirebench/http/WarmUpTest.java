package io.wirebench.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** When a server's warm-up passes have settled: throughput no longer climbing, and the JIT quiet. */
class WarmUpTest {
  @Test void aClimbIsNotSettledAPlateauIsOnceTheJitIsQuiet() {
    // the default run's main server, pinned to one core, 2026-11-26: passes of 12 s
    assertThat(ServerWarmup.settled(List.of(30_034L, 69_723L, 93_552L), 12_763, 12_000)).as("climbing").isFalse();
    assertThat(ServerWarmup.settled(List.of(330_471L, 335_646L, 355_627L), 890, 12_000)).as("flat, JIT busy").isFalse();
    assertThat(ServerWarmup.settled(List.of(335_646L, 355_627L, 350_809L), 438, 12_000)).as("2% of 12 s is 240 ms").isFalse();
    assertThat(ServerWarmup.settled(List.of(355_627L, 350_809L, 364_572L), 67, 12_000)).as("settled").isTrue();
  }

  @Test void aNoisyPlateauCountsAsFlatButOnePassNeverDoes() {
    // 10% below, then back within 5% of the better of the two before: noise, not a climb
    assertThat(ServerWarmup.settled(List.of(100_000L, 90_000L, 104_000L), 0, 12_000)).isTrue();
    assertThat(ServerWarmup.settled(List.of(100_000L, 90_000L, 120_000L), 0, 12_000)).as("still climbing").isFalse();
    assertThat(ServerWarmup.settled(List.of(100_000L), 0, 12_000)).as("one pass").isFalse();
  }

  @Test void aPlateauIsJudgedAgainstItsBestPassNotOnlyTheTwoBefore() {
    // the default run's main server, 2026-11-27: the last six of twelve passes, JIT 188 ms of 12 s;
    // 333,885 is 12% above the two passes before it but within 5% of the best (324,996)
    assertThat(ServerWarmup.settled(List.of(261_272L, 259_339L, 324_996L, 298_615L, 278_294L, 333_885L), 188, 12_000))
        .isTrue();
    assertThat(ServerWarmup.settled(List.of(261_272L, 259_339L, 324_996L, 298_615L, 278_294L, 360_000L), 188, 12_000))
        .as("a new high, 11% above the best").isFalse();
  }

  @Test void aShortPassMayCompileFor20Milliseconds() {
    assertThat(ServerWarmup.settled(List.of(1_000L, 1_010L), 19, 400)).isTrue();
    assertThat(ServerWarmup.settled(List.of(1_000L, 1_010L), 25, 400)).isFalse();
  }
}
