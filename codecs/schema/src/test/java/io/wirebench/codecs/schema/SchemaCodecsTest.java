package io.wirebench.codecs.schema;

import io.wirebench.testkit.CodecContract;

/** Every schema-based codec passes the codec contract. */
class SchemaCodecsTest extends CodecContract {}
