package io.wirebench.check.interop;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.check.Peer;
import java.util.Optional;
import java.util.Set;

/**
 * A peer in the JVM, for the interop matrix's own test: JSON through Jackson's tree, by the peer
 * convention (numbers exact). Its encode writes the tree as it is given; its decode drops the field
 * "city" wherever it is, so that a test can see a peer's difference reported with its path.
 */
public final class FakeJsonPeer implements Peer {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

  @Override public String id() { return "fake:json"; }

  @Override public String version() { return "fake 1 (Jackson tree in the JVM)"; }

  @Override public Set<String> formats() { return Set.of("JSON"); }

  @Override public Optional<String> unavailable() { return Optional.empty(); }

  @Override public byte[] encode(String format, String dataset, JsonNode value) throws Exception {
    return MAPPER.writeValueAsBytes(value);
  }

  @Override public JsonNode decode(String format, String dataset, byte[] bytes) throws Exception {
    JsonNode tree = MAPPER.readTree(bytes);
    drop(tree, "city");
    return tree;
  }

  private static void drop(JsonNode n, String field) {
    if (n.isObject()) ((com.fasterxml.jackson.databind.node.ObjectNode) n).remove(field);
    for (JsonNode child : n) drop(child, field);
  }
}
