package io.wirebench.check.peers;

/** {@code node:cbor-x}, CBOR: cbor-x: its module-level encode and decode (standard CBOR maps, no record extension). */
public final class NodeCborXPeer extends ScriptPeer {
  public NodeCborXPeer() {
    this(PeerRuntime.node());
  }

  NodeCborXPeer(PeerRuntime runtime) {
    super(runtime, "cbor-x", "CBOR");
  }
}
