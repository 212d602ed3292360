package io.wirebench.check.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.check.Peer;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A runtime that runs peers (Python or Node.js): where its script and interpreter are, whether a
 * library can run, and the one process that every peer of this runtime shares.
 *
 * <p>The {@code peers/} directory is looked for in {@code -Dwirebench.peers.dir}, then in the
 * working directory and its parents (the CLI runs from the repository), then beside the jar or
 * classes directory this class was loaded from and its parents. The interpreters:
 * {@code peers/python/.venv/bin/python} (made by {@code scripts/install-peers.sh}), else
 * {@code python3} on the PATH for the standard library's json only; {@code node} on the PATH.
 * {@code -Dwirebench.peers.python} and {@code -Dwirebench.peers.node} name others.
 */
public final class PeerRuntime {
  /** What a user runs to install the peers. */
  public static final String INSTALL = "run scripts/install-peers.sh in wirebench's repository";
  private static final long DEFAULT_TIMEOUT_SECONDS = 60;

  private static PeerRuntime python;
  private static PeerRuntime node;

  private final String name;
  private final Path interpreter;
  private final Path script;
  private final String missing;
  private final boolean packagesInstalled;
  private final PeerProcess process;
  private JsonNode hello;
  private String helloFailure;

  private PeerRuntime(String name, Path interpreter, Path script, String missing, boolean packagesInstalled,
      long timeoutMillis) {
    this.name = name;
    this.interpreter = interpreter;
    this.script = script;
    this.missing = missing;
    this.packagesInstalled = packagesInstalled;
    this.process = missing != null ? null
        : new PeerProcess(name, List.of(interpreter.toString(), script.getFileName().toString()),
            script.getParent(), timeoutMillis);
  }

  /** The shared Python runtime, found as the class comment says. */
  public static synchronized PeerRuntime python() {
    if (python == null) {
      String override = System.getProperty("wirebench.peers.python");
      python = python(override == null ? null : Path.of(override), peersDir(), timeoutMillis());
    }
    return python;
  }

  /** The shared Node.js runtime, found as the class comment says. */
  public static synchronized PeerRuntime node() {
    if (node == null) {
      String override = System.getProperty("wirebench.peers.node");
      node = node(override == null ? null : Path.of(override), peersDir(), timeoutMillis());
    }
    return node;
  }

  /**
   * A Python runtime with this interpreter (null: the venv's, else python3 on the PATH) and
   * {@code peers/} directory (null: not found).
   */
  static PeerRuntime python(Path interpreter, Path peersDir, long timeoutMillis) {
    if (peersDir == null) return notFound("python");
    Path script = peersDir.resolve("python/peer.py");
    Path venv = peersDir.resolve("python/.venv/bin/python");
    boolean installed = Files.isExecutable(venv);
    Path exe = interpreter;
    if (exe == null) exe = installed ? venv : onPath("python3");
    String missing = null;
    if (exe == null) {
      missing = "python3 is not on the PATH: install Python 3.9 or later, then " + INSTALL;
    } else if (!Files.isExecutable(exe)) {
      missing = "the Python interpreter " + exe + " does not exist or cannot run: install Python 3.9 or later, then "
          + INSTALL;
    }
    return new PeerRuntime("python", exe, script, missing, interpreter != null || installed, timeoutMillis);
  }

  /** A Node.js runtime with this interpreter (null: node on the PATH) and {@code peers/} directory. */
  static PeerRuntime node(Path interpreter, Path peersDir, long timeoutMillis) {
    if (peersDir == null) return notFound("node");
    Path script = peersDir.resolve("node/peer.mjs");
    Path exe = interpreter != null ? interpreter : onPath("node");
    String missing = null;
    if (exe == null) {
      missing = "node is not on the PATH: install Node.js 18 or later (apt-get install nodejs npm), then " + INSTALL;
    } else if (!Files.isExecutable(exe)) {
      missing = "the Node.js interpreter " + exe + " does not exist or cannot run: install Node.js 18 or later, then "
          + INSTALL;
    }
    return new PeerRuntime("node", exe, script, missing,
        Files.isDirectory(peersDir.resolve("node/node_modules")), timeoutMillis);
  }

  private static PeerRuntime notFound(String name) {
    return new PeerRuntime(name, null, null, "the peers/ directory was not found in the working directory ("
        + Path.of("").toAbsolutePath() + "), beside " + codeLocation().map(Path::toString).orElse("the jar")
        + " or their parents: run wirebench from its repository, or name the directory with -Dwirebench.peers.dir",
        false, 0);
  }

