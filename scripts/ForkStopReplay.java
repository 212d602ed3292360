import io.wirebench.analysis.ForkStop;
import io.wirebench.analysis.SteadyState;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import io.wirebench.speed.Profile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * What the fork-stopping rule of this build would have done with the forks of earlier runs
 * (docs/metrics.md, "Replaying a stopping rule"), so that a change to {@link ForkStop} can be judged
 * on recorded forks before a pair of full runs measures it.
 *
 * <p>usage: {@code java -cp cli/target/wirebench.jar scripts/ForkStopReplay.java RUN_DIR [RUN_DIR ...]}
 *
 * <p>For each run that stopped forks early (the full profile), every fork's iterations are given to
 * this build's rule one at a time, as the run gave them, and the script prints where the rule would
 * have stopped against where the run stopped; the iterations the rule would have spent; and the
 * spread between a cell's forks (standard deviation of their log means) with each fork's value
 * taken where the rule stops. A fork the rule would have run past its recorded end is continued by
 * drawing from its last 8 iterations (seeded): that assumes the fork stays at its final level,
 * so the replayed spread is a lower bound where forks would have gone on changing. The rule sees
 * each fork's own lag-1 autocorrelation, not the pooled one the run used, so even the run's own rule
 * stops some forks elsewhere: the first line's agreement is that baseline. Run it from two
 * checkouts (the old rule and the new) on the same runs to compare the rules.
 */
public class ForkStopReplay {
  static final int TAIL = 8;

  public static void main(String[] args) {
    if (args.length == 0) {
      System.err.println("usage: java -cp cli/target/wirebench.jar scripts/ForkStopReplay.java RUN_DIR [RUN_DIR ...]");
      System.exit(2);
    }
    for (String dir : args) {
      try {
        replay(Path.of(dir));
      } catch (io.wirebench.core.BadInputException e) {
        System.err.println(e.getMessage());
        System.exit(2);
      }
    }
  }

  static void replay(Path dir) {
    RunRecord run = SavedRun.read(dir).record();
    RunRecord.ProfileRecord p = run.header().profile();
    if (p == null || p.stopPrecision() == null) {
      System.out.println(dir + ": no fork of it could stop early (only the full profile's speed runs stop forks); nothing to replay");
      return;
    }
    ForkStop rule = new ForkStop(p.stopPrecision(), Profile.STOP_MIN_STEADY,
        Math.min(p.iterations(), Profile.STOP_MIN_MEASURED), Profile.STOP_FORK_SPREAD,
        Profile.FORK_OVERHEAD_SECONDS * 1000 / p.iterationMillis());
    Random random = new Random(42);
    int forks = 0, same = 0, later = 0, earlier = 0, continued = 0;
    long recorded = 0, replayed = 0;
    List<Double> spreadRecorded = new ArrayList<>(), spreadReplayed = new ArrayList<>();
    for (RunRecord.CellRecord cell : run.cells()) {
      if (cell.forks() == null) continue;
      List<Double> asRun = new ArrayList<>(), asReplayed = new ArrayList<>();
      for (RunRecord.ForkRecord f : cell.forks()) {
        double[] rec = f.iterations();
        if (!f.used() || rec == null || rec.length <= f.warmupIterations()) continue;
        int warm = f.warmupIterations();
        int max = warm + p.iterations();
        double[] x = Arrays.copyOf(rec, Math.max(max, rec.length));
        int tail = Math.min(TAIL, rec.length - warm);
        for (int i = rec.length; i < x.length; i++) x[i] = rec[rec.length - tail + random.nextInt(tail)];
        int at = x.length;
        for (int n = warm + 1; n <= x.length; n++) {
          if (rule.done(Arrays.copyOf(x, n), warm)) {
            at = n;
            break;
          }
        }
        forks++;
        recorded += rec.length;
        replayed += at;
        if (at == rec.length) same++;
        else if (at > rec.length) later++;
        else earlier++;
        if (at > rec.length) continued++;
        asRun.add(Math.log(f.mean()));
        asReplayed.add(Math.log(meanFromRamp(Arrays.copyOf(x, at), warm)));
      }
      if (asRun.size() >= 2) {
        spreadRecorded.add(sd(asRun));
        spreadReplayed.add(sd(asReplayed));
      }
    }
    System.out.printf(Locale.ROOT, "%s: %d forks of %d cells, stopped at ±%.1f%%%n", dir, forks, run.cells().size(),
        p.stopPrecision() * 100);
    System.out.printf(Locale.ROOT, "  this build's rule stops where the run stopped in %d forks (%.0f%%), later in %d, "
        + "earlier in %d%n", same, 100.0 * same / forks, later, earlier);
    System.out.printf(Locale.ROOT, "  iterations, warm-up included: %,d recorded, %,d replayed (%+.0f%%); %d forks "
        + "continued past their end from their last %d iterations%n", recorded, replayed,
        100.0 * (replayed - recorded) / recorded, continued, TAIL);
    System.out.printf(Locale.ROOT, "  spread between a cell's forks (median sd of log means, %d cells): %.2f%% as run, "
        + "%.2f%% replayed%n", spreadRecorded.size(), 100 * median(spreadRecorded), 100 * median(spreadReplayed));
  }

  /** A fork's value as a run takes it: the mean of its iterations from the end of the ramp. */
  static double meanFromRamp(double[] x, int warm) {
    int from = SteadyState.analyse(x, warm).usedFrom();
    double sum = 0;
    for (int i = from; i < x.length; i++) sum += x[i];
    return sum / (x.length - from);
  }

  static double sd(List<Double> v) {
    double m = v.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    double ss = v.stream().mapToDouble(d -> (d - m) * (d - m)).sum();
    return Math.sqrt(ss / (v.size() - 1));
  }

  static double median(List<Double> v) {
    if (v.isEmpty()) return Double.NaN;
    double[] s = v.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  }
}
