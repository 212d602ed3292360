package io.wirebench.codecs.tagged;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Diff;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The examples of docs/tagged-binary.md, and vectors derived from it by hand (hashes cross-checked with
 * an independent Python MurmurHash2): each asserts the exact bytes and that they decode back.
 */
class TaggedBinaryFormatTest {

  static byte[] hex(String s) {
    return HexFormat.of().parseHex(s.replace(" ", ""));
  }

  static String hexOf(byte[] b) {
    return HexFormat.ofDelimiter(" ").withUpperCase().formatHex(b);
  }

  private static void assertEncodes(Object value, String expectedHex) {
    assertThat(hexOf(TaggedBinary.encode(value))).isEqualTo(expectedHex);
    assertThat(Diff.first(value, TaggedBinary.decode(hex(expectedHex)))).isEmpty();
  }

  @Test
  void theInteger150IsTheSpecExample() {
    assertEncodes(150, "01 00 00 00 AC 02");
  }

  @Test
  void theStringHelloIsTheSpecExample() {
    assertEncodes("Hello", "07 00 00 00 05 48 65 6C 6C 6F");
  }

  @Test
  void theHashOfAIsTheSpecExampleAndItsIntKeyIsLittleEndian() {
    assertThat(Murmur2.hash("a")).isEqualTo(0x2A874496);
    assertThat(Murmur2.fieldKey("a", WireType.SINT32)).isEqualTo(0x87449601);
    byte[] m = TaggedBinary.encode(Map.of("a", 7));
    assertThat(hexOf(Arrays.copyOf(m, 4))).isEqualTo("01 96 44 87");
  }

  @Test
  void tailBytesAreMixedInAsSignedBytes() {
    // "é" is C3 A9: both tail bytes have the sign bit set; value from an independent implementation
    assertThat(Murmur2.hash("é")).isEqualTo(0xACCCD59E);
    assertThat(Murmur2.hash("name")).isEqualTo(0x884F2792);
    assertThat(Murmur2.hash("ünï")).isEqualTo(0x7EF7E2CF);
  }

