package io.wirebench.cli;

import io.wirebench.bench.Benchmarks;
import io.wirebench.bench.Cell;
import io.wirebench.bench.CellResult;
import io.wirebench.bench.CellRunner;
import io.wirebench.bench.JvmInfo;
import io.wirebench.bench.Profile;
import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.Target;
import io.wirebench.core.Verdict;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code wirebench run}: the gate, then JMH over every selected cell, then the tables. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = "Runs the round-trip gate, then measures every (operation, target, codec, data set) cell with JMH, "
        + "each in its own forked JVM, saving results after every cell. Ctrl-C stops and keeps what was measured.")
final class RunCommand implements Callable<Integer> {
  static final List<String> DEFAULT_DATASETS = List.of("dbdata", "measurements-1k");
  /** Data sets when none are named; commands built on run change it. */
  List<String> defaultDatasets = DEFAULT_DATASETS;

  @Mixin Selection selection;

  @Option(names = "--ops", paramLabel = "LIST", defaultValue = "write,read",
      description = "Operations: write, read, roundtrip (read, change one field, write), saveload (write a file "
          + "and read it back). Default: ${DEFAULT-VALUE}.")
  String ops;

  @Option(names = "--targets", paramLabel = "LIST", defaultValue = "bytes",
      description = "Targets: string, writer, reader, stream, bytes, file (text targets only for text formats). "
          + "Default: ${DEFAULT-VALUE}.")
  String targets;

  @Option(names = "--profile", paramLabel = "NAME", defaultValue = "quick",
      description = "quick (1 fork, short iterations: a first look) or full (2 forks, 5+5 one-second iterations: "
          + "for publication). Default: ${DEFAULT-VALUE}.")
  String profile;

  @Option(names = "--forks", description = "Override the profile's forks per cell.") Integer forks;
  @Option(names = "--warmup-iterations", description = "Override the profile's warm-up iterations.") Integer warmups;
  @Option(names = "--iterations", description = "Override the profile's measured iterations.") Integer iterations;
  @Option(names = "--iteration-ms", description = "Override the length of each iteration, ms.") Integer iterationMs;

  @Option(names = "--jvm", paramLabel = "PATH",
      description = "Run the benchmark forks on another JDK (its home or its bin/java).")
  String jvm;

  @Option(names = "--jvm-arg", paramLabel = "FLAG", description = "An extra flag for every fork (repeatable).")
  List<String> jvmArgs = new ArrayList<>();

  @Option(names = "--no-gc-profiler", description = "Do not measure allocation per operation.")
  boolean noGc;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Run directory (default: results/<date-time>). Never overwritten.")
  Path out;

  @Option(names = "--dry-run", description = "Gate and plan only: print the cells and the estimated time.")
  boolean dryRun;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /** Codecs added to the default selection (not to an explicit --codecs). */
  List<String> extraCodecs = List.of();

  /** What a run measured, for commands that build on it. */
  record Outcome(int exitCode, List<CellResult> measured, Map<String, Long> sizes) {}

  @Override public Integer call() throws IOException {
    return execute(List.of(Family.JSON)).exitCode();
  }

  /** Runs the gate and the cells; {@code defaultFamilies} are used when no --codecs is given. */
  Outcome execute(List<Family> defaultFamilies) throws IOException {
    PrintWriter w = spec.commandLine().getOut();
    Instant started = Instant.now();
    Profile p = Profile.of(profile).with(forks, warmups, iterations, iterationMs);
    List<String> opList = Selection.names(ops, Benchmarks.OPS, "operation");
    List<String> targetLabels = new ArrayList<>();
    for (Target t : Target.values()) targetLabels.add(t.label());
    List<String> targetList = Selection.names(targets, targetLabels, "target");
    JvmInfo forkJvm = jvm == null ? JvmInfo.current() : JvmInfo.probe(jvm);
    Codecs registry = Codecs.load();
    List<Codec> codecs = new ArrayList<>(selection.codecs(registry, defaultFamilies));
    for (String extra : extraCodecs) {
      if (selection.codecs == null && codecs.stream().noneMatch(c -> c.info().id().equals(extra))) {
        registry.find(extra).ifPresent(codecs::add);
      }
    }
    List<DataSet<?>> datasets = selection.datasets(defaultDatasets);
    Path dir = out != null ? out : Path.of("results", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));

