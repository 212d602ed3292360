package io.wirebench.check;

import io.wirebench.records.LegacyRecord;
import io.wirebench.records.RunRecord;
import io.wirebench.records.checks.CheckReport;
import java.io.IOException;
import java.nio.file.Path;

/** A check directory of an older wirebench (checks.json alone, wirebench-checks/1) read as the shared record. */
public final class CheckLegacy implements LegacyRecord {
  @Override public String file() {
    return "checks.json";
  }

  @Override public RunRecord read(Path file) throws IOException {
    return CheckRun.record(CheckReport.read(file));
  }
}
