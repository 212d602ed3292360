package io.wirebench.records;

import java.util.Map;

/**
 * The machine check as a run's header records it ({@code machine.noise}, written by the harness's
 * {@code MachineNoise}): what reports and the store read back, without the probe's code.
 */
public final class NoiseCheck {
  /**
   * How much slower than the fastest earlier check a probe may run before the check says this
   * machine is slower than it can be: just beyond the chain probe's spread between launches on this
   * project's machine (0.92-1.08×), while a neighbour on the core halved the wide probe
   * (docs/metrics.md, "The machine check"). Two runs whose probes moved more than this met another machine.
   */
  public static final double SLOWER_THAN_BEST = 0.10;

  private NoiseCheck() {}

  /**
   * A probe's speed recorded in a run's {@code machine.noise} ({@code "wide"} or {@code "chain"}),
   * work per second; NaN when the run has none (no check, or a run older than the field).
   */
  public static double speedOf(Map<String, Object> machine, String probe) {
    if (machine == null || !(machine.get("noise") instanceof Map<?, ?> n)) return Double.NaN;
    return n.get(probe) instanceof Map<?, ?> p && p.get("perSecond") instanceof Number v ? v.doubleValue() : Double.NaN;
  }

  /** The verdict recorded in a run's {@code machine.noise}, or null when the run has none. */
  public static String verdictOf(Map<String, Object> machine) {
    return field(machine, "verdict");
  }

  /** The JVM a run's probes ran in ({@code machine.noise.probeJvm}), or null (no check, or an older run). */
  public static String probeJvmOf(Map<String, Object> machine) {
    return field(machine, "probeJvm");
  }

  private static String field(Map<String, Object> machine, String name) {
    if (machine == null || !(machine.get("noise") instanceof Map<?, ?> n)) return null;
    Object v = n.get(name);
    return v == null ? null : v.toString();
  }
}
