package io.wirebench.codecs.jsontree;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import org.json.simple.JSONValue;
import org.json.simple.parser.JSONParser;
import org.json.simple.parser.ParseException;

/**
 * json-simple 1.1.1 (Google Code, 2012), UNTYPED binding: its {@code JSONObject} is a
 * {@code HashMap} and its {@code JSONArray} an {@code ArrayList}, so it writes any map and list.
 * One {@link JSONParser} per binding (it is not thread-safe; {@code parse} resets it, so it is
 * reused as its documentation shows); {@link JSONValue#writeJSONString} and
 * {@link JSONValue#toJSONString} to write, with no options to set. The sample is the data set's
 * untyped form.
 */
public final class JsonSimpleCodec extends ExactCodec {
  public JsonSimpleCodec() {
    super(CodecInfo.builder("json-simple")
        .library("json-simple", JSONValue.class, "com.googlecode.json-simple", "json-simple")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.UNTYPED)
        .config("one JSONParser per binding, reused (parse resets it); JSONValue.writeJSONString(Writer) "
            + "/ toJSONString() to write; no options exist")
        .notes("refuses trailing bytes; reads every fraction as Double (more than 17 significant digits "
            + "are rounded) and fails with NumberFormatException on an integer beyond Long; escapes '/' "
            + "as '\\/'")
        .refusesTrailingBytes()
        .build());
  }

  @Override Binding<?> bindExact(DataSet<?> dataSet) {
    JSONParser parser = new JSONParser();
    return new Binding<Object>(dataSet, dataSet.untyped()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        writeChars(value, new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 8192));
      }

      @Override public Object read(InputStream in) throws IOException {
        return readChars(new InputStreamReader(in, StandardCharsets.UTF_8));
      }

      @Override public String writeString(Object value) {
        return JSONValue.toJSONString(value);
      }

      @Override public Object readString(String text) throws IOException {
        try {
          return parser.parse(text);
        } catch (ParseException e) {
          throw new IOException("json-simple: " + e, e);
        }
      }

      @Override public void writeChars(Object value, Writer out) throws IOException {
        JSONValue.writeJSONString(value, out);
        out.flush();
      }

      @Override public Object readChars(Reader in) throws IOException {
        try {
          return parser.parse(in);
        } catch (ParseException e) {
          throw new IOException("json-simple: " + e, e);
        }
      }
    };
  }
}