  /** Why this runtime's peer of this library cannot run, or empty; may start the process once. */
  synchronized Optional<String> unavailable(String library) {
    if (missing != null) return Optional.of(missing);
    if (!"json".equals(library) && !packagesInstalled) {
      return Optional.of((name.equals("python") ? "Python" : "Node.js") + " packages are not installed (no " + (name.equals("python")
          ? "peers/python/.venv" : "peers/node/node_modules") + "): " + INSTALL);
    }
    JsonNode h = hello();
    if (h == null) return Optional.of(helloFailure);
    JsonNode lib = h.path("libraries").path(library);
    if (lib.isMissingNode()) return Optional.of("the " + name + " peer script knows no library " + library);
    if (lib.has("error")) {
      return Optional.of(name + " cannot load " + library + " (" + lib.get("error").asText() + "): " + INSTALL);
    }
    return Optional.empty();
  }

  /** "Python 3.11.7, msgpack 1.2.4", or what is known without the process. */
  synchronized String version(String library) {
    JsonNode h = missing == null ? hello() : null;
    if (h == null) return name + " (not running)";
    String v = h.path("libraries").path(library).path("version").asText("?");
    // Python answers bare versions ("1.2.4"), the Node.js script whole labels ("cbor-x 1.6.9")
    return h.path("runtime").asText(name) + ", " + (v.contains(" ") ? v : library + " " + v);
  }

  private JsonNode hello() {
    if (hello == null && helloFailure == null) {
      try {
        ObjectNode req = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode().put("op", "hello");
        JsonNode r = process.call(req);
        if (r.path("ok").asBoolean()) {
          hello = r;
        } else {
          helloFailure = "the " + name + " peer failed to start: " + r.path("error").asText();
        }
      } catch (IOException e) {
        helloFailure = e.getMessage();
      }
    }
    return hello;
  }

  /** One request to the shared process; an answer with {@code "ok": false} throws its error. */
  JsonNode call(String peerId, String op, ObjectNode request) throws IOException {
    if (missing != null) throw new PeerException(peerId + " is unavailable: " + missing);
    JsonNode r = process.call(request);
    if (!r.path("ok").asBoolean()) {
      String where = r.path("where").asText("");
      throw new PeerException(peerId + " " + op + ": " + r.path("error").asText("no error given")
          + (where.isEmpty() ? "" : " (at " + where + ")"));
    }
    return r;
  }

  /** The runtime's name: {@code python} or {@code node}. */
  String name() {
    return name;
  }

  /** The process's id while it runs. */
  Optional<Long> pid() {
    return process == null ? Optional.empty() : process.pid();
  }

  /** Stops the process (the next call starts another). */
  void stop() {
    if (process != null) process.stop();
  }

  private static long timeoutMillis() {
    return Long.getLong("wirebench.peers.timeoutSeconds", DEFAULT_TIMEOUT_SECONDS) * 1000;
  }

  /** The {@code peers/} directory, or null; see the class comment. */
  static Path peersDir() {
    String override = System.getProperty("wirebench.peers.dir");
    if (override != null) return Path.of(override).toAbsolutePath();
    Set<Path> starts = new LinkedHashSet<>();
    starts.add(Path.of("").toAbsolutePath());
    codeLocation().ifPresent(starts::add);
    for (Path start : starts) {
      for (Path d = start; d != null; d = d.getParent()) {
        if (Files.isRegularFile(d.resolve("peers/python/peer.py")) || Files.isRegularFile(d.resolve("peers/node/peer.mjs"))) {
          return d.resolve("peers");
        }
      }
    }
    return null;
  }

  private static Optional<Path> codeLocation() {
    try {
      return Optional.of(Path.of(Peer.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
    } catch (URISyntaxException | RuntimeException e) {
      return Optional.empty();
    }
  }

  private static Path onPath(String command) {
    String path = System.getenv("PATH");
    if (path == null) return null;
    List<Path> dirs = new ArrayList<>();
    for (String d : path.split(File.pathSeparator)) if (!d.isEmpty()) dirs.add(Path.of(d));
    for (Path d : dirs) {
      Path p = d.resolve(command);
      if (Files.isExecutable(p) && !Files.isDirectory(p)) return p;
    }
    return null;
  }
}
