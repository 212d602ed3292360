package io.wirebench.codecs.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wirebench.core.Binding;
import io.wirebench.core.BuiltInDataSet;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.UserClasses;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The lazy JSON readers' access and partial read (issue 33): jsoniter's lazy Any and iterator,
 * fastjson2's JSONPath over a JSONReader and its token walk, simdjson-java's tape walk. On every
 * data set they model, plus counted ones whose path index follows the count (dbdata:1000 reads
 * row 500, dbdata:7 row 3): access visits exactly the data set's scalars, and the partial read
 * returns the path's value. simdjson-java runs on JDK 24+ only: on an older test JVM its check
 * runs in a JDK 25 child, and is skipped, saying so, when none is installed.
 */
class LazyJsonReadersTest {
  private static final Path JDK25 = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");
  /**
   * An untyped document for the walks' corners: escapes, nulls in objects and lists, empty
   * containers, lists of lists, an integer wider than a long, a key of digits. No fractions:
   * core's {@code PartialPath.text} (which {@code DataSet.scalars()} uses) writes an untyped
   * document's fraction, a BigDecimal, as its integer part (0.25 as "0"), so no reader could match;
   * fractions are covered through a user's class instead
   * ({@link #fractionsOfAUsersClassAreVisitedAsDoubles}).
   */
  static final String UNTYPED_FILE = "file:src/test/resources/lazy-walk-sample.json";

  /** A user's class with fractions, which its data set holds as doubles. */
  public static class Reading {
    public String name;
    public double value;
    public long at;
    public List<Double> series;
  }

  /** The contract's built-in data sets, counted forms and, for the untyped binders, a user file. */
  static List<String> dataSets(boolean untyped) {
    List<String> ids = new ArrayList<>();
    for (BuiltInDataSet d : BuiltInDataSet.values()) {
      if (!d.id().equals("measurements-100k")) ids.add(d.id()); // measurements-1k and :1000 have its shape
    }
    ids.addAll(List.of("dbdata:1000", "measurements:1000", "dbdata:7", "module-ids:11"));
    if (untyped) ids.add(UNTYPED_FILE);
    return ids;
  }

  static Stream<Arguments> bindingReaders() {
    return Stream.of("jsoniter", "fastjson2").flatMap(c -> dataSets(true).stream().map(d -> Arguments.of(c, d)));
  }

  @ParameterizedTest(name = "{0} on {1}")
  @MethodSource("bindingReaders")
  void accessVisitsEveryScalarAndThePartialReadFindsThePathsField(String codec, String dataSet) throws Exception {
    assertThat(LazyReaderCheck.problems(Codecs.load().require(codec), dataSet)).isNull();
  }

  @Test
  void fractionsOfAUsersClassAreVisitedAsDoubles(@TempDir Path dir) throws Exception {
    Path data = dir.resolve("readings.json");
    Files.writeString(data, "[{\"name\":\"a\",\"value\":-26.06677,\"at\":1700000000123,"
        + "\"series\":[0.5,1.0,-2.25e-3,1e300]},{\"name\":\"b\",\"value\":51.507351,\"at\":-1,"
        + "\"series\":[]}]", StandardCharsets.UTF_8);
    DataSet<?> ds = DataSets.uncached(UserClasses.id(Reading.class.getName(), data));
    for (String codec : List.of("jsoniter", "fastjson2")) {
      assertThat(LazyReaderCheck.problems(Codecs.load().require(codec), ds)).as(codec).isNull();
    }
  }

  /**
   * fastjson2's JSONPath over a reader streams: it stops at the field, so a document cut off three
   * quarters in (row 750 of 1,000) still yields row 500's id, where a full read fails.
   */
  @Test
  void fastjson2PartialReadStopsAtTheFieldSoADocumentCutAfterItStillYieldsIt() throws Exception {
    DataSet<?> ds = DataSets.require("dbdata:1000");
    Binding<Object> b = Binding.erase(Codecs.load().require("fastjson2").bind(ds));
    byte[] bytes = b.writeBytes(b.sample());
    byte[] cut = java.util.Arrays.copyOf(bytes, bytes.length * 3 / 4);
    assertThat(DataSet.partialText(b.readPartial(cut))).isEqualTo(ds.partialExpected()).isEqualTo("1500");
    assertThatThrownBy(() -> b.readBytes(cut)).isInstanceOf(RuntimeException.class);
  }

  @Test
  void partialMethodsNameTheLibraryFeature() {
    assertThat(Codecs.load().require("jsoniter").bind(DataSets.require("dbdata")).partialMethod())
        .isEqualTo("jsoniter Any (lazy)");
    assertThat(Codecs.load().require("fastjson2").bind(DataSets.require("dbdata")).partialMethod())
        .isEqualTo("fastjson2 JSONPath.extract (JSONReader)");
  }

  @Test
  void simdjsonVisitsEveryScalarAndReadsThePartialFieldOnJdk25() throws Exception {
    List<String> ids = dataSets(false);
    if (Runtime.version().feature() >= 24 && ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()) {
      Codec simdjson = new SimdjsonCodec();
      for (String id : ids) assertThat(LazyReaderCheck.problems(simdjson, id)).as(id).isNull();
      return;
    }
    Path java = JDK25.resolve("bin/java");
    assumeTrue(Files.isExecutable(java), "simdjson-java needs JDK 24+ with jdk.incubator.vector; this JVM is "
        + Runtime.version() + " and there is no JDK 25 at " + JDK25 + " to run the check in");
    List<String> cmd = new ArrayList<>(List.of(java.toString(), "--add-modules", "jdk.incubator.vector",
        "-XX:+UseSerialGC", "-Xmx1g", // C2 left on: the Vector API is intrinsified by C2 only
        "-cp", System.getProperty("java.class.path"), LazyReaderCheck.class.getName(), SimdjsonCodec.class.getName()));
    cmd.addAll(ids);
    String out = run(cmd);
    System.out.print(out);
    for (String id : ids) assertThat(out).as(out).contains("ok " + id + " ");
    assertThat(out).doesNotContain("FAIL");
  }

  private static String run(List<String> cmd) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    p.getOutputStream().close();
    byte[] out;
    try {
      if (!p.waitFor(120, TimeUnit.SECONDS)) throw new AssertionError("the JDK 25 check took over 120 s");
      out = p.getInputStream().readAllBytes();
    } finally {
      p.destroyForcibly();
    }
    String text = new String(out, StandardCharsets.UTF_8);
    assertThat(p.exitValue()).as(text).isZero();
    return text;
  }
}
