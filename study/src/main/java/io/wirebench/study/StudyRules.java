package io.wirebench.study;

import io.wirebench.core.BadInputException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * What a study file must hold beyond its types: a question, steps of known commands with known
 * codecs, and published tables whose steps, reference rows and figures exist. Each refusal names
 * the file and the line, and says what to write instead.
 */
final class StudyRules {
  private final Path file;
  private final Function<String, String> codecProblem;

  StudyRules(Path file, Function<String, String> codecProblem) {
    this.file = file;
    this.codecProblem = codecProblem;
  }

  void check(StudyFile s) {
    if (s.question() == null || s.question().isBlank()) {
      throw refuse(1, "the study has no 'question'; state in a sentence what it answers");
    }
    if (s.steps() == null || s.steps().isEmpty()) throw refuse(1, "the study has no 'steps'; name at least one");
    nonNegative(s.tolerance(), 1, "tolerance");
    Map<String, StudyFile.Step> steps = new java.util.LinkedHashMap<>();
    int index = 0;
    for (StudyFile.Step step : s.steps()) {
      index++;
      Word name = step.name();
      if (name == null) {
        throw refuse(step.command() == null ? 1 : step.command().line(), "step " + index + " has no 'name'");
      }
      if (!name.text().matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
        throw refuse(name.line(), "step name '" + name + "' is not a directory name; use letters, digits, '.', '_', '-'");
      }
      if (steps.put(name.text(), step) != null) throw refuse(name.line(), "two steps are named '" + name + "'");
      step(step);
    }
    for (StudyFile.Table t : s.tables()) table(t, steps);
    if (s.classes() != null) classes(s.classes());
  }

  /** The user's files must be there before the first step starts (their paths are relative to the study file). */
  private void classes(StudyFile.Classes c) {
    if (c.className() == null || c.data() == null) {
      throw refuse(c.className() != null ? c.className().line() : c.data() != null ? c.data().line() : 1,
          "'classes' needs 'class' (your class, e.g. com.acme.Order) and 'data' (a JSON or NDJSON file)");
    }
    Path base = file.toAbsolutePath().getParent();
    List<Word> paths = new java.util.ArrayList<>(c.classpath() == null ? List.of() : c.classpath());
    paths.add(c.data());
    for (Word p : paths) {
      if (!java.nio.file.Files.exists(base.resolve(p.text()))) {
        throw refuse(p.line(), "'classes' names " + p + ", which is not there (" + base.resolve(p.text()) + "); paths "
            + "are relative to the study file");
      }
    }
  }

  private void step(StudyFile.Step step) {
    Word command = step.command();
    if (command == null) throw refuse(step.name().line(), "step '" + step.name() + "' has no 'command'");
    if (!StepArgs.COMMANDS.contains(command.text())) {
      throw refuse(command.line(), "unknown command '" + command + "'; a step runs one of " + StepArgs.COMMANDS);
    }
    boolean check = command.text().equals("check");
    if (check != (step.matrix() != null)) {
      throw refuse(command.line(), check ? "a check step needs 'matrix' (hostile, unsafe-types, conformance, interop, "
          + "capabilities)" : "'matrix' belongs to a check step only");
    }
    if ((step.profile() != null || step.settings() != null) && !StepArgs.SPEED.contains(command.text())) {
      throw refuse(command.line(), "'profile' and 'settings' apply to " + StepArgs.SPEED + " steps, not " + command);
    }
    if (step.codecs() != null) {
      for (Word codec : step.codecs()) {
        String why = codecProblem.apply(codec.text());
        if (why != null) throw refuse(codec.line(), "unknown codec '" + codec + "': " + why);
      }
    }
  }

  private void table(StudyFile.Table t, Map<String, StudyFile.Step> steps) {
    Word name = t.table();
    if (name == null) throw refuse(1, "a published table has no 'table' (its name)");
    nonNegative(t.tolerance(), name.line(), "tolerance");
    if (t.rows() == null || t.rows().isEmpty()) throw refuse(name.line(), "table '" + name + "' has no 'rows'");
    Set<String> rows = new HashSet<>();
    StudyFile.Row reference = null;
    for (StudyFile.Row r : t.rows()) {
      if (r.name() == null) throw refuse(name.line(), "a row of table '" + name + "' has no 'name'");
      if (!rows.add(r.name().text())) throw refuse(r.name().line(), "two rows of '" + name + "' are named '" + r.name() + "'");
      if (t.reference() != null && t.reference().text().equals(r.name().text())) reference = r;
    }
    if (t.reference() != null && reference == null) {
      throw refuse(t.reference().line(), "reference '" + t.reference() + "' is no row of table '" + name + "'");
    }
    for (StudyFile.Row r : t.rows()) row(t, r, reference, steps);
  }

  private void row(StudyFile.Table t, StudyFile.Row r, StudyFile.Row reference, Map<String, StudyFile.Step> steps) {
    int line = r.name().line();
    String what = "row '" + r.name() + "' of '" + t.table() + "'";
    if (r.ratio() != null && (r.ratio().size() != 2 || r.ratio().get(0) > r.ratio().get(1) || r.ratio().get(0) < 0)) {
      throw refuse(line, what + ": 'ratio' is a range [low, high] with 0 <= low <= high");
    }
    boolean isReference = r == reference;
    if (!isReference && (r.value() == null) == (r.ratio() == null)) {
      throw refuse(line, what + " needs either 'value' (the published figure) or 'ratio' (a claim as a range)");
    }
    if (r.value() != null && reference != null && reference.value() == null) {
      throw refuse(t.reference().line(), "reference row '" + reference.name() + "' needs a 'value': " + what + " has one");
    }
    if (r.unsupported() != null) return;
    Word stepName = r.step() != null ? r.step() : t.step();
    if (stepName == null) throw refuse(line, what + " names no step, and neither does its table ('step: NAME')");
    StudyFile.Step step = steps.get(stepName.text());
    if (step == null) throw refuse(stepName.line(), "no step is named '" + stepName + "'; steps: " + steps.keySet());
    if (step.unsupported() != null) return;
    if (r.codec() == null) throw refuse(line, what + " names no 'codec' (the measured row), nor why not ('unsupported')");
    if (t.metric() == null) throw refuse(t.table().line(), "table '" + t.table() + "' names no 'metric'");
  }

  private void nonNegative(Double value, int line, String key) {
    if (value != null && !(value >= 0)) throw refuse(line, "'" + key + "' must be 0 or more (0.2 is ±20%)");
  }

  private BadInputException refuse(int line, String message) {
    return new BadInputException(file + ":" + line + ": " + message);
  }
}
