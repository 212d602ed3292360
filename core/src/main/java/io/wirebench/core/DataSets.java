package io.wirebench.core;

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
 * Data sets by id: the declarations of {@link BuiltInDataSet} (the workloads of
 * {@code docs/datasets.md}), plus users' files ({@code file:PATH}, JSON or NDJSON, read
 * untyped).
 */
public final class DataSets {
  /** Default size of {@code decimal-matrix}; {@code decimal-matrix:ROWSxCOLS} picks another. */
  public static final int MATRIX_ROWS = 100;
  public static final int MATRIX_COLS = 10;

  /**
   * Heap a matrix cell takes, a generous estimate: a String of up to 16 Latin-1 characters
   * (object and array headers included) and its slot in the row's list.
   */
  static final long MATRIX_BYTES_PER_CELL = 72;

  private static final Pattern SIZED = Pattern.compile("([a-z0-9-]+):(\\d+)x(\\d+)");
  private static final Pattern COUNTED = Pattern.compile("([a-z0-9-]+):(\\d+)");
  private static final Map<String, DataSet<?>> CACHE = new ConcurrentHashMap<>();

  private DataSets() {}

  /** The built-in data set ids, in the order tables show them. */
  public static List<String> ids() {
    List<String> ids = new ArrayList<>();
    for (BuiltInDataSet d : BuiltInDataSet.values()) ids.add(d.id());
    return ids;
  }

  /** Ids of the data sets whose encoded sizes every codec module pins. */
  public static List<String> pinnedIds() {
    List<String> ids = new ArrayList<>();
    for (BuiltInDataSet d : BuiltInDataSet.values()) if (d.pinned()) ids.add(d.id());
    return ids;
  }

  /** Ids of all but the large data sets (the default of {@code sizes}). */
  public static List<String> smallIds() {
    List<String> ids = new ArrayList<>();
    for (BuiltInDataSet d : BuiltInDataSet.values()) if (!d.large()) ids.add(d.id());
    return ids;
  }

  /** Every built-in data set, with default parameters. */
  public static List<DataSet<?>> all() {
    List<DataSet<?>> all = new ArrayList<>();
    for (String id : ids()) {
      all.add(require(id));
    }
    return all;
  }

  /** The forms of data set names beside the ids, for messages and help. */
  public static List<String> forms() {
    List<String> f = new ArrayList<>(BuiltInDataSet.countedForms());
    f.addAll(List.of("decimal-matrix:ROWSxCOLS", "file:PATH", "class:FQCN:PATH", "class:FQCN*COPIES:PATH"));
    return List.copyOf(f);
  }

  /**
   * Data sets chosen by a comma list of ids or regular expressions over the built-in ids, by the
   * rules of {@link Names#select}; {@code decimal-matrix:ROWSxCOLS} and {@code file:PATH} are
   * names too.
   */
  public static List<DataSet<?>> select(String list) {
    List<String> suggestions = new ArrayList<>(ids());
    suggestions.addAll(forms());
    List<DataSet<?>> out = new ArrayList<>();
    for (String id : Names.select(list, "data set", ids(), DataSets::isName, s -> suggestions)) {
      out.add(require(id));
    }
    return out;
  }

  /** Whether {@code s} names a data set as it is (not whether that data set can be made). */
  static boolean isName(String s) {
    return BuiltInDataSet.find(s) != null || s.startsWith("file:") || UserClasses.isId(s) || SIZED.matcher(s).matches()
        || isCounted(s);
  }

  private static boolean isCounted(String s) {
    Matcher m = COUNTED.matcher(s);
    return m.matches() && BuiltInDataSet.counted(m.group(1)) != null;
  }

  /**
   * A data set by id: a built-in one ({@code decimal-matrix:ROWSxCOLS} sets the matrix size) or
   * {@code file:PATH} for a JSON or NDJSON file.
   *
   * @throws UnknownNameException for an unknown id
   * @throws BadInputException for a file that cannot be read, or a size that cannot be made,
   *     naming it
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

  /**
   * A new instance of a data set, not shared through the cache: its value is generated on first
   * use and freed with the instance. For a process that must drop a large value after using it
   * (the memory command writes a file from it, then measures a read without it).
   */
  public static DataSet<?> uncached(String id) {
    return create(id);
  }

