package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.speed.Shard;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Shards run the way each engine starts them, one after another on this machine: a Kubernetes
 * Indexed Job's pods ({@code JOB_COMPLETION_INDEX} with {@code WIREBENCH_SHARDS}) and a GitHub
 * Actions matrix's jobs ({@code WIREBENCH_SHARD}), on a tiny plan (jackson-databind, gson and the
 * baseline on two data sets, write only: two tables; the shortest forks). Each set is merged, and
 * the merged record must hold every cell of the unsharded plan exactly once, plus the anchors.
 * Whether the merged figures agree with an unsharded run within their intervals is a longer
 * measurement than a unit test affords (docs/shards.md says how it was checked).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ShardedRunTest {
  static final String[] PLAN = {"--codecs", "jackson-databind,gson", "--datasets", "person,dbdata", "--ops", "write",
      "--forks", "1", "--warmup-iterations", "1", "--iterations", "2", "--iteration-ms", "20", "--no-gc-profiler"};
  static final ObjectMapper JSON = new ObjectMapper();

  Path root;
  TreeSet<String> planned = new TreeSet<>();
  List<String> firstLines = new ArrayList<>();

  @BeforeAll
  void runTheShardsAsTheEnginesStartThem() throws Exception {
    root = Files.createTempDirectory("wirebench-shards");
    Run dry = run(Map.of(), "--dry-run");
    assertThat(dry.exit).as(dry.toString()).isZero();
    for (String line : dry.out.split("\n")) {
      String[] p = line.strip().split(" · ");
      if (line.startsWith("  ") && p.length == 3 && p[0].split(" ").length == 2) {
        planned.add(p[0].replace(' ', '/') + "/" + p[1] + "/" + p[2]);
      }
    }
    assertThat(planned).as(dry.out).hasSize(6);
    for (int i = 0; i < 2; i++) {
      Run k8s = run(Map.of(Shard.ENV_INDEX, String.valueOf(i), Shard.ENV_COUNT, "2"), "--out",
          root.resolve("k8s/shard-" + i).toString());
      assertThat(k8s.exit).as(k8s.toString()).isZero();
      firstLines.add(k8s.out.lines().limit(3).reduce("", (a, b) -> a + b + "\n"));
      Run github = run(Map.of(Shard.ENV_SHARD, i + "/2"), "--out", root.resolve("github/shard-" + i).toString());
      assertThat(github.exit).as(github.toString()).isZero();
      firstLines.add(github.out.lines().limit(3).reduce("", (a, b) -> a + b + "\n"));
    }
  }

  @Test
  void eachShardSaysWhichItIsAndWhereThatCameFromInItsFirstLines() {
    assertThat(firstLines.get(0)).contains("shard 0/2 (from JOB_COMPLETION_INDEX=0 and WIREBENCH_SHARDS=2; indexes "
        + "count from 0)");
    assertThat(firstLines.get(3)).contains("shard 1/2 (from WIREBENCH_SHARD; indexes count from 0)");
  }

  @Test
  void theMergeOfEitherEngineHoldsEveryPlannedCellOnceAndTheAnchors() throws Exception {
    for (String engine : List.of("k8s", "github")) {
      Path merged = root.resolve(engine + "-merged");
      Cli m = Cli.run("merge", root.resolve(engine + "/shard-1").toString(), root.resolve(engine + "/shard-0").toString(),
          "--out", merged.toString());
      assertThat(m.exit).as(m.toString()).isZero();
      assertThat(m.out).contains("machines: alike").contains("scale: absolute").contains("kept 6 cells")
          .containsPattern("answer for dbdata:\\n  fastest writer: [a-z-]+ \\(bytes, [0-9,.]+ ops/s");
      JsonNode run = JSON.readTree(merged.resolve("run.json").toFile());
      List<String> keys = new ArrayList<>();
      run.get("cells").forEach(c -> keys.add(c.get("key").asText()));
      assertThat(keys).as(engine).doesNotHaveDuplicates();
      assertThat(new TreeSet<>(keys)).as(engine).isEqualTo(planned);
      run.get("cells").forEach(c -> assertThat(c.get("status").asText()).as(c.get("key").asText()).isEqualTo("done"));
      assertThat(run.get("kind").asText()).isEqualTo("run");
      assertThat(run.get("status").asText()).isEqualTo("complete");
      assertThat(run.get("merge").get("shards")).hasSize(2);
      assertThat(JSON.readTree(merged.resolve("jmh.json").toFile())).hasSize(6);

      JsonNode shard = JSON.readTree(root.resolve(engine + "/shard-0/run.json").toFile()).get("shard");
      assertThat(shard.get("index").asInt()).isZero();
      assertThat(shard.get("count").asInt()).isEqualTo(2);
      List<String> anchors = new ArrayList<>();
      shard.get("anchors").forEach(a -> anchors.add(a.asText()));
      assertThat(anchors).containsExactlyInAnyOrder("write/bytes/jackson-databind/person",
          "write/bytes/baseline/person", "write/bytes/jackson-databind/dbdata", "write/bytes/baseline/dbdata");
      assertThat(shard.get("plan").asText()).isEqualTo(
          JSON.readTree(root.resolve(engine + "/shard-1/run.json").toFile()).get("shard").get("plan").asText());
    }
  }

  @Test
  void ratiosOfTheMergeAreWhatReportAndCompareRead() throws Exception {
    Path ratios = root.resolve("ratios");
    Cli m = Cli.run("merge", root.resolve("k8s/shard-0").toString(), root.resolve("k8s/shard-1").toString(),
        "--ratios", "--out", ratios.toString());
    assertThat(m.exit).as(m.toString()).isZero();
    assertThat(m.out).contains("scale: ratioToAnchor").contains("no jmh.json")
        .containsPattern("answer for person:\\n  fastest writer: [a-z-]+ \\(bytes, [0-9.]+ × jackson-databind\\)")
        .as("a score that is already a ratio to the anchor gets no second ratio").doesNotContain("× jackson-databind, ");
    Cli md = Cli.run("report", ratios.toString(), "--markdown");
    assertThat(md.exit).as(md.toString()).isZero();
    assertThat(md.out).contains("× JACKSON-DATABIND ± 95% RERUN").contains("merge of 2 shards");
    Cli same = Cli.run("compare", ratios.toString(), ratios.toString());
    assertThat(same.exit).as(same.toString()).isZero();
    assertThat(same.out).contains("× jackson-databind").contains("6 cells in both");
  }

  @Test
  void aBadEngineValueOrAMissingShardIsAUsageErrorNamingIt() {
    Run bad = run(Map.of(Shard.ENV_INDEX, "2", Shard.ENV_COUNT, "2"), "--dry-run");
    assertThat(bad.exit).isEqualTo(2);
    assertThat(bad.err).contains("JOB_COMPLETION_INDEX=2 with WIREBENCH_SHARDS=2: the index counts from 0");
    Cli missing = Cli.run("merge", root.resolve("github/shard-0").toString(), "--out", root.resolve("x").toString());
    assertThat(missing.exit).isEqualTo(2);
    assertThat(missing.err).contains("shard 1 of 0-1 is missing");
    assertThat(root.resolve("x")).doesNotExist();
  }

  /** The CLI in this JVM with {@code env} as its environment, the tiny plan and {@code more} options. */
  static Run run(Map<String, String> env, String... more) {
    List<String> args = new ArrayList<>(List.of("run"));
    args.addAll(List.of(PLAN));
    args.addAll(List.of(more));
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    int code = Main.run(args.toArray(String[]::new), new ByteArrayInputStream(new byte[0]),
        new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8), env);
    return new Run(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
  }

  record Run(int exit, String out, String err) {
    @Override public String toString() {
      return "exit " + exit + "\n--- out\n" + out + "\n--- err\n" + err;
    }
  }
}
