package io.wirebench.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wirebench.core.Binding;
import io.wirebench.core.BuiltInDataSet;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Diff;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Target;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.Verdict;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract every codec passes, with no test code of its own: a codec module adds one empty
 * subclass, and every codec it registers is checked on every data set.
 *
 * <ul>
 *   <li>the round-trip gate passes (or the data set is a documented gap), through every target the
 *       benchmarks time for it on the data sets of up to 128 KB of JSON, through byte[] with the
 *       reference JSON and trailing bytes on module-ids, and as a byte[] round trip on the large
 *       ones ({@link #EVERY_TARGET}); the run-time gate proves every target on every data set
 *       before it is timed;
 *   <li>what any write target writes, any read target reads back (bytes written to a Writer read
 *       from a byte[], and so on);
 *   <li>a codec that says it refuses trailing bytes does; one that does not says why in its notes;
 *   <li>the encoding's byte size equals the size pinned in {@code wirebench-sizes.properties} on
 *       the module's test class path, so a change in size shows up in review;
 *   <li>its partial read gives the data set's value at its path (or it says why it has none), and
 *       an access path, where it has one, visits exactly the data set's values;
 *   <li>it reads from a stream that hands out one byte at a time;
 *   <li>it describes itself: library version found at run time, production configuration stated.
 * </ul>
 *
 * <p>A read-only codec ({@link CodecInfo#readsOnly}) writes nothing: the checks that write (flush,
 * crosswise targets, pinned sizes, read-modify-write) are skipped with an assumption that says so,
 * and the reading checks (gate, every read target, trailing bytes, one byte at a time) read the
 * reference JSON encoding instead ({@link RoundTripGate#bytesToRead}).
 *
 * <p>Run with {@code -Dwirebench.pin=true} to have the actual sizes written to
 * {@code target/wirebench-sizes.properties}, ready to review and copy.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class CodecContract {
  /** Data sets whose encodings are pinned, as their declarations say (all but the large ones). */
  static final List<String> PINNED = DataSets.pinnedIds();

  /**
   * Pinned data sets the gate proves through every target: those of at most 128 KB of JSON. The
   * larger pinned one (module-ids, 1.3 MB) and a module's own {@code file:} documents are proven on
   * the byte[] path, with the reference JSON and trailing bytes; the large one the contract keeps
   * (module-ids-sparse, whose parts the smaller sets prove in full) by its round trip alone. The run-time gate proves all of it on every data
   * set before a cell on it is timed; here the large ones cost most of a module's test time
   * (see {@link #dataSets}).
   */
  static final List<String> EVERY_TARGET = PINNED.stream().filter(id -> jsonBytes(id) <= 128 * 1024).toList();

  private static int jsonBytes(String dataSet) {
    try {
      return io.wirebench.core.Json.write(DataSets.require(dataSet).value()).length;
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** Data sets the crosswise target test runs on: the small ones. */
  static final List<String> CROSSWISE = List.of("person", "dbdata", "media-content", "measurements-10");

  /** How a skipped writing check begins for a read-only codec. */
  static final String READ_ONLY = "read only (CodecInfo.readsOnly): it writes nothing, so ";

  private final Map<String, Long> actualSizes = new TreeMap<>();
  private final Map<String, Verdict> verdicts = new java.util.concurrent.ConcurrentHashMap<>();

  /** The codecs under test: by default, every codec the test class path registers. */
  protected List<Codec> codecs() {
    return Codecs.load().all();
  }

  /**
   * Data sets to check: by default every built-in one but a large one whose model a pinned one
   * already has (measurements-100k is measurements-1k a hundred times over, and cost 163 of the 444
   * s the codec modules' tests took in CI; the run-time gate proves it before it is timed).
   * module-ids-sparse, large with a model of its own, stays.
   */
  protected List<String> dataSets() {
    List<Class<?>> pinnedModels = new ArrayList<>();
    for (BuiltInDataSet d : BuiltInDataSet.values()) if (d.pinned()) pinnedModels.add(d.type());
    List<String> ids = new ArrayList<>();
    for (BuiltInDataSet d : BuiltInDataSet.values()) {
      if (!(d.large() && pinnedModels.contains(d.type()))) ids.add(d.id());
    }
    return ids;
  }

  Stream<Arguments> pairs() {
    List<Arguments> args = new ArrayList<>();
    for (Codec c : codecs()) {
      for (String ds : dataSets()) {
        args.add(Arguments.of(c.info().id(), ds));
      }
    }
    return args.stream();
  }

  /** The pairs on the data sets of up to 128 KB of JSON ({@link #EVERY_TARGET}). */
  Stream<Arguments> smallPairs() {
    return pairs().filter(a -> EVERY_TARGET.contains((String) a.get()[1]));
  }

  Stream<String> ids() {
    return codecs().stream().map(c -> c.info().id());
  }

  private Codec codec(String id) {
    return codecs().stream().filter(c -> c.info().id().equals(id)).findFirst().orElseThrow();
  }

  @Test
  void theModuleRegistersCodecs() {
    assertThat(Codecs.load().loadErrors()).as("service providers that failed to load").isEmpty();
    assertThat(codecs()).as("codecs registered in META-INF/services").isNotEmpty();
  }

  @ParameterizedTest(name = "{0} on {1}")
  @MethodSource("pairs")
  void roundTripsExactly(String codecId, String dataSet) {
    Verdict v = gate(codec(codecId), dataSet);
    assumeTrue(v.status() != Verdict.Status.UNAVAILABLE, v::describe);
    assertThat(v.status()).as(v.describe()).isIn(Verdict.Status.PASS, Verdict.Status.GAP);
    if (v.status() == Verdict.Status.GAP) {
      assertThat(v.message()).as("a gap must say why").isNotBlank();
    }
  }

  /**
   * The access and partial operations' checks ({@link RoundTripGate#accessProblem},
   * {@link RoundTripGate#partialProblem}), as the run applies them before timing: a binding with a
   * partial read (its own, or the default full decode where that can walk its values) must read the
   * data set's value at its path, one with an access path must visit exactly its values, and one
   * without a partial read must say why. On the data sets of up to 128 KB of JSON; the run checks
   * the others before it times them.
   */
  @ParameterizedTest(name = "{0} on {1}")
  @MethodSource("smallPairs")
  void theAccessAndPartialReadsGiveTheDataSetsValuesOrSayWhyThereIsNone(String codecId, String dataSet) {
    Codec codec = codec(codecId);
    Verdict v = gate(codec, dataSet);
    assumeTrue(v.passed(), v::describe);
    Binding<Object> b = Binding.erase(codec.bind(DataSets.require(dataSet)));
    io.wirebench.core.NativeTargets n = io.wirebench.core.NativeTargets.of(b);
    if (n.partialMethod() == null) {
      assertThat(n.noPartial()).as("a binding without a partial read says why").isNotBlank();
    } else {
      assertThat(RoundTripGate.partialProblem(codec.info(), b)).as(codecId + " on " + dataSet).isNull();
    }
    if (n.access()) assertThat(RoundTripGate.accessProblem(codec.info(), b)).as(codecId + " on " + dataSet).isNull();
  }

  /** The pairs of the codecs that override {@link Codec#checkModels} (the default is bind itself). */
  Stream<Arguments> checkModelsPairs() {
    return pairs().filter(a -> overridesCheckModels(codec((String) a.get()[0])));
  }

  @ParameterizedTest(name = "{0} on {1}", allowZeroInvocations = true)
  @MethodSource("checkModelsPairs")
  void checkModelsAgreesWithBind(String codecId, String dataSet) {
    // list shows gaps from checkModels; the gate finds them by binding: the two must agree
    Codec codec = codec(codecId);
    Verdict v = gate(codec, dataSet);
    assumeTrue(v.status() != Verdict.Status.UNAVAILABLE, v::describe);
    DataSet<?> ds = DataSets.require(dataSet);
    if (v.status() == Verdict.Status.GAP) {
      assertThatThrownBy(() -> codec.checkModels(ds)).as("%s: bind reports a gap on %s", codecId, dataSet)
          .isInstanceOf(UnsupportedDataSetException.class);
    } else {
      codec.checkModels(ds); // must not throw: bind did not
    }
  }

  @ParameterizedTest(name = "{0} on {1}")
  @MethodSource("pairs")
  void whatAnyWriteTargetWritesEveryReadTargetReadsBack(String codecId, String dataSet) throws IOException {
    // the gate (roundTripsExactly) proves every target on every data set; crosswise (25 round trips
    // a pair), the small ones, so that the contract stays within the CI budget
    assumeTrue(CROSSWISE.contains(dataSet), "crosswise on the small data sets only");
    Codec codec = codec(codecId);
    assumeTrue(!codec.info().readsOnly(), READ_ONLY + "there is nothing to cross; "
        + "aReadOnlyCodecReadsTheReferenceEncodingThroughEveryReadTarget checks its reads");
    Optional<Binding<Object>> ob = bind(codec, dataSet);
    assumeTrue(ob.isPresent(), "gap, unavailable, or refused by the gate (roundTripsExactly says which)");
    Binding<Object> b = ob.get();
    CodecInfo info = codec.info();
    List<String> failures = new ArrayList<>();
    for (Target w : b.timedWriteTargets(info)) {
      // a binary format's native text targets hold another representation than its bytes
      if (w.isText() && !info.textual()) continue;
      byte[] written = RoundTripGate.writeTo(b, w, b.sample());
      for (Target r : b.timedReadTargets(info)) {
        if (r.isText() && !info.textual()) continue;
        String how = "written to " + RoundTripGate.noun(w, true) + ", read from " + RoundTripGate.noun(r, false);
        try {
          Diff.first(b.sample(), RoundTripGate.readFrom(b, r, written, info.textual()))
              .ifPresent(d -> failures.add(how + ": differs " + d));
        } catch (IOException | RuntimeException e) {
          failures.add(how + ": " + RoundTripGate.describe(e));
        }
      }
    }
    assertThat(failures).as("%s on %s, crosswise over targets", codecId, dataSet).isEmpty();
  }

  @ParameterizedTest(name = "{0} on {1}")
  @MethodSource("pairs")
  void aReadOnlyCodecReadsTheReferenceEncodingThroughEveryReadTarget(String codecId, String dataSet)
      throws IOException {
    Codec codec = codec(codecId);
    assumeTrue(codec.info().readsOnly(), "not read only: whatAnyWriteTargetWritesEveryReadTargetReadsBack checks it");
    assumeTrue(CROSSWISE.contains(dataSet), "on the small data sets only, like the crosswise check");
    Optional<Binding<Object>> ob = bind(codec, dataSet);
    assumeTrue(ob.isPresent(), "gap, unavailable, or refused by the gate (roundTripsExactly says which)");
    Binding<Object> b = ob.get();
    byte[] reference = RoundTripGate.bytesToRead(codec.info(), b);
    List<String> failures = new ArrayList<>();
    for (Target r : b.timedReadTargets(codec.info())) {
      String how = "the reference encoding read from " + RoundTripGate.noun(r, false);
      try {
        Diff.first(b.sample(), RoundTripGate.readFrom(b, r, reference, true))
            .ifPresent(d -> failures.add(how + ": differs " + d));
      } catch (IOException | RuntimeException e) {
        failures.add(how + ": " + RoundTripGate.describe(e));
      }
    }
    assertThat(b.timedWriteTargets(codec.info())).as("a read-only codec has no write targets").isEmpty();
    assertThat(failures).as("%s on %s, every read target", codecId, dataSet).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ids")
  void refusesTrailingBytesWhenItSaysSoOrSaysWhyNot(String codecId) throws IOException {
    Codec codec = codec(codecId);
    if (!codec.info().refusesTrailingBytes()) {
      assertThat(codec.info().notes()).as("%s does not refuse trailing bytes: its notes must say why", codecId)
          .contains("trailing");
      return;
    }
    for (String ds : List.of("person", "media-content", "dbdata")) {
      Optional<Binding<Object>> ob = bind(codec, ds);
      if (ob.isEmpty()) continue;
      Binding<Object> b = ob.get();
      byte[] bytes = RoundTripGate.bytesToRead(codec.info(), b);
      byte[] padded = java.util.Arrays.copyOf(bytes, bytes.length + RoundTripGate.GARBAGE.length);
      System.arraycopy(RoundTripGate.GARBAGE, 0, padded, bytes.length, RoundTripGate.GARBAGE.length);
      assertThatThrownBy(() -> b.readBytes(padded))
          .as("%s reading its encoding of %s followed by %d garbage bytes", codecId, ds, RoundTripGate.GARBAGE.length)
          .isInstanceOfAny(IOException.class, RuntimeException.class);
    }
  }

  @ParameterizedTest(name = "{0} on {1}")
  @MethodSource("pairs")
  void encodedSizeIsPinned(String codecId, String dataSet) throws IOException {
    assumeTrue(PINNED.contains(dataSet), "only small data sets are pinned");
    assumeTrue(!codec(codecId).info().readsOnly(), READ_ONLY + "it has no size of its own to pin");
    Optional<Binding<Object>> b = bind(codec(codecId), dataSet);
    assumeTrue(b.isPresent(), "gap");
    long size = b.get().writeBytes(b.get().sample()).length;
    String key = codecId + "." + dataSet;
    synchronized (actualSizes) {
      actualSizes.put(key, size);
    }
    Properties pinned = pinnedSizes();
    String expected = pinned.getProperty(key);
    if (expected == null) {
      fail("no pinned size for " + key + "; add '" + key + "=" + size
          + "' to src/test/resources/wirebench-sizes.properties (or run with -Dwirebench.pin=true)");
    }
    assertThat(size).as("bytes of %s's encoding of %s", codecId, dataSet)
        .isEqualTo(Long.parseLong(expected.trim()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ids")
  void readsFromAStreamThatReturnsOneByteAtATime(String codecId) throws IOException {
    Optional<Binding<Object>> ob = bind(codec(codecId), "media-content");
    if (ob.isEmpty()) ob = bind(codec(codecId), "person");
    assumeTrue(ob.isPresent(), "codec models neither media-content nor person");
    Binding<Object> b = ob.get();
    byte[] bytes = RoundTripGate.bytesToRead(codec(codecId).info(), b);
    Object back = b.read(new OneByteAtATime(new ByteArrayInputStream(bytes)));
    Optional<Diff.Difference> d = Diff.first(b.sample(), back);
    assertThat(d).as("read one byte at a time").isEmpty();
  }

  /**
   * A user's JSON document, read untyped: nested objects, a root-level mix, nulls inside lists
   * and maps, a long, negative numbers, a fraction, escapes and non-ASCII text. No booleans: the
   * tagged binary format writes them as the integers 0 and 1 by design, and so cannot give them
   * back untyped. No integer beyond 2^53: Moshi and jsoniter read untyped numbers as doubles (the
   * gate reports that on a user's file that has one).
   */
  static final String UNTYPED_DOC = "{\"id\":1234567890123,\"name\":\"Zo\u00eb \\\"quoted\\\" \u2603\","
      + "\"score\":-12.5,\"count\":-3,\"tags\":[\"a\",null,\"c\"],\"empty\":{},\"none\":null,"
      + "\"nested\":{\"list\":[1,2,{\"deep\":[[\"x\"],[]]}],\"text\":\"line\\nbreak\"}}";

  @ParameterizedTest(name = "{0}")
  @MethodSource("ids")
  void roundTripsAnUntypedJsonDocumentOrSaysWhyNot(String codecId) throws IOException {
    DataSet<Object> doc = DataSets.fromJson("untyped-doc",
        UNTYPED_DOC.getBytes(java.nio.charset.StandardCharsets.UTF_8), false);
    Verdict v = RoundTripGate.check(codec(codecId), doc);
    assertThat(v.status()).as(v.describe()).isIn(Verdict.Status.PASS, Verdict.Status.GAP);
    if (v.status() == Verdict.Status.GAP) {
      assertThat(v.message()).as("a gap must say why").isNotBlank();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ids")
  void readModifyWriteChangesTheValueAndTheChangeSurvivesARoundTrip(String codecId) throws IOException {
    assumeTrue(!codec(codecId).info().readsOnly(), READ_ONLY + "roundtrip is not measured for it");
    Optional<Binding<Object>> ob = bind(codec(codecId), "dbdata");
    assumeTrue(ob.isPresent(), "gap");
    Binding<Object> b = ob.get();
    byte[] bytes = b.writeBytes(b.sample());
    byte[] changed = b.writeBytes(b.modify(b.readBytes(bytes)));
    Object back = b.readBytes(changed);
    assertThat(Diff.first(b.sample(), back)).as("read-modify-write must change the value").isPresent();
    assertThat(Diff.first(b.modify(b.readBytes(bytes)), back)).as("the change survives write and read").isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ids")
  void describesItself(String codecId) {
    var info = codec(codecId).info();
    assertThat(info.id()).matches("[a-z0-9][a-z0-9.-]*");
    assertThat(info.version()).as("library version of %s read at run time", codecId).isNotEqualTo("unknown");
    assertThat(info.config()).as("%s states its production configuration", codecId).isNotBlank();
    assertThat(info.mediaType()).contains("/");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ids")
  void writesToAStreamWithoutNeedingItClosedByTheCaller(String codecId) throws IOException {
    assumeTrue(!codec(codecId).info().readsOnly(), READ_ONLY + "there is no write to flush");
    Optional<Binding<Object>> ob = bind(codec(codecId), "person");
    assumeTrue(ob.isPresent(), "gap");
    Binding<Object> b = ob.get();
    byte[] expected = b.writeBytes(b.sample());
    java.io.ByteArrayOutputStream sink = new java.io.ByteArrayOutputStream();
    OutputStream unclosed = new java.io.FilterOutputStream(sink) {
      @Override public void close() throws IOException {
        flush();
      }
    };
    b.write(b.sample(), unclosed);
    assertThat(sink.size()).as("bytes flushed by write() without close").isEqualTo(expected.length);
  }

  @AfterAll
  void writeActualSizesWhenAsked() throws IOException {
    if (!Boolean.getBoolean("wirebench.pin") || actualSizes.isEmpty()) return;
    Path out = Path.of("target", "wirebench-sizes.properties");
    Files.createDirectories(out.getParent());
    List<String> lines = new ArrayList<>();
    actualSizes.forEach((k, v) -> lines.add(k + "=" + v));
    Files.write(out, lines);
  }

  /**
   * The gate's verdict on a pair, once per pair: every target on the pinned (small) data sets,
   * the byte path on the large ones, whose every target the run-time gate proves before timing
   * them (round-tripping 8.7 MB through six targets of 43 codecs would double the CI time).
   */
  private Verdict gate(Codec codec, String dataSet) {
    return verdicts.computeIfAbsent(codec.info().id() + "/" + dataSet, k -> {
      DataSet<?> ds = DataSets.require(dataSet);
      if (EVERY_TARGET.contains(dataSet)) return RoundTripGate.check(codec, ds);
      // a large built-in by its round trip; module-ids and a module's own file: documents (untyped,
      // precise numbers) with the reference JSON and trailing bytes too
      boolean large = !PINNED.contains(dataSet) && !dataSet.startsWith("file:");
      return large ? RoundTripGate.checkRoundTrip(codec, ds) : RoundTripGate.checkBytes(codec, ds);
    });
  }

  private static boolean overridesCheckModels(Codec codec) {
    try {
      return codec.getClass().getMethod("checkModels", DataSet.class).getDeclaringClass() != Codec.class;
    } catch (NoSuchMethodException e) {
      throw new AssertionError(e);
    }
  }

  private Optional<Binding<Object>> bind(Codec codec, String dataSet) {
    if (!gate(codec, dataSet).passed()) return Optional.empty();
    return Optional.of(Binding.erase(codec.bind(DataSets.require(dataSet))));
  }

  private Properties pinnedSizes() {
    Properties p = new Properties();
    try (InputStream in = getClass().getResourceAsStream("/wirebench-sizes.properties")) {
      if (in != null) p.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return p;
  }

  /** Okio's trick: a stream that returns at most one byte per read, to catch short-read bugs. */
  static final class OneByteAtATime extends FilterInputStream {
    OneByteAtATime(InputStream in) {
      super(in);
    }

    @Override public int read(byte[] b, int off, int len) throws IOException {
      return super.read(b, off, Math.min(len, 1));
    }

    @Override public int available() {
      return 0;
    }
  }
}