    Map<String, Object> header = new LinkedHashMap<>();
    header.put("wirebench", Map.of("version", RunInfo.wirebenchVersion(), "gitCommit", RunInfo.gitCommit()));
    header.put("command", commandLine());
    header.put("status", "running");
    header.put("started", started.toString());
    header.put("profile", p);
    header.put("machine", RunInfo.machine());
    Map<String, Object> jvmJson = new LinkedHashMap<>();
    jvmJson.put("java", forkJvm.java());
    jvmJson.put("version", forkJvm.version());
    jvmJson.put("vendor", forkJvm.vendor());
    jvmJson.put("vmName", forkJvm.vmName());
    jvmJson.put("vmVersion", forkJvm.vmVersion());
    jvmJson.put("flags", CellRunner.commonFlags(forkJvm, jvmArgs));
    jvmJson.put("blackholeMode", System.getProperty("jmh.blackhole.mode", "COMPILER").toLowerCase(java.util.Locale.ROOT));
    header.put("jvm", jvmJson);
    header.put("jmhVersion", io.wirebench.core.LibraryVersion.of(org.openjdk.jmh.runner.Runner.class,
        "org.openjdk.jmh", "jmh-core"));
    header.put("gcProfiler", !noGc);
    Results results = Results.create(dir, header);

    w.printf("wirebench run: %d codecs × %d data sets, ops %s, targets %s%n", codecs.size(), datasets.size(),
        String.join(",", opList), String.join(",", targetList));
    w.printf("profile %s: %d fork(s), %d×%d ms warm-up, %d×%d ms measured per cell; JVM %s (%s)%n", p.name(),
        p.forks(), p.warmupIterations(), p.warmupMillis(), p.iterations(), p.iterationMillis(), forkJvm.version(),
        forkJvm.vendor());
    w.println("results: " + dir.toAbsolutePath() + " (JMH's log: jmh.log)");
    w.println("round-trip gate ...");
    w.flush();

    List<Verdict> verdicts = Gate.check(codecs, datasets, w);
    w.println("  " + Gate.summary(verdicts));
    java.util.Set<String> told = new java.util.HashSet<>();
    for (Verdict v : verdicts) {
      if (v.status() == Verdict.Status.GAP) {
        w.println("  not measured: " + v.describe());
      } else if (v.status() == Verdict.Status.UNAVAILABLE && told.add(v.codec())) {
        w.println("  not measured: codec " + v.codec() + " is unavailable here: " + v.message());
      }
    }
    List<Map<String, Object>> gateJson = new ArrayList<>();
    for (Verdict v : verdicts) gateJson.add(Results.verdictJson(v));
    results.put("gate", gateJson);
    results.put("datasets", datasets.stream().map(d -> Map.of("id", d.id(), "description", d.description())).toList());

