package io.wirebench.codecs.jsontree;

import com.sdicons.json.mapper.JSONMapper;
import com.sdicons.json.mapper.MapperException;
import com.sdicons.json.model.JSONValue;
import com.sdicons.json.parser.JSONParser;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;

/**
 * BerliOS JSON Tools 1.7 (com.sdicons), POJO binding in the library's own two steps, as the
 * StaxBind study bound it: an ANTLR-generated {@link JSONParser} reads the text into a
 * {@link JSONValue} tree, and {@link JSONMapper#toJava} maps the tree to the POJO; writing is
 * {@code JSONMapper.toJSON(obj).render(false)} (false: not pretty). Both steps are timed: the tree
 * is the library's only way to the POJO. A parser is made per document (it wraps its input), and
 * the mapper's static defaults are kept. The byte stream is decoded as UTF-8 through a Reader:
 * the parser's own InputStream constructor reads bytes as Latin-1 characters.
 */
public final class JsonToolsCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("jsontools")
      .library("BerliOS JSON Tools", JSONMapper.class, "com.sdicons.jsontools", "jsontools-core")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("JSONMapper's static defaults; new JSONParser(Reader).nextValue() then "
          + "JSONMapper.toJava(tree, type); JSONMapper.toJSON(obj).render(false) to write")
      .notes("two timed steps each way (text <-> JSONValue tree <-> POJO); accepts trailing bytes: "
          + "nextValue() reads one value and stops; writes Strings only (render), so streams go "
          + "through a String")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException("JSON Tools binds POJOs here, and " + dataSet.id()
          + " is a JSON file with no class to bind (its mapper needs setters on the target class)");
    }
    Class<?> type = dataSet.type();
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        Text.write(writeString(value), out);
      }

      @Override public Object read(InputStream in) throws IOException {
        return readChars(new InputStreamReader(in, StandardCharsets.UTF_8));
      }

      @Override public String writeString(Object value) throws IOException {
        try {
          return JSONMapper.toJSON(value).render(false);
        } catch (MapperException e) {
          throw new IOException("JSON Tools could not map " + value.getClass().getName() + ": " + e.getMessage(), e);
        }
      }

      @Override public Object readString(String text) throws IOException {
        return readChars(new StringReader(text));
      }

      @Override public Object readChars(Reader in) throws IOException {
        JSONValue tree;
        try {
          tree = new JSONParser(in).nextValue();
        } catch (antlr.RecognitionException | antlr.TokenStreamException e) {
          throw new IOException("JSON Tools could not parse: " + e.getMessage(), e);
        }
        try {
          return JSONMapper.toJava(tree, type);
        } catch (MapperException e) {
          throw new IOException("JSON Tools could not map to " + type.getName() + ": " + e.getMessage(), e);
        }
      }
    };
  }
}
