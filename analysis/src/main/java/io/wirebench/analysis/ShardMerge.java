package io.wirebench.analysis;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.core.BadInputException;
import io.wirebench.records.Format;
import io.wirebench.records.ResultFile;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One run record from the shards of a plan ({@code wirebench merge}). Each table's cells come from
 * the shard that owns the table, its anchor cells included, so every table is one machine's
 * interleaved rounds; the copies of anchor cells the other shards measured are not pooled in (they
 * ran in other rounds, often on another machine) but give how fast each shard's machine ran the
 * same cells. When the shards' machines differ, no absolute speed survives the merge: each cell
 * becomes its ratio to its table's anchor in the same shard ({@code ratioToAnchor}), which reports
 * and comparisons read as the cell's score (docs/shards.md).
 */
public final class ShardMerge {
  /** The library whose cells anchor every table of a sharded run, beside the controls. */
  public static final String ANCHOR_LIBRARY = "jackson-databind";

  private ShardMerge() {}

  /**
   * A merge.
   *
   * @param record the merged record
   * @param shards the shards, by index
   * @param lines what the merge prints: the shards, the machines, the scale and what was kept
   */
  public record Merged(RunRecord record, List<SavedRun> shards, List<String> lines) {
    /** True when every cell is a ratio to its anchor. */
    public boolean ratios() {
      return RunRecord.RATIO_TO_ANCHOR.equals(record.header().merge().scale());
    }
  }

