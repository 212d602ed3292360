package io.wirebench.codecs.control;

import io.wirebench.testkit.CodecContract;

/** The controls pass the codec contract like any library. */
class ControlCodecsTest extends CodecContract {}
