package io.wirebench.records.checks;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.records.ResultFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A matrix's verdicts, as checks.json stores them: the rows, the cases and one verdict per row
 * and case (fewer while the check runs, or when it was stopped). The check driver writes it; the
 * report module reads it back ({@link #read}) to present it.
 *
 * @param matrix the matrix's name
 * @param complete false while the check runs or when it was stopped before the last row
 */
public record CheckReport(String matrix, Map<String, Object> header, List<Row> rows, List<Case> cases,
    List<CaseVerdict> verdicts, boolean complete) {

  public CheckReport {
    header = new LinkedHashMap<>(header);
    rows = List.copyOf(rows);
    cases = List.copyOf(cases);
    verdicts = List.copyOf(verdicts);
  }

  /** The verdict of one case on one row, or null. */
  public CaseVerdict verdict(String row, String caseId) {
    for (CaseVerdict v : verdicts) {
      if (v.row().equals(row) && v.caseId().equals(caseId)) return v;
    }
    return null;
  }

  /** The verdicts of one row, by case id. */
  public Map<String, CaseVerdict> byCase(String row) {
    Map<String, CaseVerdict> out = new HashMap<>();
    for (CaseVerdict v : verdicts) {
      if (v.row().equals(row)) out.put(v.caseId(), v);
    }
    return out;
  }

  /** How many verdicts of each outcome a row has. */
  public Map<Outcome, Integer> count(String row) {
    Map<Outcome, Integer> out = new EnumMap<>(Outcome.class);
    for (CaseVerdict v : verdicts) {
      if (v.row().equals(row)) out.merge(v.outcome(), 1, Integer::sum);
    }
    return out;
  }

  /** The cases in which each row {@code rows} accepts had {@code outcome}, by row, in the verdicts' order. */
  public Map<String, List<String>> casesWith(Outcome outcome, Predicate<String> rows) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (CaseVerdict v : verdicts) {
      if (v.outcome() == outcome && rows.test(v.row())) out.computeIfAbsent(v.row(), k -> new ArrayList<>()).add(v.caseId());
    }
    return out;
  }

  /** Writes checks.json whole and then moves it into place, so that a reader never sees half a file. */
  public void write(Path file) throws IOException {
    Map<String, Object> json = new LinkedHashMap<>(header);
    json.put("complete", complete);
    json.put("rows", rows);
    json.put("cases", cases);
    json.put("verdicts", verdicts);
    ResultFile.writeJson(file, json);
  }

  /** Reads a checks.json back. */
  public static CheckReport read(Path file) throws IOException {
    JsonNode n = ResultFile.MAPPER.readTree(file.toFile());
    Map<String, Object> header = new LinkedHashMap<>();
    for (String k : List.of("format", "matrix", "description", "started", "wirebench", "commit")) {
      if (n.has(k)) header.put(k, n.get(k).asText());
    }
    for (String k : List.of("machine", "jvm", "bounds", "options", "command", "processes")) {
      if (n.hasNonNull(k)) header.put(k, ResultFile.MAPPER.convertValue(n.get(k), Object.class));
    }
    var m = ResultFile.MAPPER;
    List<Row> rows = m.convertValue(n.get("rows"), m.getTypeFactory().constructCollectionType(List.class, Row.class));
    List<Case> cases = m.convertValue(n.get("cases"), m.getTypeFactory().constructCollectionType(List.class, Case.class));
    List<CaseVerdict> verdicts = m.convertValue(n.get("verdicts"),
        m.getTypeFactory().constructCollectionType(List.class, CaseVerdict.class));
    return new CheckReport(n.get("matrix").asText(), header, rows, cases, verdicts, n.get("complete").asBoolean());
  }
}