  @Test
  void anObjectIsItsSortedFieldsThenTheNameTable() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("b", 2);
    m.put("a", 1);
    // a: key 0x87449601, b: key 0xE8F94101; both negative, a sorts first as signed int32
    assertEncodes(m, "01 96 44 87 02 01 41 F9 E8 04"
        + " 0A 00 00 00 0C 01 96 44 87 01 61 01 41 F9 E8 01 62");
  }

  @Test
  void anArrayHasIndexKeysAndALengthPrefix() {
    List<Object> list = new ArrayList<>();
    list.add(1);
    list.add("x");
    list.add(null);
    assertEncodes(list, "09 00 00 00 10 11 00 00 00 02 27 00 00 00 01 78 30 00 00 00 00");
  }

  @Test
  void aNestedObjectIsLengthPrefixedAndItsNamesJoinTheOneTable() {
    // n: message key 0x31289708 (positive), x: int key 0x91668501 (negative, so first in the table)
    assertEncodes(Map.of("n", Map.of("x", 1)), "08 97 28 31 05 01 85 66 91 02"
        + " 0A 00 00 00 0C 01 85 66 91 01 78 08 97 28 31 01 6E");
  }

  @Test
  void nullIsTheByteZeroUnderKeyZero() {
    assertEncodes(null, "00 00 00 00 00");
  }

  @Test
  void booleansAreSignedInt32ZeroAndOneAndReadBackAsIntegers() {
    assertThat(hexOf(TaggedBinary.encode(true))).isEqualTo("01 00 00 00 02");
    assertThat(hexOf(TaggedBinary.encode(false))).isEqualTo("01 00 00 00 00");
    assertThat(TaggedBinary.decode(TaggedBinary.encode(true))).isEqualTo(1);
  }

  @Test
  void negativeNumbersAreZigZag() {
    assertEncodes(-1, "01 00 00 00 01");
    assertEncodes(-150, "01 00 00 00 AB 02");
    assertEncodes(Integer.MIN_VALUE, "01 00 00 00 FF FF FF FF 0F");
  }

  @Test
  void longsBeyondInt32AreSignedInt64AndSmallLongsAreInt32() {
    assertEncodes(10_000_000_000L / 2, "03 00 00 00 80 C8 AF A0 25");
    assertEncodes(Long.MIN_VALUE, "03 00 00 00 FF FF FF FF FF FF FF FF FF 01");
    assertEncodes(150L, "01 00 00 00 AC 02");
    assertEncodes(new BigInteger("150"), "01 00 00 00 AC 02");
  }

  @Test
  void integersBeyondInt64AreDecimalText() {
    BigInteger big = new BigInteger("123456789012345678901234567890");
    byte[] m = TaggedBinary.encode(big);
    assertThat(hexOf(Arrays.copyOf(m, 5))).isEqualTo("0B 00 00 00 1E");
    assertThat(TaggedBinary.decode(m)).isEqualTo(big);
  }

  @Test
  void doublesAreEightBytesLittleEndian() {
    assertEncodes(1.5, "04 00 00 00 00 00 00 00 00 00 F8 3F");
    assertEncodes(1.5f, "04 00 00 00 00 00 00 00 00 00 F8 3F");
  }

  @Test
  void aBigDecimalADoubleHoldsExactlyIsADouble() {
    assertEncodes(new BigDecimal("0.5"), "04 00 00 00 00 00 00 00 00 00 E0 3F");
  }

  @Test
  void aBigDecimalADoubleCannotHoldIsDecimalText() {
    assertEncodes(new BigDecimal("0.1"), "0B 00 00 00 03 30 2E 31");
    BigDecimal precise = new BigDecimal("3.14159265358979323846264338327950288");
    assertThat(TaggedBinary.decode(TaggedBinary.encode(precise))).isEqualTo(precise);
  }

  @Test
  void nanAndInfinitiesAreWrittenAsNull() {
    assertEncodes(null, "00 00 00 00 00");
    assertThat(hexOf(TaggedBinary.encode(Double.NaN))).isEqualTo("00 00 00 00 00");
    assertThat(hexOf(TaggedBinary.encode(Map.of("x", Double.POSITIVE_INFINITY))))
        .isEqualTo("00 85 66 91 00 0A 00 00 00 06 00 85 66 91 01 78");
  }

  @Test
  void nonAsciiFieldNamesAndValuesAreUtf8() {
    // é: string key 0xCCD59E07; the value ü is C3 BC, the name é is C3 A9
    assertEncodes(Map.of("é", "ü"), "07 9E D5 CC 02 C3 BC 0A 00 00 00 07 07 9E D5 CC 02 C3 A9");
  }

  @Test
  void anEmptyObjectIsNoBytesAtAll() {
    assertEncodes(Map.of(), "");
    assertEncodes(Map.of("e", Map.of()), "08 8C DD 2C 00 0A 00 00 00 06 08 8C DD 2C 01 65");
  }

  @Test
  void anEmptyArrayIsALengthOfZero() {
    assertEncodes(List.of(), "09 00 00 00 00");
  }

  @Test
  void oneNameWithTwoTypesHasTwoKeysInTheTable() {
    List<Object> list = List.of(Map.of("a", 1), Map.of("a", "s"));
    Object back = TaggedBinary.decode(TaggedBinary.encode(list));
    assertThat(back).isEqualTo(list);
  }

  @Test
  void aKeyMissingFromTheTableReadsAsTheDecimalTextOfItsHash() {
    // the field a = 1 without its table
    assertThat(TaggedBinary.decode(hex("01 96 44 87 02")))
        .isEqualTo(Map.of(Integer.toString(0x874496), 1));
  }

  @Test
  void longStringsGetAMultiByteLengthPrefix() {
    String s = "ü".repeat(100);
    byte[] m = TaggedBinary.encode(s);
    assertThat(hexOf(Arrays.copyOf(m, 6))).isEqualTo("07 00 00 00 C8 01");
    assertThat(TaggedBinary.decode(m)).isEqualTo(s);
    assertThat(new String(m, 6, 200, StandardCharsets.UTF_8)).isEqualTo(s);
  }
}
