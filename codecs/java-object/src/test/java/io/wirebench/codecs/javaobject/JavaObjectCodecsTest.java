package io.wirebench.codecs.javaobject;

import io.wirebench.testkit.CodecContract;
import java.util.ArrayList;
import java.util.List;

/**
 * Every Java object-graph codec passes the codec contract, on the built-in data sets and on an
 * untyped user document (maps, lists, strings, ints, longs, big numbers, booleans and nulls).
 */
class JavaObjectCodecsTest extends CodecContract {
  @Override protected List<String> dataSets() {
    List<String> ids = new ArrayList<>(super.dataSets());
    ids.add("file:src/test/resources/untyped.json");
    return ids;
  }
}
