package io.wirebench.records;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A run directory read back: its {@code run.json} as a {@link RunRecord} and its
 * {@code sizes.json}, for reports and comparisons. Fields this version does not know are
 * ignored, so a newer run.json of the same format version still reads.
 *
 * @param dir the run directory
 * @param record run.json
 * @param sizes sizes.json's rows (empty when the run has no sizes.json, e.g. it was stopped)
 */
public record SavedRun(Path dir, RunRecord record, List<SizeRecord> sizes) {

  /** One row of sizes.json: a codec's encoding of a data set, raw and compressed, in bytes. */
  public record SizeRecord(String dataset, String codec, String format, long raw, Map<String, Long> compressed,
      Double ratioToJson, String note) {}

  /** Reads result files: fields this version does not know are ignored. */
  public static final ObjectMapper READER = new ObjectMapper()
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  /**
   * Reads a run directory.
   *
   * @throws BadInputException when it is no run directory, or its run.json cannot be read,
   *     naming the path and what to do
   */
  public static SavedRun read(Path dir) {
    if (!Files.isDirectory(dir)) {
      throw new BadInputException(dir + " is not a directory; give a run directory (results/<date-time>, "
          + "the one 'wirebench run' printed)");
    }
    Path runJson = dir.resolve("run.json");
    if (!Files.isRegularFile(runJson)) {
      for (LegacyRecord legacy : java.util.ServiceLoader.load(LegacyRecord.class)) {
        Path file = dir.resolve(legacy.file());
        if (!Files.isRegularFile(file)) continue;
        try {
          return new SavedRun(dir, legacy.read(file), sizes(dir));
        } catch (IOException | RuntimeException e) {
          throw new BadInputException(file + " cannot be read as a result (" + firstLine(e) + "); was it written by "
              + "wirebench, and is the run still being written?");
        }
      }
      throw new BadInputException(dir + " has no run.json, so it is not a wirebench run directory; give one that "
          + "a wirebench command wrote (results/<date-time>, results/memory-..., results/http-..., ...)");
    }
    try {
      RunRecord record = record(READER.readTree(runJson.toFile()), runJson);
      return new SavedRun(dir, record, sizes(dir));
    } catch (JsonProcessingException | IllegalArgumentException e) {
      throw new BadInputException(runJson + " is not valid run.json (" + firstLine(e) + "); was it written by "
          + "'wirebench run', and is the run still being written?");
    } catch (IOException e) {
      throw new BadInputException(runJson + " cannot be read: " + firstLine(e));
    }
  }

  private static List<SizeRecord> sizes(Path dir) throws IOException {
    Path sizesJson = dir.resolve("sizes.json");
    if (!Files.isRegularFile(sizesJson)) return List.of();
    List<SizeRecord> sizes = READER.convertValue(READER.readTree(sizesJson.toFile()).path("sizes"),
        new TypeReference<>() {});
    return sizes == null ? List.of() : sizes;
  }

  /** A run.json document as a record (the header is unwrapped in the file, so it is read apart). */
  public static RunRecord record(JsonNode root, Path source) throws JsonProcessingException {
    int version = root.path("formatVersion").asInt(-1);
    // version 3 only added fields (variants: jvms, and base, jvm, artifact, classpath per codec), so a
    // version 2 file reads with those absent; version 4 made low/high the rerun interval (see
    // rerunIntervals) and added meanLow/meanHigh, df and pooling
    if (version < RunRecord.OLDEST_READABLE || version > RunRecord.FORMAT_VERSION) {
      throw new BadInputException(source + " has formatVersion " + (version < 0 ? "none" : version)
          + ", this wirebench reads " + RunRecord.OLDEST_READABLE + " to " + RunRecord.FORMAT_VERSION
          + " (forks and intervals per cell); measure again with this version of 'wirebench run'");
    }
    RunRecord.Header header = READER.treeToValue(root, RunRecord.Header.class);
    // a run killed outright still says running: readers show it as interrupted (process gone)
    return new RunRecord(version, header, RunProcess.status(root.path("status").asText(null), header),
        root.path("finished").asText(null),
        root.path("rounds").asInt(),
        list(root.get("gate"), new TypeReference<List<RunRecord.GateRecord>>() {}),
        list(root.get("notMeasured"), new TypeReference<List<NotMeasured>>() {}),
        root.hasNonNull("leftOut") ? READER.treeToValue(root.get("leftOut"), RunRecord.LeftOut.class) : null,
        root.hasNonNull("pooling") ? READER.convertValue(root.get("pooling"),
            new TypeReference<java.util.Map<String, RunRecord.PriorRecord>>() {}) : java.util.Map.of(),
        list(root.get("machineSpeedPerRound"), new TypeReference<List<Double>>() {}),
        rerunIntervals(version, list(root.get("cells"), new TypeReference<List<RunRecord.CellRecord>>() {})));
  }

