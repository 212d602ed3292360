package io.wirebench.study;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The starting study file for a user's classes ({@code wirebench study --init}): speed, size,
 * memory and trust of every codec that binds them, the quick profile, and comments that say what
 * to change. Written as text, so that the comments stay where a reader needs them.
 */
public final class StudyInit {
  private StudyInit() {}

  /**
   * The file's text.
   *
   * @param file where it will be written (paths in it are relative to its directory)
   * @param classpath the user's class path ({@code --classpath}: entries separated by the path separator), or null
   * @param codecs the codecs that bind the class
   */
  public static String text(Path file, String classpath, String className, Path data, List<String> codecs) {
    Path dir = file.toAbsolutePath().getParent();
    List<String> entries = new ArrayList<>();
    if (classpath != null) for (String e : classpath.split(File.pathSeparator)) entries.add(quote(relative(dir, Path.of(e))));
    String simple = className.substring(className.lastIndexOf('.') + 1);
    String list = "[" + String.join(", ", codecs) + "]";
    return "# A wirebench study (docs/studies.md), written by 'wirebench study --init' for " + className + ".\n"
        + "# Run it:          ./wirebench study " + file.getFileName() + "\n"
        + "# See the plan:    ./wirebench study " + file.getFileName() + " --dry-run\n"
        + "# Check it in CI:  ./wirebench study " + file.getFileName() + " --against results/<an earlier study>\n"
        + "# How long it takes here: not yet measured (the dry run estimates the speed step).\n"
        + "study: " + quote(simple.toLowerCase(java.util.Locale.ROOT) + "-payloads") + "\n"
        + "question: " + quote("Which library should we use for our " + simple + " payloads: speed, size, memory "
            + "and trust?") + "\n"
        + "source: \"our own classes\"\n"
        + "# quick: one fork a cell, a ranking in minutes; full: 5-10 forks a cell, for publication.\n"
        + "profile: quick\n"
        + "# For a smaller run, fix forks and iterations (they apply to the speed step):\n"
        + "# settings: {forks: 1, warmup_iterations: 5, iterations: 10, iteration_ms: 100}\n"
        + "classes:\n"
        + "  classpath: [" + String.join(", ", entries) + "]\n"
        + "  class: " + className + "\n"
        + "  data: " + quote(relative(dir, data)) + "\n"
        + "steps:\n"
        + "  # the codecs that bind " + simple + " at run time ('wirebench list codecs' says why the others do not)\n"
        + "  - name: speed\n"
        + "    command: run\n"
        + "    codecs: " + list + "\n"
        + "    ops: [write, read]\n"
        + "    targets: [bytes]\n"
        + "  - name: size\n"
        + "    command: sizes\n"
        + "    codecs: " + list + "\n"
        + "  # memory beyond the input to write a list of 1,000 copies of your values (a large message)\n"
        + "  - name: memory\n"
        + "    command: memory\n"
        + "    codecs: " + list + "\n"
        + "    ops: [write]\n"
        + "    targets: [discard]\n"
        + "    options: [--copies, \"1000\"]\n"
        + "  # what each reader does with hostile input put into your class\n"
        + "  - name: trust\n"
        + "    command: check\n"
        + "    matrix: hostile\n"
        + "    codecs: " + list + "\n"
        + "# Published figures to compare with, if you have some (docs/studies.md, \"Published figures\"):\n"
        + "# published:\n"
        + "#   - table: last-release\n"
        + "#     source: \"our benchmark of 2025-01\"\n"
        + "#     step: speed\n"
        + "#     metric: throughput\n"
        + "#     unit: ops/s\n"
        + "#     reference: jackson\n"
        + "#     op: write\n"
        + "#     target: bytes\n"
        + "#     rows:\n"
        + "#       - {name: jackson, value: 100000, codec: jackson-databind}\n"
        + "#       - {name: kryo, value: 250000, codec: kryo}\n";
  }

  private static String relative(Path dir, Path p) {
    Path abs = p.toAbsolutePath().normalize();
    try {
      return dir.relativize(abs).toString().replace('\\', '/');
    } catch (IllegalArgumentException e) {
      return abs.toString();
    }
  }

  private static String quote(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }
}
