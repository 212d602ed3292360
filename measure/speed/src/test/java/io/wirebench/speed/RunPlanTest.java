package io.wirebench.speed;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.analysis.Cell;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Target;
import io.wirebench.core.Verdict;
import io.wirebench.records.NotMeasured;
import io.wirebench.records.Operation;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunPlanTest {
  /** A JSON codec through Jackson; read only when asked, and then its write throws. */
  static final class Fake implements Codec {
    private final CodecInfo info;
    private final ObjectMapper mapper = new ObjectMapper();

    Fake(String id, boolean readsOnly) {
      CodecInfo.Builder b = CodecInfo.builder(id).library("test", "1").text("JSON", "application/json", Family.JSON)
          .binding(BindingStyle.POJO).config("test");
      info = readsOnly ? b.readsOnly().build() : b.build();
    }

    @Override public CodecInfo info() {
      return info;
    }

    @Override public Binding<?> bind(DataSet<?> dataSet) {
      return new Binding<Object>(dataSet, dataSet.value()) {
        @Override public void write(Object value, OutputStream out) throws IOException {
          if (info.readsOnly()) throw new UnsupportedOperationException("read only");
          mapper.writeValue(out, value);
        }

        @Override public Object read(InputStream in) throws IOException {
          return mapper.readValue(in, dataSet.type());
        }
      };
    }
  }

  @Test
  void aReadOnlyCodecGetsReadCellsOnlyAndEveryOtherCellIsNotMeasuredBecauseItOnlyReads() {
    List<Codec> codecs = List.of(new Fake("parser", true), new Fake("full", false));
    List<DataSet<?>> datasets = List.of(DataSets.require("dbdata"));
    List<Operation> ops = List.of(Operation.WRITE, Operation.READ, Operation.ROUNDTRIP, Operation.SAVELOAD);
    List<Target> targets = List.of(Target.BYTES, Target.STRING, Target.FILE);
    List<Verdict> verdicts = new ArrayList<>();
    for (Codec c : codecs) verdicts.add(RoundTripGate.check(c, datasets.get(0)));
    assertThat(verdicts).allMatch(Verdict::passed);

    RunPlan plan = RunPlan.of(codecs, datasets, ops, targets, verdicts);

    List<String> parserCells = plan.cells().stream().filter(c -> c.codec().equals("parser"))
        .map(c -> c.op().label() + " " + c.target().label()).toList();
    assertThat(parserCells).containsExactlyInAnyOrder("read bytes", "read string", "read file");
    assertThat(plan.cells().stream().filter(c -> c.codec().equals("full")).map(Cell::op).distinct())
        .containsExactlyInAnyOrder(Operation.WRITE, Operation.READ, Operation.ROUNDTRIP, Operation.SAVELOAD);
    List<NotMeasured> not = plan.notMeasured().stream().filter(n -> n.codec() != null).toList();
    assertThat(not).allMatch(n -> n.codec().equals("parser") && n.kind().equals("read-only"));
    assertThat(not.stream().map(NotMeasured::cell))
        .containsExactlyInAnyOrder("write bytes", "write string", "write file", "roundtrip bytes", "roundtrip string",
            "saveload file");
    assertThat(not.get(0).describe()).startsWith("parser on dbdata (write string): read only: ");
  }

  @Test
  void anOperationAskedForOnATargetItHasNoBenchmarkForIsSaidOnceNotDroppedSilently() {
    List<Codec> codecs = List.of(new Fake("full", false));
    List<DataSet<?>> datasets = List.of(DataSets.require("dbdata"));
    List<Verdict> verdicts = List.of(RoundTripGate.check(codecs.get(0), datasets.get(0)));
    RunPlan plan = RunPlan.of(codecs, datasets, List.of(Operation.READ, Operation.ROUNDTRIP),
        List.of(Target.STRING, Target.STREAM), verdicts);
    assertThat(plan.cells().stream().map(c -> c.op().label() + " " + c.target().label()))
        .containsExactlyInAnyOrder("read string", "read stream", "roundtrip string");
    assertThat(plan.notMeasured()).singleElement().satisfies(n -> {
      assertThat(n.codec()).isNull();
      assertThat(n.kind()).isEqualTo("no-benchmark");
      assertThat(n.describe()).isEqualTo("roundtrip stream: roundtrip has no benchmark on stream for any codec; it runs"
          + " on string, bytes only");
    });
  }

  @Test
  void accessAndPartialCellsArePlannedWhereTheBindingHasThemAndSayWhyNotElsewhere() {
    List<Codec> codecs = List.of(new Fake("full", false));
    List<DataSet<?>> datasets = List.of(DataSets.require("dbdata"));
    List<Verdict> verdicts = List.of(RoundTripGate.check(codecs.get(0), datasets.get(0)));
    RunPlan plan = RunPlan.of(codecs, datasets, List.of(Operation.READ, Operation.ACCESS, Operation.PARTIAL),
        List.of(Target.BYTES), verdicts);
    assertThat(plan.cells().stream().map(c -> c.op().label() + " " + c.target().label()))
        .containsExactlyInAnyOrder("read bytes", "partial bytes");
    assertThat(plan.notMeasured()).singleElement().satisfies(n -> {
      assertThat(n.kind()).isEqualTo("no-access");
      assertThat(n.cell()).isEqualTo("access bytes");
      assertThat(n.reason()).contains("no access path");
    });
  }

  @Test
  void aFailedPartialCheckLeavesOutThatCellAloneAsAGateFailure() {
    List<Codec> codecs = List.of(new Fake("full", false));
    List<DataSet<?>> datasets = List.of(DataSets.require("dbdata"));
    List<Verdict> verdicts = List.of(RoundTripGate.check(codecs.get(0), datasets.get(0)));
    Verdict wrong = new Verdict("full", "dbdata", Verdict.Status.FAIL, "partial", "partial read of rows.5.id "
        + "(full decode) gave \"1\" where dbdata holds \"1005\"", -1);
    RunPlan plan = RunPlan.of(codecs, datasets, List.of(Operation.READ, Operation.PARTIAL), List.of(Target.BYTES),
        verdicts, java.util.Map.of(), List.of(wrong));
    assertThat(plan.cells()).extracting(Cell::op).containsExactly(Operation.READ);
    assertThat(plan.notMeasured()).singleElement().satisfies(n -> {
      assertThat(n.kind()).isEqualTo("gate-failed");
      assertThat(n.describe()).isEqualTo("full on dbdata (partial bytes): failed the partial check: partial read of "
          + "rows.5.id (full decode) gave \"1\" where dbdata holds \"1005\"");
    });
  }

  @Test
  void aPlanOnThreadCountsHasEveryCellAtEachCountAndOneThreadIsThePlanItself() {
    Cell a = new Cell(Operation.WRITE, Target.BYTES, "gson", "dbdata");
    Cell b = new Cell(Operation.READ, Target.BYTES, "gson", "dbdata");
    RunPlan plan = new RunPlan(List.of(a, b), List.of(), java.util.Map.of(), java.util.Map.of());
    assertThat(plan.withThreads(List.of(1))).isSameAs(plan);
    assertThat(plan.withThreads(List.of(1, 2)).cells()).containsExactly(a, b, a.withThreads(2), b.withThreads(2));
  }
}
