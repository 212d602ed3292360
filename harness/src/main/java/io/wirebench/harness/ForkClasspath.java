package io.wirebench.harness;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.CompressedCodec;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;

/**
 * The class path of a benchmark fork: the harness (core, the fork module, records, JMH) and the codec's own module
 * with the jars Maven resolved for that module alone, not the union of every module the CLI
 * carries. Two codec modules may then need different versions of one library, and a codec can be
 * run against another version of its library ({@code codec@VERSION}) by putting those jars first
 * and leaving the module's own version of them out.
 *
 * <p>Each module records its runtime class path at build time in
 * {@code META-INF/wirebench/classpath.txt} (the root pom's {@code record-classpath} execution of
 * maven-dependency-plugin: absolute paths, normally in the local Maven repository). A recorded
 * entry that no longer exists (a moved clone) is looked up by file name among this JVM's class
 * path; one that cannot be found is an error that says to rebuild.
 */
public final class ForkClasspath {
  /** Where a module's recorded class path is, inside its jar or classes directory. */
  public static final String RECORD = "META-INF/wirebench/classpath.txt";

  /**
   * A library version to put on a fork's class path in place of the module's own.
   *
   * @param groupId Maven group
   * @param artifactId Maven artifact
   * @param version the version resolved
   * @param file the jar
   */
  public record Artifact(String groupId, String artifactId, String version, Path file) {}

  private ForkClasspath() {}

  /** The class path of a fork timing {@code codec} (a variant or a compressed codec: its adapter's module). */
  public static List<Path> of(Codec codec) {
    return of(codec, List.of());
  }

  /**
   * The class path of a fork timing {@code codec} with {@code overrides} first, and every jar of
   * the same group and artifact as an override left out.
   */
  public static List<Path> of(Codec codec, List<Artifact> overrides) {
    Codec adapter = adapterOf(codec);
    Path module = locationOf(adapter.getClass());
    return assemble(module, overrides);
  }

  /** Where a module's dependency tree is recorded (the root pom's {@code record-dependency-tree}). */
  public static final String TREE = "META-INF/wirebench/dependency-tree.txt";

  /**
   * A codec's footprint: the jars of its library ({@link io.wirebench.core.CodecInfo#artifact}) and
   * of everything that library pulls in, from its module's recorded dependency tree (verbose, so
   * that a library shared with another dependency, listed once by Maven and "omitted for
   * duplicate" elsewhere, is charged to both), found on the fork's class path. A codec without an
   * artifact (wirebench's own formats and controls) counts its adapter module alone.
   *
   * @param entries those jars, in class-path order
   * @param bytes their size on disk
   * @param of what was counted: the library's {@code groupId:artifactId}, or the module
   */
  public record Footprint(List<Path> entries, long bytes, String of) {
    /** The footprint as one short phrase: {@code 3 jars, 2.4 MB}. */
    public String label() {
      return entries.size() + (entries.size() == 1 ? " jar, " : " jars, ")
          + String.format(java.util.Locale.ROOT, "%.1f MB", bytes / 1e6);
    }
  }

  /** The jars {@code codec}'s library brings to its forks, with their size. */
  public static Footprint footprint(Codec codec) {
    Codec adapter = adapterOf(codec);
    Path module = locationOf(adapter.getClass());
    String artifact = adapter.info().artifact();
    Set<String> keys = artifact == null ? Set.of() : closure(module, artifact);
    List<Path> own = new ArrayList<>();
    if (keys.isEmpty()) {
      own.add(module);
    } else {
      for (Path p : of(codec)) if (keys.contains(artifactKey(p))) own.add(p);
    }
    long bytes = 0;
    for (Path p : own) bytes += sizeOf(p);
    return new Footprint(List.copyOf(own), bytes, keys.isEmpty() ? "module" : artifact);
  }

  /** One line of a recorded tree: its depth, {@code groupId:artifactId}, and whether Maven omitted it there. */
  private record TreeNode(int level, String key, boolean omitted) {}

