package io.wirebench.check.unsafe;

import io.wirebench.records.checks.Case;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The matrix's cases and the value each one writes: the canary at the root, in a field declared
 * as {@code Object}, in a collection, and deep in a nested object graph. A library's unrestricted
 * writer turns the value into the payload (see {@link Libraries}).
 *
 * <p>Two shapes of the same value: with {@link Holder} (the bean a library row is told about), and
 * with {@link LinkedHashMap} in its place (the untyped data model wirebench's codecs are told
 * about, since a wirebench codec's allow-list holds wirebench's own classes, never a Holder).
 */
public final class Payloads {
  public static final String ROOT = "root";
  public static final String OBJECT_FIELD = "object-field";
  public static final String COLLECTION = "collection";
  public static final String NESTED_GRAPH = "nested-graph";

  static final List<Case> CASES = List.of(
      new Case(ROOT, "root", "the canary itself is the document (read as Object)", "refused"),
      new Case(OBJECT_FIELD, "field", "a Holder (told) whose field declared Object holds the canary; "
          + "wirebench rows: a map value", "refused"),
      new Case(COLLECTION, "collection", "an ArrayList holding the canary (read as List or Object)", "refused"),
      new Case(NESTED_GRAPH, "graph", "Holder -> LinkedHashMap -> ArrayList -> Holder -> canary; "
          + "wirebench rows: maps for the Holders", "refused"));

  private Payloads() {}

  /**
   * The value a case writes.
   *
   * @param holders true for the Holder shape, false for the map shape
   */
  public static Object value(String caseId, boolean holders) {
    return switch (caseId) {
      case ROOT -> new Canary();
      case OBJECT_FIELD -> holder(holders, "holder", new Canary());
      case COLLECTION -> new ArrayList<>(List.of(new Canary()));
      case NESTED_GRAPH -> {
        Map<String, Object> middle = new LinkedHashMap<>();
        middle.put("items", new ArrayList<>(List.of(holder(holders, "inner", new Canary()))));
        yield holder(holders, "outer", middle);
      }
      default -> throw new IllegalArgumentException("no case " + caseId);
    };
  }

  /** The type a typed reader is asked for (JSON readers need one; object-graph readers ignore it). */
  public static Class<?> declared(String caseId, boolean holders) {
    return switch (caseId) {
      case ROOT -> Object.class;
      case COLLECTION -> List.class;
      default -> holders ? Holder.class : Map.class;
    };
  }

  private static Object holder(boolean holders, String name, Object value) {
    if (holders) return new Holder(name, value);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", name);
    m.put("value", value);
    return m;
  }
}
