package io.wirebench.check.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.check.CheckOptions;
import io.wirebench.check.CodecRows;
import io.wirebench.check.Matrix;
import io.wirebench.check.Result;
import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.core.Json;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code wirebench check hostile}: inputs built to hurt a decoder (deep nesting, huge numbers and
 * strings, colliding hash codes, bad UTF-8, cut or padded documents, lying length prefixes), each
 * given to every JSON and binary codec that reads the format, in the codec's configuration as
 * benchmarked. A codec that reads untyped documents gets {@code {"x": VALUE}}; one bound to
 * wirebench's classes gets its own encoding of {@code person} with {@code "x": VALUE} first, an
 * unknown field it must skip (or refuse, if it is configured to).
 */
public final class HostileMatrix implements Matrix {
  /** The untyped document a codec is bound with when it reads untyped documents. */
  static final String SAMPLE = "{\"x\":[1,\"a\",{\"b\":null}],\"n\":1.5,\"s\":\"text\"}";
  private final Map<String, String> formats = new HashMap<>();

  @Override public String name() {
    return "hostile";
  }

  @Override public String description() {
    return "what each decoder does with inputs built to hurt it: rejected, accepted (and what came back), crashed, "
        + "timed out or out of memory";
  }

  /**
   * Your classes: each codec that binds classes reads the inputs as your class (its own encoding of
   * your first value with the hostile value in one of its fields, or in an unknown field it must skip).
   */
  @Override public String userClasses() {
    return null;
  }

  @Override public List<Row> rows(CheckOptions options) {
    boolean user = options.userDataSet() != null;
    List<Row> rows = CodecRows.rows(options, info -> {
      String why = notApplicable(info);
      if (why == null && user && info.binding() != io.wirebench.core.BindingStyle.POJO) {
        why = info.id() + " reads " + info.binding().label() + " values, not classes: without --class it is checked "
            + "with untyped documents";
      }
      return why;
    });
    List<Row> out = new ArrayList<>();
    io.wirebench.core.Codecs registry = io.wirebench.core.Codecs.load();
    for (Row r : rows) {
      CodecInfo info = registry.require(r.id()).info();
      formats.put(r.id(), info.format());
      String limits = Limits.of(info);
      out.add(limits == null ? r
          : new Row(r.id(), r.library(), r.config() + (r.config().isEmpty() ? "" : "; ") + "limits: " + limits,
              r.jvmArgs(), r.unavailable()));
    }
    return out;
  }

  private static String notApplicable(CodecInfo info) {
    if (info.id().contains("+")) return "hostile inputs are not compressed: check the codec without +" + info.id().split("\\+")[1];
    if (info.family() == Family.JSON || info.family() == Family.BINARY || info.family() == Family.SCHEMA) return null;
    return "hostile inputs are built for JSON and binary codecs, and " + info.id() + " is " + info.family().label();
  }

  @Override public List<Case> cases(CheckOptions options) {
    return HostileCase.all().stream().map(HostileCase::info).toList();
  }

  @Override public boolean applies(Row row, Case c) {
    String format = formats.get(row.id());
    return format == null || byId(c.id()).appliesTo(format);
  }

  @Override public Bounds bounds() {
    return new Bounds(10, "2g");
  }

  static HostileCase byId(String id) {
    for (HostileCase h : HostileCase.all()) {
      if (h.info().id().equals(id)) return h;
    }
    throw new IllegalArgumentException("no hostile case " + id);
  }

  @Override public Subject open(String rowId, CheckOptions options) throws Exception {
    Codec codec = CodecRows.codec(rowId);
    CodecInfo info = codec.info();
    if (options.userDataSet() != null) {
      // your class: its first value, in which the inputs are put (a gap here says why the codec cannot bind it)
      DataSet<?> yours = io.wirebench.core.UserClasses.single(DataSets.require(options.userDataSet()));
      return new HostileSubject(info, Binding.erase(codec.bind(yours)), true, yours.type().getSimpleName());
    }
    DataSet<Object> untyped = DataSets.fromJson("hostile", SAMPLE.getBytes(StandardCharsets.UTF_8), false);
    boolean typed;
    Binding<?> binding;
    try {
      binding = codec.bind(untyped);
      typed = false;
    } catch (UnsupportedDataSetException e) {
      binding = codec.bind(DataSets.require("person"));
      typed = true;
    }
    return new HostileSubject(info, Binding.erase(binding), typed, "person");
  }

  /** One codec in its JVM: builds each input before the case's clock starts, then reads it. */
  private static final class HostileSubject implements Subject {
    private final CodecInfo info;
    private final Binding<Object> binding;
    private final boolean typed;
    private final String model;
    private final byte[] own;
    private final JsonNode ownTree;
    private byte[] input;
    private String notApplicable;

