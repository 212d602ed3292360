package io.wirebench.records;

import java.nio.file.Path;

/**
 * What a measuring command's driver hands back to the command: the exit code and the run directory
 * it saved, from which the command prints the answer (the driver prints its progress, never the
 * answer).
 *
 * @param exitCode 0, or 1 when a cell failed
 * @param dir the run directory saved, or null when nothing was (a dry run)
 * @param cells how many cells the run had
 * @param seconds the run's wall time
 */
public record Outcome(int exitCode, Path dir, int cells, double seconds) {

  /** An outcome that saved nothing. */
  public static Outcome nothingSaved(int exitCode) {
    return new Outcome(exitCode, null, 0, 0);
  }
}
