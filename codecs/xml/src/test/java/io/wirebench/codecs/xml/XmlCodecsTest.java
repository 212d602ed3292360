package io.wirebench.codecs.xml;

import io.wirebench.testkit.CodecContract;
import java.util.ArrayList;
import java.util.List;

/**
 * Every XML codec passes the codec contract, on the built-in data sets and on an untyped user
 * document (a gap, with its reason, for the codecs that bind POJOs only).
 */
class XmlCodecsTest extends CodecContract {
  @Override protected List<String> dataSets() {
    List<String> ids = new ArrayList<>(super.dataSets());
    ids.add("file:src/test/resources/untyped.json");
    return ids;
  }
}
