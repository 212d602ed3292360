package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.bench.Cell;
import io.wirebench.bench.CellResult;
import io.wirebench.bench.ForkSample;
import io.wirebench.bench.Operation;
import io.wirebench.core.Target;
import io.wirebench.results.Sizes;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AnswerTest {
  private static CellResult cell(Operation op, String codec, double... forkMeans) {
    CellResult r = CellResult.planned(new Cell(op, Target.BYTES, codec, "dbdata"), -1);
    for (double m : forkMeans) {
      double[] flat = new double[20];
      Arrays.fill(flat, m);
      r = r.withFork(ForkSample.of(flat, 0, 0.1, Map.of(), 1, null));
    }
    return r;
  }

  private static Sizes.Row size(String codec, long raw, long gzip) {
    return new Sizes.Row("dbdata", codec, "x", raw, Map.of("gzip", gzip), "");
  }

  private static String answer(List<CellResult> cells, List<Sizes.Row> sizes) {
    StringWriter s = new StringWriter();
    Answer.print(cells, sizes, id -> id.equals("baseline") ? ResultTables.CONTROL : "pojo", new PrintWriter(s, true));
    return s.toString();
  }

  @Test
  void namesTheFastestAndSmallestWithTheirRatioToJacksonAndTheParetoSet() {
    List<CellResult> cells = new ArrayList<>(List.of(
        cell(Operation.WRITE, "jackson-databind", 100, 100), cell(Operation.READ, "jackson-databind", 50, 50),
        cell(Operation.WRITE, "fast", 300, 300), cell(Operation.READ, "fast", 200, 200),
        cell(Operation.WRITE, "small", 90, 90), cell(Operation.READ, "small", 40, 40),
        cell(Operation.WRITE, "baseline", 9000, 9000), cell(Operation.READ, "baseline", 9000, 9000)));
    String a = answer(cells, List.of(size("jackson-databind", 1000, 300), size("fast", 900, 310),
        size("small", 400, 200), size("baseline", 1000, 300)));
    assertThat(a).contains("answer for dbdata:",
        "fastest writer: fast (bytes, 300 ops/s, 3.00× jackson-databind)",
        "fastest reader: fast (bytes, 200 ops/s, 4.00× jackson-databind)",
        "smallest: small (400 bytes, 0.40× jackson-databind)",
        "smallest gzipped: small (200 bytes, 0.67× jackson-databind)",
        "none better in both (write+read time, raw bytes): small (36.11 ms, 400 bytes), fast (8.33 ms, 900 bytes)");
    assertThat(a).doesNotContain("baseline");
  }

  @Test
  void readModifyWriteAccessAndPartialHaveTheirFastestToo() {
    String a = answer(List.of(
        cell(Operation.ROUNDTRIP, "jackson-databind", 40, 40), cell(Operation.ROUNDTRIP, "fast", 80, 80),
        cell(Operation.ACCESS, "streaming", 500, 500), cell(Operation.ACCESS, "zero-copy", 900, 900),
        cell(Operation.PARTIAL, "jackson-databind", 50, 50), cell(Operation.PARTIAL, "streaming", 5000, 5000)),
        List.of());
    assertThat(a).contains("fastest read-modify-write: fast (bytes, 80.0 ops/s, 2.00× jackson-databind)",
        "fastest to visit every field (access): zero-copy (bytes, 900 ops/s)",
        "fastest to one deep field (partial): streaming (bytes, 5,000 ops/s, 100.00× jackson-databind)");
    assertThat(a).doesNotContain("fastest writer").doesNotContain("fastest reader");
  }

  @Test
  void aFastestThatWelchsTestCannotTellFromTheRunnerUpIsATie() {
    String a = answer(List.of(cell(Operation.WRITE, "a", 100, 110, 90), cell(Operation.WRITE, "b", 98, 108, 88)),
        List.of());
    assertThat(a).contains("fastest writer: a (bytes, 100 ops/s); a tie with b (Welch's 95% interval of their ratio "
        + "holds 1)");
  }

  @Test
  void aFastestWhoseForksAllBeatTheRunnerUpsIsNoTie() {
    String a = answer(List.of(cell(Operation.WRITE, "a", 100, 101, 99), cell(Operation.WRITE, "b", 90, 91, 89)),
        List.of());
    assertThat(a).contains("fastest writer: a (bytes, 100 ops/s)").doesNotContain("tie");
  }

  @Test
  void codecsWritingTheSameBytesTieForSmallest() {
    List<CellResult> cells = List.of(cell(Operation.WRITE, "jackson-databind", 100), cell(Operation.WRITE, "gson", 90));
    String a = answer(cells, List.of(size("jackson-databind", 1845, 568), size("gson", 1845, 568),
        size("moshi", 1845, 570)));
    assertThat(a).contains("smallest: 3 codecs tie at 1,845 bytes (jackson-databind, gson, moshi)",
        "smallest gzipped: 2 codecs tie at 568 bytes (jackson-databind, gson)");
  }

  @Test
  void saysNothingForOneCodec() {
    assertThat(answer(List.of(cell(Operation.WRITE, "a", 100), cell(Operation.READ, "a", 100)), List.of())).isEmpty();
  }

  @Test
  void aRunOnTwoThreadCountsAnswersSpeedOnOneThreadAndAddsWhatScalesBest() {
    CellResult twoThreads = CellResult.planned(new Cell(Operation.WRITE, Target.BYTES, "b", "dbdata", 2), -1);
    double[] flat = new double[20];
    Arrays.fill(flat, 500);
    twoThreads = twoThreads.withFork(ForkSample.of(flat, 0, 0.1, Map.of(), 1, null));
    StringWriter s = new StringWriter();
    Answer.print(List.of(cell(Operation.WRITE, "a", 300, 300), cell(Operation.WRITE, "b", 200, 200), twoThreads),
        List.of(), id -> "pojo", Map.of("dbdata", List.of("scales best, write bytes on 2 threads: b (efficiency 1.25)")),
        new PrintWriter(s, true));
    assertThat(s.toString()).as("b's 500 ops/s is on two threads: not a one-thread cell's rival")
        .contains("fastest writer: a (bytes, 300 ops/s)", "  scales best, write bytes on 2 threads: b (efficiency 1.25)");
  }

  @Test
  void aWinnerOnAJdkIsComparedWithJacksonOnTheSameJdk() {
    assertThat(Answer.reference("kryo@jdk25", List.of("kryo@jdk17", "kryo@jdk25", "jackson-databind@jdk17",
        "jackson-databind@jdk25"))).isEqualTo("jackson-databind@jdk25");
    assertThat(Answer.reference("gson", List.of("gson", "jackson-databind"))).isEqualTo("jackson-databind");
    assertThat(Answer.reference("jackson-databind@2.8.5", List.of("jackson-databind@2.8.5", "jackson-databind@2.22.1")))
        .isEqualTo("jackson-databind@2.8.5");
  }
}
