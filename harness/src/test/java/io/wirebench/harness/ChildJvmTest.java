package io.wirebench.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.UserClasses;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The child-JVM helper against a tiny child that talks, complains, hangs and fails on purpose. */
class ChildJvmTest {
  static final String TAG = "test-tag ";
  static final String OTHER = "test-other ";
  private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
  private static final Duration LONG = Duration.ofSeconds(60);

  @TempDir Path dir;

  /** The child: {@code talk EXIT}, {@code hang} or {@code stdin}. */
  public static final class Talker {
    public static void main(String[] args) throws Exception {
      switch (args[0]) {
        case "talk" -> {
          System.out.println("a library's chatter");
          System.out.println(TAG + "{\"n\":1}");
          System.out.println(OTHER + "\"two\"");
          System.out.println("not " + TAG + "at the start");
          for (int i = 1; i <= 5; i++) System.err.println("complaint " + i);
          System.err.println("   ");
          System.exit(Integer.parseInt(args[1]));
        }
        case "hang" -> {
          System.out.println(TAG + "up");
          System.out.flush();
          Thread.sleep(120_000);
        }
        case "stdin" -> {
          while (System.in.read() >= 0) {
            // until the parent closes it
          }
          System.out.println(TAG + "input closed");
        }
        default -> throw new IllegalArgumentException(args[0]);
      }
    }
  }

  private static List<String> talker(String... args) {
    return ChildJvm.command(JAVA, List.of("-Xmx32m"), null, Talker.class, List.of(args));
  }

  @Test
  void taggedLinesComeBackInOrderChatterIsDroppedAndTheExitCodeAndLastWordsAreKept() throws Exception {
    try (ChildJvm child = ChildJvm.start(talker("talk", "3"), null, false, TAG, OTHER)) {
      assertThat(child.readToEnd(LONG)).containsExactly(new ChildJvm.Line(TAG, "{\"n\":1}"),
          new ChildJvm.Line(OTHER, "\"two\""));
      assertThat(child.exitValue()).isEqualTo(3);
      assertThat(child.lastWords(3)).containsExactly("complaint 3", "complaint 4", "complaint 5");
      assertThat(child.next(LONG)).as("after the end, the end again").isNull();
    }
  }

  @Test
  void aChildThatOutlivesItsTimeoutIsKilledAndReaped() throws Exception {
    try (ChildJvm child = ChildJvm.start(talker("hang"), null, false, TAG)) {
      assertThat(child.next(LONG)).isEqualTo(new ChildJvm.Line(TAG, "up"));
      long t0 = System.nanoTime();
      assertThatThrownBy(() -> child.next(Duration.ofMillis(500))).isInstanceOf(TimeoutException.class);
      assertThat(child.isAlive()).isFalse();
      assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(30));
    }
    try (ChildJvm child = ChildJvm.start(talker("hang"), null, false, TAG)) {
      assertThatThrownBy(() -> child.readToEnd(Duration.ofSeconds(3))).isInstanceOf(TimeoutException.class);
      assertThat(child.isAlive()).isFalse();
    }
  }

  @Test
  void stopFromAnotherThreadEndsTheOutputOfARunningChild() throws Exception {
    try (ChildJvm child = ChildJvm.start(talker("hang"), null, false, TAG)) {
      assertThat(child.next(LONG)).isNotNull();
      Thread ctrlC = new Thread(child::stop);
      ctrlC.start();
      assertThat(child.next(LONG)).isNull();
      assertThat(child.waitFor(LONG)).isNotZero();
      ctrlC.join();
    }
  }

  @Test
  void aLogGetsStderrAppendedOrWithMergedOutputEveryLine() throws Exception {
    Path log = dir.resolve("children.log");
    Files.writeString(log, "== header\n");
    try (ChildJvm child = ChildJvm.start(talker("talk", "0"), log, false, TAG)) {
      assertThat(child.readToEnd(LONG)).hasSize(1);
    }
    assertThat(Files.readString(log)).startsWith("== header\ncomplaint 1\n").doesNotContain(TAG);
    assertThat(log).exists();

    Path merged = dir.resolve("server.log");
    try (ChildJvm child = ChildJvm.start(talker("talk", "0"), merged, true, TAG)) {
      assertThat(child.readToEnd(LONG)).containsExactly(new ChildJvm.Line(TAG, "{\"n\":1}"));
      assertThat(child.lastWords(2)).containsExactly("complaint 4", "complaint 5");
    }
    assertThat(Files.readAllLines(merged)).contains("a library's chatter", TAG + "{\"n\":1}", "complaint 5");
  }

  @Test
  void closingItsInputStopsAChildThatWatchesIt() throws Exception {
    try (ChildJvm child = ChildJvm.start(talker("stdin"), null, false, TAG)) {
      child.closeInput();
      assertThat(child.next(LONG)).isEqualTo(new ChildJvm.Line(TAG, "input closed"));
      assertThat(child.waitFor(LONG)).isZero();
    }
  }

  @Test
  void theCommandLineHasTheUsersClassesAfterThisJvmsUnlessGivenAClassPath() {
    String before = System.getProperty(UserClasses.PROPERTY);
    try {
      System.setProperty(UserClasses.PROPERTY, dir.toString());
      List<String> cmd = ChildJvm.command("java", List.of("-Xmx1g", "-Xss4m"), null, Talker.class, List.of("a"));
      assertThat(cmd).containsExactly("java", "-Xmx1g", "-Xss4m", "-cp",
          System.getProperty("java.class.path") + File.pathSeparator + dir.toAbsolutePath().normalize(),
          Talker.class.getName(), "a");
      assertThat(ChildJvm.command("java", List.of(), "x.jar", Talker.class, List.of())).containsExactly("java", "-cp",
          "x.jar", Talker.class.getName());
    } finally {
      if (before == null) System.clearProperty(UserClasses.PROPERTY);
      else System.setProperty(UserClasses.PROPERTY, before);
    }
  }

  @Test
  void aChildThatCannotStartSaysSo() {
    assertThatThrownBy(() -> ChildJvm.start(List.of(dir.resolve("no-java").toString()), null, false, TAG))
        .isInstanceOf(java.io.IOException.class);
  }
}
