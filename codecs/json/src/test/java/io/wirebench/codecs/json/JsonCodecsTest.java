package io.wirebench.codecs.json;

import io.wirebench.testkit.CodecContract;
import java.util.ArrayList;
import java.util.List;

/**
 * Every reflection-based JSON codec passes the codec contract, on the built-in data sets and on an
 * untyped user file (nested maps, nulls, longs, a fraction, escapes), which the POJO codecs bind
 * as {@code Object}.
 */
class JsonCodecsTest extends CodecContract {
  static final String UNTYPED_FILE = "file:src/test/resources/untyped-sample.json";

  @Override protected List<String> dataSets() {
    List<String> ids = new ArrayList<>(super.dataSets());
    ids.add(UNTYPED_FILE);
    return ids;
  }
}
