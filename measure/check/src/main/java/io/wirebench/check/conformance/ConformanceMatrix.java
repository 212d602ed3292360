package io.wirebench.check.conformance;

import io.wirebench.check.Case;
import io.wirebench.check.CaseVerdict;
import io.wirebench.check.CheckOptions;
import io.wirebench.check.CheckReport;
import io.wirebench.check.CodecRows;
import io.wirebench.check.Matrix;
import io.wirebench.check.Outcome;
import io.wirebench.check.Result;
import io.wirebench.check.Row;
import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code wirebench check conformance}: every JSON reader, as wirebench configures it, on about 300
 * documents that RFC 8259 says a parser must accept ({@code y_}), must reject ({@code n_}), or
 * may do either with ({@code i_}). Each reader reads untyped (the documents are not wirebench's
 * classes); a codec that binds only wirebench's classes cannot take part and says so.
 */
public final class ConformanceMatrix implements Matrix {
  static final String SAMPLE = "{\"a\":[1,\"b\",null,true]}";

  @Override public String name() {
    return "conformance";
  }

  @Override public String userClasses() {
    return "its cases are JSON documents at the edges of RFC 8259, read untyped by every reader; no class of yours "
        + "can hold them. Give your own documents with --corpus DIR";
  }

  @Override public String description() {
    return "each JSON reader on documents RFC 8259 says it must accept (y_), must reject (n_), or may do either "
        + "with (i_): pass rates per reader and category";
  }

  @Override public boolean usesCorpus() {
    return true;
  }

  @Override public List<Row> rows(CheckOptions options) {
    return CodecRows.rows(options, ConformanceMatrix::notApplicable);
  }

  private static String notApplicable(CodecInfo info) {
    if (info.id().contains("+")) return "conformance reads JSON text, not compressed bytes";
    if (info.family() == io.wirebench.core.Family.CONTROL) return info.id() + " is a harness control, not a JSON reader";
    if (!info.textual() || !info.format().equals("JSON")) return "conformance reads JSON, and " + info.id() + " reads " + info.format();
    return null;
  }

  @Override public List<Case> cases(CheckOptions options) {
    return Corpus.cases(options.corpus());
  }

  @Override public Bounds bounds() {
    return new Bounds(10, "512m");
  }

  @Override public Subject open(String rowId, CheckOptions options) throws Exception {
    Codec codec = CodecRows.codec(rowId);
    DataSet<Object> untyped = DataSets.fromJson("conformance", SAMPLE.getBytes(StandardCharsets.UTF_8), false);
    Binding<Object> b;
    try {
      b = Binding.erase(codec.bind(untyped));
    } catch (UnsupportedDataSetException e) {
      throw new IllegalStateException("it reads only wirebench's own classes, not an untyped document: "
          + e.getMessage());
    }
    return new Subject() {
      private byte[] doc;

      @Override public void prepare(Case c) throws Exception {
        doc = Corpus.bytes(options.corpus(), c);
      }

      @Override public Result run(Case c) {
        Object back;
        try {
          back = b.readBytes(doc);
        } catch (Exception e) {
          String why = "rejected: " + e.getClass().getSimpleName() + ": " + String.valueOf(e.getMessage());
          return switch (c.expectation()) {
            case "accept" -> Result.of(Outcome.FAIL, why);
            case "reject" -> Result.of(Outcome.PASS, why);
            default -> Result.of(Outcome.REJECTED, why);
          };
        }
        String what = "accepted: " + shortly(back);
        return switch (c.expectation()) {
          case "accept" -> Result.of(Outcome.PASS, what);
          case "reject" -> Result.of(Outcome.FAIL, what);
          default -> Result.of(Outcome.ACCEPTED, what);
        };
      }
    };
  }

  private static String shortly(Object back) {
    String s;
    try {
      s = String.valueOf(back);
    } catch (Throwable t) {
      s = back.getClass().getSimpleName();
    }
    return s.length() > 80 ? s.substring(0, 77) + "..." : s;
  }

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

  @Override public void print(CheckReport report, PrintWriter out) {
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
