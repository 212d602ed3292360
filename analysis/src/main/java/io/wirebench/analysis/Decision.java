package io.wirebench.analysis;

import java.util.List;

/**
 * One question a run's record answers, decided once: the codecs the answer names, those it cannot
 * tell from them, and the answer's text as every output prints it. Outputs render {@link #line};
 * {@code compare} compares {@link #names} and {@link #ties}, never the text.
 *
 * @param scope what the question is about: a data set ({@code dbdata}), a matrix ({@code the hostile
 *     matrix}), or null for the whole run
 * @param question {@code fastest writer}, {@code smallest gzipped}, {@code get, requests per second
 *     (higher is better)}; null for a note that answers nothing ({@code (speed on 2 threads, ...)})
 * @param answer the text after the question: the names with their figures
 * @param names the codecs the answer names: the winner, every codec of a tie at one size, a front's
 *     codecs, or the rows of a check's line; empty for a note
 * @param ties the codecs the winner cannot be told from (intervals, Welch's test)
 */
public record Decision(String scope, String question, String answer, List<String> names, List<String> ties) {

  public Decision {
    names = List.copyOf(names);
    ties = List.copyOf(ties);
  }

  /** A note under a scope's answers that decides nothing. */
  public static Decision note(String scope, String text) {
    return new Decision(scope, null, text, List.of(), List.of());
  }

  /** The line every output prints: {@code question: answer}, or the note. */
  public String line() {
    return question == null ? answer : question + ": " + answer;
  }

  /** The names in a few words, as {@code compare} says what changed: {@code fastjson2 (a tie with dsl-json)}. */
  public String who() {
    return (names.isEmpty() ? "none" : String.join(", ", names))
        + (ties.isEmpty() ? "" : " (a tie with " + String.join(", ", ties) + ")");
  }
}
