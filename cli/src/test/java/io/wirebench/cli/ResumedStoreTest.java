package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --resume DIR} stores as DIR's own command line said: a run started with {@code --no-store}
 * is not stored when it is resumed, one started with {@code --store X} goes to X, and one that said
 * neither takes the default, as a new run would.
 */
class ResumedStoreTest {
  private static Path run(Path dir, String commandJson) throws Exception {
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("run.json"), "{\"command\": " + commandJson + "}");
    return dir;
  }

  @Test
  void theResumedRunKeepsItsStoreChoice(@TempDir Path tmp) throws Exception {
    StoreOptions none = Storing.resumed(run(tmp.resolve("a"), "[\"wirebench\", \"run\", \"--no-store\"]"));
    assertThat(none.noStore).isTrue();
    assertThat(none.location()).isNull();
    StoreOptions other = Storing.resumed(run(tmp.resolve("b"), "[\"wirebench\", \"run\", \"--store\", \"x.db\"]"));
    assertThat(other.store).isEqualTo("x.db");
    assertThat(Storing.resumed(run(tmp.resolve("c"), "[\"wirebench\", \"run\", \"--store=y.db\"]")).store)
        .isEqualTo("y.db");
    assertThat(Storing.resumed(run(tmp.resolve("d"), "[\"wirebench\", \"run\", \"--forks\", \"2\"]"))).isNull();
    assertThat(Storing.resumed(tmp.resolve("missing"))).isNull();
  }
}
