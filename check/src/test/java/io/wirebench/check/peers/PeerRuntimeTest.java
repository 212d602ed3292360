package io.wirebench.check.peers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Peers that cannot run say why and what installs them; a dying or silent process is an exception. */
class PeerRuntimeTest {
  @TempDir Path tmp;

  @Test void theRepositorysPeersDirectoryIsFoundFromTheWorkingDirectory() {
    assertThat(PeerRuntime.peersDir()).isNotNull();
    assertThat(PeerRuntime.peersDir().resolve("python/peer.py")).exists();
    assertThat(PeerRuntime.peersDir().resolve("node/peer.mjs")).exists();
  }

  @Test void aMissingInterpreterMakesThePeerUnavailableWithTheInstallCommand() throws Exception {
    PeerRuntime python = PeerRuntime.python(Path.of("/nonexistent/python3"), PeerRuntime.peersDir(), 10_000);
    PythonMsgpackPeer peer = new PythonMsgpackPeer(python);

    assertThat(peer.unavailable()).hasValueSatisfying(r -> assertThat(r)
        .contains("/nonexistent/python3").contains("scripts/install-peers.sh"));
    assertThatThrownBy(() -> peer.encode("MessagePack", "person", JsonNodeFactory.instance.objectNode()))
        .isInstanceOf(PeerException.class).hasMessageContaining("python:msgpack is unavailable");

    PeerRuntime node = PeerRuntime.node(Path.of("/nonexistent/node"), PeerRuntime.peersDir(), 10_000);
    assertThat(new NodeJsonPeer(node).unavailable()).hasValueSatisfying(r -> assertThat(r)
        .contains("/nonexistent/node").contains("install Node.js"));
  }

  @Test void onePythonProcessServesEveryCallUntilStopped() throws Exception {
    PeerRuntime python = PeerRuntime.python(null, PeerRuntime.peersDir(), 30_000);
    PythonJsonPeer peer = new PythonJsonPeer(python);
    org.junit.jupiter.api.Assumptions.assumeTrue(peer.unavailable().isEmpty(), () -> "python3 is not here: " + peer.unavailable());

    peer.encode("JSON", "person", JsonNodeFactory.instance.objectNode().put("a", 1));
    long first = python.pid().orElseThrow();
    peer.decode("JSON", "person", "{\"a\":1}".getBytes());
    assertThat(python.pid()).hasValue(first);
    python.stop();
    assertThat(python.pid()).isEmpty();
  }

  @Test void noPeersDirectoryIsAReasonThatSaysWhereItLooked() {
    PeerRuntime python = PeerRuntime.python(null, null, 10_000);
    assertThat(new PythonJsonPeer(python).unavailable()).hasValueSatisfying(r -> assertThat(r)
        .contains("peers/ directory was not found").contains("-Dwirebench.peers.dir"));
  }

  @Test void anInterpreterThatDiesIsAnExceptionWithItsStderrNeverAHang() throws Exception {
    Path dying = script("dying", "echo 'Fatal Python error: init_fs_encoding' >&2\nexit 3\n");
    PeerRuntime python = PeerRuntime.python(dying, PeerRuntime.peersDir(), 30_000);

    assertThat(new PythonJsonPeer(python).unavailable()).hasValueSatisfying(r -> assertThat(r)
        .contains("exited with code 3").contains("Fatal Python error: init_fs_encoding"));
    assertThatThrownBy(() -> new PythonJsonPeer(python).decode("JSON", "person", "{}".getBytes()))
        .isInstanceOf(PeerException.class).hasMessageContaining("init_fs_encoding");
  }

  @Test void anInterpreterThatNeverAnswersIsStoppedAtTheTimeOut() throws Exception {
    Path silent = script("silent", "echo 'waiting forever' >&2\nexec sleep 600\n");
    PeerRuntime python = PeerRuntime.python(silent, PeerRuntime.peersDir(), 1_000);

    assertThat(new PythonJsonPeer(python).unavailable()).hasValueSatisfying(r -> assertThat(r)
        .contains("did not answer within 1 s and was stopped").contains("waiting forever"));
    assertThat(python.pid()).as("the silent process was stopped").isEmpty();
  }

  private Path script(String name, String body) throws Exception {
    Path p = tmp.resolve(name);
    Files.writeString(p, "#!/bin/sh\n" + body);
    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwx------"));
    return p;
  }
}
