package io.wirebench.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.analysis.Change;
import io.wirebench.analysis.Point;
import io.wirebench.core.BadInputException;
import io.wirebench.records.Better;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What every results store does, SQLite or PostgreSQL: each kind's record round-trips, a run is
 * stored once however often it is given, history compares like with like and finds a change where
 * one was planted. Each subclass gives a new, empty store per test.
 */
abstract class StoreContract {
  @TempDir Path tmp;

  /** A new, empty store. */
  abstract StoreLocation emptyStore() throws Exception;

  static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

  private static Instant day(int n) {
    return T0.plusSeconds(86_400L * n);
  }

  /** MACHINE (or {@code base}) with a machine check whose probes ran in {@code jvm} at these speeds. */
  private static Map<String, Object> checked(Map<String, Object> base, String jvm, long wide, long chain) {
    Map<String, Object> m = new java.util.LinkedHashMap<>(base);
    m.put("noise", Map.of("verdict", "quiet", "probeJvm", jvm, "wide", Map.of("perSecond", wide),
        "chain", Map.of("perSecond", chain)));
    return m;
  }

  @Test
  void theFastestMachineCheckIsTheBestOfThisHostAndProbeJvm() throws Exception {
    List<SavedRun> runs = List.of(
        Runs.write(tmp.resolve("a"), Runs.record("run", day(0), checked(Runs.MACHINE, "17.0.15+6", 270_000, 225_000),
            "c0", "2.22.1", null, List.of(Runs.speed("gson", "write", 1000)))),
        Runs.write(tmp.resolve("b"), Runs.record("run", day(1), checked(Runs.MACHINE, "17.0.15+6", 150_000, 230_000),
            "c0", "2.22.1", null, List.of(Runs.speed("gson", "write", 600)))),
        // faster, but another JVM compiled the probes, or another host ran them: not this one's best
        Runs.write(tmp.resolve("c"), Runs.record("run", day(2), checked(Runs.MACHINE, "25.0.1+8", 400_000, 300_000),
            "c0", "2.22.1", null, List.of(Runs.speed("gson", "write", 1000)))),
        Runs.write(tmp.resolve("d"), Runs.record("run", day(3), checked(Runs.OTHER_MACHINE, "17.0.15+6", 500_000,
            400_000), "c0", "2.22.1", null, List.of(Runs.speed("gson", "write", 1000)))),
        // no check at all
        Runs.write(tmp.resolve("e"), Runs.record("run", day(4), Runs.MACHINE, "c0", "2.22.1", null,
            List.of(Runs.speed("gson", "write", 1000)))));
    try (Store store = Store.open(emptyStore())) {
      assertThat(store.fastestChecks(Runs.MACHINE, "17.0.15+6")).isEmpty();
      for (SavedRun r : runs) store.write(r);
      assertThat(store.fastestChecks(Runs.MACHINE, "17.0.15+6")).containsOnly(
          Map.entry("wide", new Store.CheckSpeed(270_000, "a", 2)), Map.entry("chain", new Store.CheckSpeed(230_000, "b", 2)));
      assertThat(store.fastestChecks(Runs.MACHINE, "21.0.2+13")).isEmpty();
      // history shows each run's check beside its values
      assertThat(store.runs()).extracting(Store.StoredRun::name, Store.StoredRun::machineCheck,
          Store.StoredRun::wideSpeed).contains(org.assertj.core.groups.Tuple.tuple("a", "quiet", 270_000.0),
          org.assertj.core.groups.Tuple.tuple("b", "quiet", 150_000.0),
          org.assertj.core.groups.Tuple.tuple("e", null, Double.NaN));
    }
  }

