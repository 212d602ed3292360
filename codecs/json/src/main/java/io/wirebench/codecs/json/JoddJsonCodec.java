package io.wirebench.codecs.json;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import jodd.json.JsonParser;
import jodd.json.JsonSerializer;

/**
 * Jodd JSON, POJO binding. Jodd's serializer is shallow by default (collections are left out
 * unless included by path); its documentation's switch for a whole graph is {@code deep(true)},
 * the only setting changed; class metadata stays off, nulls are written, and the parser is the
 * strict (non-loose) default, told the root class, which takes list element types from the
 * properties' generic types. A {@link JsonSerializer} is documented as reusable; a
 * {@link JsonParser} keeps parse state, so each binding (one thread) has its own. Jodd is
 * character-based: String, char[] and Appendable (Writer) are its paths; streams and byte[] go
 * through UTF-8 conversion, as its users must.
 */
public final class JoddJsonCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("jodd-json")
      .library("Jodd JSON", JsonSerializer.class, "org.jodd", "jodd-json")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("JsonSerializer.create().deep(true) (whole graph; otherwise defaults: nulls written, no "
          + "class metadata) and a strict JsonParser per binding, parse(String|char[], rootClass)")
      .notes("streams and byte[] go through UTF-8 text: Jodd JSON has no byte API; trailing bytes "
          + "are not refused: Jodd fails on trailing text (checked) but skips control bytes (below "
          + "0x20) after the value as whitespace")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    JsonSerializer serializer = JsonSerializer.create().deep(true);
    JsonParser parser = JsonParser.create();
    Class<?> type = dataSet.type();
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        writeChars(value, new OutputStreamWriter(out, StandardCharsets.UTF_8));
      }

      @Override public Object read(InputStream in) throws IOException {
        return readString(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      }

      @Override public String writeString(Object value) {
        return serializer.serialize(value); // JsonSerializer.serialize(value): a FastCharBuffer
      }

      @Override public Object readString(String text) {
        return parser.parse(text, type); // JsonParser.parse(String, type)
      }

      @Override public void writeChars(Object value, Writer out) throws IOException {
        serializer.serialize(value, out); // JsonSerializer.serialize(value, Appendable)
        out.flush();
      }
    };
  }
}
