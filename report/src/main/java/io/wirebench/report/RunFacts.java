package io.wirebench.report;

import io.wirebench.records.Format;
import io.wirebench.records.NotMeasured;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a report says about where and how a run was measured: a one-line provenance to print
 * under each table, the facts (machine, JVM, flags, profile, statistic), the library versions,
 * and what was not measured and why.
 */
public final class RunFacts {
  private RunFacts() {}

  /**
   * One line: tool and commit, profile, JVM, machine, date. For example {@code wirebench
   * 0.1.0 (2d5d8b3) · profile quick, 3 forks × 5 × 100 ms · JDK 17.0.15 (Debian) · AMD EPYC,
   * 2 cores, Linux · 2026-11-23}.
   */
  public static String provenance(RunRecord r) {
    RunRecord.Header h = r.header();
    String commit = h.wirebench() == null ? "" : h.wirebench().getOrDefault("gitCommit", "");
    String shortCommit = commit.length() > 7 && !commit.equals("unknown")
        ? commit.substring(0, 7) + (commit.endsWith("-dirty") ? "-dirty" : "") : commit;
    String version = h.wirebench() == null ? "" : h.wirebench().getOrDefault("version", "");
    List<String> parts = new ArrayList<>();
    if (!version.isEmpty()) parts.add("wirebench " + version + (shortCommit.isEmpty() ? "" : " (" + shortCommit + ")"));
    if (h.profile() != null) parts.add(profile(h.profile()));
    if (h.jvm() != null) parts.add("JDK " + h.jvm().version() + " (" + h.jvm().vendor() + ")");
    if (h.machine() != null) {
      parts.add(h.machine().get("cpu") + ", " + h.machine().get("cores") + " cores, "
          + String.valueOf(h.machine().get("os")).split(" ")[0]);
    }
    String verdict = io.wirebench.records.NoiseCheck.verdictOf(h.machine());
    if (verdict != null) {
      parts.add("machine check: " + verdict + (h.machine().get("noise") instanceof Map<?, ?> n
          && n.get("againstStored") != null ? ", slower than this machine can be" : ""));
    }
    if (h.started() != null && h.started().length() >= 10) parts.add(h.started().substring(0, 10));
    if (h.shard() != null) parts.add("shard " + h.shard().index() + "/" + h.shard().count());
    if (h.merge() != null) {
      parts.add("merge of " + h.merge().count() + " shards" + (RunRecord.RATIO_TO_ANCHOR.equals(h.merge().scale())
          ? ", each cell × its table's anchor" : ""));
    }
    if (!"complete".equals(r.status())) parts.add("status " + r.status());
    return parts.isEmpty() ? "no provenance in run.json" : String.join(" · ", parts);
  }

  /** The machine check's verdict and spreads, from {@code machine.noise}; null when the run has none. */
  static String noise(Map<String, Object> machine) {
    String verdict = io.wirebench.records.NoiseCheck.verdictOf(machine);
    if (verdict == null) return null;
    Map<?, ?> n = (Map<?, ?>) machine.get("noise");
    return verdict + " (" + n.get("seconds") + " s check; 100 ms windows, 5th-95th percentile of speed over "
        + "the median: code that fills a core " + spread(n.get("wide")) + ", a dependent chain " + spread(n.get("chain"))
        + ")" + (n.get("againstStored") == null ? "" : "; " + n.get("againstStored"));
  }

  private static String spread(Object probe) {
    if (!(probe instanceof Map<?, ?> p)) return "?";
    // the spread of 1 s averages (older runs have none): what a fork of many iterations still meets
    return p.get("p05") + "-" + p.get("p95") + "×" + (p.get("sdLog1s") instanceof Number n && Double.isFinite(n.doubleValue())
        ? String.format(Locale.ROOT, ", 1 s averages ± %.1f%%", 100 * n.doubleValue()) : "")
        // its absolute speed, which only another run's on the same JVM gives a meaning (compare says so)
        + (p.get("perSecond") instanceof Number v ? String.format(Locale.ROOT, ", %,.0f/s", v.doubleValue()) : "");
  }

  static String profile(RunRecord.ProfileRecord p) {
    String forks = p.minForks() == p.maxForks() ? String.valueOf(p.minForks()) : p.minForks() + "-" + p.maxForks();
    return String.format(Locale.ROOT, "profile %s, %s fork%s × %d × %d ms", p.name(), forks,
        p.maxForks() == 1 ? "" : "s", p.iterations(), p.iterationMillis());
  }

