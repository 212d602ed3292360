package io.wirebench.check;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.Outcome;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The row's JVM: opens one row of a matrix and runs the given cases in order, each on a fresh
 * thread with the default stack size, printing a marked line when a case starts and a marked JSON
 * verdict when it ends. After a time-out, an Error or an exhausted heap it stops (the parent
 * starts a new JVM for the cases left), so that no case runs in a JVM another case has damaged.
 *
 * <p>Arguments: matrix, row id, case time-out in milliseconds, the options as JSON, case ids.
 */
public final class CheckChild {
  static final String STARTED = "wirebench-check-started ";
  static final String VERDICT = "wirebench-check-verdict ";
  static final String OPEN_FAILED = "wirebench-check-open-failed ";
  static final ObjectMapper JSON = new ObjectMapper();
  private static final int DETAIL_CHARS = 300;

  private CheckChild() {}

  public static void main(String[] args) throws Exception {
    PrintStream out = System.out;
    // libraries that print to stdout cannot forge a verdict: only marked lines count, and this
    // stream is the only one that prints them
    System.setOut(System.err);
    Matrix matrix = Matrices.require(args[0]);
    String rowId = args[1];
    long timeoutMillis = Long.parseLong(args[2]);
    CheckOptions options = JSON.readValue(args[3], CheckOptions.class);
    Map<String, Case> cases = new LinkedHashMap<>();
    for (Case c : matrix.cases(options)) cases.put(c.id(), c);
    Matrix.Subject subject;
    try {
      subject = matrix.open(rowId, options);
    } catch (Throwable t) {
      out.println(OPEN_FAILED + JSON.writeValueAsString(describe(t)));
      out.flush();
      return;
    }
    for (int i = 4; i < args.length; i++) {
      Case c = cases.get(args[i]);
      out.println(STARTED + c.id());
      out.flush();
      CaseVerdict v = runOne(subject, rowId, c, timeoutMillis);
      out.println(VERDICT + JSON.writeValueAsString(v));
      out.flush();
      if (v.outcome() == Outcome.TIMED_OUT || v.outcome() == Outcome.CRASHED
          || v.outcome() == Outcome.OUT_OF_MEMORY) {
        Runtime.getRuntime().halt(0);
      }
    }
    Runtime.getRuntime().halt(0);
  }

  private static CaseVerdict runOne(Matrix.Subject subject, String rowId, Case c, long timeoutMillis)
      throws InterruptedException {
    System.gc();
    List<MemoryPoolMXBean> heap = new ArrayList<>();
    for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
      if (p.getType() == MemoryType.HEAP && p.isValid()) {
        p.resetPeakUsage();
        heap.add(p);
      }
    }
    AtomicReference<Object> outcome = new AtomicReference<>();
    long[] times = new long[2];
    Thread t = new Thread(() -> {
      try {
        subject.prepare(c);
      } catch (Throwable e) {
        outcome.set(Result.notApplicable("wirebench could not prepare this case: " + message(e)));
        return;
      }
      times[0] = System.nanoTime();
      Object r;
      try {
        r = subject.run(c);
      } catch (Throwable e) {
        r = e;
      }
      times[1] = System.nanoTime();
      outcome.set(r);
    }, "wirebench-check-case");
    t.setDaemon(true);
    t.start();
    t.join(timeoutMillis);
    if (t.isAlive()) {
      return CaseVerdict.without(rowId, c.id(), Outcome.TIMED_OUT,
          "still running after " + timeoutMillis / 1000 + " s; the JVM was stopped", -1);
    }
    long millis = times[1] == 0 ? 0 : (times[1] - times[0]) / 1_000_000;
    long peak = 0;
    for (MemoryPoolMXBean p : heap) peak += p.getPeakUsage().getUsed();
    Object r = outcome.get();
    if (r instanceof Result res) {
      return new CaseVerdict(rowId, c.id(), res.outcome(), shorten(res.detail()), null, millis, peak);
    }
    if (r == null) {
      return new CaseVerdict(rowId, c.id(), Outcome.CRASHED, "the case returned no result", null, millis, peak);
    }
    Throwable e = (Throwable) r;
    return new CaseVerdict(rowId, c.id(), Outcome.ofThrown(e), shorten(message(e)), e.getClass().getName(), millis,
        peak);
  }

  /** The message of a throwable and of its causes, as one line. */
  static String message(Throwable e) {
    StringBuilder sb = new StringBuilder();
    for (Throwable t = e; t != null && sb.length() < DETAIL_CHARS; t = t.getCause() == t ? null : t.getCause()) {
      String m = t.getMessage();
      if (t != e) sb.append(" <- ").append(t.getClass().getSimpleName()).append(": ");
      sb.append(m == null ? "" : m.replaceAll("\\s+", " ").strip());
    }
    return sb.toString();
  }

  private static String describe(Throwable t) {
    return t.getClass().getSimpleName() + ": " + shorten(message(t));
  }

  /** A detail short enough for a table cell and checks.json. */
  public static String shorten(String s) {
    if (s == null) return null;
    String one = s.replaceAll("\\s+", " ").strip();
    return one.length() <= DETAIL_CHARS ? one : one.substring(0, DETAIL_CHARS - 3) + "...";
  }
}
