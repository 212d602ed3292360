package io.wirebench.http;

import java.util.ArrayList;
import java.util.List;

/**
 * A cell's outcome over its trials (one a round).
 *
 * @param cell what was measured
 * @param status {@code measured}, {@code failed} (the driver or the route failed: see message) or
 *     {@code not served} (the gate refused the pair, or the provider has no resource for the data set)
 * @param message why it was not measured, or a warning about a measured cell; empty when none
 * @param trials the measured trials, in the order they ran; empty when not measured
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

  /** This result as failed, its trials dropped: a cell that fails in any round is not a row. */
  HttpResult failed(String why) {
    return new HttpResult(cell, "failed", why, List.of(), responseBodyBytes, null);
  }

  /** This result with its knee sweep. */
  HttpResult withKnee(HttpKnee k) {
    return new HttpResult(cell, "measured", message, trials, responseBodyBytes, k);
  }

  /** Requests over every trial. */
  public long requests() {
    return trials.stream().mapToLong(t -> t.load().requests()).sum();
  }

  /** Seconds measured over every trial. */
  public double seconds() {
    return trials.stream().mapToDouble(t -> t.load().seconds()).sum();
  }

  /** The trials that were not steady, as a short warning (each trial's own verdict is in the record), or empty. */
  String unsteady() {
    List<String> which = new ArrayList<>();
    for (HttpTrial t : trials) if (!"steady".equals(t.steadiness()) && !"unknown".equals(t.steadiness())) {
      which.add(t.steadiness() + " in round " + t.round());
    }
    return which.isEmpty() ? "" : which.size() + " of " + trials.size() + " trials not steady (" + String.join(", ", which)
        + ")";
  }
}
