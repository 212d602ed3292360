package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.wirebench.core.Target;
import io.wirebench.records.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MachineDriftTest {
  private static CellResult cell(int i, double[] forkMeans) {
    CellResult r = CellResult.planned(new Cell(Operation.WRITE, Target.BYTES, "c" + i, "person"), 10);
    Random noise = new Random(i);
    for (double m : forkMeans) {
      double[] x = new double[30];
      for (int k = 0; k < x.length; k++) x[k] = m * (1 + 1e-4 * noise.nextGaussian());
      r = r.withFork(ForkSample.of(x, 10, 0.1, Map.of(), 1.0));
    }
    return r;
  }

  @Test
  void recoversAMachineThatSlowsDownRoundByRoundWhateverEachCellsLevel() {
    double[] machine = {1.02, 1.00, 0.98, 0.97};
    Random r = new Random(1);
    List<CellResult> cells = new ArrayList<>();
    for (int c = 0; c < 20; c++) {
      double level = 1000 * (1 + c * 7);
      double[] forks = new double[c % 3 == 0 ? 5 : 4]; // extra forks beyond the shared rounds are ignored
      for (int f = 0; f < forks.length; f++) {
        forks[f] = level * (f < 4 ? machine[f] : 0.5) * (1 + 0.005 * r.nextGaussian());
      }
      cells.add(cell(c, forks));
    }
    double[] drift = MachineDrift.perRound(cells);
    assertThat(drift).hasSize(4);
    double mean = Math.exp((Math.log(1.02) + Math.log(1.00) + Math.log(0.98) + Math.log(0.97)) / 4);
    for (int i = 0; i < 4; i++) assertThat(drift[i]).isCloseTo(machine[i] / mean - 1, within(0.003));
  }

  @Test
  void oneRoundOrOneCellSaysNothing() {
    assertThat(MachineDrift.perRound(List.of(cell(0, new double[] {100}), cell(1, new double[] {200})))).isEmpty();
    assertThat(MachineDrift.perRound(List.of(cell(0, new double[] {100, 101, 99})))).isEmpty();
  }
}
