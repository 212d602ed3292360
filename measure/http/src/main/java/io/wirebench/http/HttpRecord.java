package io.wirebench.http;

import io.wirebench.analysis.Estimate;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import io.wirebench.core.Verdict;
import io.wirebench.harness.JvmInfo;
import io.wirebench.records.KindRecord;
import io.wirebench.records.ResultFile;
import io.wirebench.records.RunInfo;
import io.wirebench.records.RunRecord;
import io.wirebench.server.HttpCell;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code http.json} in the run directory, rewritten atomically after every cell (see
 * docs/results-format.md): the setup, the machine, the gate's verdicts and every cell with its
 * metrics.
 */
final class HttpRecord {
  static final String FILE = "http.json";
  /** The metric of a {@code --rate auto} cell: the highest rate it held under the p99 target. */
  static final String KNEE = "kneeRequestsPerSecond";
  /** 2: trials, each with its own figures, and an interval per metric. */
  static final int FORMAT_VERSION = 2;

  private final HttpRun.Settings s;
  private final Path dir;
  private String started = Instant.now().toString();
  private final Map<String, Object> machine = RunInfo.machine();
  private final String commit = RunInfo.gitCommit();

  private final KindRecord shared;

  HttpRecord(HttpRun.Settings s, Path dir) throws IOException {
    this.s = s;
    this.dir = dir;
    Files.createDirectories(dir);
    Codecs registry = Codecs.load();
    List<CodecInfo> codecs = s.cells().stream().map(HttpCell::codec).filter(java.util.Objects::nonNull).distinct()
        .map(registry::find).flatMap(java.util.Optional::stream).map(c -> c.info()).toList();
    List<RunRecord.DatasetRecord> datasets = s.cells().stream().map(HttpCell::dataSet).distinct()
        .map(HttpRecord::dataset).toList();
    this.shared = new KindRecord(dir, "http", s.command(), JvmInfo.current().record(s.serverJvmArgs()), codecs, datasets,
        setup(s, List.of()));
  }

  /** Records the machine check made before the first server started, in both files. */
  void machineCheck(io.wirebench.harness.MachineNoise noise) {
    machine.put("noise", noise.toMap());
    shared.machineCheck(noise.toMap());
  }

  /** The shared record's header as it stands. */
  RunRecord.Header header() {
    return shared.header();
  }

  /** Continues the record of a run another process started ({@code http --resume}). */
  void continuing(String startedThen, RunRecord.Header earlier) {
    shared.continuing(earlier);
    if (startedThen != null) started = startedThen;
  }

  void save(List<HttpResult> results, List<Verdict> gate, List<Map<String, Object>> serverWarmup, String status)
      throws IOException {
    shared.gate(gate);
    TrialPooling pool = TrialPooling.of(results);
    shared.save(status, results.stream().map(r -> shared(cell(r, results, pool))).toList());
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("formatVersion", FORMAT_VERSION);
    doc.put("kind", "http");
    doc.put("status", status);
    doc.put("started", started);
    doc.put("finished", "running".equals(status) ? null : Instant.now().toString());
    doc.put("command", s.command());
    doc.put("wirebench", Map.of("version", RunInfo.wirebenchVersion(), "commit", commit));
    doc.put("machine", machine);
    doc.put("jvm", Map.of("version", System.getProperty("java.version"), "vendor", System.getProperty("java.vendor")));
    doc.put("setup", setup(s, serverWarmup));
    List<Map<String, Object>> metrics = new ArrayList<>();
    for (HttpMetric m : HttpMetric.ALL) {
      metrics.add(Map.of("id", m.id(), "unit", m.unit(), "better", m.better().name().toLowerCase(java.util.Locale.ROOT),
          "description", m.description()));
    }
    doc.put("metrics", metrics);
    doc.put("gate", gate);
    List<Map<String, Object>> cells = new ArrayList<>();
    for (HttpResult r : results) cells.add(cell(r, results, pool));
    doc.put("cells", cells);
    ResultFile.writeJson(dir.resolve(FILE), doc);
  }

  private static RunRecord.DatasetRecord dataset(String dataSet) {
    try {
      return RunRecord.DatasetRecord.of(DataSets.require(dataSet));
    } catch (RuntimeException e) {
      return new RunRecord.DatasetRecord(dataSet, dataSet);
    }
  }

