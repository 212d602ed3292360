package io.wirebench.core;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * A named, deterministic value to benchmark: one of the workloads, or a user's JSON file. The value
 * is generated on first use and then shared, so every codec in a JVM sees the same object.
 *
 * @param <T> the model class; {@code Object} for untyped data sets read from a file
 */
public final class DataSet<T> {
  private final String id;
  private final String description;
  private final Class<T> type;
  private final Supplier<T> generator;
  private final UnaryOperator<T> modifier;
  private final String modifiedPath;
  private final List<Class<?>> modelClasses;
  private volatile boolean userClass;
  private volatile boolean userEquals;
  private volatile T value;
  private volatile Object untyped;
  private volatile Object jsonReference;
  private volatile String contentHash;
  private volatile long jsonBytes = -1;
  private volatile String partialPath;
  private volatile List<String> scalars;
  private volatile PartialPath compiledPartial;

  /**
   * @param id the data set's name (with its parameters, e.g. {@code decimal-matrix:100x10})
   * @param description one line for {@code list datasets}
   * @param type the model class
   * @param generator makes the value; must return equal values every time
   * @param modifiedPath the field {@code modifier} changes, as a path into the untyped form
   *     ({@code rows.0.email}); the same change is applied to untyped values by path
   * @param modifier changes that field of a model object, for read-modify-write
   */
  public DataSet(String id, String description, Class<T> type, Supplier<T> generator,
      String modifiedPath, UnaryOperator<T> modifier) {
    this(id, description, type, generator, modifiedPath, modifier,
        type == Object.class ? List.of() : List.of(type));
  }

  /**
   * As above, naming every class the value uses (see {@link BuiltInDataSet#modelClasses()}).
   *
   * @param modelClasses the root type and every class a serializer must register or allow
   */
  public DataSet(String id, String description, Class<T> type, Supplier<T> generator,
      String modifiedPath, UnaryOperator<T> modifier, List<Class<?>> modelClasses) {
    this.modelClasses = List.copyOf(modelClasses);
    this.id = Objects.requireNonNull(id);
    this.description = description;
    this.type = type;
    this.generator = generator;
    this.modifiedPath = modifiedPath;
    this.modifier = modifier;
  }

  public String id() { return id; }
  public String description() { return description; }
  public Class<T> type() { return type; }

  /** The model class as Java spells it ({@code com.acme.Order[]}), for messages. */
  public String typeName() {
    String n = type.getCanonicalName();
    return n == null ? type.getName() : n;
  }

  /**
   * The root type and every class a serializer must register or allow for this value; empty for
   * untyped data sets. A codec that registers classes reports a gap when one of these is not among
   * the classes it knows ({@link BuiltInDataSet#allModelClasses()}).
   */
  public List<Class<?>> modelClasses() { return modelClasses; }

  /**
   * For codecs that register or allow-list classes: a gap, naming the classes, when this data set
   * uses one that is not in {@code known}.
   *
   * @throws UnsupportedDataSetException when a model class is not known
   */
  public void requireClassesIn(Collection<Class<?>> known) {
    List<String> unknown = new ArrayList<>();
    for (Class<?> c : modelClasses) {
      if (!known.contains(c)) unknown.add(c.getName());
    }
    if (!unknown.isEmpty()) {
      throw new UnsupportedDataSetException("knows only the classes the built-in data sets declare, "
          + "and " + id + " also uses " + String.join(", ", unknown)
          + "; declare them in io.wirebench.core.BuiltInDataSet");
    }
  }

  /**
   * The field that read-modify-write changes, as a dot path into the untyped form
   * ({@code rows.0.email}); empty means "the first scalar found". Tree bindings follow it.
   */
  public String modifiedPath() {
    return modifiedPath;
  }

  /**
   * The one field the partial read fetches, as a dot path into the untyped form
   * ({@code rows.500.id}): a field deep in the value, chosen per built-in data set; for others the
   * field read-modify-write changes, or the first scalar.
   */
  public String partialPath() {
    String p = partialPath;
    if (p == null) {
      p = modifiedPath.isEmpty() ? UntypedPath.firstScalarPath(untyped()) : modifiedPath;
      partialPath = p;
    }
    return p;
  }

  /** Sets the partial read's field (built-in data sets, at creation). */
  DataSet<T> partialPath(String path) {
    this.partialPath = path;
    this.compiledPartial = null;
    return this;
  }

  /** The partial read's expected value, as text ({@link #partialText}). */
  public String partialExpected() {
    return PartialPath.text(PartialPath.get(untyped(), partialPath()));
  }

  /**
   * The partial field of a value this data set's codecs read: a model object or its untyped form
   * (maps and lists). The default partial read's last step ({@link Binding#readPartial}).
   */
  public Object partialOf(Object value) {
    PartialPath p = compiledPartial;
    if (p == null) compiledPartial = p = PartialPath.compile(partialPath());
    return p.get(value);
  }

  /** A partial read's result as the gate compares it with {@link #partialExpected}. */
  public static String partialText(Object value) {
    return PartialPath.text(value);
  }

