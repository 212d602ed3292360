package io.wirebench.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a run's rerun intervals are made of, and what more forks would buy: the answer to "how long
 * must I measure on this machine for ±3%?", from the run itself.
 *
 * <p>A cell's rerun interval is t · √(s²·2/n + m²) ({@link Estimate#rerun}): s² the fork-to-fork
 * variance, which more forks average down, and m² the machine's own wander between runs
 * ({@link MachineTerm}), which they do not. The forecast takes a typical cell of this run (the
 * pooled fork variance of {@link VariancePrior}, or the median cell's own without pooling) and
 * this run's machine term, and finds the fewest forks n for which that cell's half-width is at most
 * the target. When the machine term alone (at its degrees of freedom) is wider than the target, no
 * number of forks reaches it: the remedy is a quieter machine, not a longer run. The time is n
 * forks of every cell at this run's seconds per fork (its wall time over its forks, so the run's
 * fixed costs are spread over them).
 *
 * <p>It assumes the next run meets the machine as this one did: the same fork spread and the same
 * wander. On the 2026-11-27 pair of full runs its typical cell at the runs' four forks gave 5.7% and
 * 3.9% where the runs' median half-widths were 5.6% and 3.8%; the two runs differed because the
 * machine wandered twice as much during the first (docs/metrics.md, "Where a run's interval comes
 * from").
 *
 * @param medianHalfWidth the median relative rerun half-width of the run's cells with two or more forks
 * @param forkSpread the typical relative fork-to-fork standard deviation (the pooled prior's)
 * @param machineSd the standard deviation of a rerun's whole-run shift (0: no machine term)
 * @param target the relative half-width asked for
 * @param forks forks a typical cell needs for {@code target} (0: no number of forks reaches it)
 * @param cells the run's measured cells
 * @param secondsPerFork the run's wall time per fork
 */
public record PrecisionForecast(double medianHalfWidth, double forkSpread, double machineSd, double target,
    int forks, int cells, double secondsPerFork) {

  /**
   * The half-width a published table is held to: issue 31's target for the standard matrix, and
   * about what the 45-minute full runs of 2026-11-25 reached (1.8-3.0%).
   */
  public static final double PUBLICATION = 0.03;

  /** Forks beyond this are not forecast: the answer is then "not by forks". */
  static final int MAX_FORKS = 200;

  /** True when some number of forks reaches the target. */
  public boolean reachable() {
    return forks > 0;
  }

  /** Minutes a run of {@code forks} forks of every cell takes at this run's pace. */
  public double minutes() {
    return forks * (double) cells * secondsPerFork / 60;
  }

  /**
   * The forecast for a run's pooled cells ({@link Pooling#apply}), or null when fewer than
   * {@link VariancePrior#MIN_CELLS} cells have two or more forks: too few to say what a typical
   * cell's forks spread by (the default quick run gives a second fork to a few cells only).
   *
   * @param results the run's cells, pooled
   * @param runSeconds the run's wall time
   * @param target the relative half-width asked for
   */
  public static PrecisionForecast of(List<CellResult> results, double runSeconds, double target) {
    List<double[]> samples = new ArrayList<>();
    List<Double> halfWidths = new ArrayList<>();
    int forks = 0;
    for (CellResult r : results) {
      if (!r.measured()) continue;
      forks += r.forks().size();
      samples.add(r.samples(Metric.THROUGHPUT));
      Estimate e = r.estimate(Metric.THROUGHPUT);
      if (e.n() >= 2 && e.relativeHalfWidth() >= 0) halfWidths.add(e.relativeHalfWidth());
    }
    return forks == 0 ? null : of(samples, halfWidths, runSeconds / forks, target);
  }

  /**
   * The forecast from what a run measured, however it was kept (the cells in memory, or run.json);
   * null with fewer than {@link VariancePrior#MIN_CELLS} cells of two or more forks. The fork
   * spread and the machine term are fitted from {@code samples} as the run's own pooling fits them
   * ({@link Pooling#of}).
   *
   * @param samples each measured cell's throughput in each used fork
   * @param halfWidths each cell's relative rerun half-width (cells with two or more forks)
   * @param secondsPerFork the run's wall time per fork
   * @param target the relative half-width asked for
   */
  public static PrecisionForecast of(List<double[]> samples, List<Double> halfWidths, double secondsPerFork,
      double target) {
    if (halfWidths.size() < VariancePrior.MIN_CELLS) return null;
    VariancePrior prior = VariancePrior.fit(samples);
    MachineTerm machine = MachineTerm.of(samples);
    double variance;
    double df;
    if (prior.pools()) {
      variance = prior.relativeVariance();
      df = prior.df();
    } else {
      // the cells' spreads vary too much to pool: the median cell's own
      List<Double> variances = new ArrayList<>();
      List<Double> counts = new ArrayList<>();
      for (double[] s : samples) {
        double[] ok = Estimate.present(s);
        if (ok.length < 2) continue;
        double mean = Estimate.mean(ok);
        variances.add(Estimate.variance(ok, mean) / (mean * mean));
        counts.add((double) ok.length);
      }
      variance = median(variances);
      df = median(counts) - 1;
    }
    int needed = forksFor(variance, df, machine, target);
    return new PrecisionForecast(median(halfWidths), Math.sqrt(variance),
        machine.present() ? Math.sqrt(machine.rerunVariance()) : 0, target, needed, samples.size(), secondsPerFork);
  }

  /**
   * The fewest forks (two or more) for which a cell of relative fork variance {@code variance} on
   * {@code df} degrees of freedom from the run's other cells reaches {@code target}; 0 when even
   * {@link #MAX_FORKS} do not. With a pooled prior, a cell of n forks has df + n − 1 degrees of
   * freedom; without one (df: the median cell's forks − 1), n − 1. A run of n forks a cell has n
   * rounds, so its machine term is fitted on n rounds ({@link MachineTerm#over}): held at this
   * run's rounds, the forecast for the quiet run of 2026-11-27 was 11 forks; fitted on n rounds, 9.
   */
  static int forksFor(double variance, double df, MachineTerm machine, double target) {
    boolean pooled = !Double.isNaN(df) && df > 0 && variance > 0;
    for (int n = 2; n <= MAX_FORKS; n++) {
      double d = pooled ? df + n - 1 : n - 1;
      if (Estimate.rerun(variance, d, n, machine.over(n))[0] <= target) return n;
    }
    return 0;
  }

  /** One line under the run's tables. */
  public String describe() {
    String head = String.format(Locale.ROOT, "Median ± %.1f%%: forks of a cell differ by about %.1f%%%s",
        100 * medianHalfWidth, 100 * forkSpread,
        machineSd > 0 ? String.format(Locale.ROOT, " and the machine's wander adds %.1f%%", 100 * machineSd) : "");
    if (medianHalfWidth <= target) {
      return head + String.format(Locale.ROOT, ", within the ± %.0f%% a published table is held to.", 100 * target);
    }
    if (!reachable()) {
      return head + String.format(Locale.ROOT, "; no number of forks brings a typical cell to ± %.0f%% while the machine "
          + "wanders this much: measure again when it is quieter.", 100 * target);
    }
    double minutes = Math.ceil(minutes());
    return head + String.format(Locale.ROOT, "; ± %.0f%% would take about %d forks a cell (--forks %d): about %.0f "
        + "minutes for these %d cells.", 100 * target, forks, forks, minutes, cells);
  }

  private static double median(List<Double> v) {
    double[] a = v.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    int n = a.length;
    return n % 2 == 1 ? a[n / 2] : (a[n / 2 - 1] + a[n / 2]) / 2;
  }
}
