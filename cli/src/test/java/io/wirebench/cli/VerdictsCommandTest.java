package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code wirebench verdicts}: its usage errors, and a corpus of one benchmark made here. */
class VerdictsCommandTest {
  static Path corpus(Path dir) throws IOException {
    ObjectMapper json = new ObjectMapper();
    Files.createDirectories(dir.resolve("data/timeseries/all"));
    Files.createDirectories(dir.resolve("data/classification"));
    Random r = new Random(1);
    double[][] forks = new double[2][600];
    for (double[] f : forks) for (int i = 0; i < f.length; i++) f[i] = 1e-5 * (1 + 0.01 * r.nextGaussian());
    json.writeValue(dir.resolve("data/timeseries/all/p#bench#.json").toFile(), forks);
    json.writeValue(dir.resolve("data/classification/p#bench#.json").toFile(), Map.of("run", "steady state",
        "forks", List.of("steady state", "steady state"), "steady_state_starts", List.of(0, 0)));
    return dir;
  }

  @Test
  void neitherOrBothSourcesIsAUsageError(@TempDir Path dir) {
    Cli none = Cli.run("verdicts");
    assertThat(none.exit).as(none.toString()).isEqualTo(2);
    assertThat(none.err).contains("give either --corpus DIR");
    Cli both = Cli.run("verdicts", "--corpus", dir.toString(), "--runs", dir.toString(), dir.toString());
    assertThat(both.exit).as(both.toString()).isEqualTo(2);
  }

  @Test
  void aDirectoryThatIsNotTheCorpusNamesTheScriptThatFetchesIt(@TempDir Path dir) {
    Cli c = Cli.run("verdicts", "--corpus", dir.toString());
    assertThat(c.exit).as(c.toString()).isEqualTo(2);
    assertThat(c.err).contains("scripts/fetch-steady-state-corpus.sh");
    assertThat(c.out).as("no heading for an analysis that does not run").isEmpty();
  }

  @Test
  void theCorpusIsComparedForkByForkAndTheHeldOutThirdIsShownOnlyWhenAsked(@TempDir Path dir) throws IOException {
    Path csv = dir.resolve("forks.csv");
    Cli c = Cli.run("verdicts", "--corpus", corpus(dir.resolve("corpus")).toString(), "--csv", csv.toString());
    assertThat(c.exit).as(c.toString()).isZero();
    assertThat(c.out).contains("development part: 1 benchmarks, 2 forks", "Cohen's kappa",
        "quick (20 + 50 × 100 ms)", "held-out third: not shown");
    assertThat(Files.readAllLines(csv)).hasSize(3);
    Cli again = Cli.run("verdicts", "--corpus", dir.resolve("corpus").toString(), "--csv", csv.toString());
    assertThat(again.exit).isEqualTo(2);
    assertThat(again.err).contains("exists");
    Cli held = Cli.run("verdicts", "--corpus", dir.resolve("corpus").toString(), "--holdout");
    assertThat(held.out).contains("held-out third: 0 benchmarks, 0 forks");
  }
}
