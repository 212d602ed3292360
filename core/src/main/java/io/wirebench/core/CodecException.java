package io.wirebench.core;

/**
 * A codec failed on data: bad input to a decoder, a value it refuses to encode, a round trip that
 * did not come back equal. The message names the codec and what happened.
 */
public class CodecException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public CodecException(String message) {
    super(message);
  }

  public CodecException(String message, Throwable cause) {
    super(message, cause);
  }
}
