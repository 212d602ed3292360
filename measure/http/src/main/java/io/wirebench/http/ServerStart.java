package io.wirebench.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Verdict;
import io.wirebench.server.HttpCell;
import io.wirebench.server.ServerConfig;
import io.wirebench.server.StockProvider;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A server JVM for a set of cells: started with the providers, codecs and data sets they need,
 * its round-trip gate's verdicts read, and each cell checked once before its trials.
 */
final class ServerStart {
  private final HttpRun.Settings s;
  /** The run being continued, or null: its server logs are kept beside the new ones. */
  private final HttpResume resume;
  private final PrintWriter out;
  private final ServerClient client;

  ServerStart(HttpRun.Settings s, HttpResume resume, PrintWriter out, ServerClient client) {
    this.s = s;
    this.resume = resume;
    this.out = out;
    this.client = client;
  }

  /** Starts the server JVM that serves {@code cells} (Kryo 4's when {@code kryo4}), pinned to {@code cpu} if not null. */
  ServerProcess start(List<HttpCell> cells, boolean kryo4, String cpu) throws IOException {
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
    ServerConfig config = new ServerConfig(client.listenPort(), List.copyOf(stock), List.copyOf(codecs),
        List.copyOf(sets), raw, s.maxBody(), ServerConfig.DEFAULT_MAX_DEPTH, s.gzip(), ServerConfig.DEFAULT_LIFETIME,
        client.listenHost());
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

  /** Adds the server's round-trip gate verdicts to {@code gate}, one by one, and prints each refused pair. */
  void readGate(ServerProcess server, List<Verdict> gate) throws IOException, InterruptedException {
    JsonNode g = client.admin(server, "/_admin/gate");
    for (JsonNode v : g.get("verdicts")) {
      Verdict verdict = ServerClient.JSON.treeToValue(v, Verdict.class);
      gate.add(verdict);
      if (!verdict.passed()) out.println("  round-trip gate: " + verdict.describe() + " — not served, not measured");
    }
  }

  /**
   * A cell before its trials: {@code pending} with its body, or not measured with the reason (the
   * provider has no resource for the data set, the gate refused the pair, the route does not answer,
   * or its response does not decode to the data set's value: {@link ResponseCheck}).
   */
  HttpResult prepare(ServerProcess server, HttpCell cell, List<Verdict> gate) throws InterruptedException {
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
      HttpResponse<byte[]> sample = client.sample(server, cell);
      if (sample.statusCode() != 200) {
        return HttpResult.notMeasured(cell, "failed", ServerClient.answered(cell, sample));
      }
      ResponseCheck.Outcome checked = ResponseCheck.check(cell, sample.body());
      if (checked.failure() != null) return HttpResult.notMeasured(cell, "failed", checked.failure());
      return new HttpResult(cell, "pending", checked.note() == null ? "" : checked.note(), List.of(),
          sample.body().length, null);
    } catch (IOException e) {
      return HttpResult.notMeasured(cell, "failed", RoundTripGate.describe(e));
    }
  }
}
