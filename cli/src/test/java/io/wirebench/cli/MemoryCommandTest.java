package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The memory command's plan and usage errors; the method itself is tested in the memory module. */
class MemoryCommandTest {
  @Test
  void aDryRunListsEveryCellWithGapsAndWritesNothing(@TempDir Path dir) {
    Path out = dir.resolve("run");
    Cli r = Cli.run("memory", "--dry-run", "--codecs", "jackson-streaming,protobuf-delimited,corba-cdr",
        "--datasets", "decimal-matrix:10x10,person", "--out", out.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("3 codecs × 2 data sets").contains("30 cells")
        .contains("jackson-streaming · decimal-matrix:10x10 · write discard")
        .contains("corba-cdr · person · read socket")
        .contains("protobuf-delimited · person · write file  (gap: length-delimited rows need a table of rows");
    assertThat(Files.exists(out)).isFalse();
  }

  @Test
  void aHeapThatIsNotASizeIsAUsageError() {
    Cli r = Cli.run("memory", "--dry-run", "--heap", "lots");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("--heap lots is not a heap size");
  }

  @Test
  void anUnknownTargetIsAUsageError() {
    Cli r = Cli.run("memory", "--dry-run", "--targets", "bytes");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("--targets: unknown value 'bytes'");
  }
}
