package io.wirebench.codecs.rpc;

import io.wirebench.core.model.DecimalMatrix;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * What goes in a SOAP body as XML. The decimal matrix is {@code <row><v>..</v></row>}, as a
 * document/literal service would declare it; other values go as a generic tree whose element
 * names say the type ({@code o} object, {@code a} array, {@code s} string, {@code i}/{@code l}
 * integers, {@code g} big integer, {@code d} decimal, {@code D} double, {@code b} boolean,
 * {@code n} null), with an object's keys in a {@code k} attribute.
 */
final class XmlValues {
  private XmlValues() {}

  static void writeMatrix(DecimalMatrix m, Element parent) {
    Document doc = parent.getOwnerDocument();
    for (List<String> row : m.getRows()) {
      Element r = child(doc, parent, "row");
      for (String cell : row) child(doc, r, "v").appendChild(doc.createTextNode(cell));
    }
  }

  /**
   * A new element under {@code parent}, through the DOM calls SAAJ's elements implement (its own
   * {@code addChildElement} resolves namespaces on every call, several times slower).
   */
  private static Element child(Document doc, Element parent, String name) {
    Element e = doc.createElementNS(null, name);
    parent.appendChild(e);
    return e;
  }

  static DecimalMatrix readMatrix(Element parent) {
    List<List<String>> rows = new ArrayList<>();
    for (Element r : children(parent)) {
      List<String> row = new ArrayList<>();
      for (Element v : children(r)) row.add(v.getTextContent());
      rows.add(row);
    }
    return new DecimalMatrix(rows);
  }

  static void writeTree(Object v, String key, Element parent) throws IOException {
    Document doc = parent.getOwnerDocument();
    Element e = child(doc, parent, tag(v));
    if (key != null) e.setAttribute("k", key);
    if (v instanceof Map<?, ?> m) {
      for (Map.Entry<?, ?> en : m.entrySet()) writeTree(en.getValue(), en.getKey().toString(), e);
    } else if (v instanceof List<?> l) {
      for (Object o : l) writeTree(o, null, e);
    } else if (v != null) {
      e.appendChild(doc.createTextNode(v.toString()));
    }
  }

  private static String tag(Object v) throws IOException {
    if (v == null) return "n";
    if (v instanceof Map) return "o";
    if (v instanceof List) return "a";
    if (v instanceof String) return "s";
    if (v instanceof Boolean) return "b";
    if (v instanceof Integer) return "i";
    if (v instanceof Long) return "l";
    if (v instanceof BigInteger) return "g";
    if (v instanceof BigDecimal) return "d";
    if (v instanceof Double) return "D";
    throw new IOException("soap: no XML mapping for " + v.getClass().getName());
  }

  static Object readTree(Element e) throws IOException {
    // the text only of scalars: a container's text content would walk its whole subtree again
    String name = e.getLocalName();
    String text = name.length() == 1 && "sbilgdD".contains(name) ? e.getTextContent() : null;
    switch (name) {
      case "n": return null;
      case "o": {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Element c : children(e)) m.put(c.getAttribute("k"), readTree(c));
        return m;
      }
      case "a": {
        List<Object> l = new ArrayList<>();
        for (Element c : children(e)) l.add(readTree(c));
        return l;
      }
      case "s": return text;
      case "b": return Boolean.valueOf(text);
      case "i": return Integer.valueOf(text);
      case "l": return Long.valueOf(text);
      case "g": return new BigInteger(text);
      case "d": return new BigDecimal(text);
      case "D": return Double.valueOf(text);
      default: throw new IOException("soap: unknown element <" + e.getLocalName() + "> in the body");
    }
  }

  /** The child elements, skipping text (whitespace) between them. */
  static List<Element> children(Node parent) {
    List<Element> out = new ArrayList<>();
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element el) out.add(el);
    }
    return out;
  }
}
