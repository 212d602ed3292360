package io.wirebench.speed;

import io.wirebench.analysis.ForkStop;
import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * JMH's own text output, sent to the run's log file instead of the terminal; it keeps the last
 * lines of the current fork to explain a failure, every iteration's result (warm-up included,
 * which JMH's own result leaves out), and reports iterations for the progress line.
 */
public final class JmhLog implements OutputFormat {
  /** Told when an iteration starts. */
  public interface IterationListener {
    void iteration(boolean warmup, int iteration, int of);
  }

  /** A fork's iterations: throughput of each (warm-up first) and profiler figures of the measured ones. */
  record Series(double[] scores, int measuredFrom, java.util.Map<String, double[]> secondary) {}

  private final java.util.List<Double> scores = new java.util.ArrayList<>();
  private final java.util.Map<String, java.util.List<Double>> secondary = new java.util.LinkedHashMap<>();
  private int measuredFrom = -1;

  private final OutputFormat text;
  private final Deque<String> recent = new ArrayDeque<>();
  private volatile IterationListener listener = (w, i, n) -> {};
  /** Ends the fork early when it says so ({@link ForkStop}); null: every fork runs to its end. */
  private ForkStop stop;
  /** True once this fork was ended early: its JVM was stopped after the iteration that satisfied {@link #stop}. */
  private boolean stoppedEarly;
  private BenchmarkParams params;
  private final java.util.List<IterationResult> measuredResults = new java.util.ArrayList<>();

  public JmhLog(PrintStream log) {
    this.text = OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL);
  }

  void listener(IterationListener l) {
    this.listener = l;
  }

  /** Ends each fork once {@code rule} holds on its iterations (null: never early). */
  synchronized void stopRule(ForkStop rule) {
    this.stop = rule;
  }

  /** True when the current fork was ended early by the stop rule, not by JMH. */
  synchronized boolean stoppedEarly() {
    return stoppedEarly;
  }

  /**
   * JMH's result of a fork ended early, built from the measured iterations it had sent (JMH itself
   * keeps none of a fork whose JVM did not finish); null when none were.
   */
  synchronized BenchmarkResult partialResult() {
    // a copy: JMH's BenchmarkResult keeps the list it is given, and this one is cleared and refilled
    // by every later fork, which turned a stopped fork's saved result into a later fork's iterations
    return params == null || measuredResults.isEmpty() ? null
        : new BenchmarkResult(params, new java.util.ArrayList<>(measuredResults));
  }

  /** Starts a new fork: forgets the previous fork's lines and iterations. */
  synchronized void reset() {
    recent.clear();
    scores.clear();
    secondary.clear();
    measuredFrom = -1;
    stoppedEarly = false;
    params = null;
    measuredResults.clear();
  }

  /** The iterations of the fork since {@link #reset}. */
  synchronized Series series() {
    double[] s = scores.stream().mapToDouble(Double::doubleValue).toArray();
    java.util.Map<String, double[]> sec = new java.util.LinkedHashMap<>();
    secondary.forEach((k, v) -> sec.put(k, v.stream().mapToDouble(Double::doubleValue).toArray()));
    return new Series(s, measuredFrom < 0 ? s.length : measuredFrom, sec);
  }

  /** A profiler label without JMH's leading separator: {@code gc.alloc.rate.norm}. */
  static String label(String key) {
    int i = 0;
    while (i < key.length() && !Character.isLetterOrDigit(key.charAt(i))) i++;
    return key.substring(i);
  }

  /**
   * Why the current cell failed: what the fork printed on stderr and JMH's failure block, without
   * stack frames, else the last lines at all.
   */
  synchronized String failure() {
    java.util.List<String> picked = new java.util.ArrayList<>();
    boolean inBlock = false;
    for (String line : recent) {
      String t = line.trim();
      if (t.startsWith("<failure") || t.startsWith("<stderr")) {
        inBlock = true;
        continue;
      }
      if (t.startsWith("</failure>") || t.startsWith("</stderr>")) {
        inBlock = false;
        continue;
      }
      boolean relevant = inBlock || t.contains("Exception") || t.contains("Error");
      if (relevant && !t.isEmpty() && !t.startsWith("at ") && !t.startsWith("...") && !picked.contains(t)) {
        picked.add(t);
      }
    }
    String s = picked.isEmpty() ? String.join(" | ", recent) : String.join(" | ", picked);
    return s.length() > 600 ? s.substring(0, 597) + "..." : s;
  }

  private synchronized void remember(String s) {
    for (String line : s.split("\n")) {
      recent.addLast(line);
      if (recent.size() > 60) recent.removeFirst();
    }
  }

  @Override public void iteration(BenchmarkParams b, IterationParams p, int iteration) {
    text.iteration(b, p, iteration);
    listener.iteration(p.getType() == IterationType.WARMUP, iteration, p.getCount());
  }

  @Override public void iterationResult(BenchmarkParams b, IterationParams p, int i, IterationResult r) {
    text.iterationResult(b, p, i, r);
    synchronized (this) {
      boolean measured = p.getType() == IterationType.MEASUREMENT;
      if (measured && measuredFrom < 0) measuredFrom = scores.size();
      scores.add(r.getPrimaryResult().getScore());
      if (measured) {
        r.getSecondaryResults().forEach((k, v) ->
            secondary.computeIfAbsent(label(k), x -> new java.util.ArrayList<>()).add(v.getScore()));
        params = b;
        measuredResults.add(r);
      }
      if (measured && stop != null && !stoppedEarly && i < p.getCount()) {
        double[] s = scores.stream().mapToDouble(Double::doubleValue).toArray();
        if (stop.done(s, measuredFrom)) {
          stoppedEarly = true;
          text.println(stop.describe(s, measuredFrom));
          endFork();
        }
      }
    }
  }

  /**
   * Ends the running fork: its JVM (JMH's {@code ForkedMain}, a child of this process, one at a
   * time) gets SIGTERM. JMH then reports the fork as failed, which the caller knows to be this stop
   * ({@link #stoppedEarly}).
   */
  private static void endFork() {
    ProcessHandle.current().children()
        .filter(ph -> ph.info().commandLine().map(c -> c.contains("org.openjdk.jmh.runner.ForkedMain")).orElse(false))
        .forEach(ProcessHandle::destroy);
  }

  @Override public void startBenchmark(BenchmarkParams b) { text.startBenchmark(b); }
  @Override public void endBenchmark(BenchmarkResult r) { text.endBenchmark(r); }
  @Override public void startRun() { text.startRun(); }
  @Override public void endRun(Collection<RunResult> r) { text.endRun(r); }

  @Override public void print(String s) {
    remember(s);
    text.print(s);
  }

  @Override public void println(String s) {
    remember(s);
    text.println(s);
  }

  @Override public void verbosePrintln(String s) {
    text.verbosePrintln(s);
  }

  @Override public void flush() { text.flush(); }
  @Override public void close() { text.flush(); }
  @Override public void write(int b) { text.write(b); }
  @Override public void write(byte[] b) throws java.io.IOException { text.write(b); }
}
