package io.wirebench.http;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
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

  private final Process process;
  private final int port;
  private final Path log;

  private ServerProcess(Process process, int port, Path log) {
    this.process = process;
    this.port = port;
    this.log = log;
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
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.addAll(jvmArgs);
    cmd.add("-cp");
    // the user's classes (--classpath) on the server's class path, for the generic provider to serve them
    cmd.add(kryo4 ? kryo4ClassPath() : io.wirebench.core.UserClasses.withUserClassPath(System.getProperty("java.class.path")));
    cmd.add(ServerMain.class.getName());
    cmd.addAll(config.args());
    Files.createDirectories(log.toAbsolutePath().getParent());
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    List<String> lines = new ArrayList<>();
    int port = -1;
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    try {
      for (String line; port < 0 && System.nanoTime() < deadline && (line = out.readLine()) != null; ) {
        lines.add(line);
        if (line.startsWith(ServerMain.READY)) port = Integer.parseInt(line.substring(line.lastIndexOf(':') + 1).trim());
      }
    } finally {
      Files.write(log, lines, StandardCharsets.UTF_8);
    }
    if (port < 0) {
      p.destroyForcibly();
      throw new IOException("the server JVM did not start (" + String.join(" ", cmd.subList(0, Math.min(cmd.size(), 3)))
          + " ...); its output:\n  " + String.join("\n  ", lines.subList(Math.max(0, lines.size() - 15), lines.size())));
    }
    ServerProcess sp = new ServerProcess(p, port, log);
    Thread copier = new Thread(() -> sp.copyOutput(out), "wirebench-http-server-log");
    copier.setDaemon(true);
    copier.start();
    return sp;
  }

  private void copyOutput(BufferedReader out) {
    try {
      for (String line; (line = out.readLine()) != null; ) {
        Files.writeString(log, line + "\n", StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);
      }
    } catch (IOException ignored) {
      // the server has gone
    }
  }

  public int port() {
    return port;
  }

  public long pid() {
    return process.pid();
  }

  public boolean isAlive() {
    return process.isAlive();
  }

  /** Closes its input, which stops it; kills it if it has not stopped within 10 s. */
  @Override public void close() {
    try {
      process.getOutputStream().close();
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        process.waitFor(5, TimeUnit.SECONDS);
      }
    } catch (IOException | InterruptedException e) {
      process.destroyForcibly();
      if (e instanceof InterruptedException) Thread.currentThread().interrupt();
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
