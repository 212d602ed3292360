package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.wirebench.core.Target;
import io.wirebench.records.Operation;
import org.junit.jupiter.api.Test;

class ScalingTest {
  @Test
  void twiceTheThroughputOnTwoThreadsIsAnEfficiencyOfOne() {
    Estimate e = Scaling.efficiency(new double[] {198, 200, 202}, 2, new double[] {99, 100, 101});
    assertThat(e.value()).isCloseTo(1.0, within(1e-9));
    assertThat(e.low()).isLessThan(1.0);
    assertThat(e.high()).isGreaterThan(1.0);
  }

  @Test
  void noMoreThroughputOnTwoThreadsIsAnEfficiencyOfAHalf() {
    Estimate e = Scaling.efficiency(new double[] {100, 101, 99}, 2, new double[] {100, 99, 101});
    assertThat(e.value()).isCloseTo(0.5, within(0.005));
    assertThat(e.high()).as("clearly below 1").isLessThan(0.6);
  }

  @Test
  void oneForkOnEitherSideGivesEfficiencyWithoutAnInterval() {
    Estimate e = Scaling.efficiency(new double[] {150}, 2, new double[] {100, 100});
    assertThat(e.value()).isCloseTo(0.75, within(1e-9));
    assertThat(e.low()).isNaN();
  }

  @Test
  void throughputPerThreadDividesTheValueAndBothIntervals() {
    Estimate total = new Estimate(400, 360, 440, 3, 380, 420, 4);
    Estimate per = Scaling.perThread(total, 4);
    assertThat(per).isEqualTo(new Estimate(100, 90, 110, 3, 95, 105, 4));
  }

  @Test
  void aCellOnOneThreadKeepsItsKeyAndOnMoreItsThreadsAreInIt() {
    Cell one = new Cell(Operation.WRITE, Target.BYTES, "gson", "dbdata");
    assertThat(one.threads()).isEqualTo(1);
    assertThat(one.key()).isEqualTo("write/bytes/gson/dbdata");
    assertThat(one.group()).isEqualTo("dbdata · write bytes");
    Cell two = one.withThreads(2);
    assertThat(two.key()).isEqualTo("write/bytes/gson/dbdata/threads=2");
    assertThat(two.group()).isEqualTo("dbdata · write bytes · 2 threads");
    assertThat(two.label()).endsWith(" · 2 threads");
    assertThat(two.benchmark()).isEqualTo(one.benchmark());
    assertThat(two.withThreads(1)).isEqualTo(one);
    assertThatThrownBy(() -> one.withThreads(0)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void timePerOperationOnSeveralThreadsIsOneThreadsTime() {
    // a fork without JMH's result ran one thread: time per op is 1 / throughput
    ForkSample f = ForkSample.of(new double[] {1000, 1000, 1000}, 0, 0.1, java.util.Map.of(), 1);
    assertThat(f.threads()).isEqualTo(1);
    assertThat(Metric.TIME_PER_OP.source().of(f, -1)).isCloseTo(0.001, within(1e-12));
  }
}
