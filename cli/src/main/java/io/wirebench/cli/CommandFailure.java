package io.wirebench.cli;

/** A command ran but failed (bad bytes to decode, a codec that fails the gate); exit code 1. */
final class CommandFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  CommandFailure(String message) {
    super(message);
  }
}
