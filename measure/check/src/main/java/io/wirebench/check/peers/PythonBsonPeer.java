package io.wirebench.check.peers;

/** {@code python:bson}, BSON: pymongo's bson module: bson.encode and bson.decode with their defaults (UTC datetimes decoded naive). */
public final class PythonBsonPeer extends ScriptPeer {
  public PythonBsonPeer() {
    this(PeerRuntime.python());
  }

  PythonBsonPeer(PeerRuntime runtime) {
    super(runtime, "bson", "BSON");
  }
}
