package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.UserClasses;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --classpath/--class/--data} beyond run and verify: files and the check matrices that have
 * a meaning for a typed class, on a meter-reading class compiled here into a jar (doubles at 6
 * decimals), each child JVM given the jar; and the commands and matrices that do not take a class
 * say why. Every run is the command's smallest. Sizes, memory, HTTP and check hostile on your class
 * are in {@link ResultKindsTest}, which runs each once for every test of the shared record.
 */
class UserClassesEverywhereTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path tmp;

  @AfterEach
  void clear() {
    System.clearProperty(UserClasses.PROPERTY); // the commands set it for their children
  }

  private List<String> yours(int values, String... more) throws Exception {
    List<String> args = new ArrayList<>(List.of("--classpath", UserJars.readingJar(tmp).toString(), "--class",
        UserJars.READING, "--data", UserJars.readings(tmp, values).toString()));
    args.addAll(List.of(more));
    return args;
  }

  private static Cli cli(String command, List<String> args, String... first) {
    List<String> all = new ArrayList<>(List.of(command));
    all.addAll(List.of(first));
    all.addAll(args);
    return Cli.run(all.toArray(String[]::new));
  }

  @Test
  void filesSavesAndLoadsYourClass() throws Exception {
    Path out = tmp.resolve("files");
    Cli r = cli("files", yours(20, "--codecs", "kryo,protobuf", "--forks", "1", "--warmup-iterations", "1",
        "--iterations", "1", "--iteration-ms", "50", "--no-gc-profiler", "--out", out.toString()));
    assertThat(r.exit).as(r.toString()).isZero();
    String id = UserJars.id(tmp.resolve("readings.ndjson"));
    assertThat(r.out).contains("not measured: protobuf on " + id).contains("file experiment")
        .containsPattern("(?m)^  " + java.util.regex.Pattern.quote(id) + " +kryo +[0-9,]+ ");
  }

  @Test
  void unsafeTypesBindsWirebenchsCodecsToYourClass() throws Exception {
    Cli unsafe = cli("check", yours(3, "--codecs", "kryo", "--cases", "root", "--out", tmp.resolve("unsafe").toString()),
        "unsafe-types");
    assertThat(unsafe.exit).as(unsafe.toString()).isZero();
    assertThat(unsafe.out).contains("bound to your Reading and to an untyped document")
        .contains("wirebench's own configurations: no canary instantiated.");
  }

  @Test
  void checkInteropAddsYourValuesAsADataSetAndConformanceSaysWhyItTakesNoClass() throws Exception {
    Path out = tmp.resolve("interop");
    // XML: no peer of another language reads it, so two rows and two cases (JSON would start node and python)
    Cli r = cli("check", yours(3, "--codecs", "jackson-xml,xstream", "--out", out.toString()), "interop");
    assertThat(r.exit).as(r.toString()).isZero();
    String id = UserJars.id(tmp.resolve("readings.ndjson"));
    JsonNode checks = JSON.readTree(out.resolve("checks.json").toFile());
    List<String> verdicts = new ArrayList<>();
    checks.get("verdicts").forEach(v -> verdicts.add(v.get("row").asText() + " <- " + v.get("caseId").asText() + ": "
        + v.get("outcome").asText()));
    assertThat(verdicts).contains("jackson-xml <- jackson-xml/" + id + ": PASS", "xstream <- xstream/" + id + ": PASS",
        "jackson-xml <- xstream/" + id + ": PASS");
    assertThat(verdicts).hasSize(4);
    Cli conformance = cli("check", yours(3), "conformance");
    assertThat(conformance.exit).isEqualTo(2);
    assertThat(conformance.err).contains("check conformance does not take your classes", "--corpus");
  }

  @Test
  void listAndTheCommandsThatTakeNoClassSayWhy() throws Exception {
    Cli list = Cli.run("list", "codecs");
    assertThat(list.exit).as(list.toString()).isZero();
    assertThat(list.out).contains("Your own classes (--classpath/--class/--data, in run, verify, sizes, files, memory, "
        + "http, coldstart, check hostile|unsafe-types|interop)").containsPattern("bound at run time by [0-9]+ codecs: .*kryo")
        .containsPattern("dsl-json[^\\n]*: needs code generated or written ahead of time")
        .contains("encode: ");
    Cli encode = cli("encode", yours(1), "--codec", "gson", "--dataset", "person");
    assertThat(encode.exit).isEqualTo(2);
    assertThat(encode.err).contains("it does not take your classes:");
  }
}
