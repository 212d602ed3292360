package io.wirebench.http;

import java.util.List;
import java.util.Locale;

/**
 * {@code --rate auto}: the highest constant rate a cell holds with its p99 under a target, the
 * number an operator sizes a service with. The JVM driver (open model, latency from each request's
 * scheduled time, so corrected for coordinated omission) runs the cell at rising rates, doubling
 * from {@link #START} until a step fails, then halving the gap between the last rate that held and
 * the first that did not, {@link #BISECTIONS} times. A step holds when its p99 is within the
 * target, it has no errors, and it achieved at least 95% of the rate asked (a server that cannot
 * keep up falls behind its schedule before its latency shows it).
 *
 * @param rate the highest rate that held, in req/s (0: not even the first step)
 * @param p99 the p99 at that rate, in seconds (NaN when none held)
 * @param firstFailing the lowest rate that did not hold, or NaN when the sweep hit its ceiling
 * @param why why that rate did not hold
 * @param steps every step, in the order run
 */
public record HttpKnee(double rate, double p99, double firstFailing, String why, List<Step> steps) {
  static final double START = 250;
  static final int BISECTIONS = 3;
  /** The sweep stops doubling here (the drivers' own ceiling on this machine is lower). */
  static final double CEILING = 256_000;

  /** One rate tried: what was asked, what came back, and whether it held. */
  public record Step(double asked, double achieved, double p99, long errors, boolean held) {}

  /** Whether a step's figures hold the target. */
  static boolean holds(double asked, LoadResult r, double p99Target) {
    return r.errors() == 0 && r.requestsPerSecond() >= 0.95 * asked && r.latency().p99() <= p99Target;
  }

  static String why(double asked, LoadResult r, double p99Target) {
    if (r.errors() > 0) return r.errors() + " errors";
    if (r.requestsPerSecond() < 0.95 * asked) {
      return String.format(Locale.ROOT, "fell behind: %,.0f req/s of the %,.0f asked", r.requestsPerSecond(), asked);
    }
    return String.format(Locale.ROOT, "p99 %.2f ms over the %.2f ms target", r.latency().p99() * 1e3, p99Target * 1e3);
  }

  /** The sweep, given a way to run one step at a rate. */
  interface StepRunner {
    LoadResult at(double rate) throws java.io.IOException, InterruptedException;
  }

  static HttpKnee sweep(StepRunner runner, double p99Target) throws java.io.IOException, InterruptedException {
    List<Step> steps = new java.util.ArrayList<>();
    double good = 0;
    double goodP99 = Double.NaN;
    double bad = Double.NaN;
    String why = "held up to the sweep's ceiling";
    for (double rate = START; rate <= CEILING; rate *= 2) {
      LoadResult r = runner.at(rate);
      boolean held = holds(rate, r, p99Target);
      steps.add(new Step(rate, r.requestsPerSecond(), r.latency().p99(), r.errors(), held));
      if (!held) {
        bad = rate;
        why = why(rate, r, p99Target);
        break;
      }
      good = rate;
      goodP99 = r.latency().p99();
    }
    for (int i = 0; i < BISECTIONS && !Double.isNaN(bad); i++) {
      double rate = Math.round((good + bad) / 2);
      LoadResult r = runner.at(rate);
      boolean held = holds(rate, r, p99Target);
      steps.add(new Step(rate, r.requestsPerSecond(), r.latency().p99(), r.errors(), held));
      if (held) {
        good = rate;
        goodP99 = r.latency().p99();
      } else {
        bad = rate;
        why = why(rate, r, p99Target);
      }
    }
    return new HttpKnee(good, goodP99, bad, why, List.copyOf(steps));
  }
}
