package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Family;

/**
 * Jackson databind, POJO binding. Production configuration as Jackson's documentation recommends:
 * one shared {@link ObjectMapper}, and an {@link ObjectReader} / {@link ObjectWriter} made once per
 * type (thread-safe, and they skip the per-call root type lookup).
 *
 * <p>Shared across benchmark threads ({@code run --threads}): ObjectMapper's javadoc says "can use
 * static singleton, inject: just make sure to reuse!", and Jackson's FAQ on thread safety answers
 * "yes, as long as you always configure instance before use"; the ObjectReader and ObjectWriter of
 * the binding are immutable. So the threads contend on the mapper's shared serializer caches, as a
 * service's request threads do.
 */
public final class JacksonDatabindCodec extends JacksonMapperCodec {
  public JacksonDatabindCodec() {
    super(CodecInfo.builder("jackson-databind")
        .library("Jackson databind", ObjectMapper.class, "com.fasterxml.jackson.core", "jackson-databind")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.POJO)
        .config("one shared ObjectMapper with default features; ObjectReader/ObjectWriter made once per type")
        .refusesTrailingBytes()
        .sharedAcrossThreads()
        .build(), () -> Shared.MAPPER);
  }

  /** Made on first bind (the constructor does no work) and shared: mappers are thread-safe and costly. */
  private static final class Shared {
    static final ObjectMapper MAPPER = new ObjectMapper();
  }
}
