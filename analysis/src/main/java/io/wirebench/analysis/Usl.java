package io.wirebench.analysis;

import java.util.Arrays;
import java.util.Optional;
import org.apache.commons.math3.exception.ConvergenceException;
import org.apache.commons.math3.exception.TooManyEvaluationsException;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresBuilder;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresOptimizer;
import org.apache.commons.math3.fitting.leastsquares.LevenbergMarquardtOptimizer;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.SingularMatrixException;
import org.apache.commons.math3.util.Pair;

/**
 * Gunther's Universal Scalability Law fitted to throughput at several thread counts:
 * X(N) = λN / (1 + σ(N − 1) + κN(N − 1)). σ is contention (the share of the work that queues for
 * something shared: σ = 0.5 halves what a second thread adds), κ coherency (the cost of threads
 * keeping shared data consistent with each other, which makes throughput fall past a peak at
 * N* = √((1 − σ) / κ)). Amdahl's law is the case κ = 0; linear scaling is σ = κ = 0.
 *
 * <p>Fitted by least squares on every fork's throughput (each fork one observation, so a cell with
 * more forks weighs more) with commons-math's Levenberg-Marquardt, λ, σ and κ all free. Nothing
 * holds σ and κ to be positive: a negative σ is throughput growing faster than the threads
 * (superlinear: the threads together have more cache), a κ below zero one that noise cannot tell
 * from none. Their 95% intervals are the asymptotic ones (Student's t on the residual degrees of
 * freedom, observations − 3); with three observations the fit is exact and has none.
 *
 * @param lambda throughput of one thread as the model has it (ops/s)
 * @param sigma contention
 * @param kappa coherency
 * @param sigmaLow lower bound of σ's 95% interval (NaN: none)
 * @param sigmaHigh upper bound of σ's 95% interval
 * @param kappaLow lower bound of κ's 95% interval
 * @param kappaHigh upper bound of κ's 95% interval
 * @param observations the fork throughputs fitted
 * @param counts the distinct thread counts among them
 */
public record Usl(double lambda, double sigma, double kappa, double sigmaLow, double sigmaHigh, double kappaLow,
    double kappaHigh, int observations, int counts) {

  /** Fewer distinct thread counts than this leave σ and κ undetermined (two points fit any line). */
  public static final int MIN_COUNTS = 3;

  /**
   * The fit to observations of throughput at thread counts; empty with fewer than {@link #MIN_COUNTS}
   * distinct counts, a throughput that is not positive, or a fit that does not converge.
   *
   * @param threads each observation's thread count
   * @param throughput each observation's throughput (all threads together)
   */
  public static Optional<Usl> fit(int[] threads, double[] throughput) {
    if (threads.length != throughput.length) throw new IllegalArgumentException("one thread count per throughput");
    int m = threads.length;
    if (Arrays.stream(threads).distinct().count() < MIN_COUNTS) return Optional.empty();
    if (Arrays.stream(throughput).anyMatch(x -> !(x > 0) || Double.isInfinite(x))) return Optional.empty();
    // in units of the smallest count's throughput per thread, so that λ starts near 1 and the three
    // parameters are of like size for the optimizer
    int nMin = Arrays.stream(threads).min().orElseThrow();
    double scale = 0;
    int k = 0;
    for (int i = 0; i < m; i++) {
      if (threads[i] == nMin) {
        scale += throughput[i] / nMin;
        k++;
      }
    }
    scale /= k;
    double[] y = new double[m];
    for (int i = 0; i < m; i++) y[i] = throughput[i] / scale;
    LeastSquaresOptimizer.Optimum o;
    try {
      o = new LevenbergMarquardtOptimizer().optimize(new LeastSquaresBuilder()
          .model(p -> model(p.toArray(), threads))
          .target(y)
          .start(new double[] {1, 0.01, 0.0001})
          .maxEvaluations(10_000)
          .maxIterations(10_000)
          .build());
    } catch (TooManyEvaluationsException | ConvergenceException e) {
      return Optional.empty();
    }
    double[] p = o.getPoint().toArray();
    double[] half = {Double.NaN, Double.NaN, Double.NaN};
    int df = m - 3;
    if (df > 0) {
      try {
        RealMatrix cov = o.getCovariances(1e-14);
        double s2 = o.getRMS() * o.getRMS() * m / df; // the residuals' variance: RSS / (m − 3)
        double t = Estimate.tQuantile(df);
        for (int j = 0; j < 3; j++) half[j] = t * Math.sqrt(s2 * cov.getEntry(j, j));
      } catch (SingularMatrixException e) {
        // the counts cannot tell σ from κ (say, all forks but one at one count): no intervals
      }
    }
    return Optional.of(new Usl(p[0] * scale, p[1], p[2], p[1] - half[1], p[1] + half[1], p[2] - half[2],
        p[2] + half[2], m, (int) Arrays.stream(threads).distinct().count()));
  }

  /** The model's values at each observation's count and its Jacobian in (λ, σ, κ). */
  private static Pair<org.apache.commons.math3.linear.RealVector, RealMatrix> model(double[] p, int[] threads) {
    double lambda = p[0];
    double sigma = p[1];
    double kappa = p[2];
    double[] value = new double[threads.length];
    double[][] jacobian = new double[threads.length][3];
    for (int i = 0; i < threads.length; i++) {
      double n = threads[i];
      double d = 1 + sigma * (n - 1) + kappa * n * (n - 1);
      value[i] = lambda * n / d;
      jacobian[i][0] = n / d;
      jacobian[i][1] = -lambda * n * (n - 1) / (d * d);
      jacobian[i][2] = -lambda * n * n * (n - 1) / (d * d);
    }
    return new Pair<>(new ArrayRealVector(value, false), new Array2DRowRealMatrix(jacobian, false));
  }

  /** The model's throughput at {@code n} threads. */
  public double throughput(double n) {
    return lambda * n / (1 + sigma * (n - 1) + kappa * n * (n - 1));
  }

  /**
   * The thread count where the model's throughput peaks, √((1 − σ) / κ); NaN when it has no peak
   * (κ ≤ 0, or σ ≥ 1: no thread adds anything).
   */
  public double peakThreads() {
    return kappa > 0 && sigma < 1 ? Math.sqrt((1 - sigma) / kappa) : Double.NaN;
  }

  /** True when σ and κ have intervals (more observations than parameters). */
  public boolean hasIntervals() {
    return !Double.isNaN(sigmaLow) && !Double.isNaN(kappaLow);
  }
}
