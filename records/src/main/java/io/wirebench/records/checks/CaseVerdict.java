package io.wirebench.records.checks;

/**
 * The verdict of one case on one row, as checks.json stores it.
 *
 * @param row the row's id
 * @param caseId the case's id
 * @param outcome what happened
 * @param detail what came back, how it was done, or the error's message (short)
 * @param error the class of the exception or error thrown, or null
 * @param millis wall time of the case in its JVM, or -1 when it never finished
 * @param peakHeapBytes the heap's peak use during the case (all heap pools), or -1 when unknown
 */
public record CaseVerdict(String row, String caseId, Outcome outcome, String detail, String error, long millis,
    long peakHeapBytes) {

  /** A verdict the parent gives without a result from the row's JVM (a crash, a time-out). */
  public static CaseVerdict without(String row, String caseId, Outcome outcome, String detail, long millis) {
    return new CaseVerdict(row, caseId, outcome, detail, null, millis, -1);
  }
}
