package io.wirebench.http;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The HTTP run's CPU pinning (taskset): the server JVM on one half of the machine's cores, the client
 * (this JVM and wrk, which inherits it) on the other, so that neither takes the other's core; and
 * this JVM's CPU list put back at the end.
 */
final class CpuPinning {
  private CpuPinning() {}

  /**
   * CPUs for the server and the client, disjoint halves of the machine's (the server the upper
   * half, which gets the odd one), or null when pinning is not {@code wanted} or cannot be done.
   */
  static String[] pins(boolean wanted, int cores, PrintWriter out) {
    if (!wanted) return null;
    if (cores < 2 || !onPath("taskset")) {
      out.println("note: pinning needs taskset and 2 cores; running unpinned");
      return null;
    }
    int client = cores / 2;
    return new String[] {cores - client == 1 ? String.valueOf(client) : client + "-" + (cores - 1),
        client == 1 ? "0" : "0-" + (client - 1)};
  }

  static boolean onPath(String tool) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, tool))) return true;
    }
    return false;
  }

  /** Pins every thread of this JVM (the JVM driver's, and wrk inherits it) to the CPUs; also undoes it. */
  static void pin(String cpus, PrintWriter out) {
    try {
      new ProcessBuilder("taskset", "-a", "-p", "-c", cpus, String.valueOf(ProcessHandle.current().pid()))
          .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
    } catch (IOException | InterruptedException e) {
      out.println("note: could not pin the client: " + e.getMessage());
    }
  }

  /** This JVM's CPU list before pinning, restored at the end (a test or a study goes on in the same JVM). */
  static String affinity() {
    try {
      Process p = new ProcessBuilder("taskset", "-p", "-c", String.valueOf(ProcessHandle.current().pid()))
          .redirectErrorStream(true).start();
      String line = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      p.waitFor();
      int colon = line.lastIndexOf(':');
      return colon < 0 ? null : line.substring(colon + 1).strip();
    } catch (IOException | InterruptedException e) {
      return null;
    }
  }
}
