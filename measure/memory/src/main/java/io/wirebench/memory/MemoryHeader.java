package io.wirebench.memory;

import io.wirebench.core.Codec;
import io.wirebench.core.UserClasses;
import io.wirebench.harness.JvmInfo;
import io.wirebench.records.Format;
import io.wirebench.records.RunInfo;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** What a memory run records about itself (memory.json's header), and how it words a cell's result. */
public final class MemoryHeader {
  private static final double MIB = 1 << 20;

  private MemoryHeader() {}

  /**
   * The header: wirebench, the machine, the children's JVM, the method's settings, the codecs' libraries,
   * and the user's class path when the run measured the user's classes.
   */
  public static Map<String, Object> of(JvmInfo java, MemoryRun.Settings s, long timeoutSeconds, List<Codec> codecs) {
    Map<String, Object> h = new LinkedHashMap<>();
    h.put("wirebench", RunInfo.wirebenchVersion());
    h.put("gitCommit", RunInfo.gitCommit());
    h.put("started", Instant.now().toString());
    h.put("machine", RunInfo.machine());
    h.put("jvm", java);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("method", "minimum old-generation budget, halving, in one JVM per cell (docs/metrics.md)");
    m.put("heapBytes", s.heapBytes());
    m.put("youngGeneration", MemoryRun.YOUNG);
    m.put("flags", List.of("-XX:+UseSerialGC", "-Xms=-Xmx", "-Xmn" + MemoryRun.YOUNG, "-XX:PretenureSizeThreshold=256k"));
    m.put("resolutionBytes", s.resolutionBytes());
    m.put("relativeResolution", s.relativeResolution());
    m.put("maxProbes", s.maxProbes());
    m.put("cellTimeoutSeconds", timeoutSeconds);
    h.put("settings", m);
    Map<String, String> libs = new LinkedHashMap<>();
    for (Codec c : codecs) libs.put(c.info().id(), c.info().library() + " " + c.info().version());
    h.put("codecs", libs);
    List<String> user = UserClasses.entries().stream().map(Object::toString).toList();
    if (!user.isEmpty()) h.put("userClasspath", user);
    return h;
  }

  /** One line on a cell's result, for progress. */
  public static String summary(MemoryResult r) {
    return switch (r.status()) {
      case MEASURED -> String.format(Locale.ROOT, "%s MiB beyond input, %.2f× payload of %s MiB: %s (%s)",
          mib(r.beyondBytes()), r.ratio(), mib(r.payloadBytes()), r.verdict(), Format.seconds(r.seconds()));
      case NEEDS_MORE -> "needs more than " + mib(r.needBytes()) + " MiB";
      default -> r.status().name().toLowerCase(Locale.ROOT) + ": " + r.note();
    };
  }

  private static String mib(long b) {
    return String.format(Locale.ROOT, "%.1f", b / MIB);
  }

  /**
   * A heap size as {@code --heap} takes it: 512m, 6g, 1024k or bytes, at least 64 MiB.
   *
   * @throws io.wirebench.core.BadInputException saying how to write it
   */
  public static long heapSize(String s) {
    String t = s.trim().toLowerCase(Locale.ROOT);
    long unit = t.endsWith("g") ? 1L << 30 : t.endsWith("m") ? 1L << 20 : t.endsWith("k") ? 1L << 10 : 1;
    try {
      long v = (long) (Double.parseDouble(t.replaceAll("[gmk]$", "")) * unit);
      if (v < (64L << 20)) throw new NumberFormatException();
      return v;
    } catch (NumberFormatException e) {
      throw new io.wirebench.core.BadInputException("--heap " + s + " is not a heap size of 64m or more; write it as 512m or 6g");
    }
  }
}
