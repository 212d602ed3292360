package io.wirebench.cli;

import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.http.HttpOptions;
import io.wirebench.http.HttpPlan;
import io.wirebench.http.HttpResume;
import io.wirebench.http.HttpRun;
import io.wirebench.report.KindTables;
import java.nio.file.Path;
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

  @Mixin HttpLoadOptions opts;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Run directory to create (default: results/http-<date-time>). Never overwritten.") Path out;

  @Option(names = "--dry-run", description = "Print the cells and the estimated time; start nothing, write nothing.")
  boolean dryRun;

  @Option(names = "--resume", paramLabel = "DIR", description = Resuming.HELP + " The rounds its servers finished are "
      + "kept; a round cut short is measured again in full, on a new server JVM (docs/results-format.md).") Path resume;
  private HttpResume resumed;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws Exception {
    if (resume != null) return Resuming.resume(spec, resume, HttpResume::open, HttpResume::base,
        (HttpCommand c, HttpResume r) -> c.resumed = r, HttpCommand::call);
    HttpLoadOptions.Checked o = opts.check();
    var hosts = load.loadHosts(opts.driver);
    String drv = hosts != null ? "jvm" : HttpOptions.driver(opts.driver, o.rate());
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
    HttpRun.Settings s = new HttpRun.Settings(plan.cells(), opts.connections, o.warmup(), o.duration(), o.trials(),
        o.rate(), drv, opts.gzip, !opts.noPin, opts.maxBody, List.of("-Xmx" + opts.serverHeap), dir, dryRun,
        Main.commandLine(spec), resumed != null ? resumed.seed() : opts.seed != null ? opts.seed
            : java.util.concurrent.ThreadLocalRandom.current().nextLong(1L << 48), o.p99(), hosts, load.listen,
        opts.machineCheckSeconds(), opts.retries, opts.retrySlower / 100);
    return Answered.print(HttpRun.run(s, resumed, KindTables::interrupted, w), Answered.measuredIn(HttpRun.RESULTS_FILE),
        w);
  }
}
