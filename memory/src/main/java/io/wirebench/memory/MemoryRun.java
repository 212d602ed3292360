package io.wirebench.memory;

import io.wirebench.memory.MemoryCell.Op;
import io.wirebench.memory.MemoryCell.Target;
import io.wirebench.memory.MemoryResult.Status;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

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
  private volatile Process current;

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
    Process p = current;
    if (p != null) p.destroyForcibly();
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
    List<String> cmd = new ArrayList<>(List.of(s.java(), "-XX:+UseSerialGC", "-Xms" + s.heapBytes(),
        "-Xmx" + s.heapBytes(), "-Xmn" + YOUNG, "-XX:PretenureSizeThreshold=256k", "-Xss4m"));
    cmd.addAll(s.jvmArgs().getOrDefault(c.codec(), List.of()));
    // the user's classes (--classpath) on the child's class path, where its system class loader finds them
    cmd.addAll(List.of("-cp", io.wirebench.core.UserClasses.withUserClassPath(System.getProperty("java.class.path")),
        MemoryChild.class.getName(),
        MemoryChild.MAPPER.writeValueAsString(req)));
    Files.writeString(s.log(), "== " + c.label() + "\n" + String.join(" ", cmd) + "\n", StandardCharsets.UTF_8,
        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    ProcessBuilder pb = new ProcessBuilder(cmd)
        .redirectError(ProcessBuilder.Redirect.appendTo(s.log().toFile()));
    Process p = pb.start();
    current = p;
    MemoryResult[] found = new MemoryResult[1];
    Thread reader = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line; (line = in.readLine()) != null; ) {
          if (line.startsWith(MemoryChild.RESULT)) {
            found[0] = MemoryChild.MAPPER.readValue(line.substring(MemoryChild.RESULT.length()), MemoryResult.class);
          }
        }
      } catch (IOException e) {
        // the child died; handled below
      }
    }, "memory-child-output");
    reader.start();
    try {
      boolean done = p.waitFor(s.timeoutSeconds(), TimeUnit.SECONDS);
      if (!done) {
        p.destroyForcibly();
        p.waitFor(10, TimeUnit.SECONDS);
        reader.join(5_000);
        return MemoryResult.of(c, Status.TIMEOUT, "did not finish in " + s.timeoutSeconds() + " s (--cell-timeout)");
      }
      reader.join(10_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      p.destroyForcibly();
      return MemoryResult.of(c, Status.NOT_RUN, "interrupted");
    } finally {
      current = null;
    }
    if (found[0] != null) return found[0];
    return MemoryResult.of(c, Status.FAILED, "the child JVM exited with code " + p.exitValue()
        + " without a result; see " + s.log());
  }

  /** Ops and targets by name, for the command line. */
  public static Op op(String name) {
    return Op.valueOf(name.trim().toUpperCase(java.util.Locale.ROOT));
  }

  public static Target target(String name) {
    return Target.valueOf(name.trim().toUpperCase(java.util.Locale.ROOT));
  }
}
