package io.wirebench.cli;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.UserClasses;
import io.wirebench.study.StudyDriver;
import io.wirebench.study.StudyFile;
import io.wirebench.study.StudyInit;
import io.wirebench.study.StudyReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code wirebench study FILE}: a study file's steps in one result directory, one report, published vs measured. */
@Command(name = "study", mixinStandardHelpOptions = true,
    description = {"Runs a study file (YAML, docs/studies.md): its question, its steps (each an ordinary wirebench "
        + "command, into a sub-directory of one result directory) and its published figures, which the report puts "
        + "beside the measured ones as ratios to a reference row, with a verdict per row (agrees, disagrees, cannot "
        + "tell). Writes study.md and report.html. The file is checked whole (unknown keys, wrong types, unknown "
        + "codecs and options are refused with their line, exit 2) before anything runs.",
        "Shipped studies: studies/*.yaml. --init writes a starting file for your classes; --against DIR compares "
        + "each step with an earlier study's (compare's verdicts; exit 1 on a regression), for CI."})
final class StudyCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "FILE", description = "The study file (with --init: the file to write).")
  Path file;

  @Option(names = "--init", description = "Write a starting study file for your classes (--classpath, --class, "
      + "--data): speed, size, memory and trust of every codec that binds them, the quick profile.")
  boolean init;

  @Mixin UserData user;

  @Option(names = "--codecs", paramLabel = "LIST",
      description = "With --init: the codecs to list (default: every codec that binds your classes).")
  String codecs;

  @Option(names = "--out", paramLabel = "DIR",
      description = "The study's result directory (default: results/study-<name>-<date-time>); new, or empty.")
  Path out;

  @Option(names = "--dry-run", description = "Check the file, print each step's command line and its own plan and "
      + "estimated time (the commands that have a dry run); measure and write nothing.")
  boolean dryRun;

  @Option(names = "--against", paramLabel = "DIR",
      description = "An earlier result directory of the same study: compare each step with it; exit 1 on a regression.")
  Path against;

  @Option(names = "--fail-on-regression", paramLabel = "PERCENT", description = "With --against: compare's threshold "
      + "(default: the file's fail_on_regression, else 5%%).")
  String failOnRegression;

  @ParentCommand Main main;
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    Codecs registry = Codecs.load();
    if (init) return init(registry);
    if (user.userClass != null || user.data != null || user.classpath != null || user.copies != null || codecs != null) {
      throw new UsageException("--classpath, --class, --data and --codecs go with --init; a study file names its "
          + "classes under 'classes' and its codecs in each step");
    }
    StudyFile study = StudyReader.read(file, id -> InProcessSteps.codecProblem(registry, id));
    String threshold = failOnRegression != null ? failOnRegression
        : study.failOnRegression() != null ? study.failOnRegression() : "5%";
    Percent.parse(threshold, "--fail-on-regression");
    Path dir = out != null ? out : Path.of("results", "study-" + study.study() + "-"
        + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    return StudyDriver.run(new StudyDriver.Request(file, study, dir, dryRun, against, threshold),
        new InProcessSteps(main.stdout, main.stderr), spec.commandLine().getOut());
  }

  /** Writes the starting file for the user's classes, and reads it back as a study must be read. */
  private int init(Codecs registry) throws IOException {
    if (user.userClass == null || user.data == null) {
      throw new UsageException("--init needs --class and --data (and --classpath for your jars): the classes the "
          + "study measures");
    }
    if (Files.exists(file)) throw new UsageException(file + " exists; give a new file name for the study");
    user.dataSet(); // checks the options together, as every command that takes them does
    List<String> ids = (codecs != null ? registry.select(codecs) : UserData.bindingCodecs(registry).stream()
        .filter(c -> UserClasses.whyNot(c).isEmpty()).toList()).stream().map(Codec::info)
        .map(i -> i.id()).toList();
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) Files.createDirectories(parent);
    Files.writeString(file, StudyInit.text(file, user.classpath, user.userClass, user.data, ids), StandardCharsets.UTF_8);
    StudyReader.read(file, id -> InProcessSteps.codecProblem(registry, id));
    var w = spec.commandLine().getOut();
    w.println("wrote " + file + " (" + ids.size() + " codecs that bind " + user.userClass + "); see its plan with "
        + "'./wirebench study " + file + " --dry-run', run it with './wirebench study " + file + "'");
    w.flush();
    return 0;
  }
}
