package io.wirebench.codecs.jsontree;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

/**
 * Read-modify-write and the partial read on a library's own tree: the change the core applies to
 * model objects and maps ({@code DataSet.modifiedPath()}, a dot path such as {@code rows.0.email};
 * numeric parts index arrays; empty means the first scalar found), and the value at
 * {@code DataSet.partialPath()}, written once for every tree library here.
 *
 * @param <N> the library's node type
 */
abstract class TreePath<N> {
  /** The child of a container at a key or index; null when {@code node} is not a container. */
  abstract N child(N node, String part);

  /** Whether the node is an object or an array. */
  abstract boolean isContainer(N node);

  /** The keys of an object or the indices of an array, in document order. */
  abstract List<String> parts(N container);

  /** Puts {@code value} at a key or index of a container. */
  abstract void set(N container, String part, N value);

  /** A different scalar of the same kind, as the core's untyped change makes it. */
  abstract N changed(N scalar);

  /**
   * A leaf as the gate compares it: a String, a number, a Boolean or null. The default is the
   * leaf itself, for trees whose leaves are Java values already (org.json, Tapestry).
   */
  Object scalar(N leaf) {
    return leaf;
  }

  /**
   * The partial read on a tree: the scalar at {@code parts} (the partial path split once, at bind
   * time), reached by the library's own lookups. A tree is parsed whole first; it has no cheaper way.
   */
  final Object valueAt(N root, String[] parts, String path) {
    N node = root;
    for (String part : parts) {
      if (node == null || !isContainer(node)) {
        throw new IllegalStateException("path " + path + " does not lead to a value: " + part);
      }
      node = child(node, part);
    }
    if (node != null && isContainer(node)) {
      throw new IllegalStateException("path " + path + " leads to an object or array, not to a value");
    }
    return scalar(node);
  }

  /** Replaces the scalar at {@code path} by a changed one; returns {@code root}. */
  final N modify(N root, String path) {
    if (path == null || path.isEmpty()) {
      modifyFirstScalar(root);
      return root;
    }
    N parent = null;
    N node = root;
    String last = null;
    for (String part : path.split("\\.")) {
      if (node == null || !isContainer(node)) {
        throw new IllegalStateException("path " + path + " does not lead to a field: " + part);
      }
      parent = node;
      last = part;
      node = child(node, part);
    }
    set(parent, last, changed(node));
    return root;
  }

  private boolean modifyFirstScalar(N container) {
    if (!isContainer(container)) return false;
    for (String part : parts(container)) {
      N c = child(container, part);
      if (c == null || !isContainer(c)) {
        set(container, part, changed(c));
        return true;
      }
    }
    for (String part : parts(container)) {
      if (modifyFirstScalar(child(container, part))) return true;
    }
    return false;
  }

  /** The core's change of a Java scalar (String, numbers, Boolean); anything else becomes "changed". */
  static Object changedScalar(Object v) {
    if (v instanceof String) return v + "!";
    if (v instanceof Integer) return (Integer) v + 1;
    if (v instanceof Long) return (Long) v + 1;
    if (v instanceof BigInteger) return ((BigInteger) v).add(BigInteger.ONE);
    if (v instanceof BigDecimal) return ((BigDecimal) v).add(BigDecimal.ONE);
    if (v instanceof Number) return ((Number) v).doubleValue() + 1;
    if (v instanceof Boolean) return !(Boolean) v;
    return "changed";
  }

  /** A dot path's parts, split once; none for the empty path (the root itself). */
  static String[] steps(String path) {
    return path == null || path.isEmpty() ? new String[0] : path.split("\\.");
  }

  /** The index a path part names in an array. */
  static int index(String part) {
    return Integer.parseInt(part);
  }

  /** The indices of an array of {@code size} elements, as path parts. */
  static List<String> indices(int size) {
    String[] s = new String[size];
    for (int i = 0; i < size; i++) s[i] = Integer.toString(i);
    return List.of(s);
  }
}
