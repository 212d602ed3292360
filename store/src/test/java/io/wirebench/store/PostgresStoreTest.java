package io.wirebench.store;

import static org.junit.jupiter.api.Assumptions.abort;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The store contract against a real PostgreSQL server that this test starts from Debian's binaries
 * ({@code /usr/lib/postgresql/N/bin}: initdb, then pg_ctl on a free port of 127.0.0.1 in a temp
 * directory) and stops at the end. As root it runs them as the {@code postgres} user, since
 * PostgreSQL refuses to run as root. Skipped, saying why, where the binaries are missing or the
 * server does not start (CI installs them: apt-get install postgresql).
 */
class PostgresStoreTest extends StoreContract {
  private static final String USER = "wirebench";
  private static Path base;
  private static Path bin;
  private static int port;
  private static int databases;

  @BeforeAll
  static void startServer() throws Exception {
    bin = serverBinaries();
    if (bin == null) abort("no PostgreSQL server in /usr/lib/postgresql/*/bin (apt-get install postgresql)");
    boolean root = "root".equals(System.getProperty("user.name"));
    base = Files.createTempDirectory("wirebench-postgres");
    if (root) {
      String chown = run(List.of("chown", "-R", "postgres", base.toString()), false);
      if (chown != null) abort("as root the server must run as the postgres user, and it cannot own " + base + ": "
          + chown);
    }
    String init = run(List.of(bin.resolve("initdb").toString(), "-D", base.resolve("data").toString(), "-U", USER,
        "-A", "trust", "-E", "UTF8", "--no-sync"), root);
    if (init != null) abort("initdb failed: " + init);
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = s.getLocalPort();
    }
    String start = run(List.of(bin.resolve("pg_ctl").toString(), "-D", base.resolve("data").toString(), "-l",
        base.resolve("server.log").toString(), "-w", "-t", "60", "-o", "-p " + port + " -k " + base
            + " -c listen_addresses=127.0.0.1 -c fsync=off", "start"), root);
    if (start != null) abort("the PostgreSQL server did not start: " + start);
  }

  @AfterAll
  static void stopServer() throws Exception {
    if (base == null) return;
    if (Files.exists(base.resolve("data/postmaster.pid"))) {
      run(List.of(bin.resolve("pg_ctl").toString(), "-D", base.resolve("data").toString(), "-m", "immediate", "-w",
          "stop"), "root".equals(System.getProperty("user.name")));
    }
    try (Stream<Path> files = Files.walk(base)) {
      for (Path p : files.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
    }
  }

  /** A new database on the server, named by a URL without a user: PGUSER gives it, as psql takes it. */
  @Override StoreLocation emptyStore() throws Exception {
    String name = "store" + (++databases);
    try (Connection c = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=" + USER);
        Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name);
    }
    return StoreLocation.of("jdbc:postgresql://127.0.0.1:" + port + "/" + name, Map.of("PGUSER", USER));
  }

  /** The newest /usr/lib/postgresql/N/bin with initdb and pg_ctl, or null. */
  private static Path serverBinaries() throws IOException {
    Path root = Path.of("/usr/lib/postgresql");
    if (!Files.isDirectory(root)) return null;
    try (Stream<Path> versions = Files.list(root)) {
      return versions.map(v -> v.resolve("bin"))
          .filter(b -> Files.isExecutable(b.resolve("initdb")) && Files.isExecutable(b.resolve("pg_ctl")))
          .max(Comparator.comparingInt(b -> number(b.getParent().getFileName().toString()))).orElse(null);
    }
  }

  private static int number(String s) {
    return s.matches("\\d+") ? Integer.parseInt(s) : 0;
  }

  /** Runs a command (as postgres when {@code asPostgres}); null when it succeeded, else its output's end. */
  private static String run(List<String> command, boolean asPostgres) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    if (asPostgres) cmd.addAll(List.of("runuser", "-u", "postgres", "--"));
    cmd.addAll(command);
    Path out = Files.createTempFile("wirebench-postgres-", ".log");
    try {
      Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
      if (!p.waitFor(90, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return String.join(" ", cmd) + " did not end within 90 s";
      }
      if (p.exitValue() == 0) return null;
      String text = Files.readString(out, StandardCharsets.UTF_8).strip();
      return "exit " + p.exitValue() + ": " + text.substring(Math.max(0, text.length() - 600));
    } catch (IOException e) {
      return e.getMessage();
    } finally {
      Files.deleteIfExists(out);
    }
  }
}