    /** @param model the typed binding's class, as the verdicts name it ("person", or the user's class) */
    HostileSubject(CodecInfo info, Binding<Object> binding, boolean typed, String model) throws Exception {
      this.info = info;
      this.binding = binding;
      this.typed = typed;
      this.model = model;
      this.own = info.readsOnly() ? Json.write(binding.sample()) : binding.writeBytes(binding.sample());
      JsonNode t = null;
      if (typed && Input.TREE_FORMATS.contains(info.format())) {
        try {
          t = Input.tree(info.format(), own);
        } catch (Exception e) {
          t = null;
        }
      }
      this.ownTree = t != null && t.isObject() ? t : null;
    }

    @Override public void prepare(Case c) {
      input = null;
      notApplicable = null;
      try {
        HostileCase h = byId(c.id());
        input = input(info, typed, own, ownTree, h.value() == null ? null : field(h.value()), h);
        if (input == null) notApplicable = "no such input in " + info.format();
      } catch (Exception e) {
        notApplicable = "wirebench could not build this input for " + info.format() + ": " + e;
      }
    }

    @Override public Result run(Case c) throws Exception {
      if (notApplicable != null) return Result.notApplicable(notApplicable);
      HostileCase h = byId(c.id());
      byte[] in = input;
      input = null;
      Object back = binding.readBytes(in);
      // what came back is described here, outside the codec's code: a failure to describe it is
      // wirebench's, not the codec's
      String what;
      try {
        what = h.value() == null ? framing(back, h) : describe(back, h);
      } catch (Throwable t) {
        what = "a " + Describe.simpleName(back) + " (not described: writing it back or reading that threw "
            + t.getClass().getSimpleName() + ")";
      }
      return Result.of(Outcome.ACCEPTED, mode(h) + ": " + what);
    }

    private String mode(HostileCase h) {
      if (!typed) return "untyped";
      String f = h.value() == null ? null : field(h.value());
      return f == null ? "typed (" + model + ")" : f.equals("x") ? "typed (" + model + ", x unknown)"
          : "typed (" + model + "." + f + ")";
    }

    /**
     * The field a typed reader gets the value in: strings in person's {@code name}, numbers in its
     * {@code age} (so the reader's own string and number paths meet them); in another class (the
     * user's), its first text field, and its first floating-point or integral field as the number
     * has a fraction or not; everything else in an unknown field {@code x} it must skip.
     */
    private String field(Value v) {
      JsonNode own = ownTree;
      if (own == null) return "x";
      if (v instanceof Value.Str || v instanceof Value.Patched) return first(own, "name", JsonNode::isTextual);
      if (v instanceof Value.Number n) {
        // in another class, a fraction or exponent goes to a floating-point field, an integer to an integral one
        boolean fraction = n.text().matches(".*[.eE].*");
        String f = first(own, "age", fraction ? JsonNode::isFloatingPointNumber : JsonNode::isIntegralNumber);
        return f.equals("x") ? first(own, "age", JsonNode::isNumber) : f;
      }
      return "x";
    }

    private String first(JsonNode own, String preferred, java.util.function.Predicate<JsonNode> kind) {
      if (kind.test(own.path(preferred))) return preferred;
      if (model.equals("person")) return "x";
      for (var it = own.fieldNames(); it.hasNext(); ) {
        String name = it.next();
        if (!name.equals("x") && kind.test(own.get(name))) return name;
      }
      return "x";
    }

    private String describe(Object back, HostileCase h) throws Exception {
      if (typed) return Describe.node(Json.tree(back).get(field(h.value())), h);
      if (back instanceof java.util.Map || back instanceof java.util.List) return Describe.value(back, h);
      // a tree codec gives back its library's own nodes: write them back with the codec, and read
      // that with no limits
      if (info.readsOnly()) return "a " + Describe.simpleName(back);
      return Describe.node(Input.unlimitedTree(info.format(), binding.writeBytes(back)).get("x"), h);
    }

    private String framing(Object back, HostileCase h) {
      boolean same = Json.tree(back).equals(Json.tree(binding.sample()));
      String what = same ? "the whole document back" : "a value that is NOT the document sent (" + Describe.simpleName(back) + ")";
      if (h.info().id().equals(HostileCase.TRAILING)) {
        what += info.refusesTrailingBytes() ? "; the codec CLAIMS to refuse trailing bytes" : "; the codec does not claim to refuse trailing bytes";
      }
      return what;
    }
  }

  private static byte[] input(CodecInfo info, boolean typed, byte[] own, JsonNode ownTree, String field, HostileCase h)
      throws Exception {
    String id = h.info().id();
    if (id.equals(HostileCase.TRUNCATED)) return Arrays.copyOf(own, own.length / 2);
    if (id.equals(HostileCase.TRAILING)) {
      byte[] g = HostileCase.garbage(info.textual());
      byte[] out = Arrays.copyOf(own, own.length + g.length);
      System.arraycopy(g, 0, out, own.length, g.length);
      return out;
    }
    if (h.length() != 0) return Input.hugeLength(info.format(), h.length());
    if (!Input.TREE_FORMATS.contains(info.format())) return null;
    if (typed && ownTree == null) throw new IllegalStateException("its encoding of the typed value is not an object");
    return Input.document(info.format(), field, h.value(), typed ? ownTree : null);
  }

}
