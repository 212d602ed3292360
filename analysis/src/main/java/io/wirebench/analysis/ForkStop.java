package io.wirebench.analysis;

/**
 * Sequential stopping of a fork: after each measured iteration, whether the fork already knows its
 * value well enough to end. A fixed fork length spends the same seconds on a fork that settled
 * after two seconds as on one that never did; this rule ends a fork once the iterations after its
 * warm-up ramp give their mean to the set precision, and lets a fork that is still changing run to
 * the profile's maximum.
 *
 * <p>A fork stops when all of these hold, on the iterations so far ({@link SteadyState#analyse}):
 * <ul>
 *   <li>it has measured at least {@code minMeasured} iterations: a fork cannot see a change still to
 *       come, and a JIT on two cores takes 3 to 8 s to finish compiling a reader, so a plateau
 *       before that must not end the fork;</li>
 *   <li>its last level is steady (not "no steady state"), and at least {@code minSteady} iterations
 *       long, so a level it only touched does not end it;</li>
 *   <li>the iterations its value is taken from (from the end of the ramp on) number at least
 *       {@code minSteady};</li>
 *   <li>neither of the last two iterations is an outlier ({@link #undecidedEnd}): a spike or the start
 *       of a new level;</li>
 *   <li>and either the 95% half-width of their mean ({@link #halfWidth}: Student's t, allowing for
 *       correlated iterations) is at most {@code precision}, or another iteration of this fork buys
 *       less than a new fork would ({@link #enough}).</li>
 * </ul>
 * The fork's own precision is not the cell's interval: forks of one cell differ by more than one
 * fork's iterations do (JIT decisions, memory layout), so the cell's interval comes from its forks
 * as before, and the time saved goes to forks.
 *
 * <p>Why the second condition: a cell's mean over k forks of L steady iterations varies as
 * (σ_b² + σ_w²/L)/k, for the spread σ_b between forks and the long-run deviation σ_w of one
 * iteration, and a fork costs c + Lτ seconds (c: its JVM start, warm-up and ramp; τ: an iteration).
 * For a given time the variance is lowest at L* = (σ_w/σ_b)·√(c/τ): beyond it, the seconds buy more
 * as a new fork than as more iterations of this one. On a quiet machine (σ_w 1-3%) that is a few
 * iterations, and the minimum governs; where iterations are very noisy, forks run long, which is
 * then the best use of the time.
 *
 * @param precision relative 95% half-width of the fork's mean at which it stops (0.01: ±1%)
 * @param minSteady iterations the fork's value needs, at least, before it may stop
 * @param minMeasured measured iterations every fork runs, at least
 * @param forkSpread the spread σ_b assumed between forks of one cell (relative; 0: stop on
 *     {@code precision} alone)
 * @param startIterations a fork's JVM start and setup, in iterations (part of c)
 * @param prior what the run so far says of the fork's φ ({@link Autocorrelation.Prior}); the fork's
 *     own estimate on 12 to 20 iterations is too uncertain to trust alone
 */
