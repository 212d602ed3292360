package io.wirebench.check;

import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.util.List;

/**
 * A trust matrix: rows (codecs or library configurations) by cases (inputs or questions), one
 * {@link CaseVerdict} per cell. Found with {@link java.util.ServiceLoader} (list the class in
 * {@code META-INF/services/io.wirebench.check.Matrix}); the public no-arg constructor does no work.
 *
 * <p>{@link #rows} and {@link #cases} run in wirebench's JVM; {@link #open} and
 * {@link Subject#run} run in the row's own JVM (a child process with the matrix's time and heap
 * bounds), so a crash, a runaway or an exhausted heap costs one case, never the check. Both sides
 * must build the same cases from the same options.
 */
public interface Matrix {
  /** The name on the command line ({@code wirebench check NAME}). */
  String name();

  /** One line: what the matrix asks. */
  String description();

  /** The rows the options select, in print order; rows that cannot run carry their reason. */
  List<Row> rows(CheckOptions options);

  /** The cases, in print order. */
  List<Case> cases(CheckOptions options);

  /**
   * Whether a case applies to a row (a MessagePack input to a MessagePack reader, not to a JSON
   * reader). Runs in wirebench's JVM; a case that does not apply gets no verdict and no time, and
   * tables leave its cell blank. The default: every case applies to every row.
   */
  default boolean applies(Row row, Case c) {
    return true;
  }

  /**
   * Prepares one row in its JVM (binds the codec, configures the library). Throwing here makes
   * every case of the row {@link Outcome#UNAVAILABLE} with the reason.
   */
  Subject open(String rowId, CheckOptions options) throws Exception;

  /** Whether the matrix reads {@code --datasets LIST} (its cases are data sets). */
  default boolean usesDatasets() {
    return false;
  }

  /**
   * Why the matrix has no meaning for the user's own classes ({@code --class}), or null when it
   * takes them ({@link CheckOptions#userDataSet}). The default: it does not.
   */
  default String userClasses() {
    return "its rows and cases use no data set, so a class of yours has no part in it";
  }

  /** Whether the matrix reads {@code --corpus DIR} (a directory of the user's own documents). */
  default boolean usesCorpus() {
    return false;
  }

  /**
   * The command's exit code for these verdicts: 0 by default; 1 where a verdict means wirebench
   * itself is wrong (its own configuration instantiating a canary, say).
   */
  default int exitCode(CheckReport report) {
    return 0;
  }

  /** The bounds of one case and of the row's JVM. */
  default Bounds bounds() {
    return Bounds.DEFAULT;
  }

  /** One row, opened in its JVM. */
  @FunctionalInterface
  interface Subject {
    /** Runs one case; an exception or error thrown is the case's outcome too. */
    Result run(Case c) throws Exception;

    /**
     * Builds what the case needs (a hostile input, say) before its clock starts; its memory is
     * still counted in the case's peak heap. An exception here makes the case
     * {@link Outcome#NOT_APPLICABLE}: the input, not the row, failed.
     */
    default void prepare(Case c) throws Exception {
    }
  }

  /**
   * @param caseTimeoutSeconds the wall time one case may take before its JVM is killed
   * @param heap the row JVM's {@code -Xmx}
   */
  record Bounds(int caseTimeoutSeconds, String heap) {
    public static final Bounds DEFAULT = new Bounds(20, "1g");
  }
}
