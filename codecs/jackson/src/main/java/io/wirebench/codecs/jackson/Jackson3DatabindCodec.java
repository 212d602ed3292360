package io.wirebench.codecs.jackson;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3 databind, POJO binding. One immutable {@link JsonMapper} built with
 * {@code JsonMapper.builder().build()}, Jackson 3's own defaults kept as its documentation
 * recommends for production, and an ObjectReader/ObjectWriter made once per type. Jackson 3's
 * changed defaults do not change the JSON data of these models: properties are sorted
 * alphabetically (the order differs from Jackson 2's, the data does not), enums are written and
 * read with {@code toString()} (equal to {@code name()} in the model), null for a primitive,
 * trailing tokens and unknown-property handling only affect reading of other documents, and no
 * model holds dates.
 */
public final class Jackson3DatabindCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("jackson3-databind")
      .library("Jackson 3 databind", ObjectMapper.class, "tools.jackson.core", "jackson-databind")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one shared JsonMapper from JsonMapper.builder().build() with Jackson 3 defaults "
          + "(alphabetical property order, enums via toString, FAIL_ON_NULL_FOR_PRIMITIVES, "
          + "FAIL_ON_TRAILING_TOKENS); ObjectReader/ObjectWriter made once per type")
      .notes("property order is alphabetical (Jackson 3 default), so the bytes differ from Jackson 2's "
          + "in order only; the size is the same")
      .refusesTrailingBytes()
      .build();

  /** Made on first bind (the constructor does no work) and shared: mappers are thread-safe and costly. */
  private static final class Shared {
    static final ObjectMapper MAPPER = JsonMapper.builder().build();
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    return Jackson3Binding.ofType(Shared.MAPPER, dataSet);
  }
}