  /**
   * The {@code groupId:artifactId} of {@code artifact} and of everything under it in a module's
   * recorded tree ({@code +- g:a:jar:v:scope} lines, three more characters of indent a level); a
   * node Maven omitted as a duplicate brings what is under its first full occurrence. Empty when
   * the module has no tree or the artifact is not in it.
   */
  static Set<String> closure(Path module, String artifact) {
    String text;
    try {
      text = readEntry(module, TREE);
    } catch (IOException e) {
      return Set.of();
    }
    if (text == null) return Set.of();
    List<TreeNode> nodes = new ArrayList<>();
    for (String line : text.split("\\r?\\n")) {
      int at = 0;
      while (at < line.length() && "|+-\\ ".indexOf(line.charAt(at)) >= 0) at++;
      if (at >= line.length()) continue;
      String rest = line.substring(at).trim();
      boolean omitted = rest.startsWith("(");
      String[] gav = rest.replace("(", "").split("[: ]");
      if (gav.length < 4) continue;
      nodes.add(new TreeNode(at / 3, gav[0] + ":" + gav[1], omitted));
    }
    if (nodes.stream().noneMatch(n -> n.key().equals(artifact))) return Set.of();
    Set<String> out = new LinkedHashSet<>();
    addUnder(nodes, artifact, out);
    return out;
  }

  private static void addUnder(List<TreeNode> nodes, String key, Set<String> out) {
    if (!out.add(key)) return;
    for (int i = 0; i < nodes.size(); i++) {
      TreeNode n = nodes.get(i);
      if (n.omitted() || !n.key().equals(key)) continue;
      for (int j = i + 1; j < nodes.size() && nodes.get(j).level() > n.level(); j++) {
        addUnder(nodes, nodes.get(j).key(), out);
      }
      return;
    }
  }

  /**
   * A class-path entry's {@code groupId:artifactId}, from its place in a Maven repository
   * ({@code .../repository/com/google/code/gson/gson/2.15.0/gson-2.15.0.jar}), or null elsewhere.
   */
  static String artifactKey(Path p) {
    String s = p.toString().replace(File.separatorChar, '/');
    int repo = s.indexOf("/repository/");
    if (repo < 0) return null;
    String[] parts = s.substring(repo + "/repository/".length()).split("/");
    if (parts.length < 4) return null;
    String group = String.join(".", java.util.Arrays.copyOfRange(parts, 0, parts.length - 3));
    return group + ":" + parts[parts.length - 3];
  }

  /** {@link #footprint}'s label, or why it cannot be told (a module built without its recorded class path). */
  public static String footprintLabel(Codec codec) {
    try {
      return footprint(codec).label();
    } catch (IllegalStateException e) {
      return "unknown: " + e.getMessage();
    }
  }

  private static long sizeOf(Path p) {
    try {
      if (!Files.isDirectory(p)) return Files.size(p);
      try (var files = Files.walk(p)) {
        return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
      }
    } catch (IOException e) {
      return 0;
    }
  }

  /** The class path of a fork running the fork module's direct-call benchmarks (its jar and the libraries it calls). */
  public static List<Path> direct() {
    return assemble(forkModule(), List.of());
  }

  /** The fork module's jar (or classes folder), where this JVM loaded it. */
  private static Path forkModule() {
    return located(FORK_MARKER, "wirebench-fork");
  }

  /**
   * Where this JVM loaded a class of a module above the harness, found by name (the harness cannot
   * depend on it); a JVM without it cannot start a fork, and says so.
   */
  private static Path located(String className, String module) {
    try {
      return locationOf(Class.forName(className, false, ForkClasspath.class.getClassLoader()));
    } catch (ClassNotFoundException | LinkageError e) {
      throw new IllegalStateException("the module " + module + " (class " + className + ") is not on this JVM's "
          + "class path; a speed run and a cold start need it", e);
    }
  }

