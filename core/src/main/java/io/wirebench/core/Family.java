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

  /** The family a filter names ({@code json}, {@code JSON}), or null when the name is none. */
  public static Family byLabel(String name) {
    for (Family f : values()) {
      if (f.label().equalsIgnoreCase(name)) return f;
    }
    return null;
  }

  /** The lower-case name used in tables and filters. */
  public String label() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
