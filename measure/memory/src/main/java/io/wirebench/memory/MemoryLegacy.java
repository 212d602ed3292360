package io.wirebench.memory;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.records.KindRecord;
import io.wirebench.records.LegacyRecord;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A memory directory of an older wirebench (memory.json alone, format 1) read as the shared record. */
public final class MemoryLegacy implements LegacyRecord {
  @Override public String file() {
    return "memory.json";
  }

  /** The cells of a memory.json, as its run measured them. */
  static List<MemoryResult> results(JsonNode memoryJson) {
    List<MemoryResult> results = new ArrayList<>();
    for (JsonNode c : memoryJson.path("cells")) {
      MemoryCell cell = new MemoryCell(c.path("codec").asText(), c.path("dataSet").asText(),
          MemoryCell.Op.valueOf(c.path("op").asText().toUpperCase(Locale.ROOT)),
          MemoryCell.Target.valueOf(c.path("target").asText().toUpperCase(Locale.ROOT)));
      results.add(new MemoryResult(cell, MemoryResult.Status.valueOf(c.path("status").asText().toUpperCase(Locale.ROOT)),
          c.path("payloadBytes").asLong(-1), c.path("needBytes").asLong(-1), c.path("needLowBytes").asLong(-1),
          c.path("valueBytes").asLong(-1), c.path("beyondInputBytes").asLong(-1), c.path("occupancyBytes").asLong(-1),
          c.path("rssPeakBytes").asLong(-1), c.path("rssGrowthBytes").asLong(-1),
          c.hasNonNull("seconds") ? c.get("seconds").asDouble() : Double.NaN, c.path("probes").asInt(),
          c.path("heapBytes").asLong(-1), c.path("note").asText("")));
    }
    return results;
  }

  @Override public RunRecord read(Path file) throws IOException {
    JsonNode n = SavedRun.READER.readTree(file.toFile());
    List<MemoryResult> results = results(n);
    JsonNode jvm = n.path("jvm");
    RunRecord.JvmRecord j = new RunRecord.JvmRecord(jvm.path("java").asText(null), jvm.path("version").asText(null),
        jvm.path("vendor").asText(null), jvm.path("vmName").asText(null), jvm.path("vmVersion").asText(null), List.of(),
        null, null);
    List<RunRecord.CodecRecord> codecs = new ArrayList<>();
    n.path("codecs").fields().forEachRemaining(e -> {
      String lib = e.getValue().asText();
      int space = lib.lastIndexOf(' ');
      codecs.add(new RunRecord.CodecRecord(e.getKey(), space < 0 ? lib : lib.substring(0, space),
          space < 0 ? null : lib.substring(space + 1), null, null, null, null, null, null, List.of(), false, false,
          List.of(), List.of(), null, e.getKey(), null, null, List.of()));
    });
    List<RunRecord.DatasetRecord> datasets = results.stream().map(r -> r.cell().dataSet()).distinct()
        .map(id -> new RunRecord.DatasetRecord(id, id)).toList();
    @SuppressWarnings("unchecked")
    Map<String, Object> setup = SavedRun.READER.convertValue(n.path("settings"), LinkedHashMap.class);
    String started = n.path("started").asText(Instant.EPOCH.toString());
    RunRecord.Header h = KindRecord.header("memory", List.of("wirebench", "memory"), Instant.parse(started), j,
        List.of(), datasets, setup);
    h = new RunRecord.Header(Map.of("version", n.path("wirebench").asText(""), "gitCommit",
        n.path("gitCommit").asText("")), h.kind(), h.command(), h.started(), null, null, 0,
        SavedRun.READER.convertValue(n.path("machine"), LinkedHashMap.class), j, List.of(j), null, false, datasets,
        codecs, setup);
    return new RunRecord(RunRecord.FORMAT_VERSION, h, n.path("status").asText("complete"), null, 0, List.of(),
        List.of(), null, Map.of(), List.of(), MemoryRecord.cells(results));
  }
}
