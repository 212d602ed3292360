package io.wirebench.store;

import io.wirebench.records.Better;
import io.wirebench.records.ResultFile;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Small run records of every kind, written as run directories, for the store's tests. */
final class Runs {
  static final Map<String, Object> MACHINE = machine("host-a", "Test CPU @ 3.0GHz");
  static final Map<String, Object> OTHER_MACHINE = machine("host-b", "Other CPU @ 2.0GHz");
  static final RunRecord.JvmRecord JVM = new RunRecord.JvmRecord("/usr/bin/java", "17.0.12", "Eclipse Adoptium",
      "OpenJDK 64-Bit Server VM", "17.0.12+7", List.of(), "compiler", "17");
  static final String DBDATA_HASH = "a1".repeat(32);

  private Runs() {}

  static Map<String, Object> machine(String host, String cpu) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("cpu", cpu);
    m.put("cores", 2);
    m.put("memoryBytes", 25_000_000_000L);
    m.put("os", "Linux 6.1.0 amd64");
    m.put("hostname", host);
    return m;
  }

  static RunRecord.CodecRecord codec(String id, String version) {
    return new RunRecord.CodecRecord(id, id + "-lib", version, "json", "application/json", "pojo", "json", "", "",
        List.of(), true, false, List.of(), List.of(), null, id, null, "org.example:" + id, List.of());
  }

  /** A speed cell with a throughput of {@code opsPerSecond} and three forks a percent apart. */
  static RunRecord.CellRecord speed(String codec, String op, double opsPerSecond) {
    double[] forks = {opsPerSecond * 0.99, opsPerSecond, opsPerSecond * 1.01};
    List<RunRecord.ForkRecord> fs = new ArrayList<>();
    for (double f : forks) fs.add(new RunRecord.ForkRecord(3, "flat", 0, 0, 0, f, 7.0, true, new double[] {f, f}));
    Map<String, RunRecord.MetricValue> m = new LinkedHashMap<>();
    m.put("throughput", new RunRecord.MetricValue(opsPerSecond, opsPerSecond * 0.97, opsPerSecond * 1.03,
        opsPerSecond * 0.98, opsPerSecond * 1.02, 2.0, "ops/s", "higher"));
    m.put("timePerOp", new RunRecord.MetricValue(1 / opsPerSecond, 0.97 / opsPerSecond, 1.03 / opsPerSecond, null,
        null, 2.0, "s/op", "lower"));
    return new RunRecord.CellRecord(op + "/bytes/" + codec + "/dbdata", "bytes", op, "bytes", codec, "dbdata", "pojo",
        "done", null, 21.0, 1234, "steady", m, fs);
  }

  /** A cell of a kind without forks: one metric, with or without an interval, and the kind's details. */
  static RunRecord.CellRecord other(String key, String codec, String status, String metric, Double value, Better b,
      Map<String, Object> details) {
    Map<String, RunRecord.MetricValue> m = new LinkedHashMap<>();
    if (metric != null) {
      m.put(metric, value == null ? RunRecord.MetricValue.none("B") : RunRecord.MetricValue.of(value, value * 0.9,
          value, "B", b));
    }
    String[] k = key.split("/");
    return new RunRecord.CellRecord(key, null, k[0], k[1], codec, k[k.length - 1], null, status, null, 1.0, 100, null,
        m, List.of(), details);
  }

  /** A record of {@code kind} started at {@code started}, on {@code machine}, with {@code cells}. */
  static RunRecord record(String kind, Instant started, Map<String, Object> machine, String commit, String version,
      String datasetHash, List<RunRecord.CellRecord> cells) {
    List<RunRecord.CodecRecord> codecs = new ArrayList<>();
    for (RunRecord.CellRecord c : cells) {
      if (codecs.stream().noneMatch(x -> x.id().equals(c.codec()))) codecs.add(codec(c.codec(), version));
    }
    RunRecord.Header h = new RunRecord.Header(Map.of("version", "0.1.0", "gitCommit", commit), kind,
        List.of("wirebench", kind), started.toString(), null, null, 42, machine, JVM, List.of(JVM), null, false,
        List.of(new RunRecord.DatasetRecord("dbdata", "the dbdata set", datasetHash)), codecs,
        kind.equals("run") ? null : Map.of("setting", 1));
    return new RunRecord(RunRecord.FORMAT_VERSION, h, "complete", started.plusSeconds(60).toString(), 3, List.of(),
        List.of(), null, Map.of(), List.of(), cells);
  }

  /** Writes {@code record} as the run directory {@code dir} and reads it back as the results model does. */
  static SavedRun write(Path dir, RunRecord record) throws IOException {
    Files.createDirectories(dir);
    ResultFile.writeJson(dir.resolve("run.json"), record);
    return SavedRun.read(dir);
  }
}
