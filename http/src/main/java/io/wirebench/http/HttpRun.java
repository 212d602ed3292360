package io.wirebench.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Verdict;
import io.wirebench.results.Format;
import io.wirebench.results.SaveOnExit;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code wirebench http}: starts the server JVMs, asks them for the round-trip gate's verdicts,
 * applies the load to every cell in turn (a warm-up, then the measured part, with the server's
 * CPU time read before and after), saves http.json after every cell, and prints the tables.
 * Ctrl-C keeps every finished cell.
 */
public final class HttpRun {
  /** Settings of a run. */
  public record Settings(List<HttpCell> cells, int connections, Duration warmup, Duration duration, double rate,
      String driver, boolean gzip, boolean pin, long maxBody, List<String> serverJvmArgs, Path out, boolean dryRun,
      List<String> command, long seed) {
    /** The most requests a cell's measured part may send: its rate, or 200,000 a second, for its time. */
    long maxRequests() {
      double perSecond = rate > 0 ? rate * 1.1 : 200_000;
      return Math.max(1, (long) (perSecond * duration.toMillis() / 1000.0));
    }
  }

  private static final ObjectMapper JSON = new ObjectMapper();
  private final Settings s;
  private final PrintWriter out;
  private final HttpClient control = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(10)).build();
  private final List<HttpResult> results = new ArrayList<>();
  private final List<Verdict> gate = new ArrayList<>();
  /** Per server JVM: the requests each warm-up pass completed, and whether they settled. */
  private final List<Map<String, Object>> warmPasses = new ArrayList<>();
  private HttpRecord record;

  private HttpRun(Settings s, PrintWriter out) {
    this.s = s;
    this.out = out;
  }

  /** Runs; returns the results, every cell's whether measured or not. */
  public static List<HttpResult> run(Settings s, PrintWriter out) throws IOException, InterruptedException {
    return new HttpRun(s, out).run();
  }

  private List<HttpResult> run() throws IOException, InterruptedException {
    int cores = Runtime.getRuntime().availableProcessors();
    String[] pins = pins(cores);
    double perCell = s.warmup().toMillis() / 1000.0 + s.duration().toMillis() / 1000.0 + 1
        + Math.min(1000, s.warmup().toMillis()) / 1000.0;
    out.printf(Locale.ROOT, "%d cells (%s), %s driver, %s, %d connections, %s warm-up + %s measured a cell: about %s%n",
        s.cells().size(), methodsAndRows(), s.driver(), s.rate() > 0
            ? String.format(Locale.ROOT, "open model at %,.0f req/s (latency corrected for coordinated omission)", s.rate())
            : "closed model (as fast as responses come; latency is service time)", s.connections(),
        Format.duration(s.warmup().toMillis() / 1000.0), Format.duration(s.duration().toMillis() / 1000.0),
        Format.duration(perCell * s.cells().size() + 15
            + WARM_CAP.toSeconds() * s.cells().stream().map(HttpCell::onKryo4).distinct().count()));
    out.println(pins == null
        ? "note: client and server share " + cores + " cores (no pinning): req/s is what both reach together; server "
            + "CPU per request is comparable across providers where req/s is not"
        : "server pinned to CPU " + pins[0] + ", client to CPU " + pins[1] + " (taskset)");
    out.println("the cells of each server in a random order (--seed " + s.seed() + ")");
    if (s.dryRun()) {
      for (HttpCell c : s.cells()) out.println("  " + c.label() + "  " + c.mediaType() + "  (" + c.description() + ")");
      out.flush();
      return List.of();
    }
    record = new HttpRecord(s, s.out());
    SaveOnExit guard = SaveOnExit.install("http", this::interrupted);
    if (pins != null) pinSelf(pins[1]);
    long started = System.nanoTime();
    int done = 0;
    for (boolean kryo4 : new boolean[] {false, true}) {
      // in a random order (seeded, recorded), so that a server still warming or a noisy minute
      // does not always fall on the same rows
      List<HttpCell> cells = new ArrayList<>(s.cells().stream().filter(c -> c.onKryo4() == kryo4).toList());
      if (cells.isEmpty()) continue;
      java.util.Collections.shuffle(cells, new java.util.Random(s.seed() + (kryo4 ? 1 : 0)));
      try (ServerProcess server = startServer(cells, kryo4, pins == null ? null : pins[0])) {
        readGate(server);
        warmServer(server, cells, pins == null ? null : pins[1]);
        for (HttpCell cell : cells) {
          double left = (s.cells().size() - done) * perCell;
          out.printf(Locale.ROOT, "[%d/%d] %s (%s)  ·  %s left%n", done + 1, s.cells().size(), cell.label(),
              cell.mediaType(), Format.duration(left));
          out.flush();
          HttpResult r = measure(server, cell, pins == null ? null : pins[1]);
          synchronized (this) {
            results.add(r);
            record.save(results, gate, warmPasses, "running");
          }
          done++;
          out.println("      " + summary(r));
          out.flush();
        }
      }
    }
    synchronized (this) {
      record.save(results, gate, warmPasses, "complete");
      record = null;
    }
    guard.close();
    out.println();
    HttpTable.print(results, out);
    out.println("measured in " + Format.duration((System.nanoTime() - started) / 1e9) + "; results in "
        + s.out().resolve(HttpRecord.FILE));
    out.flush();
    return results;
  }

  private synchronized void interrupted() {
    if (record == null) return;
    try {
      record.save(results, gate, warmPasses, "interrupted");
      System.err.println("\nwirebench http: stopped; " + results.size() + " finished cells kept in "
          + s.out().resolve(HttpRecord.FILE));
    } catch (IOException e) {
      System.err.println("wirebench http: could not save " + e.getMessage());
    }
  }

  private String methodsAndRows() {
    Set<String> rows = new LinkedHashSet<>();
    Set<String> methods = new LinkedHashSet<>();
    Set<String> sets = new LinkedHashSet<>();
    for (HttpCell c : s.cells()) {
      rows.add(c.row());
      methods.add(c.method());
      sets.add(c.dataSet());
    }
    return String.join("/", methods) + " × " + rows.size() + " providers × " + String.join(", ", sets);
  }

  /** CPUs for the server and the client when pinning was asked for and can be done, else null. */
  private String[] pins(int cores) {
    if (!s.pin()) return null;
    if (cores < 2 || !onPath("taskset")) {
      out.println("note: --pin needs taskset and 2 cores; running unpinned");
      return null;
    }
    return new String[] {"1", "0"};
  }

  static boolean onPath(String tool) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, tool))) return true;
    }
    return false;
  }

  private void pinSelf(String cpu) {
    try {
      new ProcessBuilder("taskset", "-a", "-p", "-c", cpu, String.valueOf(ProcessHandle.current().pid()))
          .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
    } catch (IOException | InterruptedException e) {
      out.println("note: could not pin the client: " + e.getMessage());
    }
  }

  private ServerProcess startServer(List<HttpCell> cells, boolean kryo4, String cpu) throws IOException {
    Set<String> stock = new LinkedHashSet<>();
    Set<String> codecs = new LinkedHashSet<>();
    Set<String> sets = new LinkedHashSet<>();
    boolean raw = false;
    for (HttpCell c : cells) {
      if (c.codec() == null) stock.add(c.provider());
      else codecs.add(c.codec());
      if (c.codec() != null) sets.add(c.dataSet());
      raw |= HttpCell.RAW.equals(c.provider());
    }
    ServerConfig config = new ServerConfig(0, List.copyOf(stock), List.copyOf(codecs), List.copyOf(sets), raw,
        s.maxBody(), ServerConfig.DEFAULT_MAX_DEPTH, s.gzip(), ServerConfig.DEFAULT_LIFETIME);
    out.println("starting the server JVM" + (kryo4 ? " of Jersey's Kryo module (Kryo 4.0.3 in place of Kryo 5)" : "")
        + (codecs.isEmpty() ? "" : "; it gates " + codecs.size() + " codecs on " + sets.size() + " data sets first")
        + " ...");
    out.flush();
    Path log = s.out().resolve(kryo4 ? "server-kryo4.log" : "server.log");
    return ServerProcess.start(config, kryo4, s.serverJvmArgs(), cpu, log);
  }

  private void readGate(ServerProcess server) throws IOException, InterruptedException {
    JsonNode g = JSON.readTree(get(server, "/_admin/gate"));
    for (JsonNode v : g.get("verdicts")) {
      Verdict verdict = JSON.treeToValue(v, Verdict.class);
      gate.add(verdict);
      if (!verdict.passed()) out.println("  round-trip gate: " + verdict.describe() + " — not served, not measured");
    }
  }

  private HttpResult measure(ServerProcess server, HttpCell cell, String clientCpu) throws InterruptedException {
    if (!server.isAlive()) return HttpResult.notMeasured(cell, "failed", "the server JVM has ended; see server.log");
    if (cell.codec() == null && !StockProvider.of(cell.provider()).dataSets().contains(cell.dataSet())) {
      return HttpResult.notMeasured(cell, "not served", cell.provider() + " has resources for "
          + String.join(", ", StockProvider.of(cell.provider()).dataSets()) + " only");
    }
    if (cell.codec() != null) {
      for (Verdict v : gate) {
        if (v.codec().equals(cell.codec()) && v.dataset().equals(cell.dataSet()) && !v.passed()) {
          return HttpResult.notMeasured(cell, "not served", v.describe());
        }
      }
    }
    try {
      HttpResponse<byte[]> sample = control.send(HttpRequest.newBuilder(url(server, cell.path()))
          .header("Accept", cell.mediaType()).timeout(Duration.ofSeconds(30)).build(),
          HttpResponse.BodyHandlers.ofByteArray());
      if (sample.statusCode() != 200) {
        return HttpResult.notMeasured(cell, "failed", "GET " + cell.path() + " answered " + sample.statusCode() + ": "
            + new String(sample.body(), StandardCharsets.UTF_8).strip());
      }
      byte[] body = "GET".equals(cell.method()) ? new byte[0] : sample.body();
      Load warm = load(server, cell, body, Duration.ZERO, s.warmup());
      if (!s.warmup().isZero()) drive(warm, clientCpu);
      long cpu0 = cpu(server);
      LoadResult r = drive(load(server, cell, body, Duration.ZERO, s.duration()), clientCpu);
      long cpu1 = cpu(server);
      double cpu = cpu0 < 0 || cpu1 < 0 ? Double.NaN : (cpu1 - cpu0) / 1e9;
      if (r.requests() == 0) {
        return new HttpResult(cell, "failed", "no response in " + Format.duration(r.seconds()) + " ("
            + r.socketErrors() + " socket errors, " + r.timeouts() + " timeouts)", r, cpu, sample.body().length);
      }
      return new HttpResult(cell, "measured", check(cell, r, sample.body().length), r, cpu, sample.body().length);
    } catch (IOException e) {
      return HttpResult.notMeasured(cell, "failed", RoundTripGate.describe(e));
    }
  }

  /** A server's warm-up ends when a whole pass over its routes changes by less than this. */
  static final double WARM_STEADY = 0.05;
  /** ... or after this long, whichever comes first. */
  static final Duration WARM_CAP = Duration.ofSeconds(45);

  /**
   * Passes over every route of a new server before its first cell, until the requests a whole pass
   * completes change by less than 5% from the pass before (at least two passes), or for at most
   * 45 s. On two shared cores a Jersey server is still compiling after one pass: measured by hand,
   * GET person through Jersey's Jackson provider went from 2,226 to 11,995 req/s over five
   * rounds of 6-8 s while the generic provider's went from 3,493 to 11,716. Cells that ran early
   * in a fixed order were measured on a cold server (the default run once showed the stock Jackson
   * provider 2.7 times slower than the generic one; warm, the two are level). Each pass gives
   * every route the same time, at most 1 s (less when there are many routes, so that a pass takes
   * about 12 s); a cell's own warm-up then warms its provider further.
   */
  private void warmServer(ServerProcess server, List<HttpCell> cells, String clientCpu) throws InterruptedException {
    if (s.warmup().isZero()) return;
    long perRoute = Math.max(200, Math.min(Math.min(1000, s.warmup().toMillis()), 12_000 / Math.max(1, cells.size())));
    Duration each = Duration.ofMillis(perRoute);
    out.println("warming the server: passes over its " + cells.size() + " routes (" + perRoute
        + " ms each) until a pass changes by less than " + Math.round(WARM_STEADY * 100) + "%, at most "
        + Format.duration(WARM_CAP.toSeconds()) + " ...");
    out.flush();
    Map<HttpCell, byte[]> bodies = new java.util.LinkedHashMap<>();
    for (HttpCell cell : cells) {
      try {
        HttpResponse<byte[]> sample = control.send(HttpRequest.newBuilder(url(server, cell.path()))
            .header("Accept", cell.mediaType()).timeout(Duration.ofSeconds(30)).build(),
            HttpResponse.BodyHandlers.ofByteArray());
        if (sample.statusCode() == 200) bodies.put(cell, "GET".equals(cell.method()) ? new byte[0] : sample.body());
      } catch (IOException e) {
        // the cell itself reports it
      }
    }
    long started = System.nanoTime();
    List<Long> passes = new ArrayList<>();
    boolean steady = false;
    while (!bodies.isEmpty()) {
      long requests = 0;
      for (Map.Entry<HttpCell, byte[]> e : bodies.entrySet()) {
        requests += JvmDriver.run(load(server, e.getKey(), e.getValue(), Duration.ZERO, each)).requests();
      }
      passes.add(requests);
      int n = passes.size();
      steady = n >= 2 && Math.abs(requests - passes.get(n - 2)) <= WARM_STEADY * passes.get(n - 2);
      if (steady || System.nanoTime() - started >= WARM_CAP.toNanos()) break;
    }
    warmPasses.add(Map.of("requestsPerPass", passes, "steady", steady));
    out.println("  requests a pass: " + passes.stream().map(r -> String.format(Locale.ROOT, "%,d", r))
        .collect(java.util.stream.Collectors.joining(" -> ")) + (steady ? " (settled)"
            : " (still changing at the cap: the first cells may run on a server that is still warming; their order is random)"));
    out.flush();
  }

  /**
   * A warning when GET responses were shorter on average than the body the route sent alone: a
   * provider that breaks under concurrency (Jersey's Kryo module shares one Kryo between threads)
   * sends truncated or empty bodies with status 200, which req/s alone would count as fast.
   */
  private String check(HttpCell cell, LoadResult r, int sampleBytes) {
    if (!"GET".equals(cell.method()) || s.gzip() || r.requests() == 0) return "";
    double perResponse = (double) r.responseBytes() / r.requests();
    if (perResponse >= 0.9 * sampleBytes) return "";
    return String.format(Locale.ROOT, "responses averaged %s with headers, but the route alone sends a %s body: "
        + "truncated or broken responses, do not trust this row", Format.bytes(perResponse), Format.bytes(sampleBytes));
  }

  private Load load(ServerProcess server, HttpCell cell, byte[] body, Duration warmup, Duration duration) {
    return new Load(server.port(), cell.method(), cell.path(), cell.mediaType(), body, s.connections(), s.rate(),
        warmup, duration, s.maxRequests(), s.gzip());
  }

  private LoadResult drive(Load load, String clientCpu) throws IOException, InterruptedException {
    if ("wrk".equals(s.driver())) return WrkDriver.run(load, clientCpu, s.out().resolve("wrk"));
    return JvmDriver.run(load);
  }

  private long cpu(ServerProcess server) throws IOException, InterruptedException {
    return JSON.readTree(get(server, "/_admin/cpu")).get("cpuNanos").asLong();
  }

  private byte[] get(ServerProcess server, String path) throws IOException, InterruptedException {
    HttpResponse<byte[]> r = control.send(HttpRequest.newBuilder(url(server, path)).timeout(Duration.ofSeconds(30))
        .build(), HttpResponse.BodyHandlers.ofByteArray());
    if (r.statusCode() != 200) throw new IOException(path + " answered " + r.statusCode());
    return r.body();
  }

  private static URI url(ServerProcess server, String path) {
    return URI.create("http://" + ServerConfig.HOST + ":" + server.port() + path);
  }

  static String summary(HttpResult r) {
    if (!r.measured() || !"measured".equals(r.status())) return r.status() + ": " + r.message();
    LoadResult l = r.load();
    return String.format(Locale.ROOT, "%s req/s, p50 %s, p99 %s, %s errors, server CPU %s/req%s",
        Format.number(l.requestsPerSecond()), Format.seconds(l.latency().p50()), Format.seconds(l.latency().p99()),
        l.errors(), Format.seconds(r.cpuPerRequest()), r.message().isEmpty() ? "" : "\n      WARNING: " + r.message());
  }

  /**
   * {@code --rate}: requests per second, or {@code max} (0: each connection sends when its response is in).
   *
   * @throws io.wirebench.core.BadInputException for anything else
   */
  public static double rate(String rate) {
    if ("max".equalsIgnoreCase(rate)) return 0;
    try {
      double r = Double.parseDouble(rate);
      if (r <= 0 || Double.isInfinite(r)) throw new NumberFormatException();
      return r;
    } catch (NumberFormatException e) {
      throw new io.wirebench.core.BadInputException("--rate " + rate
          + " is neither a positive number of requests per second nor max");
    }
  }

  /**
   * {@code --driver}: wrk (closed model; needs wrk installed and no rate) or jvm; null for wrk when it can
   * serve, else jvm.
   *
   * @throws io.wirebench.core.BadInputException naming what to do instead
   */
  public static String driver(String driver, double perSecond) {
    if (driver == null) return perSecond == 0 && WrkDriver.available() ? "wrk" : "jvm";
    String d = driver.toLowerCase(Locale.ROOT);
    if (d.equals("wrk")) {
      if (perSecond > 0) {
        throw new io.wirebench.core.BadInputException("--rate needs --driver jvm: wrk has no request rate (that is "
            + "wrk2, which Debian does not package)");
      }
      if (!WrkDriver.available()) {
        throw new io.wirebench.core.BadInputException("--driver wrk: wrk is not installed (apt-get install wrk); or "
            + "use --driver jvm");
      }
      return d;
    }
    if (d.equals("jvm")) return d;
    throw new io.wirebench.core.BadInputException("--driver " + driver + " is not a driver; use wrk or jvm");
  }
}
