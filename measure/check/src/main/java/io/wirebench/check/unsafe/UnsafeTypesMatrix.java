package io.wirebench.check.unsafe;

import io.wirebench.check.Case;
import io.wirebench.check.CaseVerdict;
import io.wirebench.check.CheckOptions;
import io.wirebench.check.CheckReport;
import io.wirebench.check.Matrix;
import io.wirebench.check.Outcome;
import io.wirebench.check.Result;
import io.wirebench.check.Row;
import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.records.Table;
import java.io.PrintWriter;
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
  static final String WIREBENCH = "wirebench:";
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

  /** Whether a row is one of wirebench's own codecs. */
  static boolean isWirebench(String rowId) {
    return rowId.contains("/" + WIREBENCH);
  }

  /** The wirebench rows that instantiated a canary, with the cases. */
  static Map<String, List<String>> wirebenchFailures(CheckReport report) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (CaseVerdict v : report.verdicts()) {
      if (isWirebench(v.row()) && v.outcome() == Outcome.INSTANTIATED) {
        out.computeIfAbsent(v.row(), k -> new ArrayList<>()).add(v.caseId());
      }
    }
    return out;
  }

  @Override public int exitCode(CheckReport report) {
    return wirebenchFailures(report).isEmpty() ? 0 : 1;
  }

  @Override public void print(CheckReport report, PrintWriter out) {
    Map<String, List<Row>> byLibrary = new LinkedHashMap<>();
    for (Row r : report.rows()) byLibrary.computeIfAbsent(r.id().substring(0, r.id().indexOf('/')), k -> new ArrayList<>()).add(r);
    Table t = new Table("LIBRARY", "DEFAULT", "WIREBENCH", "OTHER CONFIGURATIONS");
    for (Map.Entry<String, List<Row>> e : byLibrary.entrySet()) {
      String def = "";
      Map<String, List<String>> wb = new LinkedHashMap<>(); // summary -> codec ids
      List<String> other = new ArrayList<>();
      String library = e.getValue().get(0).library();
      for (Row r : e.getValue()) {
        String name = r.id().substring(r.id().indexOf('/') + 1);
        String s = summary(report, r);
        if (name.equals("default")) {
          def = s;
        } else if (name.startsWith(WIREBENCH)) {
          wb.computeIfAbsent(s, k -> new ArrayList<>()).add(name.substring(WIREBENCH.length()));
        } else {
          other.add(name + ": " + s);
        }
      }
      List<String> wbText = new ArrayList<>();
      wb.forEach((summary, ids) -> wbText.add(String.join(", ", ids) + ": " + summary));
      t.row(library, def, String.join("; ", wbText), String.join("; ", other));
    }
    out.println("unsafe-types: does the reader instantiate a class it was never told about (a harmless canary)?");
    out.println("INSTANTIATED = the canary came to life; refused = error or ignored the type (see details)");
    out.println();
    t.print(out, "");
    out.println();
    report.printGrid(out);
    out.println();
    out.println("configurations:");
    Table cfg = new Table("ROW", "LIBRARY", "CONFIGURATION");
    for (Row r : report.rows()) cfg.row(r.id(), r.library(), r.unavailable() == null ? r.config() : r.config() + " [unavailable: " + r.unavailable() + "]");
    cfg.print(out, "  ");
    out.println();
    out.println("details:");
    Table d = new Table("ROW", "CASE", "VERDICT", "DETAIL");
    for (Row r : report.rows()) {
      for (Case c : report.cases()) {
        CaseVerdict v = report.verdict(r.id(), c.id());
        if (v == null) continue;
        String detail = v.detail() == null ? "" : v.detail();
        if (v.error() != null) detail = v.error() + ": " + detail;
        d.row(r.id(), c.id(), v.outcome().label(), detail);
      }
    }
    d.print(out, "  ");
    Map<String, List<String>> failures = wirebenchFailures(report);
    out.println();
    if (failures.isEmpty()) {
      out.println("wirebench's own configurations: no canary instantiated.");
    } else {
      out.println("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
      out.println("!!! WIREBENCH'S OWN CONFIGURATION INSTANTIATED A CLASS IT WAS NEVER TOLD ABOUT:");
      failures.forEach((row, cases) -> out.println("!!!   " + row + ": " + String.join(", ", cases)));
      out.println("!!! (exit code 1)");
      out.println("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
    }
  }

  /** A row's verdicts in a few words: "refused 4/4", "INSTANTIATED 3/4 (root, ...)". */
  static String summary(CheckReport report, Row row) {
    if (row.unavailable() != null) return "unavailable";
    Map<Outcome, List<String>> by = new LinkedHashMap<>();
    int count = 0;
    for (Case c : report.cases()) {
      CaseVerdict v = report.verdict(row.id(), c.id());
      if (v == null) continue;
      count++;
      by.computeIfAbsent(v.outcome(), k -> new ArrayList<>()).add(c.id());
    }
    if (count == 0) return "";
    int n = count;
    List<String> parts = new ArrayList<>();
    for (Outcome o : List.of(Outcome.INSTANTIATED, Outcome.REFUSED)) {
      List<String> cs = by.remove(o);
      if (cs == null) continue;
      String label = o == Outcome.INSTANTIATED ? "INSTANTIATED" : o.label();
      parts.add(label + " " + cs.size() + "/" + n + (cs.size() < n && o == Outcome.INSTANTIATED ? " (" + String.join(", ", cs) + ")" : ""));
    }
    by.forEach((o, cs) -> parts.add(o.label() + " " + cs.size() + "/" + n + " (" + String.join(", ", cs) + ")"));
    return String.join(", ", parts);
  }
}
