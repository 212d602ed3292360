package io.wirebench.report;

import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.Template;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A check's verdicts as one self-contained HTML page ({@code checks.html}): the grid coloured by
 * outcome, each cell's detail on hover, the cases and the rows with their configuration. Rendered
 * with the same templating library as the run report (JMustache), which escapes every value.
 */
final class ChecksHtml {
  private ChecksHtml() {}

  static void write(CheckReport report, Path file) throws IOException {
    Template t;
    try (Reader r = new InputStreamReader(ChecksHtml.class.getResourceAsStream("checks.html.mustache"),
        StandardCharsets.UTF_8)) {
      t = Mustache.compiler().emptyStringIsFalse(true).defaultValue("").compile(r);
    }
    Files.writeString(file, t.execute(model(report)), StandardCharsets.UTF_8);
  }

  static Map<String, Object> model(CheckReport report) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("matrix", report.matrix());
    m.put("description", report.header().getOrDefault("description", ""));
    List<Map<String, String>> facts = new ArrayList<>();
    for (String k : List.of("started", "wirebench", "commit", "jvm", "bounds")) {
      Object v = report.header().get(k);
      if (v != null) facts.add(Map.of("name", k, "value", v.toString()));
    }
    if (!report.complete()) facts.add(Map.of("name", "complete", "value", "no: the check was stopped or is running"));
    m.put("facts", facts);
    List<Map<String, String>> legend = new ArrayList<>();
    java.util.Set<Outcome> seen = java.util.EnumSet.noneOf(Outcome.class);
    for (CaseVerdict v : report.verdicts()) seen.add(v.outcome());
    for (Outcome o : seen) legend.add(Map.of("label", o.label()));
    m.put("legend", legend);
    m.put("cases", report.cases());
    m.put("rows", report.rows());
    List<Map<String, Object>> grid = new ArrayList<>();
    for (Row r : report.rows()) {
      Map<String, CaseVerdict> by = report.byCase(r.id());
      List<Map<String, String>> cells = new ArrayList<>();
      for (Case c : report.cases()) {
        CaseVerdict v = by.get(c.id());
        cells.add(v == null ? Map.of("label", "", "title", "")
            : Map.of("label", v.outcome().label(), "title", title(v)));
      }
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("id", r.id());
      row.put("config", r.library() + (r.config().isEmpty() ? "" : ": " + r.config()));
      row.put("cells", cells);
      grid.add(row);
    }
    m.put("grid", grid);
    return m;
  }

  private static String title(CaseVerdict v) {
    StringBuilder sb = new StringBuilder(v.caseId()).append(": ").append(v.outcome().label());
    if (v.error() != null) sb.append(" (").append(CheckTables.simple(v.error())).append(')');
    if (v.detail() != null && !v.detail().isEmpty()) sb.append(" - ").append(v.detail());
    if (v.millis() >= 0) sb.append(" [").append(v.millis()).append(" ms");
    if (v.peakHeapBytes() >= 0) sb.append(", peak heap ").append(CheckTables.mib(v.peakHeapBytes()));
    if (v.millis() >= 0) sb.append(']');
    return sb.toString();
  }
}
