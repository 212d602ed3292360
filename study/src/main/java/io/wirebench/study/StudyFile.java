package io.wirebench.study;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * A study as its file states it (docs/studies.md): a question, the steps that measure it (each one
 * wirebench command), and optionally the figures an author published, each tied to a measured cell.
 * Keys are written in snake_case; every key this record does not name is refused with its line.
 *
 * @param study the study's name (the result directory's name starts with it)
 * @param question the question the study answers, in a sentence
 * @param source where the question and the published figures come from
 * @param timeHere how long the study takes on a named machine, or "not yet measured"
 * @param profile the speed steps' profile ({@code quick}, {@code full}); a step may name its own
 * @param settings fixed forks and iterations for the speed steps (a smaller run than the profile)
 * @param classes the user's classes, given to every step whose command takes them
 * @param tolerance relative tolerance of a published ratio (0.2: ±20%); a table may name its own
 * @param failOnRegression {@code --against}'s threshold for {@code compare} (e.g. {@code 5%})
 * @param steps the measurements, each one wirebench command in a sub-directory of its own
 * @param published the published tables, each compared with the measured cells by ratios
 */
public record StudyFile(Word study, String question, String source, String timeHere, String profile,
    Settings settings, Classes classes, Double tolerance, String failOnRegression, List<Step> steps,
    List<Table> published) {

  /** The tolerance of a published ratio when neither the study nor its table states one: ±20%. */
  public static final double DEFAULT_TOLERANCE = 0.2;

  /** Every table's list, never null. */
  public List<Table> tables() {
    return published == null ? List.of() : published;
  }

  /**
   * Fixed forks and iterations, as {@code run}'s options of the same names take them.
   *
   * @param timeBudget {@code --time-budget} (e.g. {@code 10m})
   */
  public record Settings(Integer forks, Integer warmupIterations, Integer iterations, Integer iterationMs,
      String timeBudget) {}

  /**
   * The user's classes ({@code --classpath}, {@code --class}, {@code --data}); paths relative to
   * the study file's directory.
   */
  public record Classes(List<Word> classpath, @JsonProperty("class") Word className, Word data) {}

  /**
   * One measurement: a wirebench command with its selection, run into its own directory.
   *
   * @param name the step's directory under the study's result directory
   * @param command {@code run}, {@code files}, {@code sizes}, {@code memory}, {@code http},
   *     {@code check}, {@code overhead} or {@code selfcheck}
   * @param matrix {@code check}'s matrix ({@code hostile}, ...)
   * @param codecs codec ids as {@code --codecs} takes them ({@code @VERSION}, {@code @jdkN} included)
   * @param jvm the JDKs ({@code --jvm}); a codec's {@code @jdkN} names one of them
   * @param ops operations ({@code http}: its methods)
   * @param options further options of the command, as typed (e.g. {@code [--heap, 3g]})
   * @param unsupported why this step cannot be measured yet: it is planned and reported, never run
   * @param note a sentence for the report
   */
  public record Step(Word name, Word command, String matrix, List<Word> codecs, List<String> datasets,
      List<String> ops, List<String> targets, List<String> jvm, String profile, Settings settings,
      List<String> options, String unsupported, String note) {}

  /**
   * A published table: values of one metric, and the measured cells they compare with.
   *
   * @param table its name, as the source names it
   * @param step the step that measured its cells (a row may name another)
   * @param metric the measured metric ({@code throughput}, {@code timePerOp}, {@code payloadRatio},
   *     {@code requestsPerSecond}, {@code raw}, ... or {@code encodedBytes}); see docs/results-format.md
   * @param unit the published values' unit (all rows share it: only their ratios are compared)
   * @param reference the row every ratio is taken to, on both sides; none: the values are already
   *     ratios (to the payload, say) and are compared as they are
   * @param dataset the data set of every row's cell that does not name its own (likewise {@code op} and
   *     {@code target})
   */
  public record Table(Word table, String source, Word step, String metric, String unit, Word reference,
      Double tolerance, String dataset, String op, String target, List<Row> rows, String note) {}

  /**
   * One published figure and the measured cell it compares with.
   *
   * @param value the published value, in the table's unit
   * @param ratio a qualitative claim as a range of ratios to the reference row ({@code [5, 20]})
   * @param unsupported why no measured cell can stand for it (its verdict is "cannot tell")
   */
  public record Row(Word name, Double value, List<Double> ratio, Word codec, String dataset, String op,
      String target, Word step, String unsupported, String note) {}
}
