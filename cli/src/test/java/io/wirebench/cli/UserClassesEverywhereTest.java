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
 * {@code --classpath/--class/--data} beyond run and verify: sizes, files, memory, http and the
 * check matrices that have a meaning for a typed class, each on a meter-reading class compiled here
 * into a jar (doubles at 6 decimals), each child JVM given the jar; and the commands and matrices
 * that do not take a class say why. Every run is the command's smallest.
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
  void sizesGatesAndSizesYourClassInAJvmWithYourJarAndNamesTheCodecsThatCannotBindIt() throws Exception {
    Path out = tmp.resolve("sizes.json");
    Cli r = cli("sizes", yours(20, "--codecs", "gson,kryo,java-serialization,dsl-json", "--out", out.toString(),
        "--run-dir", tmp.resolve("sizes-run").toString()));
    assertThat(r.exit).as(r.toString()).isZero();
    String id = UserJars.id(tmp.resolve("readings.ndjson"));
    assertThat(r.out).contains("kryo is gated in a JVM with your classes on its class path", id + " (bytes")
        .contains("not sized: dsl-json on " + id + ": gap: needs code generated or written ahead of time");
    List<String> sized = new ArrayList<>();
    JSON.readTree(out.toFile()).get("sizes").forEach(s -> sized.add(s.get("codec").asText()));
    // the reference JSON too, for the VS JSON column
    assertThat(sized).containsExactlyInAnyOrder("gson", "kryo", "java-serialization", "jackson-databind");
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
  void memoryMeasuresCopiesOfYourValuesInChildrenThatHaveYourJar() throws Exception {
    Path out = tmp.resolve("memory");
    Cli r = cli("memory", yours(10, "--copies", "50", "--codecs", "jackson-databind,dsl-json", "--ops", "write",
        "--targets", "discard", "--heap", "128m", "--max-probes", "2", "--resolution", "4", "--out", out.toString()));
    assertThat(r.exit).as(r.toString()).isZero();
    String id = "class:" + UserJars.READING + "*50:" + tmp.resolve("readings.ndjson").toAbsolutePath().normalize();
    assertThat(r.out).contains("jackson-databind · " + id + " · write discard").contains("MiB beyond input");
    JsonNode m = JSON.readTree(out.resolve("memory.json").toFile());
    List<String> statuses = new ArrayList<>();
    m.get("cells").forEach(c -> statuses.add(c.get("codec").asText() + " " + c.get("status").asText()));
    assertThat(statuses).containsExactlyInAnyOrder("jackson-databind measured", "dsl-json gap");
    assertThat(Files.readString(out.resolve("memory.json"))).contains("needs code generated");
  }

  @Test
  void httpServesYourClassWithTheGenericProviderFromAServerWithYourJar() throws Exception {
    Path out = tmp.resolve("http");
    Cli r = cli("http", yours(5, "--codecs", "kryo,dsl-json", "--methods", "GET,POST", "--driver", "jvm", "--rate",
        "100", "--connections", "1", "--warmup", "200ms", "--duration", "300ms", "--seed", "3",
        "--out", out.toString()));
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("round-trip gate: dsl-json on").contains("needs code generated");
    JsonNode json = JSON.readTree(out.resolve("http.json").toFile());
    List<String> cells = new ArrayList<>();
    json.get("cells").forEach(c -> cells.add(c.get("method").asText() + " " + c.get("row").asText() + " "
        + c.get("status").asText()));
    assertThat(cells).contains("GET codec:kryo measured", "POST codec:kryo measured", "GET raw:kryo measured",
        "GET codec:dsl-json not served");
  }

  @Test
  void checkHostileReadsItsInputsAsYourClassAndUnsafeTypesBindsWirebenchsCodecsToIt() throws Exception {
    Cli hostile = cli("check", yours(3, "--codecs", "jackson-databind,dsl-json,gson-untyped", "--cases",
        "truncated,float-1\\.5e300,lone-surrogate", "--details", "--out", tmp.resolve("hostile").toString()), "hostile");
    assertThat(hostile.exit).as(hostile.toString()).isZero();
    assertThat(hostile.out).contains("typed (Reading.sensor)").contains("typed (Reading.lat)")
        .contains("needs code generated").contains("gson-untyped reads untyped values, not classes");
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
        + "http, check hostile|unsafe-types|interop)").containsPattern("bound at run time by [0-9]+ codecs: .*kryo")
        .containsPattern("dsl-json[^\\n]*: needs code generated or written ahead of time")
        .contains("encode: ");
    Cli encode = cli("encode", yours(1), "--codec", "gson", "--dataset", "person");
    assertThat(encode.exit).isEqualTo(2);
    assertThat(encode.err).contains("it does not take your classes:");
  }
}
