package io.wirebench.cli;

import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.SizeAxis;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import picocli.CommandLine.Option;

/**
 * {@code --sizes}: a size sweep over the selected data sets that have a size parameter. Each size
 * becomes a data set of its own ({@code dbdata:4811}) by {@link SizeAxis}, so a sweep is ordinary
 * cells in one record, and the report derives the sweep's fits from them.
 */
final class SizeOption {
  @Option(names = "--sizes", paramLabel = "LIST",
      description = "A size sweep: every selected data set with a size parameter (dbdata, measurements, module-ids, "
          + "module-ids-sparse, decimal-matrix) at each size, given in bytes of JSON (e.g. 1k,10k,100k,1m,10m; "
          + "k = 1,000). Each size is a data set of its own (dbdata:4811 rows); the run and the report fit "
          + "time = fixed + size × per-byte and the growth exponent per codec (docs/metrics.md).")
  String sizes;

  /** The selected data sets, or with --sizes each sized family at each size (said on {@code out}). */
  List<DataSet<?>> apply(List<DataSet<?>> selected, PrintWriter out) {
    if (sizes == null) return selected;
    List<Long> asked = SizeAxis.parse(sizes);
    List<SizeAxis.Member> members = SizeAxis.members(selected.stream().map(DataSet::id).toList(), asked);
    Map<String, List<SizeAxis.Member>> byFamily = members.stream()
        .collect(Collectors.groupingBy(SizeAxis.Member::family, java.util.LinkedHashMap::new, Collectors.toList()));
    byFamily.forEach((family, ms) -> out.println("sweep of " + family + " by bytes of JSON: " + ms.stream()
        .map(m -> label(m.askedBytes()) + " → " + m.id() + String.format(Locale.ROOT, " (%,d B)", m.jsonBytes()))
        .collect(Collectors.joining(", ")) + (ms.size() < asked.size() ? "; sizes that need the same count are "
        + "measured once" : "")));
    out.flush();
    List<DataSet<?>> out2 = new ArrayList<>();
    for (SizeAxis.Member m : members) out2.add(DataSets.require(m.id()));
    return out2;
  }

  /** A size as it was asked for: 1k, 10k, 1m. */
  static String label(long bytes) {
    if (bytes >= 1_000_000_000 && bytes % 1_000_000_000 == 0) return bytes / 1_000_000_000 + "g";
    if (bytes >= 1_000_000 && bytes % 1_000_000 == 0) return bytes / 1_000_000 + "m";
    if (bytes >= 1_000 && bytes % 1_000 == 0) return bytes / 1_000 + "k";
    return String.valueOf(bytes);
  }
}
