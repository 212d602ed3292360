package io.wirebench.harness;

import io.wirebench.core.UserClasses;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.RandomAccessFile;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A JVM that wirebench starts to run one of its own main classes (the forks' round-trip gate, a
 * memory cell, a check row, the HTTP server), and the one place that knows how.
 *
 * <p>The protocol: the child answers on stdout in lines that start with a tag the caller chose
 * (by convention the tag is followed by one JSON value); every other stdout line is a library's
 * chatter and is dropped. Its stderr is appended to a file, the caller's log or a temporary file
 * deleted on {@link #close()}; the end of it, the child's {@link #lastWords last words}, goes into
 * the caller's messages. A child that outlives a timeout is killed ({@code destroyForcibly}) and
 * reaped before {@link TimeoutException} is thrown, and {@link #stop()} kills it from any thread
 * (Ctrl-C). Its standard input stays open: a child that watches it stops when wirebench ends, or
 * on {@link #closeInput()}.
 *
 * <pre>{@code
 * try (ChildJvm child = ChildJvm.start(ChildJvm.command(java, flags, null, Child.class, args), null, false, TAG)) {
 *   for (ChildJvm.Line l : child.readToEnd(Duration.ofMinutes(15))) use(l.body());
 *   if (child.exitValue() != 0) fail("exit " + child.exitValue() + ": " + String.join(" / ", child.lastWords(3)));
 * }
 * }</pre>
 */
public final class ChildJvm implements AutoCloseable {
  /** A line the child sent: the tag it starts with, and the rest of it. */
  public record Line(String tag, String body) {}

  private static final Line EOF = new Line("", "");

  private final List<String> tags;
  private final Process process;
  private final Path err;
  private final boolean temporary;
  private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();
  private final Thread reader;

  private ChildJvm(List<String> tags, Process process, Path err, boolean temporary, boolean merged) {
    this.tags = List.copyOf(tags);
    this.process = process;
    this.err = err;
    this.temporary = temporary;
    reader = new Thread(() -> read(merged ? err : null), "wirebench-child-" + process.pid());
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * A child's command line.
   *
   * @param java the java executable
   * @param flags JVM flags, in order (a later {@code -Xmx} wins)
   * @param classPath the child's class path; null for this JVM's with the user's classes
   *     ({@code --classpath}) after it, where the child's system class loader finds them, as in a fork
   */
  public static List<String> command(String java, List<String> flags, String classPath, Class<?> main,
      List<String> args) {
    List<String> cmd = new ArrayList<>();
    cmd.add(java);
    cmd.addAll(flags);
    cmd.add("-cp");
    cmd.add(classPath != null ? classPath : UserClasses.withUserClassPath(System.getProperty("java.class.path")));
    cmd.add(main.getName());
    cmd.addAll(args);
    return cmd;
  }

  /**
   * Starts a child.
   *
   * @param command its command line ({@link #command}, perhaps after a command it runs under)
   * @param log the file its stderr is appended to; null for a temporary file
   * @param merged whether stderr joins stdout, in the order the child wrote them, and every line of
   *     that, tagged or not, is appended to {@code log} instead
   * @param tags the tags of the lines the caller reads ({@link #next})
   */
  public static ChildJvm start(List<String> command, Path log, boolean merged, String... tags) throws IOException {
    Path err = log != null ? log : Files.createTempFile("wirebench-child-", ".err");
    ProcessBuilder pb = new ProcessBuilder(command);
    if (merged) pb.redirectErrorStream(true);
    else pb.redirectError(ProcessBuilder.Redirect.appendTo(err.toFile()));
    try {
      return new ChildJvm(List.of(tags), pb.start(), err, log == null, merged);
    } catch (IOException e) {
      if (log == null) Files.deleteIfExists(err);
      throw e;
    }
  }

  private void read(Path copyTo) {
    try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Writer copy = copyTo == null ? null : Files.newBufferedWriter(copyTo, StandardCharsets.UTF_8,
            StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
      for (String line; (line = in.readLine()) != null; ) {
        if (copy != null) {
          copy.write(line + "\n");
          copy.flush();
        }
        for (String tag : tags) {
          if (line.startsWith(tag)) {
            lines.add(new Line(tag, line.substring(tag.length())));
            break;
          }
        }
      }
    } catch (IOException ignored) {
      // the child was stopped, or its log cannot be written: the end of its output either way
    }
    lines.add(EOF);
  }

  /**
   * The next tagged line, or null once the child's output has ended.
   *
   * @throws TimeoutException when none comes within {@code timeout}; the child has been stopped
   */
  public Line next(Duration timeout) throws InterruptedException, TimeoutException {
    Line l = lines.poll(Math.max(0, timeout.toNanos()), TimeUnit.NANOSECONDS);
    if (l == null) {
      stop();
      throw new TimeoutException("no answer within " + timeout.toSeconds() + " s");
    }
    if (l != EOF) return l;
    lines.add(EOF); // for the next call
    return null;
  }

  /**
   * Every tagged line until the child's output ends, once it has exited ({@link #exitValue()}).
   *
   * @throws TimeoutException when it has not exited within {@code timeout}; the child has been stopped
   */
  public List<Line> readToEnd(Duration timeout) throws InterruptedException, TimeoutException {
    long deadline = System.nanoTime() + timeout.toNanos();
    List<Line> out = new ArrayList<>();
    for (Line l; (l = next(Duration.ofNanos(deadline - System.nanoTime()))) != null; ) out.add(l);
    waitFor(Duration.ofNanos(deadline - System.nanoTime()));
    return out;
  }

  /**
   * Waits for the child to exit and its output to be read; returns its exit code.
   *
   * @throws TimeoutException when it has not exited within {@code timeout}; the child has been stopped
   */
  public int waitFor(Duration timeout) throws InterruptedException, TimeoutException {
    if (!process.waitFor(Math.max(0, timeout.toNanos()), TimeUnit.NANOSECONDS)) {
      stop();
      throw new TimeoutException("did not exit within " + timeout.toSeconds() + " s");
    }
    reader.join(10_000);
    return process.exitValue();
  }

  /** Its exit code, once it has exited. */
  public int exitValue() {
    return process.exitValue();
  }

  /** Kills the child (Ctrl-C, a timeout) and reaps it; from any thread, any number of times. */
  public void stop() {
    process.destroyForcibly();
    try {
      if (process.waitFor(10, TimeUnit.SECONDS)) reader.join(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Closes the child's standard input (a child that watches it stops). */
  public void closeInput() throws IOException {
    process.getOutputStream().close();
  }

  /**
   * The last {@code n} non-blank lines of the child's stderr (or merged output), stripped: what it
   * said before it failed. Reads the end of the file only.
   */
  public List<String> lastWords(int n) {
    List<String> out = new ArrayList<>();
    try (RandomAccessFile f = new RandomAccessFile(err.toFile(), "r")) {
      byte[] tail = new byte[(int) Math.min(f.length(), 64 * 1024)];
      f.seek(f.length() - tail.length);
      f.readFully(tail);
      String[] ls = new String(tail, StandardCharsets.UTF_8).split("\r?\n");
      for (int i = tail.length < f.length() ? 1 : 0; i < ls.length; i++) { // the first may be cut
        if (!ls[i].isBlank()) out.add(ls[i].strip());
      }
    } catch (IOException e) {
      // no last words
    }
    return List.copyOf(out.subList(Math.max(0, out.size() - n), out.size()));
  }

  public long pid() {
    return process.pid();
  }

  public boolean isAlive() {
    return process.isAlive();
  }

  /** Stops the child if it still runs, and deletes its temporary stderr file. */
  @Override public void close() {
    if (process.isAlive()) stop();
    if (temporary) {
      try {
        Files.deleteIfExists(err);
      } catch (IOException ignored) {
        // a temporary file left behind
      }
    }
  }
}
