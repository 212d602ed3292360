package io.wirebench.check;

import io.wirebench.records.checks.Outcome;

/**
 * What one case returned in the row's JVM, before the runner adds its time and memory. Throwing
 * from {@link Matrix.Subject#run} is also a result: the runner turns it into
 * {@link Outcome#REJECTED}, {@link Outcome#CRASHED} or {@link Outcome#OUT_OF_MEMORY}.
 */
public record Result(Outcome outcome, String detail) {
  public static Result of(Outcome outcome, String detail) {
    return new Result(outcome, detail);
  }

  public static Result accepted(String whatCameBack) {
    return new Result(Outcome.ACCEPTED, whatCameBack);
  }

  public static Result notApplicable(String why) {
    return new Result(Outcome.NOT_APPLICABLE, why);
  }
}
