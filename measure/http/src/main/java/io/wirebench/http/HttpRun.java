package io.wirebench.http;

import io.wirebench.core.Verdict;
import io.wirebench.records.Format;
import io.wirebench.records.Interrupted;
import io.wirebench.records.Outcome;
import io.wirebench.records.SaveOnExit;
import io.wirebench.server.HttpCell;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code wirebench http}: starts the server JVMs, asks them for the round-trip gate's verdicts,
 * applies the load to every cell in turn (a warm-up, then the measured part, with the server's
 * CPU time read before and after), saves http.json after every cell, and prints the tables.
 * Ctrl-C keeps every finished cell. This class runs the rounds and retrials; a server is started
 * by {@link ServerStart}, warmed by {@link ServerWarmup}, and each trial's load is {@link TrialRunner}'s.
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

  private final Settings s;
  private final PrintWriter out;
  /** What the command shows of the saved run when Ctrl-C stops it. */
  private final Interrupted interruptedView;
  private final ServerStart servers;
  private final ServerWarmup warmup;
  private final TrialRunner runner;
  /** Every cell's result so far, in the order the cells were planned. */
  private final Map<HttpCell, HttpResult> results = new java.util.LinkedHashMap<>();
  private final List<Verdict> gate = new ArrayList<>();
  /** Per server JVM: the requests each warm-up pass completed, and whether they settled. */
  private final List<Map<String, Object>> warmPasses = new ArrayList<>();
  private HttpRecord record;
  /** The run being continued ({@code http --resume}), or null. */
  private final HttpResume resume;
  /** Seconds a trial takes (with {@code --rate auto}, a cell's sweep), for the time left. */
  private final double perTrial;
  /** The run's trials (with {@code --rate auto}, its sweeps). */
  private final int total;
  /** The CPUs of the server and of this JVM ({@code taskset}), or null when they share the cores. */
  private String[] pins;
  /** Trials (sweeps) finished so far, those a resumed run kept too. */
  private int done;

  private HttpRun(Settings s, HttpResume resume, Interrupted interruptedView, PrintWriter out) {
    this.s = s;
    this.resume = resume;
    this.interruptedView = interruptedView;
    this.out = out;
    ServerClient client = new ServerClient(s);
    this.servers = new ServerStart(s, resume, out, client);
    this.warmup = new ServerWarmup(s, out, client);
    this.runner = new TrialRunner(s, out, client);
    double trial = HttpOptions.trialSeconds(s.warmup(), s.duration());
    this.perTrial = s.knee() ? (HttpKnee.BISECTIONS + 8) * (trial - 0.5) : trial;
    this.total = s.knee() ? s.cells().size() : s.cells().size() * s.trials();
  }

  /** Runs; returns the exit code (1 when a cell failed) and the directory saved (none in a dry run). */
  public static Outcome run(Settings s, PrintWriter out) throws IOException, InterruptedException {
    return run(s, null, Interrupted.NOTHING, out);
  }

  /**
   * Runs, continuing the run in {@code resume}'s directory when it is not null: its finished rounds
   * are kept and the others measured ({@link HttpResume}). It prints its progress; when Ctrl-C stops it,
   * {@code interrupted} shows what was saved, and otherwise the command prints the tables from the record.
   */
  public static Outcome run(Settings s, HttpResume resume, Interrupted interrupted, PrintWriter out)
      throws IOException, InterruptedException {
    long t0 = System.nanoTime();
    List<HttpResult> results = new HttpRun(s, resume, interrupted, out).run();
    if (s.dryRun()) return Outcome.nothingSaved(0);
    return new Outcome(results.stream().anyMatch(r -> "failed".equals(r.status())) ? 1 : 0, s.out(), results.size(),
        (System.nanoTime() - t0) / 1e9);
  }

  /** The preview, then each server's cells (http.json saved after every one). */
  private List<HttpResult> run() throws IOException, InterruptedException {
    int cores = Runtime.getRuntime().availableProcessors();
    pins = CpuPinning.pins(s.pin() && s.loadHosts() == null, cores, out);
    RunPreview.print(s, perTrial, total, pins, cores, out);
    if (s.dryRun()) {
      RunPreview.cells(s.cells(), out);
      return List.of();
    }
    record = new HttpRecord(s, s.out());
    if (s.machineCheckSeconds() > 0) checkMachine();
    if (resume != null) keepResumed();
    SaveOnExit guard = SaveOnExit.install("http", this::interrupted);
    String affinity = pins == null ? null : CpuPinning.affinity();
    if (pins != null) CpuPinning.pin(pins[1], out);
    try {
      for (boolean kryo4 : new boolean[] {false, true}) measureServer(kryo4);
      saveComplete();
    } finally {
      if (affinity != null) CpuPinning.pin(affinity, out);
    }
    guard.close();
    out.println();
    out.flush();
    return list();
  }

  /** {@code --machine-check}: before any server starts and before this JVM is pinned, the machine as a whole. */
  private void checkMachine() {
    out.printf(Locale.ROOT, "machine check (%.0f s) ...%n", s.machineCheckSeconds());
    out.flush();
    io.wirebench.harness.MachineNoise noise = io.wirebench.harness.MachineNoise.measure(s.machineCheckSeconds());
    noise.describe().lines().forEach(l -> out.println("  " + l));
    out.flush();
    record.machineCheck(noise);
  }

  /** {@code --resume}: the cells of the rounds DIR's servers finished, kept, and counted as done. */
  private void keepResumed() {
    resume.check(record.header());
    Map<HttpCell, HttpResult> kept = resume.kept(s.cells(), s.trials());
    record.continuing(resume.started(), resume.base().record().header());
    results.putAll(kept);
    warmPasses.addAll(resume.serverWarmup());
    done = kept.values().stream().mapToInt(r -> r.knee() != null ? 1 : r.trials().size()).sum();
    out.println("resuming " + s.out().toAbsolutePath() + ": kept " + done + (s.knee() ? " sweeps" : " trials")
        + " of the rounds its servers finished; a round cut short is measured again in full on a new server");
  }

  /**
   * The cells of one server JVM (Kryo 4's, or the other's): the server started, gated and warmed,
   * then its cells' rounds and retrial passes, or a knee sweep each.
   */
  private void measureServer(boolean kryo4) throws IOException, InterruptedException {
    List<HttpCell> cells = new ArrayList<>(s.cells().stream().filter(c -> c.onKryo4() == kryo4).toList());
    if (cells.isEmpty()) return;
    int first = resume == null ? 1 : HttpResume.finishedRounds(cells, results, s.trials()) + 1;
    // a run stopped after a server's rounds but before its retrial passes ended: the server starts again for them
    boolean owed = resume != null && !s.knee() && s.rate() == 0 && first > s.trials()
        && HttpResume.owesRetrials(cells, results, s.retries(), s.retrySlower());
    if (finishedBefore(cells, first, owed)) {
      if (!kryo4) gate.addAll(resume.gate()); // this server is not started again: its verdicts stand
      return;
    }
    try (ServerProcess server = servers.start(cells, kryo4, pins == null ? null : pins[0])) {
      servers.readGate(server, gate);
      if (resume != null) checkGate();
      String unsettled = warmup.warm(server, cells, warmPasses);
      prepare(server, cells, unsettled);
      if (s.knee()) {
        knees(server, cells);
        return;
      }
      rounds(server, cells, kryo4, first);
      if (owed) {
        out.printf(Locale.ROOT, "resuming the retrials of a server whose rounds %s finished: pass %d of %d%n",
            s.out().toAbsolutePath(), HttpResume.passesDone(cells, results) + 1, s.retries());
      }
      measureAgain(server, cells, HttpResume.passesDone(cells, results) + 1);
    }
  }

  /** Whether the run being resumed finished a server's cells: every sweep, or every round and retrial pass. */
  private boolean finishedBefore(List<HttpCell> cells, int first, boolean owed) {
    return resume != null && (s.knee() ? cells.stream().allMatch(c -> results.containsKey(c)
        && !"pending".equals(results.get(c).status())) : first > s.trials() && !owed);
  }

  /**
   * Each cell of a new server before its rounds: prepared ({@link ServerStart#prepare}), or as the
   * resumed run measured it; marked when the server's warm-up did not settle ({@code unsettled}).
   */
  private void prepare(ServerProcess server, List<HttpCell> cells, String unsettled) throws InterruptedException {
    for (HttpCell cell : cells) {
      HttpResult r = servers.prepare(server, cell, gate);
      HttpResult kept = results.get(cell);
      if (kept != null && !"pending".equals(kept.status())) r = kept; // measured in the rounds DIR finished
      synchronized (this) {
        results.put(cell, unsettled == null ? r : r.warn(unsettled));
      }
    }
  }

  /** The rounds of a server's cells, from round {@code first} (the rounds before it a resumed run kept). */
  private void rounds(ServerProcess server, List<HttpCell> cells, boolean kryo4, int first)
      throws IOException, InterruptedException {
    for (int round = 1; round <= s.trials(); round++) {
      // a new random order each round (seeded, recorded), so that a server still warming or a
      // noisy minute does not always fall on the same rows
      java.util.Collections.shuffle(cells, new java.util.Random(s.seed() + 31L * round + (kryo4 ? 1 : 0)));
      if (round < first) continue; // finished before a resume: its order drawn again, so the next ones match
      for (HttpCell cell : cells) {
        double left = (total - done) * perTrial;
        out.printf(Locale.ROOT, "[%d/%d] round %d/%d: %s (%s)  ·  %s left%n", done + 1, total, round,
            s.trials(), cell.label(), cell.mediaType(), Format.duration(left));
        out.flush();
        HttpResult r = results.get(cell);
        if (r.status().equals("pending") || r.status().equals("measured")) {
          r = runner.trial(server, r, round, clientCpu());
        }
        keep(cell, r);
        done++;
      }
    }
  }

  /** After every server: each measured cell's warnings added, and http.json saved as complete. */
  private synchronized void saveComplete() throws IOException {
    results.replaceAll((c, r) -> r.measured() ? r.warn(r.unsteady()).warn(r.setAsideNote()) : r);
    record.save(list(), gate, warmPasses, "complete");
    record = null;
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
  private int measureAgain(ServerProcess server, List<HttpCell> cells, int fromPass)
      throws IOException, InterruptedException {
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
        HttpResult next = runner.trial(server, r, old.round(), clientCpu());
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

  /** {@code --rate auto}: each cell's knee, one sweep a cell. */
  private void knees(ServerProcess server, List<HttpCell> cells) throws IOException, InterruptedException {
    for (HttpCell cell : cells) {
      HttpResult r = results.get(cell);
      out.printf(Locale.ROOT, "[%d/%d] knee of %s (%s): rates from %,.0f req/s up, p99 target %s%n", ++done,
          s.cells().size(), cell.label(), cell.mediaType(), HttpKnee.START, Format.seconds(s.p99Target()));
      out.flush();
      if (!r.status().equals("pending") || !server.isAlive()) continue;
      HttpKnee knee = runner.knee(server, cell, clientCpu());
      synchronized (this) {
        results.put(cell, r.withKnee(knee));
        record.save(list(), gate, warmPasses, "running");
      }
    }
  }

  /** The CPU this JVM, the client, is pinned to, or null. */
  private String clientCpu() {
    return pins == null ? null : pins[1];
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
      out.println();
      interruptedView.show(s.out(), out);
      System.err.println("\nwirebench http: stopped; the finished trials of " + results.size() + " cells kept in "
          + s.out().resolve(HttpRecord.FILE) + "; 'wirebench http --resume " + s.out().toAbsolutePath()
          + "' measures the rest");
    } catch (IOException e) {
      System.err.println("wirebench http: could not save " + e.getMessage());
    }
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
