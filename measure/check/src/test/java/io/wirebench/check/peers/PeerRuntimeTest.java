package io.wirebench.check.peers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Peers that cannot run say why and what installs them; a dying or silent process is an exception. */
class PeerRuntimeTest {
  private static final Path SH = Path.of("/bin/sh");

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
    PeerRuntime python = PeerRuntime.python(SH, peersDirWith("echo 'Fatal Python error: init_fs_encoding' >&2\nexit 3\n"),
        30_000);

    assertThat(new PythonJsonPeer(python).unavailable()).hasValueSatisfying(r -> assertThat(r)
        .contains("exited with code 3").contains("Fatal Python error: init_fs_encoding"));
    assertThatThrownBy(() -> new PythonJsonPeer(python).decode("JSON", "person", "{}".getBytes()))
        .isInstanceOf(PeerException.class).hasMessageContaining("init_fs_encoding");
  }

  @Test void anInterpreterThatNeverAnswersIsStoppedAtTheTimeOut() throws Exception {
    PeerRuntime python = PeerRuntime.python(SH, peersDirWith("echo 'waiting forever' >&2\nexec sleep 600\n"), 1_000);

    assertThat(new PythonJsonPeer(python).unavailable()).hasValueSatisfying(r -> assertThat(r)
        .contains("did not answer within 1 s and was stopped").contains("waiting forever"));
    assertThat(python.pid()).as("the silent process was stopped").isEmpty();
  }

  /**
   * A peers/ directory whose python/peer.py is this shell script, run by {@link #SH} as the
   * "interpreter". The script is read by /bin/sh, never executed itself: executing a file this JVM
   * has just written can fail with ETXTBSY ("Text file busy") when another thread forks while the
   * file is open, which made this test fail once in CI.
   */
  private Path peersDirWith(String body) throws Exception {
    Path script = tmp.resolve("peers/python/peer.py");
    Files.createDirectories(script.getParent());
    Files.writeString(script, body);
    return tmp.resolve("peers");
  }
}
