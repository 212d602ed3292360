package io.wirebench.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.memory.MemoryCell.Op;
import io.wirebench.memory.MemoryCell.Target;
import io.wirebench.memory.MemoryResult.Status;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The method checked against the two controls whose need is known by construction (codecs/control):
 * one buffers exactly the payload, one streams through 8 KB. Memory, unlike time, is deterministic
 * enough to assert on; each cell is a real child JVM, as in {@code wirebench memory}.
 */
class MemoryControlsTest {
  private static final long MIB = 1 << 20;
  @TempDir Path dir;

  private MemoryResult measure(String codec, String dataSet, Op op, Target target) throws IOException {
    MemoryRun run = new MemoryRun(new MemoryRun.Settings(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), 256 * MIB, 120, dir.resolve("work"),
        dir.resolve("children.log"), Map.of(), MIB, 0.05, 8));
    List<MemoryResult> rs = run.run(List.of(new MemoryCell(codec, dataSet, op, target)), Map.of(),
        new MemoryRun.Listener() {
          @Override public void started(MemoryCell c, int index, int total, double left) {}

          @Override public void finished(MemoryResult r, int done, int total) {}
        });
    MemoryResult r = rs.get(0);
    assertThat(r.status()).as(r.note()).isEqualTo(Status.MEASURED);
    return r;
  }

  @Test
  void aControlThatBuffersThePayloadMeasuresAboutThePayloadSize() throws IOException {
    MemoryResult r = measure("memory-control-buffered", "decimal-matrix:1000x1000", Op.WRITE, Target.DISCARD);
    assertThat(r.payloadBytes()).isBetween(15 * MIB, 17 * MIB);
    assertThat(r.ratio()).as("need over payload").isBetween(0.9, 1.2);
    assertThat(r.verdict()).isEqualTo("buffers");
  }

  @Test
  void aStreamingControlStaysFlatWhenThePayloadGrowsTenfold() throws IOException {
    MemoryResult small = measure("memory-control-streaming", "decimal-matrix:100x1000", Op.WRITE, Target.SOCKET);
    MemoryResult big = measure("memory-control-streaming", "decimal-matrix:1000x1000", Op.WRITE, Target.SOCKET);
    assertThat(big.payloadBytes()).isGreaterThan(9 * small.payloadBytes());
    assertThat(small.beyondBytes()).isLessThanOrEqualTo(2 * MIB);
    assertThat(big.beyondBytes()).as("flat: within the method's floor of 1-2 MiB").isLessThanOrEqualTo(2 * MIB);
    assertThat(big.verdict()).isEqualTo("streams");
  }

  @Test
  void throughTheJaxRsServerTheControlsStillStreamAndBuffer() throws IOException {
    // one response through wirebench http's server stack, in the child: the streaming control
    // stays at the floor, the buffering one needs at least its payload (Grizzly may add a copy)
    MemoryResult streams = measure("memory-control-streaming", "decimal-matrix:1000x1000", Op.WRITE, Target.JAXRS);
    assertThat(streams.payloadBytes()).isBetween(15 * MIB, 17 * MIB);
    assertThat(streams.beyondBytes()).as("streams through Jersey and Grizzly").isLessThanOrEqualTo(2 * MIB);
    MemoryResult buffers = measure("memory-control-buffered", "decimal-matrix:1000x1000", Op.WRITE, Target.JAXRS);
    assertThat(buffers.ratio()).as("need over payload").isGreaterThanOrEqualTo(0.9);
    assertThat(buffers.verdict()).isEqualTo("buffers");
  }
}
