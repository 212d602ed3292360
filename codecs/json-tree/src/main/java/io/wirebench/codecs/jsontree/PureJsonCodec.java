package io.wirebench.codecs.jsontree;

import io.github.senthilganeshs.parser.json.Generator;
import io.github.senthilganeshs.parser.json.Parser;
import io.github.senthilganeshs.parser.json.Parser.Value;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Json;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * purejson (io.github.senthilganeshs, "a simple JSON parser written using only pure object
 * oriented concepts"), TREE binding: its immutable {@link Value} tree, visited through callbacks.
 * {@code Parser.simple().parse(String)} to read and {@code Generator.create().generate(Value)} to
 * write; both parse and write Strings only, and both are stateless, so one of each is shared.
 *
 * <p>Its README calls {@code Parser.create()}, which is the byte-by-byte stream parser; on the
 * reference JSON it throws (NumberFormatException on an escaped quote or an exponent,
 * NullPointerException on null values), so this codec uses the library's other parser,
 * {@code Parser.simple()}. Its {@code parse(InputStream)} decodes with the platform charset and
 * drops line breaks, so streams are decoded here as UTF-8 and parsed as a String. Values have no
 * {@code equals}, so the tree travels in a {@link Document} compared by its generated JSON. It
 * round-trips every built-in data set (their reference JSON is compact, and no string in them
 * trips its splitting); a user's file it changes is a gap ({@link Exactness}).
 */
public final class PureJsonCodec extends ExactCodec {
  private static final Parser PARSER = Parser.simple();
  private static final Generator GENERATOR = Generator.create();

  public PureJsonCodec() {
    super(CodecInfo.builder("purejson")
        .library("purejson", Parser.class, "io.github.senthilganeshs", "purejson")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.TREE)
        .config("Parser.simple().parse(String) (the README's Parser.create() fails on the reference "
            + "JSON); Generator.create().generate(Value); Strings only, streams decoded as UTF-8")
        .notes("does not refuse trailing bytes: Parser.simple() ignores what follows a document; "
            + "strings keep their JSON escapes undecoded; on 1.0.1 it loses data on some valid JSON "
            + "(seen: the member after the string \"x,y:{z}\", the last element of \"[ 1 , 2 ]\") "
            + "and writes 1e400 as Infinity: a user's file that hits these is a gap, found at bind "
            + "time; Generator joins array elements by String concatenation, so writing time grows "
            + "with the square of an array's length (the full gate on measurements-100k ran over 18 "
            + "minutes before it was stopped); the tree is held in a one-field Document "
            + "(allocated per read) so that it can be compared; read-modify-write rebuilds the "
            + "objects and arrays on the changed path (its values are immutable)")
        .build());
  }

  /**
   * The largest reference JSON purejson is given. Its Generator joins array elements by String
   * concatenation, so writing time grows with the square of an array's length: measured here,
   * writing measurements-1k (87 KB) takes milliseconds, module-ids (1.3 MB) about 80 s per gate
   * and measurements-100k (5 MB) over 5 minutes. Larger data sets are gaps that say so, rather
   * than runs and test suites that stall.
   */
  static final int MAX_JSON_BYTES = 128 * 1024;

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (!dataSet.isUntyped()) {
      int size;
      try {
        size = Json.write(dataSet.value()).length;
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
      if (size > MAX_JSON_BYTES) {
        throw new UnsupportedDataSetException(String.format("purejson 1.0.1 writes arrays in time "
            + "that grows with the square of their length (module-ids, 1.3 MB, took about 80 s to "
            + "write): %s is %,d bytes of JSON, over the %,d this codec takes", dataSet.id(), size,
            MAX_JSON_BYTES));
      }
    }
    return super.bind(dataSet);
  }

  private static Document<Value> document(Value root) {
    return new Document<>(root, (a, b) -> GENERATOR.generate(a).equals(GENERATOR.generate(b)));
  }

  static Value parse(String text) throws IOException {
    Value[] value = new Value[1];
    Exception[] error = new Exception[1];
    PARSER.parse(text).ifSuccess(v -> value[0] = v).ifFailure(e -> error[0] = e);
    if (error[0] != null) throw new IOException("purejson: " + error[0].getMessage(), error[0]);
    return value[0];
  }

  @Override Binding<?> bindExact(DataSet<?> dataSet) {
    Document<Value> sample;
    try {
      sample = document(parse(Text.reference(dataSet, info().id())));
    } catch (IOException e) {
      throw new UnsupportedDataSetException("purejson cannot parse the reference JSON of " + dataSet.id()
          + ": " + e.getMessage());
    }
    String[] partialParts = TreePath.steps(dataSet.partialPath());
    Value[] partialKeys = new Value[partialParts.length]; // object keys as purejson's values, made once
    for (int i = 0; i < partialParts.length; i++) partialKeys[i] = Value.string(partialParts[i]);
    return new Binding<Document<Value>>(dataSet, sample) {
      @Override public void write(Document<Value> value, OutputStream out) throws IOException {
        Text.write(writeString(value), out);
      }

      @Override public Document<Value> read(InputStream in) throws IOException {
        return readString(Text.read(in));
      }

      @Override public String writeString(Document<Value> value) {
        return GENERATOR.generate(value.root());
      }

      @Override public Document<Value> readString(String text) throws IOException {
        return document(parse(text));
      }

      @Override public void writeChars(Document<Value> value, Writer out) throws IOException {
        out.write(writeString(value));
        out.flush();
      }

      @Override public Document<Value> readChars(Reader in) throws IOException {
        return readString(Text.read(in));
      }

      @Override public Document<Value> modify(Document<Value> value) {
        String path = dataSet.modifiedPath();
        List<String> parts = path == null || path.isEmpty() ? List.of() : List.of(path.split("\\."));
        return document(changedAt(value.root(), parts, 0));
      }

      /**
       * The whole tree parsed, then the path followed with purejson's own lookups ({@code isJSONKey},
       * {@code isArrayAt}): a tree has no cheaper way.
       */
      @Override public Object readPartial(byte[] bytes) throws IOException {
        return valueAt(readBytes(bytes).root(), partialParts, partialKeys, dataSet.partialPath());
      }

      @Override public String partialMethod() {
        return "tree: full parse, then the path";
      }
    };
  }

  /** The scalar at a path as a Java value (String, Long, Double, Boolean, null). */
  static Object valueAt(Value root, String[] parts, Value[] keys, String path) throws IOException {
    Value node = root;
    for (int i = 0; i < parts.length; i++) {
      Value[] next = new Value[1];
      if (node instanceof Value.JSONValue) {
        node.isJSONKey(keys[i], v -> next[0] = v);
      } else if (node instanceof Value.ArrayValue) {
        node.isArrayAt(TreePath.index(parts[i]), v -> next[0] = v);
      } else {
        throw new IOException("path " + path + " does not lead to a value: " + parts[i]);
      }
      if (next[0] == null) throw new IOException("path " + path + " has nothing at " + parts[i]);
      node = next[0];
    }
    Object[] out = new Object[1];
    node.isString(s -> out[0] = s);
    node.isInteger(n -> out[0] = n);
    node.isDouble(d -> out[0] = d);
    node.isBool(b -> out[0] = b);
    return out[0];
  }

  /** A copy of {@code node} with the scalar at {@code parts[i..]} changed (the first scalar when none). */
  private static Value changedAt(Value node, List<String> parts, int i) {
    if (node instanceof Value.JSONValue) {
      Map<Value, Value> m = new LinkedHashMap<>();
      node.isJSON(m::put);
      Value key = i < parts.size() ? Value.string(parts.get(i)) : firstScalar(m);
      m.put(key, changedAt(m.get(key), parts, i + 1));
      return Value.json(m);
    }
    if (node instanceof Value.ArrayValue) {
      List<Value> l = new ArrayList<>();
      node.isArray(l::add);
      int index = i < parts.size() ? TreePath.index(parts.get(i)) : 0;
      l.set(index, changedAt(l.get(index), parts, i + 1));
      return Value.arr(l);
    }
    if (i < parts.size()) throw new IllegalStateException("path " + parts + " does not lead to a field");
    return changed(node);
  }

  private static Value firstScalar(Map<Value, Value> m) {
    Set<Map.Entry<Value, Value>> entries = m.entrySet();
    for (Map.Entry<Value, Value> e : entries) {
      if (!(e.getValue() instanceof Value.JSONValue) && !(e.getValue() instanceof Value.ArrayValue)) return e.getKey();
    }
    return entries.iterator().next().getKey();
  }

  /** A different scalar of the same kind, as the core's untyped change makes it. */
  private static Value changed(Value v) {
    Value[] out = new Value[1];
    v.isString(s -> out[0] = Value.string(s + "!"));
    v.isInteger(n -> out[0] = Value.integer(n + 1));
    v.isDouble(d -> out[0] = Value.number(d + 1));
    v.isBool(b -> out[0] = Value.bool(!b));
    return out[0] != null ? out[0] : Value.string("changed");
  }
}
