package io.wirebench.codecs.jsontree;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import mjson.Json;

/**
 * mjson ("minimal JSON", sharegov), TREE binding: its one {@link Json} class is every node. It
 * reads Strings only ({@code Json.read(String)}) and writes with {@code toString()}, so streams,
 * Readers and byte[] go through a String, as a user must. The default factory is used, as the
 * documentation does.
 */
public final class MjsonCodec extends ExactCodec {
  public MjsonCodec() {
    super(CodecInfo.builder("mjson")
        .library("mjson", Json.class, "org.sharegov", "mjson")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.TREE)
        .config("default factory; Json.read(String) to read, toString() to write (compact)")
        .notes("accepts trailing bytes: Json.read(String) stops after the first value; Strings only: "
            + "streams, Readers and byte[] go through a String; integers exact (Long/BigInteger), "
            + "fractions Double unless they need more digits (then BigDecimal); 1e400 becomes "
            + "Infinity, which it then writes as the non-JSON Infinity")
        .build());
  }

  private static final TreePath<Json> PATH = new TreePath<>() {
    @Override Json child(Json node, String part) {
      if (node.isObject()) return node.at(part);
      if (node.isArray()) return node.at(index(part));
      return null;
    }

    @Override boolean isContainer(Json node) {
      return node.isObject() || node.isArray();
    }

    @Override Object scalar(Json leaf) {
      return leaf == null ? null : leaf.getValue();
    }

    @Override List<String> parts(Json c) {
      return c.isObject() ? new ArrayList<>(c.asJsonMap().keySet()) : indices(c.asJsonList().size());
    }

    @Override void set(Json c, String part, Json value) {
      if (c.isObject()) c.set(part, value);
      else c.set(index(part), value);
    }

    @Override Json changed(Json v) {
      return Json.make(changedScalar(v == null ? null : v.getValue()));
    }
  };

  @Override Binding<?> bindExact(DataSet<?> dataSet) {
    Json sample = Json.read(Text.reference(dataSet, "mjson"));
    String[] partialParts = TreePath.steps(dataSet.partialPath());
    return new Binding<Json>(dataSet, sample) {
      @Override public void write(Json value, OutputStream out) throws IOException {
        Text.write(value.toString(), out);
      }

      @Override public Json read(InputStream in) throws IOException {
        return Json.read(Text.read(in));
      }

      @Override public String writeString(Json value) {
        return value.toString();
      }

      @Override public Json readString(String text) {
        return Json.read(text);
      }

      @Override public Json modify(Json value) {
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
