package io.wirebench.core;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/** Changes one scalar in a tree of maps and lists, for read-modify-write on untyped values. */
final class UntypedPath {
  private UntypedPath() {}

  /**
   * Follows a dot path ({@code rows.0.email}, or empty for "the first scalar found") and replaces
   * the scalar there by a different one of the same kind.
   */
  @SuppressWarnings("unchecked")
  static Object modify(Object tree, String path) {
    Object parent = null;
    Object key = null;
    Object node = tree;
    if (path == null || path.isEmpty()) {
      return modifyFirstScalar(tree);
    }
    for (String part : path.split("\\.")) {
      parent = node;
      if (node instanceof Map) {
        key = part;
        node = ((Map<String, Object>) node).get(part);
      } else if (node instanceof List) {
        key = Integer.parseInt(part);
        node = ((List<Object>) node).get((Integer) key);
      } else {
        throw new IllegalStateException("path " + path + " does not lead to a field");
      }
    }
    set(parent, key, changed(node));
    return tree;
  }

  @SuppressWarnings("unchecked")
  private static Object modifyFirstScalar(Object tree) {
    if (tree instanceof Map) {
      for (Map.Entry<String, Object> e : ((Map<String, Object>) tree).entrySet()) {
        if (!(e.getValue() instanceof Map) && !(e.getValue() instanceof List)) {
          e.setValue(changed(e.getValue()));
          return tree;
        }
      }
      for (Object v : ((Map<String, Object>) tree).values()) {
        modifyFirstScalar(v);
        return tree;
      }
    } else if (tree instanceof List && !((List<Object>) tree).isEmpty()) {
      List<Object> list = (List<Object>) tree;
      Object first = list.get(0);
      if (first instanceof Map || first instanceof List) {
        modifyFirstScalar(first);
      } else {
        list.set(0, changed(first));
      }
    }
    return tree;
  }

  /**
   * The dot path of the scalar {@link #modify} changes when given no path: the first scalar of a
   * map, else the first value's; the first element of a list. Empty when there is no scalar.
   */
  static String firstScalarPath(Object tree) {
    StringBuilder path = new StringBuilder();
    Object node = tree;
    while (node instanceof Map<?, ?> || node instanceof List<?>) {
      Object key = null;
      if (node instanceof Map<?, ?> map) {
        for (Map.Entry<?, ?> e : map.entrySet()) {
          if (!(e.getValue() instanceof Map) && !(e.getValue() instanceof List)) {
            key = e.getKey();
            break;
          }
        }
        if (key == null && !map.isEmpty()) key = map.keySet().iterator().next();
        if (key == null) return "";
        node = map.get(key);
      } else {
        List<?> list = (List<?>) node;
        if (list.isEmpty()) return "";
        key = 0;
        node = list.get(0);
      }
      path.append(path.length() == 0 ? "" : ".").append(key);
    }
    return path.toString();
  }

  @SuppressWarnings("unchecked")
  private static void set(Object parent, Object key, Object value) {
    if (parent instanceof Map) {
      ((Map<String, Object>) parent).put((String) key, value);
    } else {
      ((List<Object>) parent).set((Integer) key, value);
    }
  }

  static Object changed(Object v) {
    if (v instanceof String) return v + "!";
    if (v instanceof Integer) return (Integer) v + 1;
    if (v instanceof Long) return (Long) v + 1;
    if (v instanceof Double) return (Double) v + 1;
    if (v instanceof BigInteger) return ((BigInteger) v).add(BigInteger.ONE);
    if (v instanceof BigDecimal) return ((BigDecimal) v).add(BigDecimal.ONE);
    if (v instanceof Number) return ((Number) v).doubleValue() + 1;
    if (v instanceof Boolean) return !(Boolean) v;
    return "changed";
  }
}
