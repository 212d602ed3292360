package io.wirebench.core;

import java.util.Collection;
import java.util.Locale;

/** Helpers for user-typed names. */
public final class Names {
  private Names() {}

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
