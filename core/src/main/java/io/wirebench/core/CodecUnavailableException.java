package io.wirebench.core;

/**
 * A codec cannot run here at all (library missing, JDK too new, needs a JVM flag). The message is
 * the reason that {@code wirebench list} prints, and should say what to do about it.
 */
public class CodecUnavailableException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public CodecUnavailableException(String reason) {
    super(reason);
  }

  public CodecUnavailableException(String reason, Throwable cause) {
    super(reason, cause);
  }
}
