package io.wirebench.codecs.tagged;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.CodecException;
import io.wirebench.core.DataSets;
import io.wirebench.core.Diff;
import io.wirebench.core.Json;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Refusals on writing and failures on corrupt input: always a CodecException, always quickly. */
class TaggedBinaryRobustnessTest {

  /** A document with every kind of value, nested, with non-ASCII text. */
  static Map<String, Object> document() {
    Map<String, Object> inner = new LinkedHashMap<>();
    inner.put("ünïcode", "日本語 text");
    inner.put("big", new BigDecimal("12345678901234567890.123456789"));
    inner.put("none", null);
    inner.put("list", Arrays.asList(1, -2L, 3.25, "x", null, Map.of(), List.of()));
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("name", "Jane");
    doc.put("age", 42);
    doc.put("time", 1_451_606_400_000L);
    doc.put("inner", inner);
    doc.put("rows", List.of(Map.of("a", 1), Map.of("a", "one"), List.of(List.of(Integer.MIN_VALUE))));
    return doc;
  }

  /** Two different names with the same 24-bit key, found by a birthday search over "f0", "f1", ... */
  static String[] collidingNames() {
    Map<Integer, String> seen = new HashMap<>();
    for (int i = 0; ; i++) {
      String name = "f" + i;
      String prev = seen.putIfAbsent(Murmur2.hash24(name), name);
      if (prev != null) {
        return new String[] {prev, name};
      }
    }
  }

  @Test
  void decodingAnEncodedDocumentGivesItBack() {
    Map<String, Object> doc = document();
    assertThat(Diff.first(doc, TaggedBinary.decode(TaggedBinary.encode(doc)))).isEmpty();
  }

  @Test
  void decodingEveryDataSetsJsonFormGivesItBackExceptBooleansAsIntegers() throws Exception {
    for (String id : DataSets.ids()) {
      Object untyped = DataSets.require(id).untyped();
      Object back = TaggedBinary.decode(TaggedBinary.encode(untyped));
      assertThat(Diff.first(booleansAsIntegers(untyped), back)).as(id).isEmpty();
    }
    Object media = ((Map<?, ?>) TaggedBinary.decode(TaggedBinary.encode(DataSets.require("media-content").untyped()))).get("media");
    assertThat(((Map<?, ?>) media).get("hasBitrate")).isEqualTo(1);
  }

  /** The untyped form with true and false as 1 and 0, as tagged-binary writes them (sint32). */
  private static Object booleansAsIntegers(Object o) {
    if (o instanceof Boolean) return ((Boolean) o) ? 1 : 0;
    if (o instanceof Map) {
      Map<Object, Object> m = new java.util.LinkedHashMap<>();
      ((Map<?, ?>) o).forEach((k, v) -> m.put(k, booleansAsIntegers(v)));
      return m;
    }
    if (o instanceof java.util.List) {
      java.util.List<Object> l = new java.util.ArrayList<>();
      for (Object e : (java.util.List<?>) o) l.add(booleansAsIntegers(e));
      return l;
    }
    return o;
  }

  @Test
  void aJsonDocumentParsedWithBigDecimalsRoundTrips() throws Exception {
    Object doc = Json.parseUntyped("{\"pi\":3.14159,\"half\":0.5,\"n\":[1,2e400]}".getBytes(StandardCharsets.UTF_8));
    assertThat(Diff.first(doc, TaggedBinary.decode(TaggedBinary.encode(doc)))).isEmpty();
  }

  @Test
  void twoNamesWithTheSameKeyAreRefusedNamingBoth() {
    String[] names = collidingNames();
    assertThat(names[0]).isNotEqualTo(names[1]);
    Map<String, Object> doc = Map.of("outer", Map.of(names[0], 1), "other", List.of(Map.of(names[1], 2)));
    assertThatThrownBy(() -> TaggedBinary.encode(doc)).isInstanceOf(CodecException.class)
        .hasMessageContaining("\"" + names[0] + "\"").hasMessageContaining("\"" + names[1] + "\"");
  }

  @Test
  void twoNamesWithTheSameHashButDifferentTypesHaveDifferentKeysAndRoundTrip() {
    String[] names = collidingNames();
    Map<String, Object> doc = Map.of(names[0], 1, names[1], "s");
    assertThat(TaggedBinary.decode(TaggedBinary.encode(doc))).isEqualTo(doc);
  }

  @Test
  void valuesOutsideTheJsonDataModelAreRefused() {
    assertThatThrownBy(() -> TaggedBinary.encode(Map.of("x", new Object())))
        .isInstanceOf(CodecException.class).hasMessageContaining("JSON data model");
    assertThatThrownBy(() -> TaggedBinary.encode(Map.of(1, 2)))
        .isInstanceOf(CodecException.class).hasMessageContaining("String");
  }

  @Test
  void aCyclicDocumentIsRefusedNotAStackOverflow() {
    Map<String, Object> m = new HashMap<>();
    m.put("self", m);
    assertThatThrownBy(() -> TaggedBinary.encode(List.of(m))).isInstanceOf(CodecException.class)
        .hasMessageContaining("deeper");
  }

