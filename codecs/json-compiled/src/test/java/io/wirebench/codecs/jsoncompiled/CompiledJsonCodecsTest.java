package io.wirebench.codecs.jsoncompiled;

import io.wirebench.testkit.CodecContract;

/** Every JSON codec with build-time generated code passes the codec contract. */
class CompiledJsonCodecsTest extends CodecContract {}
