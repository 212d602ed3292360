package io.wirebench.check.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.check.Peer;
import java.io.IOException;
import java.util.Base64;
import java.util.Optional;
import java.util.Set;

/**
 * A peer run by a script of {@code peers/}: one library of one runtime, in the runtime's shared
 * process. Values go to the script in the tagged form of {@link PeerTrees} and come back as trees
 * by the {@link Peer} convention. Subclasses only name the runtime, the library and the format;
 * a schema format adds its schema to each request and reshapes the tree ({@link PythonProtobufPeer}).
 */
public abstract class ScriptPeer implements Peer {
  private final PeerRuntime runtime;
  private final String library;
  private final String format;

  protected ScriptPeer(PeerRuntime runtime, String library, String format) {
    this.runtime = runtime;
    this.library = library;
    this.format = format;
  }

  @Override public String id() {
    return runtime.name() + ":" + library;
  }

  @Override public String version() {
    return runtime.version(library);
  }

  @Override public Set<String> formats() {
    return Set.of(format);
  }

  @Override public Optional<String> unavailable() {
    return runtime.unavailable(library);
  }

  @Override public byte[] encode(String format, String dataset, JsonNode value) throws Exception {
    ObjectNode req = request("encode", format, dataset);
    req.set("value", PeerTrees.tagged(toPeer(dataset, value)));
    JsonNode r = runtime.call(id(), "encode", req);
    return Base64.getDecoder().decode(r.path("bytes").asText());
  }

  @Override public JsonNode decode(String format, String dataset, byte[] bytes) throws Exception {
    ObjectNode req = request("decode", format, dataset);
    req.put("bytes", Base64.getEncoder().encodeToString(bytes));
    JsonNode r = runtime.call(id(), "decode", req);
    return fromPeer(dataset, PeerTrees.untagged(r.path("value")));
  }

  private ObjectNode request(String op, String format, String dataset) throws IOException {
    if (!this.format.equals(format)) {
      throw new IllegalArgumentException(id() + " reads and writes " + this.format + ", not " + format);
    }
    ObjectNode req = JsonNodeFactory.instance.objectNode().put("op", op).put("lib", library);
    addSchema(req, dataset);
    return req;
  }

  /** For schema formats: adds what the script needs to know the message type. */
  protected void addSchema(ObjectNode request, String dataset) throws IOException {}

  /** The data set's tree as the script's library should see it. */
  protected JsonNode toPeer(String dataset, JsonNode value) {
    return value;
  }

  /** The script's tree as the data set's tree. */
  protected JsonNode fromPeer(String dataset, JsonNode value) {
    return value;
  }

  @Override public String toString() {
    return id();
  }
}
