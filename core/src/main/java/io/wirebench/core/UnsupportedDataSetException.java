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

  /**
   * The gap of a codec that binds only classes it has code for, generated or written ahead of time
   * ({@code what}: "Scala case classes", "a schema"...). On a user's own class ({@code class:FQCN:PATH})
   * it says that plainly; on the built-in data sets it gives {@code builtIn}, which tells a
   * contributor where to add the missing code.
   */
  public static UnsupportedDataSetException needsCode(DataSet<?> dataSet, String what, String builtIn) {
    if (dataSet.isUserClass()) {
      return new UnsupportedDataSetException("needs code generated or written ahead of time for each class it binds ("
          + what + "), and wirebench has none for your " + dataSet.typeName());
    }
    return new UnsupportedDataSetException(builtIn);
  }
}
