package io.wirebench.report;

import io.wirebench.records.Table;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The conformance matrix in the terminal: each reader's score (must-accept and must-reject documents
 * passed, implementation-defined ones accepted, crashes and time-outs), best first, then the
 * failures by category.
 */
final class ConformanceScores {
  private ConformanceScores() {}

  /** One reader's score. */

  record Score(String row, int acceptPass, int accept, int rejectPass, int reject, int iAccepted, int i,
      int crashes, int timeouts, boolean unavailable) {
    double overall() {
      return accept + reject == 0 ? 0 : (acceptPass + rejectPass) / (double) (accept + reject);
    }
  }

  static List<Score> scores(CheckReport report) {
    Map<String, Case> cases = new LinkedHashMap<>();
    for (Case c : report.cases()) cases.put(c.id(), c);
    List<Score> out = new ArrayList<>();
    for (Row r : report.rows()) {
      int ap = 0, a = 0, rp = 0, rj = 0, ia = 0, i = 0, cr = 0, to = 0;
      boolean unavailable = r.unavailable() != null;
      for (CaseVerdict v : report.byCase(r.id()).values()) {
        if (v.outcome() == Outcome.UNAVAILABLE) {
          unavailable = true;
          continue;
        }
        if (v.outcome() == Outcome.CRASHED || v.outcome() == Outcome.OUT_OF_MEMORY) cr++;
        if (v.outcome() == Outcome.TIMED_OUT) to++;
        switch (cases.get(v.caseId()).expectation()) {
          case "accept" -> {
            a++;
            if (v.outcome() == Outcome.PASS) ap++;
          }
          case "reject" -> {
            rj++;
            if (v.outcome() == Outcome.PASS) rp++;
          }
          default -> {
            i++;
            if (v.outcome() == Outcome.ACCEPTED) ia++;
          }
        }
      }
      out.add(new Score(r.id(), ap, a, rp, rj, ia, i, cr, to, unavailable));
    }
    out.sort(Comparator.comparing(Score::unavailable).thenComparing(Comparator.comparingDouble(Score::overall).reversed())
        .thenComparing(Score::row));
    return out;
  }

  static void print(CheckReport report, PrintWriter out) {
    Table t = new Table("READER", ">MUST ACCEPT", ">MUST REJECT", ">OVERALL", ">I_ ACCEPTED", ">CRASHED", ">TIMED OUT");
    List<String> unavailable = new ArrayList<>();
    for (Score s : scores(report)) {
      if (s.unavailable()) {
        Row r = report.rows().stream().filter(x -> x.id().equals(s.row())).findFirst().orElseThrow();
        String why = r.unavailable() != null ? r.unavailable()
            : report.byCase(s.row()).values().stream().findFirst().map(CaseVerdict::detail).orElse("");
        unavailable.add(s.row() + ": " + why);
        continue;
      }
      t.row(s.row(), s.acceptPass() + "/" + s.accept(), s.rejectPass() + "/" + s.reject(),
          String.format(Locale.ROOT, "%.1f%%", 100 * s.overall()), s.iAccepted() + "/" + s.i(), s.crashes(), s.timeouts());
    }
    t.print(out, "");
    if (!unavailable.isEmpty()) {
      out.println();
      out.println("not taking part:");
      for (String u : unavailable) out.println("  " + u);
    }
    out.println();
    out.println("failures by category (readers that failed a y_ or n_ document there):");
    Map<String, Integer> byCat = new TreeMap<>();
    Map<String, Case> cases = new LinkedHashMap<>();
    for (Case c : report.cases()) cases.put(c.id(), c);
    for (CaseVerdict v : report.verdicts()) {
      if (v.outcome() == Outcome.FAIL || (v.outcome() == Outcome.CRASHED || v.outcome() == Outcome.TIMED_OUT)
          && !"either".equals(cases.get(v.caseId()).expectation())) {
        Case c = cases.get(v.caseId());
        byCat.merge(c.category() + " (" + c.expectation() + ")", 1, Integer::sum);
      }
    }
    Table ct = new Table("CATEGORY", ">FAILURES");
    byCat.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
        .forEach(e -> ct.row(e.getKey(), e.getValue()));
    ct.print(out, "  ");
    out.println();
    out.println("Every verdict, with what was accepted or the error, is in checks.txt and checks.json (--details prints "
        + "it here).");
  }
}
