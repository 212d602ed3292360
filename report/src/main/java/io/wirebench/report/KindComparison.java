package io.wirebench.report;

import io.wirebench.records.Format;
import io.wirebench.records.RunRecord;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Two shared records of the same kind other than speed, compared cell by cell ({@code compare} for
 * memory, HTTP, sizes and checks, and any other kind on every metric its cells carry). A metric's change is judged by the intervals the records hold:
 * worse or better when the two intervals are apart, no change when they overlap. A metric measured
 * exactly (sizes) changes when its value does. A metric with no interval (one HTTP trial) cannot be
 * judged by noise: it is "worse beyond the threshold" only when a threshold was given and the change
 * exceeds it, and says so. A check's verdict that turns to a worse outcome (a reader that starts to
 * accept a must-reject document, a codec that starts to instantiate the canary, a reader that
 * starts to crash or hang) is a regression.
 *
 * @param kind the records' kind
 * @param changes every compared metric of every shared cell
 * @param verdictChanges every check verdict that changed
 * @param onlyBase keys only the base has
 * @param onlyNext keys only the new record has
 */
public record KindComparison(String kind, List<Change> changes, List<VerdictChange> verdictChanges,
    List<String> onlyBase, List<String> onlyNext) {

  /** The metrics each kind is compared on, the first being the headline. */
  static final Map<String, List<String>> METRICS = Map.of(
      "memory", List.of("beyondInput"),
      "http", List.of("requestsPerSecond", "p99", "kneeRequestsPerSecond"),
      "sizes", List.of("raw", "gzip"));

  /** Why a metric without an interval cannot be judged; printed once under the table, not on every row. */
  static final String NO_INTERVAL_FOOTER = "no interval: each side is one sample (a trial, a check) or a record made"
      + " before intervals; --fail-on-regression PERCENT judges such a change by its size";

  /** Outcomes that are a regression to reach from any other. */
  static final Set<String> BAD = Set.of("instantiated", "crashed", "timed-out", "out-of-memory", "fail", "no");

  /** What became of one metric of one cell. */
  public enum Verdict {
    WORSE("worse"), BETTER("better"), SAME("no change"), CANNOT_TELL("cannot tell");

    private final String label;

    Verdict(String label) {
      this.label = label;
    }

    /** As tables print it. */
    public String label() {
      return label;
    }
  }

  /**
   * One metric of one shared cell.
   *
   * @param change the new value over the base's, minus one
   * @param regression true when it is worse and beyond the threshold (when one was given)
   * @param why how the verdict was reached
   */
  public record Change(String key, String metric, String unit, RunRecord.MetricValue base, RunRecord.MetricValue next,
      double change, Verdict verdict, boolean regression, String why) {}

  /** A check verdict that changed; {@code regression} when the new outcome is worse. */
  public record VerdictChange(String row, String caseId, String base, String next, boolean regression, String why) {}

  /**
   * Compares two records of one kind.
   *
   * @param threshold a relative change that a worse metric must pass to count as a regression, or null
   * @throws io.wirebench.core.BadInputException when the kinds differ
   */
  public static KindComparison of(RunRecord base, RunRecord next, Double threshold) {
    String kind = base.header().kind();
    if (!kind.equals(next.header().kind())) {
      throw new io.wirebench.core.BadInputException("cannot compare a " + kind + " run with a " + next.header().kind()
          + " run; give two runs of the same command");
    }
    Map<String, RunRecord.CellRecord> b = byKey(base);
    Map<String, RunRecord.CellRecord> n = byKey(next);
    List<String> onlyBase = b.keySet().stream().filter(k -> !n.containsKey(k)).toList();
    List<String> onlyNext = n.keySet().stream().filter(k -> !b.containsKey(k)).toList();
    List<Change> changes = new ArrayList<>();
    List<VerdictChange> verdicts = new ArrayList<>();
    Map<String, String> expectations = expectations(next);
    for (Map.Entry<String, RunRecord.CellRecord> e : b.entrySet()) {
      RunRecord.CellRecord nc = n.get(e.getKey());
      if (nc == null) continue;
      RunRecord.CellRecord bc = e.getValue();
      if ("check".equals(kind)) {
        VerdictChange v = verdict(bc, nc, expectations.get(bc.dataset()));
        if (v != null) verdicts.add(v);
        continue;
      }
      for (String metric : METRICS.getOrDefault(kind, metricsOf(bc))) {
        RunRecord.MetricValue bv = bc.metrics() == null ? null : bc.metrics().get(metric);
        RunRecord.MetricValue nv = nc.metrics() == null ? null : nc.metrics().get(metric);
        if (bv == null || nv == null || bv.value() == null || nv.value() == null) continue;
        changes.add(change(e.getKey(), metric, bv, nv, "sizes".equals(kind), threshold));
      }
    }
    return new KindComparison(kind, changes, verdicts, onlyBase, onlyNext);
  }

  /** A kind with no list of its own (a new measurement) is compared on every metric its cells carry. */
  private static List<String> metricsOf(RunRecord.CellRecord c) {
    return c.metrics() == null ? List.of() : List.copyOf(c.metrics().keySet());
  }

  static Change change(String key, String metric, RunRecord.MetricValue b, RunRecord.MetricValue n, boolean exact,
      Double threshold) {
    double change = b.value() == 0 ? (n.value() == 0 ? 0 : Double.POSITIVE_INFINITY) : n.value() / b.value() - 1;
    boolean higherBetter = n.higherIsBetter();
    boolean up = n.value() > b.value();
    Verdict verdict;
    String why;
    if (exact) {
      verdict = n.value().equals(b.value()) ? Verdict.SAME : up == higherBetter ? Verdict.BETTER : Verdict.WORSE;
      why = "exact";
    } else if (b.low() != null && b.high() != null && n.low() != null && n.high() != null) {
      boolean apart = n.low() > b.high() || n.high() < b.low();
      verdict = !apart ? Verdict.SAME : up == higherBetter ? Verdict.BETTER : Verdict.WORSE;
      why = apart ? "intervals apart" : "intervals overlap";
    } else if (threshold != null && Math.abs(change) > threshold) {
      verdict = up == higherBetter ? Verdict.BETTER : Verdict.WORSE;
      why = "no interval: beyond the threshold";
    } else {
      verdict = Verdict.CANNOT_TELL;
      why = "no interval";
    }
    boolean regression = verdict == Verdict.WORSE && (threshold == null || Math.abs(change) > threshold);
    return new Change(key, metric, n.unit(), b, n, change, verdict, regression, why);
  }

  static VerdictChange verdict(RunRecord.CellRecord b, RunRecord.CellRecord n, String expectation) {
    String bo = outcome(b);
    String no = outcome(n);
    if (bo.equals(no)) return null;
    boolean mustReject = expectation != null && (expectation.startsWith("rejected") || expectation.equals("reject")
        || expectation.equals("refused"));
    String why;
    boolean regression;
    if (BAD.contains(no) && !BAD.contains(bo)) {
      regression = true;
      why = "now " + no;
    } else if ("accepted".equals(no) && "rejected".equals(bo) && mustReject) {
      regression = true;
      why = "now accepts a document it must reject";
    } else {
      regression = false;
      why = BAD.contains(bo) && !BAD.contains(no) ? "improved" : "changed";
    }
    return new VerdictChange(n.codec(), n.dataset(), bo, no, regression, why);
  }

  private static String outcome(RunRecord.CellRecord c) {
    return c.details() == null ? c.status() : String.valueOf(c.details().getOrDefault("outcome", c.status()));
  }

  @SuppressWarnings("unchecked")
  private static Map<String, String> expectations(RunRecord r) {
    Map<String, String> out = new LinkedHashMap<>();
    Object cases = r.header().setup() == null ? null : r.header().setup().get("cases");
    if (cases instanceof List<?> list) {
      for (Object o : list) {
        if (o instanceof Map<?, ?> m && m.get("id") != null) out.put(String.valueOf(m.get("id")),
            m.get("expectation") == null ? null : String.valueOf(m.get("expectation")));
      }
    }
    return out;
  }

  private static Map<String, RunRecord.CellRecord> byKey(RunRecord r) {
    Map<String, RunRecord.CellRecord> out = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : r.cells()) out.put(c.key(), c);
    return out;
  }

  /** The regressions: metrics worse beyond the threshold, and verdicts turned worse. */
  public List<String> regressions() {
    List<String> out = new ArrayList<>();
    for (Change c : changes) {
      if (c.regression()) out.add(c.key() + " " + c.metric() + " " + percent(c.change()) + " (" + c.why() + ")");
    }
    for (VerdictChange v : verdictChanges) {
      if (v.regression()) out.add(v.row() + " on " + v.caseId() + ": " + v.base() + " -> " + v.next() + " (" + v.why()
          + ")");
    }
    return out;
  }

  /** The comparison as a table (or a list of verdict changes), with a one-line summary. */
  public void print(PrintWriter out) {
    if ("check".equals(kind)) {
      Table t = new Table("ROW", "CASE", "BASE", "NEW", "VERDICT");
      for (VerdictChange v : verdictChanges) t.row(v.row(), v.caseId(), v.base(), v.next(),
          (v.regression() ? "REGRESSION: " : "") + v.why());
      if (t.isEmpty()) {
        out.println("no verdict changed");
      } else {
        t.print(out, "  ");
      }
    } else {
      Table t = new Table("CELL", "METRIC", ">BASE", ">NEW", ">CHANGE", "VERDICT");
      for (Change c : changes) {
        t.row(c.key(), c.metric(), value(c.base(), c.unit()), value(c.next(), c.unit()), percent(c.change()),
            (c.regression() ? "REGRESSION: " : "") + c.verdict().label() + " (" + c.why() + ")");
      }
      t.print(out, "  ");
      if (changes.stream().anyMatch(c -> c.verdict() == Verdict.CANNOT_TELL)) out.println(NO_INTERVAL_FOOTER);
    }
    if (!onlyBase.isEmpty()) out.println("only in BASE: " + onlyBase.size() + " cells (" + first(onlyBase) + ")");
    if (!onlyNext.isEmpty()) out.println("only in NEW: " + onlyNext.size() + " cells (" + first(onlyNext) + ")");
    out.flush();
  }

  private static String first(List<String> keys) {
    return String.join(", ", keys.subList(0, Math.min(3, keys.size()))) + (keys.size() > 3 ? ", ..." : "");
  }

  static String value(RunRecord.MetricValue v, String unit) {
    String s = number(v.value(), unit);
    if (v.low() != null && v.high() != null) s += " [" + number(v.low(), unit) + ", " + number(v.high(), unit) + "]";
    return s;
  }

  private static String number(double v, String unit) {
    return switch (unit == null ? "" : unit) {
      case "B" -> Math.abs(v) >= 1 << 19 ? String.format(Locale.ROOT, "%.2f MiB", v / (1 << 20))
          : Math.abs(v) >= 10 << 10 ? String.format(Locale.ROOT, "%.1f KiB", v / 1024) : String.format(Locale.ROOT, "%,.0f B", v);
      case "s" -> Format.seconds(v);
      // three significant figures below 100 (a ratio such as 0.148 ×), whole numbers above
      default -> String.format(Locale.ROOT, Math.abs(v) >= 100 ? "%,.0f" : "%.3g", v)
          + (unit == null || unit.isEmpty() ? "" : " " + unit);
    };
  }

  static String percent(double f) {
    return Double.isInfinite(f) ? "new" : String.format(Locale.ROOT, "%+.1f%%", f * 100);
  }
}