  private static DataSet<?> create(String id) {
    BuiltInDataSet d = BuiltInDataSet.find(id);
    if (d != null) {
      return d.dataSet();
    }
    Matcher m = SIZED.matcher(id);
    if (m.matches()) {
      BuiltInDataSet sized = BuiltInDataSet.find(m.group(1));
      if (sized != null && sized.isSized()) {
        return sized(sized, id, m.group(2), m.group(3));
      }
    }
    Matcher c = COUNTED.matcher(id);
    if (c.matches() && BuiltInDataSet.counted(c.group(1)) != null) {
      return counted(BuiltInDataSet.counted(c.group(1)), id, c.group(1), c.group(2));
    }
    if (UserClasses.isId(id)) {
      return UserClasses.dataSet(id);
    }
    if (id.startsWith("file:")) {
      return fromFile(id, Path.of(id.substring("file:".length())));
    }
    List<String> known = new ArrayList<>(ids());
    known.addAll(forms());
    throw new UnknownNameException("data set", id, known);
  }

  /** A sized data set, refused before anything is generated when it is empty or cannot fit. */
  private static DataSet<?> sized(BuiltInDataSet d, String id, String rowsText, String colsText) {
    long rows = parseSize(rowsText);
    long cols = parseSize(colsText);
    if (rows < 1 || cols < 1) {
      throw new BadInputException("data set " + id + " is empty; give at least 1x1 (" + d.id()
          + ":ROWSxCOLS, e.g. " + d.id() + ":" + MATRIX_ROWS + "x" + MATRIX_COLS + ")");
    }
    double bytes = (double) rows * cols * MATRIX_BYTES_PER_CELL;
    long heap = Runtime.getRuntime().maxMemory();
    if (rows > Integer.MAX_VALUE || cols > Integer.MAX_VALUE || bytes > heap) {
      throw new BadInputException(String.format("data set %s cannot fit: it needs about %s of heap"
          + " (%d bytes a cell) and this JVM has at most %s (-Xmx); pick a smaller ROWSxCOLS", id,
          bytes(bytes), MATRIX_BYTES_PER_CELL, bytes(heap)));
    }
    return d.dataSet(id, (int) rows, (int) cols);
  }

  /** A counted data set ({@code dbdata:1000}), refused before generation when empty or too large. */
  private static DataSet<?> counted(BuiltInDataSet d, String id, String family, String countText) {
    long n = parseSize(countText);
    if (n < 1) {
      throw new BadInputException("data set " + id + " is empty; give a count of at least 1 ("
          + family + ":N, e.g. " + family + ":1000)");
    }
    double bytes = (double) n * d.heapBytesPerUnit();
    long heap = Runtime.getRuntime().maxMemory();
    if (n > Integer.MAX_VALUE || bytes > heap / 2) {
      throw new BadInputException(String.format("data set %s cannot fit: it needs about %s of heap"
          + " (%d bytes each) and this JVM has at most %s (-Xmx); pick a smaller count", id,
          bytes(bytes), d.heapBytesPerUnit(), bytes(heap)));
    }
    return d.counted(id, family, (int) n);
  }

  private static long parseSize(String digits) {
    // more than 18 digits overflows a long; any such size is refused as too large anyway
    return digits.length() > 18 ? Long.MAX_VALUE : Long.parseLong(digits);
  }

  private static String bytes(double b) {
    if (b >= 1e9) return String.format("%,.1f GB", b / 1e9);
    return String.format("%,.1f MB", b / 1e6);
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
    if (Files.isDirectory(file)) {
      throw new BadInputException("data set file " + file + " is a directory; give the path of a "
          + "JSON or NDJSON file as file:PATH");
    }
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new BadInputException("data set file " + file + " does not exist; give the path "
          + "of a JSON or NDJSON file as file:PATH");
    } catch (IOException e) {
      throw new BadInputException("data set file " + file + " cannot be read: " + e);
    }
    try {
      String name = file.getFileName().toString();
      return fromJson(id, bytes, name.endsWith(".ndjson") || name.endsWith(".jsonl"));
    } catch (IOException e) {
      throw new BadInputException("data set file " + file + " is not valid JSON: "
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
