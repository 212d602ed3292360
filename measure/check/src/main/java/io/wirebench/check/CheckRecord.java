package io.wirebench.check;

import io.wirebench.records.ResultFile;
import io.wirebench.records.RunRecord;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A matrix's verdicts in the shared record ({@link RunRecord}, kind {@code check}): one cell per row
 * and case, the row as its codec, the case as its data set, the matrix as its target and the
 * outcome in its details ({@code outcome}, {@code error}, {@code millis}, {@code peakHeapBytes}).
 * The cases (with their expectations) and the rows (with library and configuration) are in the
 * header's {@code setup}, so that a report or a comparison needs nothing else.
 */
public final class CheckRecord {
  private CheckRecord() {}

  /** The matrix, its cases and rows, its bounds and options, as the header's setup. */
  static Map<String, Object> setup(CheckReport report) {
    Map<String, Object> setup = new LinkedHashMap<>();
    setup.put("matrix", report.matrix());
    setup.put("description", report.header().get("description"));
    setup.put("bounds", report.header().get("bounds"));
    setup.put("options", report.header().get("options"));
    // as plain maps, the form they take in the file, so that a record read back and one made here agree
    setup.put("cases", ResultFile.MAPPER.convertValue(report.cases(), List.class));
    setup.put("rows", ResultFile.MAPPER.convertValue(report.rows(), List.class));
    return setup;
  }

  /** One cell per verdict, in the order the rows ran. */
  static List<RunRecord.CellRecord> cells(CheckReport report) {
    List<RunRecord.CellRecord> out = new ArrayList<>();
    for (CaseVerdict v : report.verdicts()) {
      Map<String, Object> details = new LinkedHashMap<>();
      details.put("outcome", v.outcome().label());
      details.put("error", v.error());
      details.put("millis", v.millis());
      details.put("peakHeapBytes", v.peakHeapBytes());
      String status = v.outcome() == Outcome.UNAVAILABLE ? "unavailable"
          : v.outcome() == Outcome.NOT_APPLICABLE ? "not-applicable" : "done";
      out.add(new RunRecord.CellRecord("check/" + report.matrix() + "/" + v.row() + "/" + v.caseId(), "check", "check",
          report.matrix(), v.row(), v.caseId(), null, status, v.detail(), v.millis() < 0 ? 0 : v.millis() / 1000.0,
          0, null, Map.of(), List.of(), details));
    }
    return out;
  }
}