  /**
   * Every scalar of the value (strings, numbers, booleans; enums by name; nulls left out), as text
   * and sorted: what the {@code access} operation must visit ({@link FieldSink.Collecting}).
   */
  public List<String> scalars() {
    List<String> s = scalars;
    if (s == null) {
      List<String> all = new java.util.ArrayList<>();
      collectScalars(jsonReference(), all);
      java.util.Collections.sort(all);
      scalars = s = List.copyOf(all);
    }
    return s;
  }

  private static void collectScalars(Object o, List<String> out) {
    if (o == null) return;
    if (o instanceof java.util.Map<?, ?> m) {
      for (Object v : m.values()) collectScalars(v, out);
    } else if (o instanceof java.util.Collection<?> c) {
      for (Object v : c) collectScalars(v, out);
    } else {
      out.add(PartialPath.text(o));
    }
  }

  /** Marks a data set of a user's own class ({@link UserClasses}); {@code equals} when the class defines it. */
  void userClass(boolean equals) {
    this.userClass = true;
    this.userEquals = equals;
  }

  /** True for a data set of a user's own class ({@code class:FQCN:PATH}), which no generated code knows. */
  public boolean isUserClass() {
    return userClass;
  }

  /**
   * The first difference between a value of this data set and one read back: with the class's
   * own {@code equals} when a user's class defines it (element by element for many values), then
   * the first field that differs, if any is found; field by field otherwise ({@link Diff#first}).
   */
  public java.util.Optional<Diff.Difference> compare(Object expected, Object actual) {
    if (userEquals && expected != null && type.isInstance(expected)) {
      boolean same = expected.getClass().isArray() && actual != null && actual.getClass().isArray()
          ? java.util.Arrays.equals((Object[]) expected, (Object[]) actual)
          : expected.equals(actual);
      if (same) return java.util.Optional.empty();
      return java.util.Optional.of(Diff.first(expected, actual).map(d -> new Diff.Difference(d.path()
          + " (equals() says they differ)", d.expected(), d.actual()))
          .orElse(new Diff.Difference("$ (equals() says they differ, though every field is the same)", expected, actual)));
    }
    return Diff.first(expected, actual);
  }

  /** True for data sets that exist only as JSON (a user's file), with no model class. */
  public boolean isUntyped() {
    return type == Object.class;
  }

  /** The value, generated once. */
  public T value() {
    T v = value;
    if (v == null) {
      synchronized (this) {
        v = value;
        if (v == null) {
          value = v = generator.get();
        }
      }
    }
    return v;
  }

  /** The value in the JSON data model: maps, lists, strings, numbers, booleans and null. */
  public Object untyped() {
    Object u = untyped;
    if (u == null) {
      synchronized (this) {
        u = untyped;
        if (u == null) {
          untyped = u = isUntyped() ? value() : Json.untyped(value());
        }
      }
    }
    return u;
  }

  /**
   * The value as the round-trip gate compares JSON output with it: the JSON data model with each
   * number as the type its field holds ({@link Json#typedUntyped}), so that {@link Diff#compareJson}
   * can compare a {@code double} as a {@code double}; for an untyped data set, {@link #untyped}.
   */
  public Object jsonReference() {
    Object r = jsonReference;
    if (r == null) {
      synchronized (this) {
        r = jsonReference;
        if (r == null) {
          try {
            jsonReference = r = isUntyped() ? untyped() : Json.typedUntyped(value());
          } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot write " + id + " as JSON: " + e.getMessage(), e);
          }
        }
      }
    }
    return r;
  }

  /**
   * SHA-256 (hex) of the value's canonical JSON ({@link Json#sha256}), or null when this JVM
   * cannot make the value (a user's class it cannot load). Results record it, so that a history
   * compares a data set only with the same data: an id such as {@code file:orders.json} or a
   * generator changed by a new wirebench can stand for other values.
   */
  public String contentHash() {
    digest();
    return contentHash.isEmpty() ? null : contentHash;
  }

  /**
   * The byte count of the value's canonical JSON ({@link Json#digest}, the reference encoding's
   * length), or null when this JVM cannot make the value. Results record it beside
   * {@link #contentHash}: the size axis of a sweep is in these bytes ({@link SizeAxis}).
   */
  public Long jsonBytes() {
    digest();
    return jsonBytes < 0 ? null : jsonBytes;
  }

  /** Computes the content hash and the JSON byte count once, in one pass over the value. */
  private void digest() {
    if (contentHash != null) return;
    synchronized (this) {
      if (contentHash != null) return;
      try {
        Json.Digest d = Json.digest(isUntyped() ? untyped() : value());
        jsonBytes = d.bytes();
        contentHash = d.sha256();
      } catch (IOException | RuntimeException | LinkageError e) {
        contentHash = "";
      }
    }
  }

  /** Changes one field of a model object (read-modify-write); returns the object. */
  @SuppressWarnings("unchecked")
  public Object modify(Object model) {
    return modifier.apply((T) model);
  }

  /** Applies the same change as {@link #modify} to the untyped form of the value. */
  public Object modifyUntyped(Object tree) {
    return UntypedPath.modify(tree, modifiedPath);
  }

  @Override public String toString() {
    return id;
  }
}
