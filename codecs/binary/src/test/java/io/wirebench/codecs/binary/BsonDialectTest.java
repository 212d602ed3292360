package io.wirebench.codecs.binary;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Binding;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.bson.BsonDocument;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.Test;

/**
 * The two BSON codecs labelled dialects write what their labels say, and the one that is not
 * labelled writes standard BSON: if a library's behaviour changes, the label must change with it.
 */
class BsonDialectTest {
  private static byte[] encode(String codec, String dataset) throws Exception {
    Binding<Object> b = Binding.erase(Codecs.load().require(codec).bind(DataSets.require(dataset)));
    return b.writeBytes(b.sample());
  }

  private static int lengthPrefix(byte[] doc) {
    return ByteBuffer.wrap(doc, 0, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
  }

  /**
   * The length prefix of the root's first element, which in media-content is an embedded document
   * or array (type 0x03 or 0x04): after the type byte comes its name, a C string, then its length.
   */
  private static int firstEmbeddedLength(byte[] doc) {
    assertThat(doc[4]).as("first element's type").isIn((byte) 0x03, (byte) 0x04);
    int end = 5;
    while (doc[end] != 0) end++;
    return lengthPrefix(java.util.Arrays.copyOfRange(doc, end + 1, end + 5));
  }

  @Test void bson4jacksonStreamingWritesZeroDocumentLengthsAndIsLabelled() throws Exception {
    byte[] bytes = encode("bson4jackson-streaming", "media-content");
    assertThat(lengthPrefix(bytes)).as("the root document's length").isZero();
    assertThat(firstEmbeddedLength(bytes)).as("the first embedded document's length").isZero();
    assertThat(Codecs.load().require("bson4jackson-streaming").info().dialect()).contains("0 as the length");
  }

  @Test void bson4jacksonWithoutStreamingWritesTheRealLengthAndIsStandard() throws Exception {
    byte[] bytes = encode("bson4jackson", "media-content");
    assertThat(lengthPrefix(bytes)).isEqualTo(bytes.length);
    assertThat(firstEmbeddedLength(bytes)).as("the first embedded document's length").isPositive();
    assertThat(Codecs.load().require("bson4jackson").info().isDialect()).isFalse();
  }

  @Test void mongoBsonWritesTheIdPropertyAsUnderscoreIdAndIsLabelled() throws Exception {
    BsonDocument doc = new RawBsonDocument(encode("mongo-bson", "dbdata"));
    BsonDocument row = doc.getArray("rows").get(0).asDocument();
    assertThat(row.keySet()).contains("_id").doesNotContain("id");
    assertThat(Codecs.load().require("mongo-bson").info().dialect()).contains("_id");
  }
}
