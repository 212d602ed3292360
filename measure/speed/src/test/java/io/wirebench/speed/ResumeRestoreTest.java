package io.wirebench.speed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.analysis.Cell;
import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.ForkSample;
import io.wirebench.core.BadInputException;
import io.wirebench.core.Target;
import io.wirebench.records.Operation;
import io.wirebench.records.RunRecord;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@link Resume} takes from a directory, and what it refuses, without running a fork. */
class ResumeRestoreTest {
  private static final Cell A = new Cell(Operation.WRITE, Target.BYTES, "gson", "person");
  private static final Cell B = new Cell(Operation.READ, Target.BYTES, "gson", "person");
  private static final RunPlan PLAN = new RunPlan(List.of(A, B), List.of(), Map.of(), Map.of());

  private static RunRecord.Header header(String version) {
    return new RunRecord.Header(Map.of("version", version), "run", List.of("wirebench", "run", "--codecs", "gson"),
        "2026-01-01T00:00:00Z", null, null, 1, Map.of(), null, List.of(), "1.37", false, List.of(), List.of());
  }

  /** A run directory whose cell A has one fork in run.json; jmh.json holds none (forks without JMH's result). */
  private static Path stopped(Path dir) throws Exception {
    RunDirectory d = RunDirectory.create(dir, header("t"), id -> "pojo");
    ForkSample f = ForkSample.of(new double[] {100, 200, 300, 300, 300, 300}, 2, 0.05, Map.of(), 1.2);
    d.cells(List.of(CellResult.planned(A, 10).withFork(f), CellResult.planned(B, 10)), 1);
    return dir;
  }

  @Test
  void aForkThatReachedRunJsonButNotJmhJsonIsMeasuredAgainAndSaidSo(@TempDir Path dir) throws Exception {
    Resume r = Resume.open(stopped(dir), "run");
    Resume.Restored restored = r.restore(header("t"), List.of(), PLAN, Profile.QUICK);
    assertThat(restored.cells()).doesNotContainKey(A);
    assertThat(restored.rounds()).isEqualTo(1);
    assertThat(restored.notes()).singleElement().asString()
        .contains("write/bytes/gson/person: jmh.json holds 0 of its 1 forks").contains("measured again");
  }

  @Test
  void anotherWirebenchIsRefusedNamingBothVersions(@TempDir Path dir) throws Exception {
    Resume r = Resume.open(stopped(dir), "run");
    assertThatThrownBy(() -> r.restore(header("u"), List.of(), PLAN, Profile.QUICK))
        .isInstanceOf(BadInputException.class).hasMessageContaining("wirebench.version: t in DIR, u now");
  }

  @Test
  void aPlanWithOtherCellsIsRefusedNamingThem(@TempDir Path dir) throws Exception {
    Resume r = Resume.open(stopped(dir), "run");
    Cell c = new Cell(Operation.READ, Target.STREAM, "gson", "person");
    RunPlan other = new RunPlan(List.of(A, c), List.of(), Map.of(), Map.of());
    assertThatThrownBy(() -> r.restore(header("t"), List.of(), other, Profile.QUICK))
        .isInstanceOf(BadInputException.class)
        .hasMessageContaining("DIR has read/bytes/gson/person that this build does not plan")
        .hasMessageContaining("this build plans read/stream/gson/person");
  }
}
