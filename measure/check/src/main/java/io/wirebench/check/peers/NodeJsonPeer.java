package io.wirebench.check.peers;

/** {@code node:json}, JSON: Node.js's JSON.stringify and JSON.parse, text as UTF-8. */
public final class NodeJsonPeer extends ScriptPeer {
  public NodeJsonPeer() {
    this(PeerRuntime.node());
  }

  NodeJsonPeer(PeerRuntime runtime) {
    super(runtime, "json", "JSON");
  }
}