  /**
   * The cells of a run.json before format 4 with the intervals of format 4: their {@code low} and
   * {@code high} were the confidence interval of the mean, t(n−1) · s / √n, which becomes
   * {@code meanLow} and {@code meanHigh}; the rerun interval from the same forks is √2 wider,
   * t(n−1) · s · √(2/n). (Without the pooling across cells that format 4 runs have: that needs every
   * metric's value in every fork, which those files do not keep.)
   */
  public static List<RunRecord.CellRecord> rerunIntervals(int version, List<RunRecord.CellRecord> cells) {
    if (version >= 4) return cells;
    List<RunRecord.CellRecord> out = new java.util.ArrayList<>();
    for (RunRecord.CellRecord c : cells) {
      java.util.Map<String, RunRecord.MetricValue> metrics = new java.util.LinkedHashMap<>();
      if (c.metrics() != null) {
        int forks = c.forks() == null ? 0 : (int) c.forks().stream().filter(RunRecord.ForkRecord::used).count();
        c.metrics().forEach((id, v) -> metrics.put(id, v == null || v.value() == null || v.low() == null
            || v.high() == null ? v : new RunRecord.MetricValue(v.value(),
                v.value() - Math.sqrt(2) * (v.value() - v.low()), v.value() + Math.sqrt(2) * (v.high() - v.value()),
                v.low(), v.high(), forks > 1 ? Double.valueOf(forks - 1) : null, v.unit(), v.better())));
      }
      out.add(new RunRecord.CellRecord(c.key(), c.benchmark(), c.op(), c.target(), c.codec(), c.dataset(),
          c.binding(), c.status(), c.message(), c.seconds(), c.encodedBytes(), c.steadiness(), metrics, c.forks()));
    }
    return out;
  }

  private static <T> List<T> list(JsonNode node, TypeReference<List<T>> type) {
    if (node == null || node.isNull()) return List.of();
    return READER.convertValue(node, type);
  }

  /**
   * The kind of the run directory at {@code path} ({@code run}, {@code memory}, {@code http}, ...), or
   * null when it is no directory with a readable run.json (a JMH result file, say).
   */
  public static String kindOf(Path path) {
    Path runJson = path.resolve("run.json");
    if (!Files.isDirectory(path) || !Files.isRegularFile(runJson)) return null;
    try {
      JsonNode kind = READER.readTree(runJson.toFile()).get("kind");
      return kind == null || kind.isNull() ? "run" : kind.asText();
    } catch (IOException e) {
      return null;
    }
  }

  /** A short name for tables and legends: the directory's name. */
  public String name() {
    Path f = dir.toAbsolutePath().normalize().getFileName();
    return f == null ? dir.toString() : f.toString();
  }

  /** The raw and compressed sizes of a codec on a data set, or null when sizes.json has none. */
  public SizeRecord size(String codec, String dataset) {
    for (SizeRecord s : sizes) {
      if (s.codec().equals(codec) && s.dataset().equals(dataset)) return s;
    }
    return null;
  }

  /** The first line of an exception's message, for one-line errors. */
  public static String firstLine(Exception e) {
    String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return m.lines().findFirst().orElse("").trim();
  }
}
