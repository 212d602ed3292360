package io.wirebench.core;

/** How a codec maps between Java values and the wire; each style is its own row, never mixed. */
public enum BindingStyle {
  /** Data binding of the shared model classes (or classes generated from a schema). */
  POJO("pojo"),
  /** Maps, lists, strings, numbers, booleans and null: the JSON data model in plain Java types. */
  UNTYPED("untyped"),
  /** The library's own tree model ({@code JsonNode}, {@code JsonElement}, ...). */
  TREE("tree"),
  /** Hand-written code over the library's streaming API: the fastest a person can write with it. */
  STREAMING("streaming"),
  /** Not a library: a control of the harness itself (pre-encoded bytes copied, fixed work). */
  CONTROL("control");

  private final String label;

  BindingStyle(String label) {
    this.label = label;
  }

  /** The lower-case name used in tables, filters and results. */
  public String label() {
    return label;
  }
}
