package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.analysis.SweepFit;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/** The sweep's fit and flag on synthetic timings whose growth is known. */
class SweepFitTest {
  /** Six log-spaced sizes from 1 KB to 10 MB, as a sweep of the issue's. */
  private static final double[] SIZES = {1e3, 6.3e3, 4e4, 2.5e5, 1.6e6, 1e7};

  /** Points of a time law with ±3% multiplicative noise from a fixed seed; with a standard error or without. */
  private static List<SweepFit.Point> points(DoubleUnaryOperator time, boolean withErrors, long seed) {
    Random r = new Random(seed);
    List<SweepFit.Point> out = new ArrayList<>();
    for (double x : SIZES) {
      double t = time.applyAsDouble(x) * (1 + 0.03 * r.nextGaussian());
      out.add(new SweepFit.Point(x, t, withErrors ? 0.03 * t : Double.NaN));
    }
    return out;
  }

  @Test
  void aLinearCostGivesItsFixedAndPerByteCostAndAnExponentOfOne() {
    for (boolean errors : new boolean[] {false, true}) {
      // 2 µs a call and 1 ns a byte: at 10 MB the per-byte part is 5,000 times the fixed one
      SweepFit.Result f = SweepFit.fit(points(x -> 2e-6 + 1e-9 * x, errors, 1)).orElseThrow();
      assertThat(f.knownErrors()).isEqualTo(errors);
      assertThat(f.fixed().value()).as("fixed").isCloseTo(2e-6, org.assertj.core.data.Percentage.withPercentage(15));
      assertThat(f.perByte().value()).as("per byte").isCloseTo(1e-9, org.assertj.core.data.Percentage.withPercentage(5));
      assertThat(f.exponent().value()).isCloseTo(1, org.assertj.core.data.Offset.offset(0.05));
      assertThat(f.exponent().high() - f.exponent().low()).isLessThan(0.2);
      assertThat(f.superlinear()).isFalse();
      assertThat(Double.isNaN(f.superlinearFrom())).isTrue();
      // the fixed cost is more than a fifth of the time at the two smallest sizes, so the exponent leaves them out
      assertThat(f.exponentFrom()).isEqualTo(4e4);
      assertThat(SizeSweeps.growth(f)).isEqualTo("linear");
    }
  }

  @Test
  void theIntervalsHoldTheTrueCostsAboutAsOftenAsTheySay() {
    // 400 sweeps of the same linear cost with other noise: a 95% interval should miss the truth about 5% of the
    // time; the exponent's misses more (about 10%), as the fixed cost still bends the sizes it is fitted over
    for (boolean errors : new boolean[] {false, true}) {
      int fixed = 0;
      int perByte = 0;
      int exponent = 0;
      int flagged = 0;
      int n = 400;
      for (int seed = 0; seed < n; seed++) {
        SweepFit.Result f = SweepFit.fit(points(x -> 2e-6 + 1e-9 * x, errors, 100 + seed)).orElseThrow();
        if (f.fixed().low() <= 2e-6 && 2e-6 <= f.fixed().high()) fixed++;
        if (f.perByte().low() <= 1e-9 && 1e-9 <= f.perByte().high()) perByte++;
        if (f.exponent().low() <= 1 && 1 <= f.exponent().high()) exponent++;
        if (f.superlinear()) flagged++;
      }
      assertThat(fixed / (double) n).as("fixed, errors " + errors).isBetween(0.9, 1.0);
      assertThat(perByte / (double) n).as("per byte, errors " + errors).isBetween(0.9, 1.0);
      assertThat(exponent / (double) n).as("exponent, errors " + errors).isBetween(0.8, 1.0);
      assertThat(flagged).as("a linear cost flagged, errors " + errors).isZero();
    }
  }

