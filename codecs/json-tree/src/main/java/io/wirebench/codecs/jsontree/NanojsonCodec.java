package io.wirebench.codecs.jsontree;

import com.grack.nanojson.JsonParser;
import com.grack.nanojson.JsonParserException;
import com.grack.nanojson.JsonWriter;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;

/**
 * nanojson, UNTYPED binding: its {@code JsonObject} is a {@code LinkedHashMap} and its
 * {@code JsonArray} an {@code ArrayList}. {@code JsonParser.any().from(...)} to read (with eager
 * numbers, the default: {@code withLazyNumbers()} would defer parsing them past the timed read) and
 * {@code JsonWriter.on(...).value(v).done()} / {@code JsonWriter.string(v)} to write, as its README
 * shows; the parser and writer are made per document, which is the API's only way.
 */
public final class NanojsonCodec extends ExactCodec {
  public NanojsonCodec() {
    super(CodecInfo.builder("nanojson")
        .library("nanojson", JsonParser.class, "com.grack", "nanojson")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.UNTYPED)
        .config("defaults: JsonParser.any().from(InputStream/Reader/String) with eager numbers; "
            + "JsonWriter.on(OutputStream/Appendable).value(v).done() / JsonWriter.string(v); not indented")
        .notes("refuses trailing bytes; reads every fraction as Double (more than 17 significant "
            + "digits are rounded; 1e400 becomes Infinity, which it then writes as the non-JSON "
            + "Infinity)")
        .refusesTrailingBytes()
        .build());
  }

  @Override Binding<?> bindExact(DataSet<?> dataSet) {
    return new Binding<Object>(dataSet, dataSet.untyped()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        JsonWriter.on(out).value(value).done(); // its own UTF-8 encoder and buffer; done() flushes
      }

      @Override public Object read(InputStream in) throws IOException {
        try {
          return JsonParser.any().from(in);
        } catch (JsonParserException e) {
          throw new IOException("nanojson: " + e.getMessage(), e);
        }
      }

      @Override public String writeString(Object value) {
        return JsonWriter.string(value);
      }

      @Override public Object readString(String text) throws IOException {
        try {
          return JsonParser.any().from(text);
        } catch (JsonParserException e) {
          throw new IOException("nanojson: " + e.getMessage(), e);
        }
      }

      @Override public void writeChars(Object value, Writer out) throws IOException {
        JsonWriter.on(out).value(value).done();
        out.flush();
      }

      @Override public Object readChars(Reader in) throws IOException {
        try {
          return JsonParser.any().from(in);
        } catch (JsonParserException e) {
          throw new IOException("nanojson: " + e.getMessage(), e);
        }
      }
    };
  }
}
