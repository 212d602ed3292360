package io.wirebench.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code run --threads 1,2}: every cell on each thread count, for the thread scaling tables. */
final class ThreadsOption {
  /** More threads than this is surely a typo: each is a JMH thread in one fork. */
  static final int MAX = 1024;

  @Option(names = "--threads", paramLabel = "LIST",
      description = "Measure every cell on each of these thread counts at once (JMH threads), e.g. 1,2 or 1,2,4: "
          + "the tables then show each count, and a thread scaling table the throughput per thread, the scaling "
          + "efficiency against 1 thread and, with 3 counts or more, the Universal Scalability Law's contention and "
          + "coherency. Codecs whose library documents a thread-safe mapper share one binding; the others bind one "
          + "per thread (list codecs --verbose). Counts above the machine's cores measure time slicing. Default: 1.")
  String threads;

  /** The counts, ascending; {@code [1]} without the option. */
  List<Integer> counts() {
    if (threads == null) return List.of(1);
    List<Integer> out = new ArrayList<>();
    for (String part : threads.split(",", -1)) {
      int n;
      try {
        n = Integer.parseInt(part.strip());
      } catch (NumberFormatException e) {
        throw new UsageException("--threads " + threads + ": '" + part.strip() + "' is not a whole number; write "
            + "the thread counts as --threads 1,2");
      }
      if (n < 1 || n > MAX) {
        throw new UsageException("--threads " + threads + ": " + n + " threads is out of range; each count must be "
            + "1 to " + MAX);
      }
      if (out.contains(n)) {
        throw new UsageException("--threads " + threads + " names " + n + " twice; name each count once");
      }
      out.add(n);
    }
    out.sort(null);
    return List.copyOf(out);
  }
}
