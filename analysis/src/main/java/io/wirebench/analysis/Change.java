package io.wirebench.analysis;

/**
 * A change of level in a series: the runs from {@code index} on sit at another level than the runs
 * before it, as {@link ChangePoints#find} decided.
 *
 * @param index the series index of the first run at the new level
 * @param runId that run
 * @param ratio the new level over the old one (0.5: the value halved), whatever the metric's
 *     direction; infinite from an old level of zero (a cell that starts to allocate)
 * @param ratioLow lower bound of the ratio's 95% interval (NaN when there is none)
 * @param ratioHigh upper bound of the ratio's 95% interval (NaN when there is none)
 * @param method the test that found it, with its sides and adjusted p, and whether the new level
 *     is worse or better, for a person to read
 */
public record Change(int index, String runId, double ratio, double ratioLow, double ratioHigh, String method) {

  /**
   * How much worse the new level is, as a fraction, positive when worse: for a metric where higher
   * is better, the old value over the new minus one (half the speed: +1.0, twice the time per
   * operation, as {@code compare}'s time change counts it); where lower is better, the new over
   * the old minus one. {@code history --fail-on-change 5%} is {@code worsening(...) > 0.05}.
   */
  public double worsening(boolean higherIsBetter) {
    return higherIsBetter ? 1 / ratio - 1 : ratio - 1;
  }
}
