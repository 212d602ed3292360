package io.wirebench.records.checks;

import java.util.List;

/**
 * One row of a matrix: a codec, or a library in one configuration. Each row runs in its own JVM.
 *
 * @param id stable id (a codec id, or {@code library:configuration})
 * @param library the library and its version, as run
 * @param config the configuration that produced the verdicts, in words
 * @param jvmArgs flags this row's JVM needs (a codec's own, such as --add-opens)
 * @param unavailable why the row cannot run here, or null
 */
public record Row(String id, String library, String config, List<String> jvmArgs, String unavailable) {
  public Row {
    jvmArgs = List.copyOf(jvmArgs);
  }

  /** The prefix of the configurations that are wirebench's own codecs ({@code kryo/wirebench:kryo}). */
  public static final String WIREBENCH = "wirebench:";

  /** Whether a row is one of wirebench's own configurations. */
  public static boolean wirebenchs(String rowId) {
    return rowId.contains("/" + WIREBENCH);
  }

  /** A row that can run, with no flags of its own. */
  public static Row of(String id, String library, String config) {
    return new Row(id, library, config, List.of(), null);
  }
}
