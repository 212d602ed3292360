package io.wirebench.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.records.RunRecord;
import io.wirebench.report.MemoryTables;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The memory tables the command prints come from the record the driver saved: the need with the
 * interval the search left, the verdict, a cell that needed more than the heap, and the growth
 * between two sizes of a data set.
 */
class MemoryTablesTest {
  private static final long MIB = 1 << 20;

  private static MemoryResult measured(String codec, String dataSet, long payload, long need, long low) {
    return new MemoryResult(new MemoryCell(codec, dataSet, MemoryCell.Op.WRITE, MemoryCell.Target.SOCKET),
        MemoryResult.Status.MEASURED, payload, need, low, -1, need, 2 * need, 300 * MIB, 40 * MIB, 0.25, 6, 1024 * MIB,
        "");
  }

  private static String tables(List<MemoryResult> results) {
    RunRecord.Header h = new RunRecord.Header(Map.of(), "memory", List.of(), null, null, null, 0, Map.of(), null,
        List.of(), null, false, List.of(), List.of(), null);
    StringWriter s = new StringWriter();
    MemoryTables.print(new RunRecord(6, h, "complete", null, 0, List.of(), List.of(), null, Map.of(), List.of(),
        MemoryRecord.cells(results)), new PrintWriter(s, true));
    return s.toString();
  }

  @Test
  void aTablePerDataSetThenTheGrowthBetweenItsSizes() {
    MemoryCell needsMore = new MemoryCell("jackson-databind", "big", MemoryCell.Op.WRITE, MemoryCell.Target.SOCKET);
    String out = tables(List.of(
        measured("jackson-streaming", "small", 80 * MIB, 2 * MIB, MIB + MIB / 2),
        measured("jackson-databind", "small", 80 * MIB, 80 * MIB, 76 * MIB),
        measured("jackson-streaming", "big", 800 * MIB, 3 * MIB, 2 * MIB),
        new MemoryResult(needsMore, MemoryResult.Status.NEEDS_MORE, -1, 900 * MIB, 900 * MIB, -1, 900 * MIB, -1, -1,
            -1, Double.NaN, 1, 1024 * MIB, "ran out of memory with the whole heap free; give more with --heap")));
    assertThat(out).contains("small · 80.0 MiB as JSON · memory beyond the input");
    String streaming = out.lines().filter(l -> l.contains("jackson-streaming") && l.contains("2.0 ± 0.3"))
        .findFirst().orElseThrow();
    assertThat(streaming).contains("80.0").contains("0.03").contains("streams").contains("40.0").contains("250.00 ms");
    assertThat(out.lines().filter(l -> l.contains("jackson-databind") && l.contains("80.0 ± 2.0")).findFirst()
        .orElseThrow()).contains("1.00").contains("buffers");
    assertThat(out).contains("> 900.0").contains("buffers?")
        .contains("needs more than 900.0 MiB; ran out of memory with the whole heap free; give more with --heap");
    assertThat(out).contains("growth from small to big (flat: the need grows under 2.0×; needs under 1 MiB count as "
        + "1 MiB)");
    assertThat(out.lines().filter(l -> l.contains("jackson-streaming") && l.contains("flat")).findFirst()
        .orElseThrow()).contains("10.0").contains("1.5");
    assertThat(out.lines().filter(l -> l.contains("jackson-databind") && l.contains("grows (the larger needs more "
        + "than the heap)")).count()).isEqualTo(1);
    assertThat(out).contains("streams: needs under 10% of the payload beyond its input");
  }
}
