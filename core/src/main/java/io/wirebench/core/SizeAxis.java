package io.wirebench.core;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The size axis of a sweep ({@code run --sizes 1k,10k,1m}): sizes are bytes of canonical JSON
 * ({@link Json#canonicalBytes}), so that one axis fits every data set with a size parameter and
 * every codec. A size becomes a count of the family's units ({@code dbdata:4811} rows) by
 * measuring the JSON of small instances and correcting on the real one, since the bytes a unit
 * takes grow a little with the count (ids get more digits).
 *
 * <p>A family is named by its form with N: {@code dbdata:N}, {@code measurements:N},
 * {@code module-ids:N}, {@code module-ids-sparse:N}, and {@code decimal-matrix:Nx10} (rows vary,
 * columns stay). Every data set of a family is a point of one sweep, whichever way it was named
 * ({@code measurements-1k} is {@code measurements:1000}).
 */
public final class SizeAxis {
  private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([kmg]?)b?", Pattern.CASE_INSENSITIVE);
  private static final Pattern COUNTED = Pattern.compile("([a-z0-9-]+):(\\d+)");
  private static final Pattern MATRIX = Pattern.compile("decimal-matrix:(\\d+)x(\\d+)");
  /** The count whose JSON gives the first estimate of a unit's bytes. */
  private static final int SAMPLE = 32;
  /** Corrections on the real size before the count is taken as it is. */
  private static final int CORRECTIONS = 4;

  private SizeAxis() {}

  /**
   * One point of a sweep: the size asked for, and the data set that has it.
   *
   * @param family the family's form ({@code dbdata:N})
   * @param askedBytes the size asked for, in bytes of JSON
   * @param id the data set ({@code dbdata:4811})
   * @param count its units (rows, items, modules)
   * @param jsonBytes its canonical JSON's actual bytes
   */
  public record Member(String family, long askedBytes, String id, long count, long jsonBytes) {}

  /**
   * Sizes from a comma list: bytes, with {@code k}, {@code m} or {@code g} for 10^3, 10^6, 10^9
   * (decimal, as "1 KB" is on a disk's label), an optional {@code b}; smallest first, each once.
   *
   * @throws BadInputException naming the entry that is no size
   */
  public static List<Long> parse(String list) {
    TreeSet<Long> out = new TreeSet<>();
    for (String part : list.split(",", -1)) {
      String s = part.strip();
      Matcher m = SIZE.matcher(s);
      if (!m.matches()) {
        throw new BadInputException("--sizes " + list + ": '" + s + "' is not a size; give bytes of JSON as 1k, 10k, "
            + "1m (k = 1,000 bytes, m = 1,000,000), comma separated");
      }
      double mult = switch (m.group(2).toLowerCase(Locale.ROOT)) {
        case "k" -> 1e3;
        case "m" -> 1e6;
        case "g" -> 1e9;
        default -> 1;
      };
      long bytes = Math.round(Double.parseDouble(m.group(1)) * mult);
      if (bytes < 1) throw new BadInputException("--sizes " + list + ": '" + s + "' is no bytes; give 1 or more");
      out.add(bytes);
    }
    return List.copyOf(out);
  }

  /**
   * The family of a data set id when it has a size parameter ({@code dbdata:N} for {@code dbdata}
   * and {@code dbdata:100}), or empty ({@code person}, {@code file:...}).
   */
  public static Optional<String> family(String id) {
    BuiltInDataSet b = BuiltInDataSet.find(id);
    if (b != null) {
      return Optional.ofNullable(switch (b) {
        case DBDATA -> "dbdata:N";
        case MEASUREMENTS_10, MEASUREMENTS_1K, MEASUREMENTS_100K -> "measurements:N";
        case MODULE_IDS -> "module-ids:N";
        case MODULE_IDS_SPARSE -> "module-ids-sparse:N";
        case DECIMAL_MATRIX -> "decimal-matrix:Nx" + DataSets.MATRIX_COLS;
        case PERSON, MEDIA_CONTENT -> null;
      });
    }
    Matcher mx = MATRIX.matcher(id);
    if (mx.matches()) return Optional.of("decimal-matrix:Nx" + mx.group(2));
    Matcher c = COUNTED.matcher(id);
    if (c.matches() && BuiltInDataSet.counted(c.group(1)) != null) return Optional.of(c.group(1) + ":N");
    return Optional.empty();
  }

  /** The families there are, for messages. */
  public static List<String> families() {
    List<String> f = new ArrayList<>(List.of("dbdata:N", "measurements:N", "module-ids:N", "module-ids-sparse:N"));
    f.add("decimal-matrix:Nx" + DataSets.MATRIX_COLS);
    return f;
  }

  /** The member of a family with {@code count} units: {@code dbdata:N} and 4811 make {@code dbdata:4811}. */
  public static String id(String family, long count) {
    int at = family.lastIndexOf('N');
    return family.substring(0, at) + count + family.substring(at + 1);
  }

  /**
   * Every point of a sweep over {@code sizes} of the families of {@code ids}: each family once (in
   * the order its first data set comes), each size once; two sizes that need the same count give
   * one point.
   *
   * @throws BadInputException naming the data sets that have no size parameter, or a size that
   *     cannot be made
   */
  public static List<Member> members(List<String> ids, List<Long> sizes) {
    List<String> unsized = ids.stream().filter(id -> family(id).isEmpty()).toList();
    if (!unsized.isEmpty()) {
      throw new BadInputException("--sizes needs data sets with a size parameter (" + String.join(", ", families())
          + "); " + String.join(", ", unsized) + (unsized.size() == 1 ? " has" : " have") + " none: leave "
          + (unsized.size() == 1 ? "it" : "them") + " out of --datasets, or measure " + (unsized.size() == 1 ? "it"
          : "them") + " in a run without --sizes");
    }
    Map<String, Member> out = new LinkedHashMap<>();
    for (String family : ids.stream().map(id -> family(id).orElseThrow()).distinct().toList()) {
      for (long size : sizes) {
        Member m = member(family, size);
        out.putIfAbsent(m.id(), m);
      }
    }
    return List.copyOf(out.values());
  }

  /**
   * The member of a family whose canonical JSON is closest to {@code bytes}: a first count from the
   * bytes of one unit and of {@value #SAMPLE}, then corrected on the real size until it stays.
   *
   * @throws BadInputException when the size cannot be made (more than this JVM's heap holds)
   */
  public static Member member(String family, long bytes) {
    try {
      long one = jsonBytes(family, 1);
      double perUnit = (jsonBytes(family, SAMPLE) - one) / (double) (SAMPLE - 1);
      double base = one - perUnit;
      long n = count(bytes, base, perUnit);
      long actual = jsonBytes(family, n);
      for (int i = 0; i < CORRECTIONS && n > 1; i++) {
        long next = count(bytes, base, (actual - base) / n);
        if (next == n) break;
        long nextBytes = jsonBytes(family, next);
        if (Math.abs(nextBytes - bytes) >= Math.abs(actual - bytes)) break;
        n = next;
        actual = nextBytes;
      }
      return new Member(family, bytes, id(family, n), n, actual);
    } catch (BadInputException e) {
      throw new BadInputException("--sizes: " + String.format(Locale.ROOT, "%,d", bytes) + " bytes of "
          + family + " cannot be made: " + e.getMessage());
    }
  }

  private static long count(long bytes, double base, double perUnit) {
    if (perUnit <= 0) return 1;
    return Math.max(1, Math.round((bytes - base) / perUnit));
  }

  private static long jsonBytes(String family, long count) {
    try {
      return Json.canonicalBytes(DataSets.uncached(id(family, count)).value());
    } catch (IOException e) {
      throw new IllegalStateException("cannot write " + id(family, count) + " as JSON: " + e.getMessage(), e);
    }
  }
}
