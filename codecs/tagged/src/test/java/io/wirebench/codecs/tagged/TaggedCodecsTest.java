package io.wirebench.codecs.tagged;

import io.wirebench.testkit.CodecContract;

/** Both tagged codecs pass the codec contract. */
class TaggedCodecsTest extends CodecContract {}
