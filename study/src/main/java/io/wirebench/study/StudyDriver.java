package io.wirebench.study;

import io.wirebench.core.BadInputException;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a study: checks every step's command line before anything runs, then runs each step as the
 * ordinary wirebench command into a sub-directory of one study directory, and writes one report
 * (report.html over every step's result, with the published-vs-measured section first, and
 * study.md). With {@code against}, each step is compared with the same step of an earlier study
 * directory by {@code compare}'s verdicts, so that a study doubles as a CI check.
 */
public final class StudyDriver {
  /** How the driver reaches the commands: in this process, through the command line's own parser. */
  public interface Steps {
    /** Why the command line would be refused (an unknown option, a malformed value), or null; runs nothing. */
    String refusal(List<String> args);

    /** Runs the command line; its exit code. */
    int run(List<String> args);

    /** Writes one HTML report of the result directories, opening with {@code preface}. */
    void report(List<Path> dirs, String preface, Path file) throws IOException;
  }

  /**
   * What to do.
   *
   * @param out the study's result directory (new, or empty)
   * @param against an earlier study directory to compare each step with, or null
   * @param failOnRegression {@code compare}'s threshold for {@code against}
   */
  public record Request(Path file, StudyFile study, Path out, boolean dryRun, Path against, String failOnRegression) {}

  private StudyDriver() {}

  /** Runs the study; its exit code: 0 done, 1 a step failed or a regression against the earlier result. */
  public static int run(Request r, Steps steps, PrintWriter out) throws IOException {
    StudyFile study = r.study();
    Path base = r.file().toAbsolutePath().getParent();
    Map<StudyFile.Step, List<String>> lines = new LinkedHashMap<>();
    for (StudyFile.Step s : study.steps()) {
      List<String> args = StepArgs.of(study, s, base, r.dryRun() ? null : r.out().resolve(s.name().text()), r.dryRun());
      String refusal = s.unsupported() != null ? null : steps.refusal(args);
      if (refusal != null) {
        throw new BadInputException(r.file() + ":" + s.name().line() + ": step '" + s.name() + "': " + refusal);
      }
      lines.put(s, args);
    }
    if (r.against() != null && !Files.isDirectory(r.against())) {
      throw new BadInputException("--against " + r.against() + " is not a directory; give an earlier study's result "
          + "directory (the one 'wirebench study' printed)");
    }
    out.println("study " + study.study() + ": " + study.question().strip());
    out.println("time here: " + (study.timeHere() == null ? "not yet measured" : study.timeHere().strip()));
    int i = 0;
    for (var e : lines.entrySet()) {
      StudyFile.Step s = e.getKey();
      // the line to rerun the step alone: without the dry run's flag
      List<String> alone = StepArgs.of(study, s, base, r.dryRun() ? null : r.out().resolve(s.name().text()), false);
      out.println("  [" + ++i + "/" + lines.size() + "] " + s.name() + ": " + (s.unsupported() != null
          ? "unsupported, not run: " + s.unsupported().strip() : StepArgs.shell(alone)));
      if (s.note() != null) out.println("        " + s.note().strip());
    }
    for (StudyFile.Table t : study.tables()) out.println("  published: " + t.table() + " (" + t.rows().size() + " rows)");
    out.flush();
    return r.dryRun() ? dryRun(lines, steps, out) : measure(r, lines, steps, out);
  }

  private static int dryRun(Map<StudyFile.Step, List<String>> lines, Steps steps, PrintWriter out) {
    int worst = 0;
    for (var e : lines.entrySet()) {
      StudyFile.Step s = e.getKey();
      if (s.unsupported() != null) continue;
      out.println();
      out.println("step " + s.name() + ":");
      out.flush();
      if (StepArgs.DRY_RUN.contains(s.command().text())) {
        worst = Math.max(worst, steps.run(e.getValue()));
        if (s.command().text().equals("memory")) {
          out.println("  memory estimates no time: each cell is one JVM per probe (--max-probes, 8 by default), each "
              + "making the data set and writing it once");
        }
      } else {
        out.println("  " + s.command() + " has no dry run; " + (s.command().text().equals("sizes")
            ? "it gates and sizes in seconds to a minute" : "a check runs each row in a bounded JVM: minutes"));
      }
    }
    out.flush();
    return worst;
  }

  private static int measure(Request r, Map<StudyFile.Step, List<String>> lines, Steps steps, PrintWriter out)
      throws IOException {
    Path dir = r.out();
    if (Files.isDirectory(dir)) {
      try (var entries = Files.list(dir)) {
        if (entries.findAny().isPresent()) {
          throw new BadInputException("--out " + dir + " is not empty; give a new directory, results are never overwritten");
        }
      }
    }
    Files.createDirectories(dir);
    Files.copy(r.file(), dir.resolve("study" + extension(r.file())));
    List<StudyReport.StepOutcome> outcomes = new ArrayList<>();
    Map<String, RunRecord> records = new LinkedHashMap<>();
    List<Path> dirs = new ArrayList<>();
    boolean failed = false;
    for (var e : lines.entrySet()) {
      StudyFile.Step s = e.getKey();
      String command = StepArgs.shell(e.getValue());
      if (s.unsupported() != null) {
        outcomes.add(new StudyReport.StepOutcome(s.name().text(), command, "unsupported: " + s.unsupported().strip()));
        continue;
      }
      out.println();
      out.println("step " + s.name() + ": " + command);
      out.flush();
      int exit = steps.run(e.getValue());
      failed |= exit != 0;
      Path stepDir = dir.resolve(s.name().text());
      if (Files.isDirectory(stepDir) && SavedRun.kindOf(stepDir) != null) {
        records.put(s.name().text(), SavedRun.read(stepDir).record());
        dirs.add(stepDir);
      }
      outcomes.add(new StudyReport.StepOutcome(s.name().text(), command, exit == 0 ? "done" : "failed (exit " + exit + ")"));
    }
    StudyReport report = new StudyReport(r.study(), outcomes, PublishedVsMeasured.judge(r.study(), records::get));
    // the files first: what the steps measured is on disk before anything is printed
    Files.writeString(dir.resolve("study.md"), report.markdown(), StandardCharsets.UTF_8);
    io.wirebench.records.ResultFile.writeJson(dir.resolve("study.json"), report.json());
    if (!dirs.isEmpty()) steps.report(dirs, report.html(), dir.resolve("report.html"));
    report.print(out);
    out.println();
    out.println("results: " + dir + " (a directory per step, study.md, study.json" + (dirs.isEmpty() ? ""
        : ", report.html") + ")");
    out.flush();
    boolean regressed = r.against() != null && regressed(r, records.keySet(), steps, out);
    return failed || regressed ? 1 : 0;
  }

  /** Compares each step with the earlier study's; true when {@code compare} found a regression in any. */
  private static boolean regressed(Request r, Iterable<String> names, Steps steps, PrintWriter out) {
    boolean any = false;
    for (String name : names) {
      Path before = r.against().resolve(name);
      out.println();
      if (SavedRun.kindOf(before) == null) {
        out.println("step " + name + ": " + r.against() + " has no result for it; not compared");
        continue;
      }
      out.println("step " + name + " against " + before + ":");
      out.flush();
      any |= steps.run(List.of("compare", before.toString(), r.out().resolve(name).toString(), "--fail-on-regression",
          r.failOnRegression())) == 1;
    }
    out.println(any ? "regression against " + r.against() : "no regression against " + r.against());
    out.flush();
    return any;
  }

  private static String extension(Path file) {
    String n = file.getFileName().toString();
    return n.endsWith(".yml") ? ".yml" : ".yaml";
  }
}
