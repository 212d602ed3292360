package io.wirebench.memory;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The child JVM's view of its heap under the serial collector, whose old generation has a fixed
 * size (-Xms = -Xmx, -Xmn fixed): how much it holds, a ballast that takes all but a given budget
 * of it, and the process's resident set from {@code /proc/self/status}.
 */
final class Heap {
  /** Ballast chunks: far above -XX:PretenureSizeThreshold, so they go straight to the old generation. */
  private static final int CHUNK = 64 << 20;

  private final MemoryPoolMXBean old;
  private final List<MemoryPoolMXBean> pools = new ArrayList<>();
  private volatile List<byte[]> ballast = new ArrayList<>();

  Heap() {
    MemoryPoolMXBean tenured = null;
    for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
      if (p.getType() != MemoryType.HEAP) continue;
      pools.add(p);
      if (p.getName().contains("Old") || p.getName().contains("Tenured")) tenured = p;
    }
    if (tenured == null) {
      throw new IllegalStateException("no old generation pool; the memory child needs -XX:+UseSerialGC");
    }
    this.old = tenured;
  }

  /**
   * Full collections until the heap stops shrinking (at most four). One is not enough: measured
   * after a write, a single System.gc() left the control's dead payload array in the heap, so the
   * control seemed to keep its payload (and to need twice it).
   */
  void fullGc() {
    long before = Long.MAX_VALUE;
    for (int i = 0; i < 4; i++) {
      System.gc();
      long now = used();
      if (now >= before - (256 << 10)) return;
      before = now;
    }
  }

  /** Bytes the whole heap holds. */
  long used() {
    long u = 0;
    for (MemoryPoolMXBean p : pools) u += p.getUsage().getUsed();
    return u;
  }

  /** The young generation's capacity: eden and both survivor spaces. */
  long youngCapacity() {
    long y = 0;
    for (MemoryPoolMXBean p : pools) if (p != old) y += Math.max(0, p.getUsage().getMax());
    return y;
  }

  long oldUsed() {
    return old.getUsage().getUsed();
  }

  long oldFree() {
    return old.getUsage().getMax() - old.getUsage().getUsed();
  }

  void resetPeaks() {
    for (MemoryPoolMXBean p : pools) p.resetPeakUsage();
  }

  long oldPeak() {
    return old.getPeakUsage().getUsed();
  }

  /** Fills the old generation so that {@code budget} bytes of it stay free; returns the free bytes. */
  long leaveFree(long budget) {
    ballast = new ArrayList<>();
    fullGc();
    long take = oldFree() - budget;
    while (take > 0) {
      int n = (int) Math.min(CHUNK, take);
      if (n < (1 << 20)) break; // below this a chunk might land in the young generation
      ballast.add(new byte[n]);
      take -= n;
    }
    fullGc(); // the probe starts from an empty young generation, as the unconstrained run did
    return oldFree();
  }

  void dropBallast() {
    ballast = new ArrayList<>();
  }

  /** Resets the peak resident set (Linux 4.0+); false where that is not possible. */
  static boolean resetRssPeak() {
    try {
      Files.writeString(Path.of("/proc/self/clear_refs"), "5");
      return true;
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  /** A field of /proc/self/status in bytes (VmRSS, VmHWM), or -1. */
  static long status(String field) {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith(field + ":")) {
          String[] parts = line.substring(field.length() + 1).trim().split("\\s+");
          return Long.parseLong(parts[0]) * 1024;
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux
    }
    return -1;
  }
}
