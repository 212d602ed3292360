package io.wirebench.records;

/**
 * Keeps what a long command measured when it is stopped (Ctrl-C, SIGTERM): a shutdown hook that
 * runs {@code save} while the work runs, removed when the work ends on its own. Every command
 * that measures uses this one guard.
 */
public final class SaveOnExit implements AutoCloseable {
  private final Thread hook;

  private SaveOnExit(Thread hook) {
    this.hook = hook;
  }

  /** Runs {@code save} if the JVM is stopped before {@link #close()}. */
  public static SaveOnExit install(String name, Runnable save) {
    Thread hook = new Thread(save, "wirebench-save-" + name);
    Runtime.getRuntime().addShutdownHook(hook);
    return new SaveOnExit(hook);
  }

  /** The work ended on its own: nothing to save on exit any more. */
  @Override public void close() {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // the hook is running or has run: it saves
    }
  }
}
