package io.wirebench.cli;

import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.http.HttpOptions;
import io.wirebench.http.HttpPlan;
import io.wirebench.http.HttpResume;
import io.wirebench.http.HttpRun;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code wirebench http}: message body providers end to end, under load, against a raw Grizzly baseline. */
@Command(name = "http", mixinStandardHelpOptions = true,
    description = "Serves data sets from Jersey on Grizzly (a server JVM of its own) and measures GET, POST and PUT "
        + "under load, in trials by rounds: req/s, latency percentiles, errors and server CPU per request with "
        + "intervals, per provider, media type and data set, beside a raw Grizzly handler (the ceiling). Without "
        + "--codecs: the published study's rows on person (Jersey's Jackson, JAXB and Kryo providers, a custom "
        + "provider, text) plus the generic provider over kryo and jackson-databind. --codecs names the codecs the "
        + "generic provider serves (the stock providers then only with --providers). With --class: your values, "
        + "served by the generic provider. Saves the record after every trial; Ctrl-C keeps them.")
final class HttpCommand implements Callable<Integer> {
  @Mixin Selection selection; // --codecs: what the generic provider serves; --datasets: person by default
  @Mixin UserData user;
  @Mixin LoadHostOptions load;

  @Option(names = "--providers", paramLabel = "LIST",
      description = "Stock providers and the baseline: jackson, jaxb, jersey-kryo, custom, text, raw. Default: all "
          + "without --codecs, raw with it.")
  String providers;

  @Option(names = "--methods", paramLabel = "LIST", defaultValue = "GET,POST,PUT", description = "Default: "
      + "${DEFAULT-VALUE}.") String methods;

  @Option(names = "--connections", paramLabel = "N", defaultValue = "16",
      description = "Kept-alive connections, each one request at a time. Default: ${DEFAULT-VALUE}.") int connections;

  @Option(names = "--profile", paramLabel = "NAME", defaultValue = "standard", description = "standard: "
      + "3 trials a cell of 1 s warm-up + 2 s measured; quick: 2 trials of 0.5 s + 1.5 s (about a third less time, "
      + "wider intervals). --trials, --warmup and --duration override it. Default: ${DEFAULT-VALUE}.")
  String profile;

  @Option(names = "--duration", paramLabel = "DURATION",
      description = "Measured time a trial (e.g. 2s, 1m). Default: the profile's (2s).") String duration;

  @Option(names = "--warmup", paramLabel = "DURATION",
      description = "Load before each trial's measured part, not recorded. Default: the profile's (1s).") String warmup;

  @Option(names = "--trials", paramLabel = "N", description = "Trials a cell, one a round, each "
      + "round in a new random order; 2 or more give intervals. Default: the profile's (3).") Integer trials;

  @Option(names = "--rate", paramLabel = "REQ/S", defaultValue = "max", description = "Requests per second (the jvm "
      + "driver's open model, latency corrected for coordinated omission), max (each connection sends when its response "
      + "is in), or auto: each cell's knee, the highest rate with p99 within --p99. Default: ${DEFAULT-VALUE}.")
  String rate;

  @Option(names = "--p99", paramLabel = "DURATION", defaultValue = "5ms", description = "The p99 target of --rate auto.")
  String p99;

  @Option(names = "--driver", paramLabel = "NAME", description = "wrk (closed model, the study's tool; apt-get "
      + "install wrk) or jvm. Default: wrk when installed and no --rate, else jvm.") String driver;

  @Option(names = "--gzip", description = "Ask for gzip responses (Content-Encoding: gzip).") boolean gzip;

  @Option(names = "--no-pin", description = "Let client and server share every core (default: disjoint halves, "
      + "taskset).") boolean noPin;

  @Option(names = "--max-body", paramLabel = "BYTES", defaultValue = "16777216",
      description = "The server answers 413 to larger request bodies. Default: ${DEFAULT-VALUE}.") long maxBody;

  @Option(names = "--server-heap", paramLabel = "SIZE", defaultValue = "1g",
      description = "The server JVM's -Xmx. Default: ${DEFAULT-VALUE}.") String serverHeap;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Run directory to create (default: results/http-<date-time>). Never overwritten.") Path out;

  @Option(names = "--machine-check", paramLabel = "SECONDS", description = "Before the first server starts, probe how "
      + "steady the machine is for this long (0: not at all) and record it: quiet, shared core or interrupted. "
      + "Default: 10 with the standard profile, 0 with quick.") Double machineCheck;

