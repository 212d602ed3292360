package io.wirebench.core;

/**
 * The round-trip gate's finding for one codec and one data set. Only {@link Status#PASS} pairs
 * are timed.
 *
 * @param codec codec id
 * @param dataset data set id
 * @param status outcome
 * @param phase where it failed: {@code bind}; {@code write}, {@code read}, {@code compare} (the
 *     byte[] round trip); {@code reference} (the reference encoding a read-only codec reads could
 *     not be made); {@code json} (tree comparison with the reference encoding);
 *     {@code trailing} (a codec that should refuse trailing bytes read them); or the label of
 *     another timed target whose round trip failed ({@code stream}, {@code file}, {@code string},
 *     {@code writer}, {@code reader}); {@code access} or {@code partial} (that operation's check,
 *     {@link RoundTripGate#checkAccess}, {@link RoundTripGate#checkPartial}); null when it passed
 * @param message what failed, with the first differing path and values; the reason for a gap;
 *     for a read-only codec's pass, {@link RoundTripGate#READ_ONLY_PASS}; for a dialect codec's pass,
 *     {@link RoundTripGate#DIALECT_PASS} and how its bytes differ from the format's standard form
 * @param encodedSize bytes of the encoding, or -1 when nothing was written; for a read-only codec,
 *     bytes of the reference JSON encoding it read
 */
public record Verdict(String codec, String dataset, Status status, String phase, String message,
    long encodedSize) {

  /** Outcome of the gate. */
  public enum Status {
    /** Wrote, read back and compared equal: it will be timed. */
    PASS,
    /** Wrote or read wrongly: excluded from timing, reported. */
    FAIL,
    /** The codec cannot model this data set (a documented gap). */
    GAP,
    /** The codec cannot run here at all. */
    UNAVAILABLE
  }

  public boolean passed() {
    return status == Status.PASS;
  }

  /** One line for people: codec, data set, phase and message. */
  public String describe() {
    String where = phase == null ? "" : " (" + phase + ")";
    return codec + " on " + dataset + ": " + status.name().toLowerCase(java.util.Locale.ROOT) + where
        + (message == null || message.isEmpty() ? "" : ": " + message);
  }
}
