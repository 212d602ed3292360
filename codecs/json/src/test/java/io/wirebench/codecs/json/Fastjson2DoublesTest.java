package io.wirebench.codecs.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.UserClasses;
import io.wirebench.core.Verdict;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 28: the gate refused fastjson2 on a user's class with {@code double} fields at six
 * decimals, because fastjson2 writes -26.06677 as {@code -26.066770000000002}, which is the same
 * double. The gate now compares each number as its field's type, and notes the other digits.
 */
class Fastjson2DoublesTest {
  /** A user's class: doubles at six decimals. */
  public static class Location {
    public String name;
    public double lat;
    public double lon;
  }

  @Test
  void fastjson2PassesTheGateOnDoublesAtSixDecimalsWithANote(@TempDir Path dir) throws Exception {
    Path data = dir.resolve("locations.json");
    Files.writeString(data, "[{\"name\":\"a\",\"lat\":-26.06677,\"lon\":51.507351},"
        + "{\"name\":\"b\",\"lat\":51.507351,\"lon\":-26.06677}]", StandardCharsets.UTF_8);
    DataSet<?> ds = DataSets.uncached(UserClasses.id(Location.class.getName(), data));
    Codec fastjson2 = Codecs.load().require("fastjson2");
    Binding<Object> b = Binding.erase(fastjson2.bind(ds));
    String written = b.writeString(b.sample());
    assertThat(written).as("what fastjson2 writes").contains("-26.066770000000002");

    Verdict v = RoundTripGate.check(fastjson2, ds);
    assertThat(v.status()).as(v.describe()).isEqualTo(Verdict.Status.PASS);
    assertThat(RoundTripGate.hasNumberNote(v)).as(v.describe()).isTrue();
    assertThat(v.message()).contains("-26.06677 written as -26.066770000000002 (the same double)");
    // Gson writes a double as Double.toString does, as the reference JSON does: no note
    Verdict gson = RoundTripGate.check(Codecs.load().require("gson"), ds);
    assertThat(gson.status()).as(gson.describe()).isEqualTo(Verdict.Status.PASS);
    assertThat(gson.message()).isEmpty();
  }
}
