package io.wirebench.http;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.core.BadInputException;
import io.wirebench.core.Verdict;
import io.wirebench.records.ResultFile;
import io.wirebench.records.Resumable;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import io.wirebench.server.HttpCell;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code http --resume DIR}. An HTTP run measures its cells in rounds over one server JVM, each
 * round every cell once in a new random order, so that cells measured side by side meet the same
 * server and the same minute. A resumed run cannot have that server back: it starts a new one and
 * warms it until it settles, as any run does. So that the cells stay comparable, it continues
 * round by round, not trial by trial: every round that finished in DIR is kept, the round that was
 * cut short is dropped (its trials are measured again, all of them, on the new server), and the
 * rounds after it follow. Every round is then one server's, as in a run that was never stopped;
 * a cell's trials may come from two server JVMs, which widens its interval by the spread between
 * servers (as a JMH run's forks do, and a one-server run's interval leaves out). A server whose
 * cells finished every round (the Kryo 4 server's, say) is not started again. With
 * {@code --rate auto} each cell is one sweep: finished sweeps are kept.
 */
public final class HttpResume {
  /** The header's fields that shape an HTTP measurement: they must be DIR's. */
  private static final Set<String> SAME = Set.of("wirebench", "kind", "machine", "jvm", "datasets", "codecs", "setup");

  private final Resumable base;
  private final JsonNode http;

  private HttpResume(Resumable base, JsonNode http) {
    this.base = base;
    this.http = http;
  }

  /**
   * Reads DIR (run.json and http.json).
   *
   * @throws BadInputException when DIR is no http directory this build can continue
   */
  public static HttpResume open(Path dir) {
    Resumable base = Resumable.open(dir, "http");
    Path file = dir.resolve(HttpRecord.FILE);
    try {
      return new HttpResume(base, Files.isRegularFile(file) ? SavedRun.READER.readTree(file.toFile()) : null);
    } catch (IOException e) {
      throw new BadInputException("--resume " + dir + ": its http.json cannot be read (" + e.getMessage() + ")");
    }
  }

  /** DIR and the checks every kind makes. */
  public Resumable base() {
    return base;
  }

  /** The seed of DIR's rounds. */
  public long seed() {
    return base.record().header().setup() == null ? 0
        : ((Number) base.record().header().setup().getOrDefault("seed", 0)).longValue();
  }

  /** When DIR's http.json says the run started. */
  String started() {
    return http == null ? base.record().header().started() : http.path("started").asText(null);
  }

  /** The server warm-ups DIR recorded, one per server JVM it started. */
  List<Map<String, Object>> serverWarmup() {
    if (http == null) return List.of();
    List<Map<String, Object>> w = SavedRun.READER.convertValue(http.path("setup").path("serverWarmup"),
        new TypeReference<>() {});
    return w == null ? List.of() : w;
  }

  /**
   * Refuses to continue when this build's record of DIR's command line differs from DIR's in what
   * shapes a measurement (the server warm-ups of each JVM aside, which every server has its own of).
   */
  void check(RunRecord.Header rebuilt) {
    JsonNode was = Resumable.withoutMachineCheck(ResultFile.MAPPER.valueToTree(base.record().header()));
    JsonNode now = Resumable.withoutMachineCheck(ResultFile.MAPPER.valueToTree(rebuilt));
    List<String> diffs = new ArrayList<>();
    for (JsonNode n : List.of(was, now)) {
      if (n.path("setup") instanceof ObjectNode o) o.remove("serverWarmup");
    }
    for (String f : new java.util.TreeSet<>(SAME)) Resumable.differences(f, was.path(f), now.path(f), diffs);
    base.refuse(diffs);
  }

  /**
   * Refuses to continue when a server of this build gates a pair otherwise than DIR's did.
   */
  void checkGate(List<Verdict> gate) {
    Map<String, String> was = new LinkedHashMap<>();
    for (JsonNode g : http == null ? List.<JsonNode>of() : iterable(http.path("gate"))) {
      was.put(g.path("codec").asText() + " on " + g.path("dataset").asText(), g.path("status").asText() + ", "
          + g.path("encodedSize").asLong() + " bytes");
    }
    List<String> diffs = new ArrayList<>();
    for (Verdict v : gate) {
      String key = v.codec() + " on " + v.dataset();
      String now = v.status().name() + ", " + v.encodedSize() + " bytes";
      if (was.containsKey(key) && !was.get(key).equals(now)) {
        diffs.add("gate of " + key + ": " + was.get(key) + " in DIR, " + now + " now (has the data set or the codec "
            + "changed?)");
      }
    }
    base.refuse(diffs);
  }

  private static Iterable<JsonNode> iterable(JsonNode n) {
    List<JsonNode> l = new ArrayList<>();
    n.forEach(l::add);
    return l;
  }

  /** DIR's gate verdicts, for a run whose server with codecs is not started again. */
  List<Verdict> gate() {
    List<Verdict> out = new ArrayList<>();
    if (http != null) http.path("gate").forEach(g -> out.add(SavedRun.READER.convertValue(g, Verdict.class)));
    return out;
  }

  /**
   * DIR's cells as this build plans them, each cut to the rounds its server finished (see the class
   * comment): measured cells with their trials of those rounds, failed and not served ones as they
   * are; cells DIR never reached are absent.
   *
   * @param cells the cells this build plans from DIR's command line
   * @param trials the trials a cell gets (rounds a server runs)
   * @throws BadInputException when DIR holds a cell this build does not plan
   */
  Map<HttpCell, HttpResult> kept(List<HttpCell> cells, int trials) {
    Map<HttpCell, HttpResult> stored = new LinkedHashMap<>();
    if (http == null) return stored;
    for (JsonNode c : http.path("cells")) {
      HttpResult r = result(c);
      if (!cells.contains(r.cell())) {
        throw new BadInputException("--resume " + base.dir() + ": it measured " + r.cell().label() + ", which this "
            + "build does not plan; measure again with a new run");
      }
      stored.put(r.cell(), r);
    }
    Map<HttpCell, HttpResult> kept = new LinkedHashMap<>();
    for (boolean kryo4 : new boolean[] {false, true}) {
      int rounds = finishedRounds(cells.stream().filter(c -> c.onKryo4() == kryo4).toList(), stored, trials);
      for (Map.Entry<HttpCell, HttpResult> e : stored.entrySet()) {
        if (e.getKey().onKryo4() != kryo4) continue;
        HttpResult r = e.getValue();
        if (r.knee() != null || !"measured".equals(r.status())) {
          kept.put(e.getKey(), r);
          continue;
        }
        List<HttpTrial> within = r.trials().stream().filter(t -> t.round() <= rounds).toList();
        kept.put(e.getKey(), new HttpResult(r.cell(), within.isEmpty() ? "pending" : "measured", r.message(), within,
            r.responseBodyBytes(), null));
      }
    }
    return kept;
  }

  /**
   * The rounds a server finished: every cell of it that is measured or waits for its trials has a
   * trial in each of them. A server none of whose cells DIR holds finished none.
   */
  static int finishedRounds(List<HttpCell> cells, Map<HttpCell, HttpResult> stored, int trials) {
    if (cells.isEmpty()) return trials;
    int rounds = trials;
    for (HttpCell c : cells) {
      HttpResult r = stored.get(c);
      if (r == null) return 0;
      if (!"measured".equals(r.status()) && !"pending".equals(r.status())) continue;
      if (r.knee() != null) continue;
      int k = 0;
      while (k < trials && has(r, k + 1)) k++;
      rounds = Math.min(rounds, k);
    }
    return rounds;
  }

  /** The retrial passes a server's cells had: the highest pass of a trial measured again (0: none). */
  static int passesDone(List<HttpCell> cells, Map<HttpCell, HttpResult> results) {
    int passes = 0;
    for (HttpCell c : cells) {
      HttpResult r = results.get(c);
      if (r != null) for (HttpTrial t : r.trials()) passes = Math.max(passes, t.again());
    }
    return passes;
  }

  /**
   * Whether a server whose rounds a resumed run finished still owes its retrials: a measured cell
   * has a trial more than {@code slower} below its fastest while fewer than {@code retries} passes
   * ran (the run was stopped after the rounds, before or during the passes).
   */
  static boolean owesRetrials(List<HttpCell> cells, Map<HttpCell, HttpResult> results, int retries, double slower) {
    if (retries <= 0 || passesDone(cells, results) >= retries) return false;
    return cells.stream().map(results::get)
        .anyMatch(r -> r != null && r.measured() && !r.slowTrials(slower).isEmpty());
  }

  private static boolean has(HttpResult r, int round) {
    return r.trials().stream().anyMatch(t -> t.round() == round);
  }

  /** A cell of http.json as the run measured it. */
  static HttpResult result(JsonNode c) {
    HttpCell cell = new HttpCell(c.path("provider").asText(), c.hasNonNull("codec") ? c.get("codec").asText() : null,
        c.path("dataset").asText(), c.path("method").asText(), c.path("mediaType").asText());
    String driver = c.path("driver").asText("jvm");
    boolean corrected = c.path("latencyCorrected").asBoolean(false);
    List<HttpTrial> trials = new ArrayList<>();
    for (JsonNode t : c.path("trials")) {
      JsonNode e = t.path("errors");
      JsonNode l = t.path("latencySeconds");
      LoadResult load = new LoadResult(driver, t.path("requests").asLong(), t.path("seconds").asDouble(),
          e.path("non2xx").asLong(), e.path("socket").asLong(), e.path("timeouts").asLong(),
          new LoadResult.Percentiles(num(l.path("p50")), num(l.path("p90")), num(l.path("p99")), num(l.path("p999")),
              num(l.path("max"))), corrected, t.path("responseBytes").asLong());
      double[] rates = SavedRun.READER.convertValue(t.path("requestsPerSecondByQuarter"), double[].class);
      List<LoadHosts.HostResult> hosts = t.has("hosts") ? SavedRun.READER.convertValue(t.path("hosts"),
          new TypeReference<List<LoadHosts.HostResult>>() {}) : List.of();
      trials.add(new HttpTrial(t.path("round").asInt(), load, num(t.path("serverCpuSeconds")),
          rates == null ? new double[0] : rates, t.path("steadiness").asText("unknown"), hosts,
          num(t.path("serverJitSeconds")), num(t.path("serverGcSeconds")), t.path("again").asInt(0),
          t.hasNonNull("setAside") ? t.get("setAside").asText() : null));
    }
    HttpKnee knee = null;
    if (c.hasNonNull("knee")) {
      JsonNode k = c.get("knee");
      knee = new HttpKnee(k.path("rate").asDouble(), num(k.path("p99")), num(k.path("firstFailing")),
          k.path("why").asText(""), SavedRun.READER.convertValue(k.path("steps"),
              new TypeReference<List<HttpKnee.Step>>() {}));
    }
    return new HttpResult(cell, c.path("status").asText(), c.path("message").asText(""), trials,
        c.hasNonNull("bodyBytes") ? c.get("bodyBytes").asLong() : -1, knee);
  }

  private static double num(JsonNode n) {
    return n.isNumber() ? n.asDouble() : Double.NaN;
  }
}
