package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
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
      return jackson(mapper, dataSet);
    }
  }

  /** Plain Jackson data binding of a data set's value with {@code mapper}. */
  static Binding<Object> jackson(ObjectMapper mapper, DataSet<?> dataSet) {
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        mapper.writeValue(out, value);
      }

      @Override public Object read(InputStream in) throws IOException {
        return mapper.readValue(in, dataSet.type());
      }
    };
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
            Binding.erase(inner).write(value, out);
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

  /**
   * Correct on byte[] and every other target, except one path, which loses {@code rows[].email}:
   * what a native Writer, Reader or file path written by hand can get wrong while the byte[]
   * round trip is fine.
   */
  static final class DropsEmailOn extends Honest {
    final Target target;
    final boolean onWrite;
    final List<Path> files = new ArrayList<>();

    DropsEmailOn(Target target, boolean onWrite) {
      this.target = target;
      this.onWrite = onWrite;
    }

    @Override public Binding<?> bind(DataSet<?> dataSet) {
      ObjectMapper mapper = new ObjectMapper();
      Binding<Object> honest = Binding.erase(super.bind(dataSet));
      return new Binding<Object>(dataSet, dataSet.value()) {
        @Override public void write(Object value, OutputStream out) throws IOException {
          honest.write(value, out);
        }

        @Override public Object read(InputStream in) throws IOException {
          return honest.read(in);
        }

        private Object out(Target t, Object value) {
          return onWrite && target == t ? withoutEmail(mapper, value) : value;
        }

        private Object in(Target t, Object value) throws IOException {
          return !onWrite && target == t
              ? mapper.treeToValue(withoutEmail(mapper, value), dataSet.type()) : value;
        }

        @Override public void writeChars(Object value, Writer w) throws IOException {
          super.writeChars(out(Target.WRITER, value), w);
        }

        @Override public Object readChars(Reader r) throws IOException {
          return in(Target.READER, super.readChars(r));
        }

        @Override public void writeFile(Object value, Path file) throws IOException {
          files.add(file);
          super.writeFile(out(Target.FILE, value), file);
        }

        @Override public Object readFile(Path file) throws IOException {
          files.add(file);
          return in(Target.FILE, super.readFile(file));
        }
      };
    }
  }

  static JsonNode withoutEmail(ObjectMapper mapper, Object value) {
    ObjectNode tree = mapper.valueToTree(value);
    for (JsonNode row : tree.get("rows")) {
      ((ObjectNode) row).remove("email");
    }
    return tree;
  }

  @Test
  void gateRefusesCodecWhoseWriterDropsAField() {
    Verdict v = RoundTripGate.check(new DropsEmailOn(Target.WRITER, true), DataSets.require("dbdata"));
    assertThat(v.status()).isEqualTo(Verdict.Status.FAIL);
    assertThat(v.phase()).isEqualTo("writer");
    assertThat(v.message()).startsWith("value written to a Writer and read back differs at $.rows[0].email: expected \"");
  }

  @Test
  void gateRefusesCodecWhoseReaderDropsAField() {
    Verdict v = RoundTripGate.check(new DropsEmailOn(Target.READER, false), DataSets.require("dbdata"));
    assertThat(v.status()).isEqualTo(Verdict.Status.FAIL);
    assertThat(v.phase()).isEqualTo("reader");
    assertThat(v.message()).startsWith("value read from a Reader differs at $.rows[0].email");
  }

  @Test
  void gateRefusesCodecWhoseFileWriteDropsAFieldAndDeletesItsTempFiles() {
    DropsEmailOn codec = new DropsEmailOn(Target.FILE, true);
    Verdict v = RoundTripGate.check(codec, DataSets.require("dbdata"));
    assertThat(v.phase()).isEqualTo("file");
    assertThat(v.message()).startsWith("value written to a file and read back differs at $.rows[0].email");
    assertThat(codec.files).isNotEmpty().noneMatch(Files::exists);
  }

  @Test
  void gateRefusesCodecWhoseFileReadDropsAField() {
    Verdict v = RoundTripGate.check(new DropsEmailOn(Target.FILE, false), DataSets.require("dbdata"));
    assertThat(v.phase()).isEqualTo("file");
    assertThat(v.message()).startsWith("value read from a file differs at $.rows[0].email");
  }

  @Test
  void gateProvesEveryTimedTargetOfACorrectCodec() {
    DropsEmailOn codec = new DropsEmailOn(Target.WRITER, false); // sabotage nothing it writes
    Verdict v = RoundTripGate.check(codec, DataSets.require("dbdata"));
    assertThat(v.status()).as(v.describe()).isEqualTo(Verdict.Status.PASS);
    assertThat(codec.files).as("file written and file read").hasSize(2).noneMatch(Files::exists);
  }

  /** Honest, and records the reads its binding is asked for, outermost calls only. */
  static final class RecordsReads extends Honest {
    final List<String> reads = new ArrayList<>();
    private int depth;

    @Override public Binding<?> bind(DataSet<?> dataSet) {
      Binding<Object> honest = Binding.erase(super.bind(dataSet));
      return new Binding<Object>(dataSet, dataSet.value()) {
        @Override public void write(Object value, OutputStream out) throws IOException {
          honest.write(value, out);
        }

        private <T> T record(String name, Step<T> step) throws IOException {
          if (depth++ == 0) reads.add(name);
          try {
            return step.run();
          } finally {
            depth--;
          }
        }

        @Override public Object read(InputStream in) throws IOException {
          return record("stream", () -> honest.read(in));
        }

        @Override public Object readBytes(byte[] bytes) throws IOException {
          return record("bytes", () -> super.readBytes(bytes));
        }

        @Override public Object readString(String s) throws IOException {
          return record("string", () -> super.readString(s));
        }

        @Override public Object readChars(Reader r) throws IOException {
          return record("reader", () -> super.readChars(r));
        }

        @Override public Object readFile(Path f) throws IOException {
          return record("file", () -> super.readFile(f));
        }
      };
    }

    interface Step<T> {
      T run() throws IOException;
    }
  }

  /**
   * A benchmark fork gates the one path it times and reads through no other target: a read of a
   * byte[] in a fork timing String reads would put a second parser class into the library's type
   * profile and slow the timed path (jackson-databind measured 9% slow that way).
   */
  @Test
  void aCellsGateReadsOnlyThroughTheTargetItTimes() {
    DataSet<?> ds = DataSets.require("dbdata");
    for (Target t : List.of(Target.STRING, Target.READER, Target.STREAM, Target.BYTES, Target.FILE)) {
      RecordsReads codec = new RecordsReads();
      Verdict v = RoundTripGate.checkCell(codec, ds, false, true, t);
      assertThat(v.status()).as(v.describe()).isEqualTo(Verdict.Status.PASS);
      assertThat(codec.reads).as("reads of a read cell on " + t.label()).containsExactly(t.label());
    }
    RecordsReads writesString = new RecordsReads();
    RoundTripGate.checkCell(writesString, ds, true, false, Target.STRING);
    assertThat(writesString.reads).as("a String write is read back from its String").containsExactly("string");
    RecordsReads roundTrip = new RecordsReads();
    RoundTripGate.checkCell(roundTrip, ds, true, true, Target.STRING);
    assertThat(roundTrip.reads).containsExactly("string", "string");
    RecordsReads full = new RecordsReads();
    RoundTripGate.check(full, ds);
    assertThat(full.reads).as("the full gate reads through every target").contains("bytes", "stream", "string", "reader", "file");
  }

  @Test
  void aCellsGateFailsOnItsOwnBrokenTargetAndIgnoresTheOthers() {
    DataSet<?> ds = DataSets.require("dbdata");
    Verdict broken = RoundTripGate.checkCell(new DropsEmailOn(Target.READER, false), ds, false, true, Target.READER);
    assertThat(broken.status()).isEqualTo(Verdict.Status.FAIL);
    assertThat(broken.phase()).isEqualTo("reader");
    assertThat(broken.message()).startsWith("value read from a Reader differs at $.rows[0].email");
    Verdict other = RoundTripGate.checkCell(new DropsEmailOn(Target.READER, false), ds, false, true, Target.STRING);
    assertThat(other.status()).as(other.describe()).isEqualTo(Verdict.Status.PASS);
    Verdict writer = RoundTripGate.checkCell(new DropsEmailOn(Target.WRITER, true), ds, true, false, Target.WRITER);
    assertThat(writer.message()).startsWith("value written to a Writer and read back differs at $.rows[0].email");
  }

  /** The same codec as a binary format: only the targets it overrides are text targets it is timed on. */
  @Test
  void textTargetsAreTimedForTextFormatsOrWhereTheAdapterProvidesThem() {
    CodecInfo text = new Honest().info();
    CodecInfo binary = CodecInfo.builder("b").library("test", "1")
        .binary("B", "application/x-b", Family.BINARY).binding(BindingStyle.POJO).build();
    Binding<?> plain = new Honest().bind(DataSets.require("person"));
    Binding<?> withChars = new DropsEmailOn(Target.WRITER, true).bind(DataSets.require("person"));
    assertThat(plain.timedWriteTargets(text)).containsExactlyInAnyOrder(
        Target.STRING, Target.WRITER, Target.STREAM, Target.BYTES, Target.FILE);
    assertThat(plain.timedReadTargets(binary)).containsExactlyInAnyOrder(
        Target.STREAM, Target.BYTES, Target.FILE);
    assertThat(withChars.timedWriteTargets(binary)).isEqualTo(
        EnumSet.of(Target.WRITER, Target.STREAM, Target.BYTES, Target.FILE));
    assertThat(withChars.timedReadTargets(binary)).isEqualTo(
        EnumSet.of(Target.READER, Target.STREAM, Target.BYTES, Target.FILE));
  }

  /** Jackson ignores what follows the first value unless FAIL_ON_TRAILING_TOKENS is on. */
  static final class ClaimsToRefuseTrailingBytes extends Honest {
    final boolean refuses;

    ClaimsToRefuseTrailingBytes(boolean refuses) {
      this.refuses = refuses;
    }

    @Override public CodecInfo info() {
      return CodecInfo.builder("trailing").library("test", "1")
          .text("JSON", "application/json", Family.JSON).binding(BindingStyle.POJO)
          .refusesTrailingBytes().build();
    }

    @Override public Binding<?> bind(DataSet<?> dataSet) {
      return jackson(new ObjectMapper().configure(DeserializationFeature.FAIL_ON_TRAILING_TOKENS, refuses), dataSet);
    }
  }

  @Test
  void gateRefusesCodecThatSaysItRefusesTrailingBytesButReadsThem() {
    Verdict v = RoundTripGate.check(new ClaimsToRefuseTrailingBytes(false), DataSets.require("person"));
    assertThat(v.phase()).isEqualTo("trailing");
    assertThat(v.message()).contains("3 garbage bytes");
    Verdict ok = RoundTripGate.check(new ClaimsToRefuseTrailingBytes(true), DataSets.require("person"));
    assertThat(ok.status()).as(ok.describe()).isEqualTo(Verdict.Status.PASS);
  }

  /** A class of a user's, with doubles at six decimals. */
  public static final class Spot {
    public String name;
    public double lat;
    public double lon;

    public Spot() {}

    Spot(String name, double lat, double lon) {
      this.name = name;
      this.lat = lat;
      this.lon = lon;
    }
  }

  /**
   * Writes the reference JSON with one number's text replaced, and reads it back undoing that: only
   * the comparison with the reference JSON can see the number.
   */
  static Codec rewriting(String from, String to) {
    ObjectMapper mapper = new ObjectMapper();
    return new Honest() {
      @Override public Binding<?> bind(DataSet<?> dataSet) {
        return new Binding<Object>(dataSet, dataSet.value()) {
          @Override public void write(Object value, OutputStream out) throws IOException {
            out.write(mapper.writeValueAsString(value).replace(from, to).getBytes(java.nio.charset.StandardCharsets.UTF_8));
          }

          @Override public Object read(InputStream in) throws IOException {
            String text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            return mapper.readValue(text.replace(to, from), dataSet.type());
          }
        };
      }
    };
  }

  static DataSet<Spot[]> spots() {
    return new DataSet<>("spots", "", Spot[].class,
        () -> new Spot[] {new Spot("a", -26.06677, 51.507351), new Spot("b", 51.507351, -26.06677)}, "", s -> s);
  }

  @Test
  void aDoubleWrittenInOtherDigitsThatReadBackTheSamePassesWithANote() {
    // fastjson2 writes -26.06677 as -26.066770000000002: the same double
    Verdict v = RoundTripGate.check(rewriting("-26.06677", "-26.066770000000002"), spots());
    assertThat(v.status()).as(v.describe()).isEqualTo(Verdict.Status.PASS);
    assertThat(RoundTripGate.hasNumberNote(v)).isTrue();
    assertThat(v.message()).startsWith(RoundTripGate.NUMBER_NOTE)
        .endsWith("2 numbers, the first at $[0].lat: -26.06677 written as -26.066770000000002 (the same double)");
  }

  @Test
  void aDifferentDoubleStillFailsTheJsonComparison() {
    Verdict v = RoundTripGate.check(rewriting("51.507351", "51.50735100001"), spots());
    assertThat(v.status()).as(v.describe()).isEqualTo(Verdict.Status.FAIL);
    assertThat(v.phase()).isEqualTo("json");
    assertThat(v.message()).contains("$[0].lon").contains("51.50735100001");
  }
}
