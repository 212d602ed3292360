package io.wirebench.codecs.scala212;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.codecs.tagged.TaggedBinary;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Json;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * sjson-new's murmurhash backend against wirebench's tagged-binary, on every built-in data set and
 * on JSON documents (docs/tagged-binary-vs-murmurhash.md says the same in prose). No input gives
 * the two the same bytes: the backend gives one 32-bit hash and no encoding, tagged-binary at
 * least a 4-byte key and a value. What the tests pin instead is each side's exact output, and,
 * through {@link SjsonMurmurReference}, the hash function behind every construct, so that a change
 * in either library shows up here.
 */
class MurmurhashVersusTaggedBinaryTest {
  private static final HexFormat HEX = HexFormat.ofDelimiter(" ").withUpperCase();

  static int sjson(Object untypedDocument) {
    return MurmurHashing.forUntyped(untypedDocument).hash();
  }

  static String tagged(Object untypedDocument) {
    return HEX.formatHex(TaggedBinary.encode(untypedDocument));
  }

  static Object json(String text) throws IOException {
    return Json.parseUntyped(text.getBytes(StandardCharsets.UTF_8));
  }

  // ---- every data set: the hash sjson-new computes from the case classes, and tagged-binary's size

  /** The data sets Model.scala has case classes for (module-ids-sparse, added later, has none). */
  static List<String> dataSets() {
    return DataSets.ids().stream().filter(PINNED::containsKey).collect(java.util.stream.Collectors.toList());
  }

  static final Map<String, String> PINNED = new TreeMap<>(Map.of(
      "dbdata", "0x678DAD94/1400",
      "measurements-10", "0x586777EE/580",
      "measurements-1k", "0x7EAB0196/51071",
      "measurements-100k", "0x1D3AB06B/5100072",
      "person", "0xD9954F2C/60",
      "module-ids", "0x5C8C6F7B/868953",
      "decimal-matrix", "0x996CD524/21001",
      "media-content", "0xF397D1E7/519"));

  @ParameterizedTest(name = "{0}")
  @MethodSource("dataSets")
  void eachDataSetIsOneHashForSjsonNewAndAMessageForTaggedBinary(String id) {
    DataSet<?> ds = DataSets.require(id);
    int typed = MurmurHashing.forModel(ds.value()).hash();
    byte[] tagged = TaggedBinary.encode(ds.untyped());
    String actual = String.format("0x%08X/%d", typed, tagged.length);
    assertThat(actual).as("sjson-new hash / tagged-binary bytes of %s", id).isEqualTo(PINNED.get(id));
    // the case classes hash as their JSON form does, except that an Option field that is None is
    // left out of the object (contraband's way), where the JSON form and tagged-binary keep a null
    assertThat(typed).as("%s: case classes vs the JSON form with null fields dropped", id)
        .isEqualTo(SjsonMurmurReference.hash(withoutNullFields(ds.untyped())));
  }

  private static Object withoutNullFields(Object v) {
    if (v instanceof Map) {
      Map<String, Object> m = new LinkedHashMap<>();
      ((Map<?, ?>) v).forEach((k, x) -> {
        if (x != null) m.put((String) k, withoutNullFields(x));
      });
      return m;
    }
    if (v instanceof List) {
      List<Object> l = new ArrayList<>();
      for (Object x : (List<?>) v) l.add(withoutNullFields(x));
      return l;
    }
    return v;
  }

  // ---- JSON documents: the hash and the tagged bytes of each, and the reference agrees

  static final Map<String, String> DOCS = new LinkedHashMap<>();
  static {
    DOCS.put("null", "null");
    DOCS.put("true", "true");
    DOCS.put("false", "false");
    DOCS.put("int", "150");
    DOCS.put("negative int", "-1");
    DOCS.put("long", "1700000000123");
    DOCS.put("exact fraction", "0.25");
    DOCS.put("inexact fraction", "0.1");
    DOCS.put("negative zero", "-0.0");
    DOCS.put("string", "\"Hello\"");
    DOCS.put("escapes", "\"line\\nbreak\\t\\\"q\\\" \\\\ \\u0000\"");
    DOCS.put("non-ASCII", "\"Zo\u00eb \u2603 \u4e2d \ud83d\ude00\"");
    DOCS.put("empty array", "[]");
    DOCS.put("empty object", "{}");
    DOCS.put("nested", "[[1,[2]],[],{\"a\":[],\"b\":{}}]");
    DOCS.put("one field", "{\"a\":1}");
    DOCS.put("null field", "{\"a\":null}");
    DOCS.put("two fields", "{\"a\":1,\"b\":\"x\"}");
  }

