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
 * {@code --data}), shared by {@code run} and {@code verify}.
 */
final class UserData {
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
      return null;
    }
    if (data == null) {
      throw new BadInputException("--class " + userClass + " needs --data FILE: JSON or NDJSON values of the class");
    }
    if (!userClass.matches("[\\p{L}_$][\\p{L}\\p{N}_$]*(\\.[\\p{L}_$][\\p{L}\\p{N}_$]*)*")) {
      throw new BadInputException("--class " + userClass + " is not a class name; give it fully qualified, e.g. com.acme.Order");
    }
    if (classpath != null) {
      List<Path> entries = UserClasses.check(classpath, "--classpath");
      System.setProperty(UserClasses.PROPERTY, String.join(java.io.File.pathSeparator,
          entries.stream().map(Path::toString).toList()));
    }
    return UserClasses.id(userClass, data);
  }

  /** The codecs a user's classes get by default: every available codec that binds classes. */
  static List<Codec> bindingCodecs(Codecs registry) {
    List<Codec> codecs = new ArrayList<>();
    for (Codec c : registry.all()) {
      if (c.info().binding() == BindingStyle.POJO && Codecs.unavailableReason(c).isEmpty()) codecs.add(c);
    }
    return codecs;
  }
}
