package io.wirebench.codecs.binary;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Family;

/**
 * Jackson CBOR, POJO binding. Production configuration as Jackson's documentation recommends: one
 * shared {@link CBORMapper} with default features (minimal integer encoding, no type tags), reader
 * and writer made once per type.
 */
public final class CborCodec extends JacksonBinaryCodec {
  public CborCodec() {
    super(CodecInfo.builder("jackson-cbor")
        .library("Jackson CBOR", CBORMapper.class, "com.fasterxml.jackson.dataformat",
            "jackson-dataformat-cbor")
        .binary("CBOR", "application/cbor", Family.BINARY)
        .binding(BindingStyle.POJO)
        .config("one shared CBORMapper with default features; ObjectReader/ObjectWriter made once "
            + "per type")
        .notes("size: CBOR writes every field name in full each time (no back-references; "
            + "objects as definite- or indefinite-length maps as Jackson chooses)")
        .refusesTrailingBytes()
        .build());
  }

  @Override ObjectMapper newMapper() {
    return CBORMapper.builder().build();
  }
}