  static final Map<String, String> PINNED_DOCS = new LinkedHashMap<>();
  static {
    PINNED_DOCS.put("null", "0x000000C0 | 00 00 00 00 00");
    PINNED_DOCS.put("true", "0x000000C3 | 01 00 00 00 02");
    PINNED_DOCS.put("false", "0x000000C2 | 01 00 00 00 00");
    PINNED_DOCS.put("int", "0x697738E8 | 01 00 00 00 AC 02");
    PINNED_DOCS.put("negative int", "0x8689D9B7 | 01 00 00 00 01");
    PINNED_DOCS.put("long", "0x3ECA2BC0 | 03 00 00 00 F6 A1 AB FE F9 62");
    PINNED_DOCS.put("exact fraction", "0x078A006A | 04 00 00 00 00 00 00 00 00 00 D0 3F");
    PINNED_DOCS.put("inexact fraction", "0x1D86CF11 | 0B 00 00 00 03 30 2E 31");
    PINNED_DOCS.put("negative zero", "0x2592F63B | 04 00 00 00 00 00 00 00 00 00 00 80");
    PINNED_DOCS.put("string", "0x59F1B21E | 07 00 00 00 05 48 65 6C 6C 6F");
    PINNED_DOCS.put("escapes", "0x98D13AC9 | 07 00 00 00 12 6C 69 6E 65 0A 62 72 65 61 6B 09 22 71 22 20 5C 20 00");
    PINNED_DOCS.put("non-ASCII", "0xC9191A50 | 07 00 00 00 11 5A 6F C3 AB 20 E2 98 83 20 E4 B8 AD 20 F0 9F 98 80");
    PINNED_DOCS.put("empty array", "0x1C395774 | 09 00 00 00 00");
    PINNED_DOCS.put("empty object", "0xA0139EB8 | ");
    PINNED_DOCS.put("nested", "0xA52F9B20 | 09 00 00 00 28 19 00 00 00 0F 11 00 00 00 02 29 00 00 00 05 11 00 00 00 04 29 00 00 00 00 38 00 00 00 0A 09 96 44 87 00 08 41 F9 E8 00 0A 00 00 00 0C 09 96 44 87 01 61 08 41 F9 E8 01 62");
    PINNED_DOCS.put("one field", "0xE0ED54F8 | 01 96 44 87 02 0A 00 00 00 06 01 96 44 87 01 61");
    PINNED_DOCS.put("null field", "0x185B0723 | 00 96 44 87 00 0A 00 00 00 06 00 96 44 87 01 61");
    PINNED_DOCS.put("two fields", "0x27FA1F2C | 01 96 44 87 02 07 41 F9 E8 01 78 0A 00 00 00 0C 01 96 44 87 01 61 07 41 F9 E8 01 62");
  }

