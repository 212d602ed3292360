package io.wirebench.speed;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.core.FieldSink;
import io.wirebench.records.Operation;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The run's gate checks the access and partial paths of the pairs it gates, only when those operations run. */
class GateOpsTest {
  /** Round-trips honestly; its access visits nothing and its partial read answers 7. */
  static final class Wrong implements Codec {
    private final ObjectMapper mapper = new ObjectMapper();

    @Override public CodecInfo info() {
      return CodecInfo.builder("wrong-partial").library("test", "1").text("JSON", "application/json", Family.JSON)
          .binding(BindingStyle.STREAMING).config("test").build();
    }

    @Override public Binding<?> bind(DataSet<?> dataSet) {
      return new Binding<Object>(dataSet, dataSet.value()) {
        @Override public void write(Object value, OutputStream out) throws IOException {
          mapper.writeValue(out, value);
        }

        @Override public Object read(InputStream in) throws IOException {
          return mapper.readValue(in, dataSet.type());
        }

        @Override public void access(byte[] bytes, FieldSink sink) {}

        @Override public Object readPartial(byte[] bytes) {
          return 7;
        }
      };
    }
  }

  @Test
  void aPairWhoseAccessAndPartialAreWrongPassesTheRoundTripButFailsThoseChecks() {
    StringWriter text = new StringWriter();
    Gate.Findings f = Gate.check(List.of(new Wrong()), List.of(DataSets.require("person")), c -> null,
        List.of(Operation.READ, Operation.ACCESS, Operation.PARTIAL), new PrintWriter(text, true));
    assertThat(f.verdicts()).singleElement().satisfies(v -> assertThat(v.passed()).isTrue());
    assertThat(f.opFailures()).extracting(io.wirebench.core.Verdict::phase).containsExactly("access", "partial");
    assertThat(text.toString()).contains("access check FAILED, that cell excluded from timing: wrong-partial on person")
        .contains("partial check FAILED").contains("gave \"7\" where person holds");
  }

  @Test
  void withoutTheOperationsNothingMoreIsChecked() {
    Gate.Findings f = Gate.check(List.of(new Wrong()), List.of(DataSets.require("person")), c -> null,
        List.of(Operation.READ), new PrintWriter(new StringWriter()));
    assertThat(f.opFailures()).isEmpty();
  }
}