  private static List<Path> assemble(Path module, List<Artifact> overrides) {
    Set<Path> cp = new LinkedHashSet<>();
    for (Artifact a : overrides) cp.add(a.file());
    cp.add(module);
    for (Path p : recorded(module)) {
      if (!harness(p)) cp.add(p);
    }
    cp.addAll(base());
    // the user's own classes last: the codec's library wins over a copy of it among the user's jars
    cp.addAll(io.wirebench.core.UserClasses.entries());
    List<Path> out = new ArrayList<>();
    for (Path p : cp) {
      if (!overrides.isEmpty() && overriddenBy(p, overrides) && !isOverride(p, overrides)) continue;
      out.add(p);
    }
    return out;
  }

  private static boolean isOverride(Path p, List<Artifact> overrides) {
    for (Artifact a : overrides) if (a.file().equals(p)) return true;
    return false;
  }

  /** Whether a jar is another version of one of the overrides' artifacts. */
  static boolean overriddenBy(Path jar, List<Artifact> overrides) {
    String path = jar.toString().replace(File.separatorChar, '/');
    String name = jar.getFileName() == null ? "" : jar.getFileName().toString();
    for (Artifact a : overrides) {
      String repoDir = "/" + a.groupId().replace('.', '/') + "/" + a.artifactId() + "/";
      if (path.contains(repoDir)) return true;
      if (name.startsWith(a.artifactId() + "-") && name.length() > a.artifactId().length() + 1
          && Character.isDigit(name.charAt(a.artifactId().length() + 1))) {
        return true;
      }
    }
    return false;
  }

  /** The harness's own jars as a module records them; {@link #base} has them where this JVM loaded them. */
  private static boolean harness(Path p) {
    String n = p.getFileName() == null ? "" : p.getFileName().toString();
    for (String module : FORK_MODULES) {
      if (n.startsWith(module + "-")) return true;
    }
    return false;
  }

  /** wirebench's own modules in every fork: the core SPI, the fork's code and the words it uses. */
  static final List<String> FORK_MODULES = List.of("wirebench-core", "wirebench-fork", "wirebench-records",
      "wirebench-analysis");

  /**
   * The class that marks the fork module (measure/fork: the JMH benchmarks and the cold-start child),
   * by name: the harness sits below the measuring modules and finds the fork's jar where this JVM
   * loaded it.
   */
  static final String FORK_MARKER = "io.wirebench.fork.CodecState";

  /** Every fork's part: the fork module, records, core and their libraries, and JMH with what it needs. */
  static List<Path> base() {
    Set<Path> base = new LinkedHashSet<>();
    base.add(forkModule());
    // the record's words (Operation) with which the fork's benchmarks name their operation, and the
    // analysis by which a fork stops itself (ForkStop), found by name as the fork module is
    base.add(locationOf(io.wirebench.records.Operation.class));
    base.add(located("io.wirebench.analysis.ForkStop", "wirebench-analysis"));
    Path core = locationOf(Codec.class);
    base.add(core);
    for (Path p : recorded(core)) {
      if (!harness(p)) base.add(p);
    }
    for (String cls : List.of("org.openjdk.jmh.runner.Runner", "joptsimple.OptionParser",
        "org.apache.commons.math3.util.FastMath", "org.slf4j.nop.NOPServiceProvider", "org.slf4j.LoggerFactory")) {
      try {
        base.add(locationOf(Class.forName(cls, false, ForkClasspath.class.getClassLoader())));
      } catch (ClassNotFoundException | LinkageError e) {
        // slf4j is there only when the CLI carries it (it silences Avro's and Thrift's logging)
      }
    }
    return new ArrayList<>(base);
  }

  /** The codec whose module a fork needs: a variant's or a compressed codec's adapter. */
  static Codec adapterOf(Codec codec) {
    Codec c = Codecs.adapter(codec);
    while (c instanceof CompressedCodec cc) c = Codecs.adapter(cc.base());
    return c;
  }

