package io.wirebench.memory;

import io.wirebench.harness.ChildJvm;
import io.wirebench.memory.MemoryCell.Op;
import io.wirebench.memory.MemoryCell.Target;
import io.wirebench.memory.MemoryResult.Status;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;

/**
 * Runs cells one after the other, each in a new JVM (never two at once: the machine's memory is
 * the instrument), and turns whatever a child does (a result, a crash, a hang) into a result.
 */
public final class MemoryRun {
  /** The young generation of every child: fixed, so the old generation's size is known, and small,
   * since what lives there is not counted (docs/metrics.md). */
  public static final String YOUNG = "2m";

  /** Told about each cell as it starts and ends. */
  public interface Listener {
    void started(MemoryCell cell, int index, int total, double secondsLeft);

    void finished(MemoryResult result, int done, int total);
  }

  /**
   * How children run.
   *
   * @param java the java executable
   * @param heapBytes -Xmx and -Xms of every child
   * @param timeoutSeconds a child still running after this is stopped (a TIMEOUT result)
   * @param workDir where encoded files and the children's log go
   * @param jvmArgs of each codec (the flags its library needs)
   */
  public record Settings(String java, long heapBytes, long timeoutSeconds, Path workDir, Path log,
      Map<String, List<String>> jvmArgs, long resolutionBytes, double relativeResolution, int maxProbes) {}

  private final Settings s;
  private final List<MemoryResult> results = Collections.synchronizedList(new ArrayList<>());
  private volatile boolean stopped;
  private volatile ChildJvm current;

  public MemoryRun(Settings settings) {
    this.s = settings;
  }

  /** Results so far, in plan order. */
  public List<MemoryResult> results() {
    synchronized (results) {
      return List.copyOf(results);
    }
  }

  /** Stops the run (Ctrl-C): the running child is killed, finished cells stay. */
  public void stop() {
    stopped = true;
    ChildJvm child = current;
    if (child != null) child.stop();
  }

  /** Runs every cell, skipping those {@code known} already answers (gaps, unavailable codecs). */
  public List<MemoryResult> run(List<MemoryCell> cells, Map<MemoryCell, MemoryResult> known, Listener listener)
      throws IOException {
    Files.createDirectories(s.workDir());
    long started = System.nanoTime();
    int measuredRuns = 0;
    for (int i = 0; i < cells.size() && !stopped; i++) {
      MemoryCell c = cells.get(i);
      MemoryResult r = known.get(c);
      if (r == null) {
        double elapsed = (System.nanoTime() - started) / 1e9;
        long toRun = cells.subList(i, cells.size()).stream().filter(x -> !known.containsKey(x)).count();
        double left = measuredRuns == 0 ? Double.NaN : elapsed / measuredRuns * toRun;
        listener.started(c, i, cells.size(), left);
        r = runChild(c);
        measuredRuns++;
      }
      if (stopped) break;
      results.add(r);
      listener.finished(r, i + 1, cells.size());
      if (lastUse(cells, i)) Files.deleteIfExists(file(c));
    }
    return results();
  }

  /** Whether no later cell reads the encoded file of this cell's codec and data set. */
  private static boolean lastUse(List<MemoryCell> cells, int i) {
    MemoryCell c = cells.get(i);
    for (int j = i + 1; j < cells.size(); j++) {
      MemoryCell n = cells.get(j);
      if (n.codec().equals(c.codec()) && n.dataSet().equals(c.dataSet())) return false;
    }
    return true;
  }

  /** The encoded file of a codec and data set in the work directory. */
  Path file(MemoryCell c) {
    return s.workDir().resolve((c.codec() + "." + c.dataSet()).replaceAll("[^A-Za-z0-9._+-]", "_") + ".enc");
  }

  private MemoryResult runChild(MemoryCell c) throws IOException {
    // the child stops its search and reports before it is stopped, so that a slow search still
    // gives the interval it found rather than only a timeout; the margin covers a full collection
    // of a heap that a thrashing run filled (tens of seconds for a few GiB of small objects)
    double childSeconds = Math.max(5, s.timeoutSeconds() - Math.min(60, s.timeoutSeconds() / 4.0));
    MemoryRequest req = new MemoryRequest(c, file(c), s.resolutionBytes(), s.relativeResolution(), s.maxProbes(),
        4.0, childSeconds);
    List<String> flags = new ArrayList<>(List.of("-XX:+UseSerialGC", "-Xms" + s.heapBytes(), "-Xmx" + s.heapBytes(),
        "-Xmn" + YOUNG, "-XX:PretenureSizeThreshold=256k", "-Xss4m"));
    flags.addAll(s.jvmArgs().getOrDefault(c.codec(), List.of()));
    // the user's classes (--classpath) on the child's class path, where its system class loader finds them
    List<String> cmd = ChildJvm.command(s.java(), flags, null, MemoryChild.class,
        List.of(MemoryChild.MAPPER.writeValueAsString(req)));
    Files.writeString(s.log(), "== " + c.label() + "\n" + String.join(" ", cmd) + "\n", StandardCharsets.UTF_8,
        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    MemoryResult found = null;
    try (ChildJvm child = ChildJvm.start(cmd, s.log(), false, MemoryChild.RESULT)) {
      current = child;
      if (stopped) child.stop(); // Ctrl-C came before the child was known
      for (ChildJvm.Line l : child.readToEnd(Duration.ofSeconds(s.timeoutSeconds()))) {
        try {
          found = MemoryChild.MAPPER.readValue(l.body(), MemoryResult.class);
        } catch (IOException cut) {
          // a line the child did not finish: no result
        }
      }
      if (found != null) return found;
      return MemoryResult.of(c, Status.FAILED, "the child JVM exited with code " + child.exitValue()
          + " without a result; see " + s.log());
    } catch (TimeoutException e) {
      return MemoryResult.of(c, Status.TIMEOUT, "did not finish in " + s.timeoutSeconds() + " s (--cell-timeout)");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return MemoryResult.of(c, Status.NOT_RUN, "interrupted");
    } finally {
      current = null;
    }
  }

  /** Ops and targets by name, for the command line. */
  public static Op op(String name) {
    return Op.valueOf(name.trim().toUpperCase(java.util.Locale.ROOT));
  }

  public static Target target(String name) {
    return Target.valueOf(name.trim().toUpperCase(java.util.Locale.ROOT));
  }
}
