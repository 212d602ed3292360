package io.wirebench.analysis;

import io.wirebench.core.Target;
import io.wirebench.records.Format;
import io.wirebench.records.Operation;
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
 * What a run's record answers, decided once as {@link Decision}s from the record alone. For a speed
 * run, per data set: the fastest cell of each operation, the smallest encoding raw and gzipped, and
 * the speed-vs-size front ({@link ParetoFront}), each with its ratio to jackson-databind where that
 * was measured; in a run on several thread counts, what scales best ({@link #scaling}). A "fastest"
 * that its runner-up's forks cannot be told apart from (Welch's test on the two cells' forks) is a
 * tie. Speed and size are answered on the run's fewest threads (one, unless {@code --threads} left it
 * out). Other kinds: {@link KindAnswers}. The report module renders these; {@code compare} compares
 * their names.
 */
public final class Answers {
  /** The codec every ratio is taken against. */
  public static final String REFERENCE = "jackson-databind";
  /** The binding of the harness's controls, which measure the method. */
  public static final String CONTROL = "control";
  /** The kinds whose cells are speed cells of the run's model (JMH forks and scores). */
  public static final Set<String> SPEED_KINDS = Set.of("run", "files", "selfcheck", "overhead");

  private Answers() {}

  /** True for a record of speed cells (a record from before kinds counts as one). */
  public static boolean isSpeed(RunRecord r) {
    String kind = r.header() == null ? null : r.header().kind();
    return kind == null || SPEED_KINDS.contains(kind);
  }

  /**
   * Kinds whose cells measure the machine or wirebench itself: no library is the answer to them.
   */
  public static final Set<String> UNANSWERED_KINDS = Set.of("machine", "selfcheck", "overhead");

  /**
   * Bindings of the baselines, which measure the method and are never the answer: the harness's
   * controls, and HTTP's {@code raw:} handler (the bytes with no JAX-RS).
   */
  public static final Set<String> BASELINES = Set.of(CONTROL, "raw");

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
    if (isSpeed(r)) return speed(saved);
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
    Map<String, List<Decision>> scaling = scaling(r);
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
  public static String reference(String best, List<String> ids) {
    if (ids.contains(REFERENCE)) return REFERENCE;
    int at = best.indexOf('@');
    if (at > 0 && ids.contains(REFERENCE + best.substring(at))) return REFERENCE + best.substring(at);
    return ids.stream().filter(id -> id.startsWith(REFERENCE + "@")).findFirst().orElse(REFERENCE);
  }

  /** True for a baseline's binding (a cell of a kind without bindings has none). */
  public static boolean baseline(String binding) {
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
  public static Set<String> controls(RunRecord r) {
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
  public static boolean tie(double[] a, double[] b) {
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
    List<Point> front = ParetoFront.of(points, Point::bytes, p -> -p.seconds());
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

  /**
   * The "scales best" decisions, by data set: for each operation and target, the library with the
   * highest efficiency at the run's highest thread count, and any whose interval overlaps its own
   * (not told apart). Controls are left out; they are there to prove the method. Empty for a run on
   * one thread count.
   */
  public static Map<String, List<Decision>> scaling(RunRecord record) {
    Map<String, List<Decision>> out = new LinkedHashMap<>();
    if (record.cells().stream().noneMatch(c -> c.threadCount() > 1)) return out;
    Map<String, List<RunRecord.CellRecord>> byTable = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : record.cells()) {
      byTable.computeIfAbsent(c.dataset() + "/" + c.op() + "/" + c.target(), k -> new ArrayList<>()).add(c);
    }
    for (List<RunRecord.CellRecord> cells : byTable.values()) {
      Decision d = scalesBest(cells);
      if (d != null) out.computeIfAbsent(d.scope(), k -> new ArrayList<>()).add(d);
    }
    return out;
  }

  /** What scales best among the cells of one data set, operation and target (over thread counts), or null. */
  public static Decision scalesBest(List<RunRecord.CellRecord> cells) {
    if (cells.isEmpty()) return null;
    int max = cells.stream().mapToInt(RunRecord.CellRecord::threadCount).max().orElse(1);
    String efficiency = Scaling.EFFICIENCY.id();
    List<RunRecord.CellRecord> at = cells.stream().filter(c -> c.threadCount() == max && c.done()
        && !CONTROL.equals(c.binding())).filter(c -> metric(c, efficiency) != null
        && metric(c, efficiency).value() != null)
        .sorted(Comparator.comparingDouble(c -> -metric(c, efficiency).value())).toList();
    if (at.size() < 2) return null;
    RunRecord.MetricValue best = metric(at.get(0), efficiency);
    List<String> tied = new ArrayList<>();
    for (RunRecord.CellRecord c : at.subList(1, at.size())) {
      RunRecord.MetricValue e = metric(c, efficiency);
      if (best.low() != null && e.high() != null && e.high() >= best.low()) tied.add(c.codec());
    }
    RunRecord.CellRecord first = cells.get(0);
    return new Decision(first.dataset(), "scales best, " + first.op() + " " + first.target() + " on " + max
        + " threads", at.get(0).codec() + " (efficiency " + Format.withInterval(best, "%.2f") + ")"
        + (best.low() == null ? "; one fork each, so no interval tells it from the rest"
            : tied.isEmpty() ? "" : "; not told apart from " + String.join(", ", tied) + " (their 95% intervals overlap)"),
        List.of(at.get(0).codec()), tied);
  }

  private static RunRecord.MetricValue metric(RunRecord.CellRecord c, String id) {
    return c.metrics() == null ? null : c.metrics().get(id);
  }
}
