package io.wirebench.speed;

import io.wirebench.analysis.Cell;
import io.wirebench.analysis.CellResult;
import io.wirebench.core.Codec;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.NativeTargets;
import io.wirebench.core.Target;
import io.wirebench.core.Verdict;
import io.wirebench.harness.JvmInfo;
import io.wirebench.harness.MachineNoise;
import io.wirebench.records.Format;
import io.wirebench.records.Interrupted;
import io.wirebench.records.NotMeasured;
import io.wirebench.records.Operation;
import io.wirebench.records.RunInfo;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SaveOnExit;
import io.wirebench.records.Sizes;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A measurement from selection to tables: the gate, the plan, the rounds of forks with saving
 * after each fork and Ctrl-C handling, the sizes, and the tables. Commands ({@code run},
 * {@code files}, {@code selfcheck}, {@code overhead}) say what to measure through
 * {@link Settings} and present the outcome; none of them drives JMH itself.
 */
public final class RunDriver {
  /**
   * How to measure.
   *
   * @param kind the command ({@code run}, {@code files}, ...), recorded
   * @param command the command line, recorded
   * @param profile iterations, forks, precision and budget
   * @param jvm the forks' JVM
   * @param jvmArgs extra flags for every fork
   * @param gcProfiler measure allocation per operation
   * @param seed seed of the rounds' order
   * @param out the run directory (new); null for a dry run
   * @param dryRun plan and print only; write nothing
   * @param live update the progress line in place
   * @param jvms every JVM of the run ({@code --jvm 17,25}), {@code jvm} first: each codec is then
   *     measured on each, as the variants {@code codec@jdk17} and {@code codec@jdk25}
   * @param threads the thread counts every cell is measured at ({@code --threads 1,2}); {@code [1]}: one
   *     thread, as every run without the option
   * @param machineCheckSeconds how long to probe the machine's noise before measuring ({@link MachineNoise}),
   *     recorded as {@code machine.noise}; 0: not at all
   */
  public record Settings(String kind, List<String> command, Profile profile, JvmInfo jvm, List<String> jvmArgs,
      boolean gcProfiler, long seed, Path out, boolean dryRun, boolean live, List<JvmInfo> jvms,
      List<Integer> threads, double machineCheckSeconds) {
    public Settings {
      threads = threads == null || threads.isEmpty() ? List.of(1) : List.copyOf(threads);
    }

    /** Settings of a run without the machine check. */
    public Settings(String kind, List<String> command, Profile profile, JvmInfo jvm, List<String> jvmArgs,
        boolean gcProfiler, long seed, Path out, boolean dryRun, boolean live, List<JvmInfo> jvms,
        List<Integer> threads) {
      this(kind, command, profile, jvm, jvmArgs, gcProfiler, seed, out, dryRun, live, jvms, threads, 0);
    }

    /** Settings of a run on one thread. */
    public Settings(String kind, List<String> command, Profile profile, JvmInfo jvm, List<String> jvmArgs,
        boolean gcProfiler, long seed, Path out, boolean dryRun, boolean live, List<JvmInfo> jvms) {
      this(kind, command, profile, jvm, jvmArgs, gcProfiler, seed, out, dryRun, live, jvms, List.of(1));
    }

    /** Settings of a run on one JVM and one thread. */
    public Settings(String kind, List<String> command, Profile profile, JvmInfo jvm, List<String> jvmArgs,
        boolean gcProfiler, long seed, Path out, boolean dryRun, boolean live) {
      this(kind, command, profile, jvm, jvmArgs, gcProfiler, seed, out, dryRun, live, List.of(jvm));
    }

    /** True when any cell runs on more than one thread. */
    public boolean threaded() {
      return threads.stream().anyMatch(n -> n > 1);
    }

    /**
     * Whether the run compares libraries, and so prints its size sweeps' fits; not {@code overhead},
     * whose cells are one library's two paths and which prints its own ratios (nor does it get an
     * answer: {@code Answer.UNANSWERED_KINDS}).
     */
    public boolean ranks() {
      return !"overhead".equals(kind);
    }
  }

