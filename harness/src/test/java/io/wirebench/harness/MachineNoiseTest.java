package io.wirebench.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The machine check's verdict from the two probes' windows. The series are shaped like what this
 * project's shared two-core VM showed (docs/metrics.md, "The machine check"): a chain that dips
 * when the CPU is taken away, and branchy work that also runs up to 1.8x faster while a
 * neighbour on the same core is idle.
 */
class MachineNoiseTest {
  private static long[] steady(Random r, double sd) {
    long[] w = new long[60];
    for (int i = 0; i < w.length; i++) w[i] = Math.round(10_000 * Math.exp(sd * r.nextGaussian()));
    return w;
  }

  /** Steady windows, every 8th cut to 40% (the CPU taken away for most of it). */
  private static long[] dipping(Random r) {
    long[] w = steady(r, 0.01);
    for (int i = 3; i < w.length; i += 8) w[i] = w[i] * 4 / 10;
    return w;
  }

  /** Phases of a few seconds at 1.0x and 1.8x: a core shared with something that comes and goes. */
  private static long[] phased(Random r) {
    long[] w = steady(r, 0.02);
    for (int i = 0; i < w.length; i++) {
      if ((i / 12) % 2 == 1) w[i] = w[i] * 18 / 10;
    }
    return w;
  }

  @Test
  void recordsEachProbesAbsoluteSpeedWhichTheSpreadsCannotShow() {
    Random r = new Random(3);
    MachineNoise full = MachineNoise.of(10, steady(r, 0.01), steady(r, 0.01));
    long[] halved = steady(r, 0.01);
    for (int i = 0; i < halved.length; i++) halved[i] /= 2;
    // a neighbour on the core for the whole check: every wide window at half speed, and still quiet
    MachineNoise shared = MachineNoise.of(10, steady(r, 0.01), halved);
    assertThat(shared.kind()).isEqualTo(MachineNoise.Kind.QUIET);
    // 10,000 units of work in each 100 ms window
    assertThat(full.wide().perSecond()).isBetween(99_000.0, 101_000.0);
    Map<String, Object> machine = Map.of("noise", shared.toMap());
    assertThat(io.wirebench.records.NoiseCheck.speedOf(machine, "wide") / io.wirebench.records.NoiseCheck.speedOf(Map.of("noise", full.toMap()), "wide"))
        .isBetween(0.49, 0.51);
    assertThat(io.wirebench.records.NoiseCheck.speedOf(Map.of("cpu", "x"), "wide")).isNaN();
    assertThat(io.wirebench.records.NoiseCheck.speedOf(Map.of("noise", Map.of("wide", Map.of("p05", 0.9))), "wide")).isNaN();
  }

  @Test
  void saysWhenTheProbesRanSlowerThanTheFastestStoredCheckOfThisHost() {
    Random r = new Random(4);
    long[] halved = steady(r, 0.01);
    for (int i = 0; i < halved.length; i++) halved[i] /= 2;
    MachineNoise shared = MachineNoise.of(10, steady(r, 0.01), halved); // wide 50,000/s, chain 100,000/s
    MachineNoise free = MachineNoise.of(10, steady(r, 0.01), steady(r, 0.01));
    assertThat(shared.againstPast()).as("nowhere to look").isNull();
    assertThat(shared.versusPast().unknown()).contains("no results store");
    try {
      MachineNoise.past(jvm -> {
        assertThat(jvm).isEqualTo(MachineNoise.PROBE_JVM);
        return Map.of("wide", new MachineNoise.Best(100_000, "20261127-221825", 7),
            "chain", new MachineNoise.Best(101_000, "20261127-221825", 7));
      });
      assertThat(shared.againstPast()).startsWith("slower than this machine can be: code that fills a core ran at "
          + "0.50× and a dependent chain at 0.99× the fastest check stored for this host and JVM (20261127-221825, of "
          + "7 runs): something else is on the physical core");
      assertThat(free.againstPast()).isNull();
      MachineNoise.Versus v = shared.versusPast();
      assertThat(v.wide()).isCloseTo(0.5, org.assertj.core.data.Offset.offset(0.01));
      assertThat(v.slower()).isTrue();
      assertThat(v.reference().run()).isEqualTo("20261127-221825");
      assertThat(v.line()).isEqualTo(shared.againstPast());
      MachineNoise.past(jvm -> Map.of());
      assertThat(shared.againstPast()).as("no earlier check").isNull();
      assertThat(shared.versusPast().unknown()).startsWith("no earlier check stored");
      MachineNoise.past(jvm -> {
        throw new IllegalStateException("store locked");
      });
      assertThat(shared.againstPast()).as("a store that cannot be read says nothing").isNull();
    } finally {
      MachineNoise.past(null);
    }
    MachineNoise withLine = new MachineNoise(10, shared.chain(), shared.wide(), "slower than this machine can be: x");
    assertThat(withLine.describe().lines()).last().isEqualTo("slower than this machine can be: x");
    assertThat(withLine.toMap()).containsEntry("againstStored", "slower than this machine can be: x")
        .containsEntry("probeJvm", MachineNoise.PROBE_JVM);
  }

