package io.wirebench.check.peers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.codecs.schema.ProtobufCodec;
import io.wirebench.core.Binding;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Json;
import io.wirebench.core.UnsupportedDataSetException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Python's protobuf against wirebench's protobuf codec, both ways, on the data sets the codec models. */
class PythonProtobufPeerTest {
  private final PythonProtobufPeer peer = new PythonProtobufPeer();

  @BeforeEach void installed() {
    PeersTest.assumeAvailable(peer);
  }

  @ParameterizedTest
  @ValueSource(strings = {"dbdata", "measurements-10", "person", "media-content", "decimal-matrix:4x3"})
  void pythonReadsTheCodecsBytesAndTheCodecReadsPythons(String id) throws Exception {
    DataSet<?> ds = DataSets.require(id);
    Binding<Object> codec = Binding.erase(new ProtobufCodec().bind(ds));
    JsonNode tree = Json.tree(ds.value());

    JsonNode pythonRead = peer.decode("Protobuf", id, codec.writeBytes(ds.value()));
    byte[] pythonWrote = peer.encode("Protobuf", id, tree);

    assertThat(PeerTrees.firstDifference(tree, pythonRead)).as("Python's reading of the codec's bytes").isEmpty();
    assertThat(Json.tree(codec.readBytes(pythonWrote))).as("the codec's reading of Python's bytes").isEqualTo(tree);
    assertThat(PeerTrees.firstDifference(tree, peer.decode("Protobuf", id, pythonWrote))).isEmpty();
  }

  @Test void awkwardValuesSurviveTheRoundTrip() throws Exception {
    ObjectNode m = (ObjectNode) Json.tree(DataSets.require("measurements-10").value()).deepCopy();
    ObjectNode first = (ObjectNode) m.get("items").get(0);
    first.put("time", Long.MAX_VALUE).put("duration", Integer.MIN_VALUE)
        .put("measurementId", "\uD83D\uDE00 \uD834\uDD1E \u00e9").putNull("type");
    ObjectNode media = (ObjectNode) Json.tree(DataSets.require("media-content").value()).deepCopy();
    ((ObjectNode) media.get("media")).putNull("title").put("copyright", "").put("size", -1L);

    assertThat(PeerTrees.firstDifference(m, peer.decode("Protobuf", "measurements-10", peer.encode("Protobuf", "measurements-10", m)))).isEmpty();
    JsonNode back = peer.decode("Protobuf", "media-content", peer.encode("Protobuf", "media-content", media));
    assertThat(PeerTrees.firstDifference(media, back)).isEmpty();
    assertThat(back.get("media").get("copyright").textValue()).as("an optional set to \"\" stays apart from null").isEqualTo("");
  }

  @Test void aDataSetTheSchemaDoesNotModelIsAGapNamingIt() {
    assertThatThrownBy(() -> peer.encode("Protobuf", "module-ids-sparse", Json.tree(DataSets.require("person").value())))
        .isInstanceOf(UnsupportedDataSetException.class).hasMessageContaining("module-ids-sparse")
        .hasMessageContaining("SparseModuleIds");
  }

  @Test void aFieldTheMessageDoesNotHaveIsAnErrorNotASilentDrop() {
    ObjectNode person = (ObjectNode) Json.tree(DataSets.require("person").value()).deepCopy();
    person.put("nickname", "x");
    assertThatThrownBy(() -> peer.encode("Protobuf", "person", person))
        .hasMessageContaining("$.nickname: message wirebench.Person has no such field");
  }
}
