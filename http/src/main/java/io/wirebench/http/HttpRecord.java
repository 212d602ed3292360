package io.wirebench.http;

import io.wirebench.core.Verdict;
import io.wirebench.report.RunDirectory;
import io.wirebench.report.RunInfo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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
  static final int FORMAT_VERSION = 1;

  private final HttpRun.Settings s;
  private final Path dir;
  private final String started = Instant.now().toString();
  private final Map<String, Object> machine = RunInfo.machine();
  private final String commit = RunInfo.gitCommit();

  HttpRecord(HttpRun.Settings s, Path dir) throws IOException {
    this.s = s;
    this.dir = dir;
    Files.createDirectories(dir);
  }

  void save(List<HttpResult> results, List<Verdict> gate, List<Map<String, Object>> serverWarmup, String status)
      throws IOException {
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
    Map<String, Object> setup = new LinkedHashMap<>();
    setup.put("driver", s.driver());
    setup.put("model", s.rate() > 0 ? "open" : "closed");
    setup.put("rate", s.rate() > 0 ? s.rate() : null);
    setup.put("connections", s.connections());
    setup.put("warmupSeconds", s.warmup().toMillis() / 1000.0);
    setup.put("durationSeconds", s.duration().toMillis() / 1000.0);
    setup.put("maxRequestsPerCell", s.maxRequests());
    setup.put("gzip", s.gzip());
    setup.put("pinned", s.pin());
    setup.put("sharedCores", Runtime.getRuntime().availableProcessors());
    setup.put("serverJvmArgs", s.serverJvmArgs());
    setup.put("maxBodyBytes", s.maxBody());
    setup.put("seed", s.seed());
    setup.put("serverWarmup", serverWarmup);
    doc.put("setup", setup);
    List<Map<String, Object>> metrics = new ArrayList<>();
    for (HttpMetric m : HttpMetric.ALL) {
      metrics.add(Map.of("id", m.id(), "unit", m.unit(), "better", m.better().name().toLowerCase(java.util.Locale.ROOT),
          "description", m.description()));
    }
    doc.put("metrics", metrics);
    doc.put("gate", gate);
    List<Map<String, Object>> cells = new ArrayList<>();
    for (HttpResult r : results) cells.add(cell(r, results));
    doc.put("cells", cells);
    Path tmp = dir.resolve(FILE + ".tmp");
    Files.write(tmp, RunDirectory.MAPPER.writeValueAsBytes(doc));
    Files.move(tmp, dir.resolve(FILE), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  private static Map<String, Object> cell(HttpResult r, List<HttpResult> all) {
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
    m.put("status", r.status());
    m.put("message", r.message());
    m.put("bodyBytes", r.responseBodyBytes() < 0 ? null : r.responseBodyBytes());
    if (r.measured()) {
      LoadResult l = r.load();
      m.put("driver", l.driver());
      m.put("requests", l.requests());
      m.put("seconds", l.seconds());
      m.put("errors", Map.of("non2xx", l.non2xx(), "socket", l.socketErrors(), "timeouts", l.timeouts()));
      Map<String, Object> lat = new LinkedHashMap<>();
      lat.put("p50", num(l.latency().p50()));
      lat.put("p90", num(l.latency().p90()));
      lat.put("p99", num(l.latency().p99()));
      lat.put("p999", num(l.latency().p999()));
      lat.put("max", num(l.latency().max()));
      m.put("latencySeconds", lat);
      m.put("latencyCorrected", l.corrected());
      m.put("responseBytes", l.responseBytes());
      m.put("serverCpuSeconds", num(r.serverCpuSeconds()));
      Map<String, Object> values = new LinkedHashMap<>();
      for (HttpMetric metric : HttpMetric.ALL) values.put(metric.id(), num(metric.of(r)));
      m.put("metrics", values);
      double raw = HttpTable.rawRate(all, c);
      m.put("requestsPerSecondToRaw", num(l.requestsPerSecond() / raw));
    }
    return m;
  }

  private static Double num(double v) {
    return Double.isNaN(v) || Double.isInfinite(v) ? null : v;
  }
}
