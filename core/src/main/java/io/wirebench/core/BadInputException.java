package io.wirebench.core;

/**
 * What a person typed cannot be used as given: a name, a comma list, a data set's parameters, a
 * file. The message names the input and says what to do; command lines report it as a usage
 * error (exit code 2), never as a bug.
 */
public class BadInputException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public BadInputException(String message) {
    super(message);
  }
}
