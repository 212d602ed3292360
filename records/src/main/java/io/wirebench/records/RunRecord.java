package io.wirebench.records;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.wirebench.core.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code run.json}: what was measured, where, with what, how, and what became of every cell. Its
 * structure is documented in docs/results-format.md and pinned by a golden test; bump
 * {@link #FORMAT_VERSION} when a field changes meaning.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record RunRecord(int formatVersion, @JsonUnwrapped Header header, String status, String finished, int rounds,
    List<GateRecord> gate, List<NotMeasured> notMeasured, LeftOut leftOut, Map<String, PriorRecord> pooling,
    List<Double> machineSpeedPerRound, List<CellRecord> cells) {

  /**
   * Version of run.json's structure. 2: forks, steady state and metrics with intervals per cell.
   * 3: variants: {@code jvms} (every JDK of the run, with its label), and per codec its
   * {@code base} codec, {@code jvm} label, Maven {@code artifact} and the fork's {@code classpath};
   * a codec id may carry {@code @VERSION} and {@code @jdkLABEL}.
   * 4: a metric's {@code low} and {@code high} are the 95% rerun interval (before: the confidence
   * interval of the mean, now {@code meanLow} and {@code meanHigh}), with its {@code df}; the run's
   * {@code pooling} per metric and {@code machineSpeedPerRound} ({@code MachineDrift}).
   * 5: the rerun interval also holds the machine's own wander between runs
   * ({@code MachineTerm}), recorded per metric in {@code pooling}; {@code df} is the
   * rerun interval's.
   * 6: one record for every kind: {@code kind} may also be {@code sizes}, {@code memory}, {@code http} or
   * {@code check}; the header's {@code setup} (settings of those kinds), a metric's {@code better}, a
   * cell's {@code details}.
   */
  public static final int FORMAT_VERSION = 6;
  /** The oldest run.json this version reads: 2 (3 to 5 only added fields, and 4 renamed an interval). */
  public static final int OLDEST_READABLE = 2;

  /**
   * What is known before the first cell runs.
   *
   * @param wirebench version and git commit of wirebench
   * @param kind which command made the run ({@code run}, {@code files}, {@code selfcheck}, {@code overhead})
   * @param command the command line
   * @param started when the run started (ISO-8601)
   * @param profile iterations, forks, precision target and budget
   * @param statistic what the value and interval of each metric are
   * @param seed the seed of the rounds' random order
   * @param machine CPU, cores, memory, OS, host
   * @param jvm the forks' JVM and flags (the first, when the run has several)
   * @param jvms every JVM of the run, with its label ({@code 17}, {@code 25}); codecs carry the label
   * @param jmhVersion JMH's version
   * @param gcProfiler whether allocation was measured
   * @param datasets the data sets, with descriptions
   * @param codecs the codecs, with versions, configuration and native targets
   * @param setup the settings of a kind other than speed ({@code memory}'s heap and method, {@code http}'s
   *     load, {@code check}'s matrix and cases); null for the speed kinds, whose settings are {@code profile}
   * @param processes every wirebench process that worked on the run, the one that started it first and
   *     each {@code --resume} after it; the last is the one writing now. A reader tells from it whether a
   *     run that says {@code running} still is ({@link RunProcess}). Empty in files written before it existed
   * @param shard which part of a plan split over machines this run measured ({@code run --shard}); absent
   *     (null) in a run of the whole plan, so files without it read as before and no format version changed
   * @param merge how {@code wirebench merge} made this record from shards; absent (null) otherwise
   */
  public record Header(Map<String, String> wirebench, String kind, List<String> command, String started,
      ProfileRecord profile, Statistic statistic, long seed, Map<String, Object> machine, JvmRecord jvm,
      List<JvmRecord> jvms, String jmhVersion, boolean gcProfiler, List<DatasetRecord> datasets, List<CodecRecord> codecs,
      Map<String, Object> setup, List<ProcessRecord> processes,
      @JsonInclude(JsonInclude.Include.NON_NULL) ShardRecord shard,
      @JsonInclude(JsonInclude.Include.NON_NULL) MergeRecord merge) {

    public Header {
      processes = processes == null ? List.of() : List.copyOf(processes);
    }

    /** The header of a run of the whole plan, without processes (a record read from an older file, or not yet written). */
    public Header(Map<String, String> wirebench, String kind, List<String> command, String started,
        ProfileRecord profile, Statistic statistic, long seed, Map<String, Object> machine, JvmRecord jvm,
        List<JvmRecord> jvms, String jmhVersion, boolean gcProfiler, List<DatasetRecord> datasets,
        List<CodecRecord> codecs, Map<String, Object> setup) {
      this(wirebench, kind, command, started, profile, statistic, seed, machine, jvm, jvms, jmhVersion, gcProfiler,
          datasets, codecs, setup, List.of(), null, null);
    }

    /** The header of a speed run (setup lives in {@code profile}). */
    public Header(Map<String, String> wirebench, String kind, List<String> command, String started,
        ProfileRecord profile, Statistic statistic, long seed, Map<String, Object> machine, JvmRecord jvm,
        List<JvmRecord> jvms, String jmhVersion, boolean gcProfiler, List<DatasetRecord> datasets,
        List<CodecRecord> codecs) {
      this(wirebench, kind, command, started, profile, statistic, seed, machine, jvm, jvms, jmhVersion, gcProfiler,
          datasets, codecs, null, List.of(), null, null);
    }

    /** This header with the machine check's findings as {@code machine.noise} (docs/metrics.md, "The machine check"). */
    public Header withMachineCheck(Map<String, Object> noise) {
      Map<String, Object> m = new LinkedHashMap<>(machine == null ? Map.of() : machine);
      m.put("noise", noise);
      return new Header(wirebench, kind, command, started, profile, statistic, seed, m, jvm, jvms, jmhVersion,
          gcProfiler, datasets, codecs, setup, processes, shard, merge);
    }

    /** This header for one shard of the plan. */
    public Header withShard(ShardRecord s) {
      return new Header(wirebench, kind, command, started, profile, statistic, seed, machine, jvm, jvms, jmhVersion,
          gcProfiler, datasets, codecs, setup, processes, s, merge);
    }

    /** This header with one more process at the end of {@code processes}: the one that writes the record now. */
    public Header withProcess(ProcessRecord p) {
      List<ProcessRecord> more = new ArrayList<>(processes);
      more.add(p);
      return new Header(wirebench, kind, command, started, profile, statistic, seed, machine, jvm, jvms, jmhVersion,
          gcProfiler, datasets, codecs, setup, more, shard, merge);
    }

    /**
     * This header continuing a run another process started ({@code --resume}): that run's command line
     * (the one the plan comes from), start time and processes, this one's last.
     */
    public Header continuing(Header earlier) {
      List<ProcessRecord> all = new ArrayList<>(earlier.processes());
      all.addAll(processes);
      return new Header(wirebench, kind, earlier.command(), earlier.started(), profile, statistic, seed, machine, jvm, jvms,
          jmhVersion, gcProfiler, datasets, codecs, setup, all, shard, merge);
    }
  }

  /**
   * One shard of a plan split over machines ({@code run --shard INDEX/COUNT}, or the engine's index:
   * docs/shards.md). Every shard of one plan computes the same split, so {@code merge} can check
   * that shards belong together.
   *
   * @param index this shard, from 0 (as Kubernetes' {@code JOB_COMPLETION_INDEX} and GitHub's
   *     {@code strategy.job-index} count)
   * @param count how many shards the plan is split into
   * @param source where the index came from ({@code --shard}, {@code WIREBENCH_SHARD},
   *     {@code JOB_COMPLETION_INDEX and WIREBENCH_SHARDS})
   * @param tables the tables this shard owns, each {@code dataset/op/target}: every cell of them
   * @param anchors the anchor cells every shard measures (keys), whichever shard owns their table
   * @param planCells how many cells the whole plan has
   * @param plan SHA-256 of the whole plan's cell keys, sorted, one a line: equal in every shard of one plan
   */
  public record ShardRecord(int index, int count, String source, List<String> tables, List<String> anchors,
      int planCells, String plan) {}

  /**
   * How {@code wirebench merge} made a record from shards.
   *
   * @param count the shards merged
   * @param plan the plan's hash every shard recorded
   * @param machines {@code same} when every shard's machine fingerprint (cpu, cores, memory, os, JVM)
   *     is equal, else {@code differ}
   * @param scale {@code absolute} (the shards' own figures) or {@code ratioToAnchor} (each cell over its
   *     table's anchor in the same shard: machines differ, or {@code merge --ratios})
   * @param why one line: why this scale
   * @param shards each shard: where it came from, its machine and what it contributed
   */
  public record MergeRecord(int count, String plan, String machines, String scale, String why,
      List<MergedShard> shards) {}

  /**
   * One shard of a merge.
   *
   * @param index the shard's index
   * @param dir the directory it was read from
   * @param status its run's status
   * @param command its command line
   * @param fingerprint cpu, cores, memory, os and JVM in one line
   * @param machine its machine, as a run records it (hostname included)
   * @param jvm its forks' JVM
   * @param tables the tables it owns
   * @param cells how many cells of the merged record come from it
   * @param anchorSpeed its anchor cells' throughput over shard 0's (geometric mean over the anchor cells
   *     both measured), null where none is shared: how much faster this shard's machine ran the same cells
   * @param pooling its run's pooling per metric (the intervals of its cells were made with it)
   * @param machineSpeedPerRound its run's machine speed per round
   */
  public record MergedShard(int index, String dir, String status, List<String> command, String fingerprint,
      Map<String, Object> machine, JvmRecord jvm, List<String> tables, int cells, Double anchorSpeed,
      Map<String, PriorRecord> pooling, List<Double> machineSpeedPerRound) {}

  /**
   * A wirebench process that wrote the record: enough to tell, on the same host, whether it still runs.
   *
   * @param pid its process id
   * @param host the host it ran on (as {@code machine.hostname})
   * @param started when its JVM started (ISO-8601), which tells it from a later process given the same
   *     pid; null where the operating system does not say
   */
  public record ProcessRecord(long pid, String host, String started) {}

  /**
   * The profile as run: iterations, forks, precision target (null: none), budget (0: none) and the
   * precision at which a fork ends early ({@code stopPrecision}; null: every fork ran all its
   * iterations, which {@code iterations} then counts, else {@code iterations} is a maximum).
   */
  public record ProfileRecord(String name, int iterationMillis, int warmupIterations, int iterations, int minForks,
      int maxForks, Double targetPrecision, boolean adaptiveWarmup, double budgetSeconds, Double stopPrecision) {

    /** A profile record without early stopping. */
    public ProfileRecord(String name, int iterationMillis, int warmupIterations, int iterations, int minForks,
        int maxForks, Double targetPrecision, boolean adaptiveWarmup, double budgetSeconds) {
      this(name, iterationMillis, warmupIterations, iterations, minForks, maxForks, targetPrecision, adaptiveWarmup,
          budgetSeconds, null);
    }
  }

  /** How values and intervals are made. */
  public record Statistic(String value, String interval, double confidence, String steadyState) {
  }

  /** A JVM of the forks; {@code label} is how codec variants name it ({@code codec@jdkLABEL}). */
  public record JvmRecord(String java, String version, String vendor, String vmName, String vmVersion,
      List<String> flags, String blackholeMode, String label) {}

  /**
   * A data set. {@code contentHash} is the SHA-256 of its canonical JSON ({@code DataSet.contentHash}),
   * added without a format version change: null where it is unknown (a run.json written before it,
   * a check's cases, a user's class the writing JVM could not load). {@code jsonBytes} is that
   * canonical JSON's length in bytes ({@code DataSet.jsonBytes}): the size axis of sweeps, and the
   * size a codec's cells are measured against where they have no encoded size of their own; added
   * the same way, null where unknown.
   */
  public record DatasetRecord(String id, String description, String contentHash, Long jsonBytes) {
    /** A data set without a known content hash. */
    public DatasetRecord(String id, String description) {
      this(id, description, null, null);
    }

    /** A data set with a known content hash, without its JSON size. */
    public DatasetRecord(String id, String description, String contentHash) {
      this(id, description, contentHash, null);
    }

    /** A data set as it is measured: its id, description, content hash and JSON size. */
    public static DatasetRecord of(io.wirebench.core.DataSet<?> d) {
      return new DatasetRecord(d.id(), d.description(), d.contentHash(), d.jsonBytes());
    }
  }

  /**
   * A codec: identity, versions, configuration, whether it only reads, native targets, and how its
   * bytes differ from its format's standard form ({@code dialect}; null when they do not, and in
   * run.json files written before the field existed). A variant ({@code jackson-databind@2.8.5@jdk25})
   * names its {@code base} codec, its {@code jvm} label (null: the run's only JVM) and the library
   * version it ran; {@code artifact} is the library's Maven {@code groupId:artifactId} (null when
   * the codec does not name it); {@code classpath} the jars its forks ran with. {@code concurrency} is how
   * the benchmark threads of a run on several threads ({@code run --threads}) used it: {@code per-thread}
   * (each bound its own) or {@code shared} (one binding, as the library's documentation recommends);
   * absent (null) in a run on one thread, where the two are the same, so such a record is unchanged.
   */
  public record CodecRecord(String id, String library, String version, String format, String mediaType,
      String binding, String family, String config, String notes, List<String> jvmArgs, boolean refusesTrailingBytes,
      boolean readsOnly, List<String> nativeWriteTargets, List<String> nativeReadTargets, String dialect,
      String base, String jvm, String artifact, List<String> classpath,
      @JsonInclude(JsonInclude.Include.NON_NULL) String concurrency) {

    /** A codec of a run on one thread (no {@code concurrency}). */
    public CodecRecord(String id, String library, String version, String format, String mediaType,
        String binding, String family, String config, String notes, List<String> jvmArgs, boolean refusesTrailingBytes,
        boolean readsOnly, List<String> nativeWriteTargets, List<String> nativeReadTargets, String dialect,
        String base, String jvm, String artifact, List<String> classpath) {
      this(id, library, version, format, mediaType, binding, family, config, notes, jvmArgs, refusesTrailingBytes,
          readsOnly, nativeWriteTargets, nativeReadTargets, dialect, base, jvm, artifact, classpath, null);
    }
  }

  /** The gate's verdict on one pair. */
  public record GateRecord(String codec, String dataset, String status, String phase, String message,
      long encodedBytes) {
    public static GateRecord of(Verdict v) {
      return new GateRecord(v.codec(), v.dataset(), v.status().name().toLowerCase(Locale.ROOT), v.phase(),
          v.message(), v.encodedSize());
    }
  }

  /** What a smaller default left out of the selection, and the command that measures it. */
  public record LeftOut(String what, String command) {

    /** The line a run ends with: what was left out, and the command that measures it. */
    public String describe() {
      return "left out by default: " + what + "; measure them with: " + command;
    }
  }

  /**
   * A metric's value with its intervals (null bounds: no interval, e.g. one fork).
   *
   * @param value the mean over forks
   * @param low lower bound of the 95% rerun interval (format 4; before, of the mean's confidence interval)
   * @param high upper bound of the 95% rerun interval
   * @param meanLow lower bound of the 95% confidence interval of the mean (format 4)
   * @param meanHigh upper bound of the 95% confidence interval of the mean (format 4)
   * @param df Student's t degrees of freedom of the rerun interval: forks − 1, plus the pooling's (format 4);
   *     since format 5, the Welch-Satterthwaite degrees of freedom with the machine term, when there is one
   * @param unit the unit
   * @param better {@code higher} or {@code lower} (format 6; null before)
   */
  public record MetricValue(Double value, Double low, Double high, Double meanLow, Double meanHigh, Double df,
      String unit, String better) {
    /** No value. */
    public static MetricValue none(String unit) {
      return new MetricValue(null, null, null, null, null, null, unit, null);
    }

    /** A value of a kind whose method gives no interval, or one interval (null bounds: none). */
    public static MetricValue of(double value, double low, double high, String unit, Better better) {
      return new MetricValue(num(value), num(low), num(high), null, null, null, unit,
          better.name().toLowerCase(Locale.ROOT));
    }


    /** True when a larger value is better ({@code better} absent: a speed metric before format 6, by its unit). */
    public boolean higherIsBetter() {
      if (better != null) return "higher".equals(better);
      return unit != null && (unit.endsWith("/s") || unit.equals("ops/s"));
    }
  }

  /**
   * The empirical-Bayes prior of one metric's fork spread over the run's cells ({@code VariancePrior}),
   * and the machine term of its rerun intervals ({@code MachineTerm}).
   *
   * @param cells the cells with two or more forks (below 8 nothing is pooled)
   * @param df its degrees of freedom (0: no pooling; 1e7 stands for infinite)
   * @param relativeSd the square root of its relative variance: a typical fork-to-fork spread (null: none)
   * @param machineRounds the shared rounds the machine's round effects were fitted over (format 5; 0: no term)
   * @param machineRoundSd the standard deviation of those round effects, log scale (null: no term)
   * @param machineRerunSd the standard deviation of a back-to-back rerun's whole-run shift that the
   *     rerun intervals add: √4 times {@code machineRoundSd} (null: no term)
   */
  public record PriorRecord(int cells, double df, Double relativeSd, int machineRounds, Double machineRoundSd,
      Double machineRerunSd) {

  }

  /**
   * One fork of a cell.
   *
   * @param warmupIterations JMH warm-up iterations it ran
   * @param steady the changepoint verdict ({@code flat}, {@code warm-up}, {@code slowdown},
   *     {@code no steady state})
   * @param steadyFrom index of the first iteration of the last segment
   * @param rampEnd index of the first iteration after the warm-up ramp
   * @param usedFrom index of the first iteration the fork's value comes from
   * @param mean the fork's throughput (ops/s) over the iterations used
   * @param seconds wall time, JVM start included
   * @param used whether the cell's figures use this fork: every fork since 2026-11-23 (leaving out
   *     forks without a steady state picked the mode a fork happened to end in); false only in some files written before then
   * @param iterations ops/s of every iteration, warm-up first
   * @param process which of the header's {@code processes} ran it (0: the one that started the run; more
   *     after a {@code --resume}); null in files written before it existed
   * @param phi the lag-1 autocorrelation of its iterations that the verdict took: its cell's, pooled
   *     over the run's cells (null in files written before 2026-11-27)
   */
  public record ForkRecord(int warmupIterations, String steady, int steadyFrom, int rampEnd, int usedFrom,
      double mean, double seconds, boolean used, double[] iterations, Integer process,
      @JsonInclude(JsonInclude.Include.NON_NULL) Double phi) {

    /** A fork without the autocorrelation its verdict took (files written before the field existed). */
    public ForkRecord(int warmupIterations, String steady, int steadyFrom, int rampEnd, int usedFrom, double mean,
        double seconds, boolean used, double[] iterations, Integer process) {
      this(warmupIterations, steady, steadyFrom, rampEnd, usedFrom, mean, seconds, used, iterations, process, null);
    }

    /** A fork without its process (files written before the field existed). */
    public ForkRecord(int warmupIterations, String steady, int steadyFrom, int rampEnd, int usedFrom, double mean,
        double seconds, boolean used, double[] iterations) {
      this(warmupIterations, steady, steadyFrom, rampEnd, usedFrom, mean, seconds, used, iterations, null);
    }
  }

  /**
   * One cell and what became of it. Every kind has key, codec, data set, operation, target, status
   * and metrics; the speed kinds add forks and steadiness, the others their own {@code details}
   * (memory's verdict and probes, HTTP's errors and latency, a check's outcome and error).
   * {@code threads} is how many threads ran the operation at once ({@code run --threads}), part of the
   * cell's identity (its key ends {@code /threads=N}); absent (null) for one thread, so a cell on one
   * thread is recorded as it always was ({@link #threadCount}).
   */
  public record CellRecord(String key, String benchmark, String op, String target, String codec, String dataset,
      String binding, String status, String message, double seconds, long encodedBytes, String steadiness,
      Map<String, MetricValue> metrics, List<ForkRecord> forks, Map<String, Object> details,
      @JsonInclude(JsonInclude.Include.NON_NULL) Integer threads) {

    /** A cell on one thread. */
    public CellRecord(String key, String benchmark, String op, String target, String codec, String dataset,
        String binding, String status, String message, double seconds, long encodedBytes, String steadiness,
        Map<String, MetricValue> metrics, List<ForkRecord> forks, Map<String, Object> details) {
      this(key, benchmark, op, target, codec, dataset, binding, status, message, seconds, encodedBytes, steadiness,
          metrics, forks, details, null);
    }

    /** How many threads ran the cell: {@code threads}, or 1 when absent. */
    public int threadCount() {
      return threads == null ? 1 : threads;
    }

    /** A cell without kind-specific details (the speed kinds, whose details are the forks). */
    public CellRecord(String key, String benchmark, String op, String target, String codec, String dataset,
        String binding, String status, String message, double seconds, long encodedBytes, String steadiness,
        Map<String, MetricValue> metrics, List<ForkRecord> forks) {
      this(key, benchmark, op, target, codec, dataset, binding, status, message, seconds, encodedBytes, steadiness,
          metrics, forks, null);
    }

    /** True when the cell has a value. */
    public boolean done() {
      return "done".equals(status);
    }

    /**
     * The figure a speed cell is ranked by: its {@code throughput} (ops/s), or, in a merge of shards
     * from different machines, its {@code ratioToAnchor} (its throughput over its table's anchor's in
     * the same shard; higher is better). Null when the cell has neither.
     */
    public MetricValue score() {
      if (metrics == null) return null;
      MetricValue v = metrics.get(THROUGHPUT);
      return v != null ? v : metrics.get(RATIO_TO_ANCHOR);
    }
  }

  /** This record with only {@code keep} of its cells (a comparison's cells in both runs). */
  public RunRecord withCells(List<CellRecord> keep) {
    return new RunRecord(formatVersion, header, status, finished, rounds, gate, notMeasured, leftOut, pooling,
        machineSpeedPerRound, List.copyOf(keep));
  }

  /** The metric id of a speed cell's operations per second. */
  public static final String THROUGHPUT = "throughput";
  /**
   * The metric id of a speed cell's throughput over its table's anchor's, measured in the same shard:
   * what {@code merge} records in place of every absolute speed figure when the shards' machines differ.
   */
  public static final String RATIO_TO_ANCHOR = "ratioToAnchor";

  public static Double num(double v) {
    return Double.isNaN(v) || Double.isInfinite(v) ? null : v;
  }

  public static double round(double seconds) {
    return Math.round(seconds * 10) / 10.0;
  }
}
