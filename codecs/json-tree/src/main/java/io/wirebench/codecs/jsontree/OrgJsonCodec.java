package io.wirebench.codecs.jsontree;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONObject;
import org.json.JSONTokener;

/**
 * org.json (the reference implementation of json.org), TREE binding: {@link JSONObject} and
 * {@link JSONArray}. There is nothing to configure or share: documents are read with a
 * {@link JSONTokener} over the input ({@code new JSONObject(new JSONTokener(reader))} is the
 * documented way; {@code nextValue()} is what it does for the root, and takes an array root too)
 * and written with {@code JSONObject.write(Writer)}, or {@code toString()} for a String. Numbers
 * are kept exact (Integer, Long, BigInteger, BigDecimal). The sample is the reference JSON parsed
 * by org.json at bind time; read-modify-write follows the data set's path through the tree. The
 * root travels in a {@link Document}, compared with org.json's {@code similar}, because its nodes
 * have no {@code equals}.
 */
public final class OrgJsonCodec extends ExactCodec {
  public OrgJsonCodec() {
    super(CodecInfo.builder("orgjson")
        .library("org.json", JSONObject.class, "org.json", "json")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.TREE)
        .config("defaults: JSONTokener(InputStream/Reader/String).nextValue() to read, "
            + "JSONObject.write(Writer) / toString() to write; no pretty printing")
        .notes("accepts trailing bytes: JSONTokener.nextValue() and new JSONObject(String) stop after "
            + "the first value and ignore the rest; objects are HashMaps, so key order is not kept; the "
            + "tree is held in a one-field Document (allocated per read) so that it can be compared")
        .build());
  }

  private static final TreePath<Object> PATH = new TreePath<>() {
    @Override Object child(Object node, String part) {
      if (node instanceof JSONObject) return ((JSONObject) node).opt(part);
      if (node instanceof JSONArray) return ((JSONArray) node).opt(index(part));
      return null;
    }

    @Override boolean isContainer(Object node) {
      return node instanceof JSONObject || node instanceof JSONArray;
    }

    @Override Object scalar(Object leaf) {
      return JSONObject.NULL.equals(leaf) ? null : leaf;
    }

    @Override List<String> parts(Object c) {
      return c instanceof JSONObject ? new ArrayList<>(((JSONObject) c).keySet())
          : indices(((JSONArray) c).length());
    }

    @Override void set(Object c, String part, Object value) {
      if (c instanceof JSONObject) ((JSONObject) c).put(part, value);
      else ((JSONArray) c).put(index(part), value);
    }

    @Override Object changed(Object scalar) {
      return changedScalar(scalar);
    }
  };

  /**
   * org.json's nodes have no {@code equals}; {@code similar} is its structural comparison (numbers
   * by value). Scalar roots compare with {@code equals}.
   */
  private static Document<Object> document(Object root) {
    return new Document<>(root, (a, b) -> a instanceof JSONObject ? ((JSONObject) a).similar(b)
        : a instanceof JSONArray ? ((JSONArray) a).similar(b) : java.util.Objects.equals(a, b));
  }

  @Override Binding<?> bindExact(DataSet<?> dataSet) {
    Document<Object> sample = document(new JSONTokener(Text.reference(dataSet, "orgjson")).nextValue());
    String[] partialParts = TreePath.steps(dataSet.partialPath());
    return new Binding<Document<Object>>(dataSet, sample) {
      @Override public void write(Document<Object> doc, OutputStream out) throws IOException {
        writeChars(doc, new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 8192));
      }

      @Override public Document<Object> read(InputStream in) {
        return document(new JSONTokener(in).nextValue()); // decodes UTF-8 through its own buffered reader
      }

      @Override public String writeString(Document<Object> doc) {
        Object value = doc.root();
        return value instanceof JSONObject || value instanceof JSONArray ? value.toString()
            : JSONObject.valueToString(value);
      }

      @Override public Document<Object> readString(String text) {
        return document(new JSONTokener(text).nextValue());
      }

      @Override public void writeChars(Document<Object> doc, Writer out) throws IOException {
        Object value = doc.root();
        if (value instanceof JSONObject) ((JSONObject) value).write(out);
        else if (value instanceof JSONArray) ((JSONArray) value).write(out);
        else out.write(JSONObject.valueToString(value));
        out.flush();
      }

      @Override public Document<Object> readChars(Reader in) {
        return document(new JSONTokener(in).nextValue());
      }

      @Override public Document<Object> modify(Document<Object> doc) {
        PATH.modify(doc.root(), dataSet.modifiedPath());
        return doc;
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