  @Option(names = "--retries", paramLabel = "N", defaultValue = "2", description = "After a server's rounds, up to N "
      + "passes that measure again each trial more than 15%% slower than the fastest of its cell (the machine slowed "
      + "it, not the provider); the slow trial is kept in the record, set aside. 0: never. Closed model only. "
      + "Default: ${DEFAULT-VALUE}.") int retries;

  @Option(names = "--retry-slower", paramLabel = "PERCENT", defaultValue = "15", description = "How much slower than "
      + "the fastest trial of its cell a trial must be to be measured again (--retries). Default: ${DEFAULT-VALUE}.")
  double retrySlower;

  @Option(names = "--dry-run", description = "Print the cells and the estimated time; start nothing, write nothing.")
  boolean dryRun;

  @Option(names = "--resume", paramLabel = "DIR", description = Resuming.HELP + " The rounds its servers finished are "
      + "kept; a round cut short is measured again in full, on a new server JVM (docs/results-format.md).") Path resume;
  private HttpResume resumed;

  @Option(names = "--seed", paramLabel = "N", description = "Seed of the rounds' random orders (default: random, "
      + "recorded).") Long seed;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws Exception {
    if (resume != null) return Resuming.resume(spec, resume, HttpResume::open, HttpResume::base,
        (HttpCommand c, HttpResume r) -> c.resumed = r, HttpCommand::call);
    double perSecond = HttpOptions.rate(rate);
    var hosts = load.loadHosts(driver);
    String drv = hosts != null ? "jvm" : HttpOptions.driver(driver, perSecond);
    HttpOptions.Profile prof = HttpOptions.Profile.named(profile);
    if (prof == null) {
      throw new UsageException("--profile " + profile + ": no such profile; use quick or standard");
    }
    int trials = this.trials != null ? this.trials : prof.trials();
    if (connections < 1 || trials < 1) throw new UsageException("--connections and --trials must each be 1 or more");
    if (retries < 0) throw new UsageException("--retries " + retries + ": must be 0 (never) or more");
    if (!(retrySlower >= 0 && retrySlower < 100)) {
      throw new UsageException("--retry-slower " + retrySlower + ": a percentage from 0 to below 100, such as 15");
    }
    Duration measured = duration != null ? RunOptions.duration("--duration", duration, false) : prof.duration();
    Duration warm = warmup != null ? RunOptions.duration("--warmup", warmup, true) : prof.warmup();
    List<String> methodList = Selection.names(methods.toUpperCase(Locale.ROOT), List.of("GET", "POST", "PUT"), "method");
    List<DataSet<?>> userSets = user.withSelected(selection);
    List<String> sets = (userSets != null ? userSets : selection.datasets(List.of("person"))).stream()
        .map(DataSet::id).toList();
    Codecs registry = Codecs.load();
    HttpPlan plan = HttpPlan.select(sets, methodList, providers == null ? null
        : Selection.names(providers, HttpPlan.allProviders(), "provider"), selection.codecs == null ? null
        : registry.select(selection.codecs), userSets != null, registry);
    var w = spec.commandLine().getOut();
    if (!plan.skipped().isEmpty()) w.println("not measured (the provider has no resource for the data set): "
        + String.join(", ", plan.skipped()));
    Path dir = resumed != null ? resumed.base().dir() : OutputPaths.runDirectory(out, "http-", "http.json");
    HttpRun.Settings s = new HttpRun.Settings(plan.cells(), connections, warm, measured, trials, perSecond, drv, gzip,
        !noPin, maxBody, List.of("-Xmx" + serverHeap), dir, dryRun, Main.commandLine(spec),
        resumed != null ? resumed.seed() : seed != null ? seed
            : java.util.concurrent.ThreadLocalRandom.current().nextLong(1L << 48),
        RunOptions.duration("--p99", p99, false).toNanos() / 1e9, hosts, load.listen,
        RunOptions.machineCheck(machineCheck, "quick".equals(profile) ? 0 : RunOptions.DEFAULT_MACHINE_CHECK),
        retries, retrySlower / 100);
    return Answered.print(HttpRun.run(s, resumed, w), Answered.measuredIn(HttpRun.RESULTS_FILE), w);
  }
}
