package io.wirebench.harness;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How steady this machine is for code like a codec's, measured before a run in 100 ms windows
 * that alternate between two probes:
 * <ul>
 *   <li>{@code chain}: a dependent xorshift chain ({@link io.wirebench.core.FixedWork}, as the
 *       control codecs run). It uses one execution port at a time, so only losing the CPU slows it: its dips are other work (or
 *       the hypervisor) taking the core away.</li>
 *   <li>{@code wide}: independent, branchy integer work over a 16 KB array, which fills a core's
 *       execution units as parsing and writing code does. It also slows when something else
 *       shares the physical core (a hyperthread sibling, another VM's vCPU on it), and speeds up
 *       when that goes away, which a VM cannot see in {@code /proc/stat}.</li>
 * </ul>
 * On a quiet machine both stay within a few percent of their median. The verdict says which kind
 * of noise there was; docs/metrics.md ("The machine check") says what each means for a run.
 * {@code againstStored} is the line of {@link #againstPast()}: how the probes' speeds compare with
 * the fastest check the results store holds for this host (null: not slower, or nothing to compare).
 */
public record MachineNoise(double seconds, Probe chain, Probe wide, String againstStored) {
  /** Window length. */
  static final long WINDOW_NANOS = 100_000_000L;
  /** Windows at the start, for the JIT, not counted. */
  static final int WARM_WINDOWS = 10;
  /** Standard deviation of log window speed below which a probe is quiet (quiet machines: 0.005-0.03). */
  public static final double QUIET_SD = 0.05;
  /** How much wider than the chain's the wide probe's 5-95% spread must be to call the core shared. */
  static final double SHARED_RATIO = 1.5;
  /** Windows of one probe in a block of about one second (the probes alternate, 100 ms each). */
  static final int BLOCK = 5;
  /**
   * How much larger than the chain's the wide probe's 1 s block standard deviation must be to call
   * the core shared: noise that one second of averaging does not remove, where preemption's does.
   */
  static final double SHARED_BLOCK_RATIO = 2.0;

  /**
   * One probe's windows, each relative to the probe's median.
   *
   * @param sdLog standard deviation of the log of window speed
   * @param p05 the 5th percentile window's speed over the median
   * @param p95 the 95th percentile window's speed over the median
   * @param windows how many windows were counted
   * @param sdLog1s standard deviation of the log of the mean speed of blocks of {@link #BLOCK} windows
   *     in a row (about 1 s of the machine's time); NaN with fewer than 3 blocks
   * @param perSecond the median window's work per second: the machine's absolute speed for this
   *     probe, which the spreads cannot show (a neighbour that stays on the core for the whole check
   *     slows every window alike); comparable between runs of the same wirebench and JVM
   */
  public record Probe(double sdLog, double p05, double p95, int windows, double sdLog1s, double perSecond) {
    /** The probe's windows in the order they ran: work done in each (any unit, the same in all). */
    static Probe of(long[] work) {
      double[] v = Arrays.stream(work).filter(x -> x > 0).asDoubleStream().sorted().toArray();
      if (v.length < 3) return new Probe(Double.NaN, Double.NaN, Double.NaN, v.length, Double.NaN, Double.NaN);
      double median = v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
      double mean = 0;
      for (double x : v) mean += Math.log(x / median);
      mean /= v.length;
      double ss = 0;
      for (double x : v) ss += Math.pow(Math.log(x / median) - mean, 2);
      return new Probe(Math.sqrt(ss / (v.length - 1)), quantile(v, 0.05) / median, quantile(v, 0.95) / median,
          v.length, blockSd(work), median * 1e9 / WINDOW_NANOS);
    }

    /** Standard deviation of log block means, blocks of {@link #BLOCK} windows in a row. */
    private static double blockSd(long[] work) {
      int blocks = work.length / BLOCK;
      if (blocks < 3) return Double.NaN;
      double[] l = new double[blocks];
      for (int b = 0; b < blocks; b++) {
        double sum = 0;
        for (int i = b * BLOCK; i < (b + 1) * BLOCK; i++) sum += work[i];
        l[b] = Math.log(Math.max(sum, 1) / BLOCK);
      }
      double mean = Arrays.stream(l).average().orElse(0);
      double ss = 0;
      for (double x : l) ss += (x - mean) * (x - mean);
      return Math.sqrt(ss / (blocks - 1));
    }

    /** ln(p95 / p05): how far apart the slow and the fast windows were. */
    double spread() {
      return Math.log(p95 / p05);
    }

    Map<String, Object> toMap() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("sdLog", round(sdLog));
      m.put("p05", round(p05));
      m.put("p95", round(p95));
      m.put("windows", windows);
      m.put("sdLog1s", round(sdLog1s));
      m.put("perSecond", Double.isFinite(perSecond) ? Math.round(perSecond) : null);
      return m;
    }
  }

  /** What the windows say. */
  public enum Kind {
    QUIET("quiet"),
    SHARED_CORE("shared core"),
    INTERRUPTED("interrupted"),
    SHARED_AND_INTERRUPTED("shared core, interrupted");

    private final String label;

    Kind(String label) {
      this.label = label;
    }

    public String label() {
      return label;
    }
  }

  /**
   * Quiet when both probes stayed within {@link #QUIET_SD}. Otherwise a shared core when the wide
   * probe's windows spread further than the chain's ({@link #SHARED_RATIO}), or its 1 s blocks
   * still varied where the chain's had averaged out ({@link #SHARED_BLOCK_RATIO}); interrupted when
   * the chain's windows varied.
   */
  public Kind kind() {
    boolean wideQuiet = !(wide.sdLog >= QUIET_SD);
    boolean chainQuiet = !(chain.sdLog >= QUIET_SD);
    if (wideQuiet && chainQuiet) return Kind.QUIET;
    boolean shared = !wideQuiet && (wide.spread() > SHARED_RATIO * chain.spread()
        || wide.sdLog1s >= QUIET_SD && wide.sdLog1s > SHARED_BLOCK_RATIO * chain.sdLog1s);
    if (shared) return chainQuiet ? Kind.SHARED_CORE : Kind.SHARED_AND_INTERRUPTED;
    return Kind.INTERRUPTED;
  }

  /** One to three lines for the terminal, starting with the verdict. */
  public String describe() {
    return againstStored == null ? spreads() : spreads() + "\n" + againstStored;
  }

  private String spreads() {
    if (kind() == Kind.QUIET) {
      return String.format(Locale.ROOT, "quiet: 100 ms windows of code that fills a core ran at %.2f-%.2f× their "
          + "median speed (5th-95th percentile)", wide.p05, wide.p95);
    }
    String what = switch (kind()) {
      case SHARED_CORE -> "something else shares the physical core, and it comes and goes";
      case INTERRUPTED -> "other work takes the CPU away at times";
      default -> "something else shares the physical core, and other work takes the CPU away at times";
    };
    boolean blocks = Double.isFinite(wide.sdLog1s) && Double.isFinite(chain.sdLog1s);
    return String.format(Locale.ROOT, "%s: code that fills a core ran at %.2f-%.2f× its median speed from one 100 ms "
        + "window to the next%s (a dependent chain: %.2f-%.2f×%s; quiet machines stay within ±5%%): %s.%nExpect wide "
        + "intervals and forks that differ; see docs/metrics.md, \"The machine check\".", kind().label(), wide.p05,
        wide.p95, blocks ? String.format(Locale.ROOT, ", and its averages over each second varied by %.1f%%",
            100 * wide.sdLog1s) : "", chain.p05, chain.p95,
        blocks ? String.format(Locale.ROOT, ", %.1f%%", 100 * chain.sdLog1s) : "", what);
  }

  /**
   * The JVM the probes ran in (the command's own, not the forks'): their speeds compare only within
   * one. Its {@code java.vm.version}, and the -X and -XX flags it was started with
   * ({@code WIREBENCH_JAVA_OPTS}, {@code JAVA_TOOL_OPTIONS}) other than heap and stack sizes, since a
   * flag such as {@code -XX:TieredStopAtLevel=1} changes how fast the probes' code runs.
   */
  public static final String PROBE_JVM = probeJvm(System.getProperty("java.vm.version", "unknown"),
      java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments());

  static String probeJvm(String version, List<String> arguments) {
    StringBuilder b = new StringBuilder(version);
    for (String a : arguments) {
      if (a.startsWith("-X") && !a.matches("-X(mx|ms|mn|ss)\\S*|-XX:(Max|Min|Initial)?(Heap|New|Metaspace)Size=\\S*")) {
        b.append(' ').append(a);
      }
    }
    return b.toString();
  }

  /** For run.json's {@code machine.noise}. */
  public Map<String, Object> toMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("verdict", kind().label());
    m.put("seconds", seconds);
    m.put("probeJvm", PROBE_JVM);
    if (againstStored != null) m.put("againstStored", againstStored);
    m.put("chain", chain.toMap());
    m.put("wide", wide.toMap());
    return m;
  }

  /** As {@link io.wirebench.records.NoiseCheck#SLOWER_THAN_BEST}. */
  public static final double SLOWER_THAN_BEST = io.wirebench.records.NoiseCheck.SLOWER_THAN_BEST;

  /** The fastest earlier check of a probe on this host and probe JVM: its speed, its run, and how many runs had one. */
  public record Best(double perSecond, String run, int runs) {}

  /**
   * The checks of earlier runs (the results store, when the command stores its run): the fastest
   * of each probe ({@code wide}, {@code chain}) run in {@code probeJvm}, by name; none: empty.
   */
  public interface Past {
    Map<String, Best> best(String probeJvm);
  }

  /** Set for the duration of one command (the CLI runs one at a time; a study's steps restore the outer one). */
  private static volatile Past past;

  /** Where checks look for earlier ones, or null. */
  public static Past past() {
    return past;
  }

  /** Sets where checks look for earlier ones (null: nowhere); the CLI sets the results store. */
  public static void past(Past where) {
    past = where;
  }

  /**
   * This check's probes against the fastest earlier check on this host and probe JVM: each
   * probe's speed over its fastest (NaN where none is stored), the reference run, and, when there
   * is nothing to compare with, why ({@code unknown}; null otherwise).
   */
  public record Versus(double wide, double chain, Best reference, String unknown) {
    /** Whether a probe ran more than {@link #SLOWER_THAN_BEST} slower than its fastest. */
    public boolean slower() {
      return wide < 1 - SLOWER_THAN_BEST || chain < 1 - SLOWER_THAN_BEST;
    }

    /** The line a run prints and records as {@code againstStored} when it is slower, else null. */
    public String line() {
      if (!slower()) return null;
      return String.format(Locale.ROOT, "slower than this machine can be: code that fills a core ran at %s and a "
          + "dependent chain at %s the fastest check stored for this host and JVM (%s, of %s): %s; scores will be "
          + "lower than when it is free ('wirebench machine --wait 30m' waits until it is)", ratio(wide),
          ratio(chain), reference.run(), reference.runs() == 1 ? "1 run" : reference.runs() + " runs",
          wide < chain - SLOWER_THAN_BEST ? "something else is on the physical core" : "the CPU is slower or shared");
    }

    /** A ratio as the lines print it ({@code 0.57×}), or {@code ?} when unknown. */
    public static String ratio(double r) {
      return Double.isNaN(r) ? "?" : String.format(Locale.ROOT, "%.2f×", r);
    }

    static Versus unknown(String why) {
      return new Versus(Double.NaN, Double.NaN, null, why);
    }
  }

  /**
   * Looks this check up against the fastest earlier ones ({@link #past()}, read once). The
   * spreads cannot show what this shows: a neighbour that stays on the physical core through the
   * whole check slows every window alike, and the verdict stays "quiet".
   */
  public Versus versusPast() {
    Past where = past;
    if (where == null) return Versus.unknown("no results store to compare its speed with (--no-store)");
    Map<String, Best> best;
    try {
      best = where.best(PROBE_JVM);
    } catch (RuntimeException e) {
      // the store is a convenience here: a check it cannot read is not judged
      return Versus.unknown("the results store could not be read to compare with: " + e.getMessage());
    }
    Best wideBest = best == null ? null : best.get("wide");
    Best chainBest = best == null ? null : best.get("chain");
    if (wideBest == null && chainBest == null) {
      return Versus.unknown("no earlier check stored for this host and JVM to compare with (this command stores its "
          + "last)");
    }
    return new Versus(wideBest == null ? Double.NaN : wide.perSecond / wideBest.perSecond,
        chainBest == null ? Double.NaN : chain.perSecond / chainBest.perSecond, wideBest != null ? wideBest : chainBest,
        null);
  }

  /**
   * One line when a probe ran more than {@link #SLOWER_THAN_BEST} slower than the fastest earlier
   * check on this host and JVM, or null (no earlier check, a store that cannot be read, or none
   * slower): {@link #versusPast()}'s line.
   */
  public String againstPast() {
    return versusPast().line();
  }

  /** From the two probes' windows (work per window, in the order they ran). */
  static MachineNoise of(double seconds, long[] chain, long[] wide) {
    return new MachineNoise(seconds, Probe.of(chain), Probe.of(wide), null);
  }

  /** {@link #probe}, then {@link #againstPast()}: the check every measuring command makes. */
  public static MachineNoise measure(double seconds) {
    MachineNoise n = probe(seconds);
    return n.withAgainst(n.againstPast());
  }

  /** This check with {@code againstStored} set (null: none). */
  public MachineNoise withAgainst(String line) {
    return new MachineNoise(seconds, chain, wide, line);
  }

  /**
   * Measures for about {@code seconds} (at least 2): the first second warms both probes up, the
   * rest alternate window by window, so that both meet the same moments of the machine.
   */
  public static MachineNoise probe(double seconds) {
    int windows = Math.max(2 * WARM_WINDOWS, (int) Math.round(seconds * 1e9 / WINDOW_NANOS));
    long[] chain = new long[(windows - WARM_WINDOWS + 1) / 2];
    long[] wide = new long[(windows - WARM_WINDOWS) / 2];
    int[] array = new int[4096];
    for (int i = 0; i < array.length; i++) array[i] = i * 31 + 7;
    long x = 1;
    long s = 0;
    for (int w = 0; w < windows; w++) {
      long end = System.nanoTime() + WINDOW_NANOS;
      long n = 0;
      boolean isChain = w % 2 == 0;
      while (System.nanoTime() < end) {
        if (isChain) x = io.wirebench.core.FixedWork.chain(x, 2_000);
        else s = wide(array, s);
        n++;
      }
      int counted = w - WARM_WINDOWS;
      if (counted >= 0) {
        if (isChain) chain[counted / 2] = n;
        else wide[counted / 2] = n;
      }
    }
    if (x == 0 && s == 42) throw new AssertionError("unreachable: keeps the probes' results alive");
    return of(windows * WINDOW_NANOS / 1e9, chain, wide);
  }

  /**
   * The wide probe's work: four independent lanes with data-dependent branches, a multiply and a
   * division, over {@code a} (4,096 ints in the check; scripts/MachineNoiseScales.java too).
   */
  public static long wide(int[] a, long s) {
    long a0 = 0;
    long a1 = 0;
    long a2 = 0;
    long a3 = 0;
    for (int i = 0; i < a.length; i += 4) {
      int v0 = a[i];
      int v1 = a[i + 1];
      int v2 = a[i + 2];
      int v3 = a[i + 3];
      a0 += (v0 & 1) == 0 ? v0 >> 1 : v0 * 3 + 1;
      a1 += v1 % 3 == 0 ? v1 : v1 ^ a0;
      a2 += (long) v2 * v3;
      a3 ^= (v3 << 3) + (v2 >>> 2);
    }
    s += a0 + a1 + a2 + a3;
    a[(int) (s & (a.length - 1))] ^= (int) s;
    return s;
  }

  private static double quantile(double[] sorted, double q) {
    double pos = q * (sorted.length - 1);
    int lo = (int) Math.floor(pos);
    int hi = Math.min(sorted.length - 1, lo + 1);
    return sorted[lo] + (pos - lo) * (sorted[hi] - sorted[lo]);
  }

  private static Double round(double v) {
    return Double.isFinite(v) ? Math.round(v * 1000) / 1000.0 : null;
  }
}
