package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Iterator;
import org.junit.jupiter.api.Test;

class RoundTripGateTest {
  /** A codec that writes JSON but silently drops the field {@code email} of every row. */
  static final class DropsEmail implements Codec {
    private final ObjectMapper mapper = new ObjectMapper();

    @Override public CodecInfo info() {
      return CodecInfo.builder("drops-email").library("test", "1")
          .text("JSON", "application/json", Family.JSON).binding(BindingStyle.POJO)
          .config("test").build();
    }

    @Override public Binding<?> bind(DataSet<?> dataSet) {
      return new Binding<Object>(dataSet, dataSet.value()) {
        @Override public void write(Object value, OutputStream out) throws IOException {
          ObjectNode tree = mapper.valueToTree(value);
          if (tree.has("rows")) {
            for (Iterator<com.fasterxml.jackson.databind.JsonNode> it = tree.get("rows").elements(); it.hasNext(); ) {
              ((ObjectNode) it.next()).remove("email");
            }
          }
          mapper.writeValue(out, tree);
        }

        @Override public Object read(InputStream in) throws IOException {
          return mapper.readValue(in, dataSet.type());
        }
      };
    }
  }

  /** Writes correctly but reads back with one field lost: only the JSON tree check sees the writer is fine. */
  static class Honest implements Codec {
    private final ObjectMapper mapper = new ObjectMapper();

    @Override public CodecInfo info() {
      return CodecInfo.builder("honest").library("test", "1")
          .text("JSON", "application/json", Family.JSON).binding(BindingStyle.POJO).config("test").build();
    }

    @Override public Binding<?> bind(DataSet<?> dataSet) {
      return new Binding<Object>(dataSet, dataSet.value()) {
        @Override public void write(Object value, OutputStream out) throws IOException {
          mapper.writeValue(out, value);
        }

        @Override public Object read(InputStream in) throws IOException {
          return mapper.readValue(in, dataSet.type());
        }
      };
    }
  }

  @Test
  void aCodecThatDropsAFieldFailsTheGateNamingTheFieldPath() {
    Verdict v = RoundTripGate.check(new DropsEmail(), DataSets.require("dbdata"));
    assertThat(v.status()).isEqualTo(Verdict.Status.FAIL);
    assertThat(v.phase()).isEqualTo("compare");
    assertThat(v.message()).contains("$.rows[0].email").contains("expected \"").contains("but was null");
    assertThat(v.describe()).startsWith("drops-email on dbdata: fail (compare)");
  }

  @Test
  void aCorrectCodecPassesOnEveryDataSetAndReportsItsSize() {
    for (DataSet<?> ds : DataSets.all()) {
      Verdict v = RoundTripGate.check(new Honest(), ds);
      assertThat(v.status()).as(v.describe()).isEqualTo(Verdict.Status.PASS);
      assertThat(v.encodedSize()).isPositive();
    }
  }

  @Test
  void aCodecThatCannotModelADataSetIsAGapWithItsReason() {
    Codec c = new Honest() {
      @Override public Binding<?> bind(DataSet<?> dataSet) {
        throw new UnsupportedDataSetException("no schema for " + dataSet.id());
      }
    };
    Verdict v = RoundTripGate.check(c, DataSets.require("person"));
    assertThat(v.status()).isEqualTo(Verdict.Status.GAP);
    assertThat(v.message()).isEqualTo("no schema for person");
  }

  @Test
  void aCodecThatThrowsWhileReadingFailsInTheReadPhase() {
    Codec c = new Honest() {
      @Override public Binding<?> bind(DataSet<?> dataSet) {
        Binding<?> inner = super.bind(dataSet);
        return new Binding<Object>(dataSet, dataSet.value()) {
          @Override public void write(Object value, OutputStream out) throws IOException {
            RoundTripGate.cast(inner).write(value, out);
          }

          @Override public Object read(InputStream in) throws IOException {
            throw new IOException("boom at byte 3");
          }
        };
      }
    };
    Verdict v = RoundTripGate.check(c, DataSets.require("person"));
    assertThat(v.phase()).isEqualTo("read");
    assertThat(v.message()).contains("boom at byte 3");
  }
}
