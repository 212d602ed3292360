package io.wirebench.speed;

import io.wirebench.analysis.Autocorrelation;
import io.wirebench.analysis.Cell;
import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.Estimate;
import io.wirebench.analysis.ForkSample;
import io.wirebench.analysis.Pooling;
import io.wirebench.analysis.SteadyState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * Measures a plan of cells in rounds. Each round runs one fork of every cell that is due, in a
 * fresh random order (as Google Benchmark's random interleaving does), so that a burst of load
 * elsewhere on the machine spreads over all codecs instead of landing on one, and results refine
 * round by round. A cell's later forks get a longer warm-up when an earlier one was still warming
 * (in the spirit of BenchmarkDotNet's adaptive iteration counts); after the profile's minimum
 * forks, cells whose interval is still wider than the target get more forks while the time budget
 * lasts, where one more fork narrows an interval most for the time it takes ({@link #gain}).
 */
public final class Session {
  /** Told what happens, for progress display and saving. */
  public interface Listener {
    /** A fork starts; {@code secondsLeft} estimates the rest of the run. */
    void forkStarted(Cell cell, int round, int forksDone, int forksPlanned, double secondsLeft);

    /** An iteration of the current fork starts. */
    default void iteration(Cell cell, boolean warmup, int iteration, int of) {}

    /** A fork ended; {@code result} is the cell with everything measured so far. */
    void forkFinished(CellResult result, String failure, int forksDone, int forksPlanned);

    /** A round ended; {@code results} holds every cell, in plan order. */
    default void roundFinished(int round, List<CellResult> results) {}

    /**
     * A round beyond the planned minimum starts: {@code forks} more forks, for cells without a
     * steady fork or with an interval wider than the target, so the total of forks grows.
     */
    default void extraForks(int round, int forks, int forksPlanned) {}
  }

  /** Runs one fork; {@link CellRunner#runFork} outside tests. */
  @FunctionalInterface
  public interface ForkRunner {
    CellRunner.ForkRun run(Cell cell, int warmups, JmhLog.IterationListener iterations);

    /** Runs one fork whose stopping rule may use what the run so far says of its φ. */
    default CellRunner.ForkRun run(Cell cell, int warmups, Autocorrelation.Prior prior,
        JmhLog.IterationListener iterations) {
      return run(cell, warmups, iterations);
    }
  }

  private final Profile profile;
  private final ForkRunner runner;
  private final long seed;
  private final Map<Cell, CellResult> results = new LinkedHashMap<>();
  private final Map<Cell, Integer> warmups = new HashMap<>();
  private volatile boolean stopped;
  private int rounds;
  private double overhead = Profile.FORK_OVERHEAD_SECONDS;
  /** Measured iterations a fork takes: the profile's, or what early-stopped forks took so far. */
  private double iterationsPerFork;
  /** What an earlier process measured ({@link #restore}); empty for a new run. */
  private Map<Cell, CellResult> restored = Map.of();
  private double restoredSeconds;
  private final java.util.function.LongSupplier clock;

  /**
   * @param profile forks, iterations, precision target and budget
   * @param runner runs one fork
   * @param seed seeds the order of every round (recorded, so a run can be repeated)
   */
  public Session(Profile profile, ForkRunner runner, long seed) {
    this(profile, runner, seed, System::nanoTime);
  }

  /** A session on a given clock (tests: a budget spent by forks that take no real time). */
  Session(Profile profile, ForkRunner runner, long seed, java.util.function.LongSupplier nanoTime) {
    this.profile = profile;
    this.runner = runner;
    this.seed = seed;
    this.iterationsPerFork = profile.expectedIterations();
    this.clock = nanoTime;
  }

  /** A session over JMH forks. */
  public static Session of(Profile profile, CellRunner runner, Function<String, List<String>> codecArgs, long seed) {
    return new Session(profile, new ForkRunner() {
      @Override
      public CellRunner.ForkRun run(Cell cell, int w, JmhLog.IterationListener it) {
        return run(cell, w, Autocorrelation.Prior.NONE, it);
      }

      @Override
      public CellRunner.ForkRun run(Cell cell, int w, Autocorrelation.Prior prior, JmhLog.IterationListener it) {
        return runner.runFork(cell, w, prior, codecArgs.apply(cell.codec()), it);
      }
    }, seed);
  }

  /** Stops after the current fork; cells keep what they measured. */
  public void stop() {
    stopped = true;
  }

  /** True once {@link #stop} was called. */
  public boolean stopped() {
    return stopped;
  }

  /** Rounds started so far. */
  public synchronized int rounds() {
    return rounds;
  }

  /**
   * Every cell as measured so far, in plan order, each with the fork spread pooled over them all
   * ({@link Pooling}), so that every table and record of the run has the same intervals.
   */
  public synchronized List<CellResult> results() {
    return Pooling.apply(new ArrayList<>(results.values()));
  }


  /**
   * Continues a run another process started and could not finish ({@code run --resume}): {@link #run}
   * starts from these cells' forks, warm-ups lengthened as those forks taught, in round
   * {@code rounds}. A round of the minimum that was cut short is finished first, by the cells that
   * miss their fork of it; later rounds follow as in a new run. Their random orders come from the
   * seed plus {@code rounds} (the orders the earlier process drew for the rounds it ran are not
   * replayed). The time budget counts {@code seconds} as spent.
   *
   * @param cells the cells with what was measured of them, failed ones included
   * @param rounds the rounds the earlier process had started
   * @param seconds the wall time of the earlier forks
   */
  public synchronized void restore(Map<Cell, CellResult> cells, int rounds, double seconds) {
    this.restored = Map.copyOf(cells);
    this.rounds = rounds;
    this.restoredSeconds = seconds;
    results.putAll(cells); // what a save on Ctrl-C before the first fork writes
  }

  /** Measures the cells; returns them in plan order. */
  public List<CellResult> run(List<Cell> cells, ToLongFunction<Cell> sizes, Listener listener) {
    int minForks = profile.forksInBudget(cells.size());
    int done = 0;
    int due0 = 0;
    synchronized (this) {
      results.clear();
      for (Cell c : cells) {
        CellResult r = restored.getOrDefault(c, CellResult.planned(c, sizes.applyAsLong(c)));
        results.put(c, r);
        warmups.put(c, profile.warmupIterations());
        for (ForkSample f : r.forks()) learn(c, f.measuredFrom(), f, f.seconds());
        done += r.forks().size();
        if (r.status() != CellResult.Status.FAILED) due0 += Math.max(0, minForks - r.forks().size());
      }
    }
    // a resumed run's orders differ from the earlier process's, which drew them from the seed alone
    Random random = new Random(seed + rounds);
    long t0 = clock.getAsLong() - (long) (restoredSeconds * 1e9);
    int planned = done + due0;
    // the round of the minimum an earlier process was in when it stopped: finished before any other
    int unfinished = rounds > 0 && rounds <= minForks ? rounds : 0;
    while (!stopped) {
      List<Cell> due = due(cells, minForks);
      if (due.isEmpty()) break;
      boolean finishing = false;
      if (unfinished > 0) {
        int r = unfinished;
        unfinished = 0;
        List<Cell> missing;
        synchronized (this) {
          missing = due.stream().filter(c -> results.get(c).forks().size() < r).toList();
        }
        if (!missing.isEmpty()) {
          due = missing;
          finishing = true;
        }
      }
      boolean extra = !finishing && rounds >= minForks;
      boolean trimmed = false;
      if (!extra && !finishing && rounds >= 1 && profile.budgetSeconds() > 0) {
        // the minimum was planned from estimated fork lengths; when forks ran longer (forks that did
        // not stop early, a slow machine) and a round no longer fits whole, the cells that fit get
        // their fork, drawn at random, and the run ends there: waiting for a whole round left up to
        // half a budget unspent and every cell with one fork and no interval
        double left = profile.budgetSeconds() - (clock.getAsLong() - t0) / 1e9;
        double round = 0;
        for (Cell c : due) round += forkSeconds(c);
        if (round > left) {
          List<Cell> drawn = new ArrayList<>(due);
          Collections.shuffle(drawn, random);
          List<Cell> fit = new ArrayList<>();
          double spent = 0;
          for (Cell c : drawn) {
            if (spent + forkSeconds(c) > left) continue;
            fit.add(c);
            spent += forkSeconds(c);
          }
          if (fit.isEmpty()) break;
          due = fit;
          trimmed = true;
          planned = done + due.size();
        }
      }
      if (extra && profile.budgetSeconds() > 0) {
        double left = profile.budgetSeconds() - (clock.getAsLong() - t0) / 1e9;
        int fit = (int) Math.floor(left / forkSeconds(due.get(0)));
        if (fit <= 0) break;
        if (fit < due.size()) due = due.subList(0, fit);
      }
      if (extra) planned = done + due.size();
      if (!finishing) {
        synchronized (this) {
          rounds++;
        }
      }
      if (extra) listener.extraForks(rounds, due.size(), planned);
      Collections.shuffle(due = new ArrayList<>(due), random);
      for (Cell cell : due) {
        if (stopped) break;
        listener.forkStarted(cell, rounds, done, planned, secondsLeft(cells, minForks, planned - done));
        int w = warmups.get(cell);
        Autocorrelation.Prior prior;
        synchronized (this) {
          prior = Autocorrelation.prior(results.values(), cell);
        }
        CellRunner.ForkRun o = runner.run(cell, w, prior, (warm, i, of) -> listener.iteration(cell, warm, i, of));
        if (stopped && o.sample() == null) break;
        CellResult r;
        synchronized (this) {
          r = results.get(cell);
          r = o.sample() == null ? r.failed(o.failure(), o.seconds()) : r.withFork(o.sample());
          results.put(cell, r);
        }
        done++;
        if (o.sample() != null) learn(cell, w, o.sample(), o.seconds());
        listener.forkFinished(r, o.sample() == null ? o.failure() : "", done, planned);
      }
      listener.roundFinished(rounds, results());
      if (trimmed) break; // the budget is spent
    }
    return results();
  }

  /**
   * Cells due for a fork this round: first every cell until it has the minimum; then extra forks,
   * first to cells without any steady fork, then to intervals wider than the target, in the order
   * of what one more fork buys ({@link #gain} per second of the cell's fork).
   */
  private synchronized List<Cell> due(List<Cell> cells, int minForks) {
    List<Cell> due = new ArrayList<>();
    for (Cell c : cells) {
      CellResult r = results.get(c);
      if (r.status() == CellResult.Status.FAILED) continue;
      if (r.forks().size() < minForks) due.add(c);
    }
    if (!due.isEmpty()) return due;
    Map<Cell, CellResult> pooled = new HashMap<>();
    for (CellResult r : results()) pooled.put(r.cell(), r);
    for (Cell c : cells) {
      CellResult r = pooled.get(c);
      if (r.status() == CellResult.Status.FAILED || r.forks().size() >= profile.maxForks()) continue;
      Estimate e = r.cellScore(); // more forks cannot narrow the machine term
      boolean wide = !Double.isNaN(profile.targetPrecision())
          && (e.n() < 2 || e.relativeHalfWidth() > profile.targetPrecision());
      if (r.noSteadyFork() || wide) due.add(c);
    }
    due.sort(Comparator.comparing((Cell c) -> !pooled.get(c).noSteadyFork())
        .thenComparingDouble(c -> -gain(pooled.get(c).cellScore()) / forkSeconds(c)));
    return due;
  }

  /**
   * How much one more fork is expected to narrow a cell's relative rerun half-width, t·s·√(2/n):
   * the pooled variance s² stays, n and t's degrees of freedom grow by one. A cell of few forks
   * gains most (its t falls fast), and so does a cell whose forks spread widely; the order of
   * extra forks is this gain per second of the cell's fork, largest first. A cell with fewer than
   * two forks has no interval yet and comes before any that has.
   */
  static double gain(Estimate e) {
    if (e.n() < 2 || !(e.relativeHalfWidth() > 0) || Double.isNaN(e.df())) return Double.MAX_VALUE;
    double spread = e.relativeHalfWidth() * Math.sqrt(e.n()) / Estimate.tQuantile(e.df()); // s·√2 / mean
    return e.relativeHalfWidth() - Estimate.tQuantile(e.df() + 1) * spread / Math.sqrt(e.n() + 1);
  }

  /** Lengthens the warm-up of a cell whose fork was still warming; learns the fork overhead. */
  private void learn(Cell cell, int w, ForkSample s, double seconds) {
    double iterations = s.scores().length * profile.iterationMillis() / 1000.0;
    overhead = 0.8 * overhead + 0.2 * Math.max(0.1, seconds - iterations);
    if (profile.stopsEarly()) {
      iterationsPerFork = 0.8 * iterationsPerFork + 0.2 * (s.scores().length - s.measuredFrom());
    }
    if (!profile.adaptiveWarmup()) return;
    SteadyState st = s.steady();
    if (st.warmedLate(s.measuredFrom())) {
      warmups.put(cell, profile.longerWarmup(w, st.rampEnd()));
    }
  }

  private double forkSeconds(Cell c) {
    return overhead + (warmups.get(c) + iterationsPerFork) * profile.iterationMillis() / 1000.0;
  }

  private double secondsLeft(List<Cell> cells, int minForks, int forksLeft) {
    double sum = 0;
    for (Cell c : cells) sum += forkSeconds(c);
    double left = forksLeft * sum / Math.max(1, cells.size());
    return profile.budgetSeconds() > 0 ? Math.min(left, profile.budgetSeconds()) : left;
  }
}
