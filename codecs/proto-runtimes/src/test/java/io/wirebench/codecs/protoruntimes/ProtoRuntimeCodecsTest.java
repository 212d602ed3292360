package io.wirebench.codecs.protoruntimes;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.testkit.CodecContract;
import java.util.List;

/**
 * Every codec of this module passes the codec contract. Only this module's codecs: codecs/schema
 * is on the test class path (for the comparisons with protobuf-java) and registers its own.
 */
class ProtoRuntimeCodecsTest extends CodecContract {
  @Override protected List<Codec> codecs() {
    return Codecs.load().all().stream()
        .filter(c -> c.getClass().getPackageName().equals(ProtoRuntimeCodecsTest.class.getPackageName()))
        .toList();
  }
}
