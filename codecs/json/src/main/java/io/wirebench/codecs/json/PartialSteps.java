package io.wirebench.codecs.json;

import io.wirebench.core.DataSet;

/**
 * A data set's partial path ({@link DataSet#partialPath}, e.g. {@code rows.500.id}) split once, at
 * bind time, for the lazy readers that walk to the field themselves. Each step is kept both as a
 * key and, when it is a non-negative integer, as a list index: jsoniter and simdjson-java choose
 * by what they meet (an array takes the index, an object the key, so an object key of digits
 * still works); fastjson2 compiles a JSONPath from it ({@link #jsonPath}). Nothing is hard-coded:
 * {@code dbdata:1000} walks to row 500 and {@code dbdata:8} to row 4 from the path alone.
 */
final class PartialSteps {
  private final String path;
  private final String[] names;
  private final int[] indexes;

  private PartialSteps(String path) {
    this.path = path;
    this.names = path.isEmpty() ? new String[0] : path.split("\\.", -1);
    this.indexes = new int[names.length];
    for (int i = 0; i < names.length; i++) indexes[i] = index(names[i]);
  }

  static PartialSteps of(DataSet<?> dataSet) {
    return new PartialSteps(dataSet.partialPath());
  }

  private static int index(String step) {
    if (step.isEmpty() || step.length() > 9) return -1;
    for (int i = 0; i < step.length(); i++) {
      if (step.charAt(i) < '0' || step.charAt(i) > '9') return -1;
    }
    return Integer.parseInt(step);
  }

  int size() {
    return names.length;
  }

  /** Step {@code i} as an object key. */
  String name(int i) {
    return names[i];
  }

  /** Step {@code i} as a list index; throws when the document has a list where the path names a key. */
  int index(int i) {
    if (indexes[i] < 0) {
      throw new IllegalArgumentException("partial path " + path + ": step " + (i + 1) + " ("
          + names[i] + ") names a key, and the document has a list there");
    }
    return indexes[i];
  }

  /** The error for a step the document does not have. */
  IllegalArgumentException notFound(int i) {
    return new IllegalArgumentException("partial path " + path + ": the document has no "
        + String.join(".", java.util.Arrays.copyOf(names, i + 1)));
  }

  /**
   * The path as a JSONPath in bracket notation ({@code $['rows'][500]['id']}): digits become an
   * index, anything else a quoted name. fastjson2 given an index where the document has an object
   * reads that object and looks the digits up as a key, so such paths still resolve.
   */
  String jsonPath() {
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
}
