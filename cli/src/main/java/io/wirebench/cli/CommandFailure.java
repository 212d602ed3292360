package io.wirebench.cli;

import io.wirebench.core.RoundTripGate;

/** A command ran but failed (bad bytes to decode, a codec that fails the gate); exit code 1. */
final class CommandFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  CommandFailure(String message) {
    super(message);
  }

  /**
   * What a library threw, in one line: the gate's description, and for the Errors a library can
   * throw on bad or large input, what it means.
   */
  static String describe(Throwable e) {
    if (e instanceof StackOverflowError) {
      return "StackOverflowError: the value is nested too deeply for this codec's recursion";
    }
    if (e instanceof OutOfMemoryError) {
      return "OutOfMemoryError (" + e.getMessage() + "): give the JVM more heap (e.g. JAVA_TOOL_OPTIONS=-Xmx8g) "
          + "or use smaller data";
    }
    return RoundTripGate.describe(e);
  }
}
