package io.wirebench.codecs.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wirebench.core.Binding;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.FieldSink;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.Image;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.Person;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code protobuf} codec's access (every scalar visited from the encoding, no message built)
 * and partial read (one field, the rest skipped) on every data set it models, the counted ones
 * included, checked as the gate checks them.
 */
class ProtobufAccessAndPartialTest {
  private final ProtobufCodec codec = new ProtobufCodec();

  /** All but the large ones (measurements-100k is measurements-1k a hundred times, and takes seconds). */
  static List<String> dataSets() {
    List<String> ids = new ArrayList<>(DataSets.smallIds());
    ids.addAll(List.of("dbdata:1000", "dbdata:1", "measurements:37", "module-ids:40", "decimal-matrix:7x3"));
    return ids;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dataSets")
  void accessVisitsExactlyTheValuesScalars(String id) throws IOException {
    Binding<Object> b = bindOrSkip(DataSets.require(id));
    FieldSink.Collecting sink = new FieldSink.Collecting();
    b.access(b.writeBytes(b.sample()), sink);
    assertThat(sink.mismatch(b.dataSet())).as(id).isNull();
    assertThat(b.hasAccess()).isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dataSets")
  void partialReadFindsThePathsField(String id) throws IOException {
    Binding<Object> b = bindOrSkip(DataSets.require(id));
    Object value = b.readPartial(b.writeBytes(b.sample()));
    assertThat(DataSet.partialText(value)).as("%s at %s", id, b.dataSet().partialPath())
        .isEqualTo(b.dataSet().partialExpected());
    assertThat(b.hasPartial()).isTrue();
    assertThat(b.partialMethod()).isEqualTo("protobuf CodedInputStream, skipField");
  }

  /**
   * Strings are decoded in place from the encoding (no String per field): a string cut short by the
   * end of the encoding is an error, never characters read from past it, and the binding reads a
   * whole encoding rightly after it.
   */
  @Test
  void accessDecodesStringsInPlaceAndACutStringIsAnError() throws IOException {
    Binding<Object> b = bindOrSkip(DataSets.require("person"));
    byte[] bytes = b.writeBytes(b.sample());
    assertThatThrownBy(() -> b.access(Arrays.copyOf(bytes, bytes.length - 2), new FieldSink.Collecting()))
        .isInstanceOf(IOException.class);
    FieldSink.Collecting sink = new FieldSink.Collecting();
    b.access(bytes, sink);
    assertThat(sink.mismatch(b.dataSet())).isNull();
  }

  @Test
  void partialReadStopsAtItsFieldSoTheRestIsNeverParsed() throws IOException {
    // cut dbdata:1000 just after row 500: a full parse fails, the partial read does not need the rest
    Binding<Object> b = bindOrSkip(DataSets.require("dbdata:1000"));
    byte[] bytes = b.writeBytes(b.sample());
    byte[] head = Arrays.copyOf(bytes, bytes.length * 502 / 1000);
    assertThatThrownBy(() -> b.readBytes(head)).isInstanceOf(IOException.class);
    assertThat(DataSet.partialText(b.readPartial(head))).isEqualTo("1500");
  }

  @Test
  void fieldsProto3LeavesOffTheWireAreVisitedAndReadAsTheirDefaults() throws IOException {
    // age 0 and name "" are not written; the model still holds them, so access and the partial read give them
    DataSet<Person> zero = new DataSet<>("person-zero", "a person of age 0 without a name", Person.class,
        () -> new Person("", 0, "Oslo"), "age", p -> p);
    Binding<Object> b = bindOrSkip(zero);
    byte[] bytes = b.writeBytes(b.sample());
    assertThat(bytes).as("only the city is on the wire").hasSize(2 + "Oslo".length());
    FieldSink.Collecting sink = new FieldSink.Collecting();
    b.access(bytes, sink);
    assertThat(sink.sorted()).containsExactly("", "0", "Oslo");
    assertThat(sink.mismatch(zero)).isNull();
    assertThat(DataSet.partialText(b.readPartial(bytes))).isEqualTo("0");
  }

  @Test
  void nullEnumsAndAbsentOptionalStringsAreNotVisitedAndReadAsNull() throws IOException {
    Media media = Media.of("u", null, 1, 2, "f", 3, 4, 5, true, new ArrayList<>(List.of("p")), null, null);
    List<Image> images = new ArrayList<>(List.of(new Image("i", null, 6, 7, null), new Image("j", "t", 8, 9, Image.Size.LARGE)));
    DataSet<MediaContent> sparse = new DataSet<>("media-sparse", "media without title, player, copyright",
        MediaContent.class, () -> new MediaContent(media, images), "images.0.title", m -> m);
    Binding<Object> b = bindOrSkip(sparse);
    byte[] bytes = b.writeBytes(b.sample());
    FieldSink.Collecting sink = new FieldSink.Collecting();
    b.access(bytes, sink);
    assertThat(sink.mismatch(sparse)).isNull();
    assertThat(sink.sorted()).contains("LARGE").doesNotContain("SIZE_LARGE", "null");
    assertThat(b.readPartial(bytes)).isNull();
  }

  @Test
  void anIndexPastTheEndOfTheListIsAnErrorThatSaysSo() throws IOException {
    Binding<Object> small = bindOrSkip(DataSets.require("dbdata:3"));
    Binding<Object> big = bindOrSkip(DataSets.require("dbdata:1000"));
    assertThatThrownBy(() -> big.readPartial(small.writeBytes(small.sample())))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3 entries, fewer than the path's index 500");
  }

  @SuppressWarnings("unchecked")
  private Binding<Object> bindOrSkip(DataSet<?> ds) {
    try {
      return (Binding<Object>) codec.bind(ds);
    } catch (UnsupportedDataSetException gap) {
      assumeTrue(false, "protobuf does not model " + ds.id() + ": " + gap.getMessage());
      throw gap;
    }
  }
}
