package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BigIntegerNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;

/**
 * Read-modify-write on a Jackson tree: the same change the core applies to model objects and maps,
 * following a data set's dot path ({@code rows.0.email}; numeric parts index arrays; empty means
 * the first scalar found).
 */
final class JsonNodePath {
  private JsonNodePath() {}

  /** Replaces the scalar at {@code path} by a different one of the same kind; returns {@code root}. */
  static JsonNode modify(JsonNode root, String path) {
    if (path == null || path.isEmpty()) {
      modifyFirstScalar(root);
      return root;
    }
    JsonNode parent = null;
    JsonNode node = root;
    String key = null;
    for (String part : path.split("\\.")) {
      if (!(node instanceof ContainerNode)) {
        throw new IllegalStateException("path " + path + " does not lead to a field: " + part);
      }
      parent = node;
      key = part;
      node = node.isArray() ? node.get(Integer.parseInt(part)) : node.get(part);
    }
    set(parent, key, changed(node));
    return root;
  }

  /**
   * A data set's dot path ({@code rows.500.id}) as a Jackson {@link JsonPointer} ({@code /rows/500/id}),
   * compiled once at bind time: {@link JsonNode#at} then follows it without splitting the path on
   * every call, which is Jackson's own way to fetch one node of a tree.
   */
  static JsonPointer pointer(String path) {
    StringBuilder b = new StringBuilder();
    for (String part : path.split("\\.", -1)) b.append('/').append(part.replace("~", "~0").replace("/", "~1"));
    return JsonPointer.compile(b.toString());
  }

  /**
   * The scalar at {@code pointer} as a Java value (String, number, Boolean, or null), for the partial
   * read; throws, naming {@code path}, when it does not lead to a scalar.
   */
  static Object value(JsonNode root, JsonPointer pointer, String path) {
    JsonNode node = root.at(pointer);
    if (node.isMissingNode()) throw new IllegalStateException("path " + path + " does not lead to a field");
    if (node.isNull()) return null;
    if (node.isTextual()) return node.textValue();
    if (node.isNumber()) return node.numberValue();
    if (node.isBoolean()) return node.booleanValue();
    throw new IllegalStateException("path " + path + " leads to a " + node.getNodeType() + ", not to a value");
  }

  private static void modifyFirstScalar(JsonNode tree) {
    if (tree.isObject()) {
      for (Map.Entry<String, JsonNode> e : tree.properties()) {
        if (!e.getValue().isContainerNode()) {
          e.setValue(changed(e.getValue()));
          return;
        }
      }
      if (tree.size() > 0) modifyFirstScalar(tree.elements().next());
    } else if (tree.isArray() && tree.size() > 0) {
      JsonNode first = tree.get(0);
      if (first.isContainerNode()) {
        modifyFirstScalar(first);
      } else {
        ((ArrayNode) tree).set(0, changed(first));
      }
    }
  }

  private static void set(JsonNode parent, String key, JsonNode value) {
    if (parent instanceof ArrayNode) {
      ((ArrayNode) parent).set(Integer.parseInt(key), value);
    } else {
      ((ObjectNode) parent).set(key, value);
    }
  }

  /** A different scalar of the same kind, as the core's untyped change makes it. */
  static JsonNode changed(JsonNode n) {
    if (n == null) return TextNode.valueOf("changed");
    if (n.isTextual()) return TextNode.valueOf(n.textValue() + "!");
    if (n.isInt()) return IntNode.valueOf(n.intValue() + 1);
    if (n.isLong()) return LongNode.valueOf(n.longValue() + 1);
    if (n.isBigInteger()) return BigIntegerNode.valueOf(n.bigIntegerValue().add(BigInteger.ONE));
    if (n.isBigDecimal()) return DecimalNode.valueOf(n.decimalValue().add(BigDecimal.ONE));
    if (n.isNumber()) return DoubleNode.valueOf(n.doubleValue() + 1);
    if (n.isBoolean()) return BooleanNode.valueOf(!n.booleanValue());
    return TextNode.valueOf("changed");
  }
}
