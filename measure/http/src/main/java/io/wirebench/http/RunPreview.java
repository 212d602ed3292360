package io.wirebench.http;

import io.wirebench.records.Format;
import io.wirebench.server.HttpCell;
import java.io.PrintWriter;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The lines an {@code http} run prints before anything starts: what it measures, under which load
 * model, about how long it takes, and where client and server run; a dry run stops there.
 */
final class RunPreview {
  private RunPreview() {}

  /**
   * Prints the preview.
   *
   * @param perTrial seconds a trial takes (with {@code --rate auto}, a cell's sweep)
   * @param total the run's trials (its sweeps)
   * @param pins the CPUs of the server and of the client, or null when they share the {@code cores}
   */
  static void print(HttpRun.Settings s, double perTrial, int total, String[] pins, int cores, PrintWriter out) {
    long servers = s.cells().stream().map(HttpCell::onKryo4).distinct().count();
    double estimate = perTrial * total + HttpOptions.serverSeconds(servers) + s.machineCheckSeconds();
    double quick = HttpOptions.estimate(s.cells().size(), HttpOptions.Profile.QUICK.trials(),
        HttpOptions.Profile.QUICK.warmup(), HttpOptions.Profile.QUICK.duration(),
        servers);
    // a retrial pass measures at most one trial a cell again; the estimate says what all of them would add
    double retrials = s.knee() || s.rate() != 0 ? 0 : perTrial * s.cells().size() * s.retries();
    out.printf(Locale.ROOT, "%d cells (%s)%s, %s driver, %s, %d connections, %s warm-up + %s measured a %s: about "
        + "%s%s%s%n", s.cells().size(), methodsAndRows(s), s.knee() ? ", a sweep each" : " × " + s.trials()
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
  }

  /** A dry run's cells, one a line. */
  static void cells(List<HttpCell> cells, PrintWriter out) {
    for (HttpCell c : cells) out.println("  " + c.label() + "  " + c.mediaType() + "  (" + c.description() + ")");
    out.flush();
  }

  /** The cells' methods, how many providers (rows) and which data sets, as the first line names them. */
  private static String methodsAndRows(HttpRun.Settings s) {
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
}