  @Test
  void everyKindsRecordReadsBackWithItsValuesIntervalsAndForks() throws Exception {
    List<SavedRun> runs = List.of(
        Runs.write(tmp.resolve("speed"), Runs.record("run", day(0), Runs.MACHINE, "c0", "2.22.1", Runs.DBDATA_HASH,
            List.of(Runs.speed("gson", "write", 1000), Runs.speed("gson", "read", 800)))),
        Runs.write(tmp.resolve("sizes"), Runs.record("sizes", day(1), Runs.MACHINE, "c0", "2.22.1", null,
            List.of(Runs.other("size/bytes/gson/dbdata", "gson", "done", "raw", 2048.0, Better.LOWER, Map.of())))),
        Runs.write(tmp.resolve("memory"), Runs.record("memory", day(2), Runs.MACHINE, "c0", "2.22.1", null,
            List.of(Runs.other("write/discard/gson/dbdata", "gson", "done", "beyondInput", 5e6, Better.LOWER,
                Map.of("verdict", "streams"))))),
        Runs.write(tmp.resolve("http"), Runs.record("http", day(3), Runs.MACHINE, "c0", "2.22.1", null,
            List.of(Runs.other("get/application/json/codec:gson/dbdata", "codec:gson", "done", "requestsPerSecond",
                9000.0, Better.HIGHER, Map.of("provider", "codec"))))),
        Runs.write(tmp.resolve("check"), Runs.record("check", day(4), Runs.MACHINE, "c0", "2.22.1", null,
            List.of(Runs.other("check/hostile/gson/truncated", "gson", "done", null, null, Better.LOWER,
                Map.of("outcome", "rejected"))))));
    try (Store store = Store.open(emptyStore())) {
      for (SavedRun r : runs) assertThat(store.write(r).outcome()).isEqualTo(Store.Outcome.STORED);
      assertThat(store.runs()).extracting(Store.StoredRun::kind)
          .containsExactly("run", "sizes", "memory", "http", "check");

      Store.StoredValue write = only(store.values("throughput", filter("write/bytes/gson/dbdata")));
      assertThat(write.value()).isEqualTo(1000.0);
      assertThat(write.low()).isEqualTo(970.0);
      assertThat(write.high()).isEqualTo(1030.0);
      assertThat(write.better()).isEqualTo("higher");
      assertThat(write.unit()).isEqualTo("ops/s");
      assertThat(write.forks()).containsExactly(990.0, 1000.0, 1010.0);
      assertThat(write.libraryVersion()).isEqualTo("2.22.1");
      assertThat(write.datasetHash()).isEqualTo(Runs.DBDATA_HASH);
      assertThat(write.jvm()).isEqualTo("17.0.12 (Eclipse Adoptium) label 17");
      assertThat(only(store.values("timePerOp", filter("write/bytes/gson/dbdata"))).forks()[0])
          .isEqualTo(1 / 990.0);

      Store.StoredValue raw = only(store.values("raw", filter("size/bytes/gson/dbdata")));
      assertThat(raw.value()).isEqualTo(2048.0);
      assertThat(raw.better()).isEqualTo("lower");
      assertThat(raw.forks()).isNull();
      assertThat(raw.datasetHash()).as("a record without the hash stores null: unknown").isNull();
      assertThat(only(store.values("beyondInput", filter("write/discard/gson/dbdata"))).low()).isEqualTo(4.5e6);
      Store.StoredValue http = only(store.values("requestsPerSecond", filter("get/application/json/codec:gson/dbdata")));
      assertThat(http.value()).isEqualTo(9000.0);
      assertThat(http.libraryVersion()).as("an HTTP row's codec after its colon").isEqualTo("2.22.1");
      Store.StoredValue check = only(store.values("throughput", filter("check/hostile/gson/truncated")));
      assertThat(check.value()).as("a check's cell has no metric").isNull();
      assertThat(check.status()).isEqualTo("done");
    }
  }

  @Test
  void importingTheSameDirectoriesTwiceStoresEachRunOnce() throws Exception {
    Runs.write(tmp.resolve("results/20260301-100000"), Runs.record("run", day(0), Runs.MACHINE, "c0", "1", null,
        List.of(Runs.speed("gson", "write", 1000))));
    Runs.write(tmp.resolve("results/20260302-100000"), Runs.record("run", day(1), Runs.MACHINE, "c0", "1", null,
        List.of(Runs.speed("gson", "write", 1010))));
    try (Store store = Store.open(emptyStore())) {
      assertThat(Importer.run(store, List.of(tmp.resolve("results")))).extracting(Importer.Line::outcome)
          .containsExactly("stored", "stored");
      assertThat(Importer.run(store, List.of(tmp.resolve("results"), tmp))).extracting(Importer.Line::outcome)
          .containsExactly("already stored", "already stored", "already stored", "already stored");
      assertThat(store.runs()).hasSize(2);
      assertThat(store.values("throughput", filter("write/bytes/gson/dbdata"))).hasSize(2);
    }
  }

