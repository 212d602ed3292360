package io.wirebench.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.analysis.MachineTerm;
import io.wirebench.core.BadInputException;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The independent samples of every cell of a run, one per fork, for comparing runs: read from a
 * wirebench run directory (run.json: each used fork's mean after its warm-up ramp) or from a
 * plain JMH JSON result file of any project ({@code -rf json}: the mean of each fork's
 * iterations in {@code primaryMetric.rawData}, which has one array per fork).
 *
 * @param source the path read
 * @param provenance one line on where the samples come from
 * @param cells the cells by key, in file order
 * @param skipped cells that have no per-fork samples (JMH's sample mode keeps only histograms)
 * @param machine the machine's own wander over the run's interleaved rounds, from the cells' forks
 *     ({@link MachineTerm}); none for a JMH file, whose forks of one benchmark run one after another
 */
public record ForkSamples(Path source, String provenance, Map<String, Cell> cells, List<String> skipped,
    MachineTerm machine) {

  /**
   * One cell's samples.
   *
   * @param key what matches the same cell in another run
   * @param unit the unit of the samples, as the file gives it
   * @param higherIsBetter true for throughput, false for time per operation
   * @param forks one value per fork
   * @param operation how a partial cell reads ({@link ReportModel#operation}), null for other cells
   */
  public record Cell(String key, String unit, boolean higherIsBetter, double[] forks, String operation) {
    public Cell(String key, String unit, boolean higherIsBetter, double[] forks) {
      this(key, unit, higherIsBetter, forks, null);
    }

    /**
     * The samples as operations per second or seconds per operation, whatever the file's unit; a ratio
     * to an anchor ({@code × jackson-databind}) as it is.
     */
    double[] normalized() {
      double f = ratio(unit) ? 1 : unitFactor(unit);
      double[] out = new double[forks.length];
      for (int i = 0; i < forks.length; i++) out[i] = forks[i] * f;
      return out;
    }
  }

  /**
   * Reads a run directory, a run.json, or a JMH JSON file.
   *
   * @throws BadInputException naming the path and what to give instead
   */
  public static ForkSamples read(Path path) {
    if (Files.isDirectory(path)) {
      if (Files.isRegularFile(path.resolve("run.json"))) return ofRun(SavedRun.read(path));
      if (Files.isRegularFile(path.resolve("jmh.json"))) return ofJmh(path.resolve("jmh.json"));
      throw new BadInputException(path + " has neither run.json nor jmh.json; give a wirebench run directory "
          + "(results/<date-time>) or a JMH JSON result file (java -jar benchmarks.jar -rf json)");
    }
    if (!Files.isRegularFile(path)) {
      throw new BadInputException(path + " does not exist; give a wirebench run directory or a JMH JSON result file");
    }
    JsonNode root;
    try {
      root = SavedRun.READER.readTree(path.toFile());
    } catch (JsonProcessingException e) {
      throw new BadInputException(path + " is not JSON (" + SavedRun.firstLine(e) + "); give a wirebench run "
          + "directory or a JMH JSON result file (-rf json)");
    } catch (IOException e) {
      throw new BadInputException(path + " cannot be read: " + SavedRun.firstLine(e));
    }
    if (root != null && root.isObject() && root.has("formatVersion")) {
      try {
        RunRecord r = SavedRun.record(root, path);
        return ofRun(new SavedRun(path.toAbsolutePath().getParent(), r, List.of()));
      } catch (JsonProcessingException | IllegalArgumentException e) {
        if (e instanceof BadInputException b) throw b;
        throw new BadInputException(path + " is not valid run.json (" + SavedRun.firstLine(e) + ")");
      }
    }
    if (root == null || !root.isArray()) {
      throw new BadInputException(path + " is neither run.json nor a JMH JSON result (an array of benchmarks); "
          + "give a wirebench run directory or the file of JMH's -rf json");
    }
    return ofJmh(path, root);
  }

  /** The samples of a wirebench run: each measured cell's used forks. */
  public static ForkSamples ofRun(SavedRun run) {
    Map<String, Cell> cells = new LinkedHashMap<>();
    List<String> skipped = new ArrayList<>();
    for (RunRecord.CellRecord c : run.record().cells()) {
      if (!"done".equals(c.status()) || c.forks() == null) {
        skipped.add(c.key() + " (" + c.status() + ")");
        continue;
      }
      double[] forks = c.forks().stream().filter(RunRecord.ForkRecord::used).mapToDouble(RunRecord.ForkRecord::mean)
          .toArray();
      // the forks are in the score's unit: ops/s, or in a merge of different machines × the table's anchor
      RunRecord.MetricValue score = c.score();
      String unit = score == null || score.unit() == null ? "ops/s" : score.unit();
      if (forks.length > 0) {
        cells.put(c.key(), new Cell(c.key(), unit, score == null || score.higherIsBetter(), forks, ReportModel.operation(c)));
      }
    }
    List<double[]> samples = cells.values().stream().map(Cell::forks).toList();
    return new ForkSamples(run.dir(), RunFacts.provenance(run.record()), cells, skipped, MachineTerm.of(samples));
  }

  static ForkSamples ofJmh(Path file) {
    try {
      return ofJmh(file, SavedRun.READER.readTree(file.toFile()));
    } catch (IOException e) {
      throw new BadInputException(file + " cannot be read as JMH JSON: " + SavedRun.firstLine(e));
    }
  }

  static ForkSamples ofJmh(Path file, JsonNode root) {
    Map<String, Cell> cells = new LinkedHashMap<>();
    List<String> skipped = new ArrayList<>();
    String jdk = "";
    String jmh = "";
    for (JsonNode b : root) {
      String key = jmhKey(b);
      String mode = b.path("mode").asText();
      JsonNode pm = b.path("primaryMetric");
      String unit = pm.path("scoreUnit").asText();
      jdk = b.path("jdkVersion").asText(jdk);
      jmh = b.path("jmhVersion").asText(jmh);
      JsonNode raw = pm.path("rawData");
      if (!raw.isArray() || raw.isEmpty()) {
        skipped.add(key + " (no rawData per fork" + ("sample".equals(mode) ? ": sample mode keeps histograms" : "")
            + ")");
        continue;
      }
      if (!knownUnit(unit)) {
        skipped.add(key + " (unit " + unit + " is neither ops per time nor time per op)");
        continue;
      }
      List<Double> forks = new ArrayList<>();
      for (JsonNode fork : raw) {
        double sum = 0;
        int n = 0;
        for (JsonNode it : fork) {
          if (it.isNumber()) {
            sum += it.asDouble();
            n++;
          }
        }
        if (n > 0) forks.add(sum / n);
      }
      if (forks.isEmpty()) {
        skipped.add(key + " (no iterations)");
        continue;
      }
      cells.put(key, new Cell(key, unit, "thrpt".equals(mode), forks.stream().mapToDouble(Double::doubleValue).toArray()));
    }
    String prov = "JMH JSON " + file.getFileName() + (jmh.isEmpty() ? "" : " · JMH " + jmh)
        + (jdk.isEmpty() ? "" : " · JDK " + jdk);
    return new ForkSamples(file, prov, cells, skipped, MachineTerm.NONE);
  }

  /** {@code benchmark:param=value,...:mode}, parameters sorted, so that two files agree on a cell. */
  static String jmhKey(JsonNode b) {
    Map<String, String> params = new TreeMap<>();
    Iterator<Map.Entry<String, JsonNode>> it = b.path("params").fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      params.put(e.getKey(), e.getValue().asText());
    }
    StringBuilder sb = new StringBuilder(b.path("benchmark").asText());
    if (!params.isEmpty()) {
      sb.append(':');
      params.forEach((k, v) -> sb.append(k).append('=').append(v).append(','));
      sb.setLength(sb.length() - 1);
    }
    return sb.append(" (").append(b.path("mode").asText()).append(')').toString();
  }

  private static boolean knownUnit(String unit) {
    try {
      unitFactor(unit);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** True for the unit of a ratio to an anchor, {@code × CODEC} ({@code merge} of different machines). */
  static boolean ratio(String unit) {
    return unit.startsWith("×");
  }

  /** The factor to ops/s of a rate unit, or to s/op of a time unit. */
  static double unitFactor(String unit) {
    String u = unit.trim().toLowerCase(Locale.ROOT);
    if (u.startsWith("ops/")) return 1 / seconds(u.substring(4));
    if (u.endsWith("/op")) return seconds(u.substring(0, u.length() - 3));
    throw new IllegalArgumentException("unit " + unit);
  }

  private static double seconds(String timeUnit) {
    switch (timeUnit) {
      case "ns": return 1e-9;
      case "us": case "µs": return 1e-6;
      case "ms": return 1e-3;
      case "s": return 1;
      case "min": return 60;
      case "hr": case "h": return 3600;
      case "day": case "d": return 86400;
      default: throw new IllegalArgumentException("time unit " + timeUnit);
    }
  }
}
