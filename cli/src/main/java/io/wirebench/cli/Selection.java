package io.wirebench.cli;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.core.UnknownNameException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import picocli.CommandLine.Option;

/** The {@code --codecs} and {@code --datasets} filters that several commands share. */
final class Selection {
  @Option(names = "--codecs", paramLabel = "LIST",
      description = "Codec ids or regular expressions, comma separated (e.g. 'jackson.*,gson', "
          + "'jackson-databind+gzip'). Default: every available codec of the command's default families.")
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
    List<DataSet<?>> out = new ArrayList<>();
    if (datasets == null) {
      for (String id : defaults) out.add(DataSets.require(id));
      return out;
    }
    for (String item : datasets.split(",")) {
      String s = item.trim();
      if (s.isEmpty()) continue;
      if (s.startsWith("file:") || s.startsWith("decimal-matrix") || DataSets.ids().contains(s)
          || !looksLikePattern(s)) {
        out.add(DataSets.require(s));
        continue;
      }
      Pattern p = compile(s, "data set");
      int before = out.size();
      for (String id : DataSets.ids()) {
        if (p.matcher(id).matches()) out.add(DataSets.require(id));
      }
      if (out.size() == before) {
        throw new UsageException("data set pattern '" + s + "' matches no data set; known: "
            + String.join(", ", DataSets.ids()));
      }
    }
    return out;
  }

  /** Items of a comma list, each an exact name or a pattern over {@code known}. */
  static List<String> names(String list, List<String> known, String kind) {
    List<String> out = new ArrayList<>();
    for (String item : list.split(",")) {
      String s = item.trim();
      if (s.isEmpty()) continue;
      if (known.contains(s)) {
        if (!out.contains(s)) out.add(s);
        continue;
      }
      if (!looksLikePattern(s)) throw new UnknownNameException(kind, s, known);
      Pattern p = compile(s, kind);
      int before = out.size();
      for (String k : known) {
        if (p.matcher(k).matches() && !out.contains(k)) out.add(k);
      }
      if (out.size() == before) {
        throw new UsageException(kind + " pattern '" + s + "' matches nothing; known: " + String.join(", ", known));
      }
    }
    return out;
  }

  static Optional<String> unavailable(Codec c) {
    return Codecs.unavailableReason(c);
  }

  private static Pattern compile(String s, String kind) {
    try {
      return Pattern.compile(s);
    } catch (PatternSyntaxException e) {
      throw new UsageException(kind + " pattern '" + s + "' is not a valid regular expression: " + e.getDescription());
    }
  }

  private static boolean looksLikePattern(String s) {
    for (char ch : s.toCharArray()) {
      if ("*?[]()|^$\\{}".indexOf(ch) >= 0) return true;
    }
    return s.contains(".*") || s.contains(".+");
  }
}
