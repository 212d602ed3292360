package io.wirebench.server;

import java.io.IOException;
import java.io.InputStream;

/**
 * The server JVM's entry point, started by {@code wirebench http} with the CLI's class path and
 * {@link ServerConfig#args()}. Prints one line {@code wirebench-http listening 127.0.0.1:PORT}
 * when it serves, and stops by itself: when its standard input closes (the CLI that started it
 * has ended, however it ended), on {@code /_admin/stop}, or after its lifetime.
 */
public final class ServerMain {
  /** The line that tells the parent the server is up; the port follows the colon. */
  public static final String READY = "wirebench-http listening ";

  private ServerMain() {}

  public static void main(String[] args) throws Exception {
    java.util.logging.LogManager.getLogManager().reset();
    ServerConfig config;
    try {
      config = ServerConfig.parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("wirebench-http: " + e.getMessage());
      System.exit(2);
      return;
    }
    BenchServer server = BenchServer.start(config);
    System.out.println(READY + config.listen() + ":" + server.port());
    System.out.flush();
    Thread watcher = new Thread(() -> {
      try (InputStream in = System.in) {
        while (in.read() >= 0) {
          // the parent writes nothing; end of input means it has gone
        }
      } catch (IOException ignored) {
        // same as end of input
      }
      server.close();
    }, "wirebench-http-parent-watch");
    watcher.setDaemon(true);
    watcher.start();
    Thread timer = new Thread(() -> {
      try {
        Thread.sleep(config.lifetimeSeconds() * 1000);
        System.err.println("wirebench-http: lifetime of " + config.lifetimeSeconds() + " s reached; stopping");
        server.close();
      } catch (InterruptedException ignored) {
        // stopped otherwise
      }
    }, "wirebench-http-lifetime");
    timer.setDaemon(true);
    timer.start();
    server.awaitStop();
    System.exit(0);
  }
}
