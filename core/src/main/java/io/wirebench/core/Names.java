package io.wirebench.core;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The one parser of the comma lists people type ({@code --codecs 'jackson.*,gson'}, {@code
 * --datasets}, {@code --ops}, {@code --targets}), and the closest-name helper its errors use.
 *
 * <p>Rules, for every list: items are trimmed and empty items skipped; an item that is a known
 * name is taken as it is (so names may contain dots or plus signs); otherwise, an item with a
 * regular-expression character ({@code * ? [ ] ( ) | ^ $ \ { }}) is a pattern matched against
 * whole names, in the order they are known; anything else is an unknown name, reported with the
 * closest known one. A pattern that matches nothing, a pattern that does not compile, and a list
 * that selects nothing at all ({@code ","}, {@code ""}) are usage errors naming the known values.
 * Each name is selected once, in the order first selected.
 */
public final class Names {
  private Names() {}

  /** Selects from {@code known} by a comma list; see the class comment for the rules. */
  public static List<String> select(String list, String kind, List<String> known) {
    return select(list, kind, known, known::contains, name -> known);
  }

  /**
   * Selects by a comma list.
   *
   * @param list what the person typed
   * @param kind what the names are, for messages ({@code "codec"}, {@code "data set"})
   * @param matchable the names a pattern is matched against, in order
   * @param isName whether an item is a name as it is (parameterised names such as
   *     {@code decimal-matrix:3x4} or {@code file:PATH} included)
   * @param suggestions the names (and forms) an unknown item is compared with
   * @throws UnknownNameException for an item that is no name and no pattern
   * @throws BadInputException for a pattern that matches nothing or does not compile, and for a
   *     list that selects nothing
   */
  public static List<String> select(String list, String kind, List<String> matchable,
      Predicate<String> isName, Function<String, Collection<String>> suggestions) {
    List<String> out = new ArrayList<>();
    for (String item : list.split(",")) {
      String s = item.trim();
      if (s.isEmpty()) continue;
      if (isName.test(s)) {
        addOnce(out, s);
        continue;
      }
      if (!looksLikePattern(s)) throw new UnknownNameException(kind, s, suggestions.apply(s));
      Pattern p;
      try {
        p = Pattern.compile(s);
      } catch (PatternSyntaxException e) {
        throw new BadInputException(kind + " pattern '" + s + "' is not a valid regular expression: "
            + e.getDescription());
      }
      boolean any = false;
      for (String name : matchable) {
        if (p.matcher(name).matches()) {
          addOnce(out, name);
          any = true;
        }
      }
      if (!any) {
        throw new BadInputException(kind + " pattern '" + s + "' matches no " + kind + " ("
            + UnknownNameException.known(kind, suggestions.apply(s)) + ")");
      }
    }
    if (out.isEmpty()) {
      throw new BadInputException("no " + kind + " selected: '" + list + "' names none; give "
          + kind + " names or patterns, comma separated, or leave the option out for the default");
    }
    return out;
  }

  /** Whether an item is meant as a regular expression rather than a name. */
  public static boolean looksLikePattern(String s) {
    for (char ch : s.toCharArray()) {
      if ("*?[]()|^$\\{}".indexOf(ch) >= 0) return true;
    }
    return false;
  }

  private static void addOnce(List<String> out, String s) {
    if (!out.contains(s)) out.add(s);
  }

  /** The known name closest to {@code name} by edit distance, or null when nothing is close. */
  public static String closest(String name, Collection<String> known) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    String lower = name.toLowerCase(Locale.ROOT);
    for (String candidate : known) {
      String c = candidate.toLowerCase(Locale.ROOT);
      int d = c.startsWith(lower) || lower.startsWith(c) ? Math.abs(c.length() - lower.length()) / 2
          : distance(lower, c);
      if (d < bestDistance) {
        bestDistance = d;
        best = candidate;
      }
    }
    return best != null && bestDistance <= Math.max(3, name.length() / 2) ? best : null;
  }

  static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) prev[j] = j;
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev; prev = cur; cur = t;
    }
    return prev[b.length()];
  }
}