  /** The jar or classes directory a class was loaded from. */
  public static Path locationOf(Class<?> c) {
    CodeSource cs = c.getProtectionDomain().getCodeSource();
    if (cs == null || cs.getLocation() == null) {
      throw new IllegalStateException("cannot tell where " + c.getName() + " was loaded from");
    }
    try {
      return Path.of(cs.getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot tell where " + c.getName() + " was loaded from: " + e.getMessage());
    }
  }

  /**
   * A module's recorded class path, each entry checked: one that no longer exists is looked up by
   * file name among this JVM's class path.
   *
   * @throws IllegalStateException when the module has no record, or an entry cannot be found
   */
  static List<Path> recorded(Path module) {
    String text;
    try {
      text = readRecord(module);
    } catch (IOException e) {
      throw new IllegalStateException("cannot read " + RECORD + " of " + module + ": " + e.getMessage());
    }
    if (text == null) {
      throw new IllegalStateException(module + " has no " + RECORD + " (it was built before wirebench recorded "
          + "class paths); rebuild with 'mvn -B -DskipTests install'");
    }
    List<Path> out = new ArrayList<>();
    for (String entry : text.strip().split(File.pathSeparator)) {
      if (entry.isBlank()) continue;
      Path p = Path.of(entry.strip());
      if (!Files.exists(p)) {
        Path here = byName().get(p.getFileName().toString());
        if (here == null) {
          throw new IllegalStateException(module + " was built with " + p + ", which is gone; rebuild with "
              + "'mvn -B -DskipTests install'");
        }
        p = here;
      }
      out.add(p);
    }
    return out;
  }

  private static String readRecord(Path module) throws IOException {
    return readEntry(module, RECORD);
  }

  private static String readEntry(Path module, String name) throws IOException {
    if (Files.isDirectory(module)) {
      Path f = module.resolve(name);
      return Files.isRegularFile(f) ? Files.readString(f, StandardCharsets.UTF_8) : null;
    }
    try (JarFile jar = new JarFile(module.toFile())) {
      ZipEntry e = jar.getEntry(name);
      if (e == null) return null;
      try (InputStream in = jar.getInputStream(e)) {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
    }
  }

  private static volatile Map<String, Path> byName;

  /** This JVM's class path by file name, jar manifests' Class-Path followed (the CLI's and Surefire's). */
  private static Map<String, Path> byName() {
    Map<String, Path> m = byName;
    if (m != null) return m;
    m = new LinkedHashMap<>();
    for (Path p : expanded(System.getProperty("java.class.path"))) {
      if (p.getFileName() != null) m.putIfAbsent(p.getFileName().toString(), p);
    }
    byName = m;
    return m;
  }

  /** A class path with every jar's manifest Class-Path followed. */
  static List<Path> expanded(String classpath) {
    List<Path> out = new ArrayList<>();
    for (String e : classpath.split(File.pathSeparator)) {
      if (!e.isBlank()) follow(Path.of(e).toAbsolutePath().normalize(), out);
    }
    return out;
  }

  private static void follow(Path p, List<Path> out) {
    if (out.contains(p) || !Files.exists(p)) return;
    out.add(p);
    if (!Files.isRegularFile(p) || !p.toString().endsWith(".jar")) return;
    try (JarFile jar = new JarFile(p.toFile())) {
      Manifest mf = jar.getManifest();
      String cp = mf == null ? null : mf.getMainAttributes().getValue("Class-Path");
      if (cp == null) return;
      for (String rel : cp.trim().split("\\s+")) {
        if (rel.isBlank()) continue;
        try {
          Path q = rel.startsWith("file:") ? Path.of(java.net.URI.create(rel)) : p.getParent().resolve(rel);
          follow(q.toAbsolutePath().normalize(), out);
        } catch (IllegalArgumentException ignored) {
          // an entry that is no path
        }
      }
    } catch (IOException ignored) {
      // not a jar after all
    }
  }

  /** A class path as the {@code -cp} value. */
  public static String join(List<Path> cp) {
    List<String> s = new ArrayList<>();
    for (Path p : cp) s.add(p.toString());
    return String.join(File.pathSeparator, s);
  }
}
