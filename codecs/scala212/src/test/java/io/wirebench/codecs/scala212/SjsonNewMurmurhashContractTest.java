package io.wirebench.codecs.scala212;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.testkit.CodecContract;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The codec contract for sjson-new-murmurhash, run twice by the build: on target/classes with the
 * real Scala 2.12 libraries (test phase) and on the shaded jar beside Scala 2.13 (package phase).
 * Only this module's codec: the tagged codecs are on the test class path for the comparison tests.
 */
class SjsonNewMurmurhashContractTest extends CodecContract {
  @Override protected List<Codec> codecs() {
    return Codecs.load().all().stream().filter(c -> c instanceof SjsonNewMurmurhashCodec)
        .collect(Collectors.toList());
  }
}
