package io.wirebench.check.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One long-lived peer process (a Python or Node.js script) spoken to one JSON line at a time over
 * its stdin and stdout. Started on the first call; a call that gets no answer within the time-out
 * stops the process and throws, as does a process that exits: both with the last lines of its
 * stderr. The next call starts a new process. A shutdown hook stops the process at JVM exit, and
 * the scripts also end when their stdin closes, which covers a JVM stopped by
 * {@code Runtime.halt} (as check rows are) or killed.
 *
 * <p>Why one process rather than one per call: the interop matrix makes hundreds of calls, and
 * starting Python with protobuf and pymongo imported takes a few hundred milliseconds each time.
 */
final class PeerProcess {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int STDERR_LINES = 15;
  private static final String EOF = "\u0000eof";

  private final String name;
  private final List<String> command;
  private final Path directory;
  private final long timeoutMillis;
  private final ArrayDeque<String> stderrTail = new ArrayDeque<>();

  private Process process;
  private OutputStream stdin;
  private BlockingQueue<String> answers;
  private Thread shutdownHook;
  private Thread stderrReader;

  PeerProcess(String name, List<String> command, Path directory, long timeoutMillis) {
    this.name = name;
    this.command = List.copyOf(command);
    this.directory = directory;
    this.timeoutMillis = timeoutMillis;
  }

  /**
   * Sends one request and returns the answer ({@code "ok": true} or {@code false} with
   * {@code "error"}); throws when the process cannot start, dies, or does not answer in time.
   */
  synchronized JsonNode call(ObjectNode request) throws IOException {
    if (process == null || !process.isAlive()) start();
    byte[] line = JSON.writeValueAsBytes(request);
    BlockingQueue<String> queue = answers;
    OutputStream in = stdin;
    // written on its own thread: a process that stops reading must not block the caller past the time-out
    Thread writer = new Thread(() -> {
      try {
        in.write(line);
        in.write('\n');
        in.flush();
      } catch (IOException e) {
        // the process is gone; its end of stdout tells the reader below
      }
    }, "wirebench-peer-writer-" + name);
    writer.setDaemon(true);
    writer.start();
    String answer;
    try {
      answer = queue.poll(timeoutMillis, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      stop();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while waiting for the " + name + " peer; it was stopped", e);
    }
    if (answer == null) {
      endThenReadStderr();
      throw new PeerException("the " + name + " peer did not answer within " + timeoutMillis / 1000
          + " s and was stopped (-Dwirebench.peers.timeoutSeconds raises the bound)" + stderr());
    }
    if (answer == EOF) {
      Process p = process;
      String code = "";
      try {
        // its stdout has closed, so it is ending; a loaded machine can take a while to reap it
        if (p.waitFor(10, TimeUnit.SECONDS)) code = " with code " + p.exitValue();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      endThenReadStderr();
      throw new PeerException("the " + name + " peer process (" + String.join(" ", command)
          + ") exited" + code + " before answering" + stderr());
    }
    return JSON.readTree(answer);
  }

  private void start() throws IOException {
    stop();
    synchronized (stderrTail) {
      stderrTail.clear();
    }
    ProcessBuilder pb = new ProcessBuilder(command).directory(directory.toFile());
    pb.environment().put("PYTHONDONTWRITEBYTECODE", "1");
    pb.environment().put("PYTHONUNBUFFERED", "1");
    Process p;
    try {
      p = pb.start();
    } catch (IOException e) {
      throw new PeerException("cannot start the " + name + " peer (" + String.join(" ", command) + "): "
          + e.getMessage());
    }
    BlockingQueue<String> queue = new LinkedBlockingQueue<>();
    daemon("wirebench-peer-stdout-" + name, () -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        for (String l; (l = r.readLine()) != null; ) queue.add(l);
      } catch (IOException e) {
        // closed: the end is reported below
      }
      queue.add(EOF);
    });
    Thread err = daemon("wirebench-peer-stderr-" + name, () -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
        for (String l; (l = r.readLine()) != null; ) {
          synchronized (stderrTail) {
            if (stderrTail.size() == STDERR_LINES) stderrTail.removeFirst();
            stderrTail.addLast(l);
          }
        }
      } catch (IOException e) {
        // closed
      }
    });
    Thread hook = new Thread(p::destroyForcibly, "wirebench-peer-stop-" + name);
    Runtime.getRuntime().addShutdownHook(hook);
    process = p;
    stdin = p.getOutputStream();
    answers = queue;
    shutdownHook = hook;
    stderrReader = err;
  }

  /**
   * Ends the process and lets the stderr reader take its last lines before {@link #stop()}: killing
   * through the process handle leaves its streams open, where {@code Process.destroyForcibly}
   * closes them, and a stderr line not yet read was lost (a peer that died at start was reported
   * as having "written nothing to stderr").
   */
  private void endThenReadStderr() {
    Thread reader = stderrReader;
    Process p = process;
    if (p != null) p.toHandle().destroyForcibly();
    if (reader != null) {
      try {
        reader.join(10_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    stop();
  }

  /** Stops the process, if one runs. */
  synchronized void stop() {
    if (process == null) return;
    process.destroyForcibly();
    try {
      process.waitFor(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    try {
      Runtime.getRuntime().removeShutdownHook(shutdownHook);
    } catch (IllegalStateException e) {
      // the JVM is exiting: the hook runs anyway
    }
    process = null;
    stdin = null;
    answers = null;
    shutdownHook = null;
    stderrReader = null;
  }

  /** The process's id while it runs (for tests). */
  synchronized Optional<Long> pid() {
    return process != null && process.isAlive() ? Optional.of(process.pid()) : Optional.empty();
  }

  private String stderr() {
    synchronized (stderrTail) {
      return stderrTail.isEmpty() ? "; it wrote nothing to stderr"
          : "; the last lines of its stderr:\n  " + String.join("\n  ", stderrTail);
    }
  }

  private static Thread daemon(String name, Runnable r) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    t.start();
    return t;
  }
}
