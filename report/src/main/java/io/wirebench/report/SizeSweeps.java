package io.wirebench.report;

import io.wirebench.analysis.SweepFit;
import io.wirebench.core.SizeAxis;
import io.wirebench.records.Format;
import io.wirebench.records.RunRecord;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The size sweeps of a speed record, derived from its ordinary cells: the cells of one codec,
 * operation and target on three or more data sets of one family ({@code dbdata:N},
 * {@link SizeAxis#family}) are one curve, fitted by {@link SweepFit}. A sweep is nothing but cells
 * in the record, so {@code compare} and the history judge its cells as any others; only this reads
 * them as curves.
 *
 * <p>A point's size is the codec's own encoded size of the data set ({@code encodedBytes}), which
 * is what its write produces and its read consumes; a codec whose own size does not change with the
 * data set (the fixed-work controls write 8 bytes) and a cell without one are placed at the data
 * set's JSON size ({@code datasets[].jsonBytes}), and the curve says so.
 */
public final class SizeSweeps {
  /** What a sweep section shows, in one paragraph. */
  public static final String LEAD = "How each codec's time per operation grows with the payload: the cells of one "
      + "codec on three or more sizes of one data set family (run --sizes, or counted ids such as dbdata:1000), with "
      + "time = fixed + size × per byte fitted on them and the growth exponent b of time ∝ size^b. Growth is flagged "
      + "superlinear when b's interval lies above " + (1 + SweepFit.TOLERANCE) + ", from the size where it starts.";

  private SizeSweeps() {}

  /** One point of a curve: a data set, its JSON bytes and the bytes the fit uses, the time and MB/s. */
  public record Point(String dataset, double jsonBytes, double bytes, double seconds, double se) {
    /** Bytes per second over 10^6, of the size the fit uses. */
    public double mbPerSecond() {
      return bytes / seconds / 1e6;
    }
  }

  /**
   * One codec's curve on one operation and target of a family.
   *
   * @param ownBytes whether the sizes are the codec's own encoding (else the data set's JSON)
   * @param fit the fit, empty when the sizes or times do not allow one
   */
  public record Curve(String family, String op, String target, String codec, String binding, boolean ownBytes,
      List<Point> points, Optional<SweepFit.Result> fit) {
    /** {@code dbdata:N · write bytes}. */
    public String title() {
      return family + " · " + op + " " + target;
    }
  }

  /**
   * The curve a cell belongs to: its family, operation, target and codec. One place, so that a new
   * axis of the cell's identity (threads) is one more part of this key.
   */
  static String curveKey(RunRecord.CellRecord c, String family) {
    return family + "\u0000" + c.op() + "\u0000" + c.target() + "\u0000" + c.codec();
  }

  /** Every curve of a record with {@link SweepFit#MIN_SIZES} or more data sets of a family; none for other kinds. */
  public static List<Curve> of(RunRecord record) {
    if (!KindSections.speed(record)) return List.of();
    Map<String, Double> jsonBytes = new LinkedHashMap<>();
    if (record.header() != null && record.header().datasets() != null) {
      for (RunRecord.DatasetRecord d : record.header().datasets()) {
        if (d.jsonBytes() != null) jsonBytes.put(d.id(), d.jsonBytes().doubleValue());
      }
    }
    Map<String, List<RunRecord.CellRecord>> byCurve = new LinkedHashMap<>();
    Map<String, String> familyOf = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : record.cells()) {
      Optional<String> family = SizeAxis.family(c.dataset());
      if (family.isEmpty() || !c.done() || seconds(c) == null) continue;
      String key = curveKey(c, family.get());
      byCurve.computeIfAbsent(key, k -> new ArrayList<>()).add(c);
      familyOf.put(key, family.get());
    }
    List<Curve> out = new ArrayList<>();
    for (Map.Entry<String, List<RunRecord.CellRecord>> e : byCurve.entrySet()) {
      List<RunRecord.CellRecord> cells = e.getValue();
      if (cells.stream().map(RunRecord.CellRecord::dataset).distinct().count() < SweepFit.MIN_SIZES) continue;
      boolean own = cells.stream().allMatch(c -> c.encodedBytes() > 0)
          && cells.stream().mapToLong(RunRecord.CellRecord::encodedBytes).distinct().count() >= SweepFit.MIN_SIZES;
      List<Point> points = new ArrayList<>();
      for (RunRecord.CellRecord c : cells) {
        double json = jsonBytes.getOrDefault(c.dataset(), Double.NaN);
        double bytes = own ? c.encodedBytes() : json;
        if (Double.isNaN(bytes)) continue;
        RunRecord.MetricValue t = seconds(c);
        points.add(new Point(c.dataset(), json, bytes, t.value(), standardError(t)));
      }
      points.sort(Comparator.comparingDouble(Point::bytes));
      RunRecord.CellRecord first = cells.get(0);
      Optional<SweepFit.Result> fit = SweepFit.fit(points.stream()
          .map(p -> new SweepFit.Point(p.bytes(), p.seconds(), p.se())).toList());
      out.add(new Curve(familyOf.get(e.getKey()), first.op(), first.target(), first.codec(), first.binding(), own,
          List.copyOf(points), fit));
    }
    // one family, operation and target together; fastest at the largest size first
    List<String> titles = out.stream().map(Curve::title).distinct().toList();
    out.sort(Comparator.comparingInt((Curve c) -> titles.indexOf(c.title()))
        .thenComparingDouble(c -> c.points().isEmpty() ? Double.MAX_VALUE
            : c.points().get(c.points().size() - 1).seconds()));
    return out;
  }

  private static RunRecord.MetricValue seconds(RunRecord.CellRecord c) {
    RunRecord.MetricValue v = c.metrics() == null ? null : c.metrics().get("timePerOp");
    return v == null || v.value() == null || !(v.value() > 0) ? null : v;
  }

  /**
   * A time's standard error from the cell's 95% confidence interval of the mean: half its width over
   * Student's t at the cell's degrees of freedom (the normal's where the record has none); NaN
   * without an interval (one fork).
   */
  static double standardError(RunRecord.MetricValue v) {
    if (v.meanLow() == null || v.meanHigh() == null) return Double.NaN;
    double q = SweepFit.quantile(v.df() == null ? Double.POSITIVE_INFINITY : v.df());
    return (v.meanHigh() - v.meanLow()) / 2 / q;
  }

  /** The sizes of a title's curves, as columns: each data set once, smallest JSON first. */
  public static List<Point> columns(List<Curve> curves) {
    Map<String, Point> by = new LinkedHashMap<>();
    for (Curve c : curves) for (Point p : c.points()) by.putIfAbsent(p.dataset(), p);
    List<Point> cols = new ArrayList<>(by.values());
    cols.sort(Comparator.comparingDouble(p -> Double.isNaN(p.jsonBytes()) ? p.bytes() : p.jsonBytes()));
    return cols;
  }

  /** {@code 1.21 µs · 850 MB/s}: a point as the tables show it. */
  public static String point(Curve c, String dataset) {
    return c.points().stream().filter(p -> p.dataset().equals(dataset)).findFirst()
        .map(p -> Format.seconds(p.seconds()) + " · " + Format.number(p.mbPerSecond()) + " MB/s").orElse("");
  }

  /** A column's header: the data set's JSON size ({@code 10 KB}), or its id when that is unknown. */
  public static String column(Point p) {
    return Double.isNaN(p.jsonBytes()) ? p.dataset() : Format.bytes(p.jsonBytes());
  }

  /** The fit's figures as the tables show them: fixed cost, per byte, exponent (each with its interval), growth. */
  public static List<String> fitCells(Curve c) {
    if (c.fit().isEmpty()) return List.of("-", "-", "-", "no fit: " + SweepFit.MIN_SIZES + " sizes and positive times needed");
    SweepFit.Result f = c.fit().get();
    return List.of(withInterval(f.fixed(), Format::seconds), withInterval(f.perByte(), SizeSweeps::perByte),
        withInterval(f.exponent(), v -> String.format(Locale.ROOT, "%.2f", v)), growth(f));
  }

  /**
   * What the growth is, in words: superlinear from a size; linear (b's interval inside 1 ± the
   * tolerance); below linear (a fixed cost); and where the interval is wider than that, what it
   * allows, with the steepest local exponent where that one is superlinear, so that a bend the fit
   * cannot judge (three sizes of one fork) is still seen.
   */
  public static String growth(SweepFit.Result f) {
    if (f.superlinear()) {
      return "superlinear" + (Double.isNaN(f.superlinearFrom()) ? "" : " from " + Format.bytes(f.superlinearFrom()));
    }
    SweepFit.Value b = f.exponent();
    double lo = 1 - SweepFit.TOLERANCE;
    double hi = 1 + SweepFit.TOLERANCE;
    if (b.hasInterval() && b.high() < lo) return "below linear (a fixed cost)";
    if (b.hasInterval() && b.low() >= lo && b.high() <= hi) return "linear";
    String words = !b.hasInterval() ? "no interval" : b.low() >= lo ? "linear or steeper: not shown superlinear"
        : b.high() <= hi ? "linear or flatter" : "cannot tell: b's interval is too wide";
    int steepest = -1;
    for (int i = 0; i < f.localExponents().size(); i++) {
      if (steepest < 0 || f.localExponents().get(i) > f.localExponents().get(steepest)) steepest = i;
    }
    if (steepest >= 0 && f.localExponents().get(steepest) > hi) {
      words += String.format(Locale.ROOT, "; local exponent %.2f from %s", f.localExponents().get(steepest),
          Format.bytes(f.localFrom().get(steepest)));
    }
    return words;
  }

  /** A cost per byte in a fitting unit: {@code 1.23 ns/B}, {@code 45 ps/B}. */
  static String perByte(double secondsPerByte) {
    double ns = secondsPerByte * 1e9;
    if (Double.isNaN(ns)) return "-";
    if (Math.abs(ns) >= 1000) return String.format(Locale.ROOT, "%.2f µs/B", ns / 1e3);
    if (Math.abs(ns) >= 0.1) return String.format(Locale.ROOT, "%.3g ns/B", ns);
    return String.format(Locale.ROOT, "%.3g ps/B", ns * 1e3);
  }

  private static String withInterval(SweepFit.Value v, java.util.function.DoubleFunction<String> f) {
    String value = signed(v.value(), f);
    if (!v.hasInterval()) return value;
    return value + " [" + signed(v.low(), f) + ", " + signed(v.high(), f) + "]";
  }

  /** A figure that may be negative or zero (a fit's bound), in a format made for positive ones. */
  private static String signed(double v, java.util.function.DoubleFunction<String> f) {
    return v < 0 ? "-" + f.apply(-v) : v == 0 ? "0" : f.apply(v);
  }

  /** The lines under a title's tables: what the sizes are and how the fit was made. */
  public static List<String> notes(List<Curve> curves) {
    List<String> notes = new ArrayList<>();
    List<String> json = curves.stream().filter(c -> !c.ownBytes()).map(Curve::codec).toList();
    notes.add("Sizes are each codec's own encoded bytes" + (json.isEmpty() ? "" : ", except " + String.join(", ", json)
        + " (the data set's JSON bytes: " + (json.size() == 1 ? "its own size does" : "their own sizes do")
        + " not change with the data set)") + "; columns are the data sets' JSON sizes.");
    boolean known = curves.stream().allMatch(c -> c.fit().map(SweepFit.Result::knownErrors).orElse(true));
    notes.add("time = fixed + size × per byte by weighted least squares; b of time ∝ size^b by least squares on the logs "
        + "over the sizes where the per-byte part is at least four times the fixed part (the largest three at least); "
        + "[95% intervals] are the standard errors of the fits, " + (known ? "weighed by the cells' own intervals "
        + "(widened by the misfit, with Student's t on n - 2 degrees of freedom, where the points scatter "
        + "more than those say)" : "with every point given the same relative error, estimated from the scatter "
        + "(cells of one fork have no interval of their own), with Student's t on n - 2 degrees of freedom")
        + ". Superlinear: b's lower bound is "
        + "above " + (1 + SweepFit.TOLERANCE) + "; from: where the exponent between neighbouring sizes first is. "
        + "docs/metrics.md#size-sweeps");
    return notes;
  }
}
