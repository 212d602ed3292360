package io.wirebench.speed;

import io.wirebench.analysis.Cell;
import io.wirebench.analysis.ShardMerge;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecVariant;
import io.wirebench.core.Family;
import io.wirebench.records.RunRecord;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One part of a plan split over machines ({@code run --shard INDEX/COUNT}, or the index a CI engine
 * gives each job), so that a matrix too long for one machine runs on a fleet and {@code merge} joins
 * the parts. The split is by table (data set, operation, target): all codecs of a table run in one
 * shard, interleaved in rounds as in a run of the whole plan, so every ranking inside a table stays
 * a comparison on one machine at one time. Every shard also measures the anchor cells, the same in
 * each, so that shards can be related to each other (docs/shards.md).
 *
 * <p>Indexes count from 0, as both engines number their jobs: Kubernetes' {@code JOB_COMPLETION_INDEX}
 * and GitHub Actions' {@code strategy.job-index}. So one engine value needs no arithmetic to become
 * a shard, and {@code --shard 0/3} is the first of three.
 *
 * @param index this shard, 0 to count − 1
 * @param count how many shards
 * @param source where the values came from, for the first line a run prints and its record
 */
public record Shard(int index, int count, String source) {
  /** {@code INDEX/COUNT} in one variable (the GitHub Actions example sets it from its matrix). */
  public static final String ENV_SHARD = "WIREBENCH_SHARD";
  /** The index of a Kubernetes Indexed Job's pod, from 0; the count is {@link #ENV_COUNT}. */
  public static final String ENV_INDEX = "JOB_COMPLETION_INDEX";
  /** The shard count beside {@link #ENV_INDEX} (the Job's {@code completions}; the manifest sets it). */
  public static final String ENV_COUNT = "WIREBENCH_SHARDS";
  /** The library whose cells anchor every table, beside the controls. */
  public static final String ANCHOR_LIBRARY = ShardMerge.ANCHOR_LIBRARY;
  /** More shards than this is surely a typo: a shard costs at least a JVM per anchor cell. */
  static final int MAX_COUNT = 10_000;

  /**
   * The shard a run measures: {@code --shard}, else {@link #ENV_SHARD}, else {@link #ENV_INDEX} with
   * {@link #ENV_COUNT}; null when none is set (the whole plan).
   *
   * @param option the value of {@code --shard}, or null
   * @param env the environment ({@code System.getenv()}; tests give their own)
   * @throws IllegalArgumentException naming the option or variable, its value and what to write instead
   */
  public static Shard resolve(String option, Map<String, String> env) {
    if (option != null) return parse(option, "--shard");
    String pair = env.get(ENV_SHARD);
    if (pair != null && !pair.isBlank()) return parse(pair, ENV_SHARD);
    String index = env.get(ENV_INDEX);
    String count = env.get(ENV_COUNT);
    boolean hasIndex = index != null && !index.isBlank();
    boolean hasCount = count != null && !count.isBlank();
    if (!hasIndex && !hasCount) return null;
    if (!hasCount) {
      throw new IllegalArgumentException(ENV_INDEX + "=" + index + " is set (a Kubernetes Indexed Job) but " + ENV_COUNT
          + " is not, so the shard count is unknown: set " + ENV_COUNT + " to the Job's completions (as "
          + "examples/kubernetes/wirebench-shards.yaml does), or give --shard INDEX/COUNT");
    }
    if (!hasIndex) {
      throw new IllegalArgumentException(ENV_COUNT + "=" + count + " is set but " + ENV_INDEX + " is not: run it in a "
          + "Kubernetes Job with completionMode: Indexed, or give --shard INDEX/COUNT");
    }
    return of(index.strip(), count.strip(), ENV_INDEX + "=" + index.strip() + " and " + ENV_COUNT + "=" + count.strip(),
        ENV_INDEX + "=" + index.strip() + " with " + ENV_COUNT + "=" + count.strip());
  }

  /** {@code INDEX/COUNT} as given by {@code what} ({@code --shard} or {@link #ENV_SHARD}). */
  static Shard parse(String text, String what) {
    String t = text.strip();
    int slash = t.indexOf('/');
    if (slash < 0) {
      throw new IllegalArgumentException(what + " " + text + " is not INDEX/COUNT; write it as 0/3 for the first of 3 "
          + "shards (indexes count from 0)");
    }
    return of(t.substring(0, slash).strip(), t.substring(slash + 1).strip(), what, what + " " + text);
  }

  private static Shard of(String index, String count, String source, String as) {
    int i;
    int n;
    try {
      i = Integer.parseInt(index);
      n = Integer.parseInt(count);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(as + " is not two whole numbers INDEX/COUNT; write it as 0/3 for the first "
          + "of 3 shards (indexes count from 0)");
    }
    if (n < 1 || n > MAX_COUNT) {
      throw new IllegalArgumentException(as + ": the shard count must be 1 to " + MAX_COUNT + ", not " + n);
    }
    if (i < 0 || i >= n) {
      throw new IllegalArgumentException(as + ": the index counts from 0, so for " + n + " shard" + (n == 1 ? "" : "s")
          + " it is 0 to " + (n - 1) + ", not " + i + " (as Kubernetes' " + ENV_INDEX + " and GitHub Actions' "
          + "strategy.job-index count)");
    }
    return new Shard(i, n, source);
  }

  /** {@code 0/3}. */
  public String label() {
    return index + "/" + count;
  }

  /** The first line a sharded run prints: which shard, from where, and what it will measure. */
  public String describe() {
    return "shard " + label() + " (from " + source + "; indexes count from 0): this run measures the tables shard "
        + index + " owns and the anchor cells every shard measures; the split follows the gate";
  }

