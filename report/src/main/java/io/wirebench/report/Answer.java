package io.wirebench.report;

import io.wirebench.bench.CellResult;
import io.wirebench.bench.Estimate;
import io.wirebench.bench.Metric;
import io.wirebench.bench.Operation;
import io.wirebench.core.Target;
import io.wirebench.results.Format;
import io.wirebench.results.Sizes;
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
 * The short answer under a run's tables, per data set: the fastest writer and reader, the smallest
 * encoding raw and gzipped, and the speed-vs-size Pareto set, each with its ratio to
 * jackson-databind where that was measured; in a run on several thread counts, what scales best
 * ({@link ThreadScaling#answers}). It reads the tables' numbers; a "fastest" that its runner-up's
 * forks cannot be told apart from (Welch's test on the two cells' forks) is a tie. Speed and size
 * are answered on the run's fewest threads (one, unless {@code --threads} left it out).
 */
public final class Answer {
  /** The codec every ratio is taken against. */
  public static final String REFERENCE = "jackson-databind";

  private Answer() {}

  /** Prints the answer for every data set with at least two measured codecs; nothing otherwise. */
  public static void print(List<CellResult> results, List<Sizes.Row> sizes, Function<String, String> bindingOf,
      PrintWriter out) {
    print(results, sizes, bindingOf, Map.of(), out);
  }

  /**
   * Prints the answer for every data set with at least two measured codecs, with the lines of
   * {@code scaling} (by data set: {@link ThreadScaling#answers}) after its speed and size lines.
   */
  public static void print(List<CellResult> results, List<Sizes.Row> sizes, Function<String, String> bindingOf,
      Map<String, List<String>> scaling, PrintWriter out) {
    int fewest = results.stream().mapToInt(r -> r.cell().threads()).min().orElse(1);
    Map<String, List<CellResult>> byDataset = new LinkedHashMap<>();
    for (CellResult r : results) {
      if (!r.measured() || ResultTables.CONTROL.equals(bindingOf.apply(r.cell().codec()))) continue;
      if (r.cell().threads() != fewest) continue;
      byDataset.computeIfAbsent(r.cell().dataset(), k -> new ArrayList<>()).add(r);
    }
    for (Map.Entry<String, List<CellResult>> e : byDataset.entrySet()) {
      List<CellResult> cells = e.getValue();
      if (cells.stream().map(r -> r.cell().codec()).distinct().count() < 2) continue;
      List<String> lines = new ArrayList<>();
      fastest(cells, Operation.WRITE).ifPresent(l -> lines.add("fastest writer: " + l));
      fastest(cells, Operation.READ).ifPresent(l -> lines.add("fastest reader: " + l));
      fastest(cells, Operation.ROUNDTRIP).ifPresent(l -> lines.add("fastest read-modify-write: " + l));
      fastest(cells, Operation.ACCESS).ifPresent(l -> lines.add("fastest to visit every field (access): " + l));
      fastest(cells, Operation.PARTIAL).ifPresent(l -> lines.add("fastest to one deep field (partial): " + l));
      List<Sizes.Row> rows = sizes.stream().filter(r -> r.dataset().equals(e.getKey())
          && !ResultTables.CONTROL.equals(bindingOf.apply(r.codec()))).toList();
      smallest(rows, null).ifPresent(l -> lines.add("smallest: " + l));
      smallest(rows, "gzip").ifPresent(l -> lines.add("smallest gzipped: " + l));
      pareto(cells, rows).ifPresent(l -> lines.add("speed vs size, none better in both (write+read time, raw "
          + "bytes): " + l));
      if (fewest > 1 && !lines.isEmpty()) lines.add(0, "(speed on " + fewest + " threads, the run's fewest)");
      lines.addAll(scaling.getOrDefault(e.getKey(), List.of()));
      if (lines.isEmpty()) continue;
      out.println("answer for " + e.getKey() + ":");
      for (String l : lines) out.println("  " + l);
      out.println();
    }
  }

  /**
   * What a cold-start record answers: per data set, the codec that starts fastest (the shortest
   * {@code firstUseSeconds} in a plain JVM, with jackson-databind's ratio to it, and a tie when the
   * runner-up's 95% interval of the mean reaches the winner's, as {@code coldstart} itself prints
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
    Set<String> controls = new LinkedHashSet<>();
    if (record.header().codecs() != null) {
      for (var c : record.header().codecs()) if (ResultTables.CONTROL.equals(c.binding())) controls.add(c.id());
    }
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
      var next = f.apply(rows.get(1));
      StringBuilder s = new StringBuilder(rows.get(0).codec() + " (first use " + Format.seconds(best.value()));
      String refId = reference(rows.get(0).codec(), rows.stream().map(c -> c.codec()).toList());
      rows.stream().filter(c -> c.codec().equals(refId) && c != rows.get(0)).findFirst().ifPresent(ref -> s.append(
          String.format(Locale.ROOT, ", %s's %.2f× that", refId, f.apply(ref).value() / best.value())));
      s.append(')');
      if (best.meanHigh() != null && next.meanLow() != null && next.meanLow() <= best.meanHigh()) {
        s.append("; a tie with ").append(rows.get(1).codec()).append(" within the 95% intervals of their means");
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

  /** The best cell of an operation over all its targets, with the reference on the same target. */
  private static Optional<String> fastest(List<CellResult> cells, Operation op) {
    List<CellResult> of = cells.stream().filter(r -> r.cell().op() == op)
        .sorted(Comparator.comparingDouble((CellResult r) -> r.score().value()).reversed()).toList();
    if (of.size() < 2) return Optional.empty();
    CellResult best = of.get(0);
    CellResult second = of.stream().filter(r -> !r.cell().codec().equals(best.cell().codec())).findFirst().orElse(null);
    StringBuilder s = new StringBuilder(best.cell().codec() + " (" + best.cell().target().label() + ", "
        + Format.number(best.score().value()) + " ops/s");
    String refId = reference(best.cell().codec(), of.stream().map(r -> r.cell().codec()).toList());
    of.stream().filter(r -> r.cell().codec().equals(refId) && r.cell().target() == best.cell().target()
        && !best.cell().codec().equals(refId)).findFirst()
        .ifPresent(ref -> s.append(String.format(Locale.ROOT, ", %.2f× %s", best.score().value() / ref.score().value(),
            refId)));
    s.append(')');
    if (second != null && tie(best, second)) {
      s.append("; a tie with ").append(second.cell().codec()).append(" (Welch's 95% interval of their ratio holds 1)");
    }
    return Optional.of(s.toString());
  }

  /**
   * Whether two cells of one run cannot be told apart: Welch's 95% interval for the ratio of their
   * means, from their forks, contains 1. One fork on either side has no interval, so no tie.
   */
  static boolean tie(CellResult a, CellResult b) {
    Estimate r = Estimate.ratio(a.samples(Metric.THROUGHPUT), b.samples(Metric.THROUGHPUT));
    return !Double.isNaN(r.low()) && r.contains(1.0);
  }

  private static Optional<String> smallest(List<Sizes.Row> rows, String compressor) {
    Function<Sizes.Row, Long> size = r -> compressor == null ? r.raw() : r.compressed().getOrDefault(compressor, -1L);
    List<Sizes.Row> ok = rows.stream().filter(r -> !r.codec().contains("+") && size.apply(r) > 0)
        .sorted(Comparator.comparingLong(size::apply)).toList();
    if (ok.size() < 2) return Optional.empty();
    Sizes.Row best = ok.get(0);
    List<String> tied = ok.stream().filter(r -> size.apply(r).equals(size.apply(best))).map(Sizes.Row::codec).toList();
    if (tied.size() > 1) { // equal sizes (JSON codecs often differ only in field order): no single winner
      return Optional.of(tied.size() + " codecs tie at " + Format.count(size.apply(best), "byte") + " ("
          + String.join(", ", tied.subList(0, Math.min(4, tied.size()))) + (tied.size() > 4 ? ", ..." : "") + ")");
    }
    String s = best.codec() + " (" + Format.count(size.apply(best), "byte");
    String refId = reference(best.codec(), ok.stream().map(Sizes.Row::codec).toList());
    Optional<Sizes.Row> ref = ok.stream().filter(r -> r.codec().equals(refId)).findFirst();
    if (ref.isPresent() && !best.codec().equals(refId)) {
      s += String.format(Locale.ROOT, ", %.2f× %s", (double) size.apply(best) / size.apply(ref.get()), refId);
    }
    return Optional.of(s + ")");
  }

  /**
   * Codecs with a write and a read cell on one target (byte[] when it was measured), whose
   * write+read time and raw size no other such codec beats in both.
   */
  private static Optional<String> pareto(List<CellResult> cells, List<Sizes.Row> rows) {
    record Point(String codec, Target target, double seconds, long bytes) {}
    List<Point> points = new ArrayList<>();
    Set<String> codecs = new LinkedHashSet<>();
    for (CellResult r : cells) codecs.add(r.cell().codec());
    for (String c : codecs) {
      Optional<Sizes.Row> row = rows.stream().filter(r -> r.codec().equals(c)).findFirst();
      if (row.isEmpty()) continue;
      for (Target t : List.of(Target.BYTES, Target.STREAM, Target.STRING, Target.FILE, Target.WRITER)) {
        Optional<CellResult> w = find(cells, c, Operation.WRITE, t);
        Optional<CellResult> rd = find(cells, c, Operation.READ, t == Target.WRITER ? Target.READER : t);
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

  private static Optional<CellResult> find(List<CellResult> cells, String codec, Operation op, Target t) {
    return cells.stream().filter(r -> r.cell().codec().equals(codec) && r.cell().op() == op && r.cell().target() == t)
        .findFirst();
  }
}
