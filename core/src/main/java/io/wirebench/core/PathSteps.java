package io.wirebench.core;

import java.util.Arrays;
import java.util.List;

/**
 * A data set's partial path ({@link DataSet#partialPath}, e.g. {@code rows.500.id}) split once, at
 * bind time, for the adapters that walk to the field themselves (lazy JSON readers, SBE's
 * flyweights). Each step is kept as a name and, when it is a non-negative integer, as a list index:
 * a reader that meets a list takes the index and one that meets an object takes the name, so an
 * object key of digits still works. Nothing is hard-coded: {@code dbdata:1000} walks to row 500 and
 * {@code dbdata:8} to row 4 from the path alone. Every error names the path and the step.
 */
public final class PathSteps {
  private final String path;
  private final String[] names;
  private final int[] indexes;

  private PathSteps(String path) {
    this.path = path;
    this.names = path.isEmpty() ? new String[0] : path.split("\\.", -1);
    this.indexes = new int[names.length];
    for (int i = 0; i < names.length; i++) indexes[i] = index(names[i]);
  }

  /** The steps of {@code path} (dot-separated; empty: none). */
  public static PathSteps of(String path) {
    return new PathSteps(path);
  }

  private static int index(String step) {
    if (step.isEmpty() || step.length() > 9) return -1;
    for (int i = 0; i < step.length(); i++) {
      if (step.charAt(i) < '0' || step.charAt(i) > '9') return -1;
    }
    return Integer.parseInt(step);
  }

  /** The path as given. */
  public String path() {
    return path;
  }

  public int size() {
    return names.length;
  }

  /** Every step as a name (a copy), for walkers that compare names as they go. */
  public String[] names() {
    return names.clone();
  }

  /** Every step as a list index, or -1 where the step is no index (a copy). */
  public int[] indexes() {
    return indexes.clone();
  }

  /** Step {@code i} as an object key or field name; throws when the path has no step {@code i}. */
  public String name(int i) {
    require(i + 1);
    return names[i];
  }

  /** Step {@code i} as a list index; throws when the step is not one (the document has a list there). */
  public int index(int i) {
    require(i + 1);
    if (indexes[i] < 0) {
      throw new IllegalArgumentException("partial path " + path + ": step " + (i + 1) + " (" + names[i]
          + ") names a key where the document has a list; give a list index (0, 1, ...)");
    }
    return indexes[i];
  }

  /** Whether step {@code i} is a list index (digits only); false past the path's end. */
  public boolean isIndex(int i) {
    return i < names.length && indexes[i] >= 0;
  }

  /** Whether step {@code i} is {@code name}. */
  public boolean is(int i, String name) {
    return i < names.length && names[i].equals(name);
  }

  /** Fails unless step {@code i} is {@code name}. */
  public void expect(int i, String name) {
    if (!is(i, name)) {
      throw new IllegalArgumentException("partial path " + path + ": step " + (i + 1) + " must be " + name
          + ", not " + (i < names.length ? names[i] : "missing"));
    }
  }

  /** The position of step {@code i}'s name among {@code fields}; throws naming them when it is none. */
  public int field(int i, List<String> fields) {
    int k = fields.indexOf(name(i));
    if (k < 0) {
      throw new IllegalArgumentException("partial path " + path + ": no field " + names[i] + " there; it has "
          + String.join(", ", fields));
    }
    return k;
  }

  /** Fails unless the path has exactly {@code n} steps. */
  public void end(int n) {
    if (names.length != n) {
      throw new IllegalArgumentException("partial path " + path + " must have " + n + " steps, not " + names.length
          + " (it names a scalar field)");
    }
  }

  /** The error for a step the document does not have. */
  public IllegalArgumentException notFound(int i) {
    return new IllegalArgumentException("partial path " + path + ": the document has no "
        + String.join(".", Arrays.copyOf(names, i + 1)));
  }

  /**
   * The path as a JSONPath in bracket notation ({@code $['rows'][500]['id']}): digits become an
   * index, anything else a quoted name.
   */
  public String jsonPath() {
    StringBuilder b = new StringBuilder("$");
    for (int i = 0; i < names.length; i++) {
      if (indexes[i] >= 0) {
        b.append('[').append(indexes[i]).append(']');
      } else {
        b.append("['").append(names[i].replace("\\", "\\\\").replace("'", "\\'")).append("']");
      }
    }
    return b.toString();
  }

  @Override public String toString() {
    return path;
  }

  private void require(int n) {
    if (names.length < n) {
      throw new IllegalArgumentException("partial path " + path + " ends too soon: it names no scalar field");
    }
  }
}
