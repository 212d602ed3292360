package io.wirebench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Checks an output option before any work is done, so that a path that cannot be written is a
 * one-line usage error (exit 2) instead of a stack trace after minutes of work.
 */
final class OutputPaths {
  private OutputPaths() {}

  /**
   * An option that takes a FILE to write (an existing file is replaced). Refuses a directory and a
   * path that cannot be written; creates missing parent directories.
   *
   * @throws UsageException naming the option and the path
   */
  static Path requireFile(Path file, String option) {
    if (Files.isDirectory(file)) {
      throw new UsageException(option + " " + file + " is a directory; " + option
          + " takes the path of a FILE to write (e.g. " + file.resolve("out.json") + ")");
    }
    if (Files.exists(file) && !Files.isWritable(file)) {
      throw new UsageException(option + " " + file + " cannot be written (no permission); give another file");
    }
    Path parent = file.toAbsolutePath().getParent();
    try {
      if (parent != null) {
        Files.createDirectories(parent);
        Files.delete(Files.createTempFile(parent, ".wirebench-", ".probe"));
      }
    } catch (IOException | SecurityException e) {
      throw new UsageException(option + " " + file + " cannot be written: " + reason(e)
          + "; give a file in a writable directory");
    }
    return file;
  }

  /**
   * A command's run directory: {@code --out}, or {@code results/<prefix><yyyyMMdd-HHmmss>}; checked
   * as {@link #requireNewDirectory}, and refused when it already holds the command's own results
   * file. Creates nothing.
   *
   * @param prefix the default directory's prefix ({@code "http-"}, {@code "memory-"}, or empty)
   * @param resultsFile the file the command writes there ({@code run.json}, {@code http.json}, ...)
   */
  static Path runDirectory(Path out, String prefix, String resultsFile) {
    return runDirectory(out, prefix, resultsFile, "--out");
  }

  /** {@link #runDirectory(Path, String, String)} for a command whose option for it is {@code option}. */
  static Path runDirectory(Path out, String prefix, String resultsFile, String option) {
    Path dir = out != null ? out
        : Path.of("results", prefix + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    requireNewDirectory(dir, option);
    if (Files.isRegularFile(dir.resolve(resultsFile))) {
      throw new UsageException(option + " " + dir + " already holds results (" + resultsFile + "); choose another "
          + "directory, results are never overwritten");
    }
    return dir;
  }

  /**
   * An option that takes a new DIRECTORY to fill (a run directory). Refuses an existing file, a
   * directory that already holds results ({@code run.json}), and a path that cannot be created.
   * Creates nothing: the command creates the directory when it writes.
   *
   * @throws UsageException naming the option and the path
   */
  static Path requireNewDirectory(Path dir, String option) {
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new UsageException(option + " " + dir + " is a file; " + option
          + " takes a DIRECTORY to write results into (a new one, or an empty one)");
    }
    if (Files.isRegularFile(dir.resolve("run.json"))) {
      throw new UsageException(option + " " + dir + " already holds results (run.json); choose another "
          + "directory, results are never overwritten");
    }
    Path existing = dir.toAbsolutePath();
    while (existing != null && !Files.exists(existing)) existing = existing.getParent();
    try {
      if (existing == null || !Files.isDirectory(existing)) {
        throw new IOException((existing == null ? "no existing parent" : existing + " is not a directory"));
      }
      Files.delete(Files.createTempFile(existing, ".wirebench-", ".probe"));
    } catch (IOException | SecurityException e) {
      throw new UsageException(option + " " + dir + " cannot be created: " + reason(e)
          + "; give a directory in a writable place");
    }
    return dir;
  }

  private static String reason(Exception e) {
    String m = e.getMessage() == null ? "" : e.getMessage();
    if (e instanceof java.nio.file.AccessDeniedException) return "permission denied (" + m + ")";
    if (e instanceof java.nio.file.NoSuchFileException) return "no such directory (" + m + ")";
    if (e instanceof java.nio.file.FileSystemException fse && fse.getReason() != null) {
      return fse.getReason() + " (" + fse.getFile() + ")";
    }
    return e.getClass().getSimpleName() + (m.isEmpty() ? "" : ": " + m);
  }
}
