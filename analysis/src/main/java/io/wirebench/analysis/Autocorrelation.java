package io.wirebench.analysis;

import java.util.ArrayList;
import java.util.List;

/**
 * How correlated successive iterations are, from each cell's forks and the run's other cells
 * together, so that the steady-state verdict of a fork does not rest on the 20 or 36 iterations
 * it has. The verdict scales its changepoint penalty and merge test to the long-run noise, which
 * grows as √(1+φ)/(1−φ) with the lag-1 autocorrelation φ; one 36-iteration fork estimates φ
 * with a standard deviation of about 0.17, and where it happens to come out low the fork's
 * wander passes for a change of level. On unchanged forks with AR(1) noise of φ = 0.5 the verdict
 * from each fork's own estimate marked 3% of them; from the pooled estimate, under 1%
 * (SteadyStateRatesTest).
 *
 * <p>Empirical Bayes, as the run pools fork-to-fork spread ({@link VariancePrior}): a cell's
 * estimate (its forks' evidence summed, {@link SteadyState.Lag1}) with sampling variance v is
 * drawn around the run's centre μ with a between-cell variance τ², both estimated robustly (the
 * median of the cells' estimates, and their squared MAD less the median v, never below
 * {@link #MIN_BETWEEN}); the cell's posterior φ is (φ̂/v + μ/τ²)/(1/v + 1/τ²). A cell with many
 * forks keeps mostly its own estimate; a cell of one short fork borrows most from the run.
 *
 * @param mean μ, the run's median lag-1 autocorrelation (NaN without pooling)
 * @param between τ², the variance of the cells' true autocorrelations
 * @param cells how many cells it was estimated from
 */
public record Autocorrelation(double mean, double between, int cells) {
  /**
   * τ² is never taken below 0.1²: benchmarks differ in how correlated their iterations are
   * (quartiles of single forks 0.27 to 0.51 on this machine), and a run of a few similar cells must
   * not pull an unlike one all the way to their mean.
   */
  public static final double MIN_BETWEEN = 0.01;

  /** Fewer cells with evidence than this pool nothing: each fork keeps its own estimate. */
  public static final int MIN_CELLS = 3;

  /** No pooling. */
  public static final Autocorrelation NONE = new Autocorrelation(Double.NaN, Double.NaN, 0);

  /** True when cells borrow from the run. */
  public boolean pools() {
    return !Double.isNaN(mean);
  }

  /** The run's estimate from each cell's evidence (its forks' summed). */
  public static Autocorrelation fit(List<SteadyState.Lag1> cells) {
    List<double[]> ev = new ArrayList<>(); // {estimate, variance}
    for (SteadyState.Lag1 c : cells) {
      if (!c.empty()) ev.add(new double[] {c.estimate(), c.variance()});
    }
    int g = ev.size();
    if (g < MIN_CELLS) return new Autocorrelation(Double.NaN, Double.NaN, g);
    // robust centre and spread (median, MAD): one cell whose change of level passed for correlation
    // (an estimate near 1) must neither drag the mean nor widen τ² for every other cell
    double[] est = new double[g];
    double[] var = new double[g];
    for (int i = 0; i < g; i++) {
      est[i] = ev.get(i)[0];
      var[i] = ev.get(i)[1];
    }
    double centre = SteadyState.median(est);
    double[] dev = new double[g];
    for (int i = 0; i < g; i++) dev[i] = Math.abs(est[i] - centre);
    double mad = 1.4826 * SteadyState.median(dev);
    double tau2 = Math.max(MIN_BETWEEN, mad * mad - SteadyState.median(var));
    return new Autocorrelation(centre, tau2, g);
  }

  /** A cell's φ: its own estimate shrunk towards the run's mean; its own alone without pooling. */
  public double phi(SteadyState.Lag1 cell) {
    if (!pools()) return cell.phi();
    if (cell.empty()) return clip(mean);
    double v = cell.variance();
    return clip((cell.estimate() / v + mean / between) / (1 / v + 1 / between));
  }

  private static double clip(double phi) {
    return Math.max(0, Math.min(SteadyState.Lag1.MAX_PHI, phi));
  }

  /**
   * What the run so far says of a cell's φ before its next fork, for the fork's stopping rule
   * ({@link ForkStop}): the run's fit over its measured cells, and the cell's own earlier forks.
   * A fork that may stop after 12 iterations estimates its own φ to about ±0.25; borrowing from the
   * run, its half-width stops understating how uncertain its mean is.
   */
  public record Prior(Autocorrelation run, SteadyState.Lag1 cell) {
    /** Nothing known: the fork's own estimate alone. */
    public static final Prior NONE = new Prior(Autocorrelation.NONE, SteadyState.Lag1.NONE);

    /** The φ of a fork with this evidence of its own: its cell's, pooled with the run. */
    public double phi(SteadyState.Lag1 fork) {
      return run.phi(cell.plus(fork));
    }
  }

  /** The prior for {@code cell}'s next fork, from the run's cells as measured so far. */
  public static Prior prior(java.util.Collection<CellResult> results, Cell cell) {
    List<SteadyState.Lag1> measured = new ArrayList<>();
    SteadyState.Lag1 own = SteadyState.Lag1.NONE;
    for (CellResult r : results) {
      SteadyState.Lag1 e = evidence(r.forks());
      if (r.measured()) measured.add(e);
      if (r.cell().equals(cell)) own = e;
    }
    return new Prior(fit(measured), own);
  }

  /** A cell's evidence: its forks' summed. */
  public static SteadyState.Lag1 evidence(List<ForkSample> forks) {
    SteadyState.Lag1 sum = SteadyState.Lag1.NONE;
    for (ForkSample f : forks) sum = sum.plus(f.evidence());
    return sum;
  }

  /**
   * Each cell's forks analysed again with the cell's φ pooled over the cells; only the cells
   * {@code fitted} marks (measured ones) inform the run's estimate.
   */
  public static List<List<ForkSample>> reanalyse(List<List<ForkSample>> cells, List<Boolean> fitted) {
    List<SteadyState.Lag1> evidence = new ArrayList<>(cells.size());
    List<SteadyState.Lag1> measured = new ArrayList<>();
    for (int i = 0; i < cells.size(); i++) {
      SteadyState.Lag1 e = evidence(cells.get(i));
      evidence.add(e);
      if (fitted.get(i)) measured.add(e);
    }
    Autocorrelation run = fit(measured);
    List<List<ForkSample>> out = new ArrayList<>(cells.size());
    for (int i = 0; i < cells.size(); i++) {
      double phi = run.phi(evidence.get(i));
      out.add(cells.get(i).stream().map(f -> f.reanalysed(phi)).toList());
    }
    return out;
  }

  /**
   * The cells of a run, each fork analysed again with its cell's pooled φ. Cells without forks are
   * kept as they are.
   */
  public static List<CellResult> pool(List<CellResult> results) {
    List<List<ForkSample>> analysed = reanalyse(results.stream().map(CellResult::forks).toList(),
        results.stream().map(CellResult::measured).toList());
    List<CellResult> out = new ArrayList<>(results.size());
    for (int i = 0; i < results.size(); i++) {
      CellResult r = results.get(i);
      out.add(r.forks().isEmpty() ? r : r.withForks(analysed.get(i)));
    }
    return out;
  }
}
