package io.wirebench.check.unsafe;

import io.wirebench.check.CheckOptions;
import io.wirebench.check.Matrix;
import io.wirebench.check.Result;
import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code wirebench check unsafe-types}: does a library instantiate a class it was never told
 * about? Each library's unrestricted writer puts a harmless {@link Canary} into a payload (at the
 * root, in a field declared Object, in a collection, deep in a graph); each row reads the payloads
 * in one configuration, and {@link Judge} says INSTANTIATED or REFUSED.
 *
 * <p>Rows, per library: its default configuration, its documented unsafe and safe switches, and
 * wirebench's own codecs built on it ({@code LIBRARY/wirebench:CODEC}), each bound as the benchmarks
 * bind it, to media-content and to an untyped document, with the payload fed to both read paths.
 * A wirebench row that instantiates a canary makes the command exit with 1.
 */
public final class UnsafeTypesMatrix implements Matrix {
  static final String WIREBENCH = Row.WIREBENCH;
  static final String TYPED_DATA_SET = "media-content";
  static final byte[] UNTYPED_DOCUMENT =
      "{\"name\":\"probe\",\"items\":[1,\"two\",{\"k\":true}]}".getBytes(StandardCharsets.UTF_8);

  @Override public String name() {
    return "unsafe-types";
  }

  @Override public String description() {
    return "does a library instantiate a class it was not told about? A harmless canary class fed through each "
        + "library's polymorphic mechanism, in its default, its documented switches and wirebench's configuration";
  }

  @Override public Bounds bounds() {
    return new Bounds(30, "512m");
  }

  /**
   * Your classes: wirebench's codec rows are bound to your class (told about your classes alone, as
   * a benchmark of them binds them) in place of media-content; the library rows bind no data set.
   */
  @Override public String userClasses() {
    return null;
  }

  /** The typed data set a wirebench row binds: the user's first value with --class, else media-content. */
  private static String typedLabel(CheckOptions options) {
    if (options.userDataSet() == null) return TYPED_DATA_SET;
    String id = options.userDataSet().substring(io.wirebench.core.UserClasses.PREFIX.length());
    String cls = id.substring(0, id.indexOf(':')).replaceFirst("\\*.*", "");
    return "your " + cls.substring(cls.lastIndexOf('.') + 1);
  }

  @Override public List<Row> rows(CheckOptions options) {
    Codecs registry = Codecs.load();
    Set<String> selected = null;
    if (options.codecs() != null) {
      selected = new LinkedHashSet<>();
      for (Codec c : registry.select(options.codecs())) selected.add(c.info().id());
    }
    List<Row> out = new ArrayList<>();
    Set<String> covered = new LinkedHashSet<>();
    for (Libraries.Library lib : Libraries.ALL) {
      covered.addAll(lib.codecs());
      if (selected != null && lib.codecs().stream().noneMatch(selected::contains)) continue;
      String version = lib.library() + " " + lib.version().get();
      List<String> jvmArgs = List.of();
      for (String id : lib.codecs()) {
        Optional<Codec> c = registry.find(id);
        if (c.isPresent()) {
          jvmArgs = c.get().info().jvmArgs();
          break;
        }
      }
      for (Libraries.Config cfg : lib.configs()) {
        out.add(new Row(lib.key() + "/" + cfg.name(), version, cfg.text() + "; payloads: " + lib.writerText(),
            jvmArgs, null));
      }
      for (String id : lib.codecs()) {
        if (selected != null && !selected.contains(id)) continue;
        Optional<Codec> c = registry.find(id);
        String rowId = lib.key() + "/" + WIREBENCH + id;
        if (c.isEmpty()) {
          if (selected == null && lib.codecs().size() > 1 && !id.equals(lib.codecs().get(0))) continue;
          out.add(new Row(rowId, version, "wirebench's codec " + id, List.of(),
              "codec " + id + " is not on this class path"));
          continue;
        }
        CodecInfo info = c.get().info();
        out.add(new Row(rowId, info.library() + " " + info.version(), "wirebench's codec " + id + " as benchmarked, "
            + "bound to " + typedLabel(options) + " and to an untyped document, the map-shaped payload fed to both read "
            + "paths (readBytes): " + codecConfig(info) + "; payloads: " + lib.writerText(), info.jvmArgs(),
            Codecs.unavailableReason(c.get()).orElse(null)));
      }
    }
    if (selected != null) {
      for (String id : selected) {
        if (covered.contains(id)) continue;
        CodecInfo info = registry.require(id).info();
        out.add(new Row("other/" + WIREBENCH + id, info.library() + " " + info.version(), codecConfig(info),
            List.of(), "not in this matrix: it covers the polymorphic mechanisms of JDK serialization, Kryo, Fory, "
                + "Hessian, XStream, fastjson2, Jackson databind, json-io, Flexjson, Genson and Jodd JSON"));
      }
    }
    return out;
  }

