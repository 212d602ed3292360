package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import io.wirebench.core.Verdict;
import io.wirebench.harness.ForkClasspath;
import io.wirebench.harness.JvmInfo;
import io.wirebench.records.RunRecord;
import io.wirebench.speed.CellRunner;
import io.wirebench.speed.ForkGate;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A class path per fork, library versions side by side ({@code codec@VERSION}) and JDKs side by
 * side ({@code --jvm 17,25}).
 */
class VariantsTest {
  private static final Path JDK25 = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");

  private static List<String> names(List<Path> cp) {
    return cp.stream().map(p -> p.getFileName().toString()).toList();
  }

  @Test
  void aForkGetsItsCodecsModuleAndTheHarnessNotTheOtherModules() {
    Codecs codecs = Codecs.load();
    List<String> gson = names(ForkClasspath.of(codecs.require("gson")));
    assertThat(gson).anyMatch(n -> n.startsWith("gson-2.")).anyMatch(n -> n.startsWith("jmh-core-"));
    assertThat(gson).noneMatch(n -> n.startsWith("kryo-")).noneMatch(n -> n.startsWith("protobuf-java-"))
        .noneMatch(n -> n.startsWith("avro-")).noneMatch(n -> n.startsWith("jackson-dataformat-"));
    List<String> kryo = names(ForkClasspath.of(codecs.require("kryo")));
    assertThat(kryo).anyMatch(n -> n.startsWith("kryo-")).noneMatch(n -> n.startsWith("gson-"));
  }

  /** The proof that matters: in a JVM with gson's fork class path, Kryo's codec and library are not there. */
  @Test
  void aJvmWithOneModulesClassPathCannotLoadAnotherModulesCodec() {
    Codecs codecs = Codecs.load();
    Codec gson = codecs.require("gson");
    Codec kryo = codecs.require("kryo");
    JvmInfo here = JvmInfo.current();
    List<String> flags = CellRunner.commonFlags(here, List.of());
    ForkGate.Result own = ForkGate.check(here, flags, ForkClasspath.of(kryo), kryo, List.of(DataSets.require("person")));
    assertThat(own.verdicts()).singleElement().extracting(Verdict::status).isEqualTo(Verdict.Status.PASS);
    ForkGate.Result other = ForkGate.check(here, flags, ForkClasspath.of(gson), kryo, List.of(DataSets.require("person")));
    assertThat(other.verdicts()).singleElement().satisfies(v -> {
      assertThat(v.status()).isEqualTo(Verdict.Status.UNAVAILABLE);
      assertThat(v.message()).contains("unknown codec", "kryo");
    });
  }

