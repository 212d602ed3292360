package io.wirebench.report;

import io.wirebench.analysis.MachineDrift;
import io.wirebench.analysis.MachineTerm;
import io.wirebench.records.Format;
import io.wirebench.records.RunRecord;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The HTTP command's terminal tables, read from its record (kind {@code http}): one per data set
 * and method, fastest first, a column per metric the cells recorded (in their order), and each
 * row's req/s as a ratio to the raw baseline's (the stack's ceiling); with {@code --rate auto}, the
 * knee of each row instead.
 */
public final class HttpTables {
  /** The rate every table sorts by and the ratio to raw compares. */
  static final String RATE = "requestsPerSecond";
  private static final String CPU = "serverCpuPerRequest";
  /** The provider of the raw baseline rows. */
  private static final String RAW = "raw";
  private static final Map<String, String> COLUMNS = Map.of(RATE, "REQ/S", "p50", "P50", "p90", "P90", "p99", "P99",
      "p999", "P99.9", "errors", "ERRORS", CPU, "SRV CPU/REQ");

  private HttpTables() {}

  /** The tables, then the machine's speed per round. */
  public static void print(RunRecord record, PrintWriter out) {
    List<RunRecord.CellRecord> cells = record.cells();
    if (cells.stream().anyMatch(c -> details(c).get("knee") instanceof Map)) {
      printKnees(cells, out);
      return;
    }
    for (Map.Entry<String, List<RunRecord.CellRecord>> g : groups(cells).entrySet()) {
      List<RunRecord.CellRecord> done = new ArrayList<>();
      List<RunRecord.CellRecord> other = new ArrayList<>();
      for (RunRecord.CellRecord c : g.getValue()) (c.done() ? done : other).add(c);
      done.sort((a, b) -> Double.compare(value(b, RATE), value(a, RATE)));
      List<String> metrics = done.isEmpty() || done.get(0).metrics() == null ? List.of()
          : List.copyOf(done.get(0).metrics().keySet());
      List<String> headers = new ArrayList<>(List.of("PROVIDER", "MEDIA TYPE", ">BODY"));
      for (String m : metrics) headers.add(">" + COLUMNS.getOrDefault(m, m) + (RATE.equals(m) ? " ± 95%" : ""));
      headers.add(">×RAW");
      Table t = new Table(headers.toArray(new String[0]));
      for (RunRecord.CellRecord c : done) {
        List<Object> row = new ArrayList<>(List.of(c.codec() + (c.message() == null ? "" : " !"), c.target(),
            details(c).get("bodyBytes") instanceof Number n ? Format.bytes(n.longValue()) : "-"));
        for (String m : metrics) row.add(format(c, m) + (RATE.equals(m) ? plusMinus(metric(c, m)) : ""));
        row.add(details(c).get("requestsPerSecondToRaw") instanceof Number x
            ? String.format(Locale.ROOT, "%.2f", x.doubleValue()) : "-");
        t.row(row.toArray());
      }
      out.println(g.getKey());
      if (!t.isEmpty()) t.print(out, "  ");
      String ceiling = ceiling(done);
      if (!ceiling.isEmpty()) out.println("  " + ceiling);
      for (RunRecord.CellRecord c : done) if (c.message() != null) out.println("  ! " + c.codec() + ": " + c.message());
      for (RunRecord.CellRecord c : other) out.println("  " + c.codec() + ": " + status(c) + " (" + message(c) + ")");
      out.println();
    }
    String machine = machineLine(cells);
    if (!machine.isEmpty()) out.println(machine);
    String again = measuredAgain(record);
    if (!again.isEmpty()) out.println(again);
    out.flush();
  }

  /**
   * How many trials were measured again after the rounds because they ran much slower than the
   * fastest of their cell (each kept in http.json, set aside), in one line; empty when none was.
   */
  static String measuredAgain(RunRecord record) {
    long n = record.cells().stream().flatMap(c -> details(c).get("trials") instanceof List<?> l ? l.stream()
        : java.util.stream.Stream.empty()).filter(t -> t instanceof Map<?, ?> m && m.get("again") != null).count();
    if (n == 0) return "";
    Map<String, Object> setup = record.header() == null || record.header().setup() == null ? Map.of()
        : record.header().setup();
    double slower = number(setup.get("retrySlower"));
    return String.format(Locale.ROOT, "%d trial%s more than %.0f%% slower than the fastest of its cell %s measured "
        + "again after the rounds (mostly the machine; a row whose trials were, says so); each is kept in http.json as "
        + "set aside", n, n == 1 ? "" : "s", 100 * slower, n == 1 ? "was" : "were");
  }

  /** {@code --rate auto}: a table per data set and method, the highest rate each row held first. */
  @SuppressWarnings("unchecked")
  private static void printKnees(List<RunRecord.CellRecord> cells, PrintWriter out) {
    for (Map.Entry<String, List<RunRecord.CellRecord>> g : groups(cells).entrySet()) {
      Table t = new Table("PROVIDER", "MEDIA TYPE", ">KNEE REQ/S", ">P99 THERE", ">FIRST FAILING", "WHY");
      List<RunRecord.CellRecord> swept = new ArrayList<>(g.getValue().stream().filter(c -> knee(c) != null).toList());
      swept.sort((a, b) -> Double.compare(number(knee(b).get("rate")), number(knee(a).get("rate"))));
      for (RunRecord.CellRecord c : swept) {
        Map<String, Object> k = knee(c);
        double failing = number(k.get("firstFailing"));
        t.row(c.codec(), c.target(), Format.number(number(k.get("rate"))), Format.seconds(number(k.get("p99"))),
            Double.isNaN(failing) ? "-" : Format.number(failing), String.valueOf(k.get("why")));
      }
      out.println(g.getKey());
      if (!t.isEmpty()) t.print(out, "  ");
      for (RunRecord.CellRecord c : g.getValue()) {
        if (knee(c) == null) out.println("  " + c.codec() + ": " + status(c) + " (" + message(c) + ")");
      }
      out.println();
    }
    out.println("knee: the highest constant rate (open model, latency corrected for coordinated omission) with no "
        + "errors, p99 within the target and at least 95% of the rate achieved; the first failing rate is the one above it");
    out.flush();
  }

  /** The cells by "data set · METHOD", in the order they ran. */
  private static Map<String, List<RunRecord.CellRecord>> groups(List<RunRecord.CellRecord> cells) {
    Map<String, List<RunRecord.CellRecord>> groups = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : cells) {
      groups.computeIfAbsent(c.dataset() + " · " + c.op().toUpperCase(Locale.ROOT), k -> new ArrayList<>()).add(c);
    }
    return groups;
  }

  /**
   * Why the raw handler, meant as the ceiling, is not the highest row of a table (empty when it is,
   * or when there is none): whether the intervals tell the two apart, and each one's server CPU per
   * request, which says whether the server did less work for the faster row or the client's share
   * of the cores decided it.
   */
  static String ceiling(List<RunRecord.CellRecord> done) {
    RunRecord.CellRecord raw = done.stream().filter(c -> RAW.equals(c.binding())).findFirst().orElse(null);
    if (raw == null || done.get(0) == raw) return "";
    RunRecord.CellRecord top = done.get(0);
    RunRecord.MetricValue a = metric(top, RATE);
    RunRecord.MetricValue b = metric(raw, RATE);
    boolean overlap = a == null || b == null || a.low() == null || b.high() == null || a.low() <= b.high();
    return String.format(Locale.ROOT, "the raw ceiling is not the highest row: %s %s%s req/s against %s%s; %s "
        + "(server CPU a request: %s against raw's %s)", top.codec(), format(top, RATE), plusMinus(a),
        format(raw, RATE), plusMinus(b),
        overlap ? "their intervals overlap, so this run cannot tell them apart"
            : "the intervals are apart: req/s is what client and server reach together on this machine's cores, so "
                + "a row whose client side is lighter can pass the ceiling",
        format(top, CPU), format(raw, CPU));
  }

  /**
   * The machine's speed per round as every cell of each server saw it together (req/s), in one
   * line, with what that wander adds to a rerun; empty with fewer than two rounds. Each server JVM
   * (the cells on the Kryo 4 server carry {@code details.server}) is its own group, since its
   * rounds ran at other times.
   */
  static String machineLine(List<RunRecord.CellRecord> cells) {
    List<String> parts = new ArrayList<>();
    double worst = 0;
    String where = "";
    for (boolean kryo4 : new boolean[] {false, true}) {
      List<double[]> rates = new ArrayList<>();
      for (RunRecord.CellRecord c : cells) {
        if (c.done() && "kryo4".equals(details(c).get("server")) == kryo4) rates.add(keptRates(c));
      }
      double[] rounds = MachineDrift.perRoundOf(rates);
      if (rounds.length < 2) continue;
      MachineTerm t = MachineTerm.of(rates);
      if (Math.sqrt(t.rerunVariance()) > worst) {
        worst = Math.sqrt(t.rerunVariance());
        where = kryo4 ? "the Kryo 4 server's" : "the server's";
      }
      List<String> each = new ArrayList<>();
      for (double x : rounds) each.add(String.format(Locale.ROOT, "%+.1f%%", 100 * x));
      parts.add((kryo4 ? "Kryo 4 server " : "server ") + String.join(", ", each));
    }
    if (parts.isEmpty()) return "";
    return "the machine's speed per round (every cell's req/s together): " + String.join("; ", parts)
        + (worst > MachineTerm.UNSTEADY_SD ? String.format(Locale.ROOT, "%nthe machine was not steady "
            + "between %s rounds (a rerun's shift ±%.1f%%, above %.0f%%): its intervals include it; measure again "
            + "when it is quieter (--machine-check tells)", where, 100 * worst, 100 * MachineTerm.UNSTEADY_SD) : "");
  }

  /** Each kept trial's req/s (those not set aside), in round order. */
  @SuppressWarnings("unchecked")
  private static double[] keptRates(RunRecord.CellRecord c) {
    if (!(details(c).get("trials") instanceof List<?> trials)) return new double[0];
    List<Map<String, Object>> kept = new ArrayList<>();
    for (Object o : trials) if (o instanceof Map<?, ?> m && m.get("setAside") == null) kept.add((Map<String, Object>) m);
    kept.sort((x, y) -> Double.compare(number(x.get("round")), number(y.get("round"))));
    double[] out = new double[kept.size()];
    for (int i = 0; i < out.length; i++) {
      double seconds = number(kept.get(i).get("seconds"));
      out[i] = seconds > 0 ? number(kept.get(i).get("requests")) / seconds : Double.NaN;
    }
    return out;
  }

  /** " ± N%" of the rerun interval (symmetric about the value), or " (1 trial)" when there is none. */
  static String plusMinus(RunRecord.MetricValue m) {
    if (m == null || m.value() == null || m.high() == null || m.low() == null) return " (1 trial)";
    return String.format(Locale.ROOT, " ± %.0f%%", 100 * (m.high() - m.value()) / Math.abs(m.value()));
  }

  /** A metric's value as its unit prints: times as durations, errors as a count, the rest as a number; "-" if none. */
  private static String format(RunRecord.CellRecord c, String metric) {
    RunRecord.MetricValue m = metric(c, metric);
    double v = value(c, metric);
    if (Double.isNaN(v)) return "-";
    if (m.unit() != null && (m.unit().equals("s") || m.unit().startsWith("s/"))) return Format.seconds(v);
    if ("errors".equals(metric)) return String.format(Locale.ROOT, "%,.0f", v);
    return Format.number(v);
  }

  private static String status(RunRecord.CellRecord c) {
    return c.status().replace('-', ' ');
  }

  private static String message(RunRecord.CellRecord c) {
    return c.message() == null ? "" : c.message();
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> knee(RunRecord.CellRecord c) {
    return c.done() && details(c).get("knee") instanceof Map<?, ?> k ? (Map<String, Object>) k : null;
  }

  private static Map<String, Object> details(RunRecord.CellRecord c) {
    return c.details() == null ? Map.of() : c.details();
  }

  private static RunRecord.MetricValue metric(RunRecord.CellRecord c, String id) {
    return c.metrics() == null ? null : c.metrics().get(id);
  }

  private static double value(RunRecord.CellRecord c, String id) {
    RunRecord.MetricValue m = metric(c, id);
    return m == null || m.value() == null ? Double.NaN : m.value();
  }

  private static double number(Object o) {
    return o instanceof Number n ? n.doubleValue() : Double.NaN;
  }
}
