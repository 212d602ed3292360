package io.wirebench.store;

/** The store cannot be opened, migrated, read or written; the message names the store and the cause. */
public final class StoreException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  StoreException(StoreLocation where, String doing, Throwable cause) {
    super(doing + " " + where + ": " + firstLine(cause), cause);
  }

  private static String firstLine(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) root = root.getCause();
    String m = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    return m.lines().findFirst().orElse("").trim();
  }
}
