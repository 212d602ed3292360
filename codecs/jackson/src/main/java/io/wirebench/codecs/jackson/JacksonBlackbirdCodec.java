package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Family;

/**
 * Jackson databind with the Blackbird module, POJO binding. Blackbird is the module Jackson
 * recommends on Java 11+ in place of Afterburner: it replaces reflective getter/setter calls with
 * {@code LambdaMetafactory}-generated accessors and needs no JVM flags for public accessors of
 * classes on the class path. Otherwise configured as {@link JacksonDatabindCodec}: one shared
 * mapper with default features, an ObjectReader/ObjectWriter made once per type, and shared across
 * benchmark threads as that mapper is (the module adds no per-thread state).
 */
public final class JacksonBlackbirdCodec extends JacksonMapperCodec {
  public JacksonBlackbirdCodec() {
    super(CodecInfo.builder("jackson-blackbird")
        .library("Jackson databind + Blackbird", BlackbirdModule.class, "com.fasterxml.jackson.module",
            "jackson-module-blackbird")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.POJO)
        .config("one shared JsonMapper with default features and BlackbirdModule registered (the "
            + "Afterburner successor Jackson recommends on Java 11+); ObjectReader/ObjectWriter made once per type")
        .refusesTrailingBytes()
        .sharedAcrossThreads()
        .build(), () -> Shared.MAPPER);
  }

  /** Made on first bind (the constructor does no work) and shared: mappers are thread-safe and costly. */
  private static final class Shared {
    static final ObjectMapper MAPPER = JsonMapper.builder().addModule(new BlackbirdModule()).build();
  }
}
