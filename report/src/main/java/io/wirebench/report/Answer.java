package io.wirebench.report;

import io.wirebench.bench.Estimate;
import io.wirebench.bench.Operation;
import io.wirebench.core.Target;
import io.wirebench.results.Format;
import io.wirebench.results.RunRecord;
import io.wirebench.results.SavedRun;
import java.io.PrintWriter;
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
 * The short answer under a run's tables, read from its record alone ({@link #of}), so that every
 * command prints it from what it saved and {@code report} shows the same lines for any run
 * directory. For a speed run, per data set: the fastest cell of each operation, the smallest
 * encoding raw and gzipped, and the speed-vs-size Pareto set, each with its ratio to
 * jackson-databind where that was measured; in a run on several thread counts, what scales best
 * ({@link ThreadScaling#answers}). A "fastest" that its runner-up's forks cannot be told apart from
 * (Welch's test on the two cells' forks) is a tie. Speed and size are answered on the run's fewest
 * threads (one, unless {@code --threads} left it out). Other kinds: {@link #of}.
 */
public final class Answer {
  /** The codec every ratio is taken against. */
  public static final String REFERENCE = "jackson-databind";

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

  /**
   * Kinds whose cells measure the machine or wirebench itself: no library is the answer to them.
   */
  static final Set<String> UNANSWERED_KINDS = Set.of("machine", "selfcheck", "overhead");

  /**
   * Bindings of the baselines, which measure the method and are never the answer: the harness's
   * controls, and HTTP's {@code raw:} handler (the bytes with no JAX-RS).
   */
  static final Set<String> BASELINES = Set.of(ResultTables.CONTROL, "raw");

  /**
   * What a saved run answers, from its record alone, for every kind: a speed run's fastest per
   * operation, smallest, Pareto set and what scales best ({@link #speed}); a {@code sizes} run's
   * smallest; a cold-start run's {@link #coldStart}; a check matrix which rows came through every
   * case ({@link #checks}); any other kind (memory, HTTP, and any kind added later) its headline
   * metric per operation ({@link #headline}). Empty for the kinds
   * {@link #UNANSWERED_KINDS}, and for data sets with fewer than two codecs.
   */
  public static List<Block> of(SavedRun saved) {
    RunRecord r = saved.record();
    String kind = r.header() == null ? null : r.header().kind();
    if (kind != null && UNANSWERED_KINDS.contains(kind)) return List.of();
    if (kind == null || KindSections.speed(r)) return speed(saved);
    if ("coldstart".equals(kind)) {
      ColdStart c = coldStart(r);
      List<Block> out = new ArrayList<>();
      c.startsFastest().forEach((ds, line) -> out.add(new Block(ds, List.of("starts fastest: " + line))));
      if (c.smallestFootprint() != null) {
        out.add(new Block(null, List.of("smallest footprint (the library's jars and what they pull in): "
            + c.smallestFootprint())));
      }
      return out;
    }
    if ("sizes".equals(kind)) return bySizes(saved);
    if ("check".equals(kind)) return checks(r);
    return headline(saved);
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
    Map<String, String> before = winners(of(shared(base, keys, sized)));
    Map<String, String> after = winners(of(shared(next, keys, sized)));
    List<String> out = new ArrayList<>();
    int shared = 0;
    for (Map.Entry<String, String> e : before.entrySet()) {
      String now = after.get(e.getKey());
      if (now == null) continue;
      shared++;
      // the names decide; whether the winner tied with its runner-up is shown, not judged
      if (!names(now).equals(names(e.getValue()))) out.add(e.getKey() + ": " + e.getValue() + ", now " + now);
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

  /** Each answer line's question ("answer for dbdata, fastest reader") and the codecs it names. */
  private static Map<String, String> winners(List<Block> blocks) {
    Map<String, String> out = new LinkedHashMap<>();
    for (Block b : blocks) {
      String head = b.heading().substring(0, b.heading().length() - 1);
      for (String line : b.lines()) {
        int colon = outside(line, ": ");
        if (colon < 0) continue;
        out.put(head + ", " + line.substring(0, colon), winner(line.substring(colon + 2)));
      }
    }
    return out;
  }

  /**
   * The names an answer gives, without its figures: "fastjson2 (bytes, 394,170 ops/s); a tie with
   * dsl-json (...)" is "fastjson2 (a tie with dsl-json)"; a Pareto set is its codecs.
   */
  static String winner(String answer) {
    int semi = answer.indexOf("; a tie with ");
    String names = strip(semi < 0 ? answer : answer.substring(0, semi)).trim();
    if (semi < 0) return names;
    java.util.regex.Matcher tie = java.util.regex.Pattern.compile("a tie with (.+?)(?: \\(| within|$)")
        .matcher(answer.substring(semi));
    return tie.find() ? names + " (a tie with " + tie.group(1) + ")" : names;
  }

  private static String names(String winner) {
    int tie = winner.indexOf(" (a tie with ");
    return tie < 0 ? winner : winner.substring(0, tie);
  }

  /** The first index of {@code token} outside parentheses, or -1. */
  private static int outside(String s, String token) {
    int depth = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '(') depth++;
      else if (c == ')') depth--;
      else if (depth == 0 && s.startsWith(token, i)) return i;
    }
    return -1;
  }

  /** The text without its parenthesised parts. */
  private static String strip(String s) {
    StringBuilder b = new StringBuilder();
    int depth = 0;
    for (char c : s.toCharArray()) {
      if (c == '(') depth++;
      else if (c == ')') depth--;
      else if (depth == 0) b.append(c);
    }
    return b.toString().replaceAll("\\s+,", ",").replaceAll("\\s{2,}", " ");
  }

  /**
   * A speed run: per data set, the fastest cell of each operation (over its targets), the smallest
   * raw and gzipped encoding, the speed-vs-size Pareto set, and what scales best. Speed is answered
   * on the run's fewest threads.
   */
  private static List<Block> speed(SavedRun saved) {
    RunRecord r = saved.record();
    int fewest = r.cells().stream().mapToInt(RunRecord.CellRecord::threadCount).min().orElse(1);
    Map<String, List<RunRecord.CellRecord>> byDataset = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : r.cells()) {
      if (!measured(c) || baseline(c.binding()) || c.threadCount() != fewest) continue;
      byDataset.computeIfAbsent(c.dataset(), k -> new ArrayList<>()).add(c);
    }
    Map<String, List<String>> scaling = ThreadScaling.answers(r);
    Set<String> controls = controls(r);
    List<Block> out = new ArrayList<>();
    for (Map.Entry<String, List<RunRecord.CellRecord>> e : byDataset.entrySet()) {
      List<RunRecord.CellRecord> cells = e.getValue();
      if (cells.stream().map(RunRecord.CellRecord::codec).distinct().count() < 2) continue;
      List<String> lines = new ArrayList<>();
      fastest(cells, Operation.WRITE).ifPresent(l -> lines.add("fastest writer: " + l));
      fastest(cells, Operation.READ).ifPresent(l -> lines.add("fastest reader: " + l));
      fastest(cells, Operation.ROUNDTRIP).ifPresent(l -> lines.add("fastest read-modify-write: " + l));
      fastest(cells, Operation.ACCESS).ifPresent(l -> lines.add("fastest to visit every field (access): " + l));
      fastest(cells, Operation.PARTIAL).ifPresent(l -> lines.add("fastest to one deep field (partial): " + l));
      fastest(cells, Operation.SAVELOAD).ifPresent(l -> lines.add("fastest to save a file and load it back: " + l));
      List<SavedRun.SizeRecord> rows = sizes(saved, e.getKey(), controls);
      lines.addAll(smallest(rows));
      pareto(cells, rows).ifPresent(l -> lines.add("speed vs size, none better in both (write+read time, raw "
          + "bytes): " + l));
      if (fewest > 1 && !lines.isEmpty()) lines.add(0, "(speed on " + fewest + " threads, the run's fewest)");
      lines.addAll(scaling.getOrDefault(e.getKey(), List.of()));
      if (!lines.isEmpty()) out.add(new Block(e.getKey(), lines));
    }
    return out;
  }

  /** A {@code sizes} run: per data set, the smallest encoding raw and gzipped. */
  private static List<Block> bySizes(SavedRun saved) {
    Set<String> controls = controls(saved.record());
    List<Block> out = new ArrayList<>();
    for (String ds : saved.sizes().stream().map(SavedRun.SizeRecord::dataset).distinct().toList()) {
      List<String> lines = smallest(sizes(saved, ds, controls));
      if (!lines.isEmpty()) out.add(new Block(ds, lines));
    }
    return out;
  }

  /** Outcomes that are trouble whatever the case expects. */
  static final Set<String> TROUBLE = Set.of("crashed", "timed-out", "out-of-memory", "fail", "instantiated");

  /**
   * A check matrix: the rows with no trouble in any case (a crash, a time-out, running out of
   * memory, a failure, instantiating a class never named, or accepting where the case expects a
   * rejection and the other way round), and each other row's troubles (three at most); in a matrix
   * of yes and no (capabilities), the rows with the most yes. Rows that could not run are left out.
   */
  @SuppressWarnings("unchecked")
  private static List<Block> checks(RunRecord r) {
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
    List<String> lines = new ArrayList<>();
    List<String> clean = trouble.entrySet().stream().filter(e -> e.getValue().isEmpty()).map(Map.Entry::getKey).toList();
    lines.add("no trouble in any case: " + (clean.isEmpty() ? "none of the " + trouble.size() + " rows"
        : clean.size() == trouble.size() ? "every row (" + trouble.size() + ")" : String.join(", ", clean)));
    // rows with the same trouble share a line's part: a matrix of many configurations (unsafe-types)
    // has many rows that instantiate the same way
    Map<String, List<String>> rowsByTrouble = new LinkedHashMap<>();
    trouble.forEach((row, t) -> {
      if (!t.isEmpty()) rowsByTrouble.computeIfAbsent(describeTrouble(t), k -> new ArrayList<>()).add(row);
    });
    List<String> troubled = new ArrayList<>();
    rowsByTrouble.forEach((what, rows) -> troubled.add(String.join(", ", rows) + ": " + what));
    if (!troubled.isEmpty()) lines.add("trouble: " + String.join("; ", troubled));
    if (yes.size() >= 2) {
      int most = yes.values().stream().mapToInt(n -> n[0]).max().orElse(0);
      List<String> top = yes.entrySet().stream().filter(e -> e.getValue()[0] == most)
          .map(e -> e.getKey() + " (" + most + " of " + (e.getValue()[0] + e.getValue()[1]) + ")").toList();
      lines.add("yes in the most cases: " + String.join(", ", top));
    }
    return List.of(new Block("the " + setup.getOrDefault("matrix", "check") + " matrix", lines));
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
  private static List<Block> headline(SavedRun saved) {
    Map<String, Map<String, List<RunRecord.CellRecord>>> byDataset = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : saved.record().cells()) {
      if (!c.done() || c.metrics() == null || c.metrics().isEmpty() || baseline(c.binding())) continue;
      byDataset.computeIfAbsent(c.dataset(), k -> new LinkedHashMap<>())
          .computeIfAbsent(c.op() + (c.threadCount() > 1 ? " on " + c.threadCount() + " threads" : ""),
              k -> new ArrayList<>()).add(c);
    }
    List<Block> out = new ArrayList<>();
    for (Map.Entry<String, Map<String, List<RunRecord.CellRecord>>> ds : byDataset.entrySet()) {
      List<String> lines = new ArrayList<>();
      for (Map.Entry<String, List<RunRecord.CellRecord>> op : ds.getValue().entrySet()) {
        best(op.getKey(), op.getValue()).ifPresent(lines::add);
        byVerdict(op.getKey(), op.getValue()).ifPresent(lines::add);
      }
      if (!lines.isEmpty()) out.add(new Block(ds.getKey(), lines));
    }
    return out;
  }

  private static Optional<String> best(String op, List<RunRecord.CellRecord> cells) {
    String metric = cells.get(0).metrics().keySet().iterator().next();
    Function<RunRecord.CellRecord, RunRecord.MetricValue> m = c -> c.metrics().get(metric);
    List<RunRecord.CellRecord> of = cells.stream().filter(c -> m.apply(c) != null && m.apply(c).value() != null).toList();
    if (of.stream().map(RunRecord.CellRecord::codec).distinct().count() < 2) return Optional.empty();
    boolean higher = m.apply(of.get(0)).higherIsBetter();
    Comparator<RunRecord.CellRecord> order = Comparator.comparingDouble(c -> m.apply(c).value());
    List<RunRecord.CellRecord> sorted = of.stream().sorted(higher ? order.reversed() : order).toList();
    RunRecord.CellRecord best = sorted.get(0);
    RunRecord.MetricValue b = m.apply(best);
    StringBuilder s = new StringBuilder(op + ", " + words(metric) + " (" + (higher ? "higher" : "lower")
        + " is better): " + best.codec() + " (" + best.target() + ", " + KindSections.value(b.value(), b.unit()));
    String refId = reference(best.codec(), of.stream().map(RunRecord.CellRecord::codec).toList());
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
    return Optional.of(s.toString());
  }

  /**
   * "write, by verdict: streams: jackson-streaming (discard, file); buffers: jackson-databind
   * (discard, file)": the codecs of each verdict the cells of an operation carry, each with its
   * targets, verdicts in the order they first appear; empty when no cell has one.
   */
  private static Optional<String> byVerdict(String op, List<RunRecord.CellRecord> cells) {
    Map<String, Map<String, List<String>>> codecs = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : cells) {
      Object v = c.details() == null ? null : c.details().get("verdict");
      if (v == null || v.toString().isBlank()) continue;
      codecs.computeIfAbsent(v.toString(), k -> new LinkedHashMap<>())
          .computeIfAbsent(c.codec(), k -> new ArrayList<>()).add(c.target());
    }
    if (codecs.isEmpty()) return Optional.empty();
    List<String> parts = new ArrayList<>();
    codecs.forEach((verdict, byCodec) -> {
      List<String> named = new ArrayList<>();
      byCodec.forEach((codec, targets) -> named.add(codec + " (" + String.join(", ", targets) + ")"));
      parts.add(verdict + ": " + String.join(", ", named));
    });
    return Optional.of(op + ", by verdict: " + String.join("; ", parts));
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
   * @param startsFastest by data set, the line after "starts fastest: "
   * @param smallestFootprint the line after "smallest footprint: ", or null with fewer than two codecs
   */
  public record ColdStart(Map<String, String> startsFastest, String smallestFootprint) {}

  /** The cold-start answer of a record; empty for a record of another kind. */
  public static ColdStart coldStart(io.wirebench.results.RunRecord record) {
    Map<String, String> fastest = new LinkedHashMap<>();
    if (!"coldstart".equals(record.header() == null ? null : record.header().kind())) return new ColdStart(fastest, null);
    Set<String> controls = controls(record);
    Map<String, List<io.wirebench.results.RunRecord.CellRecord>> byDataset = new LinkedHashMap<>();
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
    for (Map.Entry<String, List<io.wirebench.results.RunRecord.CellRecord>> e : byDataset.entrySet()) {
      Function<io.wirebench.results.RunRecord.CellRecord, io.wirebench.results.RunRecord.MetricValue> f =
          c -> c.metrics().get("firstUseSeconds");
      List<io.wirebench.results.RunRecord.CellRecord> rows = e.getValue().stream()
          .sorted(Comparator.comparingDouble(c -> f.apply(c).value())).toList();
      if (rows.size() < 2) continue;
      var best = f.apply(rows.get(0));
      StringBuilder s = new StringBuilder(rows.get(0).codec() + " (first use " + Format.seconds(best.value()));
      String refId = reference(rows.get(0).codec(), rows.stream().map(c -> c.codec()).toList());
      rows.stream().filter(c -> c.codec().equals(refId) && c != rows.get(0)).findFirst().ifPresent(ref -> s.append(
          String.format(Locale.ROOT, ", %s's %.2f× that", refId, f.apply(ref).value() / best.value())));
      s.append(')');
      List<String> tied = best.meanHigh() == null ? List.of() : rows.subList(1, rows.size()).stream()
          .filter(c -> f.apply(c).meanLow() != null && f.apply(c).meanLow() <= best.meanHigh())
          .map(io.wirebench.results.RunRecord.CellRecord::codec).toList();
      if (!tied.isEmpty()) {
        s.append("; a tie with ").append(String.join(", ", tied)).append(" within the 95% intervals of their means");
      }
      fastest.put(e.getKey(), s.toString());
    }
    String smallest = null;
    if (footprint.size() >= 2) {
      List<Map.Entry<String, long[]>> sorted = footprint.entrySet().stream()
          .sorted(Comparator.comparingLong(x -> x.getValue()[0])).toList();
      long least = sorted.get(0).getValue()[0];
      List<String> tied = sorted.stream().filter(x -> x.getValue()[0] == least).map(Map.Entry::getKey).toList();
      Function<long[], String> label = v -> Format.count(v[1], "jar") + ", " + Format.bytes(v[0]);
      smallest = (tied.size() > 1 ? String.join(", ", tied) + " tie at " : sorted.get(0).getKey() + " (")
          + label.apply(sorted.get(0).getValue()) + (tied.size() > 1 ? "" : ")");
      long[] ref = footprint.get(REFERENCE);
      if (ref != null && !tied.contains(REFERENCE)) smallest += "; " + REFERENCE + ": " + label.apply(ref);
    }
    return new ColdStart(fastest, smallest);
  }

  /**
   * The reference row for a winner: jackson-databind; in a run of variants, its variant on the
   * winner's JDK or library version ({@code kryo@jdk25} is compared with {@code jackson-databind@jdk25}),
   * else its first variant.
   */
  static String reference(String best, List<String> ids) {
    if (ids.contains(REFERENCE)) return REFERENCE;
    int at = best.indexOf('@');
    if (at > 0 && ids.contains(REFERENCE + best.substring(at))) return REFERENCE + best.substring(at);
    return ids.stream().filter(id -> id.startsWith(REFERENCE + "@")).findFirst().orElse(REFERENCE);
  }

  /** True for a baseline's binding (a cell of a kind without bindings has none). */
  private static boolean baseline(String binding) {
    return binding != null && BASELINES.contains(binding);
  }

  /** A cell with a score: done, with a value. */
  private static boolean measured(RunRecord.CellRecord c) {
    return c.done() && c.score() != null && c.score().value() != null;
  }

  /**
   * The codecs the record names as baselines, in its header or in its cells (a sizes row or a
   * cold-start cell has no binding of its own).
   */
  private static Set<String> controls(RunRecord r) {
    Set<String> out = new LinkedHashSet<>();
    if (r.header() != null && r.header().codecs() != null) {
      for (RunRecord.CodecRecord c : r.header().codecs()) if (baseline(c.binding())) out.add(c.id());
    }
    for (RunRecord.CellRecord c : r.cells()) if (baseline(c.binding())) out.add(c.codec());
    return out;
  }

  private static List<SavedRun.SizeRecord> sizes(SavedRun saved, String dataset, Set<String> controls) {
    return saved.sizes().stream().filter(s -> s.dataset().equals(dataset) && !controls.contains(s.codec())).toList();
  }

  /** The fork means a cell's score comes from. */
  private static double[] forkMeans(RunRecord.CellRecord c) {
    if (c.forks() == null) return new double[0];
    return c.forks().stream().filter(RunRecord.ForkRecord::used).mapToDouble(RunRecord.ForkRecord::mean).toArray();
  }

  /** A score as the tables print it: {@code 3,684 ops/s}, or a merge's {@code 1.21 × jackson-databind}. */
  private static String score(RunRecord.MetricValue v) {
    String unit = v.unit() == null ? "ops/s" : v.unit();
    return Format.number(v.value()) + " " + unit;
  }

  /** The best cell of an operation over all its targets, with the reference on the same target. */
  private static Optional<String> fastest(List<RunRecord.CellRecord> cells, Operation op) {
    List<RunRecord.CellRecord> of = cells.stream().filter(c -> op.label().equals(c.op()))
        .sorted(Comparator.comparingDouble((RunRecord.CellRecord c) -> c.score().value()).reversed()).toList();
    if (of.size() < 2) return Optional.empty();
    RunRecord.CellRecord best = of.get(0);
    // rows of other bindings answer other questions (a tree, hand-written streaming code): a winner
    // that is not data binding says which it is
    String binding = best.binding() == null || best.binding().isEmpty() || "pojo".equals(best.binding()) ? ""
        : best.binding() + ", ";
    StringBuilder s = new StringBuilder(best.codec() + " (" + binding + best.target() + ", " + score(best.score()));
    String refId = reference(best.codec(), of.stream().map(RunRecord.CellRecord::codec).toList());
    boolean ratios = best.score().unit() != null && !"ops/s".equals(best.score().unit()); // a merge's: × its anchor
    of.stream().filter(c -> !ratios && c.codec().equals(refId) && c.target().equals(best.target())
        && !best.codec().equals(refId)).findFirst().ifPresent(ref -> s.append(String.format(Locale.ROOT, ", %.2f× %s",
            best.score().value() / ref.score().value(), refId)));
    s.append(')');
    // every other codec (at its fastest cell) that Welch's test cannot tell from the winner
    List<String> tied = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>(List.of(best.codec()));
    for (RunRecord.CellRecord c : of) {
      if (seen.add(c.codec()) && tie(forkMeans(best), forkMeans(c))) tied.add(c.codec());
    }
    if (!tied.isEmpty()) {
      s.append("; a tie with ").append(String.join(", ", tied)).append(" (Welch's 95% interval of their ratio holds 1)");
    }
    return Optional.of(s.toString());
  }

  /**
   * Whether two cells of one run cannot be told apart: Welch's 95% interval for the ratio of their
   * means, from their forks, contains 1. One fork on either side has no interval, so no tie.
   */
  static boolean tie(double[] a, double[] b) {
    Estimate r = Estimate.ratio(a, b);
    return !Double.isNaN(r.low()) && r.contains(1.0);
  }

  /** "smallest: ..." and "smallest gzipped: ...", where two or more codecs have a size. */
  private static List<String> smallest(List<SavedRun.SizeRecord> rows) {
    List<String> out = new ArrayList<>();
    smallest(rows, null).ifPresent(l -> out.add("smallest: " + l));
    smallest(rows, "gzip").ifPresent(l -> out.add("smallest gzipped: " + l));
    return out;
  }

  private static Optional<String> smallest(List<SavedRun.SizeRecord> rows, String compressor) {
    Function<SavedRun.SizeRecord, Long> size = r -> compressor == null ? r.raw()
        : r.compressed() == null ? -1L : r.compressed().getOrDefault(compressor, -1L);
    List<SavedRun.SizeRecord> ok = rows.stream().filter(r -> !r.codec().contains("+") && size.apply(r) > 0)
        .sorted(Comparator.comparingLong(size::apply)).toList();
    if (ok.size() < 2) return Optional.empty();
    SavedRun.SizeRecord best = ok.get(0);
    List<String> tied = ok.stream().filter(r -> size.apply(r).equals(size.apply(best)))
        .map(SavedRun.SizeRecord::codec).toList();
    if (tied.size() > 1) { // equal sizes (JSON codecs often differ only in field order): no single winner
      return Optional.of(tied.size() + " codecs tie at " + Format.count(size.apply(best), "byte") + " ("
          + String.join(", ", tied.subList(0, Math.min(4, tied.size()))) + (tied.size() > 4 ? ", ..." : "") + ")");
    }
    String s = best.codec() + " (" + Format.count(size.apply(best), "byte");
    String refId = reference(best.codec(), ok.stream().map(SavedRun.SizeRecord::codec).toList());
    Optional<SavedRun.SizeRecord> ref = ok.stream().filter(r -> r.codec().equals(refId)).findFirst();
    if (ref.isPresent() && !best.codec().equals(refId)) {
      s += String.format(Locale.ROOT, ", %.2f× %s", (double) size.apply(best) / size.apply(ref.get()), refId);
    }
    return Optional.of(s + ")");
  }

  /**
   * Codecs with a write and a read cell on one target (byte[] when it was measured), whose
   * write+read time and raw size no other such codec beats in both.
   */
  private static Optional<String> pareto(List<RunRecord.CellRecord> cells, List<SavedRun.SizeRecord> rows) {
    record Point(String codec, Target target, double seconds, long bytes) {}
    List<Point> points = new ArrayList<>();
    Set<String> codecs = new LinkedHashSet<>();
    for (RunRecord.CellRecord c : cells) codecs.add(c.codec());
    for (String c : codecs) {
      Optional<SavedRun.SizeRecord> row = rows.stream().filter(r -> r.codec().equals(c)).findFirst();
      if (row.isEmpty()) continue;
      for (Target t : List.of(Target.BYTES, Target.STREAM, Target.STRING, Target.FILE, Target.WRITER)) {
        Optional<RunRecord.CellRecord> w = find(cells, c, Operation.WRITE, t);
        Optional<RunRecord.CellRecord> rd = find(cells, c, Operation.READ, t == Target.WRITER ? Target.READER : t);
        if (w.isPresent() && rd.isPresent()) {
          points.add(new Point(c, t, 1 / w.get().score().value() + 1 / rd.get().score().value(), row.get().raw()));
          break;
        }
      }
    }
    if (points.size() < 2) return Optional.empty();
    List<Point> front = points.stream().filter(p -> points.stream().noneMatch(q -> q != p
        && q.seconds() <= p.seconds() && q.bytes() <= p.bytes() && (q.seconds() < p.seconds() || q.bytes() < p.bytes())))
        .sorted(Comparator.comparingLong(Point::bytes)).toList();
    List<String> parts = new ArrayList<>();
    for (Point p : front) {
      parts.add(p.codec() + " (" + Format.seconds(p.seconds()) + ", " + Format.count(p.bytes(), "byte")
          + (p.target() == Target.BYTES ? "" : ", " + p.target().label()) + ")");
    }
    return Optional.of(String.join(", ", parts));
  }

  private static Optional<RunRecord.CellRecord> find(List<RunRecord.CellRecord> cells, String codec, Operation op,
      Target t) {
    return cells.stream().filter(c -> c.codec().equals(codec) && op.label().equals(c.op())
        && t.label().equals(c.target())).findFirst();
  }
}
