package io.wirebench.history;

import java.util.ArrayList;
import java.util.List;

/**
 * STAND-IN (to drop at merge) for the history module's change-point detection: the one split of
 * the series, after at least two points, whose ranges of intervals before and after lie apart, and
 * whose ratio of medians is the largest. Not a statistic to rely on.
 */
public final class ChangePoints {
  private ChangePoints() {}

  public static List<Change> find(List<Point> series, boolean higherIsBetter) {
    Change best = null;
    for (int k = 2; k < series.size(); k++) {
      List<Point> before = series.subList(0, k);
      List<Point> after = series.subList(k, series.size());
      double low = min(after, true) / max(before, false);
      double high = max(after, false) / min(before, true);
      if (low <= 1 && high >= 1) continue;
      double ratio = median(after) / median(before);
      if (best == null || Math.abs(Math.log(ratio)) > Math.abs(Math.log(best.ratio()))) {
        best = new Change(k, series.get(k).runId(), ratio, low, high, "stand-in: ranges apart");
      }
    }
    List<Change> out = new ArrayList<>();
    if (best != null) out.add(best);
    return out;
  }

  private static double min(List<Point> ps, boolean lowBound) {
    return ps.stream().mapToDouble(p -> lowBound && p.low() != null ? p.low() : p.value()).min().orElseThrow();
  }

  private static double max(List<Point> ps, boolean lowBound) {
    return ps.stream().mapToDouble(p -> !lowBound && p.high() != null ? p.high() : p.value()).max().orElseThrow();
  }

  private static double median(List<Point> ps) {
    double[] v = ps.stream().mapToDouble(Point::value).sorted().toArray();
    return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  }
}
