package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.wirebench.core.Binding;
import io.wirebench.core.JacksonBinding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;

/**
 * Jackson databind, POJO binding. Production configuration as Jackson's documentation recommends:
 * one shared {@link ObjectMapper}, and an {@link ObjectReader} / {@link ObjectWriter} made once per
 * type (thread-safe, and they skip the per-call root type lookup).
 */
public final class JacksonDatabindCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("jackson-databind")
      .library("Jackson databind", ObjectMapper.class, "com.fasterxml.jackson.core", "jackson-databind")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one shared ObjectMapper with default features; ObjectReader/ObjectWriter made once per type")
      .refusesTrailingBytes()
      .build();

  /** Made on first bind (the constructor does no work) and shared: mappers are thread-safe and costly. */
  private static final class Shared {
    static final ObjectMapper MAPPER = new ObjectMapper();
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    ObjectMapper mapper = Shared.MAPPER;
    return new JacksonBinding.Text<Object>(dataSet, dataSet.value(), mapper.readerFor(dataSet.type()),
        mapper.writerFor(dataSet.type()));
  }
}
