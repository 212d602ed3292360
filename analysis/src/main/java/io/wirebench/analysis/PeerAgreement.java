package io.wirebench.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * wirebench's steady-state verdicts ({@link SteadyState#analyse}) against the published labels of
 * {@link PeerCorpus}: agreement per fork and per benchmark, a confusion table, and the same for the
 * held-out third apart.
 *
 * <p>Mapping. They call a fork steady when its steady segment starts by iteration 2,499 of 3,000;
 * wirebench's flat, warm-up and slowdown all have a steady last segment (a slowdown is steady, only
 * slower than before), so those three are "steady" and wirebench's no steady state is "not
 * steady". Tables mark slowdown too, so agreement is also given with "marked" (slowdown or no
 * steady state) taken as their "no steady state". A benchmark gets their rule on both sides:
 * steady when every fork is, no steady state when none is, inconsistent otherwise.
 *
 * <p>Iterations. Each of their iterations lasts about 100 ms (at least one operation), as in
 * wirebench's quick profile; with {@code block} above 1 the analysis sees blocks of that many
 * iterations (their mean throughput), e.g. 5 for the full profile's 500 ms. Starts are compared in
 * their iterations. {@link #profileLines} looks at the first seconds only, as wirebench's profiles
 * measure a fork.
 *
 * <p>φ. By default each fork's verdict uses its own lag-1 autocorrelation. With {@code pooled}, every
 * fork of a benchmark takes the φ of the benchmark's forks together (their evidence summed,
 * {@link SteadyState.Lag1}), as a run gives each fork its cell's ({@link Autocorrelation}); with ten
 * forks of thousands of iterations a benchmark's own evidence outweighs any pooling across
 * benchmarks, so there is none.
 */
public final class PeerAgreement {
  /** One fork: their verdict and start, wirebench's analysis (its {@code from} in their iterations). */
  public record Fork(String benchmark, int fork, boolean heldOut, boolean theirSteady, int theirStart,
      SteadyState ours, int ourFrom) {
    /** True when wirebench finds a steady last segment (flat, warm-up or slowdown). */
    public boolean ourSteady() {
      return ours.kind() != SteadyState.Kind.NO_STEADY_STATE;
    }

    /** True when a table would mark the fork (slowdown or no steady state). */
    public boolean ourMark() {
      return ours.kind() == SteadyState.Kind.NO_STEADY_STATE || ours.kind() == SteadyState.Kind.SLOWDOWN;
    }
  }

  /** One benchmark: their verdict and the verdict their rule gives on wirebench's forks. */
  public record Bench(String name, boolean heldOut, String theirs, String ours) {}

  private final List<Fork> forks = new ArrayList<>();
  private final List<Bench> benches = new ArrayList<>();
  private final PeerProfiles profiles = new PeerProfiles();
  private final int block;
  private final boolean pooled;

  private PeerAgreement(int block, boolean pooled) {
    this.block = block;
    this.pooled = pooled;
  }

  /**
   * Analyses every fork of the corpus in {@code dir}.
   *
   * @param block iterations per point the analysis sees (1: their iterations as they are)
   * @param progress told after every 50 benchmarks
   */
  public static PeerAgreement run(Path dir, int block, Consumer<String> progress) {
    return run(dir, block, false, progress);
  }

  /** {@link #run(Path, int, Consumer)}, with φ pooled over each benchmark's forks when {@code pooled}. */
  public static PeerAgreement run(Path dir, int block, boolean pooled, Consumer<String> progress) {
    PeerAgreement a = new PeerAgreement(block, pooled);
    List<String> names = PeerCorpus.names(dir);
    for (int i = 0; i < names.size(); i++) {
      a.add(PeerCorpus.read(dir, names.get(i)));
      if ((i + 1) % 50 == 0 || i + 1 == names.size()) progress.accept((i + 1) + " of " + names.size() + " benchmarks");
    }
    return a;
  }

