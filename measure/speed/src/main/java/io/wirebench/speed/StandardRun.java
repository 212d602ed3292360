package io.wirebench.speed;

import java.util.List;

/**
 * What {@code wirebench run} measures when it is not told: the standard JSON matrix on one data
 * set, so that the first run ends in about three minutes, and the command for the rest.
 */
public final class StandardRun {
  /** The standard JSON matrix: the libraries most teams choose between, measured by default. */
  public static final List<String> CODECS = List.of("jackson-databind", "jackson-blackbird", "jackson-jr", "gson",
      "moshi", "dsl-json", "fastjson2", "avaje-jsonb");
  /** Data sets of a run that names codecs but no data sets. */
  public static final List<String> DEFAULT_DATASETS = List.of("dbdata", "measurements-1k");
  /**
   * Data sets of the default run. On two cores a JIT takes 3 to 8 seconds to finish compiling a
   * reader, so a cell needs about 8 seconds to be measured well, and three minutes hold 18 such
   * cells: the standard codecs on one data set.
   */
  public static final List<String> DATASETS = List.of("dbdata");
  /** The harness's ceiling, added to every run: writes pre-encoded JSON bytes and reads them by copying. */
  public static final String BASELINE = "baseline";

  private StandardRun() {}
}