  /**
   * What a measurement found.
   *
   * @param exitCode 0, or 1 when a cell failed or nothing could be measured
   * @param problem why nothing was measured, or empty
   * @param usageProblem true when nothing was measured because of what was asked for
   * @param plan the plan
   * @param results every cell
   * @param dir the run directory saved (its run.json is the record), or null when nothing was measured
   */
  public record Finished(int exitCode, String problem, boolean usageProblem, RunPlan plan, List<CellResult> results,
      Path dir) {

    /** An outcome that saved nothing (a problem, or a dry run). */
    public Finished(int exitCode, String problem, boolean usageProblem, RunPlan plan, List<CellResult> results) {
      this(exitCode, problem, usageProblem, plan, results, null);
    }
  }

  private RunDriver() {}

  /**
   * What the gate alone found ({@code verify}).
   *
   * @param codecs the codecs gated, variants expanded ({@code codec@VERSION} resolved, one per JDK)
   * @param gate the verdicts
   */
  public record Gated(List<Codec> codecs, Gate.Findings gate) {}

  /**
   * The gate as {@link #run} runs it, without measuring: library versions are resolved and gated in
   * a child JVM with that version, codecs are gated on each JDK of {@code jvms} where they cannot
   * run here, and with a data set of the user's classes every codec is gated in a child that has
   * them on its class path.
   *
   * @throws IllegalArgumentException for a version that cannot be resolved or a JDK not in the run
   */
  public static Gated gate(List<Codec> codecs, List<DataSet<?>> datasets, List<JvmInfo> jvms, List<String> jvmArgs,
      PrintWriter w) {
    Variants variants = Variants.of(codecs, jvms, w);
    boolean userClasses = datasets.stream().anyMatch(DataSet::isUserClass);
    return new Gated(variants.codecs(), Gate.check(variants.codecs(), datasets,
        c -> variants.gateFork(c, jvmArgs, userClasses), w));
  }

  /**
   * The gate's verdicts and the sizes of the pairs that passed.
   *
   * @param verdicts every pair's
   * @param rows the sizes, data set by data set in the selection's order, codec by codec
   */
  public record Sized(List<Verdict> verdicts, List<Sizes.Row> rows) {}

  /**
   * Gates and sizes a selection as {@link #run} does ({@code sizes}): a pair gated in a child JVM
   * (the user's classes, a library version) is sized there, with its forks' class path, the rest here.
   *
   * @throws IllegalArgumentException for a version that cannot be resolved
   */
  public static Sized sizes(List<Codec> codecs, List<DataSet<?>> datasets, PrintWriter w) throws IOException {
    Gated g = gate(codecs, datasets, List.of(JvmInfo.current()), List.of(), w);
    Gate.Findings gate = g.gate();
    List<Sizes.Row> rows = new ArrayList<>(Sizes.measure(g.codecs().stream()
        .filter(c -> !gate.gatedElsewhere(c.info().id())).toList(), datasets, gate.verdicts()));
    rows.addAll(gate.sizedElsewhere());
    List<String> dsOrder = datasets.stream().map(DataSet::id).toList();
    List<String> codecOrder = g.codecs().stream().map(c -> c.info().id()).toList();
    rows.sort(java.util.Comparator.<Sizes.Row>comparingInt(r -> dsOrder.indexOf(r.dataset()))
        .thenComparingInt(r -> codecOrder.indexOf(r.codec())));
    return new Sized(gate.verdicts(), rows);
  }

  /** Measures the cells of a selection that {@code keep} accepts (the others were never asked for). */
  public static Finished run(Settings s, List<Codec> codecs, List<DataSet<?>> datasets, List<Operation> ops,
      List<Target> targets, Predicate<Cell> keep, RunRecord.LeftOut leftOut, PrintWriter w) throws IOException {
    return run(s, null, codecs, datasets, ops, targets, keep, leftOut, null, (dir, out) -> {}, w);
  }

