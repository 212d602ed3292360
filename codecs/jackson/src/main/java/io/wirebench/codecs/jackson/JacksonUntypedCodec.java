package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;

/**
 * Jackson databind, untyped binding: JSON to and from {@code Map}/{@code List}/scalars through
 * {@code readValue(.., Object.class)}. One shared {@link ObjectMapper} with default features (as
 * Jackson recommends), an ObjectReader/ObjectWriter for {@code Object} made once. Defaults mean
 * objects become {@code LinkedHashMap}, integers the smallest of Integer/Long/BigInteger and
 * floating-point numbers Double.
 */
public final class JacksonUntypedCodec extends JacksonMapperCodec {
  public JacksonUntypedCodec() {
    super(CodecInfo.builder("jackson-untyped")
        .library("Jackson databind", ObjectMapper.class, "com.fasterxml.jackson.core", "jackson-databind")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.UNTYPED)
        .config("one shared ObjectMapper with default features; ObjectReader/ObjectWriter for Object.class "
            + "made once (LinkedHashMap, ArrayList, Integer/Long/BigInteger, Double)")
        .refusesTrailingBytes()
        .build(), () -> Shared.MAPPER);
  }

  /** Made on first bind (the constructor does no work) and shared: mappers are thread-safe and costly. */
  private static final class Shared {
    static final ObjectMapper MAPPER = new ObjectMapper();
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    return binding(dataSet, dataSet.untyped(), Object.class);
  }
}
