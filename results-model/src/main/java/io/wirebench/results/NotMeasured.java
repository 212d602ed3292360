package io.wirebench.results;

/**
 * Something selected that will not be measured, and why.
 *
 * @param codec codec id, or null for an operation and target no codec has a benchmark for
 * @param dataset data set id, or null when the codec cannot run at all
 * @param cell the operation and target, or null for the whole pair
 * @param kind {@code gate-failed} (with a cell: that operation's own check failed), {@code gap},
 *     {@code unavailable}, {@code no-target} or {@code read-only} (a write, roundtrip or saveload
 *     cell of a codec that only reads), {@code no-access} (an access cell of a binding without an
 *     access path), {@code no-partial} (a partial cell of a binding without a partial read), or
 *     {@code no-benchmark} (an operation selected with a target it has no benchmark for)
 * @param reason why, for people
 */
public record NotMeasured(String codec, String dataset, String cell, String kind, String reason) {
  /** One line for people. */
  public String describe() {
    if (codec == null) return cell + ": " + reason;
    String what = codec + (dataset == null ? "" : " on " + dataset) + (cell == null ? "" : " (" + cell + ")");
    return what + ": " + reason;
  }
}
