package io.wirebench.core;

import java.util.Collection;

/** A name (codec, data set, target...) that is not known; the message suggests the closest one. */
public class UnknownNameException extends BadInputException {
  private static final long serialVersionUID = 1L;

  public UnknownNameException(String kind, String name, Collection<String> known) {
    super(message(kind, name, known));
  }

  private static String message(String kind, String name, Collection<String> known) {
    String closest = Names.closest(name, known);
    StringBuilder sb = new StringBuilder("unknown ").append(kind).append(" '").append(name).append('\'');
    if (closest != null) {
      sb.append("; did you mean '").append(closest).append("'?");
    }
    return sb.append(" (").append(known(kind, known)).append(')').toString();
  }

  /**
   * The known names for an error message: all of them when the list is short, else how many and
   * where to see them ({@code list codecs}), rather than a screenful of names in one line.
   */
  static String known(String kind, Collection<String> known) {
    return known.size() <= LONGEST_LIST ? "known: " + String.join(", ", known) : where(kind, known);
  }

  /** A list longer than this is not printed whole in an error: the message says where to see it. */
  static final int LONGEST_LIST = 30;

  /** Where a long list of known names is shown, instead of a screenful of them in one line. */
  private static String where(String kind, Collection<String> known) {
    if (kind.equals("codec")) {
      long codecs = known.stream().filter(n -> !n.contains("+") && Family.byLabel(n) == null).count();
      return codecs + " codecs; 'wirebench list codecs' names them, and json, binary, schema, xml or control "
          + "selects a family" + (codecs < known.size() && known.stream().anyMatch(n -> n.contains("+"))
              ? "; ID+COMPRESSOR compresses a codec's bytes (" + String.join(", ", Compressor.labels()) + ")" : "");
    }
    if (kind.equals("data set")) return known.size() + " known; 'wirebench list datasets' names them";
    return known.size() + " known, from " + known.iterator().next() + " to " + last(known);
  }

  private static String last(Collection<String> known) {
    String last = null;
    for (String s : known) last = s;
    return last;
  }
}
