package io.wirebench.memory;

import io.wirebench.core.Binding;
import io.wirebench.core.RoundTripGate;
import io.wirebench.memory.MemoryCell.Op;
import io.wirebench.memory.MemoryResult.Status;

/**
 * The minimum-budget search of one cell, in the child JVM. The unconstrained run gives the time,
 * the resident set, the value's size and an upper bound (the old generation's peak occupancy,
 * garbage included); each constrained run leaves only a budget of the old generation free and
 * either completes (the need is at most the budget) or runs out of memory (the need is more).
 */
final class Search {
  private static final long MIB = 1 << 20;
  private final Heap heap;
  private final MemoryOperation op;
  private final MemoryRequest req;

  private MemoryCell cell;
  private long payload = -1;
  private long value;
  private long retained;
  private long occupancy = -1;
  private long rssPeak = -1;
  private long rssGrowth = -1;
  private double seconds = Double.NaN;
  private int probes;
  private long lo;
  private long hi;
  private long initialHi;
  private String note = "";
  private volatile long deadline = Long.MAX_VALUE;
  private volatile boolean cellLimit;
  private volatile int finished;
  private volatile long budgetNow;
  private final long cellDeadline;

  Search(Heap heap, MemoryOperation op, MemoryRequest req) {
    this.heap = heap;
    this.op = op;
    this.req = req;
    double left = req.seconds() - java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0;
    this.cellDeadline = req.seconds() <= 0 ? Long.MAX_VALUE : System.nanoTime() + (long) (Math.max(1, left) * 1e9);
  }

  MemoryResult run(MemoryCell c) throws Exception {
    this.cell = c;
    Binding<Object> b = op.bind.get();
    heap.fullGc();
    long usedBefore = heap.used();
    long oldBefore = heap.oldUsed();
    long free = heap.oldFree();
    boolean rss = Heap.resetRssPeak();
    long rssBefore = Heap.status("VmRSS");
    heap.resetPeaks();
    long t0 = System.nanoTime();
    MemoryOperation.Done o;
    try {
      o = op.run(b);
    } catch (Throwable e) {
      if (!isOom(e) || arrayLimit(e)) throw e;
      return new MemoryResult(cell, Status.NEEDS_MORE, -1, free, free, -1, free, -1, -1, -1, Double.NaN, 1,
          Runtime.getRuntime().maxMemory(), "ran out of memory with the whole heap free (" + mib(free)
          + " of old generation beyond the input); give more with --heap");
    }
    seconds = (System.nanoTime() - t0) / 1e9;
    occupancy = heap.oldPeak() - oldBefore;
    rssPeak = Heap.status("VmHWM");
    rssGrowth = rss && rssBefore > 0 ? rssPeak - rssBefore : -1;
    op.check(o.value());
    payload = o.payloadBytes();
    b = null;
    heap.fullGc();
    long withValue = heap.used();
    o = null;
    heap.fullGc();
    // what the library keeps after a write (a buffer pool, a cache) was needed too, and later runs
    // start with it: it is added to every budget. (After a read, a few MiB of the dropped value
    // survive the collections here, so a read's pool is counted in its VALUE instead.)
    retained = c.op() == Op.WRITE ? Math.max(0, heap.used() - usedBefore) : 0;
    if (retained > MIB) note = "keeps " + mib(retained) + " after the operation (a pool or cache), counted in the need";
    else retained = 0;
    value = c.op() == Op.READ ? Math.max(0, withValue - usedBefore) : 0;
    probes = 1;

    // the interval (lo, hi]: the whole free old generation sufficed; the value must fit somewhere
    long young = heap.youngCapacity();
    long lo0 = Math.max(0, value - young);
    lo = lo0;
    hi = Math.min(free, Math.max(occupancy, lo0) + MIB);
    initialHi = hi;
    long res = Math.max(req.resolutionBytes(), (long) (req.relativeResolution() * (hi - lo0)));
    boolean upperChecked = false;
    while (probes <= req.maxProbes()) {
      long budget = upperChecked ? lo + (hi - lo) / 2 : hi;
      if (upperChecked && hi - lo <= res) break;
      if (System.nanoTime() >= cellDeadline) return cellTimeUp();
      long got = probe(budget);
      if (got > 0) {
        hi = Math.min(hi, got);
      } else {
        lo = Math.max(lo, -got);
        if (!upperChecked) hi = free; // the bound was too tight: only the whole heap is known to suffice
      }
      upperChecked = true;
    }
    return result(note);
  }

  /** Runs once with {@code budget} bytes of old generation free; the free bytes, negated when it failed. */
  private long probe(long budget) throws Exception {
    Binding<Object> b = op.bind.get();
    long free = heap.leaveFree(budget);
    budgetNow = free;
    probes++;
    boolean ok;
    long slow = System.nanoTime() + (long) ((req.slowFactor() * seconds + 5) * 1e9);
    cellLimit = cellDeadline < slow;
    deadline = Math.min(slow, cellDeadline);
    try {
      op.run(b);
      ok = true;
    } catch (Throwable e) {
      ok = false;
      if (!isOom(e) && note.isEmpty()) {
        note = "under a budget it failed with " + RoundTripGate.describe(e) + ", counted as not fitting";
      }
    } finally {
      deadline = Long.MAX_VALUE;
      heap.dropBallast();
      finished++;
    }
    b = null;
    return ok ? Math.max(1, free) : -free;
  }

  /** Whether the running probe has overrun its time limit. */
  boolean overdueNow() {
    return System.nanoTime() >= deadline;
  }

  /** The result to report when the running probe overran its time limit. */
  MemoryResult overdue() {
    if (cellLimit) return cellTimeUp();
    lo = Math.max(lo, budgetNow);
    return result("a budget of " + mib(budgetNow) + " ran past its time limit (the collector thrashing), "
        + "counted as not fitting; the search stopped there");
  }

  /** The cell's time is up: what is known is the interval so far (the running budget says nothing). */
  private MemoryResult cellTimeUp() {
    return result("the search stopped at the cell's time limit (--cell-timeout) after " + finished
        + " constrained run(s): the need lies in the interval shown, whose top is "
        + (hi == initialHi ? "the unconstrained run's old-generation peak (garbage included)"
            : "the smallest budget known to suffice"));
  }

  private MemoryResult result(String n) {
    long need = hi + retained;
    long beyond = cell.op() == Op.READ ? Math.max(0, need - value) : need;
    if (!note.isEmpty() && !n.equals(note)) n = n.isEmpty() ? note : note + "; " + n;
    return new MemoryResult(cell, Status.MEASURED, payload, need, lo + retained, value, beyond, occupancy, rssPeak,
        rssGrowth,
        seconds, probes, Runtime.getRuntime().maxMemory(), n);
  }

  static boolean isOom(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof OutOfMemoryError) return true;
      if (t.getMessage() != null && t.getMessage().contains("Java heap space")) return true;
    }
    return false;
  }

  private static boolean arrayLimit(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t.getMessage() != null && t.getMessage().contains("Requested array size exceeds VM limit")) return true;
    }
    return false;
  }

  static String mib(long bytes) {
    return String.format(java.util.Locale.ROOT, "%.1f MiB", bytes / (double) MIB);
  }
}
