package io.wirebench.records;

import java.util.Locale;

/** Number formatting for people. */
public final class Format {
  private Format() {}

  /** {@code 1 fork}, {@code 3 forks}: a count with its noun, plural when it is not one. */
  public static String count(long n, String noun) {
    return String.format(Locale.ROOT, "%,d %s%s", n, noun, n == 1 ? "" : "s");
  }

  /** Seconds as {@code 2m37s} or {@code 45s}. */
  public static String duration(double seconds) {
    if (seconds > 0 && seconds < 0.95) return Math.round(seconds * 1000) + "ms";
    long s = Math.round(seconds);
    if (s < 60) return s + "s";
    if (s < 3600) return (s / 60) + "m" + String.format("%02d", s % 60) + "s";
    return (s / 3600) + "h" + String.format("%02d", (s % 3600) / 60) + "m";
  }

  /** A score with its error, three significant digits of error. */
  public static String score(double score, double error) {
    if (Double.isNaN(score)) return "-";
    String s = number(score);
    return Double.isNaN(error) ? s : s + " ± " + number(error);
  }

  public static String number(double v) {
    if (Double.isNaN(v)) return "-";
    if (Math.abs(v) >= 100) return String.format(Locale.ROOT, "%,.0f", v);
    if (Math.abs(v) >= 10) return String.format(Locale.ROOT, "%.1f", v);
    return String.format(Locale.ROOT, "%.2f", v);
  }

  /** A duration in seconds, in a fitting unit. */
  public static String seconds(double s) {
    return s > 0 ? timePerOp(1 / s) : "-";
  }

  /** Time per operation from a throughput in ops/s, in a fitting unit. */
  public static String timePerOp(double opsPerSecond) {
    if (!(opsPerSecond > 0)) return "-";
    double ns = 1e9 / opsPerSecond;
    if (ns < 1_000) return String.format(Locale.ROOT, "%.0f ns", ns);
    if (ns < 1_000_000) return String.format(Locale.ROOT, "%.2f µs", ns / 1e3);
    if (ns < 1_000_000_000) return String.format(Locale.ROOT, "%.2f ms", ns / 1e6);
    return String.format(Locale.ROOT, "%.2f s", ns / 1e9);
  }

  public static String bytes(double b) {
    if (Double.isNaN(b)) return "-";
    if (b < 10_000) return String.format(Locale.ROOT, "%,.0f B", b);
    if (b < 10_000_000) return String.format(Locale.ROOT, "%,.0f KB", b / 1e3);
    return String.format(Locale.ROOT, "%,.1f MB", b / 1e6);
  }

  /** A value in its unit: seconds as a time, bytes as a size, anything else as a number and the unit. */
  public static String withUnit(double v, String unit) {
    String u = unit == null ? "" : unit;
    return switch (u) {
      case "s" -> seconds(v);
      case "B" -> bytes(v);
      default -> String.format(Locale.ROOT, Math.abs(v) >= 100 ? "%,.0f" : "%.3g", v) + (u.isEmpty() ? "" : " " + u);
    };
  }

  /** {@code 0.97 [0.93, 1.01]}, or the value alone without an interval, or "-". */
  public static String withInterval(RunRecord.MetricValue v, String format) {
    if (v == null || v.value() == null) return "-";
    String s = String.format(Locale.ROOT, format, v.value());
    if (v.low() == null || v.high() == null) return s;
    return s + " [" + String.format(Locale.ROOT, format, v.low()) + ", " + String.format(Locale.ROOT, format, v.high())
        + "]";
  }
}