public record ForkStop(double precision, int minSteady, int minMeasured, double forkSpread,
    double startIterations, Autocorrelation.Prior prior) {

  /** A rule that stops on the precision alone. */
  public ForkStop(double precision, int minSteady, int minMeasured) {
    this(precision, minSteady, minMeasured, 0, 0);
  }

  /** A rule that knows nothing of the run: the fork's own φ. */
  public ForkStop(double precision, int minSteady, int minMeasured, double forkSpread, double startIterations) {
    this(precision, minSteady, minMeasured, forkSpread, startIterations, Autocorrelation.Prior.NONE);
  }

  /** This rule for a fork whose cell and run have measured what {@code p} says. */
  public ForkStop given(Autocorrelation.Prior p) {
    return new ForkStop(precision, minSteady, minMeasured, forkSpread, startIterations, p);
  }

  public ForkStop {
    if (!(precision > 0)) throw new IllegalArgumentException("stop precision must be above 0");
    if (minSteady < 4) throw new IllegalArgumentException("a fork needs at least 4 steady iterations to stop");
    if (minMeasured < minSteady) throw new IllegalArgumentException("a fork measures at least its steady minimum");
    if (!(forkSpread >= 0) || !(startIterations >= 0)) throw new IllegalArgumentException("fork cost must be 0 or more");
    if (prior == null) prior = Autocorrelation.Prior.NONE;
  }

  /**
   * True when the fork may stop now.
   *
   * @param scores throughput of every iteration so far, warm-up first
   * @param measuredFrom index of the first measured iteration (scores.length when none yet)
   */
  public boolean done(double[] scores, int measuredFrom) {
    if (scores.length - measuredFrom < minMeasured) return false;
    SteadyState st = SteadyState.analyse(scores, measuredFrom);
    if (st.kind() == SteadyState.Kind.NO_STEADY_STATE) return false;
    if (scores.length - st.from() < minSteady || scores.length - st.usedFrom() < minSteady) return false;
    if (undecidedEnd(scores)) return false;
    return halfWidth(scores, st.usedFrom(), prior) <= precision || enough(scores, st.usedFrom());
  }

  /**
   * True when the fork's steady iterations number at least L* = (σ_w/σ_b)·√(c/τ) (above), with σ_w
   * their long-run deviation ({@link #longRunDeviation}), σ_b {@code forkSpread} and c/τ the
   * iterations before them plus {@code startIterations}; false when {@code forkSpread} is 0.
   */
  boolean enough(double[] scores, int from) {
    if (forkSpread <= 0) return false;
    double optimal = longRunDeviation(scores, from, prior) / forkSpread * Math.sqrt(startIterations + from);
    return scores.length - from >= optimal;
  }

  /**
   * The relative 95% half-width of the mean of {@code scores[from..]}, on the log scale: Student's t
   * (count − 1 degrees of freedom) times their standard deviation over the square root of their
   * count, widened by √((1+φ)/(1−φ)) for the lag-1 autocorrelation φ of successive iterations
   * (clipped to [0, 0.8]), after isolated spikes are replaced ({@link SteadyState#despike}). The
   * plain deviation with t, not the robust deviation of differences the detector uses: on eight
   * iterations that one varies so much that it let forks with 5% noise stop at ±1%. With the spikes
   * left in, forks ran 6-13% longer for no narrower spread between forks, replayed on two full runs
   * (scripts/ForkStopReplay.java; docs/metrics.md, "Where that pair's intervals come from").
   */
  static double halfWidth(double[] scores, int from) {
    return halfWidth(scores, from, Autocorrelation.Prior.NONE);
  }

  /** {@link #halfWidth(double[], int)} with φ pooled as {@code prior} says. */
  static double halfWidth(double[] scores, int from, Autocorrelation.Prior prior) {
    int n = scores.length - from;
    if (n < 2) return Double.POSITIVE_INFINITY;
    return Estimate.tQuantile(n - 1) * longRunDeviation(scores, from, prior) / Math.sqrt(n);
  }

  /**
   * The long-run deviation of one iteration of {@code scores[from..]} on the log scale: their
   * standard deviation times √((1+φ)/(1−φ)) for the lag-1 autocorrelation φ (bias-corrected,
   * clipped to [0, 0.8], and pooled with the cell's earlier forks and the run's cells as
   * {@code prior} says), after isolated spikes are replaced; infinite for fewer than two.
   */
  static double longRunDeviation(double[] scores, int from, Autocorrelation.Prior prior) {
    int n = scores.length - from;
    if (n < 2) return Double.POSITIVE_INFINITY;
    double[] y = new double[n];
    for (int i = 0; i < n; i++) y[i] = Math.log(Math.max(scores[from + i], 1e-9));
    y = SteadyState.despike(y);
    double mean = SteadyState.mean(y, 0, n);
    double ss = 0;
    double lag = 0;
    for (int i = 0; i < n; i++) {
      double r = y[i] - mean;
      ss += r * r;
      if (i > 0) lag += r * (y[i - 1] - mean);
    }
    double sd = Math.sqrt(ss / (n - 1));
    // corrected for the bias of a short series, as the detector's estimate is (SteadyState.Lag1#phi):
    // on 12-20 iterations the plain estimate is low by about (1+4φ)/n, which made the mean look surer
    double phi = prior.phi(new SteadyState.Lag1(lag, ss, 1, n));
    return sd * Math.sqrt((1 + phi) / (1 - phi));
  }

  /**
   * True when one of the last two iterations is an outlier the detector's spike filter replaces: a
   * spike, or the start of a new level, which only the next iterations tell apart. The analysis
   * sees neither (a change needs three iterations to outlast the filter), so the fork waits.
   */
  static boolean undecidedEnd(double[] scores) {
    int n = scores.length;
    if (n < 5) return false;
    double[] y = new double[n];
    for (int i = 0; i < n; i++) y[i] = Math.log(Math.max(scores[i], 1e-9));
    double[] d = SteadyState.despike(y);
    return d[n - 1] != y[n - 1] || d[n - 2] != y[n - 2];
  }

  /** What a stop reports in the run's log. */
  public String describe(double[] scores, int measuredFrom) {
    SteadyState st = SteadyState.analyse(scores, measuredFrom);
    return String.format(java.util.Locale.ROOT,
        "wirebench: fork stopped after %d measured iterations: %d after its ramp give the mean to ±%.2f%% (target ±%.2f%%%s)",
        scores.length - measuredFrom, scores.length - st.usedFrom(), 100 * halfWidth(scores, st.usedFrom(), prior),
        100 * precision, halfWidth(scores, st.usedFrom(), prior) <= precision ? ""
            : "; more iterations would buy less than another fork");
  }
}
