package io.wirebench.check.peers;

import java.io.IOException;

/**
 * A peer that failed: its library refused a value or bytes (the message is the library's error),
 * or its process could not start, died or did not answer (the message ends with its stderr).
 */
public final class PeerException extends IOException {
  private static final long serialVersionUID = 1L;

  public PeerException(String message) {
    super(message);
  }
}