  void add(PeerCorpus.Benchmark b) {
    boolean[] ours = new boolean[b.forks().size()];
    double[][] series = new double[ours.length][];
    SteadyState.Lag1 evidence = SteadyState.Lag1.NONE;
    for (int f = 0; f < ours.length; f++) {
      series[f] = PeerCorpus.blocks(b.forks().get(f), block);
      if (pooled) evidence = evidence.plus(SteadyState.autocorrelation(series[f]));
    }
    for (int f = 0; f < ours.length; f++) {
      SteadyState s = pooled ? SteadyState.analyse(series[f], 0, evidence.phi()) : SteadyState.analyse(series[f], 0);
      Fork fork = new Fork(b.name(), f, b.heldOut(), b.steady()[f], b.starts()[f], s, s.from() * block);
      forks.add(fork);
      ours[f] = fork.ourSteady();
    }
    benches.add(new Bench(b.name(), b.heldOut(), b.run(), runVerdict(ours)));
    profiles.add(b);
  }

  /** Their rule for a benchmark: steady when every fork is, no steady state when none is. */
  static String runVerdict(boolean[] steady) {
    int n = 0;
    for (boolean s : steady) if (s) n++;
    return n == steady.length ? PeerCorpus.STEADY : n == 0 ? PeerCorpus.NOT_STEADY : PeerCorpus.INCONSISTENT;
  }

  /** Every fork analysed, in corpus order. */
  public List<Fork> forks() {
    return forks;
  }

  /** Every benchmark, in corpus order. */
  public List<Bench> benches() {
    return benches;
  }

  /** The report for the development part ({@code heldOut} false) or the held-out third. */
  public List<String> lines(boolean heldOut) {
    List<Fork> fs = forks.stream().filter(f -> f.heldOut() == heldOut).toList();
    List<Bench> bs = benches.stream().filter(b -> b.heldOut() == heldOut).toList();
    List<String> out = new ArrayList<>();
    out.add((heldOut ? "held-out third" : "development part") + ": " + bs.size() + " benchmarks, " + fs.size()
        + " forks");
    if (fs.isEmpty()) return out;
    Map<SteadyState.Kind, int[]> table = new EnumMap<>(SteadyState.Kind.class);
    for (SteadyState.Kind k : SteadyState.Kind.values()) table.put(k, new int[2]);
    for (Fork f : fs) table.get(f.ours().kind())[f.theirSteady() ? 0 : 1]++;
    out.add(String.format(Locale.ROOT, "  %-27s%8s%10s%10s%17s%8s", "forks: theirs \\ ours", "flat", "warm-up",
        "slowdown", "no steady state", "all"));
    for (int row = 0; row < 2; row++) {
      int[] r = new int[4];
      for (SteadyState.Kind k : SteadyState.Kind.values()) r[k.ordinal()] = table.get(k)[row];
      out.add(String.format(Locale.ROOT, "  %-27s%8d%10d%10d%17d%8d", row == 0 ? PeerCorpus.STEADY
          : PeerCorpus.NOT_STEADY, r[0], r[1], r[2], r[3], Arrays.stream(r).sum()));
    }
    out.add("  agreement, steady = flat, warm-up or slowdown: " + agreement(fs, true));
    out.add("  agreement, marked (slowdown or no steady state) = their no steady state: " + agreement(fs, false));
    out.add("  " + starts(fs));
    String[] labels = {PeerCorpus.STEADY, PeerCorpus.INCONSISTENT, PeerCorpus.NOT_STEADY};
    int[][] bt = new int[3][3];
    for (Bench b : bs) bt[Arrays.asList(labels).indexOf(b.theirs())][Arrays.asList(labels).indexOf(b.ours())]++;
    out.add(String.format(Locale.ROOT, "  %-27s%14s%14s%17s", "benchmarks: theirs \\ ours", PeerCorpus.STEADY,
        PeerCorpus.INCONSISTENT, PeerCorpus.NOT_STEADY));
    int same = 0;
    for (int r = 0; r < 3; r++) {
      out.add(String.format(Locale.ROOT, "  %-27s%14d%14d%17d", labels[r], bt[r][0], bt[r][1], bt[r][2]));
      same += bt[r][r];
    }
    int theirsConsistent = bt[0][0] + bt[0][1] + bt[0][2] + bt[2][0] + bt[2][1] + bt[2][2];
    int oursConsistent = bs.size() - bt[0][1] - bt[1][1] - bt[2][1];
    out.add(String.format(Locale.ROOT, "  agreement %s; consistent (every fork alike): theirs %s, ours %s",
        pct(same, bs.size()), pct(theirsConsistent, bs.size()), pct(oursConsistent, bs.size())));
    return out;
  }

