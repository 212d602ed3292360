package io.wirebench.bench;

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
 * lines of the current cell to explain a failure, and reports iterations for the progress line.
 */
final class JmhLog implements OutputFormat {
  /** Told when an iteration starts. */
  interface IterationListener {
    void iteration(boolean warmup, int iteration, int of, int fork, int forks);
  }

  private final OutputFormat text;
  private final Deque<String> recent = new ArrayDeque<>();
  private volatile IterationListener listener = (w, i, n, f, fs) -> {};
  private int fork;

  JmhLog(PrintStream log) {
    this.text = OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL);
  }

  void listener(IterationListener l) {
    this.listener = l;
  }

  /** Starts a new cell: forgets the previous cell's lines. */
  synchronized void reset() {
    recent.clear();
    fork = 0;
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
    if (iteration == 1 && (p.getType() == IterationType.WARMUP || b.getWarmup().getCount() == 0)) fork++;
    listener.iteration(p.getType() == IterationType.WARMUP, iteration, p.getCount(), fork, b.getForks());
  }

  @Override public void iterationResult(BenchmarkParams b, IterationParams p, int i, IterationResult r) {
    text.iterationResult(b, p, i, r);
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
