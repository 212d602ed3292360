package io.wirebench.core;

import java.util.regex.Pattern;

/**
 * A codec as a run measures it when one adapter runs in several setups side by side:
 * {@code jackson-databind@2.8.5} (the same adapter against another version of its library),
 * {@code jackson-databind@jdk25} (on another JDK of the run), or both
 * ({@code jackson-databind@2.8.5@jdk25}). Each variant is a row of its own in the tables and in
 * run.json, and its forks get their own class path and JVM.
 *
 * @param base the codec's own id (compression variants included: {@code jackson-databind+gzip})
 * @param version the library version to run, or null for the one wirebench was built with
 * @param jvm the label of the JDK to run on ({@code 25}, or a full version when two JDKs of one
 *     feature release are in a run), or null for the run's only (or first) JDK
 */
public record CodecVariant(String base, String version, String jvm) {
  /** Marks a JDK label among the parts after {@code @}. */
  public static final String JDK = "jdk";
  private static final Pattern JDK_PART = Pattern.compile("jdk[0-9][0-9A-Za-z.+_-]*");
  private static final Pattern VERSION_PART = Pattern.compile("[0-9A-Za-z][0-9A-Za-z.+_-]*");

  /** The plain codec {@code id}: no version, no JDK. */
  public static CodecVariant of(String id) {
    return new CodecVariant(id, null, null);
  }

  /**
   * Reads {@code base[@VERSION][@jdkLABEL]}.
   *
   * @throws BadInputException naming the id when a part is empty, repeated or not a version
   */
  public static CodecVariant parse(String id) {
    String[] parts = id.split("@", -1);
    String version = null;
    String jvm = null;
    for (int i = 1; i < parts.length; i++) {
      String p = parts[i];
      if (JDK_PART.matcher(p).matches()) {
        if (jvm != null) throw bad(id, "names two JDKs");
        jvm = p.substring(JDK.length());
      } else if (VERSION_PART.matcher(p).matches()) {
        if (version != null) throw bad(id, "names two library versions");
        version = p;
      } else {
        throw bad(id, "has an empty or malformed part '" + p + "'");
      }
    }
    if (parts[0].isEmpty()) throw bad(id, "names no codec before '@'");
    return new CodecVariant(parts[0], version, jvm);
  }

  private static BadInputException bad(String id, String what) {
    return new BadInputException("codec " + id + " " + what + "; write CODEC@VERSION (e.g. jackson-databind@2.8.5), "
        + "CODEC@latest, or CODEC@jdkN for a JDK of the run (--jvm 17,25)");
  }

  /** Whether this is more than the plain codec. */
  public boolean isVariant() {
    return version != null || jvm != null;
  }

  /** The id: {@code base[@VERSION][@jdkLABEL]}. */
  public String id() {
    return base + (version == null ? "" : "@" + version) + (jvm == null ? "" : "@" + JDK + jvm);
  }

  /** This variant on another JDK (null: the run's first). */
  public CodecVariant onJvm(String label) {
    return new CodecVariant(base, version, label);
  }

  /** This variant with another library version (null: the one wirebench was built with). */
  public CodecVariant withVersion(String v) {
    return new CodecVariant(base, v, jvm);
  }

  /** The id without the JDK: what is compared across the JDKs of a run. */
  public String withoutJvm() {
    return onJvm(null).id();
  }
}