  /**
   * A message has no overall length and its name table is optional, so a prefix that ends
   * exactly between two top-level entries is itself a well-formed message (of fewer fields, their
   * names unknown): it must not read back as the original. Every other prefix must fail.
   */
  @Test
  @Timeout(value = 30, unit = TimeUnit.SECONDS)
  void everyTruncationOfAMessageFailsWithAnOffsetOrReadsAsADifferentValue() {
    Map<String, Object> doc = document();
    byte[] full = TaggedBinary.encode(doc);
    int failures = 0;
    for (int n = 1; n < full.length; n++) {
      byte[] cut = Arrays.copyOf(full, n);
      try {
        Object back = TaggedBinary.decode(cut);
        assertThat(Diff.first(doc, back)).as("prefix of %d bytes", n).isPresent();
      } catch (CodecException expected) {
        assertThat(expected.getMessage()).contains("tagged-binary").contains("byte offset");
        failures++;
      }
    }
    // only the 5 boundaries between top-level entries can decode
    assertThat(failures).isEqualTo(full.length - 1 - (doc.size() - 1) - 1);
  }

  @Test
  @Timeout(value = 30, unit = TimeUnit.SECONDS)
  void randomCorruptionFailsWithACodecExceptionOrDecodesQuickly() {
    byte[] full = TaggedBinary.encode(document());
    Random r = new Random(42);
    for (int i = 0; i < 20_000; i++) {
      byte[] bad = full.clone();
      for (int k = 1 + r.nextInt(3); k > 0; k--) {
        bad[r.nextInt(bad.length)] = (byte) r.nextInt(256);
      }
      try {
        TaggedBinary.decode(bad);
      } catch (CodecException expected) {
        assertThat(expected.getMessage()).contains("byte offset");
      }
    }
  }

  @Test
  @Timeout(value = 5, unit = TimeUnit.SECONDS)
  void aHugeDeclaredLengthFailsWithoutAllocatingIt() {
    // a string claiming 2^31 - 1 bytes, then a message body claiming the same
    byte[] string = TaggedBinaryFormatTest.hex("07 00 00 00 FF FF FF FF 07 41");
    assertThatThrownBy(() -> TaggedBinary.decode(string)).isInstanceOf(CodecException.class)
        .hasMessageContaining("offset 4").hasMessageContaining("2147483647");
    byte[] array = TaggedBinaryFormatTest.hex("09 00 00 00 FF FF FF FF 07");
    assertThatThrownBy(() -> TaggedBinary.decode(array)).isInstanceOf(CodecException.class);
    byte[] table = TaggedBinaryFormatTest.hex("0A 00 00 00 FE FF FF FF 07");
    assertThatThrownBy(() -> TaggedBinary.decode(table)).isInstanceOf(CodecException.class);
  }

  @Test
  void aBadWireTypeIsReportedAtItsKey() {
    assertThatThrownBy(() -> TaggedBinary.decode(TaggedBinaryFormatTest.hex("01 00 00 00 02 0C 11 22 33")))
        .isInstanceOf(CodecException.class).hasMessageContaining("offset 5")
        .hasMessageContaining("bad wire type");
  }

  @Test
  void malformedUtf8IsReportedAtTheBadByte() {
    assertThatThrownBy(() -> TaggedBinary.decode(TaggedBinaryFormatTest.hex("07 00 00 00 03 41 C3 41")))
        .isInstanceOf(CodecException.class).hasMessageContaining("offset 6")
        .hasMessageContaining("UTF-8");
  }

  @Test
  void aNameTableThatIsNotLastIsRefused() {
    // {"a":1} with its table, then the entry again after the table
    byte[] bad = TaggedBinaryFormatTest.hex("01 96 44 87 02 0A 00 00 00 06 01 96 44 87 01 61 01 96 44 87 02");
    assertThatThrownBy(() -> TaggedBinary.decode(bad)).isInstanceOf(CodecException.class)
        .hasMessageContaining("not the last entry");
  }

  @Test
  void deeplyNestedInputIsRefusedNotAStackOverflow() {
    // 5000 arrays, each the only element of the one around it, with consistent lengths
    int depth = 5000;
    byte[] b = new byte[0];
    for (int i = 0; i < depth; i++) {
      byte[] len = TaggedOutputLength.varint(b.length);
      byte[] next = new byte[4 + len.length + b.length];
      next[0] = (byte) (i == depth - 1 ? 0x09 : 0x19);
      System.arraycopy(len, 0, next, 4, len.length);
      System.arraycopy(b, 0, next, 4 + len.length, b.length);
      b = next;
    }
    byte[] doc = b;
    assertThatThrownBy(() -> TaggedBinary.decode(doc)).isInstanceOf(CodecException.class)
        .hasMessageContaining("nest deeper");
  }

  /** Varint bytes, for building test input. */
  static final class TaggedOutputLength {
    static byte[] varint(int v) {
      TaggedOutput o = new TaggedOutput(8);
      o.writeUnsignedVarint(v);
      return o.toByteArray();
    }
  }
}
