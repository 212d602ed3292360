package io.wirebench.codecs.jsonb;

import io.wirebench.testkit.CodecContract;

/** Every JSON-B implementation passes the codec contract. */
class JsonbCodecsTest extends CodecContract {}