  /**
   * Measures the cells of a selection that {@code keep} accepts, or of {@code shard}'s part of them
   * (null: all): its tables and the anchor cells ({@link Shard#split}).
   */
  public static Finished run(Settings s, List<Codec> codecs, List<DataSet<?>> datasets, List<Operation> ops,
      List<Target> targets, Predicate<Cell> keep, RunRecord.LeftOut leftOut, Shard shard, PrintWriter w)
      throws IOException {
    return run(s, null, codecs, datasets, ops, targets, keep, leftOut, shard, (dir, out) -> {}, w);
  }

  /**
   * Measures as {@link #run(Settings, List, List, List, List, Predicate, RunRecord.LeftOut, Shard, PrintWriter)},
   * continuing the run in {@code resume}'s directory when it is not null ({@code run --resume}): the
   * settings are then the ones rebuilt from its command line, and only what it lacks is measured.
   * Progress goes to {@code w}; the tables and the answer are the command's to print, from the
   * directory the outcome saved ({@link Finished#dir}), and {@code interrupted}'s when Ctrl-C stops the run.
   */
  public static Finished run(Settings s, Resume resume, List<Codec> codecs, List<DataSet<?>> datasets,
      List<Operation> ops, List<Target> targets, Predicate<Cell> keep, RunRecord.LeftOut leftOut, Shard shard,
      Interrupted interrupted, PrintWriter w)
      throws IOException {
    Instant started = Instant.now();
    Profile p = s.profile();
    Variants variants;
    try {
      variants = Variants.of(codecs, s.jvms(), w);
    } catch (IllegalArgumentException e) {
      return new Finished(2, e.getMessage(), true, null, List.of());
    }
    codecs = variants.codecs();
    List<String> opLabels = ops.stream().map(Operation::label).toList();
    List<String> targetLabels = targets.stream().map(Target::label).toList();
    w.printf("wirebench %s: %d codecs × %d data sets, ops %s, targets %s%n", s.kind(), codecs.size(), datasets.size(),
        String.join(",", opLabels), String.join(",", targetLabels));
    if (shard != null) w.println(shard.describe());
    w.println(describe(p) + "; " + variants.describeJvms());
    if (s.threaded()) ThreadsPlan.describe(s.threads(), codecs.stream().map(Codec::info).toList()).forEach(w::println);
    w.println("round-trip gate ...");
    w.flush();
    boolean userClasses = datasets.stream().anyMatch(DataSet::isUserClass);
    Gate.Findings gate = Gate.check(codecs, datasets, c -> variants.gateFork(c, s.jvmArgs(), userClasses), ops, w);
    List<Verdict> verdicts = gate.verdicts();
    w.println("  " + Gate.summary(verdicts));
    RunPlan all = RunPlan.of(codecs, datasets, ops, targets, verdicts, gate.elsewhere(), gate.opFailures());
    RunPlan whole = new RunPlan(all.cells().stream().filter(keep).toList(),
        all.notMeasured().stream().filter(n -> askedFor(n, keep)).toList(), all.sizes(), all.natives())
        .withThreads(s.threads());
    // a shard measures its part; whether anything was asked for is a question about the whole plan
    Shard.Split split = shard == null ? null : shard.split(whole, codecs);
    RunPlan plan = split == null ? whole : split.plan();
    for (String line : NotMeasured.describeGrouped(plan.notMeasured(), false, datasets.stream().map(DataSet::id)
        .toList())) {
      w.println("  not measured: " + line);
    }
    // said once: here when the plan is all a dry run prints, after the tables otherwise
    if (leftOut != null && s.dryRun()) w.println("  " + describe(leftOut));
    Finished nothing = nothingToMeasure(codecs, whole, verdicts, opLabels, targetLabels);
    if (nothing != null) return nothing;
    describeRounds(p, plan, split, w);
    if (s.dryRun()) {
      for (Cell c : plan.cells()) w.println("  " + c.label());
      w.println("dry run: nothing was measured or written");
      w.flush();
      return new Finished(0, "", false, plan, List.of());
    }

    Map<String, String> binding = new HashMap<>();
    Map<String, List<String>> codecFlags = new HashMap<>();
    for (Codec c : codecs) {
      binding.put(c.info().id(), c.info().binding().label());
      codecFlags.put(c.info().id(), c.info().jvmArgs());
    }
    MachineNoise noise = null;
    if (s.machineCheckSeconds() > 0) {
      w.printf(Locale.ROOT, "machine check (%.0f s) ...%n", s.machineCheckSeconds());
      w.flush();
      noise = MachineNoise.measure(s.machineCheckSeconds());
      noise.describe().lines().forEach(l -> w.println("  " + l));
    }
    RunRecord.Header header = header(s, variants, started, codecs, datasets, plan, s.threaded(), noise)
        .withShard(split == null ? null : split.record());
    Resume.Restored restored = null;
    RunDirectory dir;
    if (resume == null) {
      dir = RunDirectory.create(s.out(), header, id -> binding.getOrDefault(id, ""));
    } else {
      try {
        restored = resume.restore(header, verdicts, plan, p);
      } catch (IllegalArgumentException e) {
        return new Finished(2, e.getMessage(), true, plan, List.of());
      }
      dir = resume.reopen(header, restored, plan, id -> binding.getOrDefault(id, ""));
      w.println(resume.describe(restored, plan.cells().size()));
      restored.notes().forEach(n -> w.println("  " + n));
    }
    Function<Cell, String> partialMethod = c -> {
      NativeTargets n = plan.natives().get(c.pair());
      return n == null ? null : n.partialMethod();
    };
    dir.details(c -> Records.details(c, partialMethod.apply(c)));
    dir.gate(verdicts);
    dir.plan(plan.notMeasured(), leftOut);
    dir.save();
    w.println("results: " + dir.dir().toAbsolutePath() + " (JMH's log: jmh.log)");
    w.flush();

    List<CellResult> results;
    try (PrintStream log = dir.openLog()) {
      CellRunner runner = new CellRunner(p, s.jvm(), variants::forkEnv, s.jvmArgs(), s.gcProfiler(), log)
          .forkLog(dir.dir().resolve("forks.log"));
      Session session = Session.of(p, runner, id -> codecFlags.getOrDefault(id, List.of()), s.seed());
      if (restored != null) session.restore(restored.cells(), restored.rounds(), restored.seconds());
      SaveOnExit guard = SaveOnExit.install("run", () -> {
        session.stop();
        try {
          dir.cells(session.results(), session.rounds());
          dir.finish("interrupted");
        } catch (IOException ignored) {
          // nothing more can be done while the JVM exits
        }
        long done = session.results().stream().filter(CellResult::measured).count();
        w.println();
        interrupted.show(dir.dir(), w);
        w.flush();
        System.err.println();
        System.err.println("wirebench: interrupted in round " + session.rounds() + "; " + done + " of "
            + plan.cells().size() + " cells have measured forks, saved in " + dir.dir().toAbsolutePath()
            + " (run.json lists every cell and its forks" + ("run".equals(s.kind()) ? "; 'wirebench run --resume "
            + dir.dir().toAbsolutePath() + "' measures the rest" : "") + ")");
      });
      Progress progress = new Progress(w, s.live(), dir, session::results, session::rounds);
      results = session.run(plan.cells(), plan::size, progress);
      guard.close();
      dir.cells(results, session.rounds());
    }
    // a codec gated in a child JVM (another JDK, library version or the user's classes) was sized
    // there; a codec on the run's other JDKs writes the same bytes as on its first
    List<Sizes.Row> sizes = new ArrayList<>(Sizes.measure(codecs.stream().filter(c -> !gate.gatedElsewhere(c.info().id()))
        .filter(variants::sizedHere).toList(), datasets, verdicts));
    List<String> sizedHere = codecs.stream().filter(variants::sizedHere).map(c -> c.info().id()).toList();
    gate.sizedElsewhere().stream().filter(r -> sizedHere.contains(r.codec())).forEach(sizes::add);
    List<String> dsOrder = datasets.stream().map(DataSet::id).toList();
    List<String> codecOrder = codecs.stream().map(c -> c.info().id()).toList();
    sizes.sort(java.util.Comparator.<Sizes.Row>comparingInt(r -> dsOrder.indexOf(r.dataset()))
        .thenComparingInt(r -> codecOrder.indexOf(r.codec())));
    dir.writeSizes(sizes);
    dir.finish("complete");

    long failed = results.stream().filter(r -> r.status() == CellResult.Status.FAILED).count();
    return new Finished(failed > 0 ? 1 : 0, "", false, plan, results, dir.dir());
  }

