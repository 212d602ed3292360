package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wirebench.analysis.Pair;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.core.NativeTargets;
import io.wirebench.core.Verdict;
import io.wirebench.harness.JvmInfo;
import io.wirebench.speed.CellRunner;
import io.wirebench.speed.ForkGate;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The gate run in the forks' JVM, for a codec that cannot run in wirebench's own. */
class ForkGateTest {
  private static final Path JDK25 = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");

  @Test
  void aChildJvmGivesTheSameVerdictsAndNativeTargetsAsThisOne() {
    Codec gson = Codecs.load().require("gson");
    List<DataSet<?>> datasets = List.of(DataSets.require("person"), DataSets.require("module-ids-sparse"));
    JvmInfo here = JvmInfo.current();
    ForkGate.Result r = ForkGate.check(here, CellRunner.commonFlags(here, List.of()), gson, datasets);
    assertThat(r.verdicts()).extracting(Verdict::status).containsExactly(Verdict.Status.PASS, Verdict.Status.PASS);
    for (DataSet<?> ds : datasets) {
      assertThat(r.natives().get(new Pair("gson", ds.id()))).isEqualTo(NativeTargets.of(gson.bind(ds)));
    }
  }

  @Test
  void aChildChecksTheAccessAndPartialReadsAndReportsHowTheBindingReads() {
    Codec streaming = Codecs.load().require("jackson-streaming");
    JvmInfo here = JvmInfo.current();
    List<String> flags = new java.util.ArrayList<>(CellRunner.commonFlags(here, List.of()));
    flags.add(ForkGate.OPS_PROPERTY + "access,partial");
    ForkGate.Result r = ForkGate.check(here, flags, streaming, List.of(DataSets.require("dbdata:1000")));
    assertThat(r.verdicts()).extracting(Verdict::status).containsExactly(Verdict.Status.PASS);
    NativeTargets n = r.natives().get(new Pair("jackson-streaming", "dbdata:1000"));
    assertThat(n.access()).isTrue();
    assertThat(n.partialMethod()).isEqualTo("Jackson streaming, skipChildren");
    assertThat(r.opFailures()).isEmpty();
  }

  /** A codec the child's registry does not know: the child fails, and every pair says why. */
  @Test
  void aChildThatFailsMakesEveryPairUnavailableWithItsLastWords() {
    Codec stranger = new Codec() {
      @Override public CodecInfo info() {
        return CodecInfo.builder("not-registered").library("test", "1").text("JSON", "application/json", Family.JSON)
            .binding(BindingStyle.POJO).config("test").build();
      }

      @Override public Binding<?> bind(DataSet<?> d) {
        return new Binding<Object>(d, d.value()) {
          @Override public void write(Object v, OutputStream out) {}

          @Override public Object read(InputStream in) {
            return null;
          }
        };
      }
    };
    JvmInfo here = JvmInfo.current();
    ForkGate.Result r = ForkGate.check(here, List.of(), stranger, List.of(DataSets.require("person")));
    assertThat(r.natives()).isEmpty();
    assertThat(r.verdicts()).singleElement().satisfies(v -> {
      assertThat(v.status()).isEqualTo(Verdict.Status.UNAVAILABLE);
      assertThat(v.message()).contains("the gate in the forks' JVM", "exited with 1", "not-registered");
    });
  }

  @Test
  void aFeatureReleaseNamesTheJdkOfThatRelease() throws Exception {
    Path dir = Files.createTempDirectory("jvms");
    Files.createDirectories(dir.resolve("jdk-a"));
    Files.writeString(dir.resolve("jdk-a/release"), "JAVA_VERSION_DATE=\"2025-04-15\"\nJAVA_VERSION=\"17.0.15\"\n");
    Files.createDirectories(dir.resolve("jdk-b"));
    Files.writeString(dir.resolve("jdk-b/release"), "JAVA_VERSION=\"25.0.3\"\n");
    assertThat(JvmInfo.installed(25, dir)).isEqualTo(dir.resolve("jdk-b"));
    assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> JvmInfo.installed(21, dir)))
        .hasMessageContaining("--jvm 21: no JDK 21 in " + dir).hasMessageContaining("found 17 (" + dir.resolve("jdk-a"));
  }

  /**
   * simdjson-java cannot run on the JDK 17 this CLI runs on, but the forks' JDK 25 can run it: the
   * plan must hold its read cells, gated there, and no write cell.
   */
  @Test
  void simdjsonIsGatedAndPlannedOnTheForksJdk() {
    assumeTrue(Runtime.version().feature() < 24, "this JVM runs simdjson-java itself");
    assumeTrue(Files.isExecutable(JDK25.resolve("bin/java")), "no JDK 25 at " + JDK25);
    Cli r = Cli.run("run", "--dry-run", "--jvm", "25", "--codecs", "simdjson-java", "--datasets", "person,dbdata",
        "--ops", "read,write", "--no-baseline");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("simdjson-java cannot run in this JVM", "gated in the forks' JVM (25.",
        "2 pairs round-trip exactly", "read bytes · simdjson-java · person", "read bytes · simdjson-java · dbdata",
        "simdjson-java on person, dbdata (write bytes): read only");
  }

  @Test
  void verifyGatesSimdjsonOnTheJdkItIsGivenAndRefusesAReleaseThatIsNotInstalled() {
    assumeTrue(Runtime.version().feature() < 24, "this JVM runs simdjson-java itself");
    assumeTrue(Files.isExecutable(JDK25.resolve("bin/java")), "no JDK 25 at " + JDK25);
    Cli ok = Cli.run("verify", "--jvm", JDK25.toString(), "--codecs", "simdjson-java", "--datasets", "person");
    assertThat(ok.exit).as(ok.toString()).isZero();
    assertThat(ok.out).contains("1 pairs round-trip exactly, 0 failed, 0 gaps (data set not modelled), 0 unavailable");
    Cli here = Cli.run("verify", "--codecs", "simdjson-java", "--datasets", "person");
    assertThat(here.out).as(here.toString()).contains("0 pairs round-trip exactly", "1 unavailable", "--jvm 25");
    Cli bad = Cli.run("verify", "--jvm", "99", "--codecs", "gson", "--datasets", "person");
    assertThat(bad.exit).isEqualTo(2);
    assertThat(bad.err).contains("--jvm 99: no JDK 99 in /usr/lib/jvm");
  }
}
