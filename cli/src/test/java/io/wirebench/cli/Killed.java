package io.wirebench.cli;

import io.wirebench.harness.ChildJvm;
import io.wirebench.harness.JvmInfo;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * A wirebench command run in a child JVM of its own and killed with SIGKILL (no shutdown hook, no
 * last save) once {@code ready} says so: what a crash, the out-of-memory killer or a lost machine
 * leaves behind. The child's own children (JMH forks, check rows) are ended after it.
 */
final class Killed {
  /** The killed child's pid, and what it printed. */
  record Outcome(long pid, String output) {}

  private Killed() {}

  /**
   * Runs {@code args} and kills the process when {@code ready} first holds.
   *
   * @throws AssertionError when the command ends on its own first, or {@code ready} never holds
   */
  static Outcome whenReady(List<String> args, Path log, BooleanSupplier ready, Duration limit) throws Exception {
    List<String> cmd = ChildJvm.command(JvmInfo.current().java(), List.of("-Xmx1g"), null, Main.class, args);
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    long deadline = System.nanoTime() + limit.toNanos();
    try {
      while (!ready.getAsBoolean()) {
        if (!p.isAlive()) {
          throw new AssertionError("the command ended (exit " + p.exitValue() + ") before it could be killed:\n"
              + java.nio.file.Files.readString(log));
        }
        if (System.nanoTime() > deadline) throw new AssertionError("not ready in " + limit + ":\n"
            + java.nio.file.Files.readString(log));
        Thread.sleep(50);
      }
    } finally {
      List<ProcessHandle> children = p.descendants().toList();
      p.destroyForcibly(); // SIGKILL
      p.waitFor(20, TimeUnit.SECONDS);
      for (ProcessHandle c : children) {
        c.onExit().completeOnTimeout(c, 10, TimeUnit.SECONDS).join();
        if (c.isAlive()) c.destroyForcibly();
      }
    }
    return new Outcome(p.pid(), java.nio.file.Files.readString(log));
  }
}
