package io.wirebench.check;

import java.nio.file.Path;

/**
 * What the user chose for a check; the row's JVM gets the same options.
 *
 * @param codecs the {@code --codecs} selection, or null for the matrix's default rows
 * @param corpus a directory of the user's own documents ({@code conformance --corpus}), or null
 * @param caseTimeoutSeconds the time bound of one case, or 0 for the matrix's own
 * @param heap the row JVM's heap bound ({@code -Xmx}), or null for the matrix's own
 * @param cases the {@code --cases} selection (case ids or regular expressions), or null for all
 * @param datasets the {@code --datasets} selection (ids or regular expressions, comma separated), for
 *     the matrices whose cases are data sets (interop), or null for the matrix's own
 * @param userDataSet the data set of the user's classes ({@code class:FQCN:PATH}, from {@code --class}),
 *     for the matrices that take them ({@link Matrix#userClasses}), or null; the row's JVM has the
 *     user's class path
 */
public record CheckOptions(String codecs, Path corpus, int caseTimeoutSeconds, String heap, String cases,
    String datasets, String userDataSet) {
  /** Every case, the matrix's own data sets. */
  public CheckOptions(String codecs, Path corpus, int caseTimeoutSeconds, String heap) {
    this(codecs, corpus, caseTimeoutSeconds, heap, null, null, null);
  }

  /** Without the user's classes. */
  public CheckOptions(String codecs, Path corpus, int caseTimeoutSeconds, String heap, String cases, String datasets) {
    this(codecs, corpus, caseTimeoutSeconds, heap, cases, datasets, null);
  }

  public static CheckOptions defaults() {
    return new CheckOptions(null, null, 0, null, null, null, null);
  }

  /** These options for only the given cases. */
  public CheckOptions withCases(String list) {
    return new CheckOptions(codecs, corpus, caseTimeoutSeconds, heap, list, datasets, userDataSet);
  }

  /** These options for only the given data sets. */
  public CheckOptions withDatasets(String list) {
    return new CheckOptions(codecs, corpus, caseTimeoutSeconds, heap, cases, list, userDataSet);
  }

  /** These options with the user's classes ({@code class:FQCN:PATH}), or without them for null. */
  public CheckOptions withUserDataSet(String id) {
    return new CheckOptions(codecs, corpus, caseTimeoutSeconds, heap, cases, datasets, id);
  }
}
