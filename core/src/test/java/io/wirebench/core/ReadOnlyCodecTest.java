package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A codec that only parses: the gate feeds it the reference JSON and never calls its write. */
class ReadOnlyCodecTest {
  /** Reads JSON with Jackson; counts the calls to write, which must stay at zero. */
  static class ReadOnly implements Codec {
    final AtomicInteger writes = new AtomicInteger();
    final ObjectMapper mapper = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    @Override public CodecInfo info() {
      return CodecInfo.builder("read-only").library("test", "1")
          .text("JSON", "application/json", Family.JSON).binding(BindingStyle.POJO).config("test")
          .refusesTrailingBytes().readsOnly().build();
    }

    Object read(ObjectMapper m, InputStream in, DataSet<?> ds) throws IOException {
      return m.readValue(in, ds.type());
    }

    @Override public Binding<?> bind(DataSet<?> dataSet) {
      return new Binding<Object>(dataSet, dataSet.value()) {
        @Override public void write(Object value, OutputStream out) {
          writes.incrementAndGet();
          throw new UnsupportedOperationException("read only");
        }

        @Override public Object read(InputStream in) throws IOException {
          return ReadOnly.this.read(mapper, in, dataSet);
        }
      };
    }
  }

  /** Reads every row's email as null. */
  static final class ReadsWrongly extends ReadOnly {
    @Override Object read(ObjectMapper m, InputStream in, DataSet<?> ds) throws IOException {
      ObjectNode tree = (ObjectNode) m.readTree(in);
      tree.withArray("rows").forEach(r -> ((ObjectNode) r).putNull("email"));
      return m.treeToValue(tree, ds.type());
    }
  }

  @Test
  void theGatePassesAReadOnlyCodecOnTheReferenceEncodingWithoutCallingWrite() throws IOException {
    ReadOnly codec = new ReadOnly();
    for (String id : new String[] {"person", "dbdata", "media-content"}) {
      DataSet<?> ds = DataSets.require(id);
      Verdict v = RoundTripGate.check(codec, ds);
      assertThat(v.status()).as(v.describe()).isEqualTo(Verdict.Status.PASS);
      assertThat(v.encodedSize()).as("the reference encoding's size").isEqualTo(Json.write(ds.value()).length);
      assertThat(v.message()).isEqualTo(RoundTripGate.READ_ONLY_PASS);
    }
    assertThat(codec.writes).as("calls to write").hasValue(0);
  }

  @Test
  void theGateRefusesAReadOnlyCodecThatReadsTheReferenceWrongly() {
    ReadsWrongly codec = new ReadsWrongly();
    Verdict v = RoundTripGate.check(codec, DataSets.require("dbdata"));
    assertThat(v.status()).isEqualTo(Verdict.Status.FAIL);
    assertThat(v.phase()).isEqualTo("compare");
    assertThat(v.message()).contains("$.rows[0].email");
    assertThat(codec.writes).hasValue(0);
  }

  @Test
  void aReadOnlyCodecHasNoWriteTargetsAndEveryReadTarget() {
    ReadOnly codec = new ReadOnly();
    Binding<?> b = codec.bind(DataSets.require("person"));
    assertThat(b.timedWriteTargets(codec.info())).isEmpty();
    assertThat(b.timedReadTargets(codec.info())).contains(Target.STRING, Target.READER, Target.BYTES, Target.FILE);
  }

  @Test
  void theGateChecksTrailingBytesOnTheReferenceEncoding() {
    ReadOnly lenient = new ReadOnly() {
      @Override Object read(ObjectMapper m, InputStream in, DataSet<?> ds) throws IOException {
        return new ObjectMapper().readValue(in, ds.type()); // ignores what follows the document
      }
    };
    Verdict v = RoundTripGate.check(lenient, DataSets.require("person"));
    assertThat(v.phase()).as(v.describe()).isEqualTo("trailing");
  }

  @Test
  void onlyAJsonTextCodecCanBeReadOnlyAndACompressedVariantOfOneIsUnavailable() {
    assertThatThrownBy(() -> CodecInfo.builder("x").library("t", "1").binary("CBOR", "application/cbor", Family.BINARY)
        .binding(BindingStyle.POJO).readsOnly().build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("only a JSON text codec");
    Verdict v = RoundTripGate.check(new CompressedCodec(new ReadOnly(), Compressor.GZIP), DataSets.require("person"));
    assertThat(v.status()).isEqualTo(Verdict.Status.UNAVAILABLE);
    assertThat(v.message()).contains("read only");
    assertThat(new CompressedCodec(new ReadOnly(), Compressor.GZIP).info().readsOnly()).isFalse();
  }
}
