package io.wirebench.codecs.jsontree;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonValue;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * minimal-json (EclipseSource), TREE binding: {@link JsonValue} trees. {@code Json.parse(Reader)}
 * and {@code Json.parse(String)} to read (it buffers a Reader itself, so its README says not to
 * wrap one in a BufferedReader), {@code writeTo(Writer)} (WriterConfig.MINIMAL, the default) and
 * {@code toString()} to write. Numbers keep their text, so they are exact.
 */
public final class MinimalJsonCodec extends ExactCodec {
  public MinimalJsonCodec() {
    super(CodecInfo.builder("minimal-json")
        .library("minimal-json", Json.class, "com.eclipsesource.minimal-json", "minimal-json")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.TREE)
        .config("defaults: Json.parse(Reader/String); JsonValue.writeTo(Writer) with WriterConfig.MINIMAL "
            + "/ toString(); a Reader or Writer is buffered by the library itself")
        .notes("refuses trailing bytes; numbers keep their text, so they are exact")
        .refusesTrailingBytes()
        .build());
  }

  private static final TreePath<JsonValue> PATH = new TreePath<>() {
    @Override JsonValue child(JsonValue node, String part) {
      if (node.isObject()) return node.asObject().get(part);
      if (node.isArray()) return node.asArray().get(index(part));
      return null;
    }

    @Override boolean isContainer(JsonValue node) {
      return node.isObject() || node.isArray();
    }

    @Override Object scalar(JsonValue leaf) {
      if (leaf == null || leaf.isNull()) return null;
      if (leaf.isString()) return leaf.asString();
      if (leaf.isBoolean()) return leaf.asBoolean();
      return new BigDecimal(leaf.toString()); // a number keeps its text
    }

    @Override List<String> parts(JsonValue c) {
      return c.isObject() ? c.asObject().names() : indices(c.asArray().size());
    }

    @Override void set(JsonValue c, String part, JsonValue value) {
      if (c.isObject()) c.asObject().set(part, value);
      else c.asArray().set(index(part), value);
    }

    @Override JsonValue changed(JsonValue v) {
      if (v == null) return Json.value("changed");
      if (v.isString()) return Json.value(v.asString() + "!");
      if (v.isBoolean()) return Json.value(!v.asBoolean());
      if (v.isNumber()) {
        String text = v.toString();
        try {
          return Json.value(Long.parseLong(text) + 1);
        } catch (NumberFormatException fraction) {
          return Json.parse(new BigDecimal(text).add(BigDecimal.ONE).toString());
        }
      }
      return Json.value("changed");
    }
  };

  @Override Binding<?> bindExact(DataSet<?> dataSet) {
    JsonValue sample = Json.parse(Text.reference(dataSet, "minimal-json"));
    String[] partialParts = TreePath.steps(dataSet.partialPath());
    return new Binding<JsonValue>(dataSet, sample) {
      @Override public void write(JsonValue value, OutputStream out) throws IOException {
        writeChars(value, new OutputStreamWriter(out, StandardCharsets.UTF_8)); // writeTo buffers
      }

      @Override public JsonValue read(InputStream in) throws IOException {
        return readChars(new InputStreamReader(in, StandardCharsets.UTF_8));
      }

      @Override public String writeString(JsonValue value) {
        return value.toString();
      }

      @Override public JsonValue readString(String text) {
        return Json.parse(text);
      }

      @Override public void writeChars(JsonValue value, Writer out) throws IOException {
        value.writeTo(out);
        out.flush();
      }

      @Override public JsonValue readChars(Reader in) throws IOException {
        return Json.parse(in);
      }

      @Override public JsonValue modify(JsonValue value) {
        return PATH.modify(value, dataSet.modifiedPath());
      }

      /** The whole tree parsed, then the path followed through it: a tree has no cheaper way. */
      @Override public Object readPartial(byte[] bytes) throws IOException {
        return PATH.valueAt(readBytes(bytes), partialParts, dataSet.partialPath());
      }

      @Override public String partialMethod() {
        return "tree: full parse, then the path";
      }
    };
  }
}
