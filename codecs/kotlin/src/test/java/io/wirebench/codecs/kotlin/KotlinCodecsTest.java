package io.wirebench.codecs.kotlin;

import io.wirebench.testkit.CodecContract;

/** Every codec of the Kotlin data classes passes the codec contract on the built-in data sets. */
class KotlinCodecsTest extends CodecContract {}