  /**
   * Whether the mark of wirebench's own profiles, on each fork's first seconds, says the value is
   * off: from the fork's long-run mean, and from the next fork's value ({@link PeerProfiles}).
   */
  public List<String> profileLines(boolean heldOut) {
    return profiles.lines(heldOut);
  }

  /** Agreement and Cohen's kappa of their steady against ours (steady or unmarked). */
  static String agreement(List<Fork> fs, boolean steadyMapping) {
    int[][] m = new int[2][2];
    for (Fork f : fs) {
      boolean ours = steadyMapping ? f.ourSteady() : !f.ourMark();
      m[f.theirSteady() ? 0 : 1][ours ? 0 : 1]++;
    }
    double n = fs.size();
    double po = (m[0][0] + m[1][1]) / n;
    double pe = ((m[0][0] + m[0][1]) * (m[0][0] + m[1][0]) + (m[1][0] + m[1][1]) * (m[0][1] + m[1][1])) / (n * n);
    double kappa = pe >= 1 ? 1 : (po - pe) / (1 - pe);
    return String.format(Locale.ROOT, "%s (Cohen's kappa %.2f); of their %d not steady we call %d so, of their %d "
        + "steady %d", pct(m[0][0] + m[1][1], fs.size()), kappa, m[1][0] + m[1][1], m[1][1], m[0][0] + m[0][1],
        m[0][0]);
  }

  /** Where both found a steady state: how far apart the starts are, in their iterations. */
  static String starts(List<Fork> fs) {
    double[] d = fs.stream().filter(f -> f.theirSteady() && f.ourSteady())
        .mapToDouble(f -> f.ourFrom() - f.theirStart()).toArray();
    if (d.length == 0) return "no fork both call steady";
    double[] abs = Arrays.stream(d).map(Math::abs).toArray();
    long later = Arrays.stream(d).filter(v -> v > 100).count();
    long earlier = Arrays.stream(d).filter(v -> v < -100).count();
    return String.format(Locale.ROOT, "where both find a steady state (%d forks), its start differs by a median of "
        + "%.0f iterations; ours starts more than 100 iterations later in %s, earlier in %s", d.length,
        SteadyState.median(abs), pct(later, d.length), pct(earlier, d.length));
  }

  static String pct(long k, long n) {
    return n == 0 ? "-" : String.format(Locale.ROOT, "%.1f%% (%d/%d)", 100.0 * k / n, k, n);
  }

  /** One CSV row per fork, with a header, for reading the disagreements. */
  public List<String> csv() {
    List<String> rows = new ArrayList<>();
    rows.add("benchmark,fork,held_out,theirs,their_start,ours,our_from,segments,ramp_end");
    for (Fork f : forks) {
      rows.add(String.join(",", "\"" + f.benchmark().replace("\"", "\"\"") + "\"", Integer.toString(f.fork()),
          Boolean.toString(f.heldOut()), f.theirSteady() ? "steady" : "not steady", Integer.toString(f.theirStart()),
          f.ours().kind().label(), Integer.toString(f.ourFrom()), Integer.toString(f.ours().segments()),
          Integer.toString(f.ours().rampEnd() * block)));
    }
    return rows;
  }
}
