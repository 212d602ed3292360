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
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import sk.antons.json.JsonAttribute;
import sk.antons.json.JsonFactory;
import sk.antons.json.JsonValue;
import sk.antons.json.parse.JsonParser;

/**
 * antonsjava/json (sk.antons.json), TREE binding: its {@link JsonValue} tree, whose literals keep
 * their JSON text. {@code JsonParser.parse(Reader/String)} to read, {@code writeCompact(Appendable)}
 * and {@code toCompactString()} to write, as its README shows; nothing to configure.
 *
 * <p>Values travel in a {@link Document} holding the root: antons' nodes link to their parents,
 * cache decoded literals and have no {@code equals}, so the gate compares two trees by their
 * compact JSON.
 */
public final class AntonsJsonCodec extends ExactCodec {
  public AntonsJsonCodec() {
    super(CodecInfo.builder("antons-json")
        .library("antonsjava json", JsonParser.class, "io.github.antonsjava", "json")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.TREE)
        .config("defaults: JsonParser.parse(Reader/String); JsonValue.writeCompact(Appendable) / "
            + "toCompactString()")
        .notes("refuses trailing bytes; literals keep their text, so numbers are exact; the tree is "
            + "held in a one-field Document (allocated per read) so that it can be compared")
        .refusesTrailingBytes()
        .build());
  }

  /** antons' nodes link to their parents and have no equals: trees compare by their compact JSON. */
  private static Document<JsonValue> document(JsonValue root) {
    return new Document<>(root, (a, b) -> a.toCompactString().equals(b.toCompactString()));
  }

  private static final TreePath<JsonValue> PATH = new TreePath<>() {
    @Override JsonValue child(JsonValue node, String part) {
      if (node.isObject()) return node.asObject().first(part);
      if (node.isArray()) return node.asArray().get(index(part));
      return null;
    }

    @Override boolean isContainer(JsonValue node) {
      return node.isObject() || node.isArray();
    }

    @Override Object scalar(JsonValue v) {
      if (v == null || v.isNullLiteral()) return null;
      if (v.isStringLiteral()) return v.asStringLiteral().stringValue();
      if (v.isIntLiteral()) return v.asIntLiteral().longValue();
      if (v.isBoolLiteral()) return v.asBoolLiteral().boolValue();
      return new BigDecimal(v.asLiteral().literal());
    }

    @Override List<String> parts(JsonValue c) {
      if (c.isArray()) return indices(c.asArray().size());
      List<String> names = new ArrayList<>();
      for (JsonAttribute a : c.asObject().toList()) names.add(a.name().stringValue());
      return names;
    }

    @Override void set(JsonValue c, String part, JsonValue value) {
      child(c, part).replaceBy(value);
    }

    @Override JsonValue changed(JsonValue v) {
      if (v.isStringLiteral()) return JsonFactory.stringLiteral(v.asStringLiteral().stringValue() + "!");
      if (v.isIntLiteral()) return JsonFactory.intLiteral(v.asIntLiteral().longValue() + 1);
      if (v.isFracLiteral() || v.isExpLiteral()) {
        return JsonFactory.fracLiteral(new BigDecimal(v.asLiteral().literal()).add(BigDecimal.ONE));
      }
      if (v.isBoolLiteral()) return JsonFactory.boolLiteral(!v.asBoolLiteral().boolValue());
      return JsonFactory.stringLiteral("changed");
    }
  };

  @Override Binding<?> bindExact(DataSet<?> dataSet) {
    Document<JsonValue> sample = document(JsonParser.parse(Text.reference(dataSet, "antons-json")));
    String[] partialParts = TreePath.steps(dataSet.partialPath());
    return new Binding<Document<JsonValue>>(dataSet, sample) {
      @Override public void write(Document<JsonValue> value, OutputStream out) throws IOException {
        writeChars(value, new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 8192));
      }

      @Override public Document<JsonValue> read(InputStream in) {
        return readChars(new InputStreamReader(in, StandardCharsets.UTF_8));
      }

      @Override public String writeString(Document<JsonValue> value) {
        return value.root().toCompactString();
      }

      @Override public Document<JsonValue> readString(String text) {
        return document(JsonParser.parse(text));
      }

      @Override public void writeChars(Document<JsonValue> value, Writer out) throws IOException {
        value.root().writeCompact(out);
        out.flush();
      }

      @Override public Document<JsonValue> readChars(Reader in) {
        return document(JsonParser.parse(in));
      }

      @Override public Document<JsonValue> modify(Document<JsonValue> value) {
        PATH.modify(value.root(), dataSet.modifiedPath());
        return value;
      }

      /** The whole tree parsed, then the path followed through it: a tree has no cheaper way. */
      @Override public Object readPartial(byte[] bytes) throws IOException {
        return PATH.valueAt(readBytes(bytes).root(), partialParts, dataSet.partialPath());
      }

      @Override public String partialMethod() {
        return "tree: full parse, then the path";
      }
    };
  }
}
