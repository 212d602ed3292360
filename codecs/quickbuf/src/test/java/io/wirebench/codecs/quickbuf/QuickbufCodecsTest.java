package io.wirebench.codecs.quickbuf;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.testkit.CodecContract;
import java.util.List;

/**
 * Every QuickBuffers codec passes the codec contract. Only this module's codecs: codecs/schema is
 * on the test class path (for {@link SameBytesAsProtobufTest}) and registers its own.
 */
class QuickbufCodecsTest extends CodecContract {
  @Override protected List<Codec> codecs() {
    return Codecs.load().all().stream().filter(c -> c.info().id().startsWith("quickbuf")).toList();
  }
}
