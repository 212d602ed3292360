package io.wirebench.check.peers;

/** {@code node:msgpack}, MessagePack: @msgpack/msgpack: one Encoder and one Decoder, with useBigInt64. */
public final class NodeMsgpackPeer extends ScriptPeer {
  public NodeMsgpackPeer() {
    this(PeerRuntime.node());
  }

  NodeMsgpackPeer(PeerRuntime runtime) {
    super(runtime, "msgpack", "MessagePack");
  }
}
