package io.wirebench.speed;

import io.wirebench.analysis.Cell;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecVariant;
import io.wirebench.core.Codecs;
import io.wirebench.harness.ForkClasspath;
import io.wirebench.harness.JvmInfo;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The variants of a run and where each runs: every codec on every JDK of the run
 * ({@code --jvm 17,25} makes {@code codec@jdk17} and {@code codec@jdk25}), each codec that names
 * a library version ({@code jackson-databind@2.8.5}) with that version resolved and put on its
 * forks' class path, and the class path of every fork ({@link ForkClasspath}: the codec's module
 * alone, not the union of all).
 */
final class Variants {
  private final List<Codec> codecs;
  private final Map<String, JvmInfo> jvms;
  private final Map<String, List<ForkClasspath.Artifact>> overrides;
  private final Map<String, Codec> byId = new HashMap<>();
  private final Map<String, List<Path>> classpaths = new HashMap<>();

  private Variants(List<Codec> codecs, Map<String, JvmInfo> jvms, Map<String, List<ForkClasspath.Artifact>> overrides) {
    this.codecs = List.copyOf(codecs);
    this.jvms = jvms;
    this.overrides = overrides;
    for (Codec c : codecs) byId.put(c.info().id(), c);
  }

  /**
   * The variants of a selection on the run's JVMs; resolves library versions (printing what it
   * resolved).
   *
   * @throws IllegalArgumentException for a version that cannot be resolved, a codec that names no
   *     Maven artifact, or a JDK label that is not one of the run's, naming it
   */
  static Variants of(List<Codec> selected, List<JvmInfo> runJvms, PrintWriter w) {
    Map<String, JvmInfo> jvms = JvmInfo.labelled(runJvms);
    List<Codec> onJvms = new ArrayList<>();
    for (Codec c : selected) {
      CodecVariant v = CodecVariant.parse(c.info().id());
      if (v.jvm() != null) {
        if (!jvms.containsKey(v.jvm())) {
          throw new IllegalArgumentException("codec " + v.id() + " names JDK " + v.jvm() + ", which is not one of this run's ("
              + String.join(", ", jvms.keySet()) + "); add it with --jvm");
        }
        onJvms.add(c);
      } else if (jvms.size() == 1) {
        onJvms.add(c);
      } else {
        for (String label : jvms.keySet()) {
          onJvms.add(Codecs.variant(Codecs.adapter(c), v.onJvm(label), v.version() == null ? null : c.info().version()));
        }
      }
    }
    Map<String, List<ForkClasspath.Artifact>> overrides = new LinkedHashMap<>();
    Map<String, LibraryVersions.Resolved> resolved = new HashMap<>();
    List<Codec> out = new ArrayList<>();
    for (Codec c : onJvms) {
      CodecVariant v = CodecVariant.parse(c.info().id());
      if (v.version() == null) {
        out.add(c);
        continue;
      }
      String artifact = c.info().artifact();
      if (artifact == null) {
        throw new IllegalArgumentException("codec " + v.base() + " does not name its library's Maven artifact, so "
            + "wirebench cannot run it against " + c.info().library() + " " + v.version() + "; 'wirebench list codecs "
            + "--verbose' names each codec's artifact");
      }
      String key = artifact + ":" + v.version();
      LibraryVersions.Resolved r = resolved.get(key);
      if (r == null) {
        w.println("resolving " + artifact + ":" + v.version() + " (local Maven repository, then Maven Central) ...");
        w.flush();
        r = LibraryVersions.resolve(artifact, v.version());
        resolved.put(key, r);
        w.println("  " + artifact + ":" + r.version() + " with " + (r.artifacts().size() - 1) + " runtime dependencies"
            + (r.artifacts().size() > 1 ? " (" + String.join(", ", r.artifacts().subList(1, r.artifacts().size()).stream()
                .map(a -> a.artifactId() + " " + a.version()).toList()) + ")" : ""));
      }
      CodecVariant concrete = v.withVersion(r.version());
      Codec variant = Codecs.variant(Codecs.adapter(c), concrete, r.version());
      overrides.put(concrete.id(), r.artifacts());
      out.add(variant);
    }
    return new Variants(out, jvms, overrides);
  }

