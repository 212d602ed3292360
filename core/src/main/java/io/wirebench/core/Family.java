package io.wirebench.core;

/** The kind of format a codec writes; codec modules are split along these lines. */
public enum Family {
  JSON, BINARY, SCHEMA, XML,
  /** Not a library: the harness's own controls (the baseline, fixed-work codecs with a known speed ratio). */
  CONTROL;

  /** Every family of real libraries: all but {@link #CONTROL}. */
  public static java.util.List<Family> libraries() {
    return java.util.List.of(JSON, BINARY, SCHEMA, XML);
  }

  /** The lower-case name used in tables and filters. */
  public String label() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
