package io.wirebench.codecs.sbe;

import java.util.List;

/**
 * A partial read's path ({@code rows.500.id}), split into steps once, at bind time: each message
 * resolves the names to its fields and the numbers to group indexes, and says plainly when the
 * path names something the message does not have.
 */
final class PartialSteps {
  private final String path;
  private final String[] steps;

  PartialSteps(String path) {
    this.path = path;
    this.steps = path.split("\\.", -1);
  }

  int size() {
    return steps.length;
  }

  /** The name at step {@code i}. */
  String name(int i) {
    require(i + 1);
    return steps[i];
  }

  /** Whether step {@code i} is {@code name}. */
  boolean is(int i, String name) {
    return i < steps.length && steps[i].equals(name);
  }

  /** Fails unless step {@code i} is {@code name}. */
  void expect(int i, String name) {
    if (!is(i, name)) {
      throw new IllegalArgumentException("path " + path + ": step " + (i + 1) + " must be " + name
          + ", not " + (i < steps.length ? steps[i] : "missing"));
    }
  }

  /** The list index at step {@code i}. */
  int index(int i) {
    require(i + 1);
    try {
      int n = Integer.parseInt(steps[i]);
      if (n >= 0) return n;
    } catch (NumberFormatException e) {
      // said below
    }
    throw new IllegalArgumentException("path " + path + ": step " + (i + 1) + " must be a list "
        + "index (0, 1, ...), not " + steps[i]);
  }

  /** The position of step {@code i}'s name among {@code fields}. */
  int field(int i, List<String> fields) {
    int k = fields.indexOf(name(i));
    if (k < 0) {
      throw new IllegalArgumentException("path " + path + ": no field " + steps[i] + " there; "
          + "it has " + String.join(", ", fields));
    }
    return k;
  }

  /** Fails unless the path has exactly {@code n} steps. */
  void end(int n) {
    if (steps.length != n) {
      throw new IllegalArgumentException("path " + path + " must have " + n + " steps, not "
          + steps.length + " (it names a scalar field)");
    }
  }

  private void require(int n) {
    if (steps.length < n) {
      throw new IllegalArgumentException("path " + path + " ends too soon: it names no scalar field");
    }
  }

  @Override public String toString() {
    return path;
  }
}
