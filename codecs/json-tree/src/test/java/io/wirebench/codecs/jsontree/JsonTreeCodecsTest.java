package io.wirebench.codecs.jsontree;

import io.wirebench.testkit.CodecContract;
import java.util.ArrayList;
import java.util.List;

/**
 * Every tree and map-model JSON codec passes the codec contract, on the built-in data sets and on
 * a user's JSON file (nested maps, nulls, a long, fractions, escapes, non-ASCII text), and on one
 * whose numbers need more than a long or a double.
 */
class JsonTreeCodecsTest extends CodecContract {
  static final String UNTYPED_FILE = "file:src/test/resources/untyped-sample.json";
  /**
   * Numbers that only exact libraries give back: an integer just past 2^53, one beyond Long, a
   * fraction with 29 digits, and 1e-400 (zero as a double). The others must report a gap naming
   * the value they change.
   */
  static final String PRECISE_FILE = "file:src/test/resources/precise-numbers.json";

  @Override protected List<String> dataSets() {
    List<String> ids = new ArrayList<>(super.dataSets());
    ids.add(UNTYPED_FILE);
    ids.add(PRECISE_FILE);
    return ids;
  }
}
