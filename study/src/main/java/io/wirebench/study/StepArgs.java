package io.wirebench.study;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The command line of a step: the command, its selection, the study's profile and classes, and its
 * directory. A step is an ordinary wirebench command, so its result directory is an ordinary one,
 * and the line is printed in the plan for anyone to rerun alone.
 */
public final class StepArgs {
  /** The commands a step may run: the ones that write a result directory with run.json. */
  public static final List<String> COMMANDS = List.of("run", "files", "selfcheck", "overhead", "sizes", "memory",
      "http", "check");
  /** The speed commands: they take a profile and fixed forks and iterations. */
  static final List<String> SPEED = List.of("run", "files", "selfcheck", "overhead");
  /** The commands that take the user's classes ({@code check} in its hostile, unsafe-types and interop matrices). */
  static final List<String> TAKE_CLASSES = List.of("run", "files", "sizes", "memory", "http", "check");
  /** The commands with a dry run (a plan and an estimated time, nothing measured). */
  static final List<String> DRY_RUN = List.of("run", "files", "selfcheck", "overhead", "memory", "http");

  private StepArgs() {}

  /**
   * The arguments of a step, without the program's name.
   *
   * @param base the directory the study's relative paths start from (the study file's)
   * @param out the step's result directory (null: none, for a dry run)
   */
  public static List<String> of(StudyFile study, StudyFile.Step step, Path base, Path out, boolean dryRun) {
    String command = step.command().text();
    List<String> a = new ArrayList<>(List.of(command));
    if (step.matrix() != null) a.add(step.matrix());
    if (step.codecs() != null) add(a, "--codecs", step.codecs().stream().map(Word::text).toList());
    add(a, "--datasets", step.datasets());
    add(a, command.equals("http") ? "--methods" : "--ops", step.ops() == null ? null
        : step.ops().stream().map(o -> command.equals("http") ? o.toUpperCase(Locale.ROOT) : o).toList());
    add(a, "--targets", step.targets());
    add(a, "--jvm", step.jvm());
    if (SPEED.contains(command)) {
      String profile = step.profile() != null ? step.profile() : study.profile();
      if (profile != null) a.addAll(List.of("--profile", profile));
      settings(a, step.settings() != null ? step.settings() : study.settings());
    }
    StudyFile.Classes c = study.classes();
    if (c != null && TAKE_CLASSES.contains(command)) {
      if (c.classpath() != null && !c.classpath().isEmpty()) {
        a.addAll(List.of("--classpath", String.join(File.pathSeparator,
            c.classpath().stream().map(p -> base.resolve(p.text()).toString()).toList())));
      }
      if (c.className() != null) a.addAll(List.of("--class", c.className().text()));
      if (c.data() != null) a.addAll(List.of("--data", base.resolve(c.data().text()).toString()));
    }
    if (step.options() != null) a.addAll(step.options());
    if (out != null) a.addAll(List.of(command.equals("sizes") ? "--run-dir" : "--out", out.toString()));
    if (dryRun && DRY_RUN.contains(command)) a.add("--dry-run");
    return a;
  }

  private static void settings(List<String> a, StudyFile.Settings s) {
    if (s == null) return;
    if (s.forks() != null) a.addAll(List.of("--forks", s.forks().toString()));
    if (s.warmupIterations() != null) a.addAll(List.of("--warmup-iterations", s.warmupIterations().toString()));
    if (s.iterations() != null) a.addAll(List.of("--iterations", s.iterations().toString()));
    if (s.iterationMs() != null) a.addAll(List.of("--iteration-ms", s.iterationMs().toString()));
    if (s.timeBudget() != null) a.addAll(List.of("--time-budget", s.timeBudget()));
  }

  private static void add(List<String> a, String option, List<String> values) {
    if (values != null && !values.isEmpty()) a.addAll(List.of(option, String.join(",", values)));
  }

  /** The line as a shell takes it, for the plan: {@code wirebench run --codecs ...}. */
  public static String shell(List<String> args) {
    StringBuilder b = new StringBuilder("./wirebench");
    for (String s : args) {
      b.append(' ').append(s.matches("[A-Za-z0-9._:,/+=@%-]+") ? s : "'" + s.replace("'", "'\\''") + "'");
    }
    return b.toString();
  }
}
