package io.wirebench.check.interop;

import io.wirebench.check.CheckOptions;
import io.wirebench.check.Matrix;
import io.wirebench.check.Peer;
import io.wirebench.check.Result;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Diff;
import io.wirebench.core.Family;
import io.wirebench.core.Json;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * {@code wirebench check interop}: can every reader of a format read what every writer of that
 * format writes? Rows are readers (every codec of a format that several endpoints share, and each
 * {@link Peer} for each format it reads); cases are {@code writer/dataset} (every codec that
 * writes, each peer for each format, on each data set). A case applies to a row when the formats
 * match and both the writer and the reader model the data set (a gap leaves the cell blank).
 *
 * <p>In the row's JVM a case encodes the data set with the writer (a codec's typed binding, or the
 * peer's {@code encode} of the data set's reference tree; each writer's bytes are made once per
 * data set in that JVM) and decodes them with the reader: a codec's typed binding, whose value is
 * compared with the binding's sample as the round-trip gate compares ({@link Diff#first}), except
 * that an untyped or tree binding's value is compared as JSON like a peer's (an untyped map as it is,
 * a tree through the reader's own writer); or a peer's {@code decode}, whose tree is compared with the data set's reference tree as the gate
 * compares JSON ({@link Diff#firstJson}: numbers by value, field order ignored, an absent field equal
 * to null or empty). PASS, or FAIL with the first difference or the reader's error.
 */
public final class InteropMatrix implements Matrix {
  /** The default data sets: every built-in one under 100 KB as JSON (module-ids and the large ones take minutes). */
  static final List<String> DEFAULT_DATASETS = List.of("person", "media-content", "dbdata", "measurements-10",
      "measurements-1k", "decimal-matrix");

  private static final Map<String, Boolean> MODELS = new ConcurrentHashMap<>();
  private volatile Plan plan;

  @Override public String name() {
    return "interop";
  }

  @Override public String description() {
    return "every writer x every reader of the same format (JVM codecs and other languages' peers), on each data "
        + "set: does the reader give back the data set's value?";
  }

  @Override public boolean usesDatasets() {
    return true;
  }

  /** Your classes' values are a data set like the others: each writer's bytes of them, read by each reader. */
  @Override public String userClasses() {
    return null;
  }

  /** Readers, writers and data sets for these options; made once per options in each JVM. */
  record Plan(CheckOptions options, List<Endpoint> endpoints, List<DataSet<?>> datasets) {
    Endpoint endpoint(String id) {
      for (Endpoint e : endpoints) if (e.id().equals(id)) return e;
      throw new IllegalArgumentException("no reader or writer " + id + " in the interop matrix");
    }

    DataSet<?> dataset(String id) {
      for (DataSet<?> d : datasets) if (d.id().equals(id)) return d;
      throw new IllegalArgumentException("no data set " + id + " in the interop matrix");
    }

    Set<String> formats() {
      Set<String> out = new LinkedHashSet<>();
      for (Endpoint e : endpoints) out.add(e.format());
      return out;
    }

    List<Endpoint> of(String format) {
      return endpoints.stream().filter(e -> e.format().equals(format)).toList();
    }
  }

  Plan plan(CheckOptions options) {
    Plan p = plan;
    if (p == null || !p.options().equals(options)) plan = p = makePlan(options);
    return p;
  }

  /** Every peer on the class path ({@code META-INF/services/io.wirebench.check.Peer}). */
  static List<Peer> peers() {
    List<Peer> out = new ArrayList<>();
    ServiceLoader.load(Peer.class).forEach(out::add);
    out.sort(java.util.Comparator.comparing(Peer::id));
    return out;
  }

  private static Plan makePlan(CheckOptions options) {
    Codecs registry = Codecs.load();
    List<Codec> chosen = registry.all();
    if (options.codecs() != null) {
      List<String> codecNames = new ArrayList<>(names(options.codecs()));
      codecNames.remove(XStreamHierarchicalJson.ID);
      chosen = codecNames.isEmpty() ? List.of() : registry.select(String.join(",", codecNames));
    }
    List<Endpoint> all = new ArrayList<>();
    for (Codec c : chosen) {
      if (c.info().family() == Family.CONTROL) continue;
      all.add(Endpoint.of(c, Codecs.unavailableReason(c).orElse(null)));
    }
    Set<String> codecFormats = new LinkedHashSet<>();
    for (Endpoint e : all) codecFormats.add(e.format());
    // the write-only dialect joins the JSON writers by default, and when --codecs names it
    if (options.codecs() == null || names(options.codecs()).contains(XStreamHierarchicalJson.ID)) {
      all.add(XStreamHierarchicalJson.endpoint());
    }
    for (Peer p : peers()) {
      String why;
      try {
        why = p.unavailable().orElse(null);
      } catch (RuntimeException e) {
        why = "its check failed: " + RoundTripGate.describe(e);
      }
      Set<String> formats = p.formats();
      for (String f : formats) {
        // with --codecs, peers join the formats of the codecs chosen
        if (options.codecs() != null && !codecFormats.contains(f)) continue;
        all.add(Endpoint.of(p, f, formats.size() == 1, why));
      }
    }
    // a format counts when two endpoints share it (or when --codecs names it): one alone has no one to talk to
    Map<String, Integer> count = new HashMap<>();
    for (Endpoint e : all) count.merge(e.format(), 1, Integer::sum);
    List<Endpoint> kept = new ArrayList<>();
    List<String> order = new ArrayList<>();
    for (Endpoint e : all) if (!order.contains(e.format())) order.add(e.format());
    for (String f : order) {
      if (count.get(f) < 2 && options.codecs() == null) continue;
      for (Endpoint e : all) if (e.format().equals(f)) kept.add(e);
    }
    List<DataSet<?>> ds = new ArrayList<>();
    if (options.datasets() != null) {
      ds.addAll(DataSets.select(options.datasets()));
    } else if (options.userDataSet() == null) {
      DEFAULT_DATASETS.forEach(id -> ds.add(DataSets.require(id)));
    }
    // the user's classes: their values are one more data set every writer writes and every reader reads
    if (options.userDataSet() != null) ds.add(DataSets.require(options.userDataSet()));
    return new Plan(options, List.copyOf(kept), List.copyOf(ds));
  }

  private static List<String> names(String list) {
    List<String> out = new ArrayList<>();
    for (String s : list.split(",")) if (!s.isBlank()) out.add(s.strip());
    return out;
  }

  @Override public List<Row> rows(CheckOptions options) {
    Plan p = plan(options);
    List<Row> rows = new ArrayList<>();
    for (Endpoint e : p.endpoints()) {
      if (!e.reads()) continue;
      rows.add(new Row(e.id(), e.library(), config(e), jvmArgs(p, e.format()), e.unavailable()));
    }
    return rows;
  }

  /** A row's JVM runs every writer of its format too, so it gets every flag those codecs need. */
  private static List<String> jvmArgs(Plan p, String format) {
    Set<String> args = new LinkedHashSet<>();
    for (Endpoint e : p.of(format)) if (e.codec() != null) args.addAll(e.codec().info().jvmArgs());
    return List.copyOf(args);
  }

  private static String config(Endpoint e) {
    String s;
    if (e.encoder() != null) {
      s = e.library();
    } else if (e.codec() != null) {
      CodecInfo i = e.codec().info();
      s = i.config() + (i.notes().isEmpty() ? "" : "; " + i.notes());
    } else {
      s = "peer " + e.peer().id() + " (" + e.format() + "), outside the JVM";
    }
    return (e.dialect() != null ? "DIALECT: " + e.dialect() + "; " : "") + s;
  }

  @Override public List<Case> cases(CheckOptions options) {
    Plan p = plan(options);
    List<Case> cases = new ArrayList<>();
    for (Endpoint w : p.endpoints()) {
      if (!w.writes()) continue;
      for (DataSet<?> d : p.datasets()) {
        cases.add(new Case(w.id() + "/" + d.id(), w.format(),
            d.id() + " written by " + w.id() + " (" + w.library() + (w.dialect() != null ? ", a dialect" : "") + ")",
            "the reader gives back the data set's value"));
      }
    }
    return cases;
  }

  /** The writer's id and the data set's id of a case. */
  static String[] split(String caseId) {
    int slash = caseId.indexOf('/');
    return new String[] {caseId.substring(0, slash), caseId.substring(slash + 1)};
  }

  @Override public boolean applies(Row row, Case c) {
    Plan p = plan;
    if (p == null) return true;
    String[] wd = split(c.id());
    Endpoint reader = p.endpoint(row.id());
    Endpoint writer = p.endpoint(wd[0]);
    if (!reader.format().equals(writer.format())) return false;
    DataSet<?> d = p.dataset(wd[1]);
    return models(reader, d) && models(writer, d);
  }

  /** Whether an endpoint models a data set: a codec's gap says no; a peer is asked in its case. */
  private static boolean models(Endpoint e, DataSet<?> d) {
    if (e.codec() == null || e.unavailable() != null) return true;
    return MODELS.computeIfAbsent(e.id() + "/" + d.id(), k -> {
      try {
        e.codec().checkModels(d);
        return true;
      } catch (UnsupportedDataSetException gap) {
        return false;
      } catch (RuntimeException | LinkageError other) { // CodecUnavailableException too
        return true; // the case says what went wrong
      }
    });
  }

  @Override public Subject open(String rowId, CheckOptions options) {
    Plan p = plan(options);
    Endpoint reader = p.endpoint(rowId);
    Map<String, byte[]> written = new HashMap<>();
    Map<String, Binding<Object>> readers = new HashMap<>();
    Map<String, Binding<Object>> writers = new HashMap<>();
    return c -> {
      String[] wd = split(c.id());
      Endpoint writer = p.endpoint(wd[0]);
      DataSet<?> d = p.dataset(wd[1]);
      if (writer.unavailable() != null) {
        return Result.of(Outcome.UNAVAILABLE, "the writer " + writer.id() + " cannot run here: " + writer.unavailable());
      }
      byte[] bytes = written.get(c.id());
      if (bytes == null) {
        try {
          bytes = encode(writer, d, writers);
        } catch (UnsupportedDataSetException gap) {
          return Result.notApplicable("the writer " + writer.id() + " cannot model " + d.id() + ": " + gap.getMessage());
        } catch (Exception e) {
          return Result.of(Outcome.FAIL, "the writer " + writer.id() + " failed: " + RoundTripGate.describe(e));
        }
        written.put(c.id(), bytes);
      }
      return read(reader, d, bytes, readers);
    };
  }

  private static byte[] encode(Endpoint w, DataSet<?> d, Map<String, Binding<Object>> bindings) throws Exception {
    if (w.isPeer()) return w.peer().encode(w.format(), d.id(), Json.tree(d.value()));
    if (w.encoder() != null) return w.encoder().encode(d);
    return binding(w, d, bindings).writeBytes(binding(w, d, bindings).sample());
  }

  private static Binding<Object> binding(Endpoint e, DataSet<?> d, Map<String, Binding<Object>> bindings) {
    String key = e.id() + "/" + d.id();
    Binding<Object> b = bindings.get(key);
    if (b == null) {
      b = Binding.erase(e.codec().bind(d));
      bindings.put(key, b);
    }
    return b;
  }

  /** Reads a writer's bytes with the row's reader and compares, as the gate does. */
  static Result read(Endpoint reader, DataSet<?> d, byte[] bytes, Map<String, Binding<Object>> bindings) {
    Optional<Diff.Difference> diff;
    if (reader.isPeer()) {
      Object tree;
      try {
        tree = Json.parseUntyped(Json.write(reader.peer().decode(reader.format(), d.id(), bytes)));
      } catch (Exception e) {
        return Result.of(Outcome.FAIL, "cannot read it: " + RoundTripGate.describe(e));
      }
      diff = Diff.firstJson(d.untyped(), tree);
    } else {
      Binding<Object> b;
      try {
        b = binding(reader, d, bindings);
      } catch (UnsupportedDataSetException gap) {
        return Result.notApplicable("the reader cannot model " + d.id() + ": " + gap.getMessage());
      }
      Object back;
      try {
        back = b.readBytes(bytes);
      } catch (Exception e) {
        return Result.of(Outcome.FAIL, "cannot read it: " + RoundTripGate.describe(e));
      }
      BindingStyle style = reader.codec().info().binding();
      if (style == BindingStyle.UNTYPED) {
        // a map of the JSON model, like a peer's: compared as JSON (an absent field equals null or empty)
        diff = Diff.firstJson(d.untyped(), back);
      } else if (style == BindingStyle.TREE) {
        // a library's own tree (some keep source text and field order inside): compared as JSON, through
        // the reader's own writer, which the gate proved writes its trees back faithfully
        Object json;
        try {
          json = Json.parseUntyped(b.writeBytes(back));
        } catch (Exception e) {
          return Result.of(Outcome.FAIL, "read it, but cannot write its tree back to compare: " + RoundTripGate.describe(e));
        }
        diff = Diff.firstJson(d.untyped(), json);
      } else {
        diff = Diff.first(b.sample(), back);
      }
    }
    return diff.map(x -> Result.of(Outcome.FAIL, "reads another value " + x))
        .orElseGet(() -> Result.of(Outcome.PASS, "read " + bytes.length + " bytes back to the data set's value"));
  }

  /**
   * A codec failing to read its own bytes means a codec wirebench times is broken (the gate should
   * have caught it): exit code 1. Peers (ids {@code runtime:library}) are not wirebench's to fix.
   */
  @Override public int exitCode(CheckReport report) {
    for (CaseVerdict v : report.verdicts()) {
      if (split(v.caseId())[0].equals(v.row()) && !v.row().contains(":") && v.outcome() != Outcome.PASS && v.outcome() != Outcome.UNAVAILABLE
          && v.outcome() != Outcome.NOT_APPLICABLE) {
        return 1;
      }
    }
    return 0;
  }

}
