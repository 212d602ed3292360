package io.wirebench.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A study file is refused with its line for an unknown key, a wrong type, an unknown codec or step. */
class StudyReaderTest {
  private static final Set<String> KNOWN = Set.of("jackson-databind", "gson", "kryo");
  @TempDir Path dir;

  private static final String GOOD = """
      study: tiny
      question: Is gson slower than jackson here?
      profile: quick
      settings: {forks: 1, iterations: 2}
      steps:
        - name: speed
          command: run
          codecs: [jackson-databind, gson]
          ops: [write]
      published:
        - table: t
          step: speed
          metric: throughput
          unit: ops/s
          reference: Jackson
          rows:
            - {name: Jackson, value: 100, codec: jackson-databind}
            - {name: Gson, ratio: [0.05, 0.2], codec: gson}
      """;

  private StudyFile read(String text) throws Exception {
    Path f = Files.writeString(dir.resolve("s.yaml"), text);
    return StudyReader.read(f, id -> KNOWN.contains(id) ? null : "no codec has that id");
  }

  @Test
  void aGoodFileReadsWithEveryNameOnItsLine() throws Exception {
    StudyFile s = read(GOOD);
    assertThat(s.steps()).hasSize(1);
    assertThat(s.steps().get(0).codecs()).extracting(Word::line).containsExactly(8, 8);
    assertThat(s.tables().get(0).rows().get(1).ratio()).containsExactly(0.05, 0.2);
    assertThat(StepArgs.of(s, s.steps().get(0), dir, dir.resolve("out"), false)).containsExactly("run", "--codecs",
        "jackson-databind,gson", "--ops", "write", "--profile", "quick", "--forks", "1", "--iterations", "2", "--out",
        dir.resolve("out").toString());
  }

  @Test
  void anUnknownKeyIsRefusedWithItsLineAndTheKeysThatExist() {
    assertThatThrownBy(() -> read(GOOD.replace("    ops: [write]", "    ops: [write]\n    forkz: 3")))
        .isInstanceOf(BadInputException.class).hasMessageContaining("s.yaml:10: unknown key 'forkz' in a step")
        .hasMessageContaining("codecs");
  }

  @Test
  void aWrongTypeIsRefusedWithItsLine() {
    assertThatThrownBy(() -> read(GOOD.replace("settings: {forks: 1, iterations: 2}", "settings: {forks: many}")))
        .isInstanceOf(BadInputException.class).hasMessageContaining("s.yaml:4: 'settings.forks' must be a number");
    assertThatThrownBy(() -> read(GOOD.replace("codecs: [jackson-databind, gson]", "codecs: {a: b}")))
        .hasMessageContaining("s.yaml:8:").hasMessageContaining("must be a list");
  }

  @Test
  void anUnknownCodecIsRefusedWithItsLine() {
    assertThatThrownBy(() -> read(GOOD.replace("codecs: [jackson-databind, gson]", "codecs: [jackson-databind,\n    gsn]")))
        .isInstanceOf(BadInputException.class).hasMessageContaining("s.yaml:9: unknown codec 'gsn'");
  }

  @Test
  void aTableOfAStepThatDoesNotExistOrAMissingReferenceIsRefused() {
    assertThatThrownBy(() -> read(GOOD.replace("step: speed", "step: sped")))
        .hasMessageContaining("s.yaml:12: no step is named 'sped'");
    assertThatThrownBy(() -> read(GOOD.replace("reference: Jackson", "reference: Jakson")))
        .hasMessageContaining("s.yaml:15: reference 'Jakson' is no row");
    assertThatThrownBy(() -> read(GOOD.replace("command: run", "command: walk")))
        .hasMessageContaining("s.yaml:7: unknown command 'walk'");
  }

  @Test
  void malformedYamlIsRefusedWithItsLine() {
    assertThatThrownBy(() -> read(GOOD.replace("question: Is", "question: \"Is")))
        .isInstanceOf(BadInputException.class).hasMessageContaining("not valid YAML");
  }

  @Test
  void theInitFileOfAUsersClassReadsBack() throws Exception {
    Path f = dir.resolve("mine.yaml");
    Files.writeString(dir.resolve("app.jar"), "");
    Files.writeString(dir.resolve("orders.ndjson"), "{}");
    Files.writeString(f, StudyInit.text(f, dir.resolve("app.jar").toString(), "com.acme.Order",
        dir.resolve("orders.ndjson"), List.of("jackson-databind", "kryo")));
    StudyFile s = StudyReader.read(f, id -> KNOWN.contains(id) ? null : "unknown");
    assertThat(s.classes().className().text()).isEqualTo("com.acme.Order");
    assertThat(s.steps()).extracting(st -> st.command().text()).containsExactly("run", "sizes", "memory", "check");
    assertThat(StepArgs.of(s, s.steps().get(1), dir, null, false)).contains("--classpath",
        dir.resolve("app.jar").toString(), "--class", "com.acme.Order", "--data", dir.resolve("orders.ndjson").toString());
    Files.delete(dir.resolve("orders.ndjson"));
    assertThatThrownBy(() -> StudyReader.read(f, id -> null)).hasMessageContaining("mine.yaml:16: 'classes' names "
        + "orders.ndjson, which is not there");
  }
}
