package io.wirebench.codecs.jsontree;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonString;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;
import jakarta.json.JsonWriterFactory;
import jakarta.json.spi.JsonProvider;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.eclipse.parsson.JsonProviderImpl;

/**
 * Jakarta JSON Processing (JSON-P) object model on Eclipse Parsson, its reference
 * implementation, TREE binding: {@link JsonValue} trees. Parsson's provider is made directly:
 * {@code JsonProvider.provider()} takes whichever JSON-P implementation the class path lists
 * first, and the command line's also holds Johnzon's. One {@link JsonReaderFactory} and
 * {@link JsonWriterFactory} with default configuration are made and shared, as the specification
 * recommends when many readers and writers are created (the static {@code Json.createReader}
 * looks the provider up on every call). JSON-P trees are immutable:
 * read-modify-write replaces the value through a {@code JsonPointer}, which copies the objects and
 * arrays on the path, as the API intends.
 */
public final class ParssonCodec extends ExactCodec {
  public ParssonCodec() {
    super(CodecInfo.builder("jsonp-parsson")
        .library("Eclipse Parsson (JSON-P)", JsonProviderImpl.class, "org.eclipse.parsson", "parsson")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.TREE)
        .config("Parsson's JsonProviderImpl made once; one shared JsonReaderFactory and JsonWriterFactory "
            + "with default configuration (no pretty printing); JsonReader.readValue() to read")
        .notes("accepts trailing bytes: JsonReader.readValue() stops after the first value and does not "
            + "look further; numbers are BigDecimal, so -0.0 is read as 0.0 (its sign is lost)")
        .build());
  }

  /** Made on first bind and shared: the factories are thread-safe and meant to be reused. */
  private static final class Shared {
    static final JsonProvider PROVIDER = new JsonProviderImpl();
    static final JsonReaderFactory READERS = PROVIDER.createReaderFactory(Map.of());
    static final JsonWriterFactory WRITERS = PROVIDER.createWriterFactory(Map.of());
  }

  @Override Binding<?> bindExact(DataSet<?> dataSet) {
    JsonReaderFactory readers = Shared.READERS;
    JsonWriterFactory writers = Shared.WRITERS;
    JsonProvider provider = Shared.PROVIDER;
    JsonValue sample;
    try (JsonReader r = readers.createReader(new StringReader(Text.reference(dataSet, "jsonp-parsson")))) {
      sample = r.readValue();
    }
    String partialPointer = pointer(sample, dataSet.partialPath()); // made once, not per read
    return new Binding<JsonValue>(dataSet, sample) {
      @Override public void write(JsonValue value, OutputStream out) {
        JsonWriter w = writers.createWriter(out, StandardCharsets.UTF_8);
        w.write(value);
        w.close(); // flushes its generator's buffer; closes the stream, as write() may
      }

      @Override public JsonValue read(InputStream in) {
        JsonReader r = readers.createReader(in); // detects the encoding, as the spec requires
        return r.readValue();
      }

      @Override public void writeChars(JsonValue value, Writer out) throws IOException {
        JsonWriter w = writers.createWriter(out);
        w.write(value);
        w.close();
      }

      @Override public JsonValue readChars(Reader in) {
        return readers.createReader(in).readValue();
      }

      @Override public JsonValue modify(JsonValue value) {
        if (!(value instanceof JsonStructure)) return changed(value);
        String pointer = pointer(value, dataSet.modifiedPath());
        JsonStructure root = (JsonStructure) value;
        return provider.createPointer(pointer).replace(root, changed(root.getValue(pointer)));
      }

      /**
       * The whole tree parsed, then the field reached with a JSON Pointer. JSON-P's objects and arrays
       * are maps and lists, so the default walk would reach the field too, but hand back a JsonString,
       * whose text is quoted JSON: the scalar is taken out as a Java value.
       */
      @Override public Object readPartial(byte[] bytes) throws IOException {
        JsonValue root = readBytes(bytes);
        JsonValue v = root instanceof JsonStructure s ? s.getValue(partialPointer) : root;
        switch (v.getValueType()) {
          case STRING: return ((JsonString) v).getString();
          case NUMBER: return ((JsonNumber) v).bigDecimalValue();
          case TRUE: return Boolean.TRUE;
          case FALSE: return Boolean.FALSE;
          case NULL: return null;
          default: throw new IOException("path " + dataSet.partialPath() + " leads to " + v.getValueType()
              + ", not to a value");
        }
      }

      @Override public String partialMethod() {
        return "tree: full parse, then a JsonPointer";
      }

      private JsonValue changed(JsonValue v) {
        switch (v.getValueType()) {
          case STRING: return provider.createValue(((JsonString) v).getString() + "!");
          case NUMBER: {
            JsonNumber n = (JsonNumber) v;
            return n.isIntegral() ? provider.createValue(n.bigIntegerValue().add(java.math.BigInteger.ONE))
                : provider.createValue(n.bigDecimalValue().add(BigDecimal.ONE));
          }
          case TRUE: return JsonValue.FALSE;
          case FALSE: return JsonValue.TRUE;
          default: return provider.createValue("changed");
        }
      }
    };
  }

  /**
   * The JSON Pointer (RFC 6901) of the data set's dot path, or of the first scalar found when the
   * path is empty.
   */
  static String pointer(JsonValue root, String path) {
    StringBuilder sb = new StringBuilder();
    if (path != null && !path.isEmpty()) {
      for (String part : path.split("\\.")) sb.append('/').append(escape(part));
      return sb.toString();
    }
    String p = firstScalar(root, "");
    return p == null ? "" : p;
  }

  private static String firstScalar(JsonValue node, String at) {
    if (node instanceof JsonObject) {
      for (Map.Entry<String, JsonValue> e : ((JsonObject) node).entrySet()) {
        if (!(e.getValue() instanceof JsonStructure)) return at + "/" + escape(e.getKey());
      }
      for (Map.Entry<String, JsonValue> e : ((JsonObject) node).entrySet()) {
        String p = firstScalar(e.getValue(), at + "/" + escape(e.getKey()));
        if (p != null) return p;
      }
    } else if (node instanceof JsonArray) {
      JsonArray a = (JsonArray) node;
      for (int i = 0; i < a.size(); i++) {
        if (!(a.get(i) instanceof JsonStructure)) return at + "/" + i;
      }
      for (int i = 0; i < a.size(); i++) {
        String p = firstScalar(a.get(i), at + "/" + i);
        if (p != null) return p;
      }
    }
    return null;
  }

  private static String escape(String key) {
    return key.replace("~", "~0").replace("/", "~1");
  }
}
