package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The checks the access and partial operations pass before they are timed: small fake bindings
 * that skip a field, or read the wrong one, must fail with a line that says what; honest ones pass.
 */
class AccessAndPartialGateTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /**
   * A JSON codec whose access visits every scalar token except the strings named {@code skipped}
   * (null: none), and whose partial read returns {@code partialOffset} added to the right value.
   */
  static final class Fake implements Codec {
    private final String skippedField;
    private final int partialOffset;

    Fake(String skippedField, int partialOffset) {
      this.skippedField = skippedField;
      this.partialOffset = partialOffset;
    }

    @Override public CodecInfo info() {
      return CodecInfo.builder("fake-access").library("test", "1").text("JSON", "application/json", Family.JSON)
          .binding(BindingStyle.STREAMING).config("test").build();
    }

    @Override public Binding<?> bind(DataSet<?> dataSet) {
      return new Binding<Object>(dataSet, dataSet.value()) {
        @Override public void write(Object value, OutputStream out) throws IOException {
          MAPPER.writeValue(out, value);
        }

        @Override public Object read(InputStream in) throws IOException {
          return MAPPER.readValue(in, dataSet.type());
        }

        @Override public void access(byte[] bytes, FieldSink sink) throws IOException {
          try (JsonParser p = MAPPER.createParser(bytes)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
              if (t == JsonToken.VALUE_STRING) {
                if (skippedField == null || !skippedField.equals(p.currentName())) sink.visit(p.getText());
              } else if (t == JsonToken.VALUE_NUMBER_INT) sink.visit(p.getLongValue());
              else if (t == JsonToken.VALUE_NUMBER_FLOAT) sink.visit(p.getDoubleValue());
              else if (t == JsonToken.VALUE_TRUE || t == JsonToken.VALUE_FALSE) sink.visit(t == JsonToken.VALUE_TRUE);
            }
          }
        }

        @Override public Object readPartial(byte[] bytes) throws IOException {
          Object v = super.readPartial(bytes);
          return v instanceof Number n && partialOffset != 0 ? n.longValue() + partialOffset : v;
        }

        @Override public String partialMethod() {
          return "fake, off by " + partialOffset;
        }
      };
    }
  }

  @Test
  void anAccessThatVisitsEveryFieldPassesOnEveryPinnedDataSet() {
    for (String id : DataSets.pinnedIds()) {
      DataSet<?> ds = DataSets.require(id);
      Verdict v = RoundTripGate.checkAccess(new Fake(null, 0), ds);
      assertThat(v.passed()).as(v.describe()).isTrue();
    }
  }

  @Test
  void anAccessThatSkipsAFieldFailsNamingWhatItDidNotVisit() {
    Verdict v = RoundTripGate.checkAccess(new Fake("email", 0), DataSets.require("dbdata"));
    assertThat(v.passed()).isFalse();
    assertThat(v.phase()).isEqualTo("access");
    assertThat(v.message()).contains("access visited").contains("where dbdata has").contains("not visited: \"")
        .contains("@");
  }

  @Test
  void aPartialReadThatReturnsAWrongValueFailsWithBothValues() {
    DataSet<?> ds = DataSets.require("dbdata:1000");
    Verdict v = RoundTripGate.checkPartial(new Fake(null, 1), ds);
    assertThat(v.passed()).isFalse();
    assertThat(v.phase()).isEqualTo("partial");
    assertThat(v.message()).isEqualTo("partial read of rows.500.id (fake, off by 1) gave \"1501\" where dbdata:1000 "
        + "holds \"1500\"");
    assertThat(RoundTripGate.checkPartial(new Fake(null, 0), ds).passed()).isTrue();
  }

  @Test
  void aBindingWithoutAnAccessPathFailsTheAccessCheckSayingSo() {
    Verdict v = RoundTripGate.checkAccess(new RoundTripGateTest.Honest(), DataSets.require("person"));
    assertThat(v.passed()).isFalse();
    assertThat(v.message()).contains("no access path");
  }

  @Test
  void theDefaultPartialReadWorksForModelsAndMapsAndSaysWhyNotForOtherValues() {
    DataSet<?> ds = DataSets.require("dbdata");
    NativeTargets pojo = NativeTargets.of(new RoundTripGateTest.Honest().bind(ds));
    assertThat(pojo.partialMethod()).isEqualTo("full decode");
    assertThat(pojo.noPartial()).isNull();
    assertThat(pojo.access()).isFalse();
    NativeTargets maps = NativeTargets.of(new Binding<Object>(ds, ds.untyped()) {
      @Override public void write(Object value, OutputStream out) {}

      @Override public Object read(InputStream in) {
        return null;
      }
    });
    assertThat(maps.partialMethod()).isEqualTo("full decode");
    NativeTargets bytes = NativeTargets.of(new Binding<Object>(ds, new byte[3]) {
      @Override public void write(Object value, OutputStream out) {}

      @Override public Object read(InputStream in) {
        return null;
      }
    });
    assertThat(bytes.partialMethod()).isNull();
    assertThat(bytes.noPartial()).isEqualTo("the default (a full decode, then the path rows.5.id) cannot walk its "
        + "values, [B (path rows.5.id: rows is not a list index), and the adapter has no readPartial of its own");
    NativeTargets own = NativeTargets.of(new Fake(null, 0).bind(ds));
    assertThat(own.access()).isTrue();
    assertThat(own.partialMethod()).isEqualTo("fake, off by 0");
  }

  @Test
  void aFractionIsComparedNotCutOff() {
    assertThat(DataSet.partialText(new java.math.BigDecimal("12.50"))).isEqualTo("12.5");
    assertThat(DataSet.partialText(12.5d)).isEqualTo("12.5");
    assertThat(DataSet.partialText(new java.math.BigDecimal("12.00"))).isEqualTo("12");
    assertThat(DataSet.partialText(12L)).isEqualTo("12");
    DataSet<?> matrix = DataSets.require("decimal-matrix");
    assertThat(matrix.partialExpected()).as("a decimal cell keeps its fraction").contains(".");
    assertThat(matrix.scalars()).anyMatch(s -> s.contains("."));
    assertThat(DataSet.partialText(Map.of("a", 1).get("a"))).isEqualTo("1");
  }
}
