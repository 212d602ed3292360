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
 */
public record CheckOptions(String codecs, Path corpus, int caseTimeoutSeconds, String heap, String cases,
    String datasets) {
  /** Every case, the matrix's own data sets. */
  public CheckOptions(String codecs, Path corpus, int caseTimeoutSeconds, String heap) {
    this(codecs, corpus, caseTimeoutSeconds, heap, null, null);
  }

  public static CheckOptions defaults() {
    return new CheckOptions(null, null, 0, null, null, null);
  }

  /** These options for only the given cases. */
  public CheckOptions withCases(String list) {
    return new CheckOptions(codecs, corpus, caseTimeoutSeconds, heap, list, datasets);
  }

  /** These options for only the given data sets. */
  public CheckOptions withDatasets(String list) {
    return new CheckOptions(codecs, corpus, caseTimeoutSeconds, heap, cases, list);
  }
}
