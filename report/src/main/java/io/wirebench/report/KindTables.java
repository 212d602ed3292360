package io.wirebench.report;

import io.wirebench.records.SavedRun;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * The terminal tables of the kinds that are not speed runs, read from the saved record as the
 * reports read it, so that a driver prints its progress and the command the tables: cold start
 * ({@link ColdStartTables}), memory ({@link MemoryTables}) and HTTP ({@link HttpTables}).
 */
public final class KindTables {
  private KindTables() {}

  /** Prints the tables of a saved run; nothing for a kind without terminal tables here. */
  public static void print(SavedRun saved, PrintWriter w) {
    String kind = saved.record().header() == null ? null : saved.record().header().kind();
    if ("coldstart".equals(kind)) ColdStartTables.print(saved.record(), w);
    if ("memory".equals(kind)) MemoryTables.print(saved.record(), w);
    if ("http".equals(kind)) HttpTables.print(saved.record(), w);
    w.flush();
  }

  /** The tables of the cells a run stopped by Ctrl-C had finished, from the directory it saved first. */
  public static void interrupted(Path dir, PrintWriter w) {
    try {
      print(SavedRun.read(dir), w);
    } catch (RuntimeException e) {
      w.println("(no tables: " + SavedRun.firstLine(e) + ")");
    }
    w.flush();
  }
}
