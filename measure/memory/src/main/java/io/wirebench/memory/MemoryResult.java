package io.wirebench.memory;

import io.wirebench.analysis.StreamingVerdict;

/**
 * What one cell measured, as memory.json records it. Sizes are bytes; -1 where not measured.
 *
 * @param cell what was measured
 * @param status how the cell ended
 * @param payloadBytes the encoded size (bytes written, or the size of the file read)
 * @param needBytes the smallest old-generation budget beyond the input in which the operation
 *     completed: for a write the memory beyond the source value; for a read, including the value
 *     read (see {@code valueBytes}); for {@code NEEDS_MORE}, the budget it did not fit in
 * @param needLowBytes the largest budget in which it did not complete (0 if none was tried): the
 *     true need lies in (needLow, need]
 * @param valueBytes for a read, the heap the value read retains (measured after a full GC)
 * @param beyondBytes the figure the tables show: the need for a write; for a read, the need
 *     beyond the value read (what holding the document costs)
 * @param occupancyBytes peak occupancy of the old generation during the unconstrained run, over
 *     what it held before: an upper bound of the need, garbage included
 * @param rssPeakBytes the process's peak resident set (VmHWM) during the unconstrained run
 * @param rssGrowthBytes VmHWM during the unconstrained run minus VmRSS before it
 * @param seconds the unconstrained run's time, one cold operation (JVM started, source ready)
 * @param probes how many times the operation ran (the unconstrained run and each budget tried)
 * @param heapBytes the child JVM's heap (-Xmx = -Xms)
 * @param note why a cell was not measured, or what a reader must know
 */
public record MemoryResult(MemoryCell cell, Status status, long payloadBytes, long needBytes,
    long needLowBytes, long valueBytes, long beyondBytes, long occupancyBytes, long rssPeakBytes,
    long rssGrowthBytes, double seconds, int probes, long heapBytes, String note) {

  /** How a cell ended. */
  public enum Status {
    /** The need was found. */
    MEASURED,
    /** It did not complete even with the whole heap free: it needs more than {@code needBytes}. */
    NEEDS_MORE,
    /** The child JVM did not finish in the cell's time limit. */
    TIMEOUT,
    /** The codec cannot model the data set (a gap, with its reason). */
    GAP,
    /** The codec failed, or cannot run here. */
    FAILED,
    /** Stopped before it ran (Ctrl-C). */
    NOT_RUN
  }

  /** A result with nothing measured. */
  public static MemoryResult of(MemoryCell cell, Status status, String note) {
    return new MemoryResult(cell, status, -1, -1, -1, -1, -1, -1, -1, -1, Double.NaN, 0, -1, note);
  }

  /** A copy with another note. */
  public MemoryResult withNote(String n) {
    return new MemoryResult(cell, status, payloadBytes, needBytes, needLowBytes, valueBytes, beyondBytes,
        occupancyBytes, rssPeakBytes, rssGrowthBytes, seconds, probes, heapBytes, n);
  }

  /** The need over the payload size, or NaN. */
  public double ratio() {
    return status == Status.MEASURED && payloadBytes > 0 ? (double) beyondBytes / payloadBytes : Double.NaN;
  }

  /** streams, partly or buffers, by {@link StreamingVerdict}; empty when not measured. */
  public String verdict() {
    return StreamingVerdict.of(status == Status.MEASURED, status == Status.NEEDS_MORE, ratio());
  }
}
