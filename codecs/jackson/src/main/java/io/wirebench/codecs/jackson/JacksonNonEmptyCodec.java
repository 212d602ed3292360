package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;

/**
 * Jackson databind configured to omit empty fields: {@code jackson-databind} with the default
 * property inclusion {@link JsonInclude.Include#NON_EMPTY} (null, empty strings, empty collections
 * and maps are not written), Jackson's documented way to leave out empty values for every class
 * without annotating them. Reading needs nothing: a field left out keeps the value its class
 * initialises it to (an empty list in wirebench's models, null for strings). The pair
 * {@code jackson-databind} / {@code jackson-databind-non-empty} shows what omission saves and costs
 * (data set {@code module-ids-sparse}). Otherwise as {@code jackson-databind}: one shared mapper,
 * ObjectReader/ObjectWriter made once per type.
 */
public final class JacksonNonEmptyCodec extends JacksonMapperCodec {
  public JacksonNonEmptyCodec() {
    super(CodecInfo.builder("jackson-databind-non-empty")
        .library("Jackson databind", ObjectMapper.class, "com.fasterxml.jackson.core", "jackson-databind")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.POJO)
        .config("one shared ObjectMapper, default property inclusion NON_EMPTY (empty and null fields "
            + "omitted); ObjectReader/ObjectWriter made once per type")
        .notes("omits null and empty fields (NON_EMPTY); also an empty string, which reads back as "
            + "null, so a data set with empty strings would fail the gate")
        .refusesTrailingBytes()
        .build(), () -> Shared.MAPPER);
  }

  /** Made on first bind (the constructor does no work) and shared: mappers are thread-safe and costly. */
  private static final class Shared {
    static final ObjectMapper MAPPER = new ObjectMapper()
        .setDefaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_EMPTY,
            JsonInclude.Include.NON_EMPTY));
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException("omitting empty fields of an untyped document loses "
          + "them: there is no class whose defaults restore them on reading (see jackson-untyped)");
    }
    return super.bind(dataSet);
  }
}
