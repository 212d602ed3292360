package io.wirebench.study;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.wirebench.core.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Reads a study file and refuses, with its line, what cannot be run: malformed YAML, an unknown key,
 * a value of the wrong type, and (through {@link StudyRules}) an unknown codec or a step no table can
 * find. Everything is checked before anything runs.
 */
public final class StudyReader {
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory())
      .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
      .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
      .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

  /** What the keys of each part of the file are called in errors. */
  private static final Map<Class<?>, String> PARTS = Map.of(StudyFile.class, "the study",
      StudyFile.Step.class, "a step", StudyFile.Table.class, "a published table", StudyFile.Row.class,
      "a row of a published table", StudyFile.Settings.class, "settings", StudyFile.Classes.class, "classes");

  private StudyReader() {}

  /**
   * Reads and checks a study file.
   *
   * @param codecProblem why a codec id cannot be measured (unknown, malformed), or null when it can
   * @throws BadInputException {@code FILE:LINE: what is wrong; what to do}
   */
  public static StudyFile read(Path file, Function<String, String> codecProblem) {
    if (!Files.isRegularFile(file)) {
      throw new BadInputException(file + " is not a file; give a study file (studies/*.yaml, or one that "
          + "'wirebench study --init' wrote)");
    }
    StudyFile study;
    try {
      study = YAML.readValue(file.toFile(), StudyFile.class);
    } catch (JsonProcessingException e) {
      throw new BadInputException(file + ":" + line(file, e) + ": " + describe(e) + "; see docs/studies.md");
    } catch (IOException e) {
      throw new BadInputException(file + " cannot be read: " + e.getMessage());
    }
    if (study == null) throw new BadInputException(file + " is empty; see docs/studies.md for a study file");
    new StudyRules(file, codecProblem).check(study);
    return study;
  }

  /**
   * The line of the complaint. For an unknown key the parser has moved past it (to the end of its
   * value), so the key's own line is the last line at or before that which holds it as a key.
   */
  private static int line(Path file, JsonProcessingException e) {
    int at = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
    if (!(e instanceof UnrecognizedPropertyException u)) return at;
    try {
      List<String> lines = Files.readAllLines(file);
      java.util.regex.Pattern key = java.util.regex.Pattern.compile("(^|[{,\\s-])[\"']?"
          + java.util.regex.Pattern.quote(u.getPropertyName()) + "[\"']?\\s*:");
      for (int i = Math.min(at, lines.size()); i >= 1; i--) {
        if (key.matcher(lines.get(i - 1)).find()) return i;
      }
    } catch (IOException ignored) {
      // the parser's line, then
    }
    return at;
  }

  /** A parser's or binder's complaint in the study file's words. */
  static String describe(JsonProcessingException e) {
    if (e instanceof UnrecognizedPropertyException u) {
      String known = u.getKnownPropertyIds() == null ? "" : u.getKnownPropertyIds().stream().map(String::valueOf)
          .sorted().collect(Collectors.joining(", "));
      return "unknown key '" + u.getPropertyName() + "' in " + PARTS.getOrDefault(u.getReferringClass(), "this part")
          + " (its keys: " + known + ")";
    }
    if (e instanceof MismatchedInputException m) {
      return path(m.getPath()) + " must be " + kind(m.getTargetType())
          + (e.getOriginalMessage().contains("from String value") ? "; the value given cannot be read as one" : "");
    }
    String m = e.getOriginalMessage() == null ? e.getClass().getSimpleName() : e.getOriginalMessage();
    return "not valid YAML: " + m.lines().findFirst().orElse("");
  }

  private static String path(List<JsonMappingException.Reference> refs) {
    StringBuilder b = new StringBuilder();
    for (JsonMappingException.Reference r : refs) {
      if (r.getFieldName() != null) b.append(b.length() == 0 ? "" : ".").append(r.getFieldName());
      else if (r.getIndex() >= 0) b.append('[').append(r.getIndex() + 1).append(']');
    }
    return b.length() == 0 ? "the file" : "'" + b + "'";
  }

  private static String kind(Class<?> type) {
    if (type == null) return "something else";
    if (Number.class.isAssignableFrom(type) || type.isPrimitive()) return "a number";
    if (List.class.isAssignableFrom(type)) return "a list ([a, b] or lines starting with '- ')";
    if (type == String.class || type == Word.class) return "a single value (text or a number)";
    return "a mapping (key: value lines)";
  }
}
