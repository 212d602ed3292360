package io.wirebench.core;

import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DbRow;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.Image;
import io.wirebench.core.model.Measurement;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleId;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import io.wirebench.core.model.SparseModuleId;
import io.wirebench.core.model.SparseModuleIds;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;

/**
 * The built-in data sets, one declaration each: everything else ({@link DataSets}, {@code list
 * datasets}, the classes object-graph and XML serializers register, the pinned sizes of the codec
 * contract, the default data sets of {@code sizes}) reads this table. The order is the order tables
 * show; add a data set at the end, so that the registration order of existing classes (which
 * Kryo and Fory ids follow) stays as it is. See {@code docs/adding-a-dataset.md}.
 */
public enum BuiltInDataSet {
  DBDATA("dbdata", "a table of 10 person rows, about 2 KB as JSON", Sizes.PINNED,
      DbData.class, List.of(DbRow.class, DbRow.Status.class, ArrayList.class),
      (r, c) -> Workloads.dbData(), "rows.0.email", d -> {
        DbRow row = d.getRows().get(0);
        row.setEmail(row.getEmail() + "!");
        return d;
      }),
  MEASUREMENTS_10("measurements-10", "10 repetitive measurement records", Sizes.PINNED,
      Measurements.class, Parts.MEASUREMENTS, (r, c) -> Workloads.measurements(10),
      "items.0.duration", Parts::longerFirstDuration),
  MEASUREMENTS_1K("measurements-1k", "1,000 repetitive measurement records", Sizes.PINNED,
      Measurements.class, Parts.MEASUREMENTS, (r, c) -> Workloads.measurements(1_000),
      "items.0.duration", Parts::longerFirstDuration),
  MEASUREMENTS_100K("measurements-100k", "100,000 repetitive measurement records", Sizes.LARGE,
      Measurements.class, Parts.MEASUREMENTS, (r, c) -> Workloads.measurements(100_000),
      "items.0.duration", Parts::longerFirstDuration),
  PERSON("person", "one small entity: name, age, city", Sizes.PINNED,
      Person.class, List.of(), (r, c) -> Workloads.person(), "age", p -> {
        p.setAge(p.getAge() + 1);
        return p;
      }),
  MODULE_IDS("module-ids", "20,000 module ids (organization, name, revision), about 1.4 MB as JSON",
      Sizes.PINNED, ModuleIds.class, List.of(ModuleId.class, ArrayList.class),
      (r, c) -> Workloads.moduleIds(20_000), "modules.0.revision", m -> {
        ModuleId first = m.getModules().get(0);
        first.setRevision(first.getRevision() + "!");
        return m;
      }),
  /** The one sized data set: {@code decimal-matrix:ROWSxCOLS}; {@code %d} take the size. */
  DECIMAL_MATRIX("decimal-matrix",
      "a %dx%d matrix of decimals written as strings (decimal-matrix:ROWSxCOLS for another size)",
      Sizes.PINNED, DecimalMatrix.class, List.of(ArrayList.class), Workloads::decimalMatrix,
      "rows.0.0", d -> {
        List<String> row = d.getRows().get(0);
        row.set(0, row.get(0) + "!");
        return d;
      }),
  MEDIA_CONTENT("media-content", "one media record with two images, under 1 KB", Sizes.PINNED,
      MediaContent.class, List.of(Media.class, Media.Player.class, Image.class, Image.Size.class,
          ArrayList.class),
      (r, c) -> Workloads.mediaContent(), "media.uri", m -> {
        m.getMedia().setUri(m.getMedia().getUri() + "!");
        return m;
      }),
  /**
   * For empty-field omission: libraries that omit null and empty fields (sjson-new's default,
   * Jackson's NON_EMPTY, kotlinx's explicitNulls = false, jsoniter-scala's default) save them here.
   */
  MODULE_IDS_SPARSE("module-ids-sparse",
      "20,000 module ids with the build tool's optional fields (configurations, branch, flags, "
          + "artifacts, exclusions), mostly empty; about 4 MB as JSON with every field written",
      Sizes.LARGE, SparseModuleIds.class, List.of(SparseModuleId.class, ArrayList.class),
      (r, c) -> Workloads.sparseModuleIds(20_000), "modules.0.revision", m -> {
        SparseModuleId first = m.getModules().get(0);
        first.setRevision(first.getRevision() + "!");
        return m;
      });

  /** Whether a data set's encoded sizes are pinned per codec, or it is too large for that. */
  enum Sizes {
    /** Pinned in every codec module's {@code wirebench-sizes.properties}; sized by default. */
    PINNED,
    /** Not pinned, and left out of {@code sizes} unless named (compressing it takes a while). */
    LARGE
  }

  private final String id;
  private final String description;
  private final Sizes sizes;
  private final Class<?> type;
  private final List<Class<?>> modelClasses;
  private final BiFunction<Integer, Integer, ?> generator;
  private final String modifiedPath;
  private final UnaryOperator<?> modifier;

  <T> BuiltInDataSet(String id, String description, Sizes sizes, Class<T> type,
      List<Class<?>> parts, BiFunction<Integer, Integer, T> generator, String modifiedPath,
      UnaryOperator<T> modifier) {
    this.id = id;
    this.description = description;
    this.sizes = sizes;
    this.type = type;
    List<Class<?>> classes = new ArrayList<>();
    classes.add(type);
    classes.addAll(parts);
    this.modelClasses = List.copyOf(classes);
    this.generator = generator;
    this.modifiedPath = modifiedPath;
    this.modifier = modifier;
  }

  /** The id people type and tables show. */
  public String id() { return id; }

