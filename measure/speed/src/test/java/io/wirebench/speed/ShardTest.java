package io.wirebench.speed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.analysis.Cell;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.Target;
import io.wirebench.records.Operation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ShardTest {
  static final List<Codec> CODECS = List.of(codec("jackson-databind", Family.JSON), codec("gson", Family.JSON),
      codec("moshi", Family.JSON), codec("dsl-json", Family.JSON), codec("baseline", Family.CONTROL));

  static Codec codec(String id, Family family) {
    CodecInfo info = CodecInfo.builder(id).library(id, "1.0").text("JSON", "application/json", family)
        .binding(BindingStyle.POJO).build();
    return new Codec() {
      @Override public CodecInfo info() {
        return info;
      }

      @Override public Binding<?> bind(DataSet<?> dataSet) {
        throw new UnsupportedOperationException("a split never binds");
      }
    };
  }

  /** Every codec on every data set, write and read of bytes: one table per data set and operation. */
  static RunPlan plan(List<String> datasets, List<Codec> codecs) {
    List<Cell> cells = new ArrayList<>();
    for (String ds : datasets) {
      for (Operation op : List.of(Operation.WRITE, Operation.READ)) {
        for (Codec c : codecs) cells.add(new Cell(op, Target.BYTES, c.info().id(), ds));
      }
    }
    return new RunPlan(cells, List.of(), Map.of(), Map.of());
  }

  @Test
  void theOptionWinsOverTheEnvironmentAndCountsFromZero() {
    Shard s = Shard.resolve("0/3", Map.of(Shard.ENV_SHARD, "2/3"));
    assertThat(s).isEqualTo(new Shard(0, 3, "--shard"));
    assertThat(Shard.resolve(null, Map.of(Shard.ENV_SHARD, "2/3", Shard.ENV_INDEX, "0", Shard.ENV_COUNT, "3")))
        .isEqualTo(new Shard(2, 3, Shard.ENV_SHARD));
    assertThat(Shard.resolve(null, Map.of(Shard.ENV_INDEX, "1", Shard.ENV_COUNT, "3")).label()).isEqualTo("1/3");
    assertThat(Shard.resolve(null, Map.of("PATH", "/bin"))).isNull();
  }

  @Test
  void anIndexPastTheLastIsRefusedSayingIndexesCountFromZero() {
    assertThatThrownBy(() -> Shard.resolve("3/3", Map.of())).hasMessageContaining("--shard 3/3")
        .hasMessageContaining("counts from 0, so for 3 shards it is 0 to 2");
    assertThatThrownBy(() -> Shard.resolve(null, Map.of(Shard.ENV_SHARD, "1of3"))).hasMessageContaining("WIREBENCH_SHARD 1of3")
        .hasMessageContaining("INDEX/COUNT");
    assertThatThrownBy(() -> Shard.resolve(null, Map.of(Shard.ENV_INDEX, "x", Shard.ENV_COUNT, "3")))
        .hasMessageContaining("JOB_COMPLETION_INDEX=x").hasMessageContaining("whole numbers");
    assertThatThrownBy(() -> Shard.resolve("0/0", Map.of())).hasMessageContaining("count must be 1 to");
  }

  @Test
  void anIndexedJobWithoutTheShardCountIsRefusedNamingTheMissingVariable() {
    assertThatThrownBy(() -> Shard.resolve(null, Map.of(Shard.ENV_INDEX, "1"))).hasMessageContaining(
        "JOB_COMPLETION_INDEX=1 is set").hasMessageContaining("WIREBENCH_SHARDS is not");
    assertThatThrownBy(() -> Shard.resolve(null, Map.of(Shard.ENV_COUNT, "3")))
        .hasMessageContaining("JOB_COMPLETION_INDEX is not");
  }

  @Test
  void everyTableIsOwnedByOneShardAndEveryShardMeasuresTheSameAnchors() {
    RunPlan whole = plan(List.of("dbdata", "person", "media-content"), CODECS);
    Set<String> measured = new HashSet<>();
    List<String> anchors = null;
    Map<String, Integer> owners = null;
    for (int k = 0; k < 3; k++) {
      Shard.Split split = new Shard(k, 3, "--shard").split(whole, CODECS);
      if (owners == null) owners = split.owners();
      assertThat(split.owners()).as("every shard computes the same split").isEqualTo(owners);
      if (anchors == null) anchors = split.record().anchors();
      assertThat(split.record().anchors()).isEqualTo(anchors);
      for (Cell c : split.plan().cells()) {
        boolean anchor = c.codec().equals("jackson-databind") || c.codec().equals("baseline");
        assertThat(anchor || owners.get(Shard.table(c)) == k).as(c.key()).isTrue();
        if (owners.get(Shard.table(c)) == k) assertThat(measured.add(c.key())).as("measured once: " + c.key()).isTrue();
      }
      assertThat(split.record().plan()).isEqualTo(Shard.planHash(whole.cells()));
    }
    assertThat(measured).hasSize(whole.cells().size());
    assertThat(anchors).hasSize(6 * 2).allMatch(k -> k.contains("/jackson-databind/") || k.contains("/baseline/"));
  }

  @Test
  void tablesAreSpreadEvenlyByTheirCellsAndTheSplitDoesNotDependOnTheShardAsking() {
    RunPlan whole = plan(List.of("a", "b", "c", "d"), CODECS); // 8 tables of 3 non-anchor cells each
    int[] owned = new int[3];
    for (int owner : new Shard(0, 3, "--shard").split(whole, CODECS).owners().values()) owned[owner]++;
    assertThat(owned).containsExactly(3, 3, 2);
    assertThat(new Shard(2, 3, "--shard").split(whole, CODECS).owners())
        .isEqualTo(new Shard(0, 3, "--shard").split(whole, CODECS).owners());
  }

  @Test
  void aShardWithoutATableMeasuresTheAnchorsAndSaysWhy() {
    RunPlan whole = plan(List.of("dbdata"), CODECS); // 2 tables for 3 shards
    Shard.Split split = new Shard(2, 3, "--shard").split(whole, CODECS);
    assertThat(split.record().tables()).isEmpty();
    assertThat(split.plan().cells()).extracting(Cell::codec).containsOnly("jackson-databind", "baseline").hasSize(4);
    assertThat(String.join("\n", split.lines())).contains("owns no table").contains("at most 2 shards");
  }

  @Test
  void theDefaultSeedIsTheSameForTheSameSelectionOnly() {
    assertThat(Shard.seed(List.of("codec gson", "dataset dbdata"))).isEqualTo(Shard.seed(List.of("codec gson",
        "dataset dbdata"))).isNotEqualTo(Shard.seed(List.of("codec moshi", "dataset dbdata"))).isBetween(0L, 1L << 48);
  }
}
