package io.wirebench.cli;

import io.wirebench.core.BadInputException;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.UserClasses;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options that make the user's own classes a data set ({@code --classpath}, {@code --class},
 * {@code --data}, {@code --copies}): one mixin for every command that takes them ({@link #COMMANDS}),
 * so that their names, help and checks are the same everywhere.
 */
final class UserData {
  /** The commands that take the user's classes, for help and {@code list}. */
  static final String COMMANDS = "run, verify, sizes, files, memory, http, coldstart, check hostile|unsafe-types|interop";

  /** The commands that do not take the user's classes, and why (for {@code list} and their errors). */
  static final java.util.Map<String, String> NOT_TAKEN = java.util.Map.of(
      "encode", "it encodes a built-in data set or a document read untyped; 'sizes --class' shows every codec's encoding of your class",
      "decode", "it reads bytes back into a built-in data set's classes, which are on its own class path",
      "overhead", "it times one library's two paths on the built-in module-ids data set",
      "selfcheck", "it measures the harness's controls, which use no data set of yours",
      "compare", "it reads saved results; the run it reads may have measured your classes",
      "report", "it reads saved results; the run it reads may have measured your classes");

  @Option(names = "--classpath", paramLabel = "CP",
      description = "With --class: your jars and class directories, separated by '${sys:path.separator}' "
          + "(the class and everything it needs).")
  String classpath;

  @Option(names = "--class", paramLabel = "FQCN",
      description = "Your own model class (e.g. com.acme.Order), with the values in --data. Without --codecs: "
          + "every codec that binds classes (those that need generated code say so).")
  String userClass;

  @Option(names = "--data", paramLabel = "FILE",
      description = "With --class: a JSON file (one value, or an array of values) or NDJSON file (.ndjson, .jsonl: one "
          + "value per line) that Jackson reads into the class.")
  Path data;

  @Option(names = "--copies", paramLabel = "N",
      description = "With --class: measure a list of N copies of the values in --data (each copy its own objects), "
          + "for a large message, e.g. memory's case. Default: the values as they are.")
  Integer copies;

  /**
   * The data set of {@code --class}/{@code --data}/{@code --classpath}, or null without them; sets
   * {@link UserClasses#PROPERTY} so that this JVM, the gate's children and the forks find the classes.
   *
   * @throws BadInputException for an option without the others it needs, or a malformed class name
   */
  String dataSet() {
    if (userClass == null) {
      if (data != null) {
        throw new BadInputException("--data " + data + " needs --class, the class to read it into; for untyped "
            + "JSON, give it as a data set: --datasets file:" + data);
      }
      if (classpath != null) throw new BadInputException("--classpath needs --class and --data");
      if (copies != null) throw new BadInputException("--copies needs --class and --data: copies of your values");
      return null;
    }
    if (data == null) {
      throw new BadInputException("--class " + userClass + " needs --data FILE: JSON or NDJSON values of the class");
    }
    if (!userClass.matches("[\\p{L}_$][\\p{L}\\p{N}_$]*(\\.[\\p{L}_$][\\p{L}\\p{N}_$]*)*")) {
      throw new BadInputException("--class " + userClass + " is not a class name; give it fully qualified, e.g. com.acme.Order");
    }
    if (copies != null && copies < 1) throw new BadInputException("--copies " + copies + " must be 1 or more");
    if (classpath != null) {
      List<Path> entries = UserClasses.check(classpath, "--classpath");
      System.setProperty(UserClasses.PROPERTY, String.join(java.io.File.pathSeparator,
          entries.stream().map(Path::toString).toList()));
    }
    return copies == null ? UserClasses.id(userClass, data) : UserClasses.id(userClass, data, copies);
  }

  /**
   * The data sets of a command given the user's classes: the {@code --datasets} selection when
   * given, then the user's; or null without {@code --class}.
   */
  java.util.List<io.wirebench.core.DataSet<?>> withSelected(Selection selection) {
    String id = dataSet();
    if (id == null) return null;
    List<io.wirebench.core.DataSet<?>> out = new ArrayList<>();
    if (selection.datasets != null) out.addAll(selection.datasets(List.of()));
    out.add(io.wirebench.core.DataSets.require(id));
    return out;
  }

  /** Refuses {@code --class} (and its companions) where a command or matrix cannot take it, saying why. */
  void refuse(String what, String why) {
    if (userClass != null || data != null || classpath != null || copies != null) {
      throw new UsageException(what + " does not take your classes (--classpath/--class/--data): " + why);
    }
  }

  /** The codecs a user's classes get by default: every available codec that binds classes. */
  static List<Codec> bindingCodecs(Codecs registry) {
    List<Codec> codecs = new ArrayList<>();
    for (Codec c : registry.all()) {
      if (c.info().binding() == BindingStyle.POJO && Codecs.unavailableReason(c).isEmpty()) codecs.add(c);
    }
    return codecs;
  }

  /** Which codecs and commands take the user's own classes, and why the others do not. */
  static void describe(CodecCatalog catalog, java.io.PrintWriter out) {
    java.util.List<String> take = new java.util.ArrayList<>();
    java.util.Map<String, java.util.List<String>> not = new java.util.TreeMap<>();
    catalog.userClasses().forEach((id, why) -> {
      if (why.isEmpty()) take.add(id);
      else not.computeIfAbsent(why, k -> new java.util.ArrayList<>()).add(id);
    });
    out.println("Your own classes (--classpath/--class/--data, in " + COMMANDS + "):");
    out.println("  bound at run time by " + take.size() + " codecs: " + String.join(", ", take));
    out.println("  not by the others, because:");
    not.forEach((why, ids) -> out.println("    " + String.join(", ", ids) + ": " + why));
    out.println("  not in these commands, because:");
    new java.util.TreeMap<>(NOT_TAKEN).forEach((cmd, why) -> out.println("    " + cmd + ": " + why));
    out.println("    check conformance, check capabilities: see 'wirebench check --help'; each says why when given --class");
    out.println();
  }
}
