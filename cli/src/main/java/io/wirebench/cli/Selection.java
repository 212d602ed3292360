package io.wirebench.cli;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.core.Names;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The {@code --codecs} and {@code --datasets} filters that several commands share. Every comma
 * list follows the rules of {@link Names#select}: names first, then patterns; an unknown name, a
 * pattern that matches nothing or a list that selects nothing is a usage error.
 */
final class Selection {
  @Option(names = "--codecs", paramLabel = "LIST",
      description = "Codec ids, family names (json, binary, schema, xml: every codec of the family) or regular "
          + "expressions, comma separated (e.g. 'jackson.*,gson', 'jackson-databind+gzip', 'json'). Default: every "
          + "available codec of the command's default families.")
  String codecs;

  @Option(names = "--datasets", paramLabel = "LIST",
      description = "Data set ids or regular expressions, comma separated; 'decimal-matrix:ROWSxCOLS' "
          + "sizes the matrix, 'file:PATH' benchmarks your JSON or NDJSON file.")
  String datasets;

  /** The selected codecs; by default the available codecs of the given families. */
  List<Codec> codecs(Codecs registry, List<Family> defaultFamilies) {
    if (codecs != null) {
      return registry.select(codecs);
    }
    List<Codec> out = new ArrayList<>();
    for (Codec c : registry.all()) {
      if (defaultFamilies.contains(c.info().family()) && Codecs.unavailableReason(c).isEmpty()) {
        out.add(c);
      }
    }
    return out;
  }

  /** The selected data sets, or the defaults. */
  List<DataSet<?>> datasets(List<String> defaults) {
    if (datasets != null) {
      return DataSets.select(datasets);
    }
    List<DataSet<?>> out = new ArrayList<>();
    for (String id : defaults) out.add(DataSets.require(id));
    return out;
  }

  /** Items of a comma list, each an exact name or a pattern over {@code known}. */
  static List<String> names(String list, List<String> known, String kind) {
    return Names.select(list, kind, known);
  }

  /**
   * A comma-separated option's values, each through {@code f}; an unknown one is a usage error that
   * names the option and the command whose help lists the values.
   */
  static <T> List<T> parse(String list, String option, java.util.function.Function<String, T> f, String command) {
    List<T> out = new java.util.ArrayList<>();
    for (String s : list.split(",")) {
      try {
        out.add(f.apply(s));
      } catch (IllegalArgumentException e) {
        throw new UsageException(option + ": unknown value '" + s.trim() + "'; see 'wirebench " + command + " --help'");
      }
    }
    return out;
  }
}
