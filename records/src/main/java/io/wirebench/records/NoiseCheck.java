package io.wirebench.records;

import java.util.Map;

/**
 * The machine check as a run's header records it ({@code machine.noise}, written by the harness's
 * {@code MachineNoise}): what reports and the store read back, without the probe's code.
 */
public final class NoiseCheck {
  private NoiseCheck() {}

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
