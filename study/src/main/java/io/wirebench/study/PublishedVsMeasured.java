package io.wirebench.study;

import io.wirebench.records.RunRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * The published figures beside the measured cells, as ratios to a reference row on both sides
 * (never absolute times across machines), each with a verdict (docs/studies.md, "The verdict"):
 * <ul>
 *   <li>measured ratio = cell ÷ reference cell, its interval the ratio of the bounds
 *       ([low ÷ reference high, high ÷ reference low]; a cell without an interval is its value);</li>
 *   <li>a published value agrees when its ratio lies in that interval widened by the tolerance
 *       ([low·(1−t), high·(1+t)]), and disagrees when it lies outside;</li>
 *   <li>a published range (a qualitative claim) agrees when the measured interval lies inside it,
 *       disagrees when it lies wholly outside, and cannot tell when it straddles a bound;</li>
 *   <li>cannot tell, too, when a cell was not measured, and when the measured interval spans more
 *       than a factor of {@value #MAX_SPREAD}: such a measurement cannot tell a claim from its double.</li>
 * </ul>
 */
public final class PublishedVsMeasured {
  /** A measured interval wider than this factor (high ÷ low) gives no verdict. */
  public static final double MAX_SPREAD = 3.0;
  /** The pseudo-metric of a cell's encoded size (its {@code encodedBytes}; exact). */
  public static final String ENCODED_BYTES = "encodedBytes";

  /** A row's verdict. */
  public enum Agreement {
    AGREES("agrees"), DISAGREES("disagrees"), CANNOT_TELL("cannot tell"), REFERENCE("reference");

    private final String label;

    Agreement(String label) {
      this.label = label;
    }

    @com.fasterxml.jackson.annotation.JsonValue
    @Override public String toString() {
      return label;
    }
  }

  /**
   * One row: the published ratio (or range), the measured ratio with its interval, the verdict and why.
   *
   * @param cell the measured cell's key, or null
   * @param publishedLow the published ratio, or a range's low end (null: no figure)
   * @param publishedHigh the same ratio, or a range's high end
   */
  public record Line(String row, String cell, Double publishedLow, Double publishedHigh, Double measured, Double low,
      Double high, Agreement agreement, String why) {}

  /** A published table and its rows' verdicts. */
  public record Judged(StudyFile.Table table, double tolerance, List<Line> lines) {}

  private PublishedVsMeasured() {}

  /**
   * Every published table of a study judged against the measured records.
   *
   * @param records the record of a step by name, or null when the step has none (not run, failed)
   */
  public static List<Judged> judge(StudyFile study, Function<String, RunRecord> records) {
    List<Judged> out = new ArrayList<>();
    for (StudyFile.Table t : study.tables()) {
      double tolerance = t.tolerance() != null ? t.tolerance()
          : study.tolerance() != null ? study.tolerance() : StudyFile.DEFAULT_TOLERANCE;
      StudyFile.Row ref = t.rows().stream().filter(r -> t.reference() != null
          && r.name().text().equals(t.reference().text())).findFirst().orElse(null);
      Measured refCell = ref == null ? null : measure(study, t, ref, records);
      List<Line> lines = new ArrayList<>();
      for (StudyFile.Row r : t.rows()) {
        Line l = r == ref ? reference(r, refCell) : line(study, t, r, ref, refCell, tolerance, records);
        lines.add(r.note() == null ? l : new Line(l.row(), l.cell(), l.publishedLow(), l.publishedHigh(), l.measured(),
            l.low(), l.high(), l.agreement(), l.why() + " (" + r.note().strip() + ")"));
      }
      out.add(new Judged(t, tolerance, lines));
    }
    return out;
  }

  private static Line reference(StudyFile.Row r, Measured m) {
    return new Line(r.name().text(), m.key, 1.0, 1.0, m.why == null ? 1.0 : null, null, null, Agreement.REFERENCE,
        m.why == null ? "every ratio is to this row" : m.why);
  }

  private static Line line(StudyFile study, StudyFile.Table t, StudyFile.Row r, StudyFile.Row ref, Measured refCell,
      double tolerance, Function<String, RunRecord> records) {
    Double pLow = r.ratio() != null ? r.ratio().get(0) : ref == null ? r.value() : r.value() / ref.value();
    Double pHigh = r.ratio() != null ? r.ratio().get(1) : pLow;
    Measured m = measure(study, t, r, records);
    String name = r.name().text();
    if (m.why != null) return new Line(name, m.key, pLow, pHigh, null, null, null, Agreement.CANNOT_TELL, m.why);
    if (refCell != null && refCell.why != null) {
      return new Line(name, m.key, pLow, pHigh, null, null, null, Agreement.CANNOT_TELL,
          "the reference row has no measurement: " + refCell.why);
    }
    double q = refCell == null ? m.value : m.value / refCell.value;
    if (!(q > 0) || !Double.isFinite(q)) {
      return new Line(name, m.key, pLow, pHigh, null, null, null, Agreement.CANNOT_TELL,
          "a measured value is zero or missing");
    }
    // a rerun interval from two forks can reach below zero: the ratio's bound is then 0 (the cell's
    // low) or unbounded (the reference's low), and the interval tells nothing
    double lo = refCell == null ? m.low : m.low / refCell.high;
    double hi = refCell == null ? m.high : refCell.low > 0 ? m.high / refCell.low : Double.POSITIVE_INFINITY;
    if (!(lo > 0) || !Double.isFinite(hi)) {
      return new Line(name, m.key, pLow, pHigh, q, Math.max(0, lo), Double.isFinite(hi) ? hi : null,
          Agreement.CANNOT_TELL, "the measured interval reaches zero (too few forks or trials to bound the ratio): measure with more");
    }
    if (hi / lo > MAX_SPREAD) {
      return new Line(name, m.key, pLow, pHigh, q, lo, hi, Agreement.CANNOT_TELL, String.format(Locale.ROOT,
          "the measured interval spans a factor of %.1f (more than %.0f): measure with more forks or trials", hi / lo, MAX_SPREAD));
    }
    if (r.ratio() == null) {
      boolean in = pLow >= lo * (1 - tolerance) && pLow <= hi * (1 + tolerance);
      return new Line(name, m.key, pLow, pHigh, q, lo, hi, in ? Agreement.AGREES : Agreement.DISAGREES,
          String.format(Locale.ROOT, "%s the measured interval ±%.0f%%", in ? "within" : "outside", tolerance * 100));
    }
    if (lo >= pLow && hi <= pHigh) return new Line(name, m.key, pLow, pHigh, q, lo, hi, Agreement.AGREES, "inside the claim");
    if (hi < pLow || lo > pHigh) {
      return new Line(name, m.key, pLow, pHigh, q, lo, hi, Agreement.DISAGREES, "wholly outside the claim");
    }
    return new Line(name, m.key, pLow, pHigh, q, lo, hi, Agreement.CANNOT_TELL, "the measured interval straddles "
        + "a bound of the claim");
  }

  /** A measured cell's value and interval, or why there is none. */
  private record Measured(String key, double value, double low, double high, String why) {
    static Measured none(String key, String why) {
      return new Measured(key, Double.NaN, Double.NaN, Double.NaN, why);
    }
  }

  private static Measured measure(StudyFile study, StudyFile.Table t, StudyFile.Row r,
      Function<String, RunRecord> records) {
    if (r.unsupported() != null) return Measured.none(null, "not measurable here: " + r.unsupported());
    String stepName = (r.step() != null ? r.step() : t.step()).text();
    StudyFile.Step step = study.steps().stream().filter(s -> s.name().text().equals(stepName)).findFirst().orElseThrow();
    if (step.unsupported() != null) return Measured.none(null, "step " + stepName + " is unsupported: " + step.unsupported());
    RunRecord record = records.apply(stepName);
    if (record == null) return Measured.none(null, "step " + stepName + " has no result (not run, or it failed)");
    String dataset = r.dataset() != null ? r.dataset() : t.dataset();
    String op = r.op() != null ? r.op() : t.op();
    String target = r.target() != null ? r.target() : t.target();
    List<RunRecord.CellRecord> found = record.cells().stream().filter(c -> r.codec().text().equals(c.codec())
        && (dataset == null || dataset.equals(c.dataset())) && (op == null || op.equalsIgnoreCase(c.op()))
        && (target == null || target.equals(c.target()))).toList();
    String wanted = String.join("/", Objects.toString(op, "*"), Objects.toString(target, "*"), r.codec().text(),
        Objects.toString(dataset, "*"));
    if (found.isEmpty()) {
      // the gate's or the plan's reason, when the run says why it did not measure the codec
      String why = record.notMeasured().stream().filter(n -> r.codec().text().equals(n.codec())).map(n -> n.reason())
          .findFirst().orElse("no cell " + wanted + " in step " + stepName);
      return Measured.none(wanted, "not measured: " + why);
    }
    if (found.size() > 1) {
      return Measured.none(wanted, found.size() + " cells match " + wanted + "; name the row's dataset, op and target");
    }
    RunRecord.CellRecord c = found.get(0);
    if (!c.done()) return Measured.none(c.key(), c.status() + (c.message() == null ? "" : ": " + c.message()));
    if (ENCODED_BYTES.equals(t.metric())) {
      return c.encodedBytes() > 0 ? new Measured(c.key(), c.encodedBytes(), c.encodedBytes(), c.encodedBytes(), null)
          : Measured.none(c.key(), "the cell records no encoded size");
    }
    RunRecord.MetricValue v = c.metrics() == null ? null : c.metrics().get(t.metric());
    if (v == null || v.value() == null) return Measured.none(c.key(), "the cell has no " + t.metric());
    // the confidence interval of the mean where the record has one, not the rerun interval: the
    // question is where this machine's value lies, not where a later run's would land, and the
    // machine's wander between runs (in the rerun interval) moves a ratio's two cells alike
    if (v.meanLow() != null && v.meanHigh() != null) {
      return new Measured(c.key(), v.value(), v.meanLow(), v.meanHigh(), null);
    }
    return new Measured(c.key(), v.value(), v.low() != null ? v.low() : v.value(), v.high() != null ? v.high() : v.value(),
        null);
  }
}
