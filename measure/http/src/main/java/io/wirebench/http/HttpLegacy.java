package io.wirebench.http;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.records.LegacyRecord;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** An HTTP directory of an older wirebench (http.json alone, format 1) read as the shared record. */
public final class HttpLegacy implements LegacyRecord {
  @Override public String file() {
    return HttpRecord.FILE;
  }

  @Override public RunRecord read(Path file) throws IOException {
    JsonNode n = SavedRun.READER.readTree(file.toFile());
    List<RunRecord.CellRecord> cells = new ArrayList<>();
    for (JsonNode c : n.path("cells")) cells.add(HttpRecord.shared(SavedRun.READER.convertValue(c, new TypeReference<>() {})));
    List<RunRecord.GateRecord> gate = new ArrayList<>();
    for (JsonNode g : n.path("gate")) {
      gate.add(new RunRecord.GateRecord(g.path("codec").asText(), g.path("dataset").asText(),
          g.path("status").asText().toLowerCase(java.util.Locale.ROOT), g.path("phase").asText(null),
          g.path("message").asText(null), g.path("encodedSize").asLong()));
    }
    JsonNode jvm = n.path("jvm");
    RunRecord.JvmRecord j = new RunRecord.JvmRecord(null, jvm.path("version").asText(null),
        jvm.path("vendor").asText(null), null, null, List.of(), null, null);
    List<RunRecord.DatasetRecord> datasets = cells.stream().map(RunRecord.CellRecord::dataset).distinct()
        .map(id -> new RunRecord.DatasetRecord(id, id)).toList();
    RunRecord.Header h = new RunRecord.Header(Map.of("version", n.path("wirebench").path("version").asText(""),
        "gitCommit", n.path("wirebench").path("commit").asText("")), "http",
        SavedRun.READER.convertValue(n.path("command"), new TypeReference<List<String>>() {}), n.path("started").asText(null),
        null, null, 0, SavedRun.READER.convertValue(n.path("machine"), new TypeReference<Map<String, Object>>() {}), j,
        List.of(j), null, false, datasets, List.of(), SavedRun.READER.convertValue(n.path("setup"),
            new TypeReference<Map<String, Object>>() {}));
    return new RunRecord(RunRecord.FORMAT_VERSION, h, n.path("status").asText("complete"),
        n.path("finished").asText(null), 0, gate, List.of(), null, Map.of(), List.of(), cells);
  }
}
