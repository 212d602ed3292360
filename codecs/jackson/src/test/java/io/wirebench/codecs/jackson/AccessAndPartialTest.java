package io.wirebench.codecs.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.FieldSink;
import io.wirebench.core.NativeTargets;
import io.wirebench.core.RoundTripGate;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * jackson-streaming's access (every scalar token visited) and partial read (the path followed with
 * skipChildren), and jackson-tree's partial read, on every pinned data set and on dbdata:1000, the
 * partial read's headline data set, and on counts whose middle is elsewhere (the path is read, not
 * assumed).
 */
class AccessAndPartialTest {
  private static List<DataSet<?>> dataSets(String... more) {
    List<DataSet<?>> all = new ArrayList<>();
    for (String id : DataSets.pinnedIds()) all.add(DataSets.require(id));
    for (String id : more) all.add(DataSets.require(id));
    return all;
  }

  @Test
  void jacksonStreamingVisitsEveryValueAndReadsThePartialFieldOfEveryDataSet() throws IOException {
    Codec c = Codecs.load().require("jackson-streaming");
    for (DataSet<?> ds : dataSets("dbdata:1000", "dbdata:37", "measurements:1000", "module-ids:101")) {
      Binding<Object> b = Binding.erase(c.bind(ds));
      assertThat(b.hasAccess()).isTrue();
      byte[] bytes = b.writeBytes(b.sample());
      FieldSink.Collecting sink = new FieldSink.Collecting();
      b.access(bytes, sink);
      assertThat(sink.mismatch(ds)).as(ds.id()).isNull();
      assertThat(DataSet.partialText(b.readPartial(bytes))).as(ds.id() + " " + ds.partialPath())
          .isEqualTo(ds.partialExpected());
      assertThat(RoundTripGate.checkAccess(c, ds).passed()).as(ds.id()).isTrue();
      assertThat(RoundTripGate.checkPartial(c, ds).passed()).as(ds.id()).isTrue();
    }
  }

  @Test
  void jacksonStreamingNamesItsPartialReadAndTheFieldOnDbdata1000() throws IOException {
    Codec c = Codecs.load().require("jackson-streaming");
    DataSet<?> ds = DataSets.require("dbdata:1000");
    Binding<Object> b = Binding.erase(c.bind(ds));
    assertThat(b.partialMethod()).isEqualTo("Jackson streaming, skipChildren");
    assertThat(b.readPartial(b.writeBytes(b.sample()))).isEqualTo(1500);
    NativeTargets n = NativeTargets.of(b);
    assertThat(n.access()).isTrue();
    assertThat(n.partialMethod()).isEqualTo("Jackson streaming, skipChildren");
  }

  @Test
  void aPathTheDocumentDoesNotHaveIsAnErrorNamingThePath() {
    DataSet<?> ds = DataSets.require("dbdata:3");
    Binding<Object> b = Binding.erase(Codecs.load().require("jackson-streaming").bind(ds));
    byte[] json = "{\"rows\":[{\"id\":1}]}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> b.readPartial(json)).isInstanceOf(IOException.class)
        .hasMessageContaining("path rows.1.id");
  }

  @Test
  void jacksonTreeWalksItsOwnTreeForThePartialRead() throws IOException {
    Codec c = Codecs.load().require("jackson-tree");
    for (DataSet<?> ds : dataSets("dbdata:1000")) {
      Binding<Object> b = Binding.erase(c.bind(ds));
      assertThat(b.partialMethod()).isEqualTo("tree: full parse, then the path");
      assertThat(DataSet.partialText(b.readPartial(b.writeBytes(b.sample())))).as(ds.id())
          .isEqualTo(ds.partialExpected());
    }
  }
}
