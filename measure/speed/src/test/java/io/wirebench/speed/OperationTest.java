package io.wirebench.speed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.analysis.Cell;
import io.wirebench.core.NativeTargets;
import io.wirebench.core.Target;
import io.wirebench.core.UnknownNameException;
import io.wirebench.harness.JvmInfo;
import io.wirebench.records.Operation;
import org.junit.jupiter.api.Test;

class OperationTest {
  @Test
  void benchmarkNamesMapToOperationAndTargetAndBack() {
    Cell c = new Cell(Operation.ROUNDTRIP, Target.BYTES, "x", "dbdata");
    assertThat(c.benchmark()).isEqualTo("io.wirebench.fork.RoundTrip.bytes");
    assertThat(Operation.ofBenchmark(c.benchmark())).isEqualTo(Operation.ROUNDTRIP);
    assertThat(Operation.targetOf("io.wirebench.fork.Read.reader")).isEqualTo(Target.READER);
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

  @Test
  void accessAndPartialReadBytesAndAreTimedOnlyWhereTheBindingHasThem() {
    assertThat(Operation.of("access")).isEqualTo(Operation.ACCESS);
    assertThat(Operation.of("partial")).isEqualTo(Operation.PARTIAL);
    assertThat(Operation.labels()).contains("access", "partial");
    assertThat(Operation.ACCESS.targets()).containsExactly(Target.BYTES);
    assertThat(Operation.PARTIAL.targets()).containsExactly(Target.BYTES);
    assertThat(Operation.ofBenchmark("io.wirebench.fork.Access.bytes")).isEqualTo(Operation.ACCESS);
    assertThat(new Cell(Operation.PARTIAL, Target.BYTES, "x", "dbdata:1000").benchmark())
        .isEqualTo("io.wirebench.fork.Partial.bytes");
    io.wirebench.core.CodecInfo info = io.wirebench.core.CodecInfo.builder("x").library("test", "1")
        .text("JSON", "application/json", io.wirebench.core.Family.JSON)
        .binding(io.wirebench.core.BindingStyle.STREAMING).config("test").build();
    java.util.Set<Target> all = java.util.EnumSet.allOf(Target.class);
    NativeTargets plain = new NativeTargets(all, all, false, "full decode", null);
    NativeTargets streaming = new NativeTargets(all, all, true, "Jackson streaming, skipChildren", null);
    NativeTargets tree = new NativeTargets(all, all, false, null, "the default cannot walk a tree");
    assertThat(Operation.ACCESS.supports(info, plain, Target.BYTES)).isFalse();
    assertThat(Operation.ACCESS.supports(info, streaming, Target.BYTES)).isTrue();
    assertThat(Operation.ACCESS.supports(info, streaming, Target.STRING)).isFalse();
    assertThat(Operation.PARTIAL.supports(info, plain, Target.BYTES)).isTrue();
    assertThat(Operation.PARTIAL.supports(info, tree, Target.BYTES)).isFalse();
    assertThat(Operation.PARTIAL.unsupported(info, tree, Target.BYTES))
        .isEqualTo("no partial read: the default cannot walk a tree");
    assertThat(Operation.ACCESS.unsupported(info, plain, Target.BYTES)).contains("no access path");
    assertThat(Operation.PARTIAL.unsupported(info, plain, Target.BYTES)).isNull();
    assertThat(Operation.partialLabel("full decode")).isEqualTo("partial (full decode)");
    assertThat(Operation.partialLabel("Jackson streaming, skipChildren"))
        .isEqualTo("partial (Jackson streaming, skipChildren)");
  }
}
