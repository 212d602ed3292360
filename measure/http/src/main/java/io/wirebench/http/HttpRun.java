package io.wirebench.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Verdict;
import io.wirebench.records.Format;
import io.wirebench.records.Outcome;
import io.wirebench.records.SaveOnExit;
import io.wirebench.server.HttpCell;
import io.wirebench.server.RequestCounter;
import io.wirebench.server.ServerConfig;
import io.wirebench.server.ServerTime;
import io.wirebench.server.StockProvider;
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
  /** The file in the run directory that holds every trial (http.json), beside run.json. */
  public static final String RESULTS_FILE = HttpRecord.FILE;

  /** Settings of a run. */
  public record Settings(List<HttpCell> cells, int connections, Duration warmup, Duration duration, int trials,
      double rate, String driver, boolean gzip, boolean pin, long maxBody, List<String> serverJvmArgs, Path out,
      boolean dryRun, List<String> command, long seed, double p99Target, LoadHosts loadHosts, String listen,
      double machineCheckSeconds, int retries, double retrySlower) {
    /** {@code --rate auto}: a sweep for each cell's knee instead of trials at one rate. */
    boolean knee() {
      return rate < 0;
    }

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
  /** Every cell's result so far, in the order the cells were planned. */
  private final Map<HttpCell, HttpResult> results = new java.util.LinkedHashMap<>();
  private final List<Verdict> gate = new ArrayList<>();
  /** Per server JVM: the requests each warm-up pass completed, and whether they settled. */
  private final List<Map<String, Object>> warmPasses = new ArrayList<>();
  private HttpRecord record;
  /** The run being continued ({@code http --resume}), or null. */
  private final HttpResume resume;

  private HttpRun(Settings s, HttpResume resume, PrintWriter out) {
    this.s = s;
    this.resume = resume;
    this.out = out;
  }

  /** Runs; returns the exit code (1 when a cell failed) and the directory saved (none in a dry run). */
  public static Outcome run(Settings s, PrintWriter out) throws IOException, InterruptedException {
    return run(s, null, out);
  }

  /**
   * Runs, continuing the run in {@code resume}'s directory when it is not null: its finished rounds
   * are kept and the others measured ({@link HttpResume}).
   */
  public static Outcome run(Settings s, HttpResume resume, PrintWriter out)
      throws IOException, InterruptedException {
    long t0 = System.nanoTime();
    List<HttpResult> results = new HttpRun(s, resume, out).run();
    if (s.dryRun()) return Outcome.nothingSaved(0);
    return new Outcome(results.stream().anyMatch(r -> "failed".equals(r.status())) ? 1 : 0, s.out(), results.size(),
        (System.nanoTime() - t0) / 1e9);
  }

  private List<HttpResult> run() throws IOException, InterruptedException {
    int cores = Runtime.getRuntime().availableProcessors();
    String[] pins = CpuPinning.pins(s.pin() && s.loadHosts() == null, cores, out);
    double perTrial = HttpOptions.trialSeconds(s.warmup(), s.duration());
    int trials = s.cells().size() * s.trials();
    long servers = s.cells().stream().map(HttpCell::onKryo4).distinct().count();
    if (s.knee()) {
      perTrial = (HttpKnee.BISECTIONS + 8) * (perTrial - 0.5);
      trials = s.cells().size();
    }
    double estimate = perTrial * trials + HttpOptions.serverSeconds(servers) + s.machineCheckSeconds();
    double quick = HttpOptions.estimate(s.cells().size(), HttpOptions.Profile.QUICK.trials(),
        HttpOptions.Profile.QUICK.warmup(), HttpOptions.Profile.QUICK.duration(),
        servers);
    // a retrial pass measures at most one trial a cell again; the estimate says what all of them would add
    double retrials = s.knee() || s.rate() != 0 ? 0 : perTrial * s.cells().size() * s.retries();
    out.printf(Locale.ROOT, "%d cells (%s)%s, %s driver, %s, %d connections, %s warm-up + %s measured a %s: about "
        + "%s%s%s%n", s.cells().size(), methodsAndRows(), s.knee() ? ", a sweep each" : " × " + s.trials()
            + " trials in rounds", s.driver(), s.rate() > 0
            ? String.format(Locale.ROOT, "open model at %,.0f req/s (latency corrected for coordinated omission)", s.rate())
            : s.knee() ? "knee sweep: the highest open-model rate with p99 within " + Format.seconds(s.p99Target())
            : "closed model (as fast as responses come; latency is service time)", s.connections(),
        HttpOptions.part(s.warmup()), HttpOptions.part(s.duration()), s.knee() ? "step" : "trial", Format.duration(estimate), estimate > 360 ? " (more than 6 minutes: each server "
            + "warms until its JIT is quiet, which takes a while pinned to half the cores"
            + (s.knee() || quick >= estimate ? "; fewer cells take less)"
                : "; --profile quick takes about " + Format.duration(quick) + ")") : "",
        retrials > 0 ? "; measuring slow trials again (--retries " + s.retries() + ") can add up to "
            + Format.duration(retrials) : "");
    out.println(s.loadHosts() != null ? "load from " + s.loadHosts().hosts().size() + " hosts ("
        + s.loadHosts().hosts().stream().map(LoadHosts.Host::name).collect(java.util.stream.Collectors.joining(", "))
        + ") against the server on " + s.listen() + "; each runs the JVM driver with an equal share of the connections"
        : pins == null
        ? "note: client and server share " + cores + " cores (no pinning): req/s is what both reach together; server "
            + "CPU per request is comparable across providers where req/s is not"
        : "server pinned to CPU " + pins[0] + ", client to CPU " + pins[1] + " (taskset; --no-pin to share them)");
    out.println("each round measures every cell of a server once, in a new random order (--seed " + s.seed() + ")");
    if (s.dryRun()) {
      for (HttpCell c : s.cells()) out.println("  " + c.label() + "  " + c.mediaType() + "  (" + c.description() + ")");
      out.flush();
      return List.of();
    }
    record = new HttpRecord(s, s.out());
    if (s.machineCheckSeconds() > 0) {
      // before any server starts and before this JVM is pinned: the machine as a whole
      out.printf(Locale.ROOT, "machine check (%.0f s) ...%n", s.machineCheckSeconds());
      out.flush();
      io.wirebench.harness.MachineNoise noise = io.wirebench.harness.MachineNoise.measure(s.machineCheckSeconds());
      noise.describe().lines().forEach(l -> out.println("  " + l));
      out.flush();
      record.machineCheck(noise);
    }
    int done = 0;
    int again = 0;
    if (resume != null) {
      resume.check(record.header());
      Map<HttpCell, HttpResult> kept = resume.kept(s.cells(), s.trials());
      record.continuing(resume.started(), resume.base().record().header());
      results.putAll(kept);
      warmPasses.addAll(resume.serverWarmup());
      done = kept.values().stream().mapToInt(r -> r.knee() != null ? 1 : r.trials().size()).sum();
      out.println("resuming " + s.out().toAbsolutePath() + ": kept " + done + (s.knee() ? " sweeps" : " trials")
          + " of the rounds its servers finished; a round cut short is measured again in full on a new server");
    }
    SaveOnExit guard = SaveOnExit.install("http", this::interrupted);
    String affinity = pins == null ? null : CpuPinning.affinity();
    if (pins != null) CpuPinning.pin(pins[1], out);
    long started = System.nanoTime();
    try {
      for (boolean kryo4 : new boolean[] {false, true}) {
        List<HttpCell> cells = new ArrayList<>(s.cells().stream().filter(c -> c.onKryo4() == kryo4).toList());
        if (cells.isEmpty()) continue;
        int first = resume == null ? 1 : HttpResume.finishedRounds(cells, results, s.trials()) + 1;
        // a run stopped after a server's rounds but before its retrial passes ended: the server starts again for them
        boolean owed = resume != null && !s.knee() && s.rate() == 0 && first > s.trials()
            && HttpResume.owesRetrials(cells, results, s.retries(), s.retrySlower());
        if (resume != null && (s.knee() ? cells.stream().allMatch(c -> results.containsKey(c)
            && !"pending".equals(results.get(c).status())) : first > s.trials() && !owed)) {
          if (!kryo4) gate.addAll(resume.gate()); // this server is not started again: its verdicts stand
          continue;
        }
        try (ServerProcess server = startServer(cells, kryo4, pins == null ? null : pins[0])) {
          readGate(server);
          if (resume != null) checkGate();
          String unsettled = warmServer(server, cells, pins == null ? null : pins[1]);
          for (HttpCell cell : cells) {
            HttpResult r = prepare(server, cell);
            HttpResult kept = results.get(cell);
            if (kept != null && !"pending".equals(kept.status())) r = kept; // measured in the rounds DIR finished
            synchronized (this) {
              results.put(cell, unsettled == null ? r : r.warn(unsettled));
            }
          }
          if (s.knee()) {
            done += knees(server, cells, done, pins == null ? null : pins[1]);
            continue;
          }
          for (int round = 1; round <= s.trials(); round++) {
            // a new random order each round (seeded, recorded), so that a server still warming or a
            // noisy minute does not always fall on the same rows
            java.util.Collections.shuffle(cells, new java.util.Random(s.seed() + 31L * round + (kryo4 ? 1 : 0)));
            if (round < first) continue; // finished before a resume: its order drawn again, so the next ones match
            for (HttpCell cell : cells) {
              double left = (trials - done) * perTrial;
              out.printf(Locale.ROOT, "[%d/%d] round %d/%d: %s (%s)  ·  %s left%n", done + 1, trials, round,
                  s.trials(), cell.label(), cell.mediaType(), Format.duration(left));
              out.flush();
              HttpResult r = results.get(cell);
              if (r.status().equals("pending") || r.status().equals("measured")) {
                r = trial(server, r, round, pins == null ? null : pins[1]);
              }
              keep(cell, r);
              done++;
            }
          }
          if (owed) {
            out.printf(Locale.ROOT, "resuming the retrials of a server whose rounds %s finished: pass %d of %d%n",
                s.out().toAbsolutePath(), HttpResume.passesDone(cells, results) + 1, s.retries());
          }
          again += measureAgain(server, cells, done, trials, perTrial, pins == null ? null : pins[1],
              HttpResume.passesDone(cells, results) + 1);
        }
      }
      synchronized (this) {
        results.replaceAll((c, r) -> r.measured() ? r.warn(r.unsteady()).warn(r.setAsideNote()) : r);
        record.save(list(), gate, warmPasses, "complete");
        record = null;
      }
    } finally {
      if (affinity != null) CpuPinning.pin(affinity, out);
    }
    guard.close();
    out.println();
    HttpTable.print(list(), out);
    if (again > 0) {
      out.printf(Locale.ROOT, "%d trial%s more than %.0f%% slower than the fastest of its cell %s measured again after "
          + "the rounds (mostly the machine; a row whose trials were, says so); each is kept in %s as set aside%n",
          again, again == 1 ? "" : "s", 100 * s.retrySlower(), again == 1 ? "was" : "were", HttpRecord.FILE);
    }
    out.flush();
    return list();
  }

  /**
   * By default a trial this much slower than the fastest of its cell (15%, {@code --retry-slower})
   * is measured again after the rounds:
   * on a quiet machine a cell's trials agree within a few percent (two default runs of 2026-11-27:
   * 1-2%), while a neighbour on the core, or a minute the machine is busy, slows whole trials by
   * 20-60%. One such minute in the last round of a run gave every cell a ±100% interval, since the
   * round effect it left looked like the machine's drift.
   */
  static final double SLOWER = 0.15;

  /**
   * Up to {@code --retries} passes after a server's rounds: each measures again, in a new random
   * order, every cell's slowest trial if it is more than {@code --retry-slower} (default {@link
   * #SLOWER}) slower than the cell's fastest, in place
   * of them (they stay in the record, set aside). Closed model only: at a set rate every trial
   * reaches the rate. Passes start at {@code fromPass} (a resumed run continues the passes its
   * server had). Returns the trials measured again.
   */
  private int measureAgain(ServerProcess server, List<HttpCell> cells, int done, int total, double perTrial,
      String clientCpu, int fromPass) throws IOException, InterruptedException {
    if (s.rate() != 0 || s.retries() <= 0) return 0;
    int n = 0;
    for (int pass = fromPass; pass <= s.retries(); pass++) {
      List<HttpCell> slow = new ArrayList<>();
      for (HttpCell c : cells) if (results.get(c).measured() && !results.get(c).slowTrials(s.retrySlower()).isEmpty()) {
        slow.add(c);
      }
      if (slow.isEmpty()) break;
      java.util.Collections.shuffle(slow, new java.util.Random(s.seed() + 97L * pass));
      for (HttpCell cell : slow) {
        HttpResult r = results.get(cell);
        HttpTrial old = r.slowTrials(s.retrySlower()).get(0);
        double fastest = r.kept().stream().mapToDouble(t -> t.load().requestsPerSecond()).max().orElse(Double.NaN);
        String why = String.format(Locale.ROOT, "%,.0f req/s, %.0f%% below the cell's fastest trial (%,.0f)",
            old.load().requestsPerSecond(), 100 * (1 - old.load().requestsPerSecond() / fastest), fastest);
        out.printf(Locale.ROOT, "[+%d after %d/%d] again (pass %d/%d): %s (%s), round %d: %s  ·  %s a trial%n",
            n + 1, done, total, pass, s.retries(), cell.label(), cell.mediaType(), old.round(), why,
            Format.duration(perTrial));
        out.flush();
        HttpResult next = trial(server, r, old.round(), clientCpu);
        if (next.measured()) next = r.replaced(old, next.trials().get(next.trials().size() - 1), pass, why);
        keep(cell, next);
        n++;
      }
    }
    return n;
  }

  /** A cell's result after a trial: kept, saved to http.json (so Ctrl-C loses nothing), and printed in one line. */
  private void keep(HttpCell cell, HttpResult r) throws IOException {
    synchronized (this) {
      results.put(cell, r);
      record.save(list(), gate, warmPasses, "running");
    }
    out.println("      " + summary(r));
    out.flush();
  }

  /** {@code --rate auto}: each cell's knee, one sweep a cell; returns the cells swept. */
  private int knees(ServerProcess server, List<HttpCell> cells, int done, String clientCpu)
      throws IOException, InterruptedException {
    int n = 0;
    for (HttpCell cell : cells) {
      HttpResult r = results.get(cell);
      out.printf(Locale.ROOT, "[%d/%d] knee of %s (%s): rates from %,.0f req/s up, p99 target %s%n", done + ++n,
          s.cells().size(), cell.label(), cell.mediaType(), HttpKnee.START, Format.seconds(s.p99Target()));
      out.flush();
      if (!r.status().equals("pending") || !server.isAlive()) continue;
      byte[] body = "GET".equals(cell.method()) ? new byte[0] : sample(server, cell).body();
      HttpKnee knee = HttpKnee.sweep(rate -> {
        Load l = new Load(server.port(), cell.method(), cell.path(), cell.mediaType(), body, s.connections(), rate,
            s.warmup(), s.duration(), Math.max(1, (long) (rate * 1.1 * s.duration().toMillis() / 1000.0)), s.gzip(),
            address());
        LoadResult step = drive(l, clientCpu);
        out.printf(Locale.ROOT, "      %,.0f req/s asked: %,.0f achieved, p99 %s, %d errors%n", rate,
            step.requestsPerSecond(), Format.seconds(step.latency().p99()), step.errors());
        out.flush();
        return step;
      }, s.p99Target());
      synchronized (this) {
        results.put(cell, r.withKnee(knee));
        record.save(list(), gate, warmPasses, "running");
      }
    }
    return n;
  }

  private List<HttpResult> list() {
    return new ArrayList<>(results.values());
  }

  /** A resumed run whose new server gates otherwise than DIR's is refused, DIR left as it was. */
  private void checkGate() {
    try {
      resume.checkGate(gate);
    } catch (io.wirebench.core.BadInputException e) {
      synchronized (this) {
        record = null;
      }
      throw e;
    }
  }

  private synchronized void interrupted() {
    if (record == null) return;
    try {
      record.save(list(), gate, warmPasses, "interrupted");
      System.err.println("\nwirebench http: stopped; the finished trials of " + results.size() + " cells kept in "
          + s.out().resolve(HttpRecord.FILE) + "; 'wirebench http --resume " + s.out().toAbsolutePath()
          + "' measures the rest");
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
    ServerConfig config = new ServerConfig(listenPort(), List.copyOf(stock), List.copyOf(codecs), List.copyOf(sets),
        raw, s.maxBody(), ServerConfig.DEFAULT_MAX_DEPTH, s.gzip(), ServerConfig.DEFAULT_LIFETIME, listenHost());
    out.println("starting the server JVM" + (kryo4 ? " of Jersey's Kryo module (Kryo 4.0.3 in place of Kryo 5)" : "")
        + (codecs.isEmpty() ? "" : "; it gates " + codecs.size() + " codecs on " + sets.size() + " data sets first")
        + " ...");
    out.flush();
    Path log = s.out().resolve(kryo4 ? "server-kryo4.log" : "server.log");
    if (resume != null && Files.exists(log)) {
      // the earlier server's log, which a new server's would replace: kept as server.log.1 (.2, ...)
      int i = 1;
      while (Files.exists(log.resolveSibling(log.getFileName() + "." + i))) i++;
      Files.move(log, log.resolveSibling(log.getFileName() + "." + i));
    }
    return ServerProcess.start(config, kryo4, serverFlags(s.serverJvmArgs(), codecs), cpu, log);
  }

  /**
   * The server JVM's flags: the command's (its heap), then each served codec's own
   * ({@code CodecInfo.jvmArgs}, e.g. SBE's Agrona export), as benchmark forks get them.
   */
  static List<String> serverFlags(List<String> base, Set<String> codecs) {
    List<String> flags = new ArrayList<>(base);
    io.wirebench.core.Codecs registry = io.wirebench.core.Codecs.load();
    for (String id : codecs) {
      List<String> own = registry.find(id).map(c -> c.info().jvmArgs()).orElse(List.of());
      // a flag may be two arguments (--add-modules X): a codec's list is added whole, once
      if (!own.isEmpty() && java.util.Collections.indexOfSubList(flags, own) < 0) flags.addAll(own);
    }
    return List.copyOf(flags);
  }

  private void readGate(ServerProcess server) throws IOException, InterruptedException {
    JsonNode g = JSON.readTree(get(server, "/_admin/gate"));
    for (JsonNode v : g.get("verdicts")) {
      Verdict verdict = JSON.treeToValue(v, Verdict.class);
      gate.add(verdict);
      if (!verdict.passed()) out.println("  round-trip gate: " + verdict.describe() + " — not served, not measured");
    }
  }

  /**
   * A cell before its trials: {@code pending} with its body, or not measured with the reason (the
   * provider has no resource for the data set, the gate refused the pair, the route does not answer,
   * or its response does not decode to the data set's value: {@link ResponseCheck}).
   */
  private HttpResult prepare(ServerProcess server, HttpCell cell) throws InterruptedException {
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
      HttpResponse<byte[]> sample = sample(server, cell);
      if (sample.statusCode() != 200) return HttpResult.notMeasured(cell, "failed", answered(cell, sample));
      ResponseCheck.Outcome checked = ResponseCheck.check(cell, sample.body());
      if (checked.failure() != null) return HttpResult.notMeasured(cell, "failed", checked.failure());
      return new HttpResult(cell, "pending", checked.note() == null ? "" : checked.note(), List.of(),
          sample.body().length, null);
    } catch (IOException e) {
      return HttpResult.notMeasured(cell, "failed", RoundTripGate.describe(e));
    }
  }

  private HttpResponse<byte[]> sample(ServerProcess server, HttpCell cell) throws IOException, InterruptedException {
    return control.send(HttpRequest.newBuilder(url(server, cell.path())).header("Accept", cell.mediaType())
        .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  /** A status other than 200 in one line: the status and the first words of the body, never a whole HTML page. */
  static String answered(HttpCell cell, HttpResponse<byte[]> r) {
    String body = new String(r.body(), StandardCharsets.UTF_8).replaceAll("<[^>]*>", " ").replaceAll("\\s+", " ").strip();
    return "GET " + cell.path() + " answered " + r.statusCode() + (body.isEmpty() ? ""
        : ": " + (body.length() > 120 ? body.substring(0, 120) + " ..." : body));
  }

  /** One trial of a cell in a round: its warm-up, then the measured load with the server's CPU time and request count read around and through it. */
  private HttpResult trial(ServerProcess server, HttpResult cellSoFar, int round, String clientCpu)
      throws InterruptedException {
    HttpCell cell = cellSoFar.cell();
    if (!server.isAlive()) return cellSoFar.failed("the server JVM has ended in round " + round + "; see server.log");
    try {
      HttpResponse<byte[]> sample = sample(server, cell);
      if (sample.statusCode() != 200) return cellSoFar.failed("round " + round + ": " + answered(cell, sample));
      byte[] body = "GET".equals(cell.method()) ? new byte[0] : sample.body();
      if (!s.warmup().isZero()) drive(load(server, cell, body, Duration.ZERO, s.warmup()), clientCpu);
      ServerTime t0 = ServerTime.read(JSON.readTree(get(server, "/_admin/cpu")));
      LoadResult r;
      double[] rates;
      String wrong;
      // GET responses are decoded while the load runs too (POST and PUT bodies: the server checks each)
      try (ResponseSampler sampler = "GET".equals(cell.method())
              ? ResponseSampler.start(control, url(server, cell.path()), cell, sample.body(),
                  ResponseSampler.periodMs(s.rate())) : null;
          RequestCounter counter = RequestCounter.start(control, url(server, "/_admin/count"))) {
        r = drive(load(server, cell, body, Duration.ZERO, s.duration()), clientCpu);
        rates = counter.rates();
        wrong = sampler == null ? null : sampler.failure();
      }
      ServerTime time = ServerTime.read(JSON.readTree(get(server, "/_admin/cpu"))).minus(t0);
      for (LoadHosts.HostResult h : lastHosts) {
        if (h.failure() != null) return cellSoFar.failed("round " + round + ": load host " + h.host() + " failed: "
            + h.failure());
      }
      if (r.requests() == 0) {
        return cellSoFar.failed("round " + round + ": no response in " + Format.duration(r.seconds()) + " ("
            + r.socketErrors() + " socket errors, " + r.timeouts() + " timeouts)");
      }
      if (wrong != null) return cellSoFar.failed("round " + round + ": a response sampled under load: " + wrong);
      HttpResult next = cellSoFar.plus(HttpTrial.of(round, r, time, rates, lastHosts));
      String broken = check(cell, r, sample.body().length);
      return broken.isEmpty() ? next : cellSoFar.failed("round " + round + ": " + broken);
    } catch (IOException e) {
      return cellSoFar.failed("round " + round + ": " + RoundTripGate.describe(e));
    }
  }

  /** A server's warm-up ends when a whole pass over its routes has stopped climbing by more than this ... */
  static final double WARM_STEADY = 0.05;
  /** ... and the JIT compiled for less than this fraction of the pass's time ... */
  static final double JIT_QUIET = 0.02;
  /** ... or for less than this many milliseconds, on a short pass ... */
  static final long JIT_FLOOR_MS = 20;
  /** ... or, if it never settles, after this long: its cells are then marked. */
  static final Duration WARM_CAP = Duration.ofSeconds(150);
  /**
   * What the time estimate allows a server's warm-up: the default run's main server, pinned to one
   * of two cores, compiled for about 90 s before its JIT went quiet (2026-11-26).
   */
  static final Duration WARM_TYPICAL = Duration.ofSeconds(90);

  /**
   * Passes over every route of a new server before its first cell, as fast as responses come,
   * until a steady state: the requests a whole pass completes have stopped climbing (within 5% of
   * the pass before, or no more than 5% above the best pass so far: a noisy plateau),
   * and the server's JIT is quiet (its total compilation time, from the {@code CompilationMXBean}
   * on the admin route, grew by less than 2% of the pass's time, or 20 ms on a short pass). On two
   * shared cores a Jersey server is still compiling after one pass: measured by hand, GET person
   * through Jersey's Jackson provider went from 2,226 to 11,995 req/s over five rounds of 6-8 s
   * while the generic provider's went from 3,493 to 11,716; pinned to one core, the default run's
   * main server (21 routes) still compiled for 579 ms of its 12-second pass after 90 s, its
   * requests a pass still climbing 18%. A server that has not settled after 150 s is measured
   * anyway, and each of its cells says so. Each pass gives every route the same
   * time, at most 1 s (less when there are many routes, so that a pass takes about 12 s).
   *
   * @return null when the server settled, else the warning its cells carry
   */
  private String warmServer(ServerProcess server, List<HttpCell> cells, String clientCpu) throws InterruptedException {
    if (s.warmup().isZero()) return null;
    long perRoute = Math.max(200, Math.min(Math.min(1000, s.warmup().toMillis()), 12_000 / Math.max(1, cells.size())));
    Duration each = Duration.ofMillis(perRoute);
    out.println("warming the server: passes over its " + cells.size() + " routes (" + perRoute
        + " ms each) until a pass stops climbing by more than " + Math.round(WARM_STEADY * 100) + "% and the JIT is quiet, at "
        + "most " + Format.duration(WARM_CAP.toSeconds()) + " ...");
    out.flush();
    Map<HttpCell, byte[]> bodies = new java.util.LinkedHashMap<>();
    for (HttpCell cell : cells) {
      try {
        HttpResponse<byte[]> sample = sample(server, cell);
        if (sample.statusCode() == 200) bodies.put(cell, "GET".equals(cell.method()) ? new byte[0] : sample.body());
      } catch (IOException e) {
        // the cell itself reports it
      }
    }
    long started = System.nanoTime();
    List<Long> passes = new ArrayList<>();
    List<Long> jit = new ArrayList<>();
    boolean steady = false;
    while (!bodies.isEmpty()) {
      long requests = 0;
      long jit0 = compilationMillis(server);
      long pass0 = System.nanoTime();
      for (Map.Entry<HttpCell, byte[]> e : bodies.entrySet()) {
        requests += JvmDriver.run(closed(server, e.getKey(), e.getValue(), each)).requests();
      }
      long compiled = Math.max(0, compilationMillis(server) - jit0);
      passes.add(requests);
      jit.add(compiled);
      int n = passes.size();
      steady = settled(passes, compiled, (System.nanoTime() - pass0) / 1e6);
      if (steady || System.nanoTime() - started >= WARM_CAP.toNanos()) break;
    }
    warmPasses.add(Map.of("requestsPerPass", passes, "jitMillisPerPass", jit, "steady", steady));
    String history = passes.stream().map(r -> String.format(Locale.ROOT, "%,d", r))
        .collect(java.util.stream.Collectors.joining(" -> "));
    out.println("  requests a pass: " + history + "; JIT ms a pass: " + jit.stream().map(String::valueOf)
        .collect(java.util.stream.Collectors.joining(" -> ")) + (steady ? " (settled)" : " (not settled at the cap)"));
    out.flush();
    return steady || bodies.isEmpty() ? null : "its server had not settled after " + Format.duration(WARM_CAP.toSeconds())
        + " of warm-up";
  }

  /**
   * Whether a server's warm-up has settled after its latest pass: the requests a pass have stopped
   * climbing (within 5% of the pass before, or, from the third pass, no more than 5% above the best
   * pass so far: a noisy plateau, not a climb), and the JIT compiled for less than 2% of the pass's
   * time, or 20 ms. A pass over 24 routes scatters by 5-10% on a plateau (its quarter seconds by
   * 12-25%), so comparing with only the two passes before it took a plateau's dips for a climb.
   *
   * @param passes the requests of every pass so far, the latest last
   * @param compiledMillis the JIT's compilation time during the latest pass
   * @param passMillis the latest pass's wall time
   */
  static boolean settled(List<Long> passes, long compiledMillis, double passMillis) {
    int n = passes.size();
    long requests = passes.get(n - 1);
    long best = passes.subList(0, n - 1).stream().mapToLong(Long::longValue).max().orElse(0);
    boolean flat = n >= 2 && (Math.abs(requests - passes.get(n - 2)) <= WARM_STEADY * passes.get(n - 2)
        || n >= 3 && requests <= (1 + WARM_STEADY) * best);
    return flat && compiledMillis <= Math.max(JIT_FLOOR_MS, JIT_QUIET * passMillis);
  }

  private long compilationMillis(ServerProcess server) throws InterruptedException {
    try {
      return JSON.readTree(get(server, "/_admin/count")).get("compilationMillis").asLong();
    } catch (IOException e) {
      return 0;
    }
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
        + "truncated or broken responses", Format.bytes(perResponse), Format.bytes(sampleBytes));
  }

  private Load load(ServerProcess server, HttpCell cell, byte[] body, Duration warmup, Duration duration) {
    return new Load(server.port(), cell.method(), cell.path(), cell.mediaType(), body, s.connections(), s.rate(),
        warmup, duration, s.maxRequests(), s.gzip(), address());
  }

  /** {@code --listen HOST[:PORT]}: the host part (127.0.0.1 by default). */
  private String listenHost() {
    String l = s.listen();
    int colon = l.lastIndexOf(':');
    return colon > 0 && l.indexOf(':') == colon ? l.substring(0, colon) : l;
  }

  /** {@code --listen HOST[:PORT]}: the port part, or 0 for a free one. */
  private int listenPort() {
    String l = s.listen();
    int colon = l.lastIndexOf(':');
    return colon > 0 && l.indexOf(':') == colon ? Integer.parseInt(l.substring(colon + 1)) : 0;
  }

  /** Where the server is reached: the address it listens on, or loopback when that is every address. */
  private String address() {
    String h = listenHost();
    return h.equals("0.0.0.0") || h.equals("::") ? ServerConfig.HOST : h;
  }

  /** The server's warm-up passes run as fast as responses come, whatever the cells' rate: they are for the JIT. */
  private Load closed(ServerProcess server, HttpCell cell, byte[] body, Duration duration) {
    return new Load(server.port(), cell.method(), cell.path(), cell.mediaType(), body, s.connections(), 0,
        Duration.ZERO, duration, 200_000 * Math.max(1, duration.toSeconds()), s.gzip(), address());
  }

  /** Each load host's part of the last load driven from load hosts (empty when the load was local). */
  private List<LoadHosts.HostResult> lastHosts = List.of();

  private LoadResult drive(Load load, String clientCpu) throws IOException, InterruptedException {
    if (s.loadHosts() != null) {
      LoadHosts.Result r = s.loadHosts().run(load);
      lastHosts = r.hosts();
      return r.merged();
    }
    if ("wrk".equals(s.driver())) return WrkDriver.run(load, clientCpu, s.out().resolve("wrk"));
    return JvmDriver.run(load);
  }

  private byte[] get(ServerProcess server, String path) throws IOException, InterruptedException {
    HttpResponse<byte[]> r = control.send(HttpRequest.newBuilder(url(server, path)).timeout(Duration.ofSeconds(30))
        .build(), HttpResponse.BodyHandlers.ofByteArray());
    if (r.statusCode() != 200) throw new IOException(path + " answered " + r.statusCode());
    return r.body();
  }

  private URI url(ServerProcess server, String path) {
    return URI.create("http://" + address() + ":" + server.port() + path);
  }

  /** The last trial of a cell in one line, or why it is not measured. */
  static String summary(HttpResult r) {
    if (!r.measured()) return r.status() + ": " + r.message();
    HttpTrial t = r.trials().get(r.trials().size() - 1);
    LoadResult l = t.load();
    String hosts = t.hosts().stream().map(h -> h.failure() != null ? h.host() + " failed: " + h.failure()
        : String.format(Locale.ROOT, "%s %s req/s, %d errors", h.host(), Format.number(h.requestsPerSecond()),
            h.errors())).collect(java.util.stream.Collectors.joining("; "));
    return String.format(Locale.ROOT, "%s req/s, p50 %s, p99 %s, %s errors, server CPU %s/req, %s%s%s",
        Format.number(l.requestsPerSecond()), Format.seconds(l.latency().p50()), Format.seconds(l.latency().p99()),
        l.errors(), Format.seconds(t.cpuPerRequest()), "steady".equals(t.steadiness()) || "unknown".equals(t.steadiness())
            ? t.steadiness() : t.explain(), hosts.isEmpty() ? "" : "\n      hosts: " + hosts,
        r.message().isEmpty() ? "" : "\n      WARNING: " + r.message());
  }
}
