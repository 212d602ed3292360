package io.wirebench.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The one definition of the speed/size front that the answer names and the reports plot: a point
 * is on it when no other point is at most as large and at least as fast, and better in one of the
 * two. Equal points stand or fall together.
 */
public final class ParetoFront {
  private ParetoFront() {}

  /**
   * The points on the front, smallest first (then fastest first).
   *
   * @param size smaller is better (bytes)
   * @param speed larger is better (ops/s, or the negated time of an operation)
   */
  public static <T> List<T> of(List<T> points, ToDoubleFunction<T> size, ToDoubleFunction<T> speed) {
    List<T> out = new ArrayList<>();
    for (T p : points) {
      boolean dominated = false;
      for (T q : points) {
        if (q == p) continue;
        double qs = size.applyAsDouble(q);
        double ps = size.applyAsDouble(p);
        double qv = speed.applyAsDouble(q);
        double pv = speed.applyAsDouble(p);
        if (qs <= ps && qv >= pv && (qs < ps || qv > pv)) {
          dominated = true;
          break;
        }
      }
      if (!dominated) out.add(p);
    }
    out.sort(Comparator.<T>comparingDouble(size).thenComparing(Comparator.<T>comparingDouble(speed).reversed()));
    return out;
  }
}
