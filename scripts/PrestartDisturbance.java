import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Would starting the next fork's JVM early disturb the fork that is measuring? (Issue 31, part 4.)
 *
 * <p>usage: {@code java scripts/PrestartDisturbance.java cli/target/wirebench.jar [SECONDS]}
 *
 * <p>One thread does fixed work in windows of 100 ms, as a fork's benchmark thread does, for
 * SECONDS (default 100). After 8 s, a "next fork" starts every 3 s: a JVM that does what a fork
 * does before its first iteration (JMH, the class path, the codec bound to its data set), through
 * JMH in process ({@code -f 0}) with one 1 ms iteration. The same is then run again with the
 * launches left out (their times only), as the control. It prints how much slower the windows that
 * overlap a launch were than the others, in both runs; nothing else may run on the machine.
 *
 * <p>The work in a prestarted JVM cannot be less than this and gain anything: the JVM's own boot is
 * about 70 ms of a fork's 0.5-1.2 s of overhead; the rest is JMH's setup, class loading and the
 * codec's binding, which need the fork's parameters.
 */
public class PrestartDisturbance {
  static volatile long sink;

  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println("usage: java scripts/PrestartDisturbance.java cli/target/wirebench.jar [SECONDS]");
      System.exit(2);
    }
    String jar = Path.of(args[0]).toAbsolutePath().toString();
    int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 100;
    System.out.println(report("with a fork's start beside it", measure(jar, seconds, true)));
    System.out.println(report("control, nothing started", measure(jar, seconds, false)));
  }

  record Run(List<double[]> windows, List<double[]> launches) {}

  static Run measure(String jar, int seconds, boolean launch) throws Exception {
    long t0 = System.nanoTime();
    List<double[]> launches = Collections.synchronizedList(new ArrayList<>());
    Thread starter = new Thread(() -> {
      try {
        Thread.sleep(8000);
        while (System.nanoTime() - t0 < (seconds - 3) * 1_000_000_000L) {
          long s = System.nanoTime();
          if (launch) {
            new ProcessBuilder("java", "-cp", jar, "org.openjdk.jmh.Main", "io.wirebench.fork.Write.bytes",
                "-p", "codec=jackson-databind", "-p", "dataset=dbdata", "-f", "0", "-wi", "0", "-i", "1", "-r", "1ms")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
          }
          long e = System.nanoTime();
          launches.add(new double[] {(s - t0) / 1e9, (e - t0) / 1e9});
          Thread.sleep(3000 - Math.min(2900, (e - s) / 1_000_000));
        }
      } catch (Exception ex) {
        throw new RuntimeException(ex);
      }
    });
    starter.setDaemon(true);
    starter.start();
    int[] data = new int[4096];
    for (int i = 0; i < data.length; i++) data[i] = i * 31;
    List<double[]> windows = new ArrayList<>();
    while (System.nanoTime() - t0 < seconds * 1_000_000_000L) {
      long ws = System.nanoTime();
      long we;
      long ops = 0;
      do {
        long h = 0;
        for (int x : data) h = h * 31 + x;
        sink += h;
        ops++;
        we = System.nanoTime();
      } while (we - ws < 100_000_000L);
      windows.add(new double[] {(ws - t0) / 1e9, (we - t0) / 1e9, ops});
    }
    starter.interrupt();
    return new Run(windows, new ArrayList<>(launches));
  }

  /** Mean log throughput of the windows that overlap a launch against the others, after 8 s. */
  static String report(String what, Run r) {
    List<Double> in = new ArrayList<>();
    List<Double> out = new ArrayList<>();
    for (double[] w : r.windows()) {
      if (w[0] < 8) continue;
      double y = Math.log(w[2] / (w[1] - w[0]));
      boolean overlaps = r.launches().stream().anyMatch(l -> l[0] < w[1] && w[0] < l[1]);
      (overlaps ? in : out).add(y);
    }
    if (in.size() < 2 || out.size() < 2) return what + ": too few windows";
    double d = mean(in) - mean(out);
    double se = Math.sqrt(var(in) / in.size() + var(out) / out.size());
    List<Double> lengths = r.launches().stream().map(l -> l[1] - l[0]).sorted().toList();
    return String.format(java.util.Locale.ROOT,
        "%s: %d starts (median %.2f s), windows overlapping one %+.1f%% ± %.1f%% against the %d others",
        what, lengths.size(), lengths.get(lengths.size() / 2), 100 * (Math.exp(d) - 1), 196 * se, out.size());
  }

  static double mean(List<Double> x) {
    return x.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
  }

  static double var(List<Double> x) {
    double m = mean(x);
    return x.stream().mapToDouble(v -> (v - m) * (v - m)).sum() / (x.size() - 1);
  }
}