  /**
   * Merges shards after checking that they are all the shards of one plan.
   *
   * @param runs the shards' run directories, read, in any order
   * @param ratios write ratios to the anchors even when the machines are alike ({@code --ratios}), so
   *     that the record compares with merges from other machines
   * @param command the merge's command line, recorded
   * @throws BadInputException when they are not the shards of one plan, naming the directory and the difference
   */
  public static Merged merge(List<SavedRun> runs, boolean ratios, List<String> command) {
    List<SavedRun> shards = check(runs);
    SavedRun first = shards.get(0);
    RunRecord.Header h0 = first.record().header();
    RunRecord.ShardRecord s0 = h0.shard();
    Map<String, Integer> owner = new LinkedHashMap<>();
    for (SavedRun s : shards) {
      for (String t : s.record().header().shard().tables()) owner.put(t, s.record().header().shard().index());
    }
    List<String> fingerprints = shards.stream().map(s -> fingerprint(s.record().header())).toList();
    boolean same = new LinkedHashSet<>(fingerprints).size() == 1;
    boolean toRatios = ratios || !same;
    List<String> lines = new ArrayList<>();
    lines.add("merging " + shards.size() + " shards of plan " + s0.plan().substring(0, 12) + " (" + s0.planCells()
        + " cells in " + owner.size() + " tables):");
    for (SavedRun s : shards) {
      RunRecord.ShardRecord r = s.record().header().shard();
      lines.add("  shard " + r.index() + "/" + r.count() + ": " + s.dir() + " (" + Format.count(r.tables().size(), "table") + ", "
          + s.record().status() + ")");
    }

    // each table from its owner; the anchor copies of other shards only give the machines' relative speed
    Map<String, RunRecord.CellRecord> kept = new LinkedHashMap<>();
    Map<String, Integer> from = new LinkedHashMap<>();
    for (SavedRun s : shards) {
      int index = s.record().header().shard().index();
      for (RunRecord.CellRecord c : s.record().cells()) {
        if (Objects.equals(owner.get(table(c)), index) && !kept.containsKey(c.key())) {
          kept.put(c.key(), c);
          from.put(c.key(), index);
        }
      }
    }
    List<String> tableOrder = new ArrayList<>();
    for (SavedRun s : shards) s.record().cells().forEach(c -> {
      if (!tableOrder.contains(table(c))) tableOrder.add(table(c));
    });
    List<String> codecOrder = h0.codecs().stream().map(RunRecord.CodecRecord::id).toList();
    List<RunRecord.CellRecord> ordered = new ArrayList<>(kept.values());
    ordered.sort(Comparator.<RunRecord.CellRecord>comparingInt(c -> tableOrder.indexOf(table(c)))
        .thenComparingInt(c -> codecOrder.indexOf(c.codec())));

    Double[] speeds = anchorSpeeds(shards, s0.anchors());
    if (same) {
      lines.add("machines: alike (" + fingerprints.get(0) + ")");
    } else {
      lines.add("machines differ:");
      for (int i = 0; i < shards.size(); i++) lines.add("  shard " + i + ": " + fingerprints.get(i));
    }
    for (int i = 1; i < shards.size(); i++) {
      if (speeds[i] != null) {
        lines.add(String.format(Locale.ROOT, "  shard %d ran the anchor cells at %.3f× shard 0's speed (geometric mean "
            + "over the anchor cells both measured)", i, speeds[i]));
      }
    }
    String why;
    List<RunRecord.CellRecord> cells = new ArrayList<>();
    if (toRatios) {
      Map<String, RunRecord.CellRecord> anchors = anchorsByTable(ordered, h0.codecs());
      if (anchors.values().stream().allMatch(Objects::isNull)) {
        throw new BadInputException((same ? "--ratios asks for ratios to the anchors" : "the shards ran on different "
            + "machines") + ", but no table has a measured anchor cell (" + ANCHOR_LIBRARY + " or a control such as baseline), so no "
            + "figure can be put beside another machine's; measure the shards with " + ANCHOR_LIBRARY
            + " in --codecs and without --no-baseline, or on machines that are alike");
      }
      why = same ? "asked for (--ratios): each cell over its table's anchor, so the record compares with merges "
          + "from other machines" : "the shards' machines differ: each cell over its table's anchor in the same shard, "
          + "so that no absolute figure from two machines is in one record";
      for (RunRecord.CellRecord c : ordered) {
        cells.add(ratio(c, anchors.get(anchorTable(c)), from.get(c.key())));
      }
      lines.add("scale: ratioToAnchor, " + why + ": every speed figure is now × its table's anchor ("
          + String.join(", ", new LinkedHashSet<>(anchors.values().stream().filter(Objects::nonNull)
              .map(RunRecord.CellRecord::codec).toList())) + "; higher is better); allocation per operation is kept "
          + "(bytes, which do not scale with a machine's speed), every other absolute figure is left out");
      anchors.forEach((t, a) -> {
        if (a == null) {
          lines.add("  table " + t + " has no measured anchor: its cells have no figure here (status no-anchor)");
        }
      });
    } else {
      why = "the shards' machines are alike: each cell's own figures";
      for (RunRecord.CellRecord c : ordered) cells.add(withDetails(c, kept(c, Map.of("shard", from.get(c.key())))));
      lines.add("scale: absolute, " + why);
    }
    long copies = shards.stream().mapToLong(s -> s.record().cells().size()).sum() - ordered.size();
    lines.add("kept " + ordered.size() + " cells, each once, a table from the shard that owns it (its anchors "
        + "included); " + copies + " anchor copies measured by other shards only give the speeds above");

    List<RunRecord.MergedShard> merged = new ArrayList<>();
    for (int i = 0; i < shards.size(); i++) {
      RunRecord r = shards.get(i).record();
      int index = i;
      merged.add(new RunRecord.MergedShard(i, shards.get(i).dir().toString(), r.status(), r.header().command(),
          fingerprints.get(i), r.header().machine(), r.header().jvm(), r.header().shard().tables(),
          (int) from.values().stream().filter(k -> k == index).count(), speeds[i], r.pooling(),
          r.machineSpeedPerRound()));
    }
    RunRecord.MergeRecord m = new RunRecord.MergeRecord(shards.size(), s0.plan(), same ? "same" : "differ",
        toRatios ? RunRecord.RATIO_TO_ANCHOR : "absolute", why, merged);
    String started = shards.stream().map(s -> s.record().header().started()).filter(Objects::nonNull).min(
        Comparator.naturalOrder()).orElse(null);
    String finished = shards.stream().map(s -> s.record().finished()).filter(Objects::nonNull).max(
        Comparator.naturalOrder()).orElse(Instant.now().toString());
    boolean complete = shards.stream().allMatch(s -> "complete".equals(s.record().status()));
    if (!complete) {
      lines.add("status interrupted: " + String.join(", ", shards.stream().filter(s -> !"complete".equals(
          s.record().status())).map(s -> "shard " + s.record().header().shard().index() + " is " + s.record().status())
          .toList()) + "; its missing cells stay missing");
    }
    RunRecord.Header header = new RunRecord.Header(h0.wirebench(), h0.kind() == null ? "run" : h0.kind(),
        List.copyOf(command), started, h0.profile(), h0.statistic(), h0.seed(), machine(shards, same), h0.jvm(), h0.jvms(),
        h0.jmhVersion(), h0.gcProfiler(), h0.datasets(), h0.codecs(), null, List.of(), null, m);
    RunRecord record = new RunRecord(RunRecord.FORMAT_VERSION, header, complete ? "complete" : "interrupted", finished,
        shards.stream().mapToInt(s -> s.record().rounds()).max().orElse(0), first.record().gate(),
        first.record().notMeasured(), first.record().leftOut(), Map.of(), List.of(), cells);
    return new Merged(record, shards, List.copyOf(lines));
  }