  /** The facts of a run, name to value, in reading order. */
  public static Map<String, String> facts(SavedRun run) {
    RunRecord r = run.record();
    RunRecord.Header h = r.header();
    Map<String, String> f = new LinkedHashMap<>();
    f.put("directory", run.dir().toString());
    boolean speed = KindSections.speed(r);
    if (!speed) f.put("kind", h.kind());
    f.put("status", r.status() + (speed ? ", " + r.rounds() + " round(s)" : "")
        + (h.started() == null ? "" : "; started " + h.started())
        + (r.finished() == null ? "" : ", finished " + r.finished()));
    if (h.command() != null) f.put("command", String.join(" ", h.command()));
    if (h.processes().size() > 1) {
      f.put("processes", h.processes().size() + ": started by pid " + h.processes().get(0).pid() + ", resumed by "
          + String.join(", ", h.processes().subList(1, h.processes().size()).stream()
              .map(p -> "pid " + p.pid() + " on " + p.host()).toList()));
    }
    if (h.wirebench() != null) {
      f.put("wirebench", h.wirebench().getOrDefault("version", "") + ", commit "
          + h.wirebench().getOrDefault("gitCommit", "unknown"));
    }
    Map<String, Object> m = h.machine();
    if (m != null) {
      Object mem = m.get("memoryBytes");
      f.put("machine", m.get("cpu") + ", " + m.get("cores") + " cores"
          + (mem instanceof Number n && n.longValue() > 0 ? ", " + Math.round(n.doubleValue() / (1L << 30)) + " GiB" : "")
          + ", " + m.get("os") + ", host " + m.get("hostname"));
      String check = noise(m);
      if (check != null) f.put("machine check", check);
    }
    RunRecord.JvmRecord j = h.jvm();
    if (j != null) {
      f.put("JVM", j.version() + " (" + j.vendor() + "), " + j.vmName() + " " + j.vmVersion() + ", " + j.java());
      f.put("JVM flags", j.flags() == null ? "" : String.join(" ", j.flags()));
      if (j.blackholeMode() != null) f.put("blackhole", j.blackholeMode());
    }
    if (h.jmhVersion() != null) f.put("JMH", h.jmhVersion() + (h.gcProfiler() ? ", gc profiler on (allocation measured)" : ", gc profiler off"));
    if (h.profile() != null) {
      RunRecord.ProfileRecord p = h.profile();
      f.put("profile", profile(p) + "; " + p.warmupIterations() + " warm-up iterations"
          + (p.adaptiveWarmup() ? " (longer where a fork was still warming)" : "")
          + (p.targetPrecision() == null ? "" : String.format(Locale.ROOT, "; more forks until ±%.0f%%",
              p.targetPrecision() * 100))
          + (p.budgetSeconds() > 0 ? "; budget " + Format.duration(p.budgetSeconds()) : ""));
    }
    if (h.statistic() != null) {
      f.put("value", h.statistic().value());
      f.put("interval", h.statistic().interval());
      f.put("steady state", h.statistic().steadyState());
    }
    if (speed) f.put("seed", String.valueOf(h.seed()));
    if (h.shard() != null) {
      RunRecord.ShardRecord s = h.shard();
      f.put("shard", s.index() + "/" + s.count() + " (from " + s.source() + ") of plan " + s.plan().substring(0, 12)
          + " (" + s.planCells() + " cells): owns " + s.tables().size() + " tables, measures " + s.anchors().size()
          + " anchor cells; 'wirebench merge' joins the shards");
    }
    if (h.merge() != null) {
      RunRecord.MergeRecord mr = h.merge();
      f.put("merge", mr.count() + " shards of plan " + mr.plan().substring(0, 12) + ", machines " + mr.machines() + ": "
          + String.join("; ", mr.shards().stream().map(s -> "shard " + s.index() + " " + s.dir() + " on " + s.fingerprint()
              + (s.anchorSpeed() == null ? "" : String.format(Locale.ROOT, ", anchors at %.3f× shard 0's", s.anchorSpeed())))
              .toList()));
      f.put("scale", mr.scale() + ": " + mr.why());
    }
    if (h.setup() != null) {
      // the kind's settings; the cases and rows of a check are its grid's legend, not facts
      h.setup().forEach((k, v) -> {
        if (v != null && !List.of("cases", "rows").contains(k)) f.put(k, String.valueOf(v));
      });
    }
    if (speed) {
      io.wirebench.analysis.PrecisionForecast p = precision(r);
      if (p != null) f.put("precision", p.describe());
    }
    if (speed || !r.gate().isEmpty()) f.put("gate", gateSummary(r));
    f.values().removeIf(java.util.Objects::isNull);
    return f;
  }

