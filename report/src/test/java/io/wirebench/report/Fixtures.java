package io.wirebench.report;

import io.wirebench.records.ResultFile;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Inputs of the report tests: two real tiny runs (jackson-databind, gson and the controls on
 * person, 3 forks of 5 × 100 ms; see src/test/resources/runs) and synthetic run.json files made
 * from given fork values.
 */
final class Fixtures {
  private Fixtures() {}

  /** A committed run directory: {@code person-a} or {@code person-b}. */
  static Path run(String name) {
    return resource("/runs/" + name);
  }

  static Path resource(String name) {
    try {
      return Path.of(Fixtures.class.getResource(name).toURI());
    } catch (URISyntaxException | NullPointerException e) {
      throw new IllegalStateException("test resource " + name + " is missing", e);
    }
  }

  /**
   * Writes a run.json of write/bytes cells on person whose forks have the given values (ops/s),
   * keyed by codec id; returns the directory.
   */
  static Path syntheticRun(Path dir, Map<String, double[]> forksByCodec) throws IOException {
    Files.createDirectories(dir);
    List<Map<String, Object>> cells = new ArrayList<>();
    for (Map.Entry<String, double[]> e : forksByCodec.entrySet()) {
      List<Map<String, Object>> forks = new ArrayList<>();
      for (double v : e.getValue()) forks.add(Map.of("mean", v, "used", true, "steady", "flat"));
      Map<String, Object> cell = new LinkedHashMap<>();
      cell.put("key", "write/bytes/" + e.getKey() + "/person");
      cell.put("op", "write");
      cell.put("target", "bytes");
      cell.put("codec", e.getKey());
      cell.put("dataset", "person");
      cell.put("binding", "pojo");
      cell.put("status", "done");
      cell.put("steadiness", "steady");
      cell.put("metrics", Map.of("throughput", Map.of("value", mean(e.getValue()), "unit", "ops/s")));
      cell.put("forks", forks);
      cells.add(cell);
    }
    Map<String, Object> run = new LinkedHashMap<>();
    run.put("formatVersion", 2);
    run.put("status", "complete");
    run.put("cells", cells);
    Files.write(dir.resolve("run.json"), ResultFile.MAPPER.writeValueAsBytes(run));
    return dir;
  }

  static double mean(double[] v) {
    double s = 0;
    for (double x : v) s += x;
    return s / v.length;
  }
}
