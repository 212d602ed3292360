package io.wirebench.codecs.jackson;

import io.wirebench.testkit.CodecContract;

/** Every Jackson JSON codec passes the codec contract. */
class JacksonCodecsTest extends CodecContract {}
