package io.wirebench.codecs.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Diff;
import io.wirebench.core.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the contract cannot see: hand-written streaming code writes databind's exact bytes and
 * reads fields in any order, and the tree binding's read-modify-write changes the same field as
 * the model's.
 */
class JacksonStreamingAndTreeTest {
  static Iterable<String> dataSets() {
    return DataSets.ids();
  }

  private static Binding<Object> bind(Codec codec, String dataSet) {
    return Binding.erase(codec.bind(DataSets.require(dataSet)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dataSets")
  void streamingWritesTheSameBytesAsDatabind(String dataSet) throws IOException {
    Binding<Object> streaming = bind(new JacksonStreamingCodec(), dataSet);
    Binding<Object> databind = bind(new JacksonDatabindCodec(), dataSet);
    byte[] expected = databind.writeBytes(databind.sample());
    assertThat(streaming.writeBytes(streaming.sample())).isEqualTo(expected);
    assertThat(streaming.writeString(streaming.sample()))
        .isEqualTo(new String(expected, StandardCharsets.UTF_8));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dataSets")
  void streamingReadsFieldsInAnyOrder(String dataSet) throws IOException {
    Binding<Object> streaming = bind(new JacksonStreamingCodec(), dataSet);
    byte[] reordered = Json.write(reversed(DataSets.require(dataSet).untyped()));
    if (!dataSet.startsWith("decimal-matrix")) { // its one field has no other order
      assertThat(reordered).isNotEqualTo(streaming.writeBytes(streaming.sample()));
    }
    assertThat(Diff.first(streaming.sample(), streaming.readBytes(reordered))).isEmpty();
    assertThat(Diff.first(streaming.sample(),
        streaming.readString(new String(reordered, StandardCharsets.UTF_8)))).isEmpty();
  }

  /** The untyped form with every object's fields in reverse order. */
  private static Object reversed(Object v) {
    if (v instanceof Map) {
      List<Map.Entry<?, ?>> entries = new ArrayList<>(((Map<?, ?>) v).entrySet());
      Collections.reverse(entries);
      Map<Object, Object> m = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : entries) m.put(e.getKey(), reversed(e.getValue()));
      return m;
    }
    if (v instanceof List) {
      List<Object> l = new ArrayList<>();
      for (Object o : (List<?>) v) l.add(reversed(o));
      return l;
    }
    return v;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dataSets")
  void treeModifyChangesTheSameFieldAsTheModel(String dataSet) throws IOException {
    DataSet<?> ds = DataSets.require(dataSet);
    Binding<Object> tree = bind(new JacksonTreeCodec(), dataSet);
    Binding<Object> pojo = bind(new JacksonDatabindCodec(), dataSet);
    byte[] bytes = pojo.writeBytes(pojo.sample());
    Object changedTree = tree.modify(tree.readBytes(bytes));
    Object changedModel = pojo.modify(pojo.readBytes(bytes));
    assertThat(Diff.first(ds.untyped(), Json.parseUntyped(tree.writeBytes(changedTree))))
        .as("the tree changed").isPresent();
    assertThat(Diff.firstJson(Json.untyped(changedModel),
        Json.parseUntyped(tree.writeBytes(changedTree)))).isEmpty();
  }
}