  /**
   * Writes the merge into a new directory: run.json; sizes.json (sizes do not depend on the machine:
   * the first shard's row of each pair); and jmh.json, the owners' entries of every kept cell, only
   * when the scale is absolute (JMH's scores are absolute, and a JMH tool would put two machines' side
   * by side). Returns the files written.
   */
  public static List<Path> write(Merged m, Path dir) throws IOException {
    Files.createDirectories(dir);
    List<Path> written = new ArrayList<>();
    Path runJson = dir.resolve("run.json");
    ResultFile.writeJson(runJson, m.record());
    written.add(runJson);
    Map<String, JsonNode> sizes = new LinkedHashMap<>();
    for (SavedRun s : m.shards()) {
      Path f = s.dir().resolve("sizes.json");
      if (!Files.isRegularFile(f)) continue;
      for (JsonNode row : SavedRun.READER.readTree(f.toFile()).path("sizes")) {
        sizes.putIfAbsent(row.path("dataset").asText() + "/" + row.path("codec").asText(), row);
      }
    }
    if (!sizes.isEmpty()) {
      Map<String, Object> doc = new LinkedHashMap<>();
      doc.put("formatVersion", 1);
      doc.put("sizes", List.copyOf(sizes.values()));
      Path f = dir.resolve("sizes.json");
      ResultFile.writeJson(f, doc);
      written.add(f);
    }
    if (m.ratios()) return written;
    Map<String, Integer> from = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : m.record().cells()) {
      from.put(c.benchmark() + "|" + c.codec() + "|" + c.dataset(), ((Number) c.details().get("shard")).intValue());
    }
    List<JsonNode> jmh = new ArrayList<>();
    for (SavedRun s : m.shards()) {
      Path f = s.dir().resolve("jmh.json");
      if (!Files.isRegularFile(f)) continue;
      int index = s.record().header().shard().index();
      for (JsonNode b : SavedRun.READER.readTree(f.toFile())) {
        String key = b.path("benchmark").asText() + "|" + b.path("params").path("codec").asText() + "|"
            + b.path("params").path("dataset").asText();
        if (Objects.equals(from.get(key), index)) jmh.add(b);
      }
    }
    Path f = dir.resolve("jmh.json");
    ResultFile.writeJson(f, jmh);
    written.add(f);
    return written;
  }

  /** The shards by index, after checking that they are every shard of one plan, each once. */
  static List<SavedRun> check(List<SavedRun> runs) {
    for (SavedRun s : runs) {
      RunRecord.Header h = s.record().header();
      if (h.kind() != null && !"run".equals(h.kind())) {
        throw new BadInputException(s.dir() + " is a '" + h.kind() + "' directory; merge takes the directories of "
            + "'wirebench run --shard INDEX/COUNT'");
      }
      if (h.shard() == null) {
        throw new BadInputException(s.dir() + " is not a shard: its run.json has no 'shard' (it measured "
            + (h.merge() != null ? "a merge already" : "the whole plan") + "); merge the directories of 'wirebench run "
            + "--shard INDEX/COUNT' (docs/shards.md)");
      }
    }
    SavedRun first = runs.get(0);
    RunRecord.Header h0 = first.record().header();
    for (SavedRun s : runs.subList(1, runs.size())) {
      RunRecord.Header h = s.record().header();
      differ(first, s, "shard count", h0.shard().count(), h.shard().count(), "shards of one plan have one count");
      differ(first, s, "plan", h0.shard().plan().substring(0, 12) + " (" + h0.shard().planCells() + " cells)",
          h.shard().plan().substring(0, 12) + " (" + h.shard().planCells() + " cells)", "shards must measure the same "
          + "selection, and the gate must pass the same pairs on every machine");
      differ(first, s, "profile", h0.profile(), h.profile(), "give every shard the same --profile and options");
      differ(first, s, "seed", h0.seed(), h.seed(), "give every shard the same --seed, or none (a shard then takes "
          + "one from its selection)");
    }
    int count = h0.shard().count();
    Map<Integer, SavedRun> byIndex = new LinkedHashMap<>();
    for (SavedRun s : runs) {
      SavedRun before = byIndex.put(s.record().header().shard().index(), s);
      if (before != null) {
        throw new BadInputException("shard " + s.record().header().shard().index() + " is given twice: " + before.dir()
            + " and " + s.dir() + "; give each shard's directory once");
      }
    }
    List<String> missing = new ArrayList<>();
    for (int i = 0; i < count; i++) if (!byIndex.containsKey(i)) missing.add(String.valueOf(i));
    if (!missing.isEmpty()) {
      throw new BadInputException("shard" + (missing.size() == 1 ? " " : "s ") + String.join(", ", missing) + " of 0-"
          + (count - 1) + (missing.size() == 1 ? " is" : " are") + " missing (" + runs.size() + " of " + count
          + " given): merge needs every shard's directory");
    }
    List<SavedRun> out = new ArrayList<>();
    for (int i = 0; i < count; i++) out.add(byIndex.get(i));
    return out;
  }

  private static void differ(SavedRun a, SavedRun b, String what, Object va, Object vb, String fix) {
    if (!Objects.equals(va, vb)) {
      throw new BadInputException(b.dir() + " is not a shard of the same plan as " + a.dir() + ": its " + what + " is "
          + vb + ", not " + va + "; " + fix);
    }
  }

  /** What makes two machines' figures comparable: cpu, cores, memory, os and the forks' JVM. */
  static String fingerprint(RunRecord.Header h) {
    Map<String, Object> m = h.machine() == null ? Map.of() : h.machine();
    RunRecord.JvmRecord j = h.jvm();
    return m.get("cpu") + ", " + m.get("cores") + " cores, " + m.get("memoryBytes") + " bytes, " + m.get("os")
        + ", JDK " + (j == null ? "?" : j.version() + " (" + j.vendor() + ")");
  }

  private static Map<String, Object> machine(List<SavedRun> shards, boolean same) {
    Set<String> hosts = new LinkedHashSet<>();
    shards.forEach(s -> hosts.add(String.valueOf(s.record().header().machine().get("hostname"))));
    Map<String, Object> m = new LinkedHashMap<>(same ? shards.get(0).record().header().machine() : Map.of(
        "cpu", shards.size() + " machines (see merge.shards)", "cores", "various", "memoryBytes", 0, "os", "various"));
    m.put("hostname", String.join(", ", hosts));
    m.remove("noise"); // each shard's machine check stays in its own run.json
    return m;
  }

  /** Each shard's anchor throughput over shard 0's: the geometric mean over the anchor cells both measured. */
  static Double[] anchorSpeeds(List<SavedRun> shards, List<String> anchors) {
    Double[] out = new Double[shards.size()];
    Map<String, Double> base = throughputs(shards.get(0).record());
    for (int i = 0; i < shards.size(); i++) {
      Map<String, Double> mine = throughputs(shards.get(i).record());
      double sum = 0;
      int n = 0;
      for (String key : anchors) {
        Double a = base.get(key);
        Double b = mine.get(key);
        if (a != null && b != null && a > 0 && b > 0) {
          sum += Math.log(b / a);
          n++;
        }
      }
      out[i] = n == 0 ? null : Math.round(Math.exp(sum / n) * 1e6) / 1e6;
    }
    return out;
  }

  private static Map<String, Double> throughputs(RunRecord r) {
    Map<String, Double> out = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : r.cells()) {
      RunRecord.MetricValue v = c.metrics() == null ? null : c.metrics().get(RunRecord.THROUGHPUT);
      if (c.done() && v != null && v.value() != null) out.put(c.key(), v.value());
    }
    return out;
  }

  /**
   * Each table's anchor cell: of its measured cells, the first codec in the run's order whose base is
   * {@value #ANCHOR_LIBRARY}, else its first control; null for a table with neither measured.
   */
  static Map<String, RunRecord.CellRecord> anchorsByTable(List<RunRecord.CellRecord> cells,
      List<RunRecord.CodecRecord> codecs) {
    List<String> preferred = new ArrayList<>();
    codecs.stream().filter(c -> ANCHOR_LIBRARY.equals(c.base()) || ANCHOR_LIBRARY.equals(c.id()))
        .forEach(c -> preferred.add(c.id()));
    codecs.stream().filter(c -> "control".equals(c.family())).forEach(c -> preferred.add(c.id()));
    Map<String, RunRecord.CellRecord> out = new LinkedHashMap<>();
    for (RunRecord.CellRecord c : cells) {
      out.putIfAbsent(anchorTable(c), null);
      int rank = preferred.indexOf(c.codec());
      RunRecord.MetricValue v = c.metrics() == null ? null : c.metrics().get(RunRecord.THROUGHPUT);
      if (rank < 0 || !c.done() || v == null || v.value() == null || v.value() <= 0) continue;
      RunRecord.CellRecord now = out.get(anchorTable(c));
      if (now == null || rank < preferred.indexOf(now.codec())) out.put(anchorTable(c), c);
    }
    return out;
  }

  /**
   * A cell as its ratio to its table's anchor: each fork's iterations and mean over the anchor's
   * throughput, and {@code ratioToAnchor} with the interval of Welch's t on the logs of both cells'
   * forks (the anchor's spread included); the anchor itself is exactly 1. Absolute speed figures are
   * dropped; allocation per operation is kept.
   */
  static RunRecord.CellRecord ratio(RunRecord.CellRecord c, RunRecord.CellRecord anchor, int shard) {
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("shard", shard);
    details.put("anchor", anchor == null ? null : anchor.key());
    details = kept(c, details);
    RunRecord.MetricValue a = anchor == null || !anchor.done() || anchor.metrics() == null ? null
        : anchor.metrics().get(RunRecord.THROUGHPUT);
    if (!c.done()) {
      return new RunRecord.CellRecord(c.key(), c.benchmark(), c.op(), c.target(), c.codec(), c.dataset(), c.binding(),
          c.status(), c.message(), c.seconds(), c.encodedBytes(), c.steadiness(), Map.of(), List.of(), details,
          c.threads());
    }
    if (a == null || a.value() == null || a.value() <= 0) {
      return new RunRecord.CellRecord(c.key(), c.benchmark(), c.op(), c.target(), c.codec(), c.dataset(), c.binding(),
          "no-anchor", "its table has no measured anchor (" + ANCHOR_LIBRARY + " or a control) in shard " + shard
          + ", so it cannot be put beside another machine's figures; shard " + shard + "'s own run.json has them",
          c.seconds(), c.encodedBytes(), c.steadiness(), Map.of(), List.of(), details, c.threads());
    }
    double scale = a.value();
    List<RunRecord.ForkRecord> forks = new ArrayList<>();
    for (RunRecord.ForkRecord f : c.forks() == null ? List.<RunRecord.ForkRecord>of() : c.forks()) {
      double[] it = f.iterations() == null ? new double[0] : f.iterations().clone();
      for (int i = 0; i < it.length; i++) it[i] /= scale;
      forks.add(new RunRecord.ForkRecord(f.warmupIterations(), f.steady(), f.steadyFrom(), f.rampEnd(), f.usedFrom(),
          f.mean() / scale, f.seconds(), f.used(), it, null, f.phi()));
    }
    RunRecord.MetricValue own = c.metrics().get(RunRecord.THROUGHPUT);
    double value = own == null || own.value() == null ? Double.NaN : own.value() / scale;
    RunRecord.MetricValue r;
    String unit = "× " + anchor.codec();
    if (c.key().equals(anchor.key())) {
      r = new RunRecord.MetricValue(1.0, null, null, null, null, null, unit, "higher");
    } else {
      Estimate e = Estimate.ratio(usedMeans(c), usedMeans(anchor));
      double h = (Math.log(e.high()) - Math.log(e.low())) / 2;
      boolean interval = !Double.isNaN(h) && !Double.isNaN(value);
      r = new RunRecord.MetricValue(RunRecord.num(value), interval ? value * Math.exp(-Math.sqrt(2) * h) : null,
          interval ? value * Math.exp(Math.sqrt(2) * h) : null, interval ? value * Math.exp(-h) : null,
          interval ? value * Math.exp(h) : null, null, unit, "higher");
    }
    Map<String, RunRecord.MetricValue> metrics = new LinkedHashMap<>();
    metrics.put(RunRecord.RATIO_TO_ANCHOR, r);
    RunRecord.MetricValue alloc = c.metrics().get("allocBytesPerOp");
    if (alloc != null) metrics.put("allocBytesPerOp", alloc);
    // a cell on several threads keeps its scaling figures: ratios of its own cells, of one machine
    for (Scaling.Figure f : List.of(Scaling.EFFICIENCY, Scaling.CONTENTION, Scaling.COHERENCY)) {
      if (c.metrics().get(f.id()) != null) metrics.put(f.id(), c.metrics().get(f.id()));
    }
    return new RunRecord.CellRecord(c.key(), c.benchmark(), c.op(), c.target(), c.codec(), c.dataset(), c.binding(),
        c.status(), c.message(), c.seconds(), c.encodedBytes(), c.steadiness(), metrics, forks, details, c.threads());
  }

  private static double[] usedMeans(RunRecord.CellRecord c) {
    if (c.forks() == null) return new double[0];
    return c.forks().stream().filter(RunRecord.ForkRecord::used).mapToDouble(RunRecord.ForkRecord::mean).toArray();
  }

  /** A merged cell's details: the cell's own (a partial cell's method) and the merge's. */
  private static Map<String, Object> kept(RunRecord.CellRecord c, Map<String, Object> merge) {
    if (c.details() == null || c.details().isEmpty()) return merge;
    Map<String, Object> d = new LinkedHashMap<>(c.details());
    d.putAll(merge);
    return d;
  }

  private static RunRecord.CellRecord withDetails(RunRecord.CellRecord c, Map<String, Object> details) {
    return new RunRecord.CellRecord(c.key(), c.benchmark(), c.op(), c.target(), c.codec(), c.dataset(), c.binding(),
        c.status(), c.message(), c.seconds(), c.encodedBytes(), c.steadiness(), c.metrics(), c.forks(), details,
        c.threads());
  }

  /** A cell's table, as shards record theirs: {@code dataset/op/target} (every thread count of it: one shard owns them). */
  static String table(RunRecord.CellRecord c) {
    return c.dataset() + "/" + c.op() + "/" + c.target();
  }

  /** The cells one anchor serves: a table's cells on one thread count ({@code dataset/op/target}, {@code /threads=N} beyond one). */
  static String anchorTable(RunRecord.CellRecord c) {
    return table(c) + (c.threadCount() > 1 ? "/threads=" + c.threadCount() : "");
  }
}