  private static Map<String, Object> setup(HttpRun.Settings s, List<Map<String, Object>> serverWarmup) {
    Map<String, Object> setup = new LinkedHashMap<>();
    setup.put("driver", s.driver());
    setup.put("model", s.rate() > 0 ? "open" : s.knee() ? "knee" : "closed");
    setup.put("rate", s.rate() > 0 ? s.rate() : null);
    setup.put("p99TargetSeconds", s.knee() ? s.p99Target() : null);
    setup.put("connections", s.connections());
    setup.put("warmupSeconds", s.warmup().toMillis() / 1000.0);
    setup.put("durationSeconds", s.duration().toMillis() / 1000.0);
    setup.put("trials", s.trials());
    setup.put("retries", s.rate() == 0 ? s.retries() : 0);
    setup.put("retrySlower", s.retrySlower());
    setup.put("maxRequestsPerCell", s.maxRequests());
    setup.put("gzip", s.gzip());
    setup.put("pinned", s.pin() && s.loadHosts() == null);
    setup.put("listen", s.listen());
    setup.put("loadHosts", s.loadHosts() == null ? List.of()
        : s.loadHosts().hosts().stream().map(LoadHosts.Host::name).toList());
    setup.put("sharedCores", Runtime.getRuntime().availableProcessors());
    setup.put("serverJvmArgs", s.serverJvmArgs());
    setup.put("maxBodyBytes", s.maxBody());
    setup.put("seed", s.seed());
    setup.put("serverWarmup", serverWarmup);
    return setup;
  }

  /**
   * A cell of http.json (this version's or an older one's) as a cell in the shared record (kind
   * {@code http}): the row ({@code codec:ID}, {@code raw:ID} or a stock provider) as its codec, the
   * method as its operation, the media type as its target; every {@link HttpMetric} with its unit,
   * better direction and rerun interval over the trials (none from one trial, or from an http.json
   * written before trials); the rest as details.
   */
  @SuppressWarnings("unchecked")
  static RunRecord.CellRecord shared(Map<String, Object> cell) {
    boolean measured = "measured".equals(cell.get("status"));
    Map<String, RunRecord.MetricValue> metrics = new LinkedHashMap<>();
    Map<String, Object> values = cell.get("metrics") instanceof Map<?, ?> v ? (Map<String, Object>) v : Map.of();
    Map<String, Object> intervals = cell.get("intervals") instanceof Map<?, ?> v ? (Map<String, Object>) v : Map.of();
    if (measured && cell.get("knee") != null) {
      metrics.put(KNEE, RunRecord.MetricValue.of(values.get(KNEE) instanceof Number x ? x.doubleValue() : Double.NaN,
          Double.NaN, Double.NaN, "req/s", io.wirebench.records.Better.HIGHER));
    } else if (measured) {
      for (HttpMetric m : HttpMetric.ALL) {
        Double value = values.get(m.id()) instanceof Number x ? x.doubleValue() : null;
        Map<String, Object> i = intervals.get(m.id()) instanceof Map<?, ?> x ? (Map<String, Object>) x : Map.of();
        metrics.put(m.id(), new RunRecord.MetricValue(value, number(i.get("low")), number(i.get("high")),
            number(i.get("meanLow")), number(i.get("meanHigh")), number(i.get("df")), m.unit(),
            m.better().name().toLowerCase(java.util.Locale.ROOT)));
      }
    }
    Map<String, Object> details = new LinkedHashMap<>(cell);
    details.keySet().removeAll(java.util.Set.of("codec", "row", "dataset", "method", "mediaType", "status", "message",
        "metrics", "intervals"));
    String op = String.valueOf(cell.get("method")).toLowerCase(java.util.Locale.ROOT);
    String row = String.valueOf(cell.get("row"));
    Object message = cell.get("message");
    return new RunRecord.CellRecord(op + "/" + cell.get("mediaType") + "/" + row + "/" + cell.get("dataset"), "http",
        op, String.valueOf(cell.get("mediaType")), row, String.valueOf(cell.get("dataset")),
        String.valueOf(cell.get("provider")), measured ? "done" : String.valueOf(cell.get("status")).replace(' ', '-'),
        message == null || "".equals(message) ? null : String.valueOf(message),
        cell.get("seconds") instanceof Number x ? x.doubleValue() : 0,
        cell.get("bodyBytes") instanceof Number x ? x.longValue() : 0, null, metrics, List.of(), details);
  }

  private static Double number(Object o) {
    return o instanceof Number x ? x.doubleValue() : null;
  }