  static List<String> docs() {
    return new ArrayList<>(DOCS.keySet());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("docs")
  void eachDocumentIsPinnedOnBothSidesAndTheReferenceHashAgrees(String name) throws IOException {
    Object doc = json(DOCS.get(name));
    int hash = sjson(doc);
    assertThat(hash).as("reference hash of %s", name).isEqualTo(SjsonMurmurReference.hash(doc));
    assertThat(String.format("0x%08X | %s", hash, tagged(doc))).as(name).isEqualTo(PINNED_DOCS.get(name));
  }

  @Test
  void theUntypedSampleOfCodecsJson() throws IOException {
    Path sample = Path.of("../json/src/test/resources/untyped-sample.json");
    Object doc = Json.parseUntyped(Files.readAllBytes(sample));
    int hash = sjson(doc);
    assertThat(hash).isEqualTo(SjsonMurmurReference.hash(doc));
    byte[] tagged = TaggedBinary.encode(doc);
    assertThat(String.format("0x%08X/%d", hash, tagged.length)).isEqualTo("0xF5088A7F/311");
  }

  // ---- construct by construct

  @Test
  void nullAndBooleansAreMessagePackByteValuesInSjsonNewAndTypedEntriesInTaggedBinary() throws IOException {
    assertThat(sjson(null)).isEqualTo(0xC0);
    assertThat(sjson(true)).isEqualTo(0xC3);
    assertThat(sjson(false)).isEqualTo(0xC2);
    // tagged-binary writes booleans as int32 0 and 1: true and 1 are the same bytes there ...
    assertThat(tagged(true)).isEqualTo(tagged(1)).isEqualTo("01 00 00 00 02");
    // ... but not in sjson-new, where 1 goes through hashLong
    assertThat(sjson(1)).isNotEqualTo(sjson(true)).isEqualTo(SjsonMurmurReference.hashLong(1));
  }

  @Test
  void anIntAndALongOfOneValueAreAlikeOnBothSides() {
    // the one rule the two share: the integer's value decides, not its Java type
    assertThat(sjson(150L)).isEqualTo(sjson(150)).isEqualTo(SjsonMurmurReference.hashLong(150));
    assertThat(tagged(150L)).isEqualTo(tagged(150)).isEqualTo("01 00 00 00 AC 02");
  }

  @Test
  void aDecimalIsItsTextInSjsonNewAndADoubleOrItsTextInTaggedBinary() {
    // sjson-new hashes a BigDecimal as the string of its toString: 0.1 and "0.1" collide
    assertThat(sjson(new BigDecimal("0.1"))).isEqualTo(sjson("0.1"));
    // tagged-binary keeps them apart by type (0B number, 07 string); the text bytes after the
    // 4-byte key are the same: varint length 3, then "0.1"
    assertThat(tagged(new BigDecimal("0.1"))).isEqualTo("0B 00 00 00 03 30 2E 31");
    assertThat(tagged("0.1")).isEqualTo("07 00 00 00 03 30 2E 31");
    // a decimal a double holds exactly is a double in tagged-binary, still text in sjson-new
    assertThat(tagged(new BigDecimal("0.25"))).isEqualTo(tagged(0.25));
    assertThat(sjson(new BigDecimal("0.25"))).isEqualTo(sjson("0.25")).isNotEqualTo(sjson(0.25));
    assertThat(sjson(0.25)).isEqualTo(SjsonMurmurReference.hashLong(Double.doubleToRawLongBits(0.25)));
  }

  @Test
  void stringsAreUtf16CharsInSjsonNewAndUtf8BytesInTaggedBinary() {
    String s = "\u00e9\ud83d\ude00"; // 3 UTF-16 chars, 6 UTF-8 bytes
    assertThat(sjson(s)).isEqualTo(SjsonMurmurReference.stringHash(s));
    assertThat(tagged(s)).isEqualTo("07 00 00 00 06 C3 A9 F0 9F 98 80");
  }

  @Test
  void fieldOrderChangesNeitherButArrayOrderChangesBoth() throws IOException {
    Object ab = json("{\"a\":1,\"b\":\"x\"}");
    Object ba = json("{\"b\":\"x\",\"a\":1}");
    assertThat(sjson(ba)).isEqualTo(sjson(ab)); // mapHash: sum, xor and product of the pairs
    assertThat(tagged(ba)).isEqualTo(tagged(ab)); // entries sorted by key
    assertThat(sjson(json("[1,2]"))).isNotEqualTo(sjson(json("[2,1]")));
    assertThat(tagged(json("[1,2]"))).isNotEqualTo(tagged(json("[2,1]")));
  }

  @Test
  void fieldNamesAreJavaHashCodesInSjsonNewAndMurmurHash2KeysInTaggedBinary() throws IOException {
    // "Aa" and "BB" have one String.hashCode (2112): sjson-new cannot tell the two objects apart
    assertThat("Aa".hashCode()).isEqualTo("BB".hashCode());
    assertThat(sjson(json("{\"Aa\":1}"))).isEqualTo(sjson(json("{\"BB\":1}")));
    // tagged-binary keys them by MurmurHash2 (seed -1, UTF-8) and keeps the names in its table
    assertThat(tagged(json("{\"Aa\":1}"))).isNotEqualTo(tagged(json("{\"BB\":1}")));
    // the spec's own example: the key of an int field "a" is 01 96 44 87 (hash 0x2A874496 << 8 | 1)
    assertThat(tagged(json("{\"a\":1}"))).startsWith("01 96 44 87");
    // in tagged-binary the value's type is part of the key; in sjson-new the name's share is not
    assertThat(tagged(json("{\"a\":null}"))).startsWith("00 96 44 87");
  }

  @Test
  void aNoneFieldIsLeftOutBySjsonNewWhereTaggedBinaryWritesANull() {
    // media-content's copyright is null: an Option field that is None, left out of the object
    DataSet<?> ds = DataSets.require("media-content");
    int typed = MurmurHashing.forModel(ds.value()).hash();
    assertThat(typed).isNotEqualTo(SjsonMurmurReference.hash(ds.untyped()));
    assertThat(typed).isEqualTo(SjsonMurmurReference.hash(withoutNullFields(ds.untyped())));
  }
}
