package io.wirebench.harness;

import io.wirebench.records.RunRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The JVM that runs the benchmark forks: this one, or another JDK given with {@code --jvm}.
 *
 * @param java path of the {@code java} executable
 * @param version {@code java.version}
 * @param vendor {@code java.vendor}
 * @param vmName {@code java.vm.name}
 * @param vmVersion {@code java.vm.version}
 * @param feature the feature release number (17, 25, ...)
 */
public record JvmInfo(String java, String version, String vendor, String vmName, String vmVersion,
    int feature) {

  /** This JVM as the shared record names it, with the flags its measurements shared. */
  public RunRecord.JvmRecord record(List<String> flags) {
    return new RunRecord.JvmRecord(java, version, vendor, vmName, vmVersion, List.copyOf(flags), null, null);
  }

  /** The JVM running this process. */
  public static JvmInfo current() {
    String home = System.getProperty("java.home");
    return new JvmInfo(Path.of(home, "bin", "java").toString(), System.getProperty("java.version"),
        System.getProperty("java.vendor"), System.getProperty("java.vm.name"),
        System.getProperty("java.vm.version"), Runtime.version().feature());
  }

  /**
   * Another JVM, given as a JDK home or a {@code java} executable; asks it for its properties.
   *
   * @throws IllegalArgumentException when the path is no working JVM, naming it
   */
  public static JvmInfo probe(String jvm) {
    Path p = jvm.matches("\\d{1,3}") ? installed(Integer.parseInt(jvm), Path.of("/usr/lib/jvm")) : Path.of(jvm);
    Path java = Files.isDirectory(p) ? p.resolve("bin").resolve("java") : p;
    if (!Files.isExecutable(java)) {
      throw new IllegalArgumentException("--jvm " + jvm + ": no java executable at " + java
          + "; give a JDK home (e.g. /usr/lib/jvm/temurin-25-jdk-amd64) or the path of bin/java");
    }
    Map<String, String> props = new LinkedHashMap<>();
    try {
      Process proc = new ProcessBuilder(java.toString(), "-XshowSettings:properties", "-version")
          .redirectErrorStream(true).start();
      String out = new String(proc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!proc.waitFor(30, TimeUnit.SECONDS) || proc.exitValue() != 0) {
        throw new IllegalArgumentException("--jvm " + jvm + ": '" + java + " -version' failed:\n" + out);
      }
      for (String line : out.split("\n")) {
        int eq = line.indexOf(" = ");
        if (eq > 0) props.putIfAbsent(line.substring(0, eq).trim(), line.substring(eq + 3).trim());
      }
    } catch (IOException e) {
      throw new IllegalArgumentException("--jvm " + jvm + ": cannot start " + java + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while probing " + java);
    }
    String version = props.getOrDefault("java.version", "unknown");
    return new JvmInfo(java.toString(), version, props.getOrDefault("java.vendor", "unknown"),
        props.getOrDefault("java.vm.name", "unknown"), props.getOrDefault("java.vm.version", "unknown"),
        feature(props.getOrDefault("java.specification.version", version)));
  }

  /**
   * The JDK of a feature release ({@code --jvm 25}) among the JDK homes in a directory (Debian and
   * Ubuntu keep them in /usr/lib/jvm), read from each home's {@code release} file; the first by name
   * when several match.
   *
   * @throws IllegalArgumentException naming the releases that are there
   */
  public static Path installed(int feature, Path dir) {
    List<String> found = new ArrayList<>();
    try (var homes = Files.list(dir)) {
      for (Path home : homes.sorted().toList()) {
        Path release = home.resolve("release");
        if (Files.isSymbolicLink(home) || !Files.isRegularFile(release)) continue;
        for (String line : Files.readAllLines(release, StandardCharsets.UTF_8)) {
          if (!line.startsWith("JAVA_VERSION=")) continue;
          String version = line.substring("JAVA_VERSION=".length()).replace("\"", "");
          if (feature(version) == feature) return home;
          found.add(feature(version) + " (" + home + ")");
        }
      }
    } catch (IOException e) {
      // no such directory: nothing found
    }
    throw new IllegalArgumentException("--jvm " + feature + ": no JDK " + feature + " in " + dir
        + (found.isEmpty() ? "" : "; found " + String.join(", ", found))
        + "; give a JDK home or the path of its bin/java instead");
  }

  /**
   * The JVMs of a run by label, in order: the feature release ({@code 17}, {@code 25}), or the full
   * version where two JVMs of one release are in the run; the same JVM given twice counts once.
   */
  public static Map<String, JvmInfo> labelled(List<JvmInfo> jvms) {
    Map<String, JvmInfo> out = new LinkedHashMap<>();
    List<JvmInfo> distinct = new ArrayList<>();
    for (JvmInfo j : jvms) {
      if (distinct.stream().noneMatch(d -> d.java().equals(j.java()))) distinct.add(j);
    }
    for (JvmInfo j : distinct) {
      boolean shared = distinct.stream().filter(d -> d.feature() == j.feature()).count() > 1;
      String label = shared ? j.version() : String.valueOf(j.feature());
      if (out.containsKey(label)) label = label + "-" + out.size();
      out.put(label, j);
    }
    return out;
  }

  public static int feature(String spec) {
    String s = spec.startsWith("1.") ? spec.substring(2) : spec;
    int end = 0;
    while (end < s.length() && Character.isDigit(s.charAt(end))) end++;
    return end == 0 ? 0 : Integer.parseInt(s.substring(0, end));
  }

  /**
   * Flags every fork gets on this JVM: a fixed heap, so that runs are comparable, and on JDK 24+
   * the flags that let JMH, Kryo, zstd-jni and friends use Unsafe and native access without
   * warnings (recorded in the results).
   */
  public List<String> baseFlags() {
    List<String> flags = new ArrayList<>(List.of("-Xms2g", "-Xmx2g"));
    if (feature >= 24) {
      flags.add("--enable-native-access=ALL-UNNAMED");
      flags.add("--sun-misc-unsafe-memory-access=allow");
    }
    return flags;
  }
}