  static String codecConfig(CodecInfo info) {
    String s = info.config();
    if (!info.notes().isEmpty()) s = s.isEmpty() ? info.notes() : s + "; " + info.notes();
    return s;
  }

  @Override public List<Case> cases(CheckOptions options) {
    return Payloads.CASES;
  }

  @Override public Subject open(String rowId, CheckOptions options) throws Exception {
    int slash = rowId.indexOf('/');
    Libraries.Library lib = Libraries.find(rowId.substring(0, slash));
    String name = rowId.substring(slash + 1);
    Libraries.Writer writer = lib.writer().make();
    if (name.startsWith(WIREBENCH)) {
      DataSet<?> typed = options.userDataSet() == null ? DataSets.require(TYPED_DATA_SET)
          : io.wirebench.core.UserClasses.single(DataSets.require(options.userDataSet()));
      return wirebench(Codecs.load().require(name.substring(WIREBENCH.length())), writer, typedLabel(options), typed);
    }
    for (Libraries.Config cfg : lib.configs()) {
      if (cfg.name().equals(name)) {
        Libraries.Reader reader = cfg.reader().make();
        return c -> {
          Class<?> declared = Payloads.declared(c.id(), true);
          byte[] payload;
          try {
            payload = writer.write(Payloads.value(c.id(), true), declared);
          } catch (Exception e) {
            return Result.notApplicable("the payload could not be written: " + Judge.error(e));
          }
          return Judge.judge(() -> reader.read(payload, declared));
        };
      }
    }
    throw new IllegalArgumentException("no row " + rowId);
  }

  /** A wirebench codec's row: its real bindings, the map-shaped payload to each read path. */
  private static Subject wirebench(Codec codec, Libraries.Writer writer, String typedLabel, DataSet<?> typed)
      throws Exception {
    Map<String, Object> bindings = new LinkedHashMap<>(); // label -> Binding or the reason it cannot bind
    bindings.put(typedLabel, bind(codec, typed));
    bindings.put("untyped", bind(codec, DataSets.fromJson("unsafe-types-untyped", UNTYPED_DOCUMENT, false)));
    if (bindings.values().stream().noneMatch(b -> b instanceof Binding<?>)) {
      throw new IllegalStateException("the codec binds neither data set: " + bindings.values());
    }
    return c -> {
      byte[] payload;
      try {
        payload = writer.write(Payloads.value(c.id(), false), Payloads.declared(c.id(), false));
      } catch (Exception e) {
        return Result.notApplicable("the payload could not be written: " + Judge.error(e));
      }
      Outcome outcome = Outcome.REFUSED;
      List<String> parts = new ArrayList<>();
      for (Map.Entry<String, Object> e : bindings.entrySet()) {
        if (!(e.getValue() instanceof Binding<?> b)) {
          parts.add(e.getKey() + ": not bound (" + e.getValue() + ")");
          continue;
        }
        Binding<Object> binding = Binding.erase(b);
        Result r = Judge.judge(() -> binding.readBytes(payload));
        if (r.outcome() == Outcome.INSTANTIATED) outcome = Outcome.INSTANTIATED;
        parts.add(e.getKey() + ": " + r.outcome().label() + ", " + clip(r.detail(), PART_CHARS));
      }
      return Result.of(outcome, String.join(" | ", parts));
    };
  }

  /** Room for each read path's detail, so that both fit the verdict's 300 characters. */
  static final int PART_CHARS = 125;

  static String clip(String s, int max) {
    return s.length() <= max ? s : s.substring(0, max - 3) + "...";
  }

  private static Object bind(Codec codec, DataSet<?> dataSet) {
    try {
      return codec.bind(dataSet);
    } catch (RuntimeException e) {
      return e.getClass().getSimpleName() + ": " + e.getMessage();
    }
  }

  @Override public int exitCode(CheckReport report) {
    // a canary instantiated by one of wirebench's own configurations fails the check
    return report.casesWith(Outcome.INSTANTIATED, Row::wirebenchs).isEmpty() ? 0 : 1;
  }

}
