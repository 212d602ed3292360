package io.wirebench.http;

import io.wirebench.server.HttpCell;
import java.util.ArrayList;
import java.util.List;

/**
 * A cell's outcome over its trials (one a round).
 *
 * @param cell what was measured
 * @param status {@code measured}, {@code failed} (the driver or the route failed: see message) or
 *     {@code not served} (the gate refused the pair, or the provider has no resource for the data set)
 * @param message why it was not measured, or a warning about a measured cell; empty when none
 * @param trials the measured trials, in the order they ran (those set aside and measured again
 *     included: {@link #kept()} are those the values come from); empty when not measured
 * @param responseBodyBytes size of one response body to GET, or of the request body of POST and PUT
 * @param knee with {@code --rate auto}: the highest rate the cell held under the p99 target; else null
 */
public record HttpResult(HttpCell cell, String status, String message, List<HttpTrial> trials,
    long responseBodyBytes, HttpKnee knee) {

  public HttpResult {
    trials = List.copyOf(trials);
  }

  static HttpResult notMeasured(HttpCell cell, String status, String message) {
    return new HttpResult(cell, status, message, List.of(), -1, null);
  }

  public boolean measured() {
    return "measured".equals(status) && (!trials.isEmpty() || knee != null);
  }

  /** This result with one more trial. */
  HttpResult plus(HttpTrial trial) {
    List<HttpTrial> more = new ArrayList<>(trials);
    more.add(trial);
    return new HttpResult(cell, "measured", message, more, responseBodyBytes, knee);
  }

  /** This result with a warning added to its message. */
  HttpResult warn(String warning) {
    if (warning == null || warning.isEmpty() || message.contains(warning)) return this;
    return new HttpResult(cell, status, message.isEmpty() ? warning : message + "; " + warning, trials,
        responseBodyBytes, knee);
  }

  /**
   * The trials the cell's values come from, one a round, in round order: a trial measured again
   * after the rounds ({@link HttpTrial#again}) stands in its round's place, so that round effects
   * still line up across cells.
   */
  public List<HttpTrial> kept() {
    return trials.stream().filter(HttpTrial::kept)
        .sorted(java.util.Comparator.comparingInt(HttpTrial::round)).toList();
  }

  /** This result with {@code old} set aside for {@code why}, and {@code fresh} measured again in its round's place in {@code pass}. */
  HttpResult replaced(HttpTrial old, HttpTrial fresh, int pass, String why) {
    List<HttpTrial> next = new ArrayList<>();
    for (HttpTrial t : trials) next.add(t == old ? t.setAside(why) : t);
    next.add(fresh.again(old.round(), pass));
    return new HttpResult(cell, status, message, next, responseBodyBytes, knee);
  }

  /**
   * The kept trials whose req/s is more than {@code slower} (0.15: 15%) below the fastest kept
   * trial's, slowest first: a trial the machine slowed (a neighbour on the core, a round the
   * machine was busy), not the provider, since on a quiet machine a cell's trials agree within a
   * few percent. Empty with fewer than two kept trials.
   */
  List<HttpTrial> slowTrials(double slower) {
    List<HttpTrial> k = kept();
    if (k.size() < 2) return List.of();
    double fastest = k.stream().mapToDouble(t -> t.load().requestsPerSecond()).max().orElse(Double.NaN);
    return k.stream().filter(t -> t.load().requestsPerSecond() < (1 - slower) * fastest)
        .sorted(java.util.Comparator.comparingDouble(t -> t.load().requestsPerSecond())).toList();
  }

  /** This result as failed, its trials dropped: a cell that fails in any round is not a row. */
  HttpResult failed(String why) {
    return new HttpResult(cell, "failed", why, List.of(), responseBodyBytes, null);
  }

  /** This result with its knee sweep. */
  HttpResult withKnee(HttpKnee k) {
    return new HttpResult(cell, "measured", message, trials, responseBodyBytes, k);
  }

  /** Requests over every kept trial. */
  public long requests() {
    return kept().stream().mapToLong(t -> t.load().requests()).sum();
  }

  /** Seconds measured over every kept trial. */
  public double seconds() {
    return kept().stream().mapToDouble(t -> t.load().seconds()).sum();
  }

  /**
   * The trials set aside and measured again, as a short note (a provider that slows now and then
   * under load, not only a busy machine, shows here), or empty.
   */
  String setAsideNote() {
    List<HttpTrial> aside = trials.stream().filter(t -> !t.kept()).toList();
    if (aside.isEmpty()) return "";
    List<String> which = new ArrayList<>();
    for (HttpTrial t : aside) which.add(String.format(java.util.Locale.ROOT, "round %d at %,.0f req/s", t.round(),
        t.load().requestsPerSecond()));
    return aside.size() + (aside.size() == 1 ? " slow trial" : " slow trials") + " measured again (" + String.join(", ", which)
        + ")";
  }

  /** The trials that were not steady, as a short warning (each trial's own verdict is in the record), or empty. */
  String unsteady() {
    List<String> which = new ArrayList<>();
    List<HttpTrial> k = kept();
    for (HttpTrial t : k) if (!"steady".equals(t.steadiness()) && !"unknown".equals(t.steadiness())) {
      which.add(t.steadiness() + " in " + t.where());
    }
    return which.isEmpty() ? "" : which.size() + " of " + k.size() + " trials not steady (" + String.join(", ", which)
        + ")";
  }
}