  static Map<String, Object> cell(HttpResult r, List<HttpResult> all, TrialPooling pool) {
    HttpCell c = r.cell();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("provider", c.provider());
    m.put("codec", c.codec());
    m.put("row", c.row());
    m.put("description", c.description());
    m.put("dataset", c.dataSet());
    m.put("method", c.method());
    m.put("mediaType", c.mediaType());
    m.put("path", c.path());
    if (c.onKryo4()) m.put("server", "kryo4"); // its own JVM, whose rounds ran at other times than the main server's
    m.put("status", r.status());
    m.put("message", r.message());
    m.put("bodyBytes", r.responseBodyBytes() < 0 ? null : r.responseBodyBytes());
    if (r.knee() != null) {
      HttpKnee k = r.knee();
      Map<String, Object> knee = new LinkedHashMap<>();
      knee.put("rate", k.rate());
      knee.put("p99", num(k.p99()));
      knee.put("firstFailing", num(k.firstFailing()));
      knee.put("why", k.why());
      knee.put("steps", k.steps());
      m.put("knee", knee);
      m.put("metrics", Map.of(KNEE, k.rate()));
    }
    if (r.measured() && !r.trials().isEmpty()) {
      m.put("driver", r.trials().get(0).load().driver());
      m.put("requests", r.requests());
      m.put("seconds", r.seconds());
      m.put("latencyCorrected", r.trials().get(0).load().corrected());
      Map<String, Object> values = new LinkedHashMap<>();
      Map<String, Object> intervals = new LinkedHashMap<>();
      for (HttpMetric metric : HttpMetric.ALL) {
        Estimate e = pool.estimate(metric, r);
        values.put(metric.id(), num(e.value()));
        Map<String, Object> i = new LinkedHashMap<>();
        // rates, times and counts are not negative: a wide interval from few trials stops at zero
        i.put("low", num(Math.max(0, e.low())));
        i.put("high", num(e.high()));
        i.put("meanLow", num(Math.max(0, e.meanLow())));
        i.put("meanHigh", num(e.meanHigh()));
        i.put("df", num(e.df()));
        intervals.put(metric.id(), i);
      }
      m.put("metrics", values);
      m.put("intervals", intervals);
      double raw = rawRate(all, c);
      m.put("requestsPerSecondToRaw", num(HttpMetric.REQUESTS_PER_SECOND.of(r) / raw));
      List<Map<String, Object>> trials = new ArrayList<>();
      for (HttpTrial t : r.trials()) {
        LoadResult l = t.load();
        Map<String, Object> tm = new LinkedHashMap<>();
        tm.put("round", t.round());
        if (t.again() > 0) tm.put("again", t.again());
        if (t.setAside() != null) tm.put("setAside", t.setAside());
        tm.put("requests", l.requests());
        tm.put("seconds", l.seconds());
        tm.put("errors", Map.of("non2xx", l.non2xx(), "socket", l.socketErrors(), "timeouts", l.timeouts()));
        Map<String, Object> lat = new LinkedHashMap<>();
        lat.put("p50", num(l.latency().p50()));
        lat.put("p90", num(l.latency().p90()));
        lat.put("p99", num(l.latency().p99()));
        lat.put("p999", num(l.latency().p999()));
        lat.put("max", num(l.latency().max()));
        tm.put("latencySeconds", lat);
        tm.put("responseBytes", l.responseBytes());
        tm.put("serverCpuSeconds", num(t.serverCpuSeconds()));
        tm.put("serverJitSeconds", num(t.jitSeconds()));
        tm.put("serverGcSeconds", num(t.gcSeconds()));
        tm.put("steadiness", t.steadiness());
        if (!t.hosts().isEmpty()) tm.put("hosts", t.hosts());
        tm.put("requestsPerSecondByQuarter", t.ratesPerSecond());
        trials.add(tm);
      }
      m.put("trials", trials);
    }
    return m;
  }

  /** The raw baseline's mean req/s for a cell's method and data set, or NaN. */
  static double rawRate(List<HttpResult> results, HttpCell cell) {
    for (HttpResult r : results) {
      if (r.measured() && HttpCell.RAW.equals(r.cell().provider()) && r.cell().method().equals(cell.method())
          && r.cell().dataSet().equals(cell.dataSet())) {
        return HttpMetric.REQUESTS_PER_SECOND.of(r);
      }
    }
    return Double.NaN;
  }

  private static Double num(double v) {
    return Double.isNaN(v) || Double.isInfinite(v) ? null : v;
  }
}
