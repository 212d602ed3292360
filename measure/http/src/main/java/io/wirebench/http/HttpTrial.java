package io.wirebench.http;

import io.wirebench.server.ServerTime;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One trial of a cell: one measured load in one round, with the server's CPU time over it and
 * whether its throughput held steady.
 *
 * <p>The steadiness verdict comes from the server's completed-request count, read four times a
 * second while the load runs (the same for both drivers, since wrk reports no time series): the
 * rate of each quarter second. A trial whose second half differs from its first by more than the
 * quarters' own scatter explains (3 standard errors of the difference) and by more than
 * {@value #STEADY_DRIFT_PERCENT}% is {@code drifting} (still warming, or something else started
 * on the machine); one whose quarters scatter by more than {@value #STEADY_SPREAD_PERCENT}%
 * (coefficient of variation) is {@code noisy}; else {@code steady}. Fewer than four quarters:
 * {@code unknown}.
 *
 * @param round the round it ran in, from 1
 * @param load what the driver measured
 * @param serverCpuSeconds the server process's CPU time over the measured part, or NaN
 * @param ratesPerSecond the completed-request rate of each quarter second, in order
 * @param steadiness {@code steady}, {@code drifting}, {@code noisy} or {@code unknown}
 * @param hosts with load hosts, each one's part of the load (a saturated client shows as one host
 *     short of the others); empty when the load was local
 * @param jitSeconds the server JIT's compilation time over the measured part, or NaN: on a pinned
 *     server the compiler threads share its one core, so a compilation during a trial slows it
 * @param gcSeconds the server's collectors' time over the measured part, or NaN
 * @param again 0 for a trial measured in its round; k for one measured again in the k-th pass after
 *     the rounds, in place of its round's trial (which is then set aside)
 * @param setAside null for a trial the cell's values come from; why it was measured again, for one
 *     that was replaced (kept in the record, left out of every value and interval)
 */
public record HttpTrial(int round, LoadResult load, double serverCpuSeconds, double[] ratesPerSecond,
    String steadiness, List<LoadHosts.HostResult> hosts, double jitSeconds, double gcSeconds, int again,
    String setAside) {

  /** A trial measured in its round, and kept. */
  public HttpTrial(int round, LoadResult load, double serverCpuSeconds, double[] ratesPerSecond, String steadiness,
      List<LoadHosts.HostResult> hosts, double jitSeconds, double gcSeconds) {
    this(round, load, serverCpuSeconds, ratesPerSecond, steadiness, hosts, jitSeconds, gcSeconds, 0, null);
  }

  /** The most the two halves of a steady trial may differ, in percent. */
  static final int STEADY_DRIFT_PERCENT = 10;
  /**
   * The most a steady trial's quarter seconds may scatter (coefficient of variation), in percent:
   * on two pinned cores the quarter seconds of a warm server scatter by 10-25% (wrk's threads, GC
   * and the JIT share one core each), so 30% marks a trial that is noisy even for that.
   */
  static final int STEADY_SPREAD_PERCENT = 30;

  /** A trial with its verdict from its rates. */
  static HttpTrial of(int round, LoadResult load, ServerTime time, double[] ratesPerSecond,
      List<LoadHosts.HostResult> hosts) {
    return new HttpTrial(round, load, time.cpuSeconds(), ratesPerSecond, verdict(ratesPerSecond), List.copyOf(hosts),
        time.jitSeconds(), time.gcSeconds());
  }

  /** This trial, set aside for {@code why}: a later one replaces it. */
  HttpTrial setAside(String why) {
    return new HttpTrial(round, load, serverCpuSeconds, ratesPerSecond, steadiness, hosts, jitSeconds, gcSeconds, again,
        why);
  }

  /** This trial as the one measured again in {@code pass} for its {@code round}. */
  HttpTrial again(int inRound, int pass) {
    return new HttpTrial(inRound, load, serverCpuSeconds, ratesPerSecond, steadiness, hosts, jitSeconds, gcSeconds,
        pass, null);
  }

  /** True when the cell's values come from this trial. */
  public boolean kept() {
    return setAside == null;
  }

  /** Server CPU seconds per request, NaN when unknown. */
  public double cpuPerRequest() {
    return load.requests() > 0 ? serverCpuSeconds / load.requests() : Double.NaN;
  }

  static String verdict(double[] rates) {
    if (rates == null || rates.length < 4) return "unknown";
    int half = rates.length / 2;
    double first = mean(Arrays.copyOfRange(rates, 0, half));
    double second = mean(Arrays.copyOfRange(rates, rates.length - half, rates.length));
    double mean = mean(rates);
    double var = 0;
    for (double r : rates) var += (r - mean) * (r - mean);
    double sd = Math.sqrt(var / (rates.length - 1));
    // a drift is a change of level the quarters' own scatter (within each half) does not explain:
    // the halves' means apart by more than 3 standard errors of their difference, and by more than 10%
    double within = 0;
    for (int i = 0; i < half; i++) {
      double a = rates[i] - first;
      double b = rates[rates.length - half + i] - second;
      within += a * a + b * b;
    }
    double se = Math.sqrt(within / Math.max(1, 2 * half - 2)) * Math.sqrt(2.0 / half);
    if (first <= 0 || Math.abs(second - first) > Math.max(3 * se, STEADY_DRIFT_PERCENT / 100.0 * first)) return "drifting";
    return sd / mean > STEADY_SPREAD_PERCENT / 100.0 ? "noisy" : "steady";
  }

  /** How the verdict reads in a warning: the two halves' rates, or how far the quarters scatter. */
  String explain() {
    if (ratesPerSecond.length < 4) return steadiness + " (" + where() + ")";
    int half = ratesPerSecond.length / 2;
    if ("noisy".equals(steadiness)) {
      double m = mean(ratesPerSecond);
      double var = 0;
      for (double r : ratesPerSecond) var += (r - m) * (r - m);
      return String.format(Locale.ROOT, "noisy in %s (its quarter seconds scatter by %.0f%%)", where(),
          100 * Math.sqrt(var / (ratesPerSecond.length - 1)) / m);
    }
    return String.format(Locale.ROOT, "%s in %s (%,.0f req/s in its first half, %,.0f in its second)",
        steadiness, where(), mean(Arrays.copyOfRange(ratesPerSecond, 0, half)),
        mean(Arrays.copyOfRange(ratesPerSecond, ratesPerSecond.length - half, ratesPerSecond.length)));
  }

  /** "round 3", or "round 3, measured again" for a trial that replaced its round's. */
  String where() {
    return "round " + round + (again > 0 ? ", measured again" : "");
  }

  private static double mean(double[] v) {
    double s = 0;
    for (double x : v) s += x;
    return v.length == 0 ? Double.NaN : s / v.length;
  }
}
