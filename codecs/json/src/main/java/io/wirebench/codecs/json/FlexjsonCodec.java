package io.wirebench.codecs.json;

import flexjson.JSONDeserializer;
import flexjson.JSONSerializer;
import flexjson.ObjectFactory;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Flexjson, POJO binding. Flexjson writes Java beans through their getters and, by its design,
 * adds a {@code "class"} property for the reader and serializes shallowly (collections left out)
 * unless asked: its documentation's way to write plain JSON of a whole graph is
 * {@code exclude("*.class")} and {@code deepSerialize}, and to read it back a
 * {@link JSONDeserializer} told the root class ({@code use(null, type)}), which takes the element
 * types of lists from the setters' generic types. The serializer and deserializer are made once
 * per binding (a binding is used by one thread; Flexjson's documentation does not promise thread
 * safety). Flexjson is character-based: Writer, Reader and String are native; a stream goes
 * through a UTF-8 OutputStreamWriter or InputStreamReader (as its users must), byte[] through the
 * String.
 */
public final class FlexjsonCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("flexjson")
      .library("Flexjson", JSONSerializer.class, "net.sf.flexjson", "flexjson")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("a JSONSerializer with exclude(\"*.class\") writing with deepSerialize (plain JSON of "
          + "the whole graph, its documented way) and a JSONDeserializer with use(null, rootClass), "
          + "both made once per binding; untyped: use(null, an ObjectFactory returning the parsed tree as "
          + "is), so a \"class\" property is never a class to instantiate")
      .notes("streams go through a UTF-8 Writer/Reader: Flexjson has no byte API; trailing bytes are "
          + "not refused: Flexjson stops after the first value and ignores what follows (checked)")
      .build();

  /**
   * The root factory of untyped reads: Flexjson's parsed tree as it is (maps, lists, strings,
   * numbers, booleans). Without it Flexjson's binder instantiates whatever class a {@code "class"}
   * property names, in any object of the document; a factory registered for a path makes the binder
   * skip that lookup.
   */
  private static final ObjectFactory PARSED_TREE = (context, value, targetType, targetClass) -> value;

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    JSONSerializer serializer = new JSONSerializer().exclude("*.class");
    JSONDeserializer<Object> deserializer = new JSONDeserializer<>();
    if (dataSet.isUntyped()) {
      deserializer.use((String) null, PARSED_TREE);
    } else {
      deserializer.use(null, dataSet.type());
    }
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        writeChars(value, w);
      }

      @Override public Object read(InputStream in) {
        return readChars(new InputStreamReader(in, StandardCharsets.UTF_8));
      }

      @Override public String writeString(Object value) {
        return serializer.deepSerialize(value); // JSONSerializer.deepSerialize(value): StringBuilder
      }

      @Override public Object readString(String text) {
        return deserializer.deserialize(text); // JSONDeserializer.deserialize(String)
      }

      @Override public void writeChars(Object value, Writer out) {
        serializer.deepSerialize(value, out); // JSONSerializer.deepSerialize(value, Writer)
        try {
          out.flush();
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }

      @Override public Object readChars(Reader in) {
        return deserializer.deserialize(in); // JSONDeserializer.deserialize(Reader)
      }
    };
  }
}
