package io.wirebench.check.peers;

/** {@code python:msgpack}, MessagePack: msgpack (msgpack-python): msgpack.packb and unpackb with their defaults (bin type on, raw off). */
public final class PythonMsgpackPeer extends ScriptPeer {
  public PythonMsgpackPeer() {
    this(PeerRuntime.python());
  }

  PythonMsgpackPeer(PeerRuntime runtime) {
    super(runtime, "msgpack", "MessagePack");
  }
}
