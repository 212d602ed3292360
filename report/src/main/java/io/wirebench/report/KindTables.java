package io.wirebench.report;

import io.wirebench.records.SavedRun;
import java.io.PrintWriter;

/**
 * The terminal tables of the kinds that are not speed runs, read from the saved record as the
 * reports read it, so that a driver prints its progress and the command the tables: cold start
 * ({@link ColdStartTables}). Memory's, HTTP's and the checks' tables are still printed by their
 * drivers from the results in memory (docs/architecture.md).
 */
public final class KindTables {
  private KindTables() {}

  /** Prints the tables of a saved run; nothing for a kind without terminal tables here. */
  public static void print(SavedRun saved, PrintWriter w) {
    String kind = saved.record().header() == null ? null : saved.record().header().kind();
    if ("coldstart".equals(kind)) ColdStartTables.print(saved.record(), w);
    w.flush();
  }
}