  @Test
  void aQuadraticCostIsFlaggedFromTheSizeWhereItTakesOver() {
    for (boolean errors : new boolean[] {false, true}) {
      // 0.5 µs a call, 0.5 ns a byte, and a quadratic part that equals the linear one at 5 KB
      SweepFit.Result f = SweepFit.fit(points(x -> 5e-7 + 5e-10 * x + 1e-13 * x * x, errors, 2)).orElseThrow();
      assertThat(f.superlinear()).isTrue();
      assertThat(f.exponent().low()).isGreaterThan(1 + SweepFit.TOLERANCE);
      assertThat(f.exponent().value()).isBetween(1.5, 2.0);
      // without noise the local exponent is 1.05 from 1 KB to 6.3 KB and 1.72 from 6.3 KB to 40 KB
      assertThat(f.superlinearFrom()).isEqualTo(6.3e3);
      assertThat(f.localExponents().get(f.localExponents().size() - 1)).isGreaterThan(1.9);
      assertThat(SizeSweeps.growth(f)).isEqualTo("superlinear from 6,300 B");
    }
  }

  @Test
  void aCostThatIsMostlyFixedIsBelowLinearAndNotFlagged() {
    // 50 µs a call and 1 ps a byte: even at 10 MB the size adds a fifth
    SweepFit.Result f = SweepFit.fit(points(x -> 5e-5 + 1e-12 * x, false, 3)).orElseThrow();
    assertThat(f.superlinear()).isFalse();
    assertThat(f.fixed().low()).isLessThan(5e-5);
    assertThat(f.fixed().high()).isGreaterThan(5e-5);
    assertThat(f.exponent().high()).isLessThan(0.5);
    // no size is dominated by the per-byte part: the exponent is the largest three sizes'
    assertThat(f.exponentFrom()).isEqualTo(2.5e5);
    assertThat(SizeSweeps.growth(f)).isEqualTo("below linear (a fixed cost)");
  }

  @Test
  void aCostPerByteThatGrowsAsCachesRunOutIsWithinTheTolerance() {
    // 20% more per byte for every tenfold size (an exponent of 1.08), as a linear algorithm leaving the caches
    SweepFit.Result f = SweepFit.fit(points(x -> 1e-9 * x * Math.pow(x / 1e3, 0.08), true, 4)).orElseThrow();
    assertThat(f.exponent().value()).isBetween(1.05, 1.11);
    assertThat(f.superlinear()).isFalse();
  }

  @Test
  void threeExactPointsOfAQuadraticAreFlaggedButThreeNoisyOnesOfOneForkAreNot() {
    List<SweepFit.Point> exact = List.of(new SweepFit.Point(1e3, 1e-8, 1e-10), new SweepFit.Point(1e4, 1e-6, 1e-8),
        new SweepFit.Point(1e5, 1e-4, 1e-6));
    assertThat(SweepFit.fit(exact).orElseThrow().superlinear()).isTrue();
    // one fork a cell: the scatter about the fit is all there is to go on, with one degree of freedom
    List<SweepFit.Point> oneFork = List.of(new SweepFit.Point(1e3, 1.0e-6, Double.NaN),
        new SweepFit.Point(1e4, 2.4e-6, Double.NaN), new SweepFit.Point(1e5, 1.4e-4, Double.NaN));
    SweepFit.Result f = SweepFit.fit(oneFork).orElseThrow();
    assertThat(f.df()).isEqualTo(1);
    assertThat(f.superlinear()).isFalse();
    assertThat(f.localExponents()).hasSize(2);
    assertThat(f.localExponents().get(1)).isGreaterThan(1.7);
    assertThat(SizeSweeps.growth(f)).startsWith("cannot tell: b's interval is too wide; local exponent 1.7")
        .endsWith(" from 10 KB");
  }

  @Test
  void fewerThanThreeSizesOrATimeOfZeroHaveNoFit() {
    assertThat(SweepFit.fit(List.of(new SweepFit.Point(1e3, 1e-6, Double.NaN),
        new SweepFit.Point(1e4, 1e-5, Double.NaN), new SweepFit.Point(1e4, 1e-5, Double.NaN)))).isEmpty();
    assertThat(SweepFit.fit(List.of(new SweepFit.Point(1e3, 0, Double.NaN), new SweepFit.Point(1e4, 1e-5, Double.NaN),
        new SweepFit.Point(1e5, 1e-4, Double.NaN)))).isEmpty();
  }
}
