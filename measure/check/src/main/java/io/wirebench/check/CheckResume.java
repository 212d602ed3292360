package io.wirebench.check;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.core.BadInputException;
import io.wirebench.records.ResultFile;
import io.wirebench.records.Resumable;
import io.wirebench.records.RunRecord;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Row;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code check --resume DIR}: every row runs in JVMs of its own and its verdicts do not depend on
 * another row's, so a stopped check continues row by row. A row is saved whole, after its last
 * case, so the rows in DIR's checks.json are finished and kept as they are; the row that was running
 * when the process stopped, and every one after it, run now. The matrix, its rows, cases, bounds and
 * options, the machine, the JVM and wirebench's commit must be DIR's.
 */
public final class CheckResume {
  /** The header fields of checks.json that shape the verdicts: they must be DIR's. */
  private static final List<String> SAME = List.of("format", "matrix", "description", "wirebench", "commit", "machine",
      "jvm", "bounds", "options");

  private final Resumable base;
  private final CheckReport was;

  private CheckResume(Resumable base, CheckReport was) {
    this.base = base;
    this.was = was;
  }

  /**
   * Reads DIR.
   *
   * @throws BadInputException when DIR is no check directory this build can continue
   */
  public static CheckResume open(Path dir) {
    Resumable base = Resumable.open(dir, "check");
    Path file = dir.resolve("checks.json");
    try {
      return new CheckResume(base, Files.isRegularFile(file) ? CheckReport.read(file) : null);
    } catch (IOException | RuntimeException e) {
      throw new BadInputException("--resume " + dir + ": its checks.json cannot be read (" + e.getMessage() + ")");
    }
  }

  /** DIR and the checks every kind makes. */
  public Resumable base() {
    return base;
  }

  /** The processes that worked on DIR, this one to be added after them. */
  List<RunRecord.ProcessRecord> processes() {
    return base.record().header().processes();
  }

  /** When DIR's run started. */
  String started() {
    return base.record().header().started();
  }

  /**
   * The verdicts of DIR's finished rows, after checking that this build plans what DIR checked.
   *
   * @param header the checks.json header this build made from DIR's command line
   * @throws BadInputException naming what differs
   */
  Map<String, List<CaseVerdict>> kept(Map<String, Object> header, List<Row> rows, List<Case> cases) {
    if (was == null) return Map.of();
    List<String> diffs = new ArrayList<>();
    JsonNode a = ResultFile.MAPPER.valueToTree(was.header());
    JsonNode b = ResultFile.MAPPER.valueToTree(header);
    for (String f : SAME) Resumable.differences(f, a.path(f), b.path(f), diffs);
    Resumable.differences("rows", ResultFile.MAPPER.valueToTree(was.rows()), ResultFile.MAPPER.valueToTree(rows), diffs);
    Resumable.differences("cases", ResultFile.MAPPER.valueToTree(was.cases()), ResultFile.MAPPER.valueToTree(cases),
        diffs);
    base.refuse(diffs);
    Map<String, List<CaseVerdict>> kept = new LinkedHashMap<>();
    for (CaseVerdict v : was.verdicts()) kept.computeIfAbsent(v.row(), r -> new ArrayList<>()).add(v);
    return kept;
  }
}
