package io.wirebench.check.hostile;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.ion.IonFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import org.bson.RawBsonDocument;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;
import org.msgpack.jackson.dataformat.MessagePackFactory;

/**
 * Builds the hostile documents: {@code {"x": VALUE}} for a reader of untyped documents, and
 * {@code {"x": VALUE, ...the fields of its own encoding of person}} for a reader bound to the
 * person class, which must then skip {@code x} as an unknown field. JSON is written as text; the
 * other formats that have a generic tree (Smile, CBOR, MessagePack, Ion) through Jackson 2's
 * generators with no nesting limit; BSON by hand.
 */
final class Input {
  /** Formats whose documents wirebench can build from a {@link Value}. */
  static final Set<String> TREE_FORMATS = Set.of("JSON", "Smile", "CBOR", "MessagePack", "Ion", "BSON");
  private static final ObjectMapper JSON = new ObjectMapper();

  private Input() {}

  /**
   * The document {@code {"x": value}} followed by the fields of {@code extra} (null: none).
   */
  static byte[] document(String format, Value value, JsonNode extra) throws IOException {
    return document(format, "x", value, extra);
  }

  /**
   * The document {@code {field: value}} followed by the other fields of {@code extra} (null:
   * none).
   */
  static byte[] document(String format, String field, Value value, JsonNode extra) throws IOException {
    byte[] out;
    if (format.equals("JSON")) {
      StringBuilder sb = new StringBuilder("{").append(JSON.writeValueAsString(field)).append(':');
      value.json(sb);
      if (extra != null) {
        for (Iterator<Map.Entry<String, JsonNode>> it = extra.fields(); it.hasNext(); ) {
          Map.Entry<String, JsonNode> e = it.next();
          if (e.getKey().equals(field)) continue;
          sb.append(',').append(JSON.writeValueAsString(e.getKey())).append(':').append(JSON.writeValueAsString(e.getValue()));
        }
      }
      out = sb.append('}').toString().getBytes(StandardCharsets.UTF_8);
      if (value instanceof Value.Patched p && p.jsonText() != null) return out;
    } else if (format.equals("BSON")) {
      out = Bson.document(field, value, extra);
    } else {
      JsonFactory f = factory(format);
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      try (JsonGenerator g = f.createGenerator(bytes)) {
        g.writeStartObject();
        g.writeFieldName(field);
        value.write(g);
        if (extra != null) {
          ObjectMapper m = new ObjectMapper(f);
          for (Iterator<Map.Entry<String, JsonNode>> it = extra.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (e.getKey().equals(field)) continue;
            g.writeFieldName(e.getKey());
            m.writeTree(g, e.getValue());
          }
        }
        g.writeEndObject();
      }
      out = bytes.toByteArray();
    }
    if (value instanceof Value.Patched p) patch(out, p.marker().getBytes(StandardCharsets.UTF_8), p.patch());
    return out;
  }

  /** A Jackson 2 factory for a tree format, with no limit on the nesting it writes. */
  static JsonFactory factory(String format) {
    JsonFactory f = switch (format) {
      case "JSON" -> new JsonFactory();
      case "Smile" -> new SmileFactory();
      case "CBOR" -> new CBORFactory();
      case "MessagePack" -> new MessagePackFactory();
      case "Ion" -> IonFactory.builderForBinaryWriters().build();
      default -> throw new IllegalArgumentException("no tree writer for " + format);
    };
    f.setStreamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build());
    return f;
  }

  /**
   * A tree of what a codec wrote back, read with every limit lifted: the way to describe what a
   * tree codec (whose values are its library's own nodes) gave back. Jackson builds trees
   * without recursion.
   */
  static JsonNode unlimitedTree(String format, byte[] bytes) throws IOException {
    JsonFactory f = factory(format);
    f.disable(JsonFactory.Feature.FAIL_ON_SYMBOL_HASH_OVERFLOW);
    f.enable(com.fasterxml.jackson.core.json.JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS.mappedFeature());
    f.setStreamReadConstraints(com.fasterxml.jackson.core.StreamReadConstraints.builder()
        .maxNestingDepth(Integer.MAX_VALUE).maxNumberLength(Integer.MAX_VALUE).maxStringLength(Integer.MAX_VALUE)
        .build());
    return new ObjectMapper(f).readTree(bytes);
  }

  /** The generic tree of a codec's own encoding, to build the typed document from. */
  static JsonNode tree(String format, byte[] own) throws IOException {
    if (format.equals("BSON")) {
      String json = new RawBsonDocument(own).toJson(JsonWriterSettings.builder().outputMode(JsonMode.RELAXED).build());
      return JSON.readTree(json);
    }
    return new ObjectMapper(factory(format)).readTree(own);
  }

  private static void patch(byte[] out, byte[] marker, byte[] patch) {
    outer:
    for (int i = 0; i + marker.length <= out.length; i++) {
      for (int j = 0; j < marker.length; j++) {
        if (out[i + j] != marker[j]) continue outer;
      }
      System.arraycopy(patch, 0, out, i, patch.length);
      return;
    }
    throw new IllegalStateException("the marker was not found in the encoded document");
  }

  /** A string field {@code x} whose length prefix claims {@code length} bytes, then "abc". */
  static byte[] hugeLength(String format, long length) {
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    switch (format) {
      case "MessagePack" -> {
        if (Long.compareUnsigned(length, 0xFFFFFFFFL) > 0) return null;
        o.writeBytes(new byte[] {(byte) 0x81, (byte) 0xa1, 'x', (byte) 0xdb});
        be(o, length, 4);
      }
      case "CBOR" -> {
        o.writeBytes(new byte[] {(byte) 0xa1, 0x61, 'x'});
        if (Long.compareUnsigned(length, 0xFFFFFFFFL) > 0) {
          o.write(0x7b);
          be(o, length, 8);
        } else {
          o.write(0x7a);
          be(o, length, 4);
        }
      }
      case "BSON" -> {
        if (Long.compareUnsigned(length, 0xFFFFFFFFL) > 0) return null;
        byte[] body = {0x02, 'x', 0, (byte) length, (byte) (length >> 8), (byte) (length >> 16), (byte) (length >> 24),
            'a', 'b', 'c', 0, 0};
        int total = 4 + body.length;
        o.writeBytes(new byte[] {(byte) total, (byte) (total >> 8), (byte) (total >> 16), (byte) (total >> 24)});
        o.writeBytes(body);
        return o.toByteArray();
      }
      case "Protobuf", "Protobuf (length-delimited rows)" -> {
        // field 1000 (unknown to every message), wire type 2: the reader must skip "length" bytes
        varint(o, (1000L << 3) | 2);
        varint(o, length);
      }
      default -> {
        return null;
      }
    }
    o.writeBytes(new byte[] {'a', 'b', 'c'});
    return o.toByteArray();
  }

  private static void be(ByteArrayOutputStream o, long v, int bytes) {
    for (int i = bytes - 1; i >= 0; i--) o.write((int) (v >>> (8 * i)) & 0xff);
  }

  private static void varint(ByteArrayOutputStream o, long v) {
    while ((v & ~0x7FL) != 0) {
      o.write((int) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    o.write((int) v);
  }
}
