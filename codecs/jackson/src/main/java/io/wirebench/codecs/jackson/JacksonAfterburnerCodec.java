package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Family;

/**
 * Jackson databind with the Afterburner module, POJO binding: the module the largest Java JSON
 * benchmark suite times as Jackson's fast path. Afterburner generates bytecode (its own class
 * loader) that calls getters, setters and constructors directly instead of through reflection;
 * its README says to register it on the mapper and otherwise change nothing. Jackson now
 * recommends Blackbird on Java 11+ ({@link JacksonBlackbirdCodec}); this codec is here to compare
 * the two. Configured as {@link JacksonBlackbirdCodec}: one shared mapper with default features,
 * an ObjectReader/ObjectWriter made once per type. On Java 9+ Afterburner cannot inject its
 * accessors into the model's own class loader (no {@code --add-opens}), so it defines them in its
 * own loader, which reaches public classes and accessors only: the shared model's are public.
 */
public final class JacksonAfterburnerCodec extends JacksonMapperCodec {
  public JacksonAfterburnerCodec() {
    super(CodecInfo.builder("jackson-afterburner")
        .library("Jackson databind + Afterburner", AfterburnerModule.class,
            "com.fasterxml.jackson.module", "jackson-module-afterburner")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.POJO)
        .config("one shared JsonMapper with default features and AfterburnerModule registered (its "
            + "README: register the module, nothing else); ObjectReader/ObjectWriter made once per type")
        .refusesTrailingBytes()
        .build(), () -> Shared.MAPPER);
  }

  /** Made on first bind (the constructor does no work) and shared: mappers are thread-safe and costly. */
  private static final class Shared {
    static final ObjectMapper MAPPER = JsonMapper.builder().addModule(new AfterburnerModule()).build();
  }
}
