package io.wirebench.records.checks;

import java.util.Locale;

/**
 * What happened in one case of a matrix. The first five are a reader's fate on an input (the
 * hostile and conformance matrices); the others belong to the matrices that judge rather than
 * just observe.
 */
public enum Outcome {
  /** The reader returned a value (what came back is in the detail). */
  ACCEPTED,
  /** The reader threw an exception (its class is in the verdict's error). */
  REJECTED,
  /** A StackOverflowError or another Error, or the JVM died. */
  CRASHED,
  /** The case ran over its time bound; its JVM was killed. */
  TIMED_OUT,
  /** An OutOfMemoryError within the JVM's heap bound. */
  OUT_OF_MEMORY,
  /** The expectation of the case was met. */
  PASS,
  /** The expectation of the case was not met (the detail says how). */
  FAIL,
  /** The library can do it (the detail says how it was configured). */
  YES,
  /** The library cannot do it, or not as configured (the detail says why). */
  NO,
  /** A class the library was never told about was instantiated. */
  INSTANTIATED,
  /** The library refused to instantiate the class it was never told about. */
  REFUSED,
  /** The case does not apply to this row (a binary input for a JSON reader, say). */
  NOT_APPLICABLE,
  /** The row cannot run here (the detail says why). */
  UNAVAILABLE;

  /** The label in tables: lower case, words joined with '-'. */
  public String label() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The outcomes of a thrown {@link Throwable}, by its kind. */
  public static Outcome ofThrown(Throwable t) {
    if (t instanceof OutOfMemoryError) return OUT_OF_MEMORY;
    if (t instanceof Error) return CRASHED;
    return REJECTED;
  }
}
