package io.wirebench.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A cell's thread count and a codec's concurrency survive run.json, and are absent where a run has one thread. */
class ThreadsRecordTest {
  private static RunRecord.CellRecord cell(String key, Integer threads) {
    return new RunRecord.CellRecord(key, "io.wirebench.fork.Write.bytes", "write", "bytes", "gson", "dbdata", "pojo",
        "done", "", 1.0, 100, "steady", Map.of("throughput", RunRecord.MetricValue.of(1000, 900, 1100, "ops/s",
            Better.HIGHER)), List.of(), null, threads);
  }

  private static RunRecord record(List<RunRecord.CellRecord> cells, String concurrency) {
    RunRecord.CodecRecord gson = new RunRecord.CodecRecord("gson", "Gson", "2.13", "JSON", "application/json", "pojo",
        "json", "", "", List.of(), true, false, List.of(), List.of(), null, "gson", null, null, List.of(), concurrency);
    RunRecord.Header h = new RunRecord.Header(Map.of("version", "x", "gitCommit", "y"), "run", List.of("wirebench", "run"),
        "2026-01-01T00:00:00Z", null, null, 1, Map.of("cores", 2), null, List.of(), null, false, List.of(),
        List.of(gson));
    return new RunRecord(RunRecord.FORMAT_VERSION, h, "complete", null, 1, List.of(), List.of(), null, Map.of(),
        List.of(), cells);
  }

  private static RunRecord roundTrip(RunRecord r) throws Exception {
    return SavedRun.record(ResultFile.MAPPER.readTree(ResultFile.MAPPER.writeValueAsBytes(r)), Path.of("run.json"));
  }

  @Test
  void aCellOnTwoThreadsAndItsCodecsModeReadBackAsWritten() throws Exception {
    RunRecord r = roundTrip(record(List.of(cell("write/bytes/gson/dbdata", null),
        cell("write/bytes/gson/dbdata/threads=2", 2)), "shared"));
    assertThat(r.cells().get(0).threads()).isNull();
    assertThat(r.cells().get(0).threadCount()).isEqualTo(1);
    assertThat(r.cells().get(1).threads()).isEqualTo(2);
    assertThat(r.cells().get(1).key()).isEqualTo("write/bytes/gson/dbdata/threads=2");
    assertThat(r.header().codecs().get(0).concurrency()).isEqualTo("shared");
  }

  @Test
  void aRunOnOneThreadWritesNeitherField() throws Exception {
    JsonNode json = ResultFile.MAPPER.readTree(ResultFile.MAPPER.writeValueAsBytes(record(
        List.of(cell("write/bytes/gson/dbdata", null)), null)));
    assertThat(json.get("cells").get(0).has("threads")).isFalse();
    assertThat(json.get("codecs").get(0).has("concurrency")).isFalse();
    assertThat(json.get("cells").get(0).has("details")).as("the other fields are written as always").isTrue();
  }
}
