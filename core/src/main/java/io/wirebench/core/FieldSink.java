package io.wirebench.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Receives every scalar field a reader visits without building the model: the {@code access}
 * operation ({@link Binding#access}). Zero-copy formats (FlatBuffers, SBE, Cap'n Proto) read each
 * field straight out of the buffer, and streaming readers (Jackson's parser) walk their tokens;
 * both hand each value here. In a benchmark the sink feeds JMH's {@code Blackhole}, so the JIT
 * cannot drop the reads; in the round-trip gate it collects what was visited, so that a reader
 * that skips fields fails ({@link Collecting#matches}).
 *
 * <p>Rules for adapters: every scalar of the value is visited once, in any order; a null or absent
 * field is not visited; integers of any width go to {@link #visit(long)}; an enum is visited as its
 * constant's name. Primitive overloads keep boxing out of the measured path.
 */
public interface FieldSink {
  void visit(long value);

  void visit(double value);

  void visit(boolean value);

  void visit(CharSequence value);

  /**
   * A JSON number handed over as text (Gson's and Moshi's readers tell a number from a string, not
   * a long from a double): a whole number to {@link #visit(long)}, one wider than a long as its
   * text (as jackson-streaming hands it over), anything with a fraction or exponent as a double.
   */
  default void visitNumber(String text) {
    if (text.indexOf('.') < 0 && text.indexOf('e') < 0 && text.indexOf('E') < 0) {
      try {
        visit(Long.parseLong(text));
      } catch (NumberFormatException wider) {
        visit(text);
      }
    } else {
      visit(Double.parseDouble(text));
    }
  }

  /**
   * Collects what is visited as text, for the gate: the multiset of visited scalars must equal the
   * multiset of the data set's scalars ({@link DataSet#scalars()}).
   */
  final class Collecting implements FieldSink {
    private final List<String> seen = new ArrayList<>();

    @Override public void visit(long value) {
      seen.add(Long.toString(value));
    }

    @Override public void visit(double value) {
      seen.add(text(value));
    }

    /** A double as the gate compares it: a whole number without {@code .0}, so int and double agree. */
    static String text(double value) {
      return value == Math.rint(value) && Math.abs(value) < 1e15
          ? Long.toString((long) value) : Double.toString(value);
    }

    @Override public void visit(boolean value) {
      seen.add(Boolean.toString(value));
    }

    @Override public void visit(CharSequence value) {
      seen.add(value.toString());
    }

    /** What was visited, sorted. */
    public List<String> sorted() {
      List<String> s = new ArrayList<>(seen);
      Collections.sort(s);
      return s;
    }

    /** How many scalars were visited. */
    public int count() {
      return seen.size();
    }

    /**
     * Null when what was visited is exactly the data set's scalars (as multisets), else one line
     * that says what differs: the counts, and the first value missing or extra.
     */
    public String mismatch(DataSet<?> dataSet) {
      List<String> want = dataSet.scalars();
      List<String> got = sorted();
      if (want.equals(got)) return null;
      List<String> missing = new ArrayList<>(want);
      for (String g : got) missing.remove(g);
      List<String> extra = new ArrayList<>(got);
      for (String w : want) extra.remove(w);
      return "access visited " + got.size() + " scalars where " + dataSet.id() + " has " + want.size()
          + (missing.isEmpty() ? "" : "; not visited: " + quote(missing.get(0)))
          + (extra.isEmpty() ? "" : "; not in the value: " + quote(extra.get(0)));
    }

    private static String quote(String s) {
      return "\"" + (s.length() > 40 ? s.substring(0, 40) + "..." : s) + "\"";
    }
  }
}
