package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The harness recovers a speed ratio known by construction, and says so when it does not. */
class SelfCheckTest {
  static final String[] QUICK = {"--forks", "3", "--warmup-iterations", "5", "--iterations", "5",
      "--iteration-ms", "50", "--no-gc-profiler", "--seed", "3"};

  static Cli selfcheck(Path out, String... extra) {
    String[] args = new String[2 + QUICK.length + extra.length + 1];
    args[0] = "selfcheck";
    System.arraycopy(QUICK, 0, args, 1, QUICK.length);
    System.arraycopy(extra, 0, args, 1 + QUICK.length, extra.length);
    args[1 + QUICK.length + extra.length] = "--out";
    args[args.length - 1] = out.toString();
    return Cli.run(args);
  }

  @Test
  void theControlsRatioOfTwoIsRecoveredWithinItsInterval() throws Exception {
    Path out = Files.createTempDirectory("wirebench-selfcheck").resolve("run");
    Cli r = selfcheck(out);
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("control-1x / control-2x = ").contains("PASS");
    assertThat(out.resolve("run.json")).exists();
  }

  @Test
  void aWrongExpectedRatioFailsTheCheck() throws Exception {
    Path out = Files.createTempDirectory("wirebench-selfcheck").resolve("run");
    Cli r = selfcheck(out, "--expect", "3.0");
    assertThat(r.exit).as(r.toString()).isEqualTo(1);
    assertThat(r.out).contains("FAIL: the interval misses the known ratio");
  }
}
