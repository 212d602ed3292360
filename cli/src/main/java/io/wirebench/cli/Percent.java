package io.wirebench.cli;

/** A percentage option ({@code --fail-on-regression 5%}, {@code --threshold 5}) as a fraction. */
final class Percent {
  private Percent() {}

  /**
   * "5%", "5" or "0.5%": a fraction of more time per operation, at least 0 and under 10 (1000%).
   *
   * @throws UsageException naming {@code option} and how to write it
   */
  static double parse(String text, String option) {
    String s = text.trim();
    if (s.endsWith("%")) s = s.substring(0, s.length() - 1).trim();
    try {
      double v = Double.parseDouble(s) / 100;
      if (!(v >= 0) || v >= 10 || Double.isInfinite(v)) throw new NumberFormatException();
      return v;
    } catch (NumberFormatException e) {
      throw new UsageException(option + " " + text + " is not a percentage; write it as 5% (a slowdown "
          + "of more than 5% more time per operation fails)");
    }
  }
}
