package io.wirebench.check.peers;

/** {@code python:json}, JSON: Python's standard json module: json.dumps and json.loads with their defaults. */
public final class PythonJsonPeer extends ScriptPeer {
  public PythonJsonPeer() {
    this(PeerRuntime.python());
  }

  PythonJsonPeer(PeerRuntime runtime) {
    super(runtime, "json", "JSON");
  }
}
