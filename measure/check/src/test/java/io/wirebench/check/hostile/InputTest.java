package io.wirebench.check.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.Test;

/** The hostile inputs are what they say, checked with independent readers. */
class InputTest {
  @Test void collidingKeysAllHaveOneHashCode() {
    int h = Value.CollidingKeys.key(0).hashCode();
    for (int i = 1; i < 100_000; i += 997) assertThat(Value.CollidingKeys.key(i).hashCode()).isEqualTo(h);
    assertThat(Value.CollidingKeys.key(1)).isNotEqualTo(Value.CollidingKeys.key(2));
  }

  @Test void bsonNestingIsValidBson() throws Exception {
    byte[] doc = Input.document("BSON", new Value.Nest(50), null);
    // mongo's own reader walks the nesting; a wrong length makes it throw
    String json = new RawBsonDocument(doc).toJson();
    assertThat(json).startsWith("{\"x\": [[[[").contains("]]]]");
    assertThat(json.chars().filter(c -> c == '[').count()).isEqualTo(50);
  }

  @Test void typedDocumentsPutXFirstAndKeepTheFields() throws Exception {
    JsonNode person = new ObjectMapper().readTree("{\"name\":\"a\",\"age\":3}");
    byte[] json = Input.document("JSON", new Value.Nest(2), person);
    assertThat(new String(json, StandardCharsets.UTF_8)).isEqualTo("{\"x\":[[]],\"name\":\"a\",\"age\":3}");
    byte[] cbor = Input.document("CBOR", new Value.Nest(2), person);
    assertThat(Input.tree("CBOR", cbor).toString()).isEqualTo("{\"x\":[[]],\"name\":\"a\",\"age\":3}");
    byte[] bson = Input.document("BSON", new Value.DuplicateKeys(), person);
    assertThat(new RawBsonDocument(bson).toJson()).contains("\"name\": \"a\"");
  }

  @Test void patchedStringsCarryTheBadBytes() throws Exception {
    byte[] doc = Input.document("MessagePack",
        new Value.Patched("\u00e9\u00e9", new byte[] {(byte) 0xff, (byte) 0xfe, (byte) 0xff, (byte) 0xfe}, null), null);
    assertThat(indexOf(doc, new byte[] {(byte) 0xff, (byte) 0xfe})).isPositive();
    assertThat(new String(Input.document("JSON", new Value.Patched("\u20ac", new byte[3], "\"\\ud800\""), null),
        StandardCharsets.UTF_8)).isEqualTo("{\"x\":\"\\ud800\"}");
  }

  @Test void lengthPrefixesClaimWhatTheySay() {
    byte[] cbor = Input.hugeLength("CBOR", Long.MIN_VALUE);
    assertThat(cbor[3] & 0xff).isEqualTo(0x7b);
    assertThat(cbor[4] & 0xff).isEqualTo(0x80);
    assertThat(Input.hugeLength("MessagePack", Long.MIN_VALUE)).isNull();
    byte[] pb = Input.hugeLength("Protobuf", 1L << 31);
    // field 1000, wire type 2, then the varint 2^31
    assertThat(pb).startsWith((byte) 0xc2, (byte) 0x3e, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x08);
  }

  @Test void aMillionNinesAreBuiltAsTheirValue() throws Exception {
    byte[] cbor = Input.document("CBOR", new Value.Number("9".repeat(2000)), null);
    assertThat(Input.tree("CBOR", cbor).get("x").bigIntegerValue().toString()).isEqualTo("9".repeat(2000));
    assertThat(Describe.same("9".repeat(2000), "9".repeat(2000))).isTrue();
    assertThat(Describe.same("9".repeat(1999) + "8", "9".repeat(2000))).isFalse();
    assertThat(Describe.same("1.0E400", "1e400")).isTrue();
    assertThat(Describe.same("Infinity", "1e400")).isFalse();
  }

  private static int indexOf(byte[] a, byte[] b) {
    outer:
    for (int i = 0; i + b.length <= a.length; i++) {
      for (int j = 0; j < b.length; j++) if (a[i + j] != b[j]) continue outer;
      return i;
    }
    return -1;
  }
}