  /** True for a codec whose cells anchor every table: a control, or {@value #ANCHOR_LIBRARY} (any variant). */
  public static boolean anchor(Codec c) {
    return c.info().family() == Family.CONTROL || ANCHOR_LIBRARY.equals(CodecVariant.parse(c.info().id()).base());
  }

  /** A table's key, as reports group cells: {@code dataset/op/target}. */
  public static String table(Cell c) {
    return c.dataset() + "/" + c.op().label() + "/" + c.target().label();
  }

  /**
   * What this shard measures of a plan.
   *
   * @param shard the shard
   * @param plan the shard's plan: the cells of the tables it owns and every anchor cell
   * @param record what its run.json records
   * @param owners every table of the whole plan and the shard that owns it, in plan order
   * @param lines what the run prints about the split
   */
  public record Split(Shard shard, RunPlan plan, RunRecord.ShardRecord record, Map<String, Integer> owners,
      List<String> lines) {}

  /**
   * Splits a plan. Tables go to shards by their cost, the cells only their owner measures (the
   * anchor cells every shard measures cost every shard alike), largest first, each to the shard
   * with the least so far (the lowest index on a tie): deterministic, so every shard of one plan
   * computes the same split and none needs to hear from the others.
   *
   * @param whole the plan of the whole selection, after the gate
   * @param codecs the run's codecs (anchors are known by their family and base)
   */
  public Split split(RunPlan whole, List<Codec> codecs) {
    List<String> anchorCodecs = codecs.stream().filter(Shard::anchor).map(c -> c.info().id()).toList();
    Map<String, List<Cell>> tables = new LinkedHashMap<>();
    for (Cell c : whole.cells()) tables.computeIfAbsent(table(c), k -> new ArrayList<>()).add(c);
    Map<String, Integer> cost = new LinkedHashMap<>();
    tables.forEach((t, cells) -> cost.put(t, (int) cells.stream().filter(c -> !anchorCodecs.contains(c.codec())).count()));
    List<String> byCost = new ArrayList<>(tables.keySet());
    byCost.sort(Comparator.comparingInt((String t) -> -cost.get(t))); // stable: plan order on a tie
    int[] load = new int[count];
    Map<String, Integer> owner = new LinkedHashMap<>();
    for (String t : byCost) {
      int least = 0;
      for (int k = 1; k < count; k++) if (load[k] < load[least]) least = k;
      owner.put(t, least);
      load[least] += cost.get(t);
    }
    Map<String, Integer> owners = new LinkedHashMap<>();
    for (String t : tables.keySet()) owners.put(t, owner.get(t));
    List<Cell> mine = whole.cells().stream()
        .filter(c -> owners.get(table(c)) == index || anchorCodecs.contains(c.codec())).toList();
    List<String> owned = owners.entrySet().stream().filter(e -> e.getValue() == index).map(Map.Entry::getKey).toList();
    List<String> anchors = whole.cells().stream().filter(c -> anchorCodecs.contains(c.codec())).map(Cell::key).toList();
    RunRecord.ShardRecord record = new RunRecord.ShardRecord(index, count, source, owned, anchors,
        whole.cells().size(), planHash(whole.cells()));
    List<String> lines = new ArrayList<>();
    int ownCells = (int) mine.stream().filter(c -> owned.contains(table(c))).count();
    lines.add("shard " + label() + ": " + (owned.isEmpty() ? "owns no table" : "owns " + owned.size() + " of "
        + tables.size() + " tables (" + ownCells + " cells): " + abbreviate(owned)) + "; plan " + record.plan()
        .substring(0, 12) + " (" + whole.cells().size() + " cells in " + tables.size() + " tables)");
    if (owned.isEmpty()) {
      lines.add("  the plan has " + tables.size() + " tables for " + count + " shards, so this one measures only the "
          + "anchor cells; at most " + tables.size() + " shards give every shard a table");
    }
    long extra = mine.size() - ownCells;
    lines.add(anchorCodecs.isEmpty()
        ? "  no anchor cells: the plan has neither a control nor " + ANCHOR_LIBRARY + ", so a merge of shards from "
            + "different machines cannot relate them (add " + ANCHOR_LIBRARY + ", or leave out --no-baseline)"
        : "  anchors: " + String.join(", ", anchorCodecs) + " on every table (" + anchors.size() + " cells, measured by "
            + "every shard; " + extra + " of them in other shards' tables)");
    lines.add("  this shard measures " + mine.size() + " cells");
    return new Split(this, new RunPlan(mine, whole.notMeasured(), whole.sizes(), whole.natives()), record, owners,
        List.copyOf(lines));
  }

  /** SHA-256 of the cells' keys, sorted, one a line, in hex: equal for equal plans, whatever their order. */
  public static String planHash(List<Cell> cells) {
    return sha256(String.join("\n", cells.stream().map(Cell::key).sorted().toList()));
  }

  /**
   * The rounds' seed of a shard run given none: the same in every shard of one selection (so that
   * {@code merge} finds the shards agree), from the selection's words.
   */
  public static long seed(List<String> selection) {
    String hex = sha256(String.join("\n", selection));
    return Long.parseLong(hex.substring(0, 12), 16); // 48 bits, as a random seed is
  }

  private static String sha256(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }

  private static String abbreviate(List<String> names) {
    return names.size() <= 6 ? String.join(", ", names)
        : String.join(", ", names.subList(0, 6)) + " and " + (names.size() - 6) + " more";
  }
}
