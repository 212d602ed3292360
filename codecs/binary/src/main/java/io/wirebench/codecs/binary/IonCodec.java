package io.wirebench.codecs.binary;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.ion.IonObjectMapper;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Family;

/**
 * Jackson Ion (Amazon ion-java underneath), POJO binding, binary Ion. {@link IonObjectMapper}
 * writes text Ion unless built for binary writers, so it is built with
 * {@link IonObjectMapper#builderForBinaryWriters()}; one shared mapper, reader and writer made once
 * per type, as Jackson's documentation recommends. The reader detects binary Ion itself.
 */
public final class IonCodec extends JacksonBinaryCodec {
  public IonCodec() {
    super(CodecInfo.builder("jackson-ion")
        .library("Jackson Ion", IonObjectMapper.class, "com.fasterxml.jackson.dataformat",
            "jackson-dataformat-ion")
        .binary("Ion", "application/x-amazon-ion", Family.BINARY)
        .binding(BindingStyle.POJO)
        .config("one shared IonObjectMapper built for binary writers (the default writes text "
            + "Ion); ObjectReader/ObjectWriter made once per type")
        .notes("size: field names are Ion symbols, each written once into the local symbol table "
            + "and referred to by id afterwards")
        .refusesTrailingBytes()
        .build());
  }

  @Override ObjectMapper newMapper() {
    return IonObjectMapper.builderForBinaryWriters().build();
  }
}
