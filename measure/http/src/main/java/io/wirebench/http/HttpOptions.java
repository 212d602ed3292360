package io.wirebench.http;

import io.wirebench.records.Format;
import java.time.Duration;
import java.util.Locale;

/**
 * What the {@code http} command's options mean before anything runs: its profiles, the request rate
 * and load driver, and the time a run of trials is expected to take.
 */
public final class HttpOptions {
  private HttpOptions() {}

  /**
   * How long each trial is and how many a cell gets ({@code http --profile}).
   *
   * @param name its name
   * @param trials trials a cell
   * @param warmup load before each trial's measured part
   * @param duration each trial's measured part
   */
  public record Profile(String name, int trials, Duration warmup, Duration duration) {
    /** The default: three trials a cell give an interval with two degrees of freedom. */
    public static final Profile STANDARD = new Profile("standard", 3, Duration.ofSeconds(1), Duration.ofSeconds(2));
    /** Two shorter trials: an interval still, within 6 minutes for the default cells. */
    public static final Profile QUICK = new Profile("quick", 2, Duration.ofMillis(500), Duration.ofMillis(1500));

    /** The profile of that name, or null. */
    public static Profile named(String name) {
      return switch (name) {
        case "standard" -> STANDARD;
        case "quick" -> QUICK;
        default -> null;
      };
    }
  }

  /** A trial's part as given: 500ms, 1.5s, 2s. */
  static String part(Duration d) {
    long ms = d.toMillis();
    return ms < 1000 || ms % 1000 == 0 || ms >= 60_000 ? Format.duration(ms / 1000.0)
        : String.format(Locale.ROOT, "%.1fs", ms / 1000.0);
  }

  /** Estimated seconds of a run of trials (not a knee sweep): its trials, and each server's start and warm-up. */
  static double estimate(int cells, int trialsEach, Duration warmup, Duration duration, long servers) {
    return trialSeconds(warmup, duration) * cells * trialsEach + serverSeconds(servers);
  }

  /** One trial: its warm-up, its measured part and about half a second around them. */
  static double trialSeconds(Duration warmup, Duration duration) {
    return warmup.toMillis() / 1000.0 + duration.toMillis() / 1000.0 + 0.5;
  }

  /** Starting and warming the servers: about 15 s each plus the typical warm-up. */
  static double serverSeconds(long servers) {
    return servers * (15 + ServerWarmup.WARM_TYPICAL.toSeconds());
  }

  /**
   * {@code --rate}: requests per second, {@code max} (0: each connection sends when its response is
   * in) or {@code auto} (-1: a sweep for each cell's knee, {@link HttpKnee}).
   *
   * @throws io.wirebench.core.BadInputException for anything else
   */
  public static double rate(String rate) {
    if ("max".equalsIgnoreCase(rate)) return 0;
    if ("auto".equalsIgnoreCase(rate)) return -1;
    try {
      double r = Double.parseDouble(rate);
      if (r <= 0 || Double.isInfinite(r)) throw new NumberFormatException();
      return r;
    } catch (NumberFormatException e) {
      throw new io.wirebench.core.BadInputException("--rate " + rate
          + " is neither a positive number of requests per second, max nor auto");
    }
  }

  /**
   * {@code --driver}: wrk (closed model; needs wrk installed and no rate) or jvm; null for wrk when it can
   * serve, else jvm.
   *
   * @throws io.wirebench.core.BadInputException naming what to do instead
   */
  public static String driver(String driver, double perSecond) {
    if (driver == null) return perSecond == 0 && WrkDriver.available() ? "wrk" : "jvm";
    String d = driver.toLowerCase(Locale.ROOT);
    if (d.equals("wrk")) {
      if (perSecond != 0) {
        throw new io.wirebench.core.BadInputException("--rate needs --driver jvm: wrk has no request rate (that is "
            + "wrk2, which Debian does not package)");
      }
      if (!WrkDriver.available()) {
        throw new io.wirebench.core.BadInputException("--driver wrk: wrk is not installed (apt-get install wrk); or "
            + "use --driver jvm");
      }
      return d;
    }
    if (d.equals("jvm")) return d;
    throw new io.wirebench.core.BadInputException("--driver " + driver + " is not a driver; use wrk or jvm");
  }
}
