package io.wirebench.codecs.tagged;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.Binding;
import io.wirebench.core.CodecException;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.model.Image;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.Person;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The hand-written codec writes exactly the bytes of the general one and reads what it reads. */
class StreamingMatchesTreeTest {

  private static Binding<Object> bind(io.wirebench.core.Codec c, DataSet<?> ds) {
    return Binding.erase(c.bind(ds));
  }

  @Test
  void streamingWritesTheSameBytesAsTheGeneralEncoderForEveryDataSet() throws IOException {
    for (String id : DataSets.ids()) {
      DataSet<?> ds = DataSets.require(id);
      if (id.equals("module-ids-sparse")) {
        // no hand-written code for it: a gap, which the contract checks is reported as one
        assertThatThrownBy(() -> new TaggedStreamingCodec().bind(ds))
            .isInstanceOf(io.wirebench.core.UnsupportedDataSetException.class);
        continue;
      }
      byte[] streaming = bind(new TaggedStreamingCodec(), ds).writeBytes(ds.value());
      byte[] tree = bind(new TaggedBinaryCodec(), ds).writeBytes(ds.value());
      assertThat(streaming).as(id).isEqualTo(tree);
      assertThat(streaming).as(id).isEqualTo(TaggedBinary.encode(ds.untyped()));
    }
  }

  @Test
  void nullsEmptyListsNonAsciiAndLongValuesAreTheSameBytesToo() throws IOException {
    MediaContent mc = new MediaContent();
    Media m = new Media();
    m.setUri("http://ex.org/ü/日本");
    m.setPersons(new ArrayList<>(Arrays.asList("Zoë", null)));
    m.setDuration(1L << 40);
    m.setSize(-5L);
    m.setWidth(Integer.MIN_VALUE);
    mc.setMedia(m);
    mc.setImages(new ArrayList<>(Arrays.asList(new Image("u", null, 1, 2, null), null)));
    DataSet<MediaContent> ds = new DataSet<>("custom", "", MediaContent.class, () -> mc, "", x -> x);
    Binding<Object> streaming = bind(new TaggedStreamingCodec(), ds);
    byte[] bytes = streaming.writeBytes(mc);
    assertThat(bytes).isEqualTo(bind(new TaggedBinaryCodec(), ds).writeBytes(mc));
    assertThat(streaming.readBytes(bytes)).isEqualTo(mc);
    MediaContent empty = new MediaContent(null, null);
    assertThat(streaming.writeBytes(empty)).isEqualTo(TaggedBinary.encode(
        new LinkedHashMap<>(Map.of("media", Map.of(), "images", List.of())) {{ put("media", null); put("images", null); }}));
    assertThat(streaming.readBytes(streaming.writeBytes(empty))).isEqualTo(empty);
  }

  @Test
  void theModelFieldNamesHaveDistinctKeysAndNoneIsTheReservedHashZero() {
    assertThat(Arrays.stream(ModelFields.NAMES).mapToInt(Murmur2::hash24).distinct().count())
        .isEqualTo(ModelFields.COUNT);
    assertThat(Arrays.stream(ModelFields.NAMES).mapToInt(Murmur2::hash24)).doesNotContain(0);
  }

  @Test
  void aFieldWhoseKeyTheTableGivesAnotherNameIsNotBound() throws IOException {
    // a person whose "name" key is named "nam3" in the table: not the model's field
    byte[] bytes = TaggedBinary.encode(Map.of("age", 3, "name", "Jo"));
    byte[] renamed = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1)
        .replace("name", "nam3").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    Binding<Object> b = bind(new TaggedStreamingCodec(), DataSets.require("person"));
    Person p = (Person) b.readBytes(renamed);
    assertThat(p.getAge()).isEqualTo(3);
    assertThat(p.getName()).isNull();
    assertThat(((Person) b.readBytes(bytes)).getName()).isEqualTo("Jo");
  }

  @Test
  void untypedDataSetsAreAGapOfTheStreamingCodec() throws IOException {
    DataSet<Object> doc = DataSets.fromJson("doc", "{\"a\":1}".getBytes(), false);
    assertThatThrownBy(() -> new TaggedStreamingCodec().bind(doc))
        .hasMessageContaining("tagged-binary");
    Binding<Object> b = bind(new TaggedBinaryCodec(), doc);
    assertThat(b.readBytes(b.writeBytes(b.sample()))).isEqualTo(Map.of("a", 1));
  }

  @Test
  @Timeout(value = 30, unit = TimeUnit.SECONDS)
  void streamingReadsOfTruncatedOrCorruptInputFailWithACodecExceptionOrDiffer() throws IOException {
    Binding<Object> b = bind(new TaggedStreamingCodec(), DataSets.require("media-content"));
    byte[] full = b.writeBytes(b.sample());
    for (int n = 1; n < full.length; n++) {
      byte[] cut = Arrays.copyOf(full, n);
      try {
        // a prefix ending between top-level entries is a message without names: nothing binds
        assertThat(b.readBytes(cut)).as("prefix of %d bytes", n).isNotEqualTo(b.sample());
      } catch (CodecException expected) {
        assertThat(expected.getMessage()).contains("tagged-binary-streaming").contains("byte offset");
      }
    }
    Random r = new Random(7);
    for (int i = 0; i < 20_000; i++) {
      byte[] bad = full.clone();
      bad[r.nextInt(bad.length)] = (byte) r.nextInt(256);
      try {
        b.readBytes(bad);
      } catch (CodecException expected) {
        assertThat(expected.getMessage()).contains("byte offset");
      }
    }
  }
}
