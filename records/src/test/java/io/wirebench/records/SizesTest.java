package io.wirebench.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Verdict;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

class SizesTest {
  /** Reads JSON with Jackson; has no writer. */
  static final class Parser implements Codec {
    private final ObjectMapper mapper = new ObjectMapper();

    @Override public CodecInfo info() {
      return CodecInfo.builder("parser").library("test", "1").text("JSON", "application/json", Family.JSON)
          .binding(BindingStyle.POJO).config("test").readsOnly().build();
    }

    @Override public Binding<?> bind(DataSet<?> dataSet) {
      return new Binding<Object>(dataSet, dataSet.value()) {
        @Override public void write(Object value, OutputStream out) {
          throw new UnsupportedOperationException("read only");
        }

        @Override public Object read(InputStream in) throws IOException {
          return mapper.readValue(in, dataSet.type());
        }
      };
    }
  }

  @Test
  void aReadOnlyCodecThatPassesTheGateHasNoSizeRowAndSaysWhy() throws IOException {
    Codec parser = new Parser();
    DataSet<?> person = DataSets.require("person");
    Verdict v = RoundTripGate.check(parser, person);
    assertThat(v.passed()).as(v.describe()).isTrue();
    assertThat(Sizes.measure(List.of(parser), List.of(person), List.of(v))).isEmpty();
    assertThat(Sizes.notSized(parser)).isEqualTo("parser: read only, it writes nothing (its reads take the "
        + "reference JSON encoding)");
  }
}
