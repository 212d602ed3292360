package io.wirebench.codecs.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Binding;
import io.wirebench.core.DataSets;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Boon's untyped reads give plain Java values, not its lazy {@code Value} types. */
class BoonUntypedTest {
  @ParameterizedTest
  @ValueSource(strings = {"\"hello\"", "true", "null", "1", "[1,\"a\"]", "{\"a\":null}"})
  void untypedReadsGivePlainJavaValues(String doc) throws IOException {
    byte[] json = doc.getBytes(StandardCharsets.UTF_8);
    Binding<Object> b = Binding.erase(new BoonCodec().bind(DataSets.fromJson("doc", json, false)));
    Object expected = switch (doc) {
      case "\"hello\"" -> "hello";
      case "true" -> Boolean.TRUE;
      case "null" -> null;
      case "1" -> 1;
      case "[1,\"a\"]" -> Arrays.asList(1, "a");
      default -> Collections.singletonMap("a", null);
    };
    assertThat(b.readBytes(json)).isEqualTo(expected);
    assertThat(b.readString(doc)).isEqualTo(expected);
  }
}
