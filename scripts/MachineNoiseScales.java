import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a machine's noise averages out with time, for one kind of work (docs/metrics.md, "The
 * machine check").
 *
 * <p>usage: {@code java -cp cli/target/wirebench.jar scripts/MachineNoiseScales.java chain|wide|pointer|alloc
 * [SECONDS]}
 *
 * <p>Runs one kind of work in 100 ms windows for SECONDS (default 120), after 1 s of warm-up, and
 * prints the standard deviation of log speed of block means over 0.1, 0.5, 1, 5, 10 and 30 s, with
 * the slowest and fastest block over the mean. White noise falls as one over the square root of
 * the block; noise in phases (a neighbour on the same core) falls more slowly. The kinds:
 * {@code chain} and {@code wide} are the machine check's two probes ({@code FixedWork.chain}: a
 * dependent xorshift chain, which only preemption slows; {@code MachineNoise.wide}: independent,
 * branchy integer work that fills a core); {@code pointer} a
 * random pointer chase over 256 MB (memory latency); {@code alloc} 2.6 KB arrays allocated and
 * dropped (about 500 MB/s, for the GC's threads). Run with -Xmx2g for pointer and alloc; nothing
 * else may run on the machine.
 */
public class MachineNoiseScales {
  static volatile long sink;

  public static void main(String[] args) {
    if (args.length < 1 || !List.of("chain", "wide", "pointer", "alloc").contains(args[0])) {
      System.err.println("usage: java -cp cli/target/wirebench.jar scripts/MachineNoiseScales.java "
          + "chain|wide|pointer|alloc [SECONDS]");
      System.exit(2);
    }
    String kind = args[0];
    int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 120;
    int windows = seconds * 10;
    long[] counts = new long[windows];
    int[] small = new int[4096];
    for (int i = 0; i < small.length; i++) small[i] = i * 31 + 7;
    long[] big = kind.equals("pointer") ? new long[256 * 1024 * 1024 / 8] : new long[0];
    for (int i = 0; i < big.length; i++) big[i] = (i * 2654435761L) % big.length;
    long x = 1;
    int idx = 0;
    for (int w = -10; w < windows; w++) {
      long end = System.nanoTime() + 100_000_000L;
      long n = 0;
      while (System.nanoTime() < end) {
        switch (kind) {
          case "chain" -> x = io.wirebench.core.FixedWork.chain(x, 2000);
          case "wide" -> x = io.wirebench.harness.MachineNoise.wide(small, x);
          case "pointer" -> {
            for (int i = 0; i < 2000; i++) {
              idx = (int) ((big[idx] + x) % big.length);
              x += idx;
            }
          }
          default -> {
            for (int i = 0; i < 200; i++) {
              byte[] b = new byte[2600];
              b[i] = (byte) x;
              x += b[(int) (x & 1023)];
              sink = b.length;
            }
          }
        }
        n++;
      }
      if (w >= 0) counts[w] = n;
    }
    sink = x;
    double mean = 0;
    for (long c : counts) mean += c;
    mean /= counts.length;
    System.out.printf(Locale.ROOT, "%s, %d s in 100 ms windows%n", kind, seconds);
    for (int block : new int[] {1, 5, 10, 50, 100, 300}) {
      List<Double> means = new ArrayList<>();
      for (int i = 0; i + block <= counts.length; i += block) {
        double s = 0;
        for (int j = i; j < i + block; j++) s += counts[j];
        means.add(s / block / mean);
      }
      if (means.size() < 3) continue;
      double m = means.stream().mapToDouble(Math::log).average().orElse(0);
      double ss = means.stream().mapToDouble(v -> Math.pow(Math.log(v) - m, 2)).sum();
      System.out.printf(Locale.ROOT, "  blocks of %5.1f s: %4d, sd of log %.4f, slowest %.3f, fastest %.3f%n",
          block / 10.0, means.size(), Math.sqrt(ss / (means.size() - 1)),
          means.stream().mapToDouble(Double::doubleValue).min().orElse(0),
          means.stream().mapToDouble(Double::doubleValue).max().orElse(0));
    }
  }
}
