package io.wirebench.codecs.jsontree;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.tapestry5.json.JSONArray;
import org.apache.tapestry5.json.JSONCollection;
import org.apache.tapestry5.json.JSONObject;

/**
 * Apache Tapestry's tapestry-json (usable without Tapestry), TREE binding: {@link JSONObject}
 * (a {@code Map}) and {@link JSONArray}. It parses Strings only ({@code new JSONObject(String)},
 * {@code new JSONArray(String)}), so streams and Readers are read into a String first, as a user
 * must; it writes compactly with {@code toCompactString()} or {@code print(PrintWriter, true)}.
 */
public final class TapestryJsonCodec extends ExactCodec {
  public TapestryJsonCodec() {
    super(CodecInfo.builder("tapestry-json")
        .library("Tapestry JSON", JSONObject.class, "org.apache.tapestry", "tapestry-json")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.TREE)
        .config("new JSONObject(String) / new JSONArray(String) to read; toCompactString() and "
            + "print(PrintWriter, compact=true) to write")
        .notes("accepts trailing bytes: the String constructors stop after the first value; Strings "
            + "only: streams, Readers and byte[] are read into a String first; fractions become "
            + "Double (more than 17 significant digits are rounded) and 1e400 is refused")
        .build());
  }

  private static final TreePath<Object> PATH = new TreePath<>() {
    @Override Object child(Object node, String part) {
      if (node instanceof JSONObject) return ((JSONObject) node).opt(part);
      if (node instanceof JSONArray) return ((JSONArray) node).get(index(part));
      return null;
    }

    @Override boolean isContainer(Object node) {
      return node instanceof JSONCollection;
    }

    @Override Object scalar(Object leaf) {
      return leaf == JSONObject.NULL ? null : leaf;
    }

    @Override List<String> parts(Object c) {
      return c instanceof JSONObject ? new ArrayList<>(((JSONObject) c).keys())
          : indices(((JSONArray) c).size());
    }

    @Override void set(Object c, String part, Object value) {
      if (c instanceof JSONObject) ((JSONObject) c).put(part, value);
      else ((JSONArray) c).put(index(part), value);
    }

    @Override Object changed(Object scalar) {
      return changedScalar(scalar);
    }
  };

  @Override Binding<?> bindExact(DataSet<?> dataSet) {
    String reference = Text.reference(dataSet, "tapestry-json");
    if (!reference.startsWith("{") && !reference.startsWith("[")) {
      throw new UnsupportedDataSetException("Tapestry JSON reads an object or an array only, and "
          + dataSet.id() + " is a bare scalar");
    }
    String[] partialParts = TreePath.steps(dataSet.partialPath());
    return new Binding<JSONCollection>(dataSet, parse(reference)) {
      @Override public void write(JSONCollection value, OutputStream out) throws IOException {
        writeChars(value, new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 8192));
      }

      @Override public JSONCollection read(InputStream in) throws IOException {
        return parse(Text.read(in));
      }

      @Override public String writeString(JSONCollection value) {
        return value.toCompactString();
      }

      @Override public JSONCollection readString(String text) {
        return parse(text);
      }

      @Override public void writeChars(JSONCollection value, Writer out) {
        PrintWriter w = new PrintWriter(out);
        value.print(w, true);
        w.flush();
      }

      @Override public JSONCollection readChars(Reader in) throws IOException {
        return parse(Text.read(in));
      }

      @Override public JSONCollection modify(JSONCollection value) {
        return (JSONCollection) PATH.modify(value, dataSet.modifiedPath());
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

  /** What a user does with a String: the constructor for the root's kind. */
  private static JSONCollection parse(String text) {
    int i = 0;
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) i++;
    return i < text.length() && text.charAt(i) == '[' ? new JSONArray(text) : new JSONObject(text);
  }
}