  /**
   * What the run's throughput intervals are made of and how many forks ±3% would take
   * ({@link io.wirebench.analysis.PrecisionForecast}), from run.json's cells and forks, fitted as the run
   * fits them; null when fewer than eight cells have two or more forks.
   */
  static io.wirebench.analysis.PrecisionForecast precision(RunRecord r) {
    List<double[]> samples = new ArrayList<>();
    List<Double> halfWidths = new ArrayList<>();
    int forks = 0;
    double forkSeconds = 0;
    for (RunRecord.CellRecord c : r.cells()) {
      RunRecord.MetricValue v = c.metrics() == null ? null : c.metrics().get("throughput");
      if (v == null || v.value() == null || c.forks() == null) continue;
      forks += c.forks().size();
      forkSeconds += c.forks().stream().mapToDouble(RunRecord.ForkRecord::seconds).sum();
      double[] used = c.forks().stream().filter(RunRecord.ForkRecord::used).mapToDouble(RunRecord.ForkRecord::mean)
          .toArray();
      samples.add(used);
      if (used.length >= 2 && v.low() != null && v.high() != null) {
        halfWidths.add((v.high() - v.low()) / 2 / Math.abs(v.value()));
      }
    }
    if (forks == 0) return null;
    double secondsPerFork = forkSeconds / forks;
    double wall = seconds(r);
    if (!Double.isNaN(wall)) secondsPerFork = wall / forks; // else the forks' own seconds stand
    return io.wirebench.analysis.PrecisionForecast.of(samples, halfWidths, secondsPerFork,
        io.wirebench.analysis.PrecisionForecast.PUBLICATION);
  }

  /** The gate's verdicts counted: passed, failed, gaps, unavailable. */
  public static String gateSummary(RunRecord r) {
    Map<String, Integer> n = new LinkedHashMap<>();
    for (String s : List.of("pass", "fail", "gap", "unavailable")) n.put(s, 0);
    for (RunRecord.GateRecord g : r.gate()) n.merge(String.valueOf(g.status()), 1, Integer::sum);
    return String.format(Locale.ROOT, "%d pairs round-trip exactly, %d failed, %d gaps (data set not modelled), "
        + "%d unavailable", n.get("pass"), n.get("fail"), n.get("gap"), n.get("unavailable"));
  }

  /** What was selected but not measured, and what a smaller default left out, one line each. */
  public static List<String> notMeasured(RunRecord r) {
    List<String> out = new ArrayList<>();
    List<String> datasets = r.header() == null || r.header().datasets() == null ? List.of()
        : r.header().datasets().stream().map(RunRecord.DatasetRecord::id).toList();
    out.addAll(NotMeasured.describeGrouped(r.notMeasured(), true, datasets));
    for (RunRecord.CellRecord c : r.cells()) {
      if (!"done".equals(c.status())) {
        out.add(c.status() + ": " + c.key() + (c.message() == null || c.message().isEmpty() ? "" : " (" + c.message() + ")"));
      }
    }
    if (r.leftOut() != null) {
      out.add("left out by default: " + r.leftOut().what() + "; measure them with: " + r.leftOut().command());
    }
    return out;
  }

  /**
   * The library versions table: id, library, version, format, binding, configuration. A dialect's
   * format says so, with how its bytes differ from the standard form.
   */
  public static ReportModel.TableData codecs(RunRecord r) {
    List<List<String>> rows = new ArrayList<>();
    for (RunRecord.CodecRecord c : r.header().codecs() == null ? List.<RunRecord.CodecRecord>of() : r.header().codecs()) {
      String format = ReportModel.nz(c.format());
      if (c.dialect() != null && !c.dialect().isEmpty()) format += " (dialect: " + c.dialect() + ")";
      rows.add(List.of(c.id(), ReportModel.nz(c.library()), ReportModel.nz(c.version()), format,
          ReportModel.nz(c.binding()), ReportModel.nz(c.config())));
    }
    return new ReportModel.TableData(List.of("CODEC", "LIBRARY", "VERSION", "FORMAT", "BINDING", "CONFIGURATION"),
        List.of(false, false, false, false, false, false), rows);
  }

  /** A run's wall time from its start to its end as the record has them; NaN when it has not both. */
  static double seconds(RunRecord r) {
    try {
      if (r.header().started() != null && r.finished() != null) {
        return java.time.Duration.between(java.time.Instant.parse(r.header().started()),
            java.time.Instant.parse(r.finished())).toMillis() / 1000.0;
      }
    } catch (java.time.format.DateTimeParseException e) {
      // a run.json written by hand or by another tool
    }
    return Double.NaN;
  }
}
