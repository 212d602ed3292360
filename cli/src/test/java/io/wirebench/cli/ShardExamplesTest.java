package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeType;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.wirebench.speed.Shard;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The shipped examples (docs/shards.md) parsed as their engines read them: the matrix and the Job
 * are as large as the shard count, the variables are the ones wirebench reads, the merge waits for
 * the shards, and every wirebench command line in them parses with this wirebench's options.
 */
class ShardExamplesTest {
  static final Path WORKFLOW = Path.of("../examples/github-actions/wirebench-shards.yml");
  static final Path MANIFEST = Path.of("../examples/kubernetes/wirebench-shards.yaml");
  static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  @Test
  void theWorkflowRunsOneShardPerMatrixJobAndMergesAfterAllOfThem() throws Exception {
    JsonNode jobs = YAML.readTree(WORKFLOW.toFile()).get("jobs");
    JsonNode matrix = jobs.at("/shard/strategy/matrix/shard");
    assertThat(matrix.getNodeType()).isEqualTo(JsonNodeType.ARRAY);
    int shards = matrix.size();
    assertThat(shards).isEqualTo(3);
    for (int i = 0; i < shards; i++) assertThat(matrix.get(i).asInt()).as("indexes count from 0").isEqualTo(i);

    JsonNode run = step(jobs.get("shard"), "./wirebench run");
    assertThat(run.at("/env/" + Shard.ENV_SHARD).asText())
        .as("INDEX/COUNT from the job's own index and the matrix size, both as wirebench counts them")
        .isEqualTo("${{ strategy.job-index }}/${{ strategy.job-total }}");
    String command = run.get("run").asText();
    assertThat(command).doesNotContain("--shard").contains("--out results/shard-${{ strategy.job-index }}");
    parses(command);
    assertThat(step(jobs.get("shard"), null, "actions/upload-artifact").at("/with/path").asText())
        .isEqualTo("results/shard-${{ strategy.job-index }}");
    assertThat(step(jobs.get("shard"), null, "actions/upload-artifact").at("/with/name").asText())
        .isEqualTo("wirebench-shard-${{ strategy.job-index }}");

    JsonNode merge = jobs.get("merge");
    assertThat(merge.get("needs").isArray() ? merge.get("needs").get(0).asText() : merge.get("needs").asText())
        .isEqualTo("shard");
    assertThat(step(merge, null, "actions/download-artifact").at("/with/pattern").asText()).isEqualTo("wirebench-shard-*");
    String mergeCommand = step(merge, "./wirebench merge").get("run").asText();
    assertThat(mergeCommand).contains("shards/wirebench-shard-*").contains("--ratios");
    parses(mergeCommand);
    for (String line : step(merge, "./wirebench report").get("run").asText().split("\n")) parses(line);
    String compare = step(merge, "./wirebench compare").get("run").asText();
    assertThat(compare).contains("--fail-on-regression");
    parses(compare);
  }

  @Test
  void theIndexedJobHasAsManyCompletionsAsShardsAndTheCollectorWaitsForThemAll() throws Exception {
    List<JsonNode> docs = new ArrayList<>();
    try (var parser = YAML.getFactory().createParser(MANIFEST.toFile())) {
      docs.addAll(YAML.readValues(parser, JsonNode.class).readAll());
    }
    JsonNode claim = docs.stream().filter(d -> d.get("kind").asText().equals("PersistentVolumeClaim")).findFirst()
        .orElseThrow();
    JsonNode shards = job(docs, "wirebench-shards");
    JsonNode spec = shards.get("spec");
    assertThat(spec.get("completionMode").asText()).isEqualTo("Indexed");
    int completions = spec.get("completions").asInt();
    assertThat(completions).isEqualTo(3);
    assertThat(spec.get("parallelism").asInt()).isEqualTo(completions);
    JsonNode container = spec.at("/template/spec/containers/0");
    assertThat(env(container, Shard.ENV_COUNT)).isEqualTo(String.valueOf(completions));
    String run = String.join(" ", texts(container.get("args")));
    assertThat(run).contains("$" + Shard.ENV_INDEX).doesNotContain("--shard");
    String mount = container.at("/volumeMounts/0/mountPath").asText();
    assertThat(run).contains("--out " + mount + "/run/shard-$" + Shard.ENV_INDEX);
    parses(run.replaceFirst("^exec ", ""));
    assertThat(spec.at("/template/spec/volumes/0/persistentVolumeClaim/claimName").asText())
        .isEqualTo(claim.at("/metadata/name").asText());

    JsonNode merge = job(docs, "wirebench-merge").at("/spec/template/spec");
    JsonNode wait = merge.at("/initContainers/0");
    assertThat(env(wait, Shard.ENV_COUNT)).isEqualTo(String.valueOf(completions));
    assertThat(String.join(" ", texts(wait.get("args")))).contains(mount + "/run/shard-*/run.json")
        .contains("-ge \"$" + Shard.ENV_COUNT + "\"");
    String collect = String.join(" ", texts(merge.at("/containers/0/args")));
    assertThat(collect).contains("merge " + mount + "/run/shard-*");
    for (String command : collect.split("&&")) parses(command);
    assertThat(merge.at("/volumes/0/persistentVolumeClaim/claimName").asText()).isEqualTo(claim.at("/metadata/name")
        .asText());
  }

  /** The step whose {@code run} starts with {@code command} (a line of it), or that {@code uses} an action. */
  static JsonNode step(JsonNode job, String command, String... uses) {
    for (JsonNode s : job.get("steps")) {
      if (command != null && s.has("run") && s.get("run").asText().lines().anyMatch(l -> l.strip().startsWith(command))) {
        return s;
      }
      if (uses.length > 0 && s.path("uses").asText().startsWith(uses[0] + "@")) return s;
    }
    throw new AssertionError("no step " + (command != null ? "running " + command : "using " + uses[0]));
  }

  static JsonNode job(List<JsonNode> docs, String name) {
    return docs.stream().filter(d -> d.get("kind").asText().equals("Job") && d.at("/metadata/name").asText().equals(name))
        .findFirst().orElseThrow(() -> new AssertionError("no Job " + name));
  }

  static String env(JsonNode container, String name) {
    for (JsonNode e : container.get("env")) if (e.get("name").asText().equals(name)) return e.get("value").asText();
    throw new AssertionError("no env " + name + " in " + container.get("name"));
  }

  static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  private static final Pattern WIREBENCH = Pattern.compile("(?:\\./|/\\S*/)wirebench (.*)");

  /** A wirebench command line of an example (engine expressions and shell redirections aside) parses here. */
  static void parses(String shellLine) {
    Matcher m = WIREBENCH.matcher(shellLine.replace("\n", " ").strip());
    assertThat(m.find()).as("a wirebench command: " + shellLine).isTrue();
    String args = m.group(1).replaceAll("\\$\\{\\{[^}]*}}", "0").replaceAll("\\$[A-Z_]+", "0")
        .replaceAll("\\s*(>>|>|&&).*$", "");
    PrintStream none = new PrintStream(OutputStream.nullOutputStream());
    Main.commandLine(InputStream.nullInputStream(), none, none).parseArgs(args.strip().split("\\s+"));
  }
}
