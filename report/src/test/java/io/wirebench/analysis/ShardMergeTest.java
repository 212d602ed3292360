package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.wirebench.core.BadInputException;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import io.wirebench.report.Comparison;
import io.wirebench.report.ForkSamples;
import io.wirebench.report.ReportModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Merges of shard records made by hand: two tables (dbdata write and read), shard 0 owning write
 * and shard 1 read, each measuring the anchors (baseline and jackson-databind) of both.
 */
class ShardMergeTest {
  static final List<String> CODECS = List.of("jackson-databind", "gson", "baseline");
  static final List<String> ANCHORS = List.of("write/bytes/jackson-databind/dbdata", "write/bytes/baseline/dbdata",
      "read/bytes/jackson-databind/dbdata", "read/bytes/baseline/dbdata");

  @TempDir Path tmp;

  /** A shard whose machine runs every cell {@code speed} times as fast as the reference figures. */
  SavedRun shard(int index, String cpu, double speed, long seed) {
    List<RunRecord.CellRecord> cells = new ArrayList<>();
    for (String op : List.of("write", "read")) {
      boolean owned = op.equals(index == 0 ? "write" : "read");
      for (String codec : CODECS) {
        String key = op + "/bytes/" + codec + "/dbdata";
        if (!owned && !ANCHORS.contains(key)) continue;
        double base = switch (codec) { case "baseline" -> 4_000_000; case "gson" -> 150_000; default -> 300_000; };
        cells.add(cell(op, codec, new double[] {base * speed * 0.98, base * speed * 1.02}));
      }
    }
    List<String> tables = List.of(index == 0 ? "dbdata/write/bytes" : "dbdata/read/bytes");
    List<RunRecord.CodecRecord> codecs = CODECS.stream().map(id -> new RunRecord.CodecRecord(id, id, "1", "JSON",
        "application/json", id.equals("baseline") ? "control" : "pojo", id.equals("baseline") ? "control" : "json", "",
        "", List.of(), false, false, List.of(), List.of(), null, id, null, null, List.of())).toList();
    RunRecord.Header h = new RunRecord.Header(Map.of("version", "test"), "run", List.of("wirebench", "run"),
        "2026-12-01T10:0" + index + ":00Z", new RunRecord.ProfileRecord("quick", 100, 20, 50, 2, 2, null, true, 0),
        null, seed, Map.of("cpu", cpu, "cores", 2, "memoryBytes", 8L << 30, "os", "Linux 6.1 amd64", "hostname",
            "host-" + index), new RunRecord.JvmRecord("java", "17.0.15", "Debian", "OpenJDK", "17", List.of(), "compiler",
            "17"), List.of(), "1.37", true, List.of(new RunRecord.DatasetRecord("dbdata", "")), codecs)
        .withShard(new RunRecord.ShardRecord(index, 2, "--shard", tables, ANCHORS, 6, "ab".repeat(32)));
    RunRecord r = new RunRecord(6, h, "complete", "2026-12-01T11:00:00Z", 2, List.of(), List.of(), null, Map.of(),
        List.of(), cells);
    return new SavedRun(tmp.resolve("shard-" + index + "-" + cpu.hashCode()), r, List.of());
  }

  static RunRecord.CellRecord cell(String op, String codec, double[] forkMeans) {
    List<RunRecord.ForkRecord> forks = new ArrayList<>();
    double sum = 0;
    for (double m : forkMeans) {
      forks.add(new RunRecord.ForkRecord(2, "flat", 0, 0, 2, m, 1.0, true, new double[] {m / 2, m, m, m}));
      sum += m;
    }
    double mean = sum / forkMeans.length;
    Map<String, RunRecord.MetricValue> metrics = new LinkedHashMap<>();
    metrics.put("throughput", new RunRecord.MetricValue(mean, mean * 0.9, mean * 1.1, mean * 0.95, mean * 1.05, 5.0,
        "ops/s", "higher"));
    metrics.put("timePerOp", new RunRecord.MetricValue(1 / mean, null, null, null, null, null, "s/op", "lower"));
    metrics.put("allocBytesPerOp", new RunRecord.MetricValue(1000.0, null, null, null, null, null, "B/op", "lower"));
    return new RunRecord.CellRecord(op + "/bytes/" + codec + "/dbdata", "bench." + op, op, "bytes", codec, "dbdata",
        codec.equals("baseline") ? "control" : "pojo", "done", null, 2.0, 100, "steady", metrics, forks);
  }

