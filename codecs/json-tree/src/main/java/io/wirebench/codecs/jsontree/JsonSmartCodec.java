package io.wirebench.codecs.jsontree;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import net.minidev.json.JSONValue;
import net.minidev.json.parser.JSONParser;
import net.minidev.json.parser.ParseException;
import net.minidev.json.writer.JsonReaderI;

/**
 * json-smart (net.minidev, v2), POJO binding: {@code JSONValue.parse(json, Type.class)} and
 * {@code JSONValue.toJSONString(obj)}, its documented bean mapping (ASM-generated accessors). The
 * mapper for the data set's type is looked up once from {@code JSONValue.defaultReader}, and
 * documents are parsed by one {@link JSONParser} per binding (not thread-safe) in
 * {@code DEFAULT_PERMISSIVE_MODE}, which is exactly what {@code JSONValue.parse(.., Class)} does
 * minus the per-call lookup, except that parse errors are thrown: {@code JSONValue.parse} returns
 * null on an error.
 */
public final class JsonSmartCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("json-smart")
      .library("json-smart", JSONValue.class, "net.minidev", "json-smart")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("JSONValue's defaults: JSONParser(DEFAULT_PERMISSIVE_MODE), one per binding, with the "
          + "type's mapper from JSONValue.defaultReader looked up once; JSONValue.writeJSONString / "
          + "toJSONString with the default JSONStyle (NO_COMPRESS: every name quoted)")
      .notes("accepts trailing bytes: the permissive mode (JSONValue's default) stops after the first "
          + "value (JSONValue.parseStrict, MODE_RFC4627, still accepts control bytes after it; only "
          + "MODE_STRICTEST refuses them); escapes '/' as '\\/'")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException("json-smart binds POJOs here, and " + dataSet.id()
          + " is a JSON file with no class to bind (its mapper for Object fails on the first field)");
    }
    JsonReaderI<?> mapper = JSONValue.defaultReader.getMapper(dataSet.type());
    JSONParser parser = new JSONParser(JSONParser.DEFAULT_PERMISSIVE_MODE);
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        writeChars(value, new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 8192));
      }

      @Override public Object read(InputStream in) throws IOException {
        try {
          return parser.parse(in, mapper); // decodes UTF-8 itself
        } catch (ParseException e) {
          throw new IOException("json-smart: " + e.getMessage(), e);
        }
      }

      @Override public Object readBytes(byte[] bytes) throws IOException {
        try {
          return parser.parse(bytes, mapper);
        } catch (ParseException e) {
          throw new IOException("json-smart: " + e.getMessage(), e);
        }
      }

      @Override public String writeString(Object value) {
        return JSONValue.toJSONString(value);
      }

      @Override public Object readString(String text) throws IOException {
        try {
          return parser.parse(text, mapper);
        } catch (ParseException e) {
          throw new IOException("json-smart: " + e.getMessage(), e);
        }
      }

      @Override public void writeChars(Object value, Writer out) throws IOException {
        JSONValue.writeJSONString(value, out);
        out.flush();
      }

      @Override public Object readChars(Reader in) throws IOException {
        try {
          return parser.parse(in, mapper);
        } catch (ParseException e) {
          throw new IOException("json-smart: " + e.getMessage(), e);
        }
      }
    };
  }
}
