package io.wirebench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Target;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CellRunnerTest {
  @Test
  void aStoppedRunnerReportsEveryRemainingCellAsMissingWithoutRunningIt() {
    CellRunner runner = new CellRunner(Profile.QUICK, JvmInfo.current(), List.of(), false,
        new PrintStream(new ByteArrayOutputStream()));
    runner.stop();
    List<CellResult> seen = new ArrayList<>();
    List<Cell> cells = List.of(new Cell("write", Target.BYTES, "a", "person"), new Cell("read", Target.BYTES, "a", "person"));
    List<CellResult> rs = runner.run(cells, id -> List.of(), new CellRunner.Listener() {
      @Override public void started(Cell cell, int index, int total, double secondsLeft) {
        throw new AssertionError("no cell may start");
      }

      @Override public void finished(CellResult result, int done, int total) {
        seen.add(result);
      }
    });
    assertThat(rs).extracting(CellResult::status).containsOnly(CellResult.Status.MISSING);
    assertThat(seen).hasSize(2);
  }

  @Test
  void benchmarkNamesMapToOperationAndTarget() {
    Cell c = new Cell("roundtrip", Target.BYTES, "x", "dbdata");
    assertThat(c.benchmark()).isEqualTo("io.wirebench.bench.RoundTrip.bytes");
    assertThat(Benchmarks.op(c.benchmark())).isEqualTo("roundtrip");
    assertThat(Benchmarks.target("io.wirebench.bench.Read.reader")).isEqualTo(Target.READER);
  }

  @Test
  void theFullProfileHasTheForksAndIterationsForPublication() {
    assertThat(Profile.FULL.forks()).isGreaterThanOrEqualTo(2);
    assertThat(Profile.QUICK.iterations()).as("JMH reports an error from 3 iterations").isGreaterThanOrEqualTo(3);
    assertThat(Profile.FULL.secondsPerCell()).isGreaterThan(Profile.QUICK.secondsPerCell());
  }

  @Test
  void jdk24AndLaterForksGetTheUnsafeAndNativeAccessFlags() {
    JvmInfo j25 = new JvmInfo("java", "25.0.1", "Eclipse Adoptium", "OpenJDK", "25", 25);
    assertThat(j25.baseFlags()).contains("--enable-native-access=ALL-UNNAMED", "--sun-misc-unsafe-memory-access=allow");
    assertThat(JvmInfo.feature("1.8.0_392")).isEqualTo(8);
    assertThat(JvmInfo.feature("25")).isEqualTo(25);
  }
}
