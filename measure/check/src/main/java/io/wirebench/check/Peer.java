package io.wirebench.check;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import java.util.Set;

/**
 * A reader and writer outside the JVM (Python's json, Node.js's cbor-x, ...) for the interop
 * matrix. Found with {@link java.util.ServiceLoader} ({@code META-INF/services/io.wirebench.check.Peer}).
 *
 * <p>Values cross the language border as JSON trees in one convention, on both sides: objects,
 * arrays, strings, booleans and null as themselves; every number as a JSON number with its exact
 * decimal value; bytes as a base64 string; timestamps as ISO-8601 strings. The interop matrix
 * compares a peer's tree with the data set's own tree by those rules.
 */
public interface Peer {
  /** Stable id: {@code runtime:library}, such as {@code python:msgpack} or {@code node:json}. */
  String id();

  /** The runtime and library as run, with versions ("Python 3.11.7, msgpack 1.1.0"). */
  String version();

  /** wirebench format names this peer reads and writes ("JSON", "MessagePack", "CBOR", "BSON", "Protobuf"). */
  Set<String> formats();

  /** Why this peer cannot run here (its runtime or package is missing), or empty. */
  Optional<String> unavailable();

  /**
   * Encodes a value in a format.
   *
   * @param dataset the data set's id (a schema format needs it to find the message type)
   */
  byte[] encode(String format, String dataset, JsonNode value) throws Exception;

  /** Decodes bytes of a format into a tree, by the convention above. */
  JsonNode decode(String format, String dataset, byte[] bytes) throws Exception;
}
