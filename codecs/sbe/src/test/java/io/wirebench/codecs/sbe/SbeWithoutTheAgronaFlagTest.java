package io.wirebench.codecs.sbe;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Codecs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * In a JVM started without {@value SbeCodec#AGRONA_FLAG} (this module's tests have it), the codec
 * is listed as unavailable with the flag to add, rather than failing with Agrona's
 * IllegalAccessError in the middle of a run.
 */
class SbeWithoutTheAgronaFlagTest {
  /** Run in the child JVM: prints the codec's unavailable reason, or "available". */
  public static void main(String[] args) {
    System.out.println(Codecs.unavailableReason(new SbeCodec()).orElse("available"));
  }

  @Test
  void aJvmWithoutTheFlagListsSbeAsUnavailableAndSaysWhichFlagToAdd() throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(List.of(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp",
        System.getProperty("java.class.path"), SbeWithoutTheAgronaFlagTest.class.getName()))
        .redirectErrorStream(true).start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("child JVM finished").isTrue();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertThat(out).contains("Agrona " + SbeVersion.AGRONA + " (SBE's buffers) needs the JVM flag "
        + "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED").contains("was started without it");
  }
}
