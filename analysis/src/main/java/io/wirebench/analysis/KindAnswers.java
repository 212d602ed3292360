package io.wirebench.analysis;

import io.wirebench.records.Format;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The answers of the kinds that are not speed runs ({@link Answers} has those and the sizes): a check
 * matrix's rows with and without trouble, a cold start's fastest start and smallest footprint, and
 * for memory, HTTP and any kind added later the best headline metric per operation.
 */
public final class KindAnswers {
  private KindAnswers() {}

  /** Outcomes that are trouble whatever the case expects. */
  static final Set<String> TROUBLE = Set.of("crashed", "timed-out", "out-of-memory", "fail", "instantiated");

  /**
   * A check matrix: the rows with no trouble in any case (a crash, a time-out, running out of
   * memory, a failure, instantiating a class never named, or accepting where the case expects a
   * rejection and the other way round), and each other row's troubles (three at most); in a matrix
   * of yes and no (capabilities), the rows with the most yes. Rows that could not run are left out.
   */
  @SuppressWarnings("unchecked")
  static List<Decision> checks(RunRecord r) {
    Map<String, Object> setup = r.header().setup() == null ? Map.of() : r.header().setup();
    Map<String, String> expected = new LinkedHashMap<>();
    for (Map<String, Object> c : (List<Map<String, Object>>) setup.getOrDefault("cases", List.of())) {
      if (c.get("expectation") != null) expected.put(String.valueOf(c.get("id")), String.valueOf(c.get("expectation")));
    }
    Map<String, List<String>> trouble = new LinkedHashMap<>();
    Map<String, int[]> yes = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : r.cells()) {
      Object o = c.details() == null ? null : c.details().get("outcome");
      if (o == null || "unavailable".equals(o) || "not-applicable".equals(o)) continue;
      String outcome = o.toString();
      List<String> of = trouble.computeIfAbsent(c.codec(), k -> new ArrayList<>());
      String expect = expected.get(c.dataset());
      if (TROUBLE.contains(outcome)) {
        of.add(outcome + " on " + c.dataset());
      } else if (("accepted".equals(outcome) || "rejected".equals(outcome))
          && ("accepted".equals(expect) || "rejected".equals(expect)) && !outcome.equals(expect)) {
        of.add(outcome + " " + c.dataset() + " (expected " + expect + ")");
      }
      if ("yes".equals(outcome) || "no".equals(outcome)) {
        int[] n = yes.computeIfAbsent(c.codec(), k -> new int[2]);
        n["yes".equals(outcome) ? 0 : 1]++;
      }
    }
    if (trouble.size() < 2) return List.of();
    String scope = "the " + setup.getOrDefault("matrix", "check") + " matrix";
    List<Decision> lines = new ArrayList<>();
    List<String> clean = trouble.entrySet().stream().filter(e -> e.getValue().isEmpty()).map(Map.Entry::getKey).toList();
    lines.add(new Decision(scope, "no trouble in any case", clean.isEmpty() ? "none of the " + trouble.size() + " rows"
        : clean.size() == trouble.size() ? "every row (" + trouble.size() + ")" : String.join(", ", clean), clean,
        List.of()));
    // rows with the same trouble share a line's part: a matrix of many configurations (unsafe-types)
    // has many rows that instantiate the same way
    Map<String, List<String>> rowsByTrouble = new LinkedHashMap<>();
    trouble.forEach((row, t) -> {
      if (!t.isEmpty()) rowsByTrouble.computeIfAbsent(describeTrouble(t), k -> new ArrayList<>()).add(row);
    });
    List<String> troubled = new ArrayList<>();
    List<String> troubledRows = new ArrayList<>();
    rowsByTrouble.forEach((what, rows) -> {
      troubled.add(String.join(", ", rows) + ": " + what);
      troubledRows.addAll(rows);
    });
    if (!troubled.isEmpty()) lines.add(new Decision(scope, "trouble", String.join("; ", troubled), troubledRows, List.of()));
    if (yes.size() >= 2) {
      int most = yes.values().stream().mapToInt(n -> n[0]).max().orElse(0);
      List<Map.Entry<String, int[]>> top = yes.entrySet().stream().filter(e -> e.getValue()[0] == most).toList();
      lines.add(new Decision(scope, "yes in the most cases", String.join(", ", top.stream()
          .map(e -> e.getKey() + " (" + most + " of " + (e.getValue()[0] + e.getValue()[1]) + ")").toList()),
          top.stream().map(Map.Entry::getKey).toList(), List.of()));
    }
    return lines;
  }

  /**
   * A row's troubles: each named when there are two at most ("crashed on depth-100k, accepted
   * truncated (expected rejected)"), else counted by outcome ("fail on 37 cases").
   */
  private static String describeTrouble(List<String> troubles) {
    if (troubles.size() <= 2) return String.join(", ", troubles);
    Map<String, Integer> byOutcome = new LinkedHashMap<>();
    for (String t : troubles) byOutcome.merge(t.substring(0, t.indexOf(' ')), 1, Integer::sum);
    List<String> parts = new ArrayList<>();
    byOutcome.forEach((outcome, n) -> parts.add(outcome + " on " + Format.count(n, "case")));
    return String.join(", ", parts);
  }

  /**
   * Any other kind: per data set and operation, over its targets, the codec with the best value of
   * the cells' headline metric (their first, the one the report's bars show), by the metric's own
   * {@code better}; its ratio to jackson-databind on the same target where that was measured; a tie
   * when the runner-up's interval (of the mean where the record has one, else the metric's own)
   * reaches the winner's. Where the cells carry a verdict of their own ({@code details.verdict}:
   * memory's streams, partly or buffers), a second line names the codecs of each verdict. Baselines
   * are left out.
   */
  static List<Decision> headline(SavedRun saved) {
    Map<String, Map<String, List<RunRecord.CellRecord>>> byDataset = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : saved.record().cells()) {
      if (!c.done() || c.metrics() == null || c.metrics().isEmpty() || Answers.baseline(c.binding())) continue;
      byDataset.computeIfAbsent(c.dataset(), k -> new LinkedHashMap<>())
          .computeIfAbsent(c.op() + (c.threadCount() > 1 ? " on " + c.threadCount() + " threads" : ""),
              k -> new ArrayList<>()).add(c);
    }
    List<Decision> out = new ArrayList<>();
    for (Map.Entry<String, Map<String, List<RunRecord.CellRecord>>> ds : byDataset.entrySet()) {
      for (Map.Entry<String, List<RunRecord.CellRecord>> op : ds.getValue().entrySet()) {
        best(ds.getKey(), op.getKey(), op.getValue()).ifPresent(out::add);
        byVerdict(ds.getKey(), op.getKey(), op.getValue()).ifPresent(out::add);
      }
    }
    return out;
  }

  private static Optional<Decision> best(String scope, String op, List<RunRecord.CellRecord> cells) {
    String metric = cells.get(0).metrics().keySet().iterator().next();
    Function<RunRecord.CellRecord, RunRecord.MetricValue> m = c -> c.metrics().get(metric);
    List<RunRecord.CellRecord> of = cells.stream().filter(c -> m.apply(c) != null && m.apply(c).value() != null).toList();
    if (of.stream().map(RunRecord.CellRecord::codec).distinct().count() < 2) return Optional.empty();
    boolean higher = m.apply(of.get(0)).higherIsBetter();
    Comparator<RunRecord.CellRecord> order = Comparator.comparingDouble(c -> m.apply(c).value());
    List<RunRecord.CellRecord> sorted = of.stream().sorted(higher ? order.reversed() : order).toList();
    RunRecord.CellRecord best = sorted.get(0);
    RunRecord.MetricValue b = m.apply(best);
    String question = op + ", " + words(metric) + " (" + (higher ? "higher" : "lower") + " is better)";
    StringBuilder s = new StringBuilder(best.codec() + " (" + best.target() + ", " + Format.withUnit(b.value(), b.unit()));
    String refId = Answers.reference(best.codec(), of.stream().map(RunRecord.CellRecord::codec).toList());
    of.stream().filter(c -> c.codec().equals(refId) && c.target().equals(best.target()) && !best.codec().equals(refId))
        .findFirst().filter(c -> m.apply(c).value() != 0)
        .ifPresent(ref -> s.append(String.format(Locale.ROOT, ", %.2f× %s", b.value() / m.apply(ref).value(), refId)));
    s.append(')');
    // a winner that lost requests to errors (HTTP's non-2xx, socket errors, time-outs) says so
    RunRecord.MetricValue errors = best.metrics().get("errors");
    if (errors != null && errors.value() != null && errors.value() > 0) {
      s.append(String.format(Locale.ROOT, ", with %,.0f errors", errors.value()));
    }
    // every other codec (at its best cell) whose interval reaches the winner's: a memory search of
    // coarse resolution can leave most codecs level, and naming one runner-up would hide that
    List<String> tied = new ArrayList<>();
    boolean anyMeans = false;
    boolean anyInterval = false;
    Set<String> seen = new LinkedHashSet<>(List.of(best.codec()));
    for (RunRecord.CellRecord c : sorted) {
      if (!seen.add(c.codec())) continue;
      RunRecord.MetricValue n = m.apply(c);
      boolean means = b.meanLow() != null && b.meanHigh() != null && n.meanLow() != null && n.meanHigh() != null;
      Double bl = means ? b.meanLow() : b.low();
      Double bh = means ? b.meanHigh() : b.high();
      Double nl = means ? n.meanLow() : n.low();
      Double nh = means ? n.meanHigh() : n.high();
      boolean interval = bl != null && bh != null && nl != null && nh != null;
      if (n.value().equals(b.value()) || (interval && (higher ? nh >= bl : nl <= bh))) {
        tied.add(c.codec());
        anyMeans |= means;
        anyInterval |= interval;
      }
    }
    if (!tied.isEmpty()) {
      s.append("; a tie with ").append(String.join(", ", tied)).append(anyMeans
          ? " within the 95% intervals of their means" : anyInterval ? " within their intervals" : " (the same value)");
    }
    return Optional.of(new Decision(scope, question, s.toString(), List.of(best.codec()), tied));
  }

  /**
   * "write, by verdict: streams: jackson-streaming (discard, file); buffers: jackson-databind
   * (discard, file)": the codecs of each verdict the cells of an operation carry, each with its
   * targets, verdicts in the order they first appear; empty when no cell has one.
   */
  private static Optional<Decision> byVerdict(String scope, String op, List<RunRecord.CellRecord> cells) {
    Map<String, Map<String, List<String>>> codecs = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : cells) {
      Object v = c.details() == null ? null : c.details().get("verdict");
      if (v == null || v.toString().isBlank()) continue;
      codecs.computeIfAbsent(v.toString(), k -> new LinkedHashMap<>())
          .computeIfAbsent(c.codec(), k -> new ArrayList<>()).add(c.target());
    }
    if (codecs.isEmpty()) return Optional.empty();
    List<String> parts = new ArrayList<>();
    List<String> names = new ArrayList<>();
    codecs.forEach((verdict, byCodec) -> {
      List<String> named = new ArrayList<>();
      byCodec.forEach((codec, targets) -> {
        named.add(codec + " (" + String.join(", ", targets) + ")");
        names.add(verdict + ": " + codec);
      });
      parts.add(verdict + ": " + String.join(", ", named));
    });
    return Optional.of(new Decision(scope, op + ", by verdict", String.join("; ", parts), names, List.of()));
  }

  /** {@code requestsPerSecond} as "requests per second". */
  static String words(String id) {
    return id.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
  }

  /**
   * What a cold-start record answers: per data set, the codec that starts fastest (the shortest
   * {@code firstUseSeconds} in a plain JVM, with jackson-databind's ratio to it, and a tie with every
   * codec whose 95% interval of the mean reaches the winner's, as {@code coldstart} itself prints
   * it), and the codec whose library brings the fewest bytes of jars (each cell's
   * {@code details.libraryBytes}: its footprint, {@code ForkClasspath.footprint}). Controls are left out.
   *
   * @param startsFastest by data set, the decision "starts fastest"
   * @param smallestFootprint the decision "smallest footprint", or null with fewer than two codecs
   */
  public record ColdStart(Map<String, Decision> startsFastest, Decision smallestFootprint) {}

  /** The cold-start answer of a record; empty for a record of another kind. */
  public static ColdStart coldStart(io.wirebench.records.RunRecord record) {
    Map<String, Decision> fastest = new LinkedHashMap<>();
    if (!"coldstart".equals(record.header() == null ? null : record.header().kind())) return new ColdStart(fastest, null);
    Set<String> controls = Answers.controls(record);
    Map<String, List<io.wirebench.records.RunRecord.CellRecord>> byDataset = new LinkedHashMap<>();
    Map<String, long[]> footprint = new LinkedHashMap<>();
    for (var c : record.cells()) {
      if (!c.done() || controls.contains(c.codec())) continue;
      Map<String, Object> d = c.details() == null ? Map.of() : c.details();
      if (d.get("libraryBytes") instanceof Number b && d.get("libraryJars") instanceof Number j) {
        footprint.putIfAbsent(c.codec(), new long[] {b.longValue(), j.longValue()});
      }
      var first = c.metrics() == null ? null : c.metrics().get("firstUseSeconds");
      if ("jvm".equals(c.target()) && first != null && first.value() != null) {
        byDataset.computeIfAbsent(c.dataset(), k -> new ArrayList<>()).add(c);
      }
    }
    for (Map.Entry<String, List<io.wirebench.records.RunRecord.CellRecord>> e : byDataset.entrySet()) {
      Function<io.wirebench.records.RunRecord.CellRecord, io.wirebench.records.RunRecord.MetricValue> f =
          c -> c.metrics().get("firstUseSeconds");
      List<io.wirebench.records.RunRecord.CellRecord> rows = e.getValue().stream()
          .sorted(Comparator.comparingDouble(c -> f.apply(c).value())).toList();
      if (rows.size() < 2) continue;
      var best = f.apply(rows.get(0));
      StringBuilder s = new StringBuilder(rows.get(0).codec() + " (first use " + Format.seconds(best.value()));
      String refId = Answers.reference(rows.get(0).codec(), rows.stream().map(c -> c.codec()).toList());
      rows.stream().filter(c -> c.codec().equals(refId) && c != rows.get(0)).findFirst().ifPresent(ref -> s.append(
          String.format(Locale.ROOT, ", %s's %.2f× that", refId, f.apply(ref).value() / best.value())));
      s.append(')');
      List<String> tied = best.meanHigh() == null ? List.of() : rows.subList(1, rows.size()).stream()
          .filter(c -> f.apply(c).meanLow() != null && f.apply(c).meanLow() <= best.meanHigh())
          .map(io.wirebench.records.RunRecord.CellRecord::codec).toList();
      if (!tied.isEmpty()) {
        s.append("; a tie with ").append(String.join(", ", tied)).append(" within the 95% intervals of their means");
      }
      fastest.put(e.getKey(), new Decision(e.getKey(), "starts fastest", s.toString(), List.of(rows.get(0).codec()),
          tied));
    }
    Decision smallest = null;
    if (footprint.size() >= 2) {
      List<Map.Entry<String, long[]>> sorted = footprint.entrySet().stream()
          .sorted(Comparator.comparingLong(x -> x.getValue()[0])).toList();
      long least = sorted.get(0).getValue()[0];
      List<String> tied = sorted.stream().filter(x -> x.getValue()[0] == least).map(Map.Entry::getKey).toList();
      Function<long[], String> label = v -> Format.count(v[1], "jar") + ", " + Format.bytes(v[0]);
      String text = (tied.size() > 1 ? String.join(", ", tied) + " tie at " : sorted.get(0).getKey() + " (")
          + label.apply(sorted.get(0).getValue()) + (tied.size() > 1 ? "" : ")");
      long[] ref = footprint.get(Answers.REFERENCE);
      if (ref != null && !tied.contains(Answers.REFERENCE)) text += "; " + Answers.REFERENCE + ": " + label.apply(ref);
      smallest = new Decision(null, "smallest footprint (the library's jars and what they pull in)", text, tied,
          List.of());
    }
    return new ColdStart(fastest, smallest);
  }
}
