package io.wirebench.analysis;

import java.util.List;

/**
 * A cell's verdict on its forks, shown beside its score: whether the number describes a steady
 * state. Only {@link #STEADY} cells are unmarked in tables.
 */
public enum Steadiness {
  /** Every fork reached a steady state, and the forks agree. */
  STEADY("steady", "", ""),
  /** The forks settled at different levels (bimodal across JVMs): the mean hides a choice. */
  FORKS_DIFFER("forks differ", "≠", "the forks settled at different levels, the mean hides a choice"),
  /** A fork ended slower than it had been: a deoptimisation, GC pressure, or load elsewhere. */
  SLOWDOWN("slowdown", "↓", "a fork ended slower than it had been"),
  /**
   * A fork was still changing at its end: its value is short of where a longer fork would settle.
   * Not a forecast that a rerun moves (measured: marked and unmarked cells moved alike between
   * runs; the rerun interval is that forecast), so the legend says what it does mean.
   */
  UNSTEADY("no steady state", "~", "a fork was still changing at its end, so a longer run may settle elsewhere; "
      + "the ± is the rerun forecast");

  /** Fork means further apart than this fraction of their mean differ, if also beyond their noise. */
  static final double FORK_SPREAD = 0.10;

  private final String label;
  private final String mark;
  private final String explanation;

  Steadiness(String label, String mark, String explanation) {
    this.label = label;
    this.mark = mark;
    this.explanation = explanation;
  }

  /** What the verdict means, in the words of the tables' legends (empty for {@link #STEADY}). */
  public String explanation() {
    return explanation;
  }

  /** The name in tables and run.json. */
  public String label() {
    return label;
  }

  /** The one-character mark tables put beside an unsteady score. */
  public String mark() {
    return mark;
  }

  /** The verdict on a cell's forks; the worst finding wins. */
  public static Steadiness of(List<ForkSample> forks) {
    if (forks.isEmpty()) return STEADY;
    boolean slowdown = false;
    for (ForkSample f : forks) {
      if (f.steady().kind() == SteadyState.Kind.NO_STEADY_STATE) return UNSTEADY;
      if (f.steady().kind() == SteadyState.Kind.SLOWDOWN) slowdown = true;
    }
    if (slowdown) return SLOWDOWN;
    return forksDiffer(forks) ? FORKS_DIFFER : STEADY;
  }

  /**
   * True when the fork means spread over more than {@link #FORK_SPREAD} of their mean and the gap
   * is more than four times what each fork's own iteration noise (relative) explains.
   */
  static boolean forksDiffer(List<ForkSample> forks) {
    if (forks.size() < 2) return false;
    double min = Double.MAX_VALUE;
    double max = -Double.MAX_VALUE;
    double sum = 0;
    double noise = 0;
    for (ForkSample f : forks) {
      double m = f.steadyMean();
      min = Math.min(min, m);
      max = Math.max(max, m);
      sum += m;
      double[] y = java.util.Arrays.stream(f.scores()).map(v -> Math.log(Math.max(v, 1e-9))).toArray();
      noise = Math.max(noise, SteadyState.noise(y) / Math.sqrt(Math.max(1, f.steadyIterations())));
    }
    double spread = (max - min) / (sum / forks.size());
    return spread > FORK_SPREAD && spread > 4 * noise;
  }
}
