package io.wirebench.analysis;

import java.util.Locale;

/**
 * The memory study's verdicts, as data that the memory driver records and every table shows: does
 * an operation stream, or buffer the payload (from the memory beyond its input over the payload
 * size), and does its need grow from one size of a data set to the next.
 */
public final class StreamingVerdict {
  /** Under this share of the payload, an operation streams. */
  public static final double STREAMS_BELOW = 0.10;
  /** From this share of the payload, an operation buffers it (all of it, give or take). */
  public static final double BUFFERS_FROM = 0.50;
  /** Two sizes of a data set: a need that grows less than this stays flat. */
  public static final double FLAT_BELOW = 2.0;
  /** A need under this many bytes is the method's noise: growth compares from here up. */
  public static final long GROWTH_FLOOR_BYTES = 1 << 20;

  private StreamingVerdict() {}

  /**
   * streams, partly or buffers for a measured need over the payload ({@code ratio}); "buffers?" for
   * one that did not fit in the whole heap; empty for any other cell.
   */
  public static String of(boolean measured, boolean needsMore, double ratio) {
    if (needsMore) return "buffers?";
    if (!measured) return "";
    if (ratio < STREAMS_BELOW) return "streams";
    return ratio < BUFFERS_FROM ? "partly" : "buffers";
  }

  /** How many times the need grew from {@code smallBytes} to {@code bigBytes}, needs under the floor counting as it. */
  public static double growth(long smallBytes, long bigBytes) {
    return Math.max(bigBytes, GROWTH_FLOOR_BYTES) / (double) Math.max(smallBytes, GROWTH_FLOOR_BYTES);
  }

  /** "flat" for a growth under {@link #FLAT_BELOW}, else "grows 3.1×". */
  public static String growthVerdict(double growth) {
    return growth < FLAT_BELOW ? "flat" : String.format(Locale.ROOT, "grows %.1f×", growth);
  }

  /** One line for the tables' legend. */
  public static String legend() {
    return String.format(Locale.ROOT, "streams: needs under %.0f%% of the payload beyond its input; "
        + "buffers: %.0f%% or more; partly: between. A read's figure excludes the value it builds (VALUE).",
        STREAMS_BELOW * 100, BUFFERS_FROM * 100);
  }
}
