package io.wirebench.records;

import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * What a command shows when Ctrl-C stops a measuring driver, from the directory the driver has just
 * saved (the shutdown hook cannot return it to the command). The command passes its presentation,
 * so that no driver depends on one.
 */
@FunctionalInterface
public interface Interrupted {
  /** Nothing to show. */
  Interrupted NOTHING = (dir, w) -> { };

  /** Shows what the saved run directory holds. */
  void show(Path dir, PrintWriter w);
}
