package io.wirebench.codecs.scala213;

import io.wirebench.testkit.CodecContract;
import java.util.ArrayList;
import java.util.List;

/**
 * Every Scala 2.13 codec passes the codec contract, on the built-in data sets (as case classes)
 * and on an untyped user file, which the codecs with a JSON tree bind as that tree.
 */
class ScalaCodecsTest extends CodecContract {
  static final String UNTYPED_FILE = "file:src/test/resources/untyped-sample.json";

  @Override protected List<String> dataSets() {
    List<String> ids = new ArrayList<>(super.dataSets());
    ids.add(UNTYPED_FILE);
    return ids;
  }
}
