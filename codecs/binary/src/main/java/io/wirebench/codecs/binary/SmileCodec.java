package io.wirebench.codecs.binary;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Family;

/**
 * Jackson Smile, POJO binding. Production configuration as Jackson's documentation recommends: one
 * shared {@link SmileMapper} with the format's default features (the 4-byte header written, field
 * names shared by back-reference, string values not), reader and writer made once per type.
 */
public final class SmileCodec extends JacksonBinaryCodec {
  public SmileCodec() {
    super(CodecInfo.builder("jackson-smile")
        .library("Jackson Smile", SmileMapper.class, "com.fasterxml.jackson.dataformat",
            "jackson-dataformat-smile")
        .binary("Smile", "application/x-jackson-smile", Family.BINARY)
        .binding(BindingStyle.POJO)
        .config("one shared SmileMapper with default features (header on, shared field names on, "
            + "shared string values off); ObjectReader/ObjectWriter made once per type")
        .notes("size depends on configuration: repeated field names are back-references "
            + "(SmileGenerator.Feature.CHECK_SHARED_NAMES, on by default), repeated string values "
            + "are written in full (CHECK_SHARED_STRING_VALUES, off by default)")
        .refusesTrailingBytes()
        .build());
  }

  @Override ObjectMapper newMapper() {
    return SmileMapper.builder().build();
  }
}