  /**
   * Why nothing can be measured, or null when something can: no selected cell fits, or only the
   * controls' do (they are there to compare the libraries with, so measuring them alone answers
   * nothing that was asked for).
   */
  private static Finished nothingToMeasure(List<Codec> codecs, RunPlan whole, List<Verdict> verdicts,
      List<String> opLabels, List<String> targetLabels) {
    List<String> controls = codecs.stream().filter(c -> c.info().family() == Family.CONTROL)
        .map(c -> c.info().id()).toList();
    boolean librariesAskedFor = codecs.stream().anyMatch(c -> c.info().family() != Family.CONTROL);
    if (librariesAskedFor && !whole.cells().isEmpty()
        && whole.cells().stream().allMatch(c -> controls.contains(c.codec()))) {
      boolean anyLibraryPassed = verdicts.stream().anyMatch(v -> v.passed() && !controls.contains(v.codec()));
      String why = anyLibraryPassed
          ? "nothing to measure: no selected cell fits the operations and targets (" + String.join(",", opLabels)
              + " on " + String.join(",", targetLabels) + ") but the controls' (" + String.join(", ", controls)
              + "); see 'not measured' above"
          : "nothing to measure: no selected codec passed the gate for the selected data sets, only the controls ("
              + String.join(", ", controls) + ")";
      return new Finished(1, why, anyLibraryPassed, whole, List.of());
    }
    if (whole.cells().isEmpty()) {
      boolean anyPassed = verdicts.stream().anyMatch(Verdict::passed);
      String why = anyPassed
          ? "nothing to measure: no selected cell fits the operations and targets (" + String.join(",", opLabels)
              + " on " + String.join(",", targetLabels) + "); see 'not measured' above"
          : "nothing to measure: no selected codec passed the gate for the selected data sets";
      return new Finished(1, why, anyPassed, whole, List.of());
    }
    return null;
  }