  @Test
  void aRunWhoseRecordChangedSinceReplacesItsStoredSelf() throws Exception {
    RunRecord partial = Runs.record("run", day(0), Runs.MACHINE, "c0", "1", null, List.of(Runs.speed("gson", "write",
        1000)));
    Path dir = tmp.resolve("20260301-100000");
    try (Store store = Store.open(emptyStore())) {
      store.write(Runs.write(dir, partial));
      RunRecord resumed = new RunRecord(partial.formatVersion(), partial.header(), partial.status(), partial.finished(),
          4, List.of(), List.of(), null, Map.of(), List.of(), List.of(Runs.speed("gson", "write", 1000),
              Runs.speed("gson", "read", 900)));
      Store.Written w = store.write(Runs.write(dir, resumed));
      assertThat(w.outcome()).isEqualTo(Store.Outcome.UPDATED);
      assertThat(w.cells()).isEqualTo(2);
      assertThat(store.runs()).hasSize(1);
      assertThat(store.values("throughput", new Store.CellFilter(null, "gson", null, null, null))).hasSize(2);
    }
  }

  /** A write that fails half-way (here: two cells with one key) leaves nothing of the run behind. */
  @Test
  void aRunThatCannotBeStoredWholeLeavesNoPartOfItself() throws Exception {
    SavedRun twice = Runs.write(tmp.resolve("dup"), Runs.record("run", day(0), Runs.MACHINE, "c0", "1", null,
        List.of(Runs.speed("gson", "write", 1000), Runs.speed("gson", "write", 1001))));
    try (Store store = Store.open(emptyStore())) {
      assertThatThrownBy(() -> store.write(twice)).isInstanceOf(StoreException.class)
          .hasMessageContaining("cannot store " + twice.dir());
      assertThat(store.runs()).isEmpty();
      assertThat(store.values("throughput", new Store.CellFilter(null, "gson", null, null, null))).isEmpty();
      assertThat(store.write(Runs.write(tmp.resolve("ok"), Runs.record("run", day(1), Runs.MACHINE, "c0", "1", null,
          List.of(Runs.speed("gson", "write", 1000))))).outcome()).as("the store is usable after it")
          .isEqualTo(Store.Outcome.STORED);
    }
  }

  @Test
  void anUnreadableDirectoryIsSkippedWithTheReason() throws Exception {
    java.nio.file.Files.createDirectories(tmp.resolve("empty"));
    java.nio.file.Files.createDirectories(tmp.resolve("bad"));
    java.nio.file.Files.writeString(tmp.resolve("bad/run.json"), "{\"formatVersion\": 1}");
    try (Store store = Store.open(emptyStore())) {
      List<Importer.Line> lines = Importer.run(store, List.of(tmp.resolve("empty"), tmp.resolve("bad")));
      assertThat(lines).allMatch(Importer.Line::skipped);
      assertThat(lines.get(0).detail()).contains("no run directory there");
      assertThat(lines.get(1).detail()).contains("formatVersion 1");
      assertThat(store.runs()).isEmpty();
    }
  }

