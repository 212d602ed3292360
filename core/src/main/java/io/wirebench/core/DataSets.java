package io.wirebench.core;

import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.Measurement;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The workloads of {@code shared/docs/workloads.md}, by id, plus users' files
 * ({@code file:PATH}, JSON or NDJSON, read untyped).
 */
public final class DataSets {
  /** Default size of {@code decimal-matrix}; {@code decimal-matrix:ROWSxCOLS} picks another. */
  public static final int MATRIX_ROWS = 100;
  public static final int MATRIX_COLS = 10;

  private static final Pattern MATRIX = Pattern.compile("decimal-matrix(?::(\\d+)x(\\d+))?");
  private static final Map<String, DataSet<?>> CACHE = new ConcurrentHashMap<>();

  private DataSets() {}

  /** The built-in data set ids, in the order tables show them. */
  public static List<String> ids() {
    return List.of("dbdata", "measurements-10", "measurements-1k", "measurements-100k", "person",
        "module-ids", "decimal-matrix", "media-content");
  }

  /** Every built-in data set, with default parameters. */
  public static List<DataSet<?>> all() {
    List<DataSet<?>> all = new ArrayList<>();
    for (String id : ids()) {
      all.add(require(id));
    }
    return all;
  }

  /**
   * A data set by id: a built-in one ({@code decimal-matrix:ROWSxCOLS} sets the matrix size) or
   * {@code file:PATH} for a JSON or NDJSON file.
   *
   * @throws UnknownNameException for an unknown id
   * @throws IllegalArgumentException for a file that cannot be read, naming it
   */
  public static DataSet<?> require(String id) {
    DataSet<?> cached = CACHE.get(id);
    if (cached != null) {
      return cached;
    }
    DataSet<?> ds = create(id);
    DataSet<?> prev = CACHE.putIfAbsent(id, ds);
    return prev != null ? prev : ds;
  }

  private static DataSet<?> create(String id) {
    switch (id) {
      case "dbdata":
        return new DataSet<>(id, "a table of 10 person rows, about 2 KB as JSON", DbData.class,
            Workloads::dbData, "rows.0.email", d -> {
              d.getRows().get(0).setEmail(d.getRows().get(0).getEmail() + "!");
              return d;
            });
      case "measurements-10":
        return measurements(id, 10);
      case "measurements-1k":
        return measurements(id, 1_000);
      case "measurements-100k":
        return measurements(id, 100_000);
      case "person":
        return new DataSet<>(id, "one small entity: name, age, city", Person.class,
            Workloads::person, "age", p -> {
              p.setAge(p.getAge() + 1);
              return p;
            });
      case "module-ids":
        return new DataSet<>(id, "20,000 module ids (organization, name, revision), about 1.4 MB as JSON",
            ModuleIds.class, () -> Workloads.moduleIds(20_000), "modules.0.revision", m -> {
              m.getModules().get(0).setRevision(m.getModules().get(0).getRevision() + "!");
              return m;
            });
      case "media-content":
        return new DataSet<>(id, "one media record with two images, under 1 KB",
            MediaContent.class, Workloads::mediaContent, "media.uri", m -> {
              m.getMedia().setUri(m.getMedia().getUri() + "!");
              return m;
            });
      default:
        break;
    }
    Matcher m = MATRIX.matcher(id);
    if (m.matches()) {
      int rows = m.group(1) == null ? MATRIX_ROWS : Integer.parseInt(m.group(1));
      int cols = m.group(2) == null ? MATRIX_COLS : Integer.parseInt(m.group(2));
      return new DataSet<>(id, "a " + rows + "x" + cols
          + " matrix of decimals written as strings (decimal-matrix:ROWSxCOLS for another size)",
          DecimalMatrix.class, () -> Workloads.decimalMatrix(rows, cols), "rows.0.0", d -> {
            d.getRows().get(0).set(0, d.getRows().get(0).get(0) + "!");
            return d;
          });
    }
    if (id.startsWith("file:")) {
      return fromFile(id, Path.of(id.substring("file:".length())));
    }
    List<String> known = new ArrayList<>(ids());
    known.add("decimal-matrix:ROWSxCOLS");
    known.add("file:PATH");
    throw new UnknownNameException("data set", id, known);
  }

  private static DataSet<?> measurements(String id, int n) {
    return new DataSet<>(id, String.format("%,d repetitive measurement records", n),
        Measurements.class, () -> Workloads.measurements(n), "items.0.duration", m -> {
          Measurement first = m.getItems().get(0);
          first.setDuration(first.getDuration() + 1);
          return m;
        });
  }

  /**
   * A user's JSON document (or NDJSON lines when {@code ndjson}) as an untyped data set.
   *
   * @throws IOException when it is not valid JSON
   */
  public static DataSet<Object> fromJson(String id, byte[] json, boolean ndjson) throws IOException {
    Object v = ndjson ? ndjson(json) : Json.parseUntyped(json);
    return new DataSet<>(id, "your document " + id + ", read untyped", Object.class, () -> v, "",
        o -> UntypedPath.modify(o, ""));
  }

  private static DataSet<Object> fromFile(String id, Path file) {
    try {
      String name = file.getFileName().toString();
      byte[] bytes = Files.readAllBytes(file);
      return fromJson(id, bytes, name.endsWith(".ndjson") || name.endsWith(".jsonl"));
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException("data set file " + file + " does not exist; give the path "
          + "of a JSON or NDJSON file as file:PATH");
    } catch (IOException e) {
      throw new IllegalArgumentException("data set file " + file + " is not valid JSON: "
          + e.getMessage().lines().findFirst().orElse(""));
    }
  }

  private static List<Object> ndjson(byte[] bytes) throws IOException {
    List<Object> docs = new ArrayList<>();
    for (String line : new String(bytes, StandardCharsets.UTF_8).split("\n")) {
      if (!line.isBlank()) {
        docs.add(Json.parseUntyped(line.getBytes(StandardCharsets.UTF_8)));
      }
    }
    return docs;
  }

  /** Descriptions by id, for listings. */
  public static Map<String, String> descriptions() {
    Map<String, String> m = new LinkedHashMap<>();
    for (DataSet<?> ds : all()) {
      m.put(ds.id(), ds.description());
    }
    return m;
  }
}
