package io.wirebench.report;

import io.wirebench.analysis.Decision;
import io.wirebench.analysis.Estimate;
import io.wirebench.core.Target;
import io.wirebench.records.Format;
import io.wirebench.records.Operation;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
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
 * directory. For a speed run, per data set (here): the fastest cell of each operation, the smallest
 * encoding raw and gzipped, and the speed-vs-size Pareto set, each with its ratio to
 * jackson-databind where that was measured; in a run on several thread counts, what scales best
 * ({@link ThreadScaling#answers}). A "fastest" that its runner-up's forks cannot be told apart from
 * (Welch's test on the two cells' forks) is a tie. Speed and size are answered on the run's fewest
 * threads (one, unless {@code --threads} left it out). Other kinds: {@link KindAnswers}.
 *
 * <p>Each answer is decided once, as a {@link Decision} (the codecs it names, those tied with them,
 * and its line); the terminal, the HTML and Markdown reports print the decisions' lines, and
 * {@link #changes} compares their names.
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
   * smallest; a cold-start run's {@link KindAnswers#coldStart}; a check matrix which rows came through
   * every case ({@link KindAnswers#checks}); any other kind (memory, HTTP, and any kind added later) its
   * headline metric per operation ({@link KindAnswers#headline}). Empty for the kinds
   * {@link #UNANSWERED_KINDS}, and for data sets with fewer than two codecs.
   */
  public static List<Decision> decisions(SavedRun saved) {
    RunRecord r = saved.record();
    String kind = r.header() == null ? null : r.header().kind();
    if (kind != null && UNANSWERED_KINDS.contains(kind)) return List.of();
    if (kind == null || KindSections.speed(r)) return speed(saved);
    if ("coldstart".equals(kind)) {
      KindAnswers.ColdStart c = KindAnswers.coldStart(r);
      List<Decision> out = new ArrayList<>(c.startsFastest().values());
      if (c.smallestFootprint() != null) out.add(c.smallestFootprint());
      return out;
    }
    if ("sizes".equals(kind)) return bySizes(saved);
    if ("check".equals(kind)) return KindAnswers.checks(r);
    return KindAnswers.headline(saved);
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

  /**
   * A speed run: per data set, the fastest cell of each operation (over its targets), the smallest
   * raw and gzipped encoding, the speed-vs-size Pareto set, and what scales best. Speed is answered
   * on the run's fewest threads.
   */
  private static List<Decision> speed(SavedRun saved) {
    RunRecord r = saved.record();
    int fewest = r.cells().stream().mapToInt(RunRecord.CellRecord::threadCount).min().orElse(1);
    Map<String, List<RunRecord.CellRecord>> byDataset = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : r.cells()) {
      if (!measured(c) || baseline(c.binding()) || c.threadCount() != fewest) continue;
      byDataset.computeIfAbsent(c.dataset(), k -> new ArrayList<>()).add(c);
    }
    Map<String, List<Decision>> scaling = ThreadScaling.answers(r);
    Set<String> controls = controls(r);
    List<Decision> out = new ArrayList<>();
    for (Map.Entry<String, List<RunRecord.CellRecord>> e : byDataset.entrySet()) {
      String ds = e.getKey();
      List<RunRecord.CellRecord> cells = e.getValue();
      if (cells.stream().map(RunRecord.CellRecord::codec).distinct().count() < 2) continue;
      List<Decision> lines = new ArrayList<>();
      for (Map.Entry<Operation, String> q : FASTEST.entrySet()) fastest(ds, cells, q.getKey(), q.getValue()).ifPresent(lines::add);
      List<SavedRun.SizeRecord> rows = sizes(saved, ds, controls);
      lines.addAll(smallest(ds, rows));
      pareto(ds, cells, rows).ifPresent(lines::add);
      if (fewest > 1 && !lines.isEmpty()) lines.add(0, Decision.note(ds, "(speed on " + fewest + " threads, the run's fewest)"));
      lines.addAll(scaling.getOrDefault(ds, List.of()));
      out.addAll(lines);
    }
    return out;
  }

  /** The question each operation's fastest cell answers, in the order they are asked. */
  private static final Map<Operation, String> FASTEST = new LinkedHashMap<>();

  static {
    FASTEST.put(Operation.WRITE, "fastest writer");
    FASTEST.put(Operation.READ, "fastest reader");
    FASTEST.put(Operation.ROUNDTRIP, "fastest read-modify-write");
    FASTEST.put(Operation.ACCESS, "fastest to visit every field (access)");
    FASTEST.put(Operation.PARTIAL, "fastest to one deep field (partial)");
    FASTEST.put(Operation.SAVELOAD, "fastest to save a file and load it back");
  }

  /** A {@code sizes} run: per data set, the smallest encoding raw and gzipped. */
  private static List<Decision> bySizes(SavedRun saved) {
    Set<String> controls = controls(saved.record());
    List<Decision> out = new ArrayList<>();
    for (String ds : saved.sizes().stream().map(SavedRun.SizeRecord::dataset).distinct().toList()) {
      out.addAll(smallest(ds, sizes(saved, ds, controls)));
    }
    return out;
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
  static boolean baseline(String binding) {
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
  static Set<String> controls(RunRecord r) {
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
  private static Optional<Decision> fastest(String ds, List<RunRecord.CellRecord> cells, Operation op,
      String question) {
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
    return Optional.of(new Decision(ds, question, s.toString(), List.of(best.codec()), tied));
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
  private static List<Decision> smallest(String ds, List<SavedRun.SizeRecord> rows) {
    List<Decision> out = new ArrayList<>();
    smallest(ds, rows, null, "smallest").ifPresent(out::add);
    smallest(ds, rows, "gzip", "smallest gzipped").ifPresent(out::add);
    return out;
  }

  private static Optional<Decision> smallest(String ds, List<SavedRun.SizeRecord> rows, String compressor,
      String question) {
    Function<SavedRun.SizeRecord, Long> size = r -> compressor == null ? r.raw()
        : r.compressed() == null ? -1L : r.compressed().getOrDefault(compressor, -1L);
    List<SavedRun.SizeRecord> ok = rows.stream().filter(r -> !r.codec().contains("+") && size.apply(r) > 0)
        .sorted(Comparator.comparingLong(size::apply)).toList();
    if (ok.size() < 2) return Optional.empty();
    SavedRun.SizeRecord best = ok.get(0);
    List<String> tied = ok.stream().filter(r -> size.apply(r).equals(size.apply(best)))
        .map(SavedRun.SizeRecord::codec).toList();
    if (tied.size() > 1) { // equal sizes (JSON codecs often differ only in field order): no single winner
      return Optional.of(new Decision(ds, question, tied.size() + " codecs tie at " + Format.count(size.apply(best),
          "byte") + " (" + String.join(", ", tied.subList(0, Math.min(4, tied.size()))) + (tied.size() > 4 ? ", ..." : "")
          + ")", tied, List.of()));
    }
    String s = best.codec() + " (" + Format.count(size.apply(best), "byte");
    String refId = reference(best.codec(), ok.stream().map(SavedRun.SizeRecord::codec).toList());
    Optional<SavedRun.SizeRecord> ref = ok.stream().filter(r -> r.codec().equals(refId)).findFirst();
    if (ref.isPresent() && !best.codec().equals(refId)) {
      s += String.format(Locale.ROOT, ", %.2f× %s", (double) size.apply(best) / size.apply(ref.get()), refId);
    }
    return Optional.of(new Decision(ds, question, s + ")", List.of(best.codec()), List.of()));
  }

  /**
   * Codecs with a write and a read cell on one target (byte[] when it was measured), whose
   * write+read time and raw size no other such codec beats in both.
   */
  private static Optional<Decision> pareto(String ds, List<RunRecord.CellRecord> cells, List<SavedRun.SizeRecord> rows) {
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
    return Optional.of(new Decision(ds, "speed vs size, none better in both (write+read time, raw bytes)",
        String.join(", ", parts), front.stream().map(Point::codec).toList(), List.of()));
  }

  private static Optional<RunRecord.CellRecord> find(List<RunRecord.CellRecord> cells, String codec, Operation op,
      Target t) {
    return cells.stream().filter(c -> c.codec().equals(codec) && op.label().equals(c.op())
        && t.label().equals(c.target())).findFirst();
  }
}