  static Map<String, RunRecord.CellRecord> byKey(RunRecord r) {
    Map<String, RunRecord.CellRecord> m = new LinkedHashMap<>();
    r.cells().forEach(c -> m.put(c.key(), c));
    return m;
  }

  @Test
  void alikeMachinesKeepEveryCellOnceFromTheShardThatOwnsItsTable() {
    ShardMerge.Merged m = ShardMerge.merge(List.of(shard(1, "Xeon", 1.0, 7), shard(0, "Xeon", 1.0, 7)), false,
        List.of("wirebench", "merge"));
    Map<String, RunRecord.CellRecord> cells = byKey(m.record());
    assertThat(cells).hasSize(6);
    assertThat(cells.get("write/bytes/jackson-databind/dbdata").details()).containsEntry("shard", 0);
    assertThat(cells.get("read/bytes/jackson-databind/dbdata").details()).containsEntry("shard", 1);
    assertThat(cells.get("read/bytes/gson/dbdata").metrics().get("throughput").value()).isEqualTo(150_000);
    RunRecord.MergeRecord merge = m.record().header().merge();
    assertThat(merge.scale()).isEqualTo("absolute");
    assertThat(merge.machines()).isEqualTo("same");
    assertThat(merge.shards()).extracting(RunRecord.MergedShard::anchorSpeed).containsExactly(1.0, 1.0);
    assertThat(m.record().header().shard()).isNull();
    assertThat(m.record().header().machine().get("hostname")).isEqualTo("host-0, host-1");
  }

  @Test
  void differentMachinesGiveRatiosToTheAnchorOfTheSameShardAndNoAbsoluteSpeed() {
    ShardMerge.Merged m = ShardMerge.merge(List.of(shard(0, "Xeon", 1.0, 7), shard(1, "EPYC", 2.0, 7)), false,
        List.of("wirebench", "merge"));
    assertThat(m.ratios()).isTrue();
    assertThat(m.record().header().merge().machines()).isEqualTo("differ");
    assertThat(m.record().header().merge().shards().get(1).anchorSpeed()).isCloseTo(2.0, within(1e-9));
    for (RunRecord.CellRecord c : m.record().cells()) {
      assertThat(c.metrics()).containsOnlyKeys("ratioToAnchor", "allocBytesPerOp");
      assertThat(c.metrics().get("ratioToAnchor").unit()).isEqualTo("× jackson-databind");
      for (RunRecord.ForkRecord f : c.forks()) assertThat(f.mean()).as(c.key()).isLessThan(20);
    }
    Map<String, RunRecord.CellRecord> cells = byKey(m.record());
    // gson on the machine twice as fast: 300,000 / 600,000, not 300,000 over shard 0's anchor
    assertThat(cells.get("read/bytes/gson/dbdata").score().value()).isCloseTo(0.5, within(1e-9));
    RunRecord.MetricValue anchor = cells.get("read/bytes/jackson-databind/dbdata").score();
    assertThat(anchor.value()).isEqualTo(1.0);
    assertThat(anchor.low()).as("the anchor is 1 by definition").isNull();
    RunRecord.MetricValue gson = cells.get("write/bytes/gson/dbdata").score();
    assertThat(gson.low()).isLessThan(0.5);
    assertThat(gson.high()).isGreaterThan(0.5);
    assertThat(gson.high() - gson.low()).as("rerun interval √2 wider than the mean's")
        .isGreaterThan(gson.meanHigh() - gson.meanLow());
    assertThat(String.join("\n", m.lines())).contains("machines differ").contains("ratioToAnchor")
        .contains("shard 1 ran the anchor cells at 2.000× shard 0's speed");
  }

