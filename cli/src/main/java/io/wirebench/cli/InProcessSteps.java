package io.wirebench.cli;

import io.wirebench.core.BadInputException;
import io.wirebench.core.CodecVariant;
import io.wirebench.core.Codecs;
import io.wirebench.core.Family;
import io.wirebench.core.Names;
import io.wirebench.records.SavedRun;
import io.wirebench.report.HtmlReport;
import io.wirebench.study.StudyDriver;
import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;

/**
 * A study's steps as the commands they are, run in this process: checked by the command line's own
 * parser before anything runs, run through {@link Main#run}, and presented by the report that
 * {@code report} writes, with the study's section first.
 */
final class InProcessSteps implements StudyDriver.Steps {
  private final java.io.PrintStream out;
  private final java.io.PrintStream err;

  /** Steps that print to {@code out} and {@code err}, as the study itself does. */
  InProcessSteps(java.io.PrintStream out, java.io.PrintStream err) {
    this.out = out;
    this.err = err;
  }

  @Override public String refusal(List<String> args) {
    try {
      Main.commandLine(InputStream.nullInputStream(), out, err).parseArgs(args.toArray(String[]::new));
      return null;
    } catch (CommandLine.ParameterException e) {
      return e.getMessage().lines().findFirst().orElse("") + " (in: " + String.join(" ", args) + ")";
    }
  }

  @Override public int run(List<String> args) {
    return Main.run(args.toArray(String[]::new), InputStream.nullInputStream(), out, err);
  }

  @Override public void report(List<Path> dirs, String preface, Path file) throws IOException {
    List<SavedRun> saved = new ArrayList<>();
    for (Path d : dirs) saved.add(SavedRun.read(d));
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
      new HtmlReport(ReportCommand.docsHref(file), preface).export(saved, w);
    }
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
  }

  /** Why a study's codec id cannot be measured, or null: a codec, a variant of one, or a family name. */
  static String codecProblem(Codecs registry, String id) {
    if (Arrays.stream(Family.values()).anyMatch(f -> f.label().equals(id))) return null;
    try {
      if (registry.find(id).isPresent()) return null;
      String base = id.contains("@") ? CodecVariant.parse(id).base() : id;
      String closest = Names.closest(base, registry.allIds(base.contains("+")));
      return "no codec has that id" + (closest == null ? "" : "; did you mean '" + closest + "'?")
          + " ('wirebench list codecs' names them)";
    } catch (BadInputException e) {
      return e.getMessage();
    }
  }
}