  /** One line for {@code list datasets}, with the default size for the sized data set. */
  public String description() {
    return isSized() ? String.format(description, DataSets.MATRIX_ROWS, DataSets.MATRIX_COLS) : description;
  }

  /** The root class of the value. */
  public Class<?> type() { return type; }

  /**
   * The root class and every class a serializer must register or allow to write and read the
   * value: nested model classes, their enums, and the {@code java.util} collections they hold
   * ({@code String}, boxed primitives and primitives are implied).
   */
  public List<Class<?>> modelClasses() { return modelClasses; }

  /** Whether every codec module pins its encoded size of this data set. */
  public boolean pinned() { return sizes == Sizes.PINNED; }

  /** Whether the data set is too large to size or pin by default. */
  public boolean large() { return sizes == Sizes.LARGE; }

  /** Whether the id takes a {@code :ROWSxCOLS} size. */
  public boolean isSized() { return description.contains("%d"); }

  /** The data set with its default size. */
  public DataSet<?> dataSet() {
    return dataSet(id, DataSets.MATRIX_ROWS, DataSets.MATRIX_COLS);
  }

  /** The data set under {@code id}, of {@code rows x cols} for the sized one (ignored otherwise). */
  @SuppressWarnings({"unchecked", "rawtypes"})
  DataSet<?> dataSet(String id, int rows, int cols) {
    String text = isSized() ? String.format(description, rows, cols) : description;
    BiFunction<Integer, Integer, Object> gen = (BiFunction<Integer, Integer, Object>) generator;
    DataSet<?> d = new DataSet(id, text, type, () -> gen.apply(rows, cols), modifiedPath, modifier, modelClasses);
    return d.partialPath(partialPath(rows, cols));
  }

  /**
   * The partial read's field: one deep in the value, in the middle of its list where it has one,
   * so that a reader that can skip must skip half the value.
   */
  private String partialPath(int rows, int cols) {
    return switch (this) {
      case DBDATA -> "rows.5.id";
      case MEASUREMENTS_10 -> "items.5.time";
      case MEASUREMENTS_1K -> "items.500.time";
      case MEASUREMENTS_100K -> "items.50000.time";
      case PERSON -> "city";
      case MODULE_IDS, MODULE_IDS_SPARSE -> "modules.10000.revision";
      case DECIMAL_MATRIX -> "rows." + rows / 2 + "." + cols / 2;
      case MEDIA_CONTENT -> "images.1.title";
    };
  }

  /**
   * The family a counted form ({@code dbdata:1000}) names, and its declaration: the size axis of
   * sweeps. Null when {@code family} has no counted form.
   */
  static BuiltInDataSet counted(String family) {
    return switch (family) {
      case "dbdata" -> DBDATA;
      case "measurements" -> MEASUREMENTS_1K;
      case "module-ids" -> MODULE_IDS;
      case "module-ids-sparse" -> MODULE_IDS_SPARSE;
      default -> null;
    };
  }

  /** The families with a counted form, for messages and {@code list datasets}. */
  static List<String> countedForms() {
    return List.of("dbdata:ROWS", "measurements:ITEMS", "module-ids:MODULES", "module-ids-sparse:MODULES");
  }

  /** About how many heap bytes one counted unit takes, to refuse a size before it is generated. */
  long heapBytesPerUnit() {
    return switch (this) {
      case DBDATA -> 1_200;
      case MEASUREMENTS_1K -> 200;
      case MODULE_IDS -> 300;
      case MODULE_IDS_SPARSE -> 700;
      default -> throw new IllegalStateException(id + " has no counted form");
    };
  }

  /** The counted form {@code id} ({@code dbdata:1000}) with {@code n} units. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  DataSet<?> counted(String id, String family, int n) {
    record Form(String unit, java.util.function.Supplier<?> gen, String partial) {}
    int mid = n / 2;
    Form f = switch (this) {
      case DBDATA -> new Form("rows", () -> Workloads.dbData(n), "rows." + mid + ".id");
      case MEASUREMENTS_1K -> new Form("items", () -> Workloads.measurements(n), "items." + mid + ".time");
      case MODULE_IDS -> new Form("modules", () -> Workloads.moduleIds(n), "modules." + mid + ".revision");
      case MODULE_IDS_SPARSE -> new Form("modules", () -> Workloads.sparseModuleIds(n),
          "modules." + mid + ".revision");
      default -> throw new IllegalStateException(id + " has no counted form");
    };
    String text = String.format("%s with %,d %s (%s:N sets the count)", family, n, f.unit(), family);
    DataSet<?> d = new DataSet(id, text, type, (java.util.function.Supplier) f.gen(), modifiedPath,
        modifier, modelClasses);
    return d.partialPath(f.partial());
  }

  /** A declaration by id, without parameters. */
  static BuiltInDataSet find(String id) {
    for (BuiltInDataSet d : values()) {
      if (d.id.equals(id)) return d;
    }
    return null;
  }

  /**
   * Every declared model class once, in declaration order: the registration list of serializers
   * that number classes (Kryo, Fory) or allow-list them (Hessian, JDK serialization, XStream).
   */
  public static List<Class<?>> allModelClasses() {
    Set<Class<?>> all = new LinkedHashSet<>();
    for (BuiltInDataSet d : values()) all.addAll(d.modelClasses);
    return List.copyOf(all);
  }

  /** Shared parts of declarations (an enum constant cannot name the enum's own static fields). */
  private static final class Parts {
    static final List<Class<?>> MEASUREMENTS = List.of(Measurement.class, Measurement.Type.class,
        ArrayList.class);

    static Measurements longerFirstDuration(Measurements m) {
      Measurement first = m.getItems().get(0);
      first.setDuration(first.getDuration() + 1);
      return m;
    }
  }
}