  /** The plan's size in cells, forks and rounds, with its estimated time (and a shard's part). */
  private static void describeRounds(Profile p, RunPlan plan, Shard.Split split, PrintWriter w) {
    if (split != null) split.lines().forEach(w::println);
    int minForks = p.forksInBudget(plan.cells().size());
    w.printf(Locale.ROOT, "%s × %s (%s, %s), estimated %s%s%n",
        Format.count(plan.cells().size(), "cell"), Format.count(minForks, "fork"), Format.count(minForks, "round"),
        minForks == 1 ? "the cells in a random order" : "a new random order each round",
        Format.duration(p.estimateSeconds(plan.cells().size())),
        p.budgetSeconds() > 0 ? " (budget " + Format.duration(p.budgetSeconds()) + ")"
            : Double.isNaN(p.targetPrecision()) ? "" : ", then more forks for cells wider than ±"
                + Math.round(p.targetPrecision() * 100) + "% (up to " + p.maxForks() + ")");
    if (minForks < p.minForks()) {
      w.println("  the time budget holds only " + Format.count(minForks, "fork") + " per cell: intervals will be wide or absent");
    }
  }

  /**
   * Whether a cell the plan could not measure was asked for: a cell the command's filter leaves out
   * anyway (overhead times Kryo on byte[] only, so its missing String path is no news) is not
   * reported; a pair that failed the gate, is a gap or is unavailable always is.
   */
  static boolean askedFor(NotMeasured n, Predicate<Cell> keep) {
    if (n.cell() == null || n.codec() == null) return true;
    String[] opTarget = n.cell().split(" ");
    Target target = null;
    for (Target t : Target.values()) {
      if (t.label().equals(opTarget[1])) target = t;
    }
    return target == null || keep.test(new Cell(Operation.of(opTarget[0]), target, n.codec(), n.dataset()));
  }

