package io.wirebench.speed;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.analysis.Cell;
import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.ForkSample;
import io.wirebench.core.Target;
import io.wirebench.records.Operation;
import io.wirebench.records.ResultFile;
import io.wirebench.records.RunProcess;
import io.wirebench.records.RunRecord;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A directory continued by {@code --resume} never loses what an earlier process measured, not even for a moment. */
class RunDirectoryTest {
  private static final Cell A = new Cell(Operation.WRITE, Target.BYTES, "gson", "person");
  private static final Cell B = new Cell(Operation.READ, Target.BYTES, "gson", "person");

  private static RunRecord.Header header(String command) {
    return new RunRecord.Header(Map.of("version", "t"), "run", List.of("wirebench", "run", command), "2026-01-01T00:00:00Z",
        null, null, 1, Map.of(), null, List.of(), "1.37", false, List.of(), List.of());
  }

  @Test
  void aReopenedDirectorySavedBeforeItsFirstNewForkKeepsTheEarlierForksAndTheirProcess(@TempDir Path dir)
      throws Exception {
    double[] scores = {100, 200, 300, 300, 300, 300, 300, 300};
    ForkSample earlier = ForkSample.of(scores, 2, 0.05, Map.of(), 1.5);
    RunRecord.Header first = header("--codecs gson").withProcess(new RunRecord.ProcessRecord(1, "h", null));
    Map<ForkSample, Integer> forks = new IdentityHashMap<>();
    forks.put(earlier, 0);
    RunDirectory d = RunDirectory.reopen(dir, first, header("--out elsewhere"), id -> "pojo", forks,
        List.of(CellResult.planned(A, 10).withFork(earlier), CellResult.planned(B, 10)), 1);
    d.save();
    JsonNode run = ResultFile.MAPPER.readTree(dir.resolve("run.json").toFile());
    assertThat(run.path("cells")).hasSize(2);
    assertThat(run.path("cells").get(0).path("forks")).hasSize(1);
    assertThat(run.path("cells").get(0).path("forks").get(0).path("process").asInt()).isZero();
    assertThat(run.path("rounds").asInt()).isEqualTo(1);
    assertThat(run.path("command").toString()).as("the command the run was started with").contains("--codecs gson");
    assertThat(run.path("processes")).hasSize(2);
    assertThat(run.path("processes").get(1).path("pid").asLong()).isEqualTo(RunProcess.current().pid());

    ForkSample now = ForkSample.of(scores.clone(), 2, 0.05, Map.of(), 1.5); // forks are known by their own iterations
    d.cells(List.of(CellResult.planned(A, 10).withFork(earlier).withFork(now), CellResult.planned(B, 10)), 2);
    JsonNode after = ResultFile.MAPPER.readTree(dir.resolve("run.json").toFile());
    assertThat(after.path("cells").get(0).path("forks").get(1).path("process").asInt()).as("this process's fork")
        .isEqualTo(1);
  }

  @Test
  void aPartialCellRecordsHowItReadAndTheReportAndCompareLabelItsRow(@TempDir Path dir) throws Exception {
    Cell partial = new Cell(Operation.PARTIAL, Target.BYTES, "jackson-streaming", "dbdata:1000");
    Cell full = new Cell(Operation.PARTIAL, Target.BYTES, "jackson-databind", "dbdata:1000");
    double[] scores = {100, 200, 300, 300, 300, 300, 300, 300};
    RunDirectory d = RunDirectory.create(dir.resolve("run"), header("--ops partial"), id -> "pojo");
    d.details(c -> Records.details(c, c.codec().equals("jackson-streaming") ? "Jackson streaming, skipChildren"
        : "full decode"));
    d.cells(List.of(CellResult.planned(partial, 10).withFork(ForkSample.of(scores, 2, 0.05, Map.of(), 1.5)),
        CellResult.planned(full, 10).withFork(ForkSample.of(scores, 2, 0.05, Map.of(), 1.5)),
        CellResult.planned(B, 10).withFork(ForkSample.of(scores, 2, 0.05, Map.of(), 1.5))), 1);

    io.wirebench.records.SavedRun saved = io.wirebench.records.SavedRun.read(dir.resolve("run"));
    List<RunRecord.CellRecord> cells = saved.record().cells();
    assertThat(cells.get(0).details()).isEqualTo(Map.of("partialMethod", "Jackson streaming, skipChildren"));
    assertThat(cells.get(1).details()).isEqualTo(Map.of("partialMethod", "full decode"));
    assertThat(cells.get(2).details()).as("a read cell's details stay null, as before").isNull();

    java.io.StringWriter md = new java.io.StringWriter();
    new io.wirebench.report.MarkdownReport().export(List.of(saved), md);
    assertThat(md.toString()).contains("## dbdata:1000 · partial bytes")
        .contains("| jackson-streaming | pojo | partial (Jackson streaming, skipChildren) |")
        .contains("| jackson-databind | pojo | partial (full decode) |")
        .contains("**OPERATION**: how a partial read gets");
    io.wirebench.report.ForkSamples samples = io.wirebench.report.ForkSamples.ofRun(saved);
    io.wirebench.report.Comparison c = io.wirebench.report.Comparison.of(samples, samples);
    assertThat(c.table().rows()).extracting(r -> r.get(0)).contains(
        "partial/bytes/jackson-streaming/dbdata:1000 · partial (Jackson streaming, skipChildren)",
        "read/bytes/gson/person");
  }
}
