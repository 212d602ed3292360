package io.wirebench.check.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Base64;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Values across the language border: the tagged form the peer scripts speak (numbers as decimal
 * text, bytes apart from strings; see {@code peers/python/peer.py}), and the comparison of two
 * trees by the {@link io.wirebench.check.Peer} convention.
 */
public final class PeerTrees {
  private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);
  private static final Pattern INTEGER = Pattern.compile("-?[0-9]+");
  private static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
  private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

  private PeerTrees() {}

  /**
   * A tree in the tagged form. A {@link com.fasterxml.jackson.databind.node.BinaryNode} (or a
   * POJO node holding a {@code byte[]}) travels as bytes, so a peer encodes it as its format's
   * byte string; a text node is always a string.
   */
  static JsonNode tagged(JsonNode v) {
    if (v == null || v.isNull() || v.isMissingNode()) return NODES.nullNode();
    if (v.isBoolean() || v.isTextual()) return v;
    if (v.isNumber()) return tag("n", NODES.textNode(numberText(v)));
    if (v.isBinary() || v.isPojo() && ((com.fasterxml.jackson.databind.node.POJONode) v).getPojo() instanceof byte[]) {
      try {
        return tag("b", NODES.textNode(Base64.getEncoder().encodeToString(v.binaryValue())));
      } catch (IOException e) {
        throw new IllegalArgumentException(e);
      }
    }
    if (v.isArray()) {
      ArrayNode a = NODES.arrayNode();
      for (JsonNode x : v) a.add(tagged(x));
      return tag("a", a);
    }
    if (v.isObject()) {
      ArrayNode entries = NODES.arrayNode();
      for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        entries.add(NODES.arrayNode().add(e.getKey()).add(tagged(e.getValue())));
      }
      return tag("o", entries);
    }
    throw new IllegalArgumentException("a " + v.getNodeType() + " node has no form in the peer convention: " + v);
  }

  /** A tagged value as a tree by the convention: bytes as base64 text, timestamps as ISO text. */
  static JsonNode untagged(JsonNode t) {
    if (t == null || t.isNull()) return NODES.nullNode();
    if (t.isBoolean() || t.isTextual()) return t;
    if (!t.isArray() || t.size() != 2 || !t.get(0).isTextual()) {
      throw new IllegalArgumentException("not a tagged value: " + t);
    }
    JsonNode body = t.get(1);
    switch (t.get(0).asText()) {
      case "n": return number(body.asText());
      case "b":
      case "t": return NODES.textNode(body.asText());
      case "a": {
        ArrayNode a = NODES.arrayNode();
        for (JsonNode x : body) a.add(untagged(x));
        return a;
      }
      case "o": {
        ObjectNode o = NODES.objectNode();
        for (JsonNode e : body) o.set(e.get(0).asText(), untagged(e.get(1)));
        return o;
      }
      default: throw new IllegalArgumentException("unknown tag in " + t);
    }
  }

  private static JsonNode tag(String tag, JsonNode body) {
    return NODES.arrayNode().add(tag).add(body);
  }

  private static String numberText(JsonNode v) {
    if (v.isIntegralNumber()) return v.bigIntegerValue().toString();
    if (v.isDouble() || v.isFloat()) {
      double d = v.doubleValue();
      if (Double.isNaN(d)) return "NaN";
      if (Double.isInfinite(d)) return d > 0 ? "Infinity" : "-Infinity";
      if (d == 0 && 1 / d < 0) return "-0.0";
      return v.isFloat() ? Float.toString(v.floatValue()) : Double.toString(d);
    }
    return v.decimalValue().toString();
  }

  /** A number's text as the smallest fitting node: int, long, BigInteger, or an exact decimal. */
  static JsonNode number(String text) {
    switch (text) {
      case "NaN": return NODES.numberNode(Double.NaN);
      case "Infinity": return NODES.numberNode(Double.POSITIVE_INFINITY);
      case "-Infinity": return NODES.numberNode(Double.NEGATIVE_INFINITY);
      case "-0.0":
      case "-0": return NODES.numberNode(-0.0);
      default: break;
    }
    if (INTEGER.matcher(text).matches()) {
      BigInteger i = new BigInteger(text);
      if (i.bitLength() < 32) return NODES.numberNode(i.intValue());
      if (i.compareTo(LONG_MIN) >= 0 && i.compareTo(LONG_MAX) <= 0) return NODES.numberNode(i.longValue());
      return NODES.numberNode(i);
    }
    return NODES.numberNode(new BigDecimal(text));
  }

  /**
   * The first difference between two trees by the convention, or empty when they agree: numbers
   * by exact decimal value ({@code 1} = {@code 1.0}; {@code 0.1} is the decimal 0.1, as a double's
   * shortest text reads), bytes equal to their base64 text, object keys in any order, null equal
   * to a missing value.
   */
  public static Optional<String> firstDifference(JsonNode expected, JsonNode actual) {
    return diff("$", expected, actual);
  }

  private static Optional<String> diff(String path, JsonNode e, JsonNode a) {
    boolean eNull = e == null || e.isNull() || e.isMissingNode();
    boolean aNull = a == null || a.isNull() || a.isMissingNode();
    if (eNull || aNull) return eNull == aNull ? Optional.empty() : differ(path, e, a);
    if (e.isNumber() && a.isNumber()) {
      return sameNumber(e, a) ? Optional.empty() : differ(path, e, a);
    }
    if ((e.isTextual() || e.isBinary()) && (a.isTextual() || a.isBinary())) {
      return text(e).equals(text(a)) ? Optional.empty() : differ(path, e, a);
    }
    if (e.isBoolean() && a.isBoolean()) {
      return e.booleanValue() == a.booleanValue() ? Optional.empty() : differ(path, e, a);
    }
    if (e.isArray() && a.isArray()) {
      for (int i = 0; i < Math.min(e.size(), a.size()); i++) {
        Optional<String> d = diff(path + "[" + i + "]", e.get(i), a.get(i));
        if (d.isPresent()) return d;
      }
      return e.size() == a.size() ? Optional.empty()
          : Optional.of(path + ": expected " + e.size() + " elements, got " + a.size());
    }
    if (e.isObject() && a.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = e.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> f = it.next();
        Optional<String> d = diff(path + "." + f.getKey(), f.getValue(), a.get(f.getKey()));
        if (d.isPresent()) return d;
      }
      for (Iterator<String> it = a.fieldNames(); it.hasNext(); ) {
        String k = it.next();
        if (!e.has(k) && !a.get(k).isNull()) return Optional.of(path + "." + k + ": not expected, got " + a.get(k));
      }
      return Optional.empty();
    }
    return differ(path, e, a);
  }

  private static boolean sameNumber(JsonNode e, JsonNode a) {
    boolean eSpecial = special(e);
    boolean aSpecial = special(a);
    if (eSpecial || aSpecial) return Double.compare(e.doubleValue(), a.doubleValue()) == 0;
    return e.decimalValue().compareTo(a.decimalValue()) == 0;
  }

  private static boolean special(JsonNode n) {
    return (n.isDouble() || n.isFloat()) && (Double.isNaN(n.doubleValue()) || Double.isInfinite(n.doubleValue())
        || n.doubleValue() == 0 && 1 / n.doubleValue() < 0);
  }

  private static String text(JsonNode n) {
    if (n.isTextual()) return n.textValue();
    try {
      return Base64.getEncoder().encodeToString(n.binaryValue());
    } catch (IOException x) {
      throw new IllegalArgumentException(x);
    }
  }

  private static Optional<String> differ(String path, JsonNode e, JsonNode a) {
    return Optional.of(path + ": expected " + shorten(e) + ", got " + shorten(a));
  }

  private static String shorten(JsonNode n) {
    String s = n == null || n.isMissingNode() ? "nothing" : n.isBinary() ? "bytes " + text(n) : n.toString();
    return s.length() > 120 ? s.substring(0, 117) + "..." : s;
  }
}
