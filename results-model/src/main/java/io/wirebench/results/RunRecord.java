package io.wirebench.results;

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
   */
  public record Header(Map<String, String> wirebench, String kind, List<String> command, String started,
      ProfileRecord profile, Statistic statistic, long seed, Map<String, Object> machine, JvmRecord jvm,
      List<JvmRecord> jvms, String jmhVersion, boolean gcProfiler, List<DatasetRecord> datasets, List<CodecRecord> codecs,
      Map<String, Object> setup, List<ProcessRecord> processes) {

    public Header {
      processes = processes == null ? List.of() : List.copyOf(processes);
    }

    /** A header without processes (a record read from an older file, or not yet written). */
    public Header(Map<String, String> wirebench, String kind, List<String> command, String started,
        ProfileRecord profile, Statistic statistic, long seed, Map<String, Object> machine, JvmRecord jvm,
        List<JvmRecord> jvms, String jmhVersion, boolean gcProfiler, List<DatasetRecord> datasets,
        List<CodecRecord> codecs, Map<String, Object> setup) {
      this(wirebench, kind, command, started, profile, statistic, seed, machine, jvm, jvms, jmhVersion, gcProfiler,
          datasets, codecs, setup, List.of());
    }

    /** The header of a speed run (setup lives in {@code profile}). */
    public Header(Map<String, String> wirebench, String kind, List<String> command, String started,
        ProfileRecord profile, Statistic statistic, long seed, Map<String, Object> machine, JvmRecord jvm,
        List<JvmRecord> jvms, String jmhVersion, boolean gcProfiler, List<DatasetRecord> datasets,
        List<CodecRecord> codecs) {
      this(wirebench, kind, command, started, profile, statistic, seed, machine, jvm, jvms, jmhVersion, gcProfiler,
          datasets, codecs, null, List.of());
    }

    /** This header with one more process at the end of {@code processes}: the one that writes the record now. */
    public Header withProcess(ProcessRecord p) {
      List<ProcessRecord> more = new ArrayList<>(processes);
      more.add(p);
      return new Header(wirebench, kind, command, started, profile, statistic, seed, machine, jvm, jvms, jmhVersion,
          gcProfiler, datasets, codecs, setup, more);
    }

    /**
     * This header continuing a run another process started ({@code --resume}): that run's command line
     * (the one the plan comes from), start time and processes, this one's last.
     */
    public Header continuing(Header earlier) {
      List<ProcessRecord> all = new ArrayList<>(earlier.processes());
      all.addAll(processes);
      return new Header(wirebench, kind, earlier.command(), earlier.started(), profile, statistic, seed, machine, jvm, jvms,
          jmhVersion, gcProfiler, datasets, codecs, setup, all);
    }
  }

  /**
   * A wirebench process that wrote the record: enough to tell, on the same host, whether it still runs.
   *
   * @param pid its process id
   * @param host the host it ran on (as {@code machine.hostname})
   * @param started when its JVM started (ISO-8601), which tells it from a later process given the same
   *     pid; null where the operating system does not say
   */
  public record ProcessRecord(long pid, String host, String started) {}

  /** The profile as run: iterations, forks, precision target (null: none) and budget (0: none). */
  public record ProfileRecord(String name, int iterationMillis, int warmupIterations, int iterations, int minForks,
      int maxForks, Double targetPrecision, boolean adaptiveWarmup, double budgetSeconds) {
  }

  /** How values and intervals are made. */
  public record Statistic(String value, String interval, double confidence, String steadyState) {
  }

  /** A JVM of the forks; {@code label} is how codec variants name it ({@code codec@jdkLABEL}). */
  public record JvmRecord(String java, String version, String vendor, String vmName, String vmVersion,
      List<String> flags, String blackholeMode, String label) {}

  /** A data set. */
  public record DatasetRecord(String id, String description) {}

  /**
   * A codec: identity, versions, configuration, whether it only reads, native targets, and how its
   * bytes differ from its format's standard form ({@code dialect}; null when they do not, and in
   * run.json files written before the field existed). A variant ({@code jackson-databind@2.8.5@jdk25})
   * names its {@code base} codec, its {@code jvm} label (null: the run's only JVM) and the library
   * version it ran; {@code artifact} is the library's Maven {@code groupId:artifactId} (null when
   * the codec does not name it); {@code classpath} the jars its forks ran with.
   */
  public record CodecRecord(String id, String library, String version, String format, String mediaType,
      String binding, String family, String config, String notes, List<String> jvmArgs, boolean refusesTrailingBytes,
      boolean readsOnly, List<String> nativeWriteTargets, List<String> nativeReadTargets, String dialect,
      String base, String jvm, String artifact, List<String> classpath) {}

  /** The gate's verdict on one pair. */
  public record GateRecord(String codec, String dataset, String status, String phase, String message,
      long encodedBytes) {
    public static GateRecord of(Verdict v) {
      return new GateRecord(v.codec(), v.dataset(), v.status().name().toLowerCase(Locale.ROOT), v.phase(),
          v.message(), v.encodedSize());
    }
  }

  /** What a smaller default left out of the selection, and the command that measures it. */
  public record LeftOut(String what, String command) {}

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
   */
  public record ForkRecord(int warmupIterations, String steady, int steadyFrom, int rampEnd, int usedFrom,
      double mean, double seconds, boolean used, double[] iterations, Integer process) {

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
   */
  public record CellRecord(String key, String benchmark, String op, String target, String codec, String dataset,
      String binding, String status, String message, double seconds, long encodedBytes, String steadiness,
      Map<String, MetricValue> metrics, List<ForkRecord> forks, Map<String, Object> details) {

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

  }

  public static Double num(double v) {
    return Double.isNaN(v) || Double.isInfinite(v) ? null : v;
  }

  public static double round(double seconds) {
    return Math.round(seconds * 10) / 10.0;
  }
}
