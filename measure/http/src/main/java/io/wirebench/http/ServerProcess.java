package io.wirebench.http;

import io.wirebench.harness.ChildJvm;
import io.wirebench.server.BenchServer;
import io.wirebench.server.ServerConfig;
import io.wirebench.server.ServerMain;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * A {@link BenchServer} in a JVM of its own, so that its heap, JIT and GC are not the driver's.
 * It runs on this JVM's class path (every codec module, and the user's classes), with {@code java} from this JVM, and
 * stops when this JVM closes its standard input, which happens however this JVM ends. Its output
 * goes to a log file. When {@code taskset} is given a CPU list, the server is pinned to it.
 */
public final class ServerProcess implements AutoCloseable {
  /** The Kryo Jersey's Kryo module was built against (it uses KryoPool, which Kryo 5 removed). */
  public static final String KRYO4_JAR = "kryo-4.0.3.jar";

  private final ChildJvm child;
  private final int port;

  private ServerProcess(ChildJvm child, int port) {
    this.child = child;
    this.port = port;
  }

  /**
   * Starts a server and waits until it listens.
   *
   * @param kryo4 run on Kryo 4 instead of Kryo 5 (for Jersey's Kryo module only; the codecs that
   *     use Kryo 5 cannot be served by that JVM)
   * @param cpus a CPU list for {@code taskset -c}, or null
   * @throws IOException when it cannot start, with the end of its log
   */
  public static ServerProcess start(ServerConfig config, boolean kryo4, List<String> jvmArgs, String cpus, Path log)
      throws IOException {
    List<String> cmd = new ArrayList<>();
    if (cpus != null) cmd.addAll(List.of("taskset", "-c", cpus));
    // the user's classes (--classpath) on the server's class path, for the generic provider to serve them
    cmd.addAll(ChildJvm.command(Path.of(System.getProperty("java.home"), "bin", "java").toString(), jvmArgs,
        kryo4 ? kryo4ClassPath() : null, ServerMain.class, config.args()));
    Files.createDirectories(log.toAbsolutePath().getParent());
    Files.deleteIfExists(log); // the log is this server's output only
    ChildJvm child = ChildJvm.start(cmd, log, true, ServerMain.READY);
    ChildJvm.Line ready;
    try {
      ready = child.next(Duration.ofSeconds(120));
    } catch (TimeoutException | InterruptedException e) {
      if (e instanceof InterruptedException) Thread.currentThread().interrupt();
      ready = null;
    }
    if (ready == null) {
      child.close();
      throw new IOException("the server JVM did not start (" + String.join(" ", cmd.subList(0, Math.min(cmd.size(), 3)))
          + " ...); its output:\n  " + String.join("\n  ", child.lastWords(15)));
    }
    return new ServerProcess(child, Integer.parseInt(ready.body().substring(ready.body().lastIndexOf(':') + 1).trim()));
  }

  public int port() {
    return port;
  }

  public long pid() {
    return child.pid();
  }

  public boolean isAlive() {
    return child.isAlive();
  }

  /** Closes its input, which stops it; kills it if it has not stopped within 10 s. */
  @Override public void close() {
    try {
      child.closeInput();
      child.waitFor(Duration.ofSeconds(10));
    } catch (IOException | TimeoutException e) {
      // killed
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      child.close();
    }
  }

  /**
   * This JVM's class path, with the manifests' Class-Path entries spelled out (the CLI is a jar
   * that names its libraries), and Kryo 5 replaced by Kryo 4.
   */
  static String kryo4ClassPath() throws IOException {
    Path kryo4 = kryo4Jar();
    Set<String> entries = new LinkedHashSet<>();
    for (String e : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) expand(Path.of(e), entries);
    List<String> out = new ArrayList<>();
    out.add(kryo4.toString());
    for (String e : entries) {
      if (!Path.of(e).getFileName().toString().matches("kryo-5.*\\.jar")) out.add(e);
    }
    return String.join(java.io.File.pathSeparator, out);
  }

  private static void expand(Path entry, Set<String> out) throws IOException {
    String cp = null;
    if (Files.isRegularFile(entry) && entry.toString().endsWith(".jar")) {
      try (JarFile jar = new JarFile(entry.toFile())) {
        Manifest m = jar.getManifest();
        cp = m == null ? null : m.getMainAttributes().getValue("Class-Path");
      }
    }
    if (cp == null) {
      out.add(entry.toString());
      return;
    }
    // a launcher jar: its own classes are the CLI's, which the server does not need
    for (String rel : cp.trim().split("\\s+")) {
      Path p;
      try {
        p = rel.startsWith("file:") ? Path.of(java.net.URI.create(rel)) : entry.resolveSibling(rel).normalize();
      } catch (IllegalArgumentException e) {
        continue;
      }
      expand(p, out);
    }
  }

  /** Kryo 4's jar: {@code -Dwirebench.kryo4.jar}, or beside Kryo 5's jar (the CLI's lib directory). */
  static Path kryo4Jar() throws IOException {
    String prop = System.getProperty("wirebench.kryo4.jar");
    Path jar;
    if (prop != null) {
      jar = Path.of(prop);
    } else {
      try {
        jar = Path.of(com.esotericsoftware.kryo.Kryo.class.getProtectionDomain().getCodeSource().getLocation().toURI())
            .resolveSibling(KRYO4_JAR);
      } catch (URISyntaxException | RuntimeException e) {
        throw new IOException("cannot find " + KRYO4_JAR + ": " + e.getMessage());
      }
    }
    if (!Files.isRegularFile(jar)) {
      throw new IOException("Jersey's Kryo module needs Kryo 4, and " + jar + " does not exist; rebuild "
          + "(mvn -B package puts it beside the other libraries) or set -Dwirebench.kryo4.jar");
    }
    return jar;
  }
}