  @Test
  void reportsAndComparisonsReadRatiosAsTheScoreWithTheirUnit() throws Exception {
    ShardMerge.Merged a = ShardMerge.merge(List.of(shard(0, "Xeon", 1.0, 7), shard(1, "EPYC", 2.0, 7)), false,
        List.of("wirebench", "merge"));
    ShardMerge.Merged b = ShardMerge.merge(List.of(shard(0, "EPYC", 2.0, 7), shard(1, "Xeon", 1.0, 7)), false,
        List.of("wirebench", "merge"));
    SavedRun ra = SavedRun.read(write(a, "a"));
    SavedRun rb = SavedRun.read(write(b, "b"));
    ReportModel model = ReportModel.of(List.of(ra));
    ReportModel.TableData t = model.table(model.groups().get(0), model.runs().get(0));
    assertThat(t.headers().get(2)).isEqualTo("× JACKSON-DATABIND ± 95% RERUN");
    assertThat(t.rows().get(0).get(0)).as("ranked by the ratio: the baseline first").isEqualTo("baseline");
    Comparison c = Comparison.of(ForkSamples.ofRun(ra), ForkSamples.ofRun(rb));
    assertThat(c.changes()).hasSize(6).allMatch(ch -> Math.abs(ch.speed().value() - 1) < 1e-9,
        "the same ratios on machines that swapped shards");
    SavedRun absolute = SavedRun.read(write(ShardMerge.merge(List.of(shard(0, "Xeon", 1.0, 7),
        shard(1, "Xeon", 1.0, 7)), false, List.of("wirebench", "merge")), "abs"));
    assertThatThrownBy(() -> Comparison.of(ForkSamples.ofRun(absolute), ForkSamples.ofRun(ra)))
        .isInstanceOf(BadInputException.class).hasMessageContaining("ops/s in the base and in × jackson-databind")
        .hasMessageContaining("--ratios");
  }

  private Path write(ShardMerge.Merged m, String name) throws Exception {
    Path dir = tmp.resolve(name);
    List<Path> files = ShardMerge.write(m, dir);
    assertThat(files).contains(dir.resolve("run.json"));
    assertThat(Files.exists(dir.resolve("jmh.json"))).as("jmh.json only with absolute figures").isEqualTo(!m.ratios());
    return dir;
  }

  @Test
  void aMissingOrRepeatedShardIsRefusedNamingIt() {
    assertThatThrownBy(() -> ShardMerge.merge(List.of(shard(1, "Xeon", 1, 7)), false, List.of()))
        .isInstanceOf(BadInputException.class).hasMessageContaining("shard 0 of 0-1 is missing (1 of 2 given)");
    assertThatThrownBy(() -> ShardMerge.merge(List.of(shard(1, "Xeon", 1, 7), shard(1, "EPYC", 1, 7)), false,
        List.of())).hasMessageContaining("shard 1 is given twice");
  }

  @Test
  void shardsOfAnotherSeedOrNoShardAtAllAreRefused() {
    assertThatThrownBy(() -> ShardMerge.merge(List.of(shard(0, "Xeon", 1, 7), shard(1, "Xeon", 1, 8)), false,
        List.of())).hasMessageContaining("not a shard of the same plan").hasMessageContaining("its seed is 8, not 7");
    SavedRun s = shard(0, "Xeon", 1, 7);
    RunRecord r = s.record();
    RunRecord whole = new RunRecord(6, r.header().withShard(null), r.status(), r.finished(), r.rounds(), r.gate(),
        r.notMeasured(), r.leftOut(), r.pooling(), r.machineSpeedPerRound(), r.cells());
    assertThatThrownBy(() -> ShardMerge.merge(List.of(new SavedRun(s.dir(), whole, List.of())), false, List.of()))
        .hasMessageContaining("is not a shard").hasMessageContaining("the whole plan");
  }

  @Test
  void aTableWhoseAnchorFailedHasNoFigureAcrossMachines() {
    SavedRun s1 = shard(1, "EPYC", 2.0, 7);
    RunRecord r = s1.record();
    List<RunRecord.CellRecord> cells = new ArrayList<>();
    for (RunRecord.CellRecord c : r.cells()) {
      boolean drop = c.key().equals("read/bytes/jackson-databind/dbdata") || c.key().equals("read/bytes/baseline/dbdata");
      cells.add(drop ? new RunRecord.CellRecord(c.key(), c.benchmark(), c.op(), c.target(), c.codec(), c.dataset(),
          c.binding(), "failed", "crashed", 1, 0, null, Map.of(), List.of()) : c);
    }
    SavedRun broken = new SavedRun(s1.dir(), new RunRecord(6, r.header(), r.status(), r.finished(), r.rounds(),
        r.gate(), r.notMeasured(), r.leftOut(), r.pooling(), r.machineSpeedPerRound(), cells), List.of());
    ShardMerge.Merged m = ShardMerge.merge(List.of(shard(0, "Xeon", 1, 7), broken), false, List.of());
    assertThat(byKey(m.record()).get("read/bytes/gson/dbdata").status()).isEqualTo("no-anchor");
    assertThat(byKey(m.record()).get("read/bytes/gson/dbdata").metrics()).isEmpty();
    assertThat(String.join("\n", m.lines())).contains("table dbdata/read/bytes has no measured anchor");
  }
}
