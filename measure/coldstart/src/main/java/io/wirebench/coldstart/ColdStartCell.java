package io.wirebench.coldstart;

import java.util.Locale;

/**
 * One row of {@code wirebench coldstart}: a codec's first use on a data set, in a plain JVM or
 * with a class-data-sharing archive made for it.
 */
public record ColdStartCell(String codec, String dataset, Mode mode) {

  /** How the JVM starts. */
  public enum Mode {
    /** The JDK's default: its own CDS archive of JDK classes, none for the library's. */
    PLAIN,
    /**
     * With a dynamic AppCDS archive made for this codec and data set by one training run
     * ({@code -XX:ArchiveClassesAtExit}), then used by every sample ({@code -XX:SharedArchiveFile}):
     * the usual fix for a slow start, since the library's classes then load already parsed and verified.
     */
    APPCDS;

    public String label() {
      return this == PLAIN ? "jvm" : "appcds";
    }
  }

  /** {@code coldstart/jvm/jackson-databind/person}. */
  public String key() {
    return "coldstart/" + mode.label() + "/" + codec + "/" + dataset;
  }

  /** As progress lines print it. */
  public String label() {
    return String.format(Locale.ROOT, "%s · %s%s", codec, dataset, mode == Mode.APPCDS ? " · AppCDS" : "");
  }
}