  @Test
  void theProbeJvmIsTheVersionAndTheFlagsThatChangeHowFastCodeRuns() {
    assertThat(MachineNoise.probeJvm("17.0.15+6", List.of("-Dwirebench.home=/x", "-Xmx8g", "-Xss2m",
        "-XX:MaxHeapSize=1g"))).as("properties and sizes do not change the probes' speed").isEqualTo("17.0.15+6");
    assertThat(MachineNoise.probeJvm("17.0.15+6", List.of("-XX:TieredStopAtLevel=1", "-Xmx8g", "-Xint")))
        .isEqualTo("17.0.15+6 -XX:TieredStopAtLevel=1 -Xint");
  }

  @Test
  void steadyProbesAreQuiet() {
    Random r = new Random(1);
    MachineNoise n = MachineNoise.of(10, steady(r, 0.01), steady(r, 0.015));
    assertThat(n.kind()).isEqualTo(MachineNoise.Kind.QUIET);
    assertThat(n.describe()).startsWith("quiet: ").doesNotContain("\n");
    assertThat(n.wide().p05()).isBetween(0.95, 1.0);
    assertThat(n.wide().p95()).isBetween(1.0, 1.05);
  }

  @Test
  void dipsInBothProbesAreInterruptions() {
    Random r = new Random(2);
    MachineNoise n = MachineNoise.of(10, dipping(r), dipping(r));
    assertThat(n.kind()).isEqualTo(MachineNoise.Kind.INTERRUPTED);
    assertThat(n.describe()).startsWith("interrupted: ").contains("other work takes the CPU away");
  }

  @Test
  void swingsOnlyInTheWideProbeAreASharedCore() {
    Random r = new Random(3);
    MachineNoise n = MachineNoise.of(10, steady(r, 0.01), phased(r));
    assertThat(n.kind()).isEqualTo(MachineNoise.Kind.SHARED_CORE);
    assertThat(n.wide().p95() / n.wide().p05()).isGreaterThan(1.6);
    assertThat(n.describe()).startsWith("shared core: ").contains("\nExpect wide intervals");
  }

  @Test
  void phasesThatTheWindowsSpreadHidesShowInTheOneSecondBlocks() {
    Random r = new Random(6);
    long[] chain = dipping(r);
    long[] wide = dipping(r);
    // the same dips, plus stretches of 2 s (10 windows of this probe) at 1.4x
    for (int i = 0; i < wide.length; i++) {
      if ((i / 10) % 2 == 1) wide[i] = wide[i] * 14 / 10;
    }
    MachineNoise n = MachineNoise.of(10, chain, wide);
    assertThat(n.wide().spread()).as("the windows alone would not tell").isLessThan(1.5 * n.chain().spread());
    assertThat(n.wide().sdLog1s()).isGreaterThan(2 * n.chain().sdLog1s());
    assertThat(n.kind()).isEqualTo(MachineNoise.Kind.SHARED_AND_INTERRUPTED);
    assertThat(n.describe()).contains("its averages over each second varied by");
  }

  @Test
  void bothAtOnce() {
    Random r = new Random(4);
    long[] wide = phased(r);
    for (int i = 3; i < wide.length; i += 8) wide[i] = wide[i] * 4 / 10;
    MachineNoise n = MachineNoise.of(10, dipping(r), wide);
    assertThat(n.kind()).isEqualTo(MachineNoise.Kind.SHARED_AND_INTERRUPTED);
  }

  @Test
  void theRecordCarriesTheVerdictAndBothProbes() {
    Random r = new Random(5);
    MachineNoise n = MachineNoise.of(10, steady(r, 0.01), phased(r));
    Map<String, Object> m = n.toMap();
    assertThat(m).containsEntry("verdict", "shared core").containsKeys("seconds", "chain", "wide");
    assertThat(io.wirebench.records.NoiseCheck.verdictOf(Map.of("cpu", "x", "noise", m))).isEqualTo("shared core");
    assertThat(io.wirebench.records.NoiseCheck.verdictOf(Map.of("cpu", "x"))).isNull();
    assertThat(io.wirebench.records.NoiseCheck.verdictOf(null)).isNull();
  }

  @Test
  void measuringCountsBothProbesWindowByWindow() {
    MachineNoise n = MachineNoise.measure(2);
    // 20 windows: 10 to warm up, then 5 of each probe; whether this machine is quiet is not asserted
    assertThat(n.chain().windows()).isEqualTo(5);
    assertThat(n.wide().windows()).isEqualTo(5);
    assertThat(n.chain().p05()).isPositive().isLessThanOrEqualTo(1.0);
    assertThat(n.wide().p95()).isGreaterThanOrEqualTo(1.0);
    assertThat(n.seconds()).isEqualTo(2.0);
    assertThat(n.wide().sdLog1s()).as("one block of 5 windows: no block spread").isNaN();
    assertThat(n.describe()).doesNotContain("NaN");
  }
}
