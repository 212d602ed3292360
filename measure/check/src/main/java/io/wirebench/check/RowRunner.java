package io.wirebench.check;

import io.wirebench.harness.ChildJvm;
import io.wirebench.harness.JvmInfo;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;
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

  private final Matrix matrix;
  private final CheckOptions options;
  private final JvmInfo jvm;
  private final List<String> flags;
  private volatile ChildJvm current;
  private volatile boolean stopped;

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
    stopped = true;
    ChildJvm child = current;
    if (child != null) child.stop();
  }

  /**
   * Whether {@link #stop} was called: the verdicts of the row that was running are then not the
   * row's (its JVM was killed, not crashed) and are not kept.
   */
  boolean stopped() {
    return stopped;
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
    Duration silence = Duration.ofMillis(timeoutMillis + GRACE_MILLIS);
    List<String> jvmFlags = new ArrayList<>();
    // the forks' flags without their heap size: the row's bound comes last, so that it wins
    for (String f : flags) {
      if (!f.startsWith("-Xmx") && !f.startsWith("-Xms")) jvmFlags.add(f);
    }
    jvmFlags.addAll(row.jvmArgs());
    jvmFlags.add("-Xmx" + heap());
    List<String> args = new ArrayList<>(List.of(matrix.name(), row.id(), Long.toString(timeoutMillis),
        CheckChild.JSON.writeValueAsString(options)));
    args.addAll(left.keySet());
    // the user's classes (--classpath) where the row's system class loader finds them, as in a fork
    try (ChildJvm child = ChildJvm.start(ChildJvm.command(jvm.java(), jvmFlags, null, CheckChild.class, args), null,
        false, CheckChild.STARTED, CheckChild.VERDICT, CheckChild.OPEN_FAILED)) {
      current = child;
      String started = null;
      long startedAt = 0;
      int exit;
      try {
        for (ChildJvm.Line line; (line = child.next(silence)) != null; ) {
          if (line.tag().equals(CheckChild.STARTED)) {
            started = line.body();
            startedAt = System.nanoTime();
          } else if (line.tag().equals(CheckChild.VERDICT)) {
            CaseVerdict v = CheckChild.JSON.readValue(line.body(), CaseVerdict.class);
            left.remove(v.caseId());
            add(out, onVerdict, v);
            started = null;
          } else {
            String why = CheckChild.JSON.readValue(line.body(), String.class);
            for (Case c : left.values()) {
              add(out, onVerdict, CaseVerdict.without(row.id(), c.id(), Outcome.UNAVAILABLE, "could not be set up: " + why, -1));
            }
            left.clear();
          }
        }
        exit = child.waitFor(silence);
      } catch (TimeoutException e) {
        if (left.isEmpty()) return;
        Case c = started != null ? left.get(started) : left.values().iterator().next();
        left.remove(c.id());
        add(out, onVerdict, CaseVerdict.without(row.id(), c.id(), Outcome.TIMED_OUT,
            "its JVM did not answer within " + silence.toSeconds() + " s and was stopped", -1));
        return;
      }
      if (started != null && left.containsKey(started)) {
        left.remove(started);
        long millis = (System.nanoTime() - startedAt) / 1_000_000;
        List<String> words = child.lastWords(3);
        add(out, onVerdict, CaseVerdict.without(row.id(), started, Outcome.CRASHED, "its JVM died (exit " + exit + ")"
            + (words.isEmpty() ? "" : ": " + CheckChild.shorten(String.join(" / ", words))), millis));
      }
    } finally {
      current = null;
    }
  }
}