  /** The codecs to gate and measure: variants included, versions resolved. */
  List<Codec> codecs() {
    return codecs;
  }

  /** The run's JVMs by label. */
  Map<String, JvmInfo> jvms() {
    return jvms;
  }

  /** The label of a JVM of the run. */
  String labelOf(JvmInfo j) {
    for (Map.Entry<String, JvmInfo> e : jvms.entrySet()) if (e.getValue().java().equals(j.java())) return e.getKey();
    return String.valueOf(j.feature());
  }

  /** One line on the JVMs of the run. */
  String describeJvms() {
    if (jvms.size() == 1) {
      JvmInfo j = jvms.values().iterator().next();
      return "JVM " + j.version() + " (" + j.vendor() + ")";
    }
    List<String> parts = new ArrayList<>();
    for (Map.Entry<String, JvmInfo> e : jvms.entrySet()) {
      parts.add("jdk" + e.getKey() + " = " + e.getValue().version() + " (" + e.getValue().vendor() + ")");
    }
    return "JVMs " + String.join(", ", parts) + ": every codec runs on each";
  }

  /** The JVM of a codec's forks. */
  JvmInfo jvmOf(Codec c) {
    String label = CodecVariant.parse(c.info().id()).jvm();
    return label == null ? jvms.values().iterator().next() : jvms.get(label);
  }

  /** The JDK label of a codec's forks when the run has several JDKs (else null). */
  String jvmLabel(Codec c) {
    return CodecVariant.parse(c.info().id()).jvm();
  }

  /** Whether a codec is sized here: not a copy of another on a later JDK of the run. */
  boolean sizedHere(Codec c) {
    String label = jvmLabel(c);
    return label == null || label.equals(jvms.keySet().iterator().next());
  }

  /** Where the gate runs a codec: in a child JVM when it runs another library version or cannot run here. */
  Gate.Fork gateFork(Codec c, List<String> extraFlags) {
    return gateFork(c, extraFlags, false);
  }

  /**
   * As above; with {@code userClasses} (a data set of the user's classes) every codec is gated in a
   * child with its forks' class path, where the system class loader has the user's classes as in
   * the forks (this JVM loads them through a class loader of their own, which some libraries, such
   * as Java serialization, do not look in).
   */
  Gate.Fork gateFork(Codec c, List<String> extraFlags, boolean userClasses) {
    JvmInfo j = jvmOf(c);
    List<String> flags = CellRunner.commonFlags(j, extraFlags);
    String id = c.info().id();
    if (overrides.containsKey(id)) return new Gate.Fork(j, flags, classpathOf(id), true);
    if (userClasses) return new Gate.Fork(j, flags, classpathOf(id), true, "with your classes on its class path, as its forks have them");
    if (Gate.Fork.isThisJvm(j)) return null;
    return new Gate.Fork(j, flags, classpathOf(id), false);
  }

  /** The JVM and class path of a cell's forks. */
  CellRunner.ForkEnv forkEnv(Cell cell) {
    Codec c = byId.get(cell.codec());
    if (c == null) throw new IllegalStateException("codec " + cell.codec() + " is not in this run");
    List<Path> cp = cell.op().direct() ? ForkClasspath.direct() : classpathOf(cell.codec());
    return new CellRunner.ForkEnv(jvmOf(c), cp);
  }

  /** The class path of a codec's forks, as file paths (recorded in run.json). */
  List<String> classpathOf(Codec c) {
    try {
      return classpathOf(c.info().id()).stream().map(Path::toString).toList();
    } catch (IllegalStateException e) {
      return List.of();
    }
  }

  private synchronized List<Path> classpathOf(String id) {
    List<Path> cp = classpaths.get(id);
    if (cp == null) {
      cp = ForkClasspath.of(byId.get(id), overrides.getOrDefault(id, List.of()));
      classpaths.put(id, cp);
    }
    return cp;
  }
}
