package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Target;
import io.wirebench.records.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class AutocorrelationTest {
  static double[] ar1(Random r, double phi, double sd, int n) {
    double[] x = new double[n];
    double e = r.nextGaussian() * sd;
    for (int i = 0; i < n; i++) {
      e = phi * e + Math.sqrt(1 - phi * phi) * r.nextGaussian() * sd;
      x[i] = 1000 * Math.exp(e);
    }
    return x;
  }

  @Test
  void theBiasCorrectedEstimateOfLongSeriesFindsTheirAutocorrelation() {
    Random r = new Random(1);
    assertThat(SteadyState.autocorrelation(ar1(r, 0.5, 0.02, 3000)).phi()).isBetween(0.45, 0.55);
    assertThat(SteadyState.autocorrelation(ar1(r, 0.0, 0.02, 3000)).phi()).isLessThan(0.05);
    // on 36 iterations the plain estimate is low by (1+4φ)/36; corrected, about right on average
    double sum = 0;
    for (int i = 0; i < 400; i++) sum += SteadyState.autocorrelation(ar1(r, 0.5, 0.02, 36)).estimate();
    assertThat(sum / 400).isBetween(0.44, 0.54);
  }

  @Test
  void aCellOfOneShortForkBorrowsFromTheRunAndAnOutlierMovesNeitherCentreNorSpread() {
    Random r = new Random(2);
    List<SteadyState.Lag1> cells = new ArrayList<>();
    for (int i = 0; i < 17; i++) cells.add(SteadyState.autocorrelation(ar1(r, 0.5, 0.02, 36)));
    Autocorrelation without = Autocorrelation.fit(cells);
    SteadyState.Lag1 outlier = new SteadyState.Lag1(0.99, 1, 1, 36); // an estimate near 1
    cells.add(outlier);
    Autocorrelation fit = Autocorrelation.fit(cells);
    assertThat(fit.pools()).isTrue();
    assertThat(fit.mean()).isBetween(0.38, 0.62).isCloseTo(without.mean(), org.assertj.core.data.Offset.offset(0.05));
    assertThat(fit.between()).isLessThan(0.03);
    // its own estimate counts for a quarter or so: the posterior lies between it and the run's centre
    assertThat(fit.phi(outlier)).isGreaterThan(fit.mean()).isLessThan(outlier.phi() - 0.15);
  }

  @Test
  void fewerThanThreeCellsPoolNothing() {
    SteadyState.Lag1 a = new SteadyState.Lag1(0.3, 1, 1, 36);
    Autocorrelation fit = Autocorrelation.fit(List.of(a, a));
    assertThat(fit.pools()).isFalse();
    assertThat(fit.phi(a)).isEqualTo(a.phi());
  }

  @Test
  void aRunAnalysesEachForkAgainWithItsCellsPooledAutocorrelationKeepingItsIterations() {
    Random r = new Random(3);
    List<CellResult> cells = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      Cell c = new Cell(Operation.WRITE, Target.BYTES, "c" + i, "person");
      CellResult cr = CellResult.planned(c, 10);
      for (int f = 0; f < 2; f++) cr = cr.withFork(ForkSample.of(ar1(r, 0.5, 0.03, 36), 16, 0.1, Map.of(), 1));
      cells.add(cr);
    }
    cells.add(CellResult.planned(new Cell(Operation.WRITE, Target.BYTES, "missing", "person"), 10));
    List<CellResult> pooled = Autocorrelation.pool(cells);
    assertThat(pooled).hasSize(13);
    assertThat(pooled.get(12)).isSameAs(cells.get(12));
    Autocorrelation run = Autocorrelation.fit(cells.subList(0, 12).stream().map(c -> Autocorrelation.evidence(c.forks())).toList());
    for (int i = 0; i < 12; i++) {
      double phi = run.phi(Autocorrelation.evidence(cells.get(i).forks()));
      for (int f = 0; f < 2; f++) {
        ForkSample before = cells.get(i).forks().get(f);
        ForkSample after = pooled.get(i).forks().get(f);
        assertThat(after.scores()).isSameAs(before.scores());
        assertThat(after.steady()).isEqualTo(SteadyState.analyse(before.scores(), 16, phi));
      }
    }
  }
}
