package io.wirebench.codecs.zerocopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.wirebench.core.Binding;
import io.wirebench.core.BuiltInDataSet;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.FieldSink;
import io.wirebench.core.model.DbData;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * flatbuffers' two reads without a model, on every data set it models and on counted ones of
 * 1,000: {@code access} visits exactly the value's scalars, and the partial read finds the field
 * the data set's path names (at the path's own index, not a fixed one).
 */
class FlatBuffersReadsInPlaceTest {
  private static final Codec flatbuffers = Codecs.load().find("flatbuffers").orElseThrow();

  /** Every built-in data set but measurements-100k (measurements-1k's model), and counted ones. */
  static List<String> dataSets() {
    List<String> ids = new ArrayList<>();
    for (BuiltInDataSet d : BuiltInDataSet.values()) {
      if (d != BuiltInDataSet.MEASUREMENTS_100K) ids.add(d.id());
    }
    ids.addAll(List.of("dbdata:1000", "measurements:1000", "module-ids:1000", "module-ids-sparse:1000"));
    return ids;
  }

  @BeforeAll
  static void flatcGeneratedTheTables() {
    assumeThat(Codecs.unavailableReason(flatbuffers)).as("flatbuffers is unavailable here").isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dataSets")
  void accessVisitsEveryScalarOfTheValueOnce(String id) throws IOException {
    DataSet<?> ds = DataSets.require(id);
    Binding<Object> b = Binding.erase(flatbuffers.bind(ds));
    FieldSink.Collecting seen = new FieldSink.Collecting();
    b.access(b.writeBytes(b.sample()), seen);
    assertThat(b.hasAccess()).isTrue();
    assertThat(seen.mismatch(ds)).as("access on %s", id).isNull();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dataSets")
  void partialReadFindsTheFieldThePathNames(String id) throws IOException {
    DataSet<?> ds = DataSets.require(id);
    Binding<Object> b = Binding.erase(flatbuffers.bind(ds));
    Object got = b.readPartial(b.writeBytes(b.sample()));
    assertThat(b.hasPartial()).isTrue();
    assertThat(b.partialMethod()).isEqualTo("FlatBuffers field access");
    assertThat(DataSet.partialText(got)).as("%s at %s", id, ds.partialPath()).isEqualTo(ds.partialExpected());
  }

  @Test
  void partialReadReadsTheBytesItIsGivenNotTheSample() throws IOException {
    DataSet<?> ds = DataSets.require("dbdata:1000");
    Binding<Object> b = Binding.erase(flatbuffers.bind(ds));
    DbData changed = (DbData) b.readBytes(b.writeBytes(b.sample()));
    changed.getRows().get(500).setId(-424242L);
    assertThat(ds.partialPath()).isEqualTo("rows.500.id");
    assertThat(b.readPartial(b.writeBytes(changed))).isEqualTo(-424242L);
  }

  /**
   * decimal-matrix is nothing but strings in vectors, which flatbuffers-java reaches only as Strings:
   * access decodes them in place instead (checked to be the values above), so none it hands over is one.
   */
  @Test
  void accessDecodesStringsInVectorsInPlace() throws IOException {
    Binding<Object> b = Binding.erase(flatbuffers.bind(DataSets.require("decimal-matrix")));
    List<String> made = new ArrayList<>();
    int[] visited = {0};
    b.access(b.writeBytes(b.sample()), new FieldSink() {
      @Override public void visit(long value) {}

      @Override public void visit(double value) {}

      @Override public void visit(boolean value) {}

      @Override public void visit(CharSequence value) {
        visited[0]++;
        if (value instanceof String s) made.add(s);
      }
    });
    assertThat(visited[0]).isEqualTo(100 * 10);
    assertThat(made).as("Strings made by the access walk").isEmpty();
  }

  @Test
  void accessThatMissesAFieldIsCaught() throws IOException {
    // the check above can fail: dbdata's scalars are not dbdata:1000's
    Binding<Object> b = Binding.erase(flatbuffers.bind(DataSets.require("dbdata")));
    FieldSink.Collecting seen = new FieldSink.Collecting();
    b.access(b.writeBytes(b.sample()), seen);
    assertThat(seen.mismatch(DataSets.require("dbdata:1000"))).startsWith("access visited " + seen.count());
  }
}
