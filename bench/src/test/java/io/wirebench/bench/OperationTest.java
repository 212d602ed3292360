package io.wirebench.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.Target;
import io.wirebench.core.UnknownNameException;
import org.junit.jupiter.api.Test;

class OperationTest {
  @Test
  void benchmarkNamesMapToOperationAndTargetAndBack() {
    Cell c = new Cell(Operation.ROUNDTRIP, Target.BYTES, "x", "dbdata");
    assertThat(c.benchmark()).isEqualTo("io.wirebench.bench.RoundTrip.bytes");
    assertThat(Operation.ofBenchmark(c.benchmark())).isEqualTo(Operation.ROUNDTRIP);
    assertThat(Operation.targetOf("io.wirebench.bench.Read.reader")).isEqualTo(Target.READER);
  }

  @Test
  void readOnlyTargetsBelongToReadingAndWriteOnlyToWriting() {
    assertThat(Operation.READ.targets()).contains(Target.READER).doesNotContain(Target.WRITER);
    assertThat(Operation.WRITE.targets()).contains(Target.WRITER).doesNotContain(Target.READER);
    assertThat(Operation.ROUNDTRIP.writes()).isTrue();
    assertThat(Operation.ROUNDTRIP.reads()).isTrue();
    assertThat(Operation.READ.writes()).isFalse();
  }

  @Test
  void anUnknownOperationSuggestsTheClosest() {
    assertThatThrownBy(() -> Operation.of("wirte")).isInstanceOf(UnknownNameException.class).hasMessageContaining("write");
  }

  @Test
  void jdk24AndLaterForksGetTheUnsafeAndNativeAccessFlags() {
    JvmInfo j25 = new JvmInfo("java", "25.0.1", "Eclipse Adoptium", "OpenJDK", "25", 25);
    assertThat(j25.baseFlags()).contains("--enable-native-access=ALL-UNNAMED", "--sun-misc-unsafe-memory-access=allow");
    assertThat(JvmInfo.feature("1.8.0_392")).isEqualTo(8);
    assertThat(JvmInfo.feature("25")).isEqualTo(25);
  }
}
