package io.wirebench.codecs.zerocopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Json;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bytes are standard FlatBuffers, not merely what this adapter reads back: flatc itself turns
 * them into JSON (with the schema, {@code --defaults-json} so that zeros are shown), and that JSON
 * is the model's, field names aside (flatc keeps the schema's snake_case).
 */
class FlatcReadsTheBytesTest {
  private static final Path FLATC = Path.of("/usr/bin/flatc");
  private static final Path SCHEMA = Path.of("src/main/flatbuffers/wirebench.fbs");
  private static final Codec flatbuffers = Codecs.load().find("flatbuffers").orElseThrow();

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"person", "dbdata", "media-content", "measurements-10",
      "decimal-matrix:4x3", "module-ids:20", "module-ids-sparse:40"})
  void flatcDecodesTheEncodingToTheModel(String id, @TempDir Path dir) throws Exception {
    assumeThat(Codecs.unavailableReason(flatbuffers)).as("flatbuffers is unavailable here").isEmpty();
    assumeThat(Files.isExecutable(FLATC)).as("flatc is installed").isTrue();
    DataSet<?> ds = DataSets.require(id);
    Binding<Object> b = Binding.erase(flatbuffers.bind(ds));
    Path bin = Files.write(dir.resolve("value.bin"), b.writeBytes(b.sample()));
    Process p = new ProcessBuilder(FLATC.toString(), "--json", "--strict-json", "--defaults-json",
        "--raw-binary", "--root-type", "io.wirebench.codecs.zerocopy.fb.Fb" + ds.type().getSimpleName(),
        "-o", dir.toString(), SCHEMA.toString(), "--", bin.toString())
        .redirectErrorStream(true).start();
    String log = new String(p.getInputStream().readAllBytes());
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as("flatc: %s", log).isZero();
    Object decoded = Json.parseUntyped(Files.readAllBytes(dir.resolve("value.json")));
    assertThat(normal(decoded)).isEqualTo(normal(Json.untyped(ds.value())));
  }

  /**
   * Keys in lowerCamelCase, nulls (fields flatc leaves out) dropped, numbers by value; a decimal
   * matrix row, a table of one vector {@code values} (FlatBuffers has no vector of vectors), as
   * that vector.
   */
  private static Object normal(Object o) throws IOException {
    if (o instanceof Map<?, ?> m && m.size() == 1 && m.containsKey("values")) return normal(m.get("values"));
    if (o instanceof Map<?, ?> m) {
      Map<String, Object> out = new TreeMap<>();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        if (e.getValue() != null) out.put(camel((String) e.getKey()), normal(e.getValue()));
      }
      return out;
    }
    if (o instanceof List<?> l) {
      List<Object> out = new ArrayList<>();
      for (Object v : l) out.add(normal(v));
      return out;
    }
    if (o instanceof Number n) return new BigDecimal(n.toString()).stripTrailingZeros().toPlainString();
    return o;
  }

  private static String camel(String snake) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < snake.length(); i++) {
      char c = snake.charAt(i);
      if (c == '_' && i + 1 < snake.length()) sb.append(Character.toUpperCase(snake.charAt(++i)));
      else sb.append(c);
    }
    return sb.toString();
  }
}
