package io.wirebench.speed;

import io.wirebench.analysis.Scaling;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Concurrency;
import io.wirebench.records.Format;
import io.wirebench.records.RunInfo;
import java.util.ArrayList;
import java.util.List;

/** A run on several thread counts ({@code run --threads}), as the plan says it before measuring. */
final class ThreadsPlan {
  private ThreadsPlan() {}

  /**
   * What a run on several thread counts says before it measures: the counts against the machine's
   * cores, and which codecs share one binding across threads and which bind one per thread.
   */
  static List<String> describe(List<Integer> threads, List<CodecInfo> codecs) {
    List<String> out = new ArrayList<>();
    int cores = Scaling.cores(RunInfo.machine());
    int max = threads.stream().mapToInt(Integer::intValue).max().orElse(1);
    out.add("threads: every cell on " + String.join(", ", threads.stream().map(String::valueOf).toList())
        + " threads at once (JMH threads)" + (cores > 0 ? "; this machine has " + Format.count(cores, "core") : ""));
    if (cores > 0 && max > cores) out.add("  " + Scaling.overCores(cores));
    List<String> shared = codecs.stream().filter(c -> c.concurrency() == Concurrency.SHARED).map(CodecInfo::id).toList();
    List<String> own = codecs.stream().filter(c -> c.concurrency() != Concurrency.SHARED).map(CodecInfo::id).toList();
    if (!shared.isEmpty()) {
      out.add("  one binding shared by every thread (the library documents it thread-safe): " + String.join(", ", shared));
    }
    if (!own.isEmpty()) out.add("  each thread binds its own: " + String.join(", ", own));
    return out;
  }
}
