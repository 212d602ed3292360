package io.wirebench.memory;

/**
 * The study's verdict on a cell: does the operation stream, or buffer the payload? From the
 * memory beyond the input (beyond the value, for a read) over the payload size.
 */
final class Verdicts {
  /** Under this share of the payload, an operation streams. */
  static final double STREAMS_BELOW = 0.10;
  /** From this share of the payload, an operation buffers it (all of it, give or take). */
  static final double BUFFERS_FROM = 0.50;
  /** Two sizes of a data set: a need that grows less than this stays flat. */
  static final double FLAT_BELOW = 2.0;

  private Verdicts() {}

  static String of(MemoryResult r) {
    if (r.status() == MemoryResult.Status.NEEDS_MORE) return "buffers?";
    if (r.status() != MemoryResult.Status.MEASURED) return "";
    double ratio = r.ratio();
    if (ratio < STREAMS_BELOW) return "streams";
    return ratio < BUFFERS_FROM ? "partly" : "buffers";
  }

  /** One line for the tables' legend. */
  static String legend() {
    return String.format(java.util.Locale.ROOT, "streams: needs under %.0f%% of the payload beyond its input; "
        + "buffers: %.0f%% or more; partly: between. A read's figure excludes the value it builds (VALUE).",
        STREAMS_BELOW * 100, BUFFERS_FROM * 100);
  }
}
