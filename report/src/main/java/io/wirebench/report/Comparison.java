package io.wirebench.report;

import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.MachineTerm;
import io.wirebench.records.Format;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The change of every cell two runs share, with its interval and a verdict, as criterion.rs and
 * Go's benchstat report it. The samples are the forks (independent JVMs; iterations inside one
 * fork are not independent), and the test is Welch's t on the logarithms of the fork values
 * ({@link Estimate#ratio}): two runs may have different numbers of forks and different variances,
 * and on logs a change is symmetric in ratio terms. A cell is faster or slower when the 95%
 * interval of its speed ratio excludes 1, "no change within noise" when it contains 1, and
 * undecided when a side has fewer than two forks (no variance, no test). Two runs also meet the
 * machine at different speeds, which moves every cell alike: when a run's interleaved rounds show
 * the machine wandering ({@link MachineTerm}, pooled over both runs), that shift's variance is
 * part of every cell's interval, as it is of a run's rerun intervals.
 *
 * @param base where the base samples come from
 * @param next where the new samples come from
 * @param changes every cell both runs have, in the base's order
 * @param onlyBase cells only the base has
 * @param onlyNext cells only the new run has
 */
public record Comparison(ForkSamples base, ForkSamples next, List<Change> changes, List<String> onlyBase,
    List<String> onlyNext) {

  /** A cell's verdict. */
  public enum Verdict {
    FASTER("faster"),
    SLOWER("slower"),
    NO_CHANGE("no change within noise"),
    TOO_FEW_FORKS("too few forks to tell");

    private final String label;

    Verdict(String label) {
      this.label = label;
    }

    public String label() {
      return label;
    }
  }

  /**
   * One cell's change.
   *
   * @param key the cell
   * @param base the base's samples
   * @param next the new run's samples
   * @param speed new speed over base speed (above 1: faster), with its 95% interval
   * @param verdict faster, slower, no change within noise, or too few forks
   */
  public record Change(String key, ForkSamples.Cell base, ForkSamples.Cell next, Estimate speed, Verdict verdict) {
    /** The change of time per operation (+0.10: 10% slower), the way criterion.rs prints it. */
    public double timeChange() {
      return 1 / speed.value() - 1;
    }

    /** The interval of the time change, [low, high]; NaN bounds without an interval. */
    public double[] timeChangeInterval() {
      return new double[] {1 / speed.high() - 1, 1 / speed.low() - 1};
    }
  }

  /** Compares the cells two runs share. */
  public static Comparison of(ForkSamples base, ForkSamples next) {
    List<Change> changes = new ArrayList<>();
    List<String> onlyBase = new ArrayList<>();
    MachineTerm machine = machine(base, next);
    for (ForkSamples.Cell b : base.cells().values()) {
      ForkSamples.Cell n = next.cells().get(b.key());
      if (n == null) {
        onlyBase.add(b.key());
        continue;
      }
      changes.add(change(b, n, machine));
    }
    List<String> onlyNext = next.cells().keySet().stream().filter(k -> !base.cells().containsKey(k)).toList();
    return new Comparison(base, next, changes, onlyBase, onlyNext);
  }

  /** The whole-run shift both runs' rounds imply, which every cell's interval carries. */
  public MachineTerm machine() {
    return machine(base, next);
  }

  private static MachineTerm machine(ForkSamples base, ForkSamples next) {
    return MachineTerm.pooled(base.machine(), next.machine());
  }

  static Change change(ForkSamples.Cell b, ForkSamples.Cell n, MachineTerm machine) {
    if (ForkSamples.ratio(b.unit()) != ForkSamples.ratio(n.unit())
        || ForkSamples.ratio(b.unit()) && !b.unit().equals(n.unit())) {
      throw new io.wirebench.core.BadInputException("cell " + b.key() + " is in " + b.unit() + " in the base and in "
          + n.unit() + " in the new run: a merge of shards from different machines holds ratios to each table's "
          + "anchor, not absolute speeds; compare two merges made alike ('wirebench merge --ratios' makes ratios "
          + "on any machines; docs/shards.md)");
    }
    if (b.higherIsBetter() != n.higherIsBetter()) {
      throw new io.wirebench.core.BadInputException("cell " + b.key() + " is measured as " + direction(b)
          + " in one run and " + direction(n) + " in the other; compare runs of the same mode");
    }
    // speed ratio new/base: of throughputs directly, of times inverted
    Estimate speed = b.higherIsBetter() ? Estimate.ratio(n.normalized(), b.normalized(), machine)
        : Estimate.ratio(b.normalized(), n.normalized(), machine);
    Verdict v;
    if (Double.isNaN(speed.low()) || Double.isNaN(speed.high())) v = Verdict.TOO_FEW_FORKS;
    else if (speed.low() > 1) v = Verdict.FASTER;
    else if (speed.high() < 1) v = Verdict.SLOWER;
    else v = Verdict.NO_CHANGE;
    return new Change(b.key(), b, n, speed, v);
  }

  private static String direction(ForkSamples.Cell c) {
    return c.higherIsBetter() ? "throughput (" + c.unit() + ")" : "time per operation (" + c.unit() + ")";
  }

  /**
   * The geometric mean of the cells' speed ratios, new over base (1.05: 5% faster over all); NaN
   * when no cell is shared. Every cell weighs the same, whatever its scale.
   */
  public double geometricMeanSpeed() {
    if (changes.isEmpty()) return Double.NaN;
    double s = 0;
    for (Change c : changes) s += Math.log(c.speed().value());
    return Math.exp(s / changes.size());
  }

  /** The cells significantly slower by more than {@code threshold} more time per operation (0.05: 5%). */
  public List<Change> regressions(double threshold) {
    return changes.stream().filter(c -> c.verdict() == Verdict.SLOWER && c.timeChange() > threshold).toList();
  }

  /** How many cells have a verdict. */
  public long count(Verdict v) {
    return changes.stream().filter(c -> c.verdict() == v).count();
  }

  /** The comparison as a table: one row per shared cell. */
  public ReportModel.TableData table() {
    List<List<String>> rows = new ArrayList<>();
    for (Change c : changes) {
      rows.add(List.of(label(c), value(c.base()), value(c.next()), percent(c.timeChange()) + interval(c),
          c.base().forks().length + " / " + c.next().forks().length, c.verdict().label()));
    }
    return new ReportModel.TableData(List.of("CELL", "BASE", "NEW", "TIME/OP CHANGE [95% CI]", "FORKS", "VERDICT"),
        List.of(false, true, true, true, true, false), rows);
  }

  /** The summary lines under the table. */
  public List<String> summary() {
    List<String> out = new ArrayList<>();
    out.add(String.format(Locale.ROOT, "%d cells in both: %d faster, %d slower, %d no change within noise, "
        + "%d with too few forks to tell", changes.size(), count(Verdict.FASTER), count(Verdict.SLOWER),
        count(Verdict.NO_CHANGE), count(Verdict.TOO_FEW_FORKS)));
    double g = geometricMeanSpeed();
    if (!Double.isNaN(g)) {
      out.add(String.format(Locale.ROOT, "geometric mean over the cells: %s time per operation (speed × %.3f)",
          percent(1 / g - 1), g));
    }
    if (count(Verdict.TOO_FEW_FORKS) > 0) {
      out.add("a cell with one fork on a side has no variance to test against: measure with --forks 3 or more "
          + "(or --profile full) to get verdicts");
    }
    if (!onlyBase.isEmpty()) out.add(onlyBase.size() + " cells only in the base: " + abbreviate(onlyBase));
    if (!onlyNext.isEmpty()) out.add(onlyNext.size() + " cells only in the new run: " + abbreviate(onlyNext));
    List<String> skipped = new ArrayList<>(base.skipped());
    skipped.addAll(next.skipped());
    if (!skipped.isEmpty()) out.add(skipped.size() + " cells without fork samples were left out: " + abbreviate(skipped));
    MachineTerm machine = machine();
    out.add("TIME/OP CHANGE is new over base time per operation, minus one; its 95% interval is Welch's t on the "
        + "logs of the fork values (each fork one sample)" + (machine.present() ? String.format(Locale.ROOT,
            ", plus a whole-run shift of the machine between the runs (standard deviation %.1f%%, from the runs' "
            + "rounds; see docs/metrics.md)", 100 * Math.sqrt(machine.rerunVariance())) : "")
        + "; a verdict needs the interval to exclude zero.");
    return out;
  }

  /** Prints the table and summary. */
  public void print(PrintWriter out) {
    out.println("base: " + base.source() + "  (" + base.provenance() + ")");
    out.println("new:  " + next.source() + "  (" + next.provenance() + ")");
    out.println();
    ReportModel.TableData t = table();
    Table table = new Table(headers(t));
    for (List<String> r : t.rows()) table.row(r.toArray());
    table.print(out, "  ");
    out.println();
    for (String s : summary()) out.println(s);
    out.flush();
  }

  /** Prints the table as GitHub Markdown, with both runs' provenance under it, then the summary. */
  public void printMarkdown(PrintWriter out) {
    MarkdownReport.table(table(), out);
    out.println("<sub>base: " + MarkdownReport.escape(base.provenance()) + "; new: "
        + MarkdownReport.escape(next.provenance()) + "</sub>");
    out.println();
    for (String s : summary()) out.println("- " + MarkdownReport.escape(s));
    out.flush();
  }

  private static String[] headers(ReportModel.TableData t) {
    String[] h = new String[t.headers().size()];
    for (int i = 0; i < h.length; i++) h[i] = (t.right().get(i) ? ">" : "") + t.headers().get(i);
    return h;
  }

  /**
   * A cell as its row names it: its key, and for a partial read how it reads, in both runs when they
   * differ ({@code partial/bytes/protobuf/dbdata:1000 · partial (full decode) → partial (...)}).
   */
  static String label(Change c) {
    String b = c.base().operation();
    String n = c.next().operation();
    if (b == null && n == null) return c.key();
    if (java.util.Objects.equals(b, n)) return c.key() + " · " + b;
    return c.key() + " · " + (b == null ? "?" : b) + " → " + (n == null ? "?" : n);
  }

  private static String value(ForkSamples.Cell c) {
    double[] v = c.forks();
    double mean = 0;
    for (double x : v) mean += x;
    mean /= v.length;
    if ("ops/s".equals(c.unit())) return Format.number(mean) + " ops/s";
    if (ForkSamples.ratio(c.unit())) return String.format(Locale.ROOT, "%.3f %s", mean, c.unit());
    return Format.number(mean) + " " + c.unit();
  }

  private static String interval(Change c) {
    double[] iv = c.timeChangeInterval();
    if (Double.isNaN(iv[0]) || Double.isNaN(iv[1])) return "";
    return " [" + percent(iv[0]) + ", " + percent(iv[1]) + "]";
  }

  static String percent(double change) {
    if (Double.isNaN(change)) return "-";
    return String.format(Locale.ROOT, "%+.1f%%", change * 100);
  }

  private static String abbreviate(List<String> keys) {
    return keys.size() <= 5 ? String.join(", ", keys) : String.join(", ", keys.subList(0, 5)) + ", ...";
  }
}