  /** One line: what the default selection left out, and the command that measures it. */
  public static String describe(RunRecord.LeftOut leftOut) {
    return leftOut.describe();
  }

  /** One line: the profile's forks, iterations and adaptation. */
  public static String describe(Profile p) {
    String forks = p.minForks() == p.maxForks() ? Format.count(p.minForks(), "fork") : p.minForks() + "-" + p.maxForks() + " forks";
    String measured = p.stopsEarly()
        ? p.forkStop().minMeasured() + " to " + p.iterations() + " measured iterations of " + p.iterationMillis()
            + " ms (a fork ends once its mean is known to ±"
            + java.math.BigDecimal.valueOf(Math.round(p.stopPrecision() * 1e5) / 1e3).stripTrailingZeros().toPlainString()
            + "%)"
        : p.iterations() + " measured iterations of " + p.iterationMillis() + " ms";
    return String.format(Locale.ROOT, "profile %s: %s per cell, each %d warm-up%s + %s",
        p.name(), forks, p.warmupIterations(), p.adaptiveWarmup() ? " (longer where a fork was still warming)" : "",
        measured);
  }

  private static RunRecord.Header header(Settings s, Variants variants, Instant started, List<Codec> codecs,
      List<DataSet<?>> datasets, RunPlan plan, boolean threaded, MachineNoise noise) {
    Map<String, Object> machine = RunInfo.machine();
    if (noise != null) machine.put("noise", noise.toMap());
    List<RunRecord.CodecRecord> cs = new ArrayList<>();
    for (Codec c : codecs) {
      NativeTargets any = plan.natives().entrySet().stream().filter(e -> e.getKey().codec().equals(c.info().id()))
          .map(Map.Entry::getValue).findFirst().orElse(null);
      var i = c.info();
      io.wirebench.core.CodecVariant v = io.wirebench.core.CodecVariant.parse(i.id());
      cs.add(new RunRecord.CodecRecord(i.id(), i.library(), i.version(), i.format(), i.mediaType(), i.binding().label(),
          i.family().label(), i.config(), i.notes(), i.jvmArgs(), i.refusesTrailingBytes(), i.readsOnly(),
          any == null ? List.of() : any.write().stream().sorted().map(Target::label).toList(),
          any == null ? List.of() : any.read().stream().sorted().map(Target::label).toList(), i.dialect(),
          v.base(), variants.jvmLabel(c), i.artifact(), variants.classpathOf(c),
          threaded ? i.concurrency().label() : null));
    }
    List<RunRecord.DatasetRecord> ds = new ArrayList<>();
    for (DataSet<?> d : datasets) ds.add(RunRecord.DatasetRecord.of(d));
    String blackhole = System.getProperty("jmh.blackhole.mode", "COMPILER").toLowerCase(Locale.ROOT);
    JvmInfo j = s.jvm();
    RunRecord.JvmRecord jvm = new RunRecord.JvmRecord(j.java(), j.version(), j.vendor(), j.vmName(), j.vmVersion(),
        CellRunner.commonFlags(j, s.jvmArgs()), blackhole, variants.labelOf(j));
    List<RunRecord.JvmRecord> jvms = new ArrayList<>();
    for (Map.Entry<String, JvmInfo> e : variants.jvms().entrySet()) {
      JvmInfo x = e.getValue();
      jvms.add(new RunRecord.JvmRecord(x.java(), x.version(), x.vendor(), x.vmName(), x.vmVersion(),
          CellRunner.commonFlags(x, s.jvmArgs()), blackhole, e.getKey()));
    }
    return new RunRecord.Header(RunInfo.wirebench(),
        s.kind(), s.command(), started.toString(), Records.profile(s.profile()),
        Records.statistic(), s.seed(), machine, jvm, jvms,
        LibraryVersion.of(org.openjdk.jmh.runner.Runner.class, "org.openjdk.jmh", "jmh-core"), s.gcProfiler(), ds, cs);
  }
}
