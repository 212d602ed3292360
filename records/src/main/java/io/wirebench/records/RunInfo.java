package io.wirebench.records;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/** Facts about where and with what a run happens: machine, OS, wirebench version, git commit. */
public final class RunInfo {
  private RunInfo() {}

  /** The version this build of wirebench carries ({@code dev} when run from classes without the build's resources). */
  public static String wirebenchVersion() {
    return Build.VERSION;
  }

  /** When this build of wirebench was made (ISO-8601, UTC), or {@code unknown}. */
  public static String buildDate() {
    return Build.BUILT;
  }

  /** wirebench's facts for a record's header: its version, the commit it was built from and when. */
  public static Map<String, String> wirebench() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("version", wirebenchVersion());
    m.put("gitCommit", gitCommit());
    m.put("built", buildDate());
    return m;
  }

  /** build.properties as the build filled it in (a placeholder left unfilled reads as absent). */
  private static final class Build {
    static final Properties P = load();
    static final String VERSION = value("version", "dev");
    static final String BUILT = value("built", "unknown");
    static final String COMMIT = value("commit", null) == null ? "unknown"
        : value("commit", null) + ("true".equals(value("dirty", "false")) ? "-dirty" : "");

    private static Properties load() {
      Properties p = new Properties();
      try (InputStream in = RunInfo.class.getResourceAsStream("build.properties")) {
        if (in != null) p.load(in);
      } catch (IOException ignored) {
        // no build facts: the defaults stand
      }
      return p;
    }

    private static String value(String key, String absent) {
      String v = P.getProperty(key);
      return v == null || v.isBlank() || v.startsWith("${") ? absent : v;
    }
  }

  /** CPU model, cores, memory and OS. */
  public static Map<String, Object> machine() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("cpu", cpuModel());
    m.put("cores", Runtime.getRuntime().availableProcessors());
    m.put("memoryBytes", totalMemory());
    m.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
        + System.getProperty("os.arch"));
    m.put("hostname", hostname());
    return m;
  }

  private static String cpuModel() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) return line.substring(line.indexOf(':') + 1).trim();
      }
    } catch (IOException | RuntimeException ignored) {
      // not Linux
    }
    return System.getProperty("os.arch");
  }

  private static long totalMemory() {
    var os = ManagementFactory.getOperatingSystemMXBean();
    if (os instanceof com.sun.management.OperatingSystemMXBean) {
      return ((com.sun.management.OperatingSystemMXBean) os).getTotalMemorySize();
    }
    return -1;
  }

  /**
   * This machine's host name (the {@code HOSTNAME} variable, else what the network stack says),
   * asked once per process: the lookup can take seconds where the name does not resolve.
   */
  public static String hostname() {
    return Host.NAME;
  }

  private static final class Host {
    static final String NAME = lookUpHostname();
  }

  private static String lookUpHostname() {
    String h = System.getenv("HOSTNAME");
    if (h != null) return h;
    try {
      return java.net.InetAddress.getLocalHost().getHostName();
    } catch (IOException e) {
      return "unknown";
    }
  }

  /**
   * The git commit of the wirebench checkout, with "-dirty" when it has uncommitted changes: asked
   * of git once per process (the code this process runs cannot change under it), however often a
   * record is saved.
   */
  public static String gitCommit() {
    return Commit.VALUE;
  }

  private static final class Commit {
    static final String VALUE = askGit();
  }

  /**
   * In a git checkout (the repository's {@code ./wirebench}), its HEAD now, since commits do not
   * rebuild the jar; elsewhere (a release), the commit the build was made from.
   */
  private static String askGit() {
    Path home = Path.of(System.getProperty("wirebench.home", "."));
    if (!Files.exists(home.resolve(".git"))) return Build.COMMIT;
    String head = git(home, "rev-parse", "HEAD");
    if (head == null) return Build.COMMIT;
    String status = git(home, "status", "--porcelain", "--untracked-files=no");
    return status == null || status.isBlank() ? head : head + "-dirty";
  }

  private static String git(Path dir, String... args) {
    try {
      List<String> cmd = new java.util.ArrayList<>(List.of("git", "-C", dir.toString()));
      cmd.addAll(List.of(args));
      Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0 ? out : null;
    } catch (IOException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }
}