  @Test
  void twoJdksMeasureEveryCodecOnEach(@TempDir Path tmp) throws Exception {
    assumeTrue(Files.isExecutable(JDK25.resolve("bin/java")), "JDK 25 is not installed at " + JDK25);
    Path out = tmp.resolve("run");
    Cli r = Cli.run("run", "--jvm", "17," + JDK25, "--codecs", "gson", "--datasets", "person", "--ops", "write",
        "--targets", "bytes", "--no-baseline", "--forks", "1", "--warmup-iterations", "1", "--iterations", "2",
        "--iteration-ms", "50", "--no-gc-profiler", "--out", out.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("JVMs jdk17 = 17.", "jdk25 = 25.", "gson@jdk17", "gson@jdk25", "VS REF", "ref");
    JsonNode run = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertThat(run.get("formatVersion").asInt()).isEqualTo(RunRecord.FORMAT_VERSION);
    assertThat(run.get("jvms")).extracting(j -> j.get("label").asText()).containsExactly("17", "25");
    assertThat(run.get("cells")).extracting(c -> c.get("codec").asText()).containsExactlyInAnyOrder("gson@jdk17",
        "gson@jdk25");
    String log = Files.readString(out.resolve("forks.log"));
    assertThat(log).as("each fork says what it ran")
        .containsPattern("gson@jdk17 on person runs Gson 2[0-9.]+ on OpenJDK 64-Bit Server VM 17\\.")
        .containsPattern("gson@jdk25 on person runs Gson 2[0-9.]+ on OpenJDK 64-Bit Server VM 25\\.");
    assertThat(r.out).doesNotContain("wirebench fork:");
  }

  /**
   * Another version of a library, resolved with Maven Resolver (from the local repository, else
   * Maven Central), run by the same adapter in a fork whose class path has that version only.
   */
  @Test
  void anOldJacksonRunsBesideTheBuiltOneAndEachForkLoadsItsOwn(@TempDir Path tmp) throws Exception {
    Path out = tmp.resolve("run");
    Cli r = Cli.run("run", "--codecs", "jackson-databind@2.8.5,jackson-databind", "--datasets", "person", "--ops",
        "read", "--targets", "string", "--no-baseline", "--forks", "1", "--warmup-iterations", "1", "--iterations", "2",
        "--iteration-ms", "50", "--no-gc-profiler", "--out", out.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("com.fasterxml.jackson.core:jackson-databind:2.8.5 with 2 runtime dependencies")
        .contains("jackson-databind@2.8.5 runs Jackson databind 2.8.5, so it is gated in a JVM with that version")
        .contains("2 pairs round-trip exactly").contains("VS REF");
    String log = Files.readString(out.resolve("forks.log"));
    assertThat(log).contains("wirebench fork: jackson-databind@2.8.5 on person runs Jackson databind 2.8.5 on")
        .containsPattern("wirebench fork: jackson-databind on person runs Jackson databind 2\\.2[0-9]");
    JsonNode run = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    JsonNode old = run.get("codecs").get(0);
    assertThat(old.get("id").asText()).isEqualTo("jackson-databind@2.8.5");
    assertThat(old.get("version").asText()).isEqualTo("2.8.5");
    assertThat(old.get("base").asText()).isEqualTo("jackson-databind");
    assertThat(old.get("artifact").asText()).isEqualTo("com.fasterxml.jackson.core:jackson-databind");
    assertThat(old.get("classpath").toString()).contains("jackson-databind-2.8.5.jar", "jackson-core-2.8.5.jar")
        .doesNotContain("jackson-databind-2.22");
  }

  /** verify gates a library version in a JVM that has it, not in its own (which has the built one). */
  @Test
  void verifyGatesAnOldVersionInAJvmWithThatVersion() {
    Cli r = Cli.run("verify", "--codecs", "jackson-databind@2.8.5", "--datasets", "person", "--all");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("jackson-databind@2.8.5 runs Jackson databind 2.8.5, so it is gated in a JVM with that version")
        .contains("1 pairs round-trip exactly");
    Cli missing = Cli.run("verify", "--codecs", "gson@0.0.0.1", "--datasets", "person");
    assertThat(missing.exit).as(missing.toString()).isEqualTo(2);
    assertThat(missing.err).contains("com.google.code.gson:gson:0.0.0.1 cannot be resolved");
  }

  /** verify --jvm 17,25 gates every codec on each JDK, as run measures it on each. */
  @Test
  void verifyOnTwoJdksGatesEveryCodecOnEach() {
    assumeTrue(Files.isExecutable(JDK25.resolve("bin/java")), "JDK 25 is not installed at " + JDK25);
    Cli r = Cli.run("verify", "--jvm", "17," + JDK25, "--codecs", "gson", "--datasets", "person", "--all");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("gson@jdk17", "gson@jdk25", "2 pairs round-trip exactly");
    Cli empty = Cli.run("verify", "--jvm", "17,", "--codecs", "gson", "--datasets", "person");
    assertThat(empty.exit).as(empty.toString()).isEqualTo(2);
    assertThat(empty.err).contains("--jvm 17, has an empty entry");
  }

  @Test
  void aVersionThatDoesNotExistOrAJdkNotInTheRunIsAUsageError() {
    Cli missing = Cli.run("run", "--dry-run", "--codecs", "gson@0.0.0.1", "--datasets", "person");
    assertThat(missing.exit).as(missing.toString()).isEqualTo(2);
    assertThat(missing.err).contains("com.google.code.gson:gson:0.0.0.1 cannot be resolved");
    Cli jdk = Cli.run("run", "--dry-run", "--codecs", "gson@jdk99", "--datasets", "person");
    assertThat(jdk.exit).as(jdk.toString()).isEqualTo(2);
    assertThat(jdk.err).contains("codec gson@jdk99 names JDK 99, which is not one of this run's (17)", "--jvm");
    Cli bad = Cli.run("run", "--dry-run", "--codecs", "gson@", "--datasets", "person");
    assertThat(bad.exit).as(bad.toString()).isEqualTo(2);
    assertThat(bad.err).contains("CODEC@VERSION");
  }
}
