package io.wirebench.codecs.binary;

import io.wirebench.testkit.CodecContract;

/** Every schema-less binary codec passes the codec contract. */
class BinaryCodecsTest extends CodecContract {}
