package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.core.Codecs;
import io.wirebench.core.UserClasses;
import io.wirebench.study.StepArgs;
import io.wirebench.study.StudyFile;
import io.wirebench.study.StudyReader;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code wirebench study}: --init on a user's model compiled here writes a file that {@code study}
 * runs (at the smallest settings: every kind in one directory, one report, a published table judged),
 * and that --against judges as a CI check; a malformed file is refused with its line before anything
 * runs; every shipped study is valid.
 */
class StudyCommandTest {
  @TempDir Path dir;

  @AfterAll
  static void clear() {
    System.clearProperty(UserClasses.PROPERTY); // the steps set it for their children
  }

  @Test
  void initWritesAStudyOfYourClassesThatStudyRunsAndAgainstChecks() throws Exception {
    Path jar = UserJars.readingJar(dir);
    Path data = UserJars.readings(dir, 3);
    Path file = dir.resolve("mine.yaml");
    Cli init = Cli.run("study", "--init", file.toString(), "--classpath", jar.toString(), "--class", UserJars.READING,
        "--data", data.toString(), "--codecs", "jackson-databind,kryo");
    assertThat(init.exit).as(init.toString()).isZero();
    String text = Files.readString(file);
    assertThat(text).contains("class: " + UserJars.READING, "codecs: [jackson-databind, kryo]", "matrix: hostile");
    // the smallest settings, as the file's comments say how, and one published table to judge
    Files.writeString(file, text.replace("profile: quick", "profile: quick\nsettings: {forks: 1, warmup_iterations: 1, "
        + "iterations: 2, iteration_ms: 50}")
        .replace("    targets: [bytes]\n", "    targets: [bytes]\n    options: [--no-gc-profiler]\n")
        .replace("options: [--copies, \"1000\"]", "options: [--copies, \"20\", --heap, 128m, --max-probes, \"2\", "
            + "--resolution, \"4\"]")
        .replace("    matrix: hostile\n", "    matrix: hostile\n    options: [--cases, truncated]\n")
        + "published:\n  - {table: sizes, step: size, metric: raw, unit: B, reference: json, op: size, rows: [\n"
        + "      {name: json, value: 100, codec: jackson-databind}, {name: kryo, ratio: [0.1, 0.99], codec: kryo}]}\n");
    Path out = dir.resolve("first");
    Cli run = Cli.run("study", file.toString(), "--out", out.toString());
    assertThat(run.exit).as(run.toString()).isZero();
    for (String step : List.of("speed", "size", "memory", "trust")) {
      assertThat(out.resolve(step).resolve("run.json")).as(step).isRegularFile();
    }
    assertThat(run.out).contains("published vs measured: sizes");
    assertThat(Files.readString(out.resolve("study.md"))).contains("## Published vs measured", "| kryo |", "agrees");
    assertThat(Files.readString(out.resolve("report.html"))).contains("Published vs measured", "id=\"study\"");
    assertThat(Files.readString(out.resolve("study.json"))).contains("\"agreement\" : \"agrees\"");

    // a planted regression: the earlier result's kryo was smaller, so the rerun's size step regressed
    Path sizes = out.resolve("size/run.json");
    ObjectNode record = (ObjectNode) new ObjectMapper().readTree(sizes.toFile());
    record.get("cells").forEach(c -> {
      if (c.get("codec").asText().equals("kryo")) ((ObjectNode) c.get("metrics").get("raw")).put("value", 1);
    });
    new ObjectMapper().writeValue(sizes.toFile(), record);
    Path sizesOnly = Files.writeString(dir.resolve("sizes.yaml"), Files.readString(file)
        .replaceAll("(?s)steps:.*?  - name: size", "steps:\n  - name: size")
        .replaceAll("(?s)  # memory beyond.*?(?=\npublished:)", ""));
    Cli again = Cli.run("study", sizesOnly.toString(), "--out", dir.resolve("second").toString(), "--against",
        out.toString());
    assertThat(again.exit).as(again.toString()).isEqualTo(1);
    assertThat(again.out).contains("regression");
  }

  @Test
  void aMalformedFileIsRefusedWithItsLineAndNothingRuns() throws Exception {
    String good = "study: bad\nquestion: q\nsteps:\n  - name: s\n    command: sizes\n    codecs: [jackson-databind]\n";
    String[][] cases = {
        {good + "    colour: red\n", ":7: unknown key 'colour' in a step"},
        {good.replace("question: q", "question: [q, r]"), ":2: 'question' must be a single value"},
        {good.replace("[jackson-databind]", "[jackson-databind, jackson-databin]"), ":6: unknown codec 'jackson-databin'"},
        {good + "    options: [--colour, red]\n", ":4: step 's': Unknown options: '--colour', 'red'"}};
    for (String[] c : cases) {
      Path f = Files.writeString(dir.resolve("bad.yaml"), c[0]);
      Path out = dir.resolve("never");
      Cli r = Cli.run("study", f.toString(), "--out", out.toString());
      assertThat(r.exit).as(r.toString()).isEqualTo(2);
      assertThat(r.err).contains(f + c[1]);
      assertThat(out).doesNotExist();
    }
  }

  /** The study files the README and docs/studies.md show are studies this version reads. */
  @Test
  void theDocumentedStudyFilesAreValid() throws Exception {
    Codecs registry = Codecs.load();
    Files.createDirectories(dir.resolve("target")); // the user's files docs/studies.md's example names
    Files.writeString(dir.resolve("target/app.jar"), "");
    Files.writeString(dir.resolve("orders.ndjson"), "{}");
    for (String doc : List.of("README.md", "docs/studies.md")) {
      String text = Files.readString(Path.of("..", doc));
      int start = text.indexOf("```yaml\n") + "```yaml\n".length();
      Path f = Files.writeString(dir.resolve("example.yaml"), text.substring(start, text.indexOf("```", start)));
      StudyFile study = StudyReader.read(f, id -> InProcessSteps.codecProblem(registry, id));
      assertThat(study.tables()).as(doc).isNotEmpty();
    }
  }

  @Test
  void everyShippedStudyIsValidAndEachStepsLineParses() throws Exception {
    Codecs registry = Codecs.load();
    InProcessSteps steps = new InProcessSteps(new PrintStream(PrintStream.nullOutputStream()),
        new PrintStream(PrintStream.nullOutputStream()));
    List<Path> files;
    try (Stream<Path> s = Files.list(Path.of("..", "studies"))) {
      files = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
    }
    assertThat(files).extracting(p -> p.getFileName().toString()).containsExactly("jaxrs-providers.yaml",
        "json-jmh-suite.yaml", "protocol-memory.yaml", "sbt-module-ids.yaml", "staxbind-2009.yaml");
    for (Path f : files) {
      StudyFile study = StudyReader.read(f, id -> InProcessSteps.codecProblem(registry, id));
      assertThat(study.timeHere()).as(f.toString()).isNotBlank();
      assertThat(study.tables()).as(f + ": published figures").isNotEmpty();
      for (StudyFile.Step step : study.steps()) {
        if (step.unsupported() != null) continue;
        List<String> args = StepArgs.of(study, step, f.getParent(), dir.resolve(step.name().text()), true);
        assertThat(steps.refusal(args)).as(f + " " + step.name()).isNull();
      }
    }
  }
}
