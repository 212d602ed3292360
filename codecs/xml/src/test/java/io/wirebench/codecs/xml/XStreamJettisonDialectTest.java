package io.wirebench.codecs.xml;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Binding;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The Jettison codec writes what its dialect label says (if Jettison or XStream change, the label
 * must change with them), and the gate passes it as a dialect, saying so.
 */
class XStreamJettisonDialectTest {
  private static String json(String dataset) throws Exception {
    Binding<Object> b = Binding.erase(Codecs.load().require("xstream-jettison").bind(DataSets.require(dataset)));
    return b.writeString(b.sample());
  }

  @Test void theValueIsWrappedInAnObjectNamedAfterItsClass() throws Exception {
    assertThat(json("person")).isEqualTo("{\"person\":{\"name\":\"Jane Doe\",\"age\":42,\"city\":\"Berlin\"}}");
  }

  @Test void aListHoldsAnObjectWithTheElementsUnderTheirNameAndNumericStringsBecomeNumbers() throws Exception {
    assertThat(json("dbdata")).startsWith("{\"dbData\":{\"rows\":[{\"dbRow\":[{\"id\":1000,")
        .contains("\"zip\":76326,");
    assertThat(json("decimal-matrix")).contains("{\"string\":[");
  }

  @Test void isLabelledADialectAndTheGateSaysSo() {
    CodecInfo info = Codecs.load().require("xstream-jettison").info();
    assertThat(info.isDialect()).isTrue();
    assertThat(info.formatLabel()).isEqualTo("JSON, dialect");
    Verdict v = RoundTripGate.check(Codecs.load().require("xstream-jettison"), DataSets.require("dbdata"));
    assertThat(v.status()).as(v.describe()).isEqualTo(Verdict.Status.PASS);
    assertThat(v.message()).startsWith(RoundTripGate.DIALECT_PASS).contains("mapped convention");
  }

  @Test void theStandardXStreamCodecIsNoDialect() {
    assertThat(Codecs.load().require("xstream").info().isDialect()).isFalse();
  }
}
