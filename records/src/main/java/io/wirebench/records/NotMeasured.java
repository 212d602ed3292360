package io.wirebench.records;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Something selected that will not be measured, and why.
 *
 * @param codec codec id, or null for an operation and target no codec has a benchmark for
 * @param dataset data set id, or null when the codec cannot run at all
 * @param cell the operation and target, or null for the whole pair
 * @param kind {@code gate-failed} (with a cell: that operation's own check failed), {@code gap},
 *     {@code unavailable}, {@code no-target} or {@code read-only} (a write, roundtrip or saveload
 *     cell of a codec that only reads), {@code no-access} (an access cell of a binding without an
 *     access path), {@code no-partial} (a partial cell of a binding without a partial read), or
 *     {@code no-benchmark} (an operation selected with a target it has no benchmark for)
 * @param reason why, for people
 */
public record NotMeasured(String codec, String dataset, String cell, String kind, String reason) {
  /** One line for people. */
  public String describe() {
    if (codec == null) return cell + ": " + reason;
    String what = codec + (dataset == null ? "" : " on " + dataset) + (cell == null ? "" : " (" + cell + ")");
    return what + ": " + reason;
  }

  /**
   * Lines for people, one per reason: the entries that differ only in their data set, and then
   * only in their codec, are joined ("orgjson, mjson on dbdata, person (access bytes): the adapter
   * has no access path"), so that a selection of many codecs and data sets does not print the same
   * reason once for every pair. In the order the reasons first appear.
   */
  public static List<String> describeGrouped(List<NotMeasured> all) {
    return describeGrouped(all, false, List.of());
  }

  /**
   * The same, each line led by its kind ({@code no-access: ...}) when {@code kindFirst}, as a report
   * lists them; a reason that holds on every one of {@code runDatasets} (three or more) says "on
   * every data set" instead of naming them all.
   */
  public static List<String> describeGrouped(List<NotMeasured> all, boolean kindFirst, List<String> runDatasets) {
    // data sets of one codec, cell and reason
    Map<List<String>, List<String>> datasets = new LinkedHashMap<>();
    for (NotMeasured n : all) {
      List<String> of = datasets.computeIfAbsent(Arrays.asList(n.codec, n.cell, n.kind, n.reason),
          k -> new ArrayList<>());
      if (n.dataset != null) of.add(n.dataset);
    }
    // codecs of one list of data sets, cell and reason
    Map<List<Object>, List<String>> codecs = new LinkedHashMap<>();
    for (var e : datasets.entrySet()) {
      List<String> k = e.getKey();
      codecs.computeIfAbsent(Arrays.asList(e.getValue(), k.get(1), k.get(2), k.get(3)),
          x -> new ArrayList<>()).add(k.get(0));
    }
    List<String> lines = new ArrayList<>();
    for (var e : codecs.entrySet()) {
      @SuppressWarnings("unchecked")
      List<String> ds = (List<String>) e.getKey().get(0);
      String cell = (String) e.getKey().get(1);
      String lead = kindFirst ? e.getKey().get(2) + ": " : "";
      String reason = (String) e.getKey().get(3);
      List<String> cs = e.getValue();
      if (cs.size() == 1 && cs.get(0) == null) {
        lines.add(lead + cell + ": " + reason);
        continue;
      }
      boolean every = runDatasets.size() >= 3 && ds.size() == runDatasets.size() && ds.containsAll(runDatasets);
      lines.add(lead + String.join(", ", cs) + (ds.isEmpty() ? "" : every ? " on every data set" : " on "
          + String.join(", ", ds))
          + (cell == null ? "" : " (" + cell + ")") + ": " + reason);
    }
    return lines;
  }
}
