package io.wirebench.core;

import java.util.Locale;

/**
 * Where a value is written to or read from. {@link #WRITER} is write-only and {@link #READER}
 * read-only; text targets are offered by text formats only.
 */
public enum Target {
  STRING(true, true, true),
  WRITER(true, true, false),
  READER(true, false, true),
  STREAM(false, true, true),
  BYTES(false, true, true),
  FILE(false, true, true);

  private final boolean text;
  private final boolean write;
  private final boolean read;

  Target(boolean text, boolean write, boolean read) {
    this.text = text;
    this.write = write;
    this.read = read;
  }

  /** True for targets that hold characters, which only text formats can use. */
  public boolean isText() { return text; }
  /** True when a value can be written to this target. */
  public boolean canWrite() { return write; }
  /** True when a value can be read from this target. */
  public boolean canRead() { return read; }

  /** The lower-case name used on the command line and in results. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
