package io.wirebench.check.peers;

/** {@code python:cbor2}, CBOR: cbor2: cbor2.dumps and cbor2.loads with their defaults. */
public final class PythonCbor2Peer extends ScriptPeer {
  public PythonCbor2Peer() {
    this(PeerRuntime.python());
  }

  PythonCbor2Peer(PeerRuntime runtime) {
    super(runtime, "cbor2", "CBOR");
  }
}
