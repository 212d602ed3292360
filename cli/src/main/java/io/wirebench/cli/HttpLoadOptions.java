package io.wirebench.cli;

import io.wirebench.http.HttpOptions;
import java.time.Duration;
import picocli.CommandLine.Option;

/**
 * {@code wirebench http}'s load and trial options, checked before any server starts: how hard and
 * how long each cell is loaded, how often, and what the server JVM gets.
 */
final class HttpLoadOptions {
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

  @Option(names = "--seed", paramLabel = "N", description = "Seed of the rounds' random orders (default: random, "
      + "recorded).") Long seed;

  /** The options after their checks: usage errors (exit 2) name the option and what to give. */
  record Checked(double rate, HttpOptions.Profile profile, int trials, Duration warmup, Duration duration, double p99) {}

  Checked check() {
    double perSecond = HttpOptions.rate(rate);
    HttpOptions.Profile prof = HttpOptions.Profile.named(profile);
    if (prof == null) throw new UsageException("--profile " + profile + ": no such profile; use quick or standard");
    int n = trials != null ? trials : prof.trials();
    if (connections < 1 || n < 1) throw new UsageException("--connections and --trials must each be 1 or more");
    if (retries < 0) throw new UsageException("--retries " + retries + ": must be 0 (never) or more");
    if (!(retrySlower >= 0 && retrySlower < 100)) {
      throw new UsageException("--retry-slower " + retrySlower + ": a percentage from 0 to below 100, such as 15");
    }
    Duration measured = duration != null ? RunOptions.duration("--duration", duration, false) : prof.duration();
    Duration warm = warmup != null ? RunOptions.duration("--warmup", warmup, true) : prof.warmup();
    return new Checked(perSecond, prof, n, warm, measured, RunOptions.duration("--p99", p99, false).toNanos() / 1e9);
  }

  /** The machine check's seconds: as given, else none with the quick profile and the default with the standard. */
  double machineCheckSeconds() {
    return RunOptions.machineCheck(machineCheck, "quick".equals(profile) ? 0 : RunOptions.DEFAULT_MACHINE_CHECK);
  }
}
