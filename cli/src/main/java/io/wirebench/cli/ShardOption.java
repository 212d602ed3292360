package io.wirebench.cli;

import io.wirebench.speed.Shard;
import java.util.Map;
import picocli.CommandLine.Option;

/** {@code run --shard INDEX/COUNT}: one part of the plan, given here or by a CI engine's job index. */
final class ShardOption {
  @Option(names = "--shard", paramLabel = "INDEX/COUNT",
      description = "Measure one part of the plan: the tables (data set, operation, target) shard INDEX of COUNT owns, "
          + "all codecs of a table together, plus the anchor cells every shard measures (the controls and "
          + "jackson-databind on every table). INDEX counts from 0, as Kubernetes and GitHub Actions number jobs: "
          + "0/3 is the first of 3. Without it, the environment's " + Shard.ENV_SHARD + "=INDEX/COUNT, or "
          + Shard.ENV_INDEX + " (a Kubernetes Indexed Job) with " + Shard.ENV_COUNT + "=COUNT. "
          + "'wirebench merge' joins the shards' directories; see docs/shards.md.")
  String shard;

  /** The shard to measure, from {@code --shard} or the environment; null for the whole plan. */
  Shard resolve(Map<String, String> env) {
    try {
      return Shard.resolve(shard, env);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }
}