  @Test
  void historyComparesOnlyRunsOfTheLatestRunsMachineAndSaysWhatItLeftOut() throws Exception {
    try (Store store = Store.open(emptyStore())) {
      store.write(Runs.write(tmp.resolve("a1"), Runs.record("run", day(0), Runs.MACHINE, "c0", "1", Runs.DBDATA_HASH,
          List.of(Runs.speed("gson", "write", 1000)))));
      store.write(Runs.write(tmp.resolve("b1"), Runs.record("run", day(1), Runs.OTHER_MACHINE, "c0", "1",
          Runs.DBDATA_HASH, List.of(Runs.speed("gson", "write", 400)))));
      store.write(Runs.write(tmp.resolve("a2"), Runs.record("run", day(2), Runs.machine("host-c", "Test CPU @ 3.0GHz"),
          "c1", "1", Runs.DBDATA_HASH, List.of(Runs.speed("gson", "write", 1005)))));
      store.write(Runs.write(tmp.resolve("a0"), Runs.record("run", day(-1), Runs.MACHINE, "c0", "0.9",
          Runs.DBDATA_HASH, List.of(Runs.speed("gson", "write", 1500)))));
      store.write(Runs.write(tmp.resolve("a-"), Runs.record("run", day(-2), Runs.MACHINE, "c0", "1", "ff".repeat(32),
          List.of(Runs.speed("gson", "write", 3000)))));

      History.Result r = History.of(store, new History.Query(filter("write/bytes/gson/dbdata"), null, false, null),
          StoreContract::trend);
      assertThat(r.series().get("write/bytes/gson/dbdata")).as("the same hardware under another host name is the "
          + "same machine").extracting(io.wirebench.analysis.Point::runId).containsExactly("a1", "a2");
      assertThat(r.text()).contains("left out: 1 runs on other machines (--all-machines takes them), "
          + "1 values of another library version, 1 values of other data under the same data set id");

      History.Result all = History.of(store, new History.Query(filter("write/bytes/gson/dbdata"), null, true, null),
          StoreContract::trend);
      assertThat(all.series().get("write/bytes/gson/dbdata")).extracting(io.wirebench.analysis.Point::runId)
          .containsExactly("a1", "b1", "a2");
      assertThat(all.text()).contains("values from 2 machines share a series");
      assertThatThrownBy(() -> History.of(store, new History.Query(filter("read/bytes/gson/dbdata"), null, false,
          null), StoreContract::trend)).isInstanceOf(BadInputException.class).hasMessageContaining("no stored cell matching --cell");
    }
  }

  /**
   * Six nightly runs of three codecs; at the sixth, one codec is twice as slow. History finds that
   * change at run 6 with its size, leaves the others unflagged, and --fail-on-change 5% fails on it.
   */
  @Test
  void aCodecTwiceAsSlowAtTheSixthRunIsAChangeThereAndTheOthersAreNot() throws Exception {
    double[] wobble = {1.0, 1.012, 0.991, 1.004, 0.996, 1.008};
    try (Store store = Store.open(emptyStore())) {
      for (int run = 0; run < 6; run++) {
        List<RunRecord.CellRecord> cells = new ArrayList<>();
        cells.add(Runs.speed("gson", "write", 100_000 * wobble[run] * (run == 5 ? 0.5 : 1)));
        cells.add(Runs.speed("moshi", "write", 80_000 * wobble[(run + 2) % 6]));
        cells.add(Runs.speed("jackson-databind", "write", 150_000 * wobble[(run + 4) % 6]));
        store.write(Runs.write(tmp.resolve("night-" + (run + 1)), Runs.record("run", day(run), Runs.MACHINE,
            "commit" + run, "1", Runs.DBDATA_HASH, cells)));
      }
      History.Result r = History.of(store, new History.Query(new Store.CellFilter(null, null, "dbdata", "write",
          null), "throughput", false, 0.05), StoreContract::trend);
      assertThat(r.series()).hasSize(3).allSatisfy((cell, points) -> assertThat(points).hasSize(6));
      List<io.wirebench.analysis.Change> gson = r.changes().get("write/bytes/gson/dbdata");
      assertThat(gson).hasSize(1);
      assertThat(gson.get(0).index()).isEqualTo(5);
      assertThat(gson.get(0).runId()).isEqualTo("night-6");
      assertThat(gson.get(0).ratio()).isBetween(0.45, 0.55);
      assertThat(gson.get(0).ratioHigh()).isLessThan(1 / 1.05);
      assertThat(r.changes().get("write/bytes/moshi/dbdata")).isEmpty();
      assertThat(r.changes().get("write/bytes/jackson-databind/dbdata")).isEmpty();
      assertThat(r.failing()).singleElement().asString().startsWith("write/bytes/gson/dbdata: throughput x0.5");
      assertThat(r.text()).contains("change: write/bytes/gson/dbdata at run night-6 (commit commit5")
          .contains("change for the worse: write/bytes/gson/dbdata");
      assertThat(r.series()).containsKey("write/bytes/moshi/dbdata");
    }
  }

  /** A cell's trend as the terminal would show it: its key is enough here (report's TrendView draws it). */
  static String trend(String cell, String unit, List<Point> points, List<Change> changes) {
    return cell + " (" + points.size() + " runs)";
  }

  static Store.CellFilter filter(String key) {
    return new Store.CellFilter(key, null, null, null, null);
  }

  static Store.StoredValue only(List<Store.StoredValue> values) {
    assertThat(values).hasSize(1);
    return values.get(0);
  }
}
