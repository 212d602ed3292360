package io.wirebench.check;

import io.wirebench.bench.JvmInfo;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Runs one row of a matrix in child JVMs ({@link CheckChild}) and turns everything that can go
 * wrong there into verdicts: a case that runs over its bound is {@link Outcome#TIMED_OUT}, a JVM
 * that dies in a case makes that case {@link Outcome#CRASHED} with its exit code and last words,
 * and the cases left run in a new JVM. Never throws for the row's sake.
 */
final class RowRunner {
  /** Time a child gets beyond the case bound to report the time-out itself, or to start. */
  private static final long GRACE_MILLIS = 30_000;
  private static final String EOF = "\u0000eof";

  private final Matrix matrix;
  private final CheckOptions options;
  private final JvmInfo jvm;
  private final List<String> flags;
  private volatile Process current;

  /**
   * @param flags flags every row JVM gets before the row's own (the JDK's access flags)
   */
  RowRunner(Matrix matrix, CheckOptions options, JvmInfo jvm, List<String> flags) {
    this.matrix = matrix;
    this.options = options;
    this.jvm = jvm;
    this.flags = List.copyOf(flags);
  }

  /** Stops the row's JVM, if one runs (Ctrl-C). */
  void stop() {
    Process p = current;
    if (p != null) p.destroyForcibly();
  }

  int timeoutSeconds() {
    return options.caseTimeoutSeconds() > 0 ? options.caseTimeoutSeconds() : matrix.bounds().caseTimeoutSeconds();
  }

  String heap() {
    return options.heap() != null ? options.heap() : matrix.bounds().heap();
  }

  /** Runs every case on the row; reports each verdict to {@code onVerdict} as it comes. */
  List<CaseVerdict> run(Row row, List<Case> cases, Consumer<CaseVerdict> onVerdict) {
    List<CaseVerdict> out = new ArrayList<>();
    if (row.unavailable() != null) {
      for (Case c : cases) add(out, onVerdict, CaseVerdict.without(row.id(), c.id(), Outcome.UNAVAILABLE, row.unavailable(), -1));
      return out;
    }
    Map<String, Case> left = new LinkedHashMap<>();
    for (Case c : cases) left.put(c.id(), c);
    while (!left.isEmpty()) {
      int before = left.size();
      try {
        runChild(row, left, out, onVerdict);
      } catch (IOException e) {
        for (Case c : left.values()) {
          add(out, onVerdict, CaseVerdict.without(row.id(), c.id(), Outcome.UNAVAILABLE,
              "its JVM could not be started: " + e.getMessage(), -1));
        }
        left.clear();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        stop();
        return out;
      }
      if (left.size() == before) {
        // a JVM that settled no case would do the same again
        Case first = left.values().iterator().next();
        add(out, onVerdict, CaseVerdict.without(row.id(), first.id(), Outcome.CRASHED, "its JVM settled no case", -1));
        left.remove(first.id());
      }
    }
    return out;
  }

  private static void add(List<CaseVerdict> out, Consumer<CaseVerdict> onVerdict, CaseVerdict v) {
    out.add(v);
    onVerdict.accept(v);
  }

  private void runChild(Row row, Map<String, Case> left, List<CaseVerdict> out, Consumer<CaseVerdict> onVerdict)
      throws IOException, InterruptedException {
    long timeoutMillis = timeoutSeconds() * 1000L;
    List<String> cmd = new ArrayList<>();
    cmd.add(jvm.java());
    // the forks' flags without their heap size: the row's bound comes last, so that it wins
    for (String f : flags) {
      if (!f.startsWith("-Xmx") && !f.startsWith("-Xms")) cmd.add(f);
    }
    cmd.addAll(row.jvmArgs());
    cmd.add("-Xmx" + heap());
    cmd.add("-cp");
    // the user's classes (--classpath) where the row's system class loader finds them, as in a fork
    cmd.add(io.wirebench.core.UserClasses.withUserClassPath(System.getProperty("java.class.path")));
    cmd.add(CheckChild.class.getName());
    cmd.add(matrix.name());
    cmd.add(row.id());
    cmd.add(Long.toString(timeoutMillis));
    cmd.add(CheckChild.JSON.writeValueAsString(options));
    cmd.addAll(left.keySet());
    Path err = Files.createTempFile("wirebench-check-", ".err");
    try {
      Process p = new ProcessBuilder(cmd).redirectError(err.toFile()).start();
      current = p;
      p.getOutputStream().close();
      BlockingQueue<String> lines = new LinkedBlockingQueue<>();
      Thread reader = new Thread(() -> {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
          for (String line = r.readLine(); line != null; line = r.readLine()) lines.add(line);
        } catch (IOException ignored) {
          // the JVM was stopped
        }
        lines.add(EOF);
      }, "wirebench-check-reader");
      reader.setDaemon(true);
      reader.start();
      String started = null;
      long startedAt = 0;
      while (true) {
        String line = lines.poll(timeoutMillis + GRACE_MILLIS, TimeUnit.MILLISECONDS);
        if (line == null) {
          p.destroyForcibly();
          p.waitFor();
          Case c = started != null ? left.get(started) : left.values().iterator().next();
          left.remove(c.id());
          add(out, onVerdict, CaseVerdict.without(row.id(), c.id(), Outcome.TIMED_OUT,
              "its JVM did not answer within " + (timeoutMillis + GRACE_MILLIS) / 1000 + " s and was stopped", -1));
          return;
        }
        if (line.equals(EOF)) break;
        if (line.startsWith(CheckChild.STARTED)) {
          started = line.substring(CheckChild.STARTED.length());
          startedAt = System.nanoTime();
        } else if (line.startsWith(CheckChild.VERDICT)) {
          CaseVerdict v = CheckChild.JSON.readValue(line.substring(CheckChild.VERDICT.length()), CaseVerdict.class);
          left.remove(v.caseId());
          add(out, onVerdict, v);
          started = null;
        } else if (line.startsWith(CheckChild.OPEN_FAILED)) {
          String why = CheckChild.JSON.readValue(line.substring(CheckChild.OPEN_FAILED.length()), String.class);
          for (Case c : left.values()) {
            add(out, onVerdict, CaseVerdict.without(row.id(), c.id(), Outcome.UNAVAILABLE, "could not be set up: " + why, -1));
          }
          left.clear();
        }
      }
      int exit = p.waitFor();
      if (started != null && left.containsKey(started)) {
        left.remove(started);
        long millis = (System.nanoTime() - startedAt) / 1_000_000;
        add(out, onVerdict, CaseVerdict.without(row.id(), started, Outcome.CRASHED,
            "its JVM died (exit " + exit + ")" + lastWords(err), millis));
      }
    } finally {
      current = null;
      Files.deleteIfExists(err);
    }
  }

  private static String lastWords(Path err) throws IOException {
    List<String> lines = new ArrayList<>();
    for (String l : Files.readAllLines(err, StandardCharsets.ISO_8859_1)) {
      if (!l.isBlank()) lines.add(l.strip());
    }
    if (lines.isEmpty()) return "";
    return ": " + CheckChild.shorten(String.join(" / ", lines.subList(Math.max(0, lines.size() - 3), lines.size())));
  }
}
