package io.wirebench.report;

import io.wirebench.analysis.Answers;
import io.wirebench.analysis.Decision;
import io.wirebench.records.Format;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The short answer under a run's tables, as every output prints it: the {@link Decision}s that
 * {@link Answers} makes once from the record alone, under their headings ({@link #of}), so that every
 * command prints it from what it saved and {@code report} shows the same lines for any run
 * directory; and {@link #changes}, which compares two runs' decisions by the codecs they name,
 * never by their text.
 */
public final class Answer {
  private Answer() {}

  /**
   * The lines under one heading: a data set's ({@code answer for dbdata:}), or the whole run's
   * ({@code dataset} null: a cold-start run's smallest footprint).
   */
  public record Block(String dataset, List<String> lines) {
    /** {@code answer for dbdata:}, or {@code answer for the run:} for the lines of no one data set. */
    public String heading() {
      return dataset == null ? "answer for the run:" : "answer for " + dataset + ":";
    }
  }

  /** What a saved run answers ({@link Answers#decisions}), decided once from its record. */
  public static List<Decision> decisions(SavedRun saved) {
    return Answers.decisions(saved);
  }

  /** {@link #decisions} under their headings, in the order they were decided: what every output prints. */
  public static List<Block> of(SavedRun saved) {
    Map<String, List<String>> byScope = new LinkedHashMap<>();
    for (Decision d : decisions(saved)) byScope.computeIfAbsent(d.scope(), k -> new ArrayList<>()).add(d.line());
    List<Block> out = new ArrayList<>();
    byScope.forEach((scope, lines) -> out.add(new Block(scope, lines)));
    return out;
  }

  /** Prints {@link #of} as the terminal shows it: each heading, its lines indented, a blank line. */
  public static void print(SavedRun saved, PrintWriter out) {
    print(of(saved), out);
  }

  private static void print(List<Block> blocks, PrintWriter out) {
    for (Block b : blocks) {
      out.println(b.heading());
      for (String l : b.lines()) out.println("  " + l);
      out.println();
    }
  }

  /**
   * Prints the answer of the run directory a command has just written, read back through the
   * results model, as {@code report} will read it; a directory that cannot be read back, or a record
   * that cannot be answered, costs one line, never the run (its results are already saved).
   */
  public static void print(java.nio.file.Path dir, PrintWriter out) {
    List<Block> blocks;
    try {
      blocks = of(SavedRun.read(dir));
    } catch (RuntimeException e) {
      // the command's results are saved already; the answer is the one thing this costs
      out.println("(no answer: " + SavedRun.firstLine(e) + "; 'wirebench report " + dir + "' shows the tables)");
      return;
    }
    print(blocks, out);
  }

  /**
   * Where two runs' answers name different winners, for {@code compare}: one line per question both
   * runs answer ("answer for dbdata, fastest reader: fastjson2, now dsl-json"), or one line saying
   * the winners are the same; empty when the runs share no question. Both are answered on the cells
   * and sizes the two runs share, so that a codec measured in one run only changes no answer. Only
   * the names are compared: the figures and ratios beside them are the table's business, judged
   * there with their noise.
   */
  public static List<String> changes(SavedRun base, SavedRun next) {
    Set<String> keys = new LinkedHashSet<>();
    for (RunRecord.CellRecord c : base.record().cells()) keys.add(c.key());
    keys.retainAll(next.record().cells().stream().map(RunRecord.CellRecord::key).toList());
    Set<String> sized = new LinkedHashSet<>();
    for (SavedRun.SizeRecord r : base.sizes()) sized.add(r.codec() + "\u0000" + r.dataset());
    sized.retainAll(next.sizes().stream().map(r -> r.codec() + "\u0000" + r.dataset()).toList());
    Map<String, Decision> before = byQuestion(decisions(shared(base, keys, sized)));
    Map<String, Decision> after = byQuestion(decisions(shared(next, keys, sized)));
    List<String> out = new ArrayList<>();
    int shared = 0;
    for (Map.Entry<String, Decision> e : before.entrySet()) {
      Decision now = after.get(e.getKey());
      if (now == null) continue;
      shared++;
      // the names decide; whether the winner tied with its runner-up is shown, not judged
      if (!now.names().equals(e.getValue().names())) {
        out.add(e.getKey() + ": " + e.getValue().who() + ", now " + now.who());
      }
    }
    if (shared > 0 && out.isEmpty()) {
      out.add("the answer names the same codecs in both runs (" + Format.count(shared, "question") + ")");
    }
    return out;
  }

  private static SavedRun shared(SavedRun run, Set<String> keys, Set<String> sized) {
    return new SavedRun(run.dir(), run.record().withCells(run.record().cells().stream()
        .filter(c -> keys.contains(c.key())).toList()), run.sizes().stream()
        .filter(r -> sized.contains(r.codec() + "\u0000" + r.dataset())).toList());
  }

  /** Each decision by its question and scope ("answer for dbdata, fastest reader"); notes are left out. */
  private static Map<String, Decision> byQuestion(List<Decision> decisions) {
    Map<String, Decision> out = new LinkedHashMap<>();
    for (Decision d : decisions) {
      if (d.question() == null) continue;
      String head = new Block(d.scope(), List.of()).heading();
      out.put(head.substring(0, head.length() - 1) + ", " + d.question(), d);
    }
    return out;
  }
}
