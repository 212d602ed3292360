package io.wirebench.core;

/**
 * A codec cannot model one data set (a schema that lacks it, a library that cannot bind its
 * types). The message is the reason listed for that gap.
 */
public class UnsupportedDataSetException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public UnsupportedDataSetException(String reason) {
    super(reason);
  }
}