    Map<String, Long> sizes = new HashMap<>();
    Map<String, Binding<?>> bindings = new HashMap<>();
    for (Verdict v : verdicts) {
      if (v.passed()) sizes.put(v.codec() + "/" + v.dataset(), v.encodedSize());
    }
    List<Cell> cells = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    List<Map<String, Object>> codecJson = new ArrayList<>();
    for (Codec c : codecs) {
      Binding<?> any = null;
      for (DataSet<?> ds : datasets) {
        if (sizes.containsKey(c.info().id() + "/" + ds.id())) {
          any = c.bind(ds);
          bindings.put(c.info().id() + "/" + ds.id(), any);
        }
      }
      codecJson.add(Results.codecJson(c, any));
    }
    results.put("codecs", codecJson);
    for (DataSet<?> ds : datasets) {
      for (String op : opList) {
        for (Target t : Benchmarks.targets(op)) {
          if (!targetList.contains(t.label())) continue;
          for (Codec c : codecs) {
            Binding<?> b = bindings.get(c.info().id() + "/" + ds.id());
            if (b == null) continue;
            if (!Benchmarks.supports(c.info(), b, t, !op.equals("read"))) {
              skipped.add(c.info().id() + " " + op + " " + t.label() + " (binary format, no text target)");
              continue;
            }
            cells.add(new Cell(op, t, c.info().id(), ds.id()));
          }
        }
      }
    }
    results.put("skipped", skipped);
    results.put("planned", cells.size());
    if (!skipped.isEmpty()) w.println("  not planned: " + skipped.size() + " cells (binary formats have no text targets)");
    double estimate = cells.size() * p.secondsPerCell();
    w.printf("%d cells, estimated %s%n", cells.size(), Format.duration(estimate));
    w.flush();
    if (cells.isEmpty()) {
      results.put("status", "complete");
      results.save();
      throw new CommandFailure("nothing to measure: no codec passed the gate for the selected data sets and targets");
    }
    if (dryRun) {
      for (Cell c : cells) w.println("  " + c.label());
      results.put("status", "dry-run");
      results.save();
      return new Outcome(0, List.of(), sizes);
    }

    java.util.function.ToLongFunction<Cell> sizeOf = c -> sizes.getOrDefault(c.codec() + "/" + c.dataset(), -1L);
    Map<String, List<String>> codecFlags = new HashMap<>();
    for (Codec c : codecs) codecFlags.put(c.info().id(), c.info().jvmArgs());

    List<CellResult> measured;
    try (PrintStream log = results.openLog()) {
      CellRunner runner = new CellRunner(p, forkJvm, jvmArgs, !noGc, log);
      Thread hook = new Thread(() -> {
        runner.stop();
        try {
          results.put("status", "interrupted");
          results.put("finished", Instant.now().toString());
          results.missing(cells, "run interrupted (Ctrl-C) before this cell finished");
        } catch (IOException ignored) {
          // nothing more can be done while the JVM exits
        }
        System.err.println();
        System.err.println("wirebench: interrupted; " + results.doneCount() + " of " + cells.size()
            + " cells measured and saved in " + dir.toAbsolutePath() + " (run.json lists the missing ones)");
      });
      Runtime.getRuntime().addShutdownHook(hook);
      Progress progress = new Progress(w, System.console() != null, results, sizeOf);
      measured = runner.run(cells, id -> codecFlags.getOrDefault(id, List.of()), progress);
      Runtime.getRuntime().removeShutdownHook(hook);
    }
    long failed = measured.stream().filter(r -> r.status() == CellResult.Status.FAILED).count();
    results.put("status", "complete");
    results.put("finished", Instant.now().toString());
    results.writeSizes(Sizes.toJson(Sizes.measure(codecs, datasets, verdicts)));
    results.save();

    w.println();
    Map<String, String> binding = new HashMap<>();
    for (Codec c : codecs) binding.put(c.info().id(), c.info().binding().label());
    ResultTables.print(measured, id -> binding.getOrDefault(id, ""), sizeOf, w);
    w.printf("%d cells measured, %d failed, in %s. Scores are ops/s (higher is better), error is JMH's 99.9%% "
        + "confidence half-width; MB/s = ops/s × encoded size.%n", measured.size() - failed, failed,
        Format.duration((Instant.now().toEpochMilli() - started.toEpochMilli()) / 1000.0));
    if (p.name().equals("quick")) {
      w.println("quick profile: one fork and short iterations, so errors are wide; compare ratios within this run, "
          + "and use --profile full for figures to publish.");
    }
    w.println("saved: " + dir.resolve("jmh.json") + ", " + dir.resolve("run.json") + ", " + dir.resolve("sizes.json"));
    w.flush();
    return new Outcome(failed > 0 ? 1 : 0, measured, sizes);
  }

  private List<String> commandLine() {
    List<String> args = new ArrayList<>(List.of("wirebench"));
    args.addAll(spec.commandLine().getParseResult().originalArgs());
    return args;
  }

}
